//===- DeviceBinary.cpp - Kernels of a Gen binary from ocloc --------------===//
//
// ocloc wraps the device code in an ELF file; its section of type
// 0xff000005 holds a program header and, per kernel, a header, the kernel's
// name, its heaps and a list of patch tokens. Each token is {u32 id, u32
// size in bytes including these 8}; the ones read here describe explicit
// arguments (numbers from IGC's patch list, iOpenCL namespace):
//   11 global buffer bound to a surface   {u32 argument, ...}
//   12 image, 16 sampler, 46 device queue {u32 argument, ...}
//   17 data parameter  {u32 type, u32 argument, u32 offset, u32 size,
//                       u32 source offset, ...}; type 1 = kernel argument
//   26 argument info   {u32 argument, ...}
//   30 stateless global buffer, 31 stateless constant buffer
//                      {u32 argument, ...}
// All integers are little-endian and the structures packed.
//
//===----------------------------------------------------------------------===//

#include "translation/runtime/DeviceBinary.h"

#include <algorithm>
#include <cstring>

using namespace genx::runtime;

namespace {
constexpr uint32_t kDeviceBinarySection = 0xff000005;
constexpr uint32_t kProgramMagic = 0x494e5443; // "INTC"
constexpr size_t kProgramHeaderSize = 7 * 4;
constexpr size_t kKernelHeaderSize = 4 + 8 + 7 * 4;

enum Token : uint32_t {
  GlobalBuffer = 11,
  Image = 12,
  Sampler = 16,
  DataParameter = 17,
  ArgumentInfo = 26,
  StatelessGlobalBuffer = 30,
  StatelessConstantBuffer = 31,
  DeviceQueue = 46,
};
constexpr uint32_t kKernelArgumentParameter = 1;

/// Bounds-checked little-endian reads of one byte range.
class Reader {
public:
  Reader(const uint8_t *data, size_t size) : data(data), size(size) {}

  bool has(size_t offset, size_t bytes) const {
    return offset <= size && bytes <= size - offset;
  }
  template <typename T> T read(size_t offset) const {
    T value = 0;
    if (has(offset, sizeof(T)))
      std::memcpy(&value, data + offset, sizeof(T));
    return value;
  }
  Reader slice(size_t offset, size_t bytes) const {
    return has(offset, bytes) ? Reader(data + offset, bytes) : Reader(data, 0);
  }
  const uint8_t *bytes() const { return data; }
  size_t length() const { return size; }

private:
  const uint8_t *data;
  size_t size;
};

/// The device-binary section of the ELF file, or an empty reader.
Reader findDeviceBinary(const Reader &elf) {
  // ELF64 header: e_shoff at 0x28, e_shentsize 0x3a, e_shnum 0x3c.
  uint64_t tableOffset = elf.read<uint64_t>(0x28);
  uint16_t entrySize = elf.read<uint16_t>(0x3a);
  uint16_t count = elf.read<uint16_t>(0x3c);
  if (entrySize < 0x28)
    return Reader(nullptr, 0);
  for (uint16_t i = 0; i < count; ++i) {
    size_t entry = tableOffset + size_t(i) * entrySize;
    if (!elf.has(entry, entrySize))
      break;
    if (elf.read<uint32_t>(entry + 4) != kDeviceBinarySection)
      continue;
    return elf.slice(elf.read<uint64_t>(entry + 0x18),
                     elf.read<uint64_t>(entry + 0x20));
  }
  return Reader(nullptr, 0);
}

/// Records, in `arguments`, what token `id` with payload `token` says.
void readToken(uint32_t id, const Reader &token, uint32_t pointerSize,
               std::vector<KernelArgument> &arguments) {
  auto argument = [&](size_t offset) -> KernelArgument * {
    if (!token.has(offset, 4))
      return nullptr;
    uint32_t number = token.read<uint32_t>(offset);
    if (number >= 4096) // Beyond any kernel's argument count: corrupt.
      return nullptr;
    if (number >= arguments.size())
      arguments.resize(number + 1);
    return &arguments[number];
  };
  switch (id) {
  case GlobalBuffer:
  case StatelessGlobalBuffer:
  case StatelessConstantBuffer:
    if (KernelArgument *arg = argument(8))
      *arg = {KernelArgument::Kind::Pointer, pointerSize};
    break;
  case Image:
  case Sampler:
  case DeviceQueue:
    if (KernelArgument *arg = argument(8))
      *arg = {KernelArgument::Kind::Unsupported, 0};
    break;
  case DataParameter: {
    if (token.read<uint32_t>(8) != kKernelArgumentParameter)
      break;
    KernelArgument *arg = argument(12);
    if (!arg || arg->kind == KernelArgument::Kind::Pointer ||
        arg->kind == KernelArgument::Kind::Unsupported)
      break;
    // A value may come in pieces: its size is where the last one ends.
    uint32_t end = token.read<uint32_t>(24) + token.read<uint32_t>(20);
    arg->kind = KernelArgument::Kind::Value;
    arg->size = std::max(arg->size, end);
    break;
  }
  case ArgumentInfo:
    argument(8);
    break;
  default:
    break;
  }
}
} // namespace

std::string genx::runtime::readDeviceBinary(const void *data, size_t size,
                                            std::vector<Kernel> &kernels) {
  Reader elf(static_cast<const uint8_t *>(data), size);
  if (size < 0x40 || std::memcmp(data,
                                 "\x7f"
                                 "ELF\x02",
                                 5) != 0)
    return "not a 64-bit ELF file (ocloc's output for a device)";
  Reader program = findDeviceBinary(elf);
  if (program.length() < kProgramHeaderSize)
    return "no Gen device binary section (type 0xff000005) in the ELF file; "
           "zebin binaries are not read by this runtime";
  if (program.read<uint32_t>(0) != kProgramMagic)
    return "the device binary section does not start with the 'INTC' magic";
  uint32_t pointerSize = program.read<uint32_t>(12);
  uint32_t kernelCount = program.read<uint32_t>(16);
  size_t offset = kProgramHeaderSize + program.read<uint32_t>(24);
  if (pointerSize != 4 && pointerSize != 8)
    return "the device binary has a pointer size of " +
           std::to_string(pointerSize) + " bytes";
  for (uint32_t k = 0; k < kernelCount; ++k) {
    if (!program.has(offset, kKernelHeaderSize))
      return "kernel " + std::to_string(k) + " lies beyond the section";
    uint32_t nameSize = program.read<uint32_t>(offset + 12);
    uint32_t patchSize = program.read<uint32_t>(offset + 16);
    uint64_t heaps = uint64_t(program.read<uint32_t>(offset + 20)) +
                     program.read<uint32_t>(offset + 24) +
                     program.read<uint32_t>(offset + 28) +
                     program.read<uint32_t>(offset + 32);
    size_t nameOffset = offset + kKernelHeaderSize;
    size_t patchOffset = nameOffset + nameSize + heaps;
    if (!program.has(nameOffset, nameSize) ||
        !program.has(patchOffset, patchSize))
      return "kernel " + std::to_string(k) + " lies beyond the section";
    Kernel kernel;
    const char *name =
        reinterpret_cast<const char *>(program.bytes() + nameOffset);
    kernel.name.assign(name, strnlen(name, nameSize));
    Reader patches = program.slice(patchOffset, patchSize);
    for (size_t at = 0; at + 8 <= patches.length();) {
      uint32_t id = patches.read<uint32_t>(at);
      uint32_t bytes = patches.read<uint32_t>(at + 4);
      if (bytes < 8 || !patches.has(at, bytes))
        return "kernel '" + kernel.name + "' has a malformed patch token";
      readToken(id, patches.slice(at, bytes), pointerSize, kernel.arguments);
      at += bytes;
    }
    kernels.push_back(std::move(kernel));
    offset = patchOffset + patchSize;
  }
  return "";
}

std::string genx::runtime::describe(const KernelArgument &argument) {
  switch (argument.kind) {
  case KernelArgument::Kind::Unused:
    return "unused";
  case KernelArgument::Kind::Pointer:
    return "pointer (" + std::to_string(argument.size) + " bytes)";
  case KernelArgument::Kind::Value:
    return "value (" + std::to_string(argument.size) + " bytes)";
  case KernelArgument::Kind::Unsupported:
    return "image, sampler or queue";
  }
  return "";
}
