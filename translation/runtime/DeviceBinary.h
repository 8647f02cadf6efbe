//===- DeviceBinary.h - Kernels of a Gen binary from ocloc ------*- C++ -*-===//
//
// What a launch must know of a Gen binary that ocloc wrote: the kernels it
// holds and, for each, its explicit arguments and their sizes (the upstream
// launch ABI, `mgpuLaunchKernel`, passes argument addresses, not sizes).
// Plain C++, no LLVM: the GPU runtime library links only Level Zero.
//
//===----------------------------------------------------------------------===//

#ifndef GENX_TRANSLATION_RUNTIME_DEVICEBINARY_H
#define GENX_TRANSLATION_RUNTIME_DEVICEBINARY_H

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace genx {
namespace runtime {

/// One explicit argument of a kernel, as the binary describes it.
struct KernelArgument {
  enum class Kind {
    /// Listed, but the kernel reads nothing of it.
    Unused,
    /// A global or constant buffer, stateless or bound to a surface: the
    /// caller passes a device pointer.
    Pointer,
    /// Bytes copied into the kernel's payload (a scalar or a vector).
    Value,
    /// An image, a sampler or a device queue: not a launch operand here.
    Unsupported,
  };
  Kind kind = Kind::Unused;
  /// Bytes the caller passes (pointers: the device's pointer size).
  uint32_t size = 0;
};

/// One kernel of a binary.
struct Kernel {
  std::string name;
  std::vector<KernelArgument> arguments;
};

/// Reads the kernels of the ELF file ocloc writes for a device (its
/// "Intel(R) OpenCL Device Binary" section of patch tokens). Returns an
/// empty string on success, else what makes `data` unreadable.
std::string readDeviceBinary(const void *data, size_t size,
                             std::vector<Kernel> &kernels);

/// "pointer (8 bytes)", "value (4 bytes)", ...: for messages.
std::string describe(const KernelArgument &argument);

} // namespace runtime
} // namespace genx

#endif // GENX_TRANSLATION_RUNTIME_DEVICEBINARY_H
