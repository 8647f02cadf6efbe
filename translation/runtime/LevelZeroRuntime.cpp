//===- LevelZeroRuntime.cpp - Launch Gen binaries with Level Zero ---------===//
//
// The `mgpu*` entry points that upstream's gpu-to-llvm lowering and the
// gpu.binary translation (`#gpu.select_object`) call, for the Gen binaries
// that the plugin's `#genx.target` puts in a gpu.binary: a program lowered
// with genx-lower, genx-launch-args, genx-attach-target,
// gpu-module-to-binary and gpu-to-llvm links with this library and runs
// its launches on an Intel GPU through Level Zero.
//
// Upstream's launch ABI passes the addresses of the arguments but not their
// sizes; they come from the binary itself (DeviceBinary.h), which also lets
// a launch be checked against the kernel before any device is involved.
// All work goes to one synchronous immediate command list, so streams and
// events have nothing to wait for.
//
// Without a GPU, GENX_GPU_DRY_RUN=1 checks and prints each launch instead
// of running it (buffers are host memory, copies are memcpy).
//
//===----------------------------------------------------------------------===//

#include "translation/runtime/DeviceBinary.h"

#include <level_zero/ze_api.h>

#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>

using namespace genx::runtime;

#define GENX_EXPORT extern "C" __attribute__((visibility("default")))

namespace {
[[noreturn]] void fail(const char *format, ...) {
  std::fprintf(stderr, "genx-gpu-runtime: error: ");
  va_list args;
  va_start(args, format);
  std::vfprintf(stderr, format, args);
  va_end(args);
  std::fprintf(stderr, "\n");
  std::exit(1);
}

void check(ze_result_t result, const char *call) {
  if (result != ZE_RESULT_SUCCESS)
    fail("%s failed with Level Zero error 0x%x", call,
         static_cast<unsigned>(result));
}

bool dryRun() {
  static const bool value = [] {
    const char *env = std::getenv("GENX_GPU_DRY_RUN");
    return env && *env && std::strcmp(env, "0") != 0;
  }();
  return value;
}

/// The GPU all work goes to: the first of the first Level Zero driver, or
/// the one mgpuSetDefaultDevice chose.
struct Device {
  ze_driver_handle_t driver = nullptr;
  ze_device_handle_t device = nullptr;
  ze_context_handle_t context = nullptr;
  ze_command_list_handle_t list = nullptr;
};

int defaultDevice = 0;

Device &device() {
  static Device gpu = [] {
    Device d;
    ze_result_t init = zeInit(ZE_INIT_FLAG_GPU_ONLY);
    uint32_t drivers = 0;
    if (init == ZE_RESULT_SUCCESS)
      zeDriverGet(&drivers, nullptr);
    if (init != ZE_RESULT_SUCCESS || drivers == 0)
      fail("no GPU: Level Zero finds no GPU driver (zeInit returned 0x%x); "
           "this library runs Gen binaries on an Intel GPU only (set "
           "GENX_GPU_DRY_RUN=1 to check the launches without one)",
           static_cast<unsigned>(init));
    drivers = 1;
    check(zeDriverGet(&drivers, &d.driver), "zeDriverGet");
    uint32_t count = 0;
    check(zeDeviceGet(d.driver, &count, nullptr), "zeDeviceGet");
    if (count == 0 || defaultDevice >= static_cast<int>(count))
      fail("no GPU device %d: the Level Zero driver has %u", defaultDevice,
           count);
    std::unique_ptr<ze_device_handle_t[]> all(new ze_device_handle_t[count]);
    check(zeDeviceGet(d.driver, &count, all.get()), "zeDeviceGet");
    d.device = all[defaultDevice];
    ze_context_desc_t contextDesc = {ZE_STRUCTURE_TYPE_CONTEXT_DESC, nullptr,
                                     0};
    check(zeContextCreate(d.driver, &contextDesc, &d.context),
          "zeContextCreate");
    ze_command_queue_desc_t queueDesc = {};
    queueDesc.stype = ZE_STRUCTURE_TYPE_COMMAND_QUEUE_DESC;
    queueDesc.mode = ZE_COMMAND_QUEUE_MODE_SYNCHRONOUS;
    check(
        zeCommandListCreateImmediate(d.context, d.device, &queueDesc, &d.list),
        "zeCommandListCreateImmediate");
    return d;
  }();
  return gpu;
}

struct Function {
  const Kernel *kernel;
  ze_kernel_handle_t handle = nullptr;
};

/// A loaded binary. Each launch asks for its function again, so a kernel's
/// function is created once and kept until the module is unloaded.
struct Module {
  std::vector<Kernel> kernels;
  ze_module_handle_t handle = nullptr;
  std::vector<std::unique_ptr<Function>> functions;

  ~Module() {
    for (const std::unique_ptr<Function> &function : functions)
      if (function->handle)
        zeKernelDestroy(function->handle);
    if (handle)
      zeModuleDestroy(handle);
  }
};

/// The stream handle: work is synchronous, any non-null value will do.
int streamToken;

/// Checks that the pointer argument `index` of `kernel` is device-visible
/// memory (host memory is not, on a discrete GPU).
void checkDevicePointer(const Kernel &kernel, size_t index, void *pointer) {
  ze_memory_allocation_properties_t properties = {};
  properties.stype = ZE_STRUCTURE_TYPE_MEMORY_ALLOCATION_PROPERTIES;
  check(
      zeMemGetAllocProperties(device().context, pointer, &properties, nullptr),
      "zeMemGetAllocProperties");
  if (properties.type == ZE_MEMORY_TYPE_UNKNOWN)
    fail("argument %zu of '%s' points to memory the GPU cannot reach; "
         "allocate it with gpu.alloc (host_shared to fill it on the host)",
         index, kernel.name.c_str());
}

void describeLaunch(const Kernel &kernel, intptr_t grid[3], intptr_t group[3],
                    void **params) {
  std::fprintf(stderr,
               "genx-gpu-runtime: dry run, not launched: '%s' on %zd x %zd "
               "x %zd groups of %zd x %zd x %zd threads",
               kernel.name.c_str(), grid[0], grid[1], grid[2], group[0],
               group[1], group[2]);
  for (size_t i = 0; i < kernel.arguments.size(); ++i) {
    const KernelArgument &arg = kernel.arguments[i];
    std::fprintf(stderr, "%s %zu: %s", i ? "," : "; arguments", i,
                 describe(arg).c_str());
    if (arg.kind == KernelArgument::Kind::Value) {
      // The bytes, most significant first, as one hexadecimal number.
      std::fprintf(stderr, " = 0x");
      const auto *bytes = static_cast<const uint8_t *>(params[i]);
      for (uint32_t b = arg.size; b-- > 0;)
        std::fprintf(stderr, "%02x", bytes[b]);
    }
  }
  std::fprintf(stderr, "\n");
}
} // namespace

GENX_EXPORT void mgpuSetDefaultDevice(int32_t index) { defaultDevice = index; }

GENX_EXPORT void *mgpuModuleLoad(void *data, size_t size) {
  auto *module = new Module;
  std::string error = readDeviceBinary(data, size, module->kernels);
  if (!error.empty())
    fail("cannot load the gpu.binary object: %s", error.c_str());
  if (dryRun())
    return module;
  ze_module_desc_t desc = {};
  desc.stype = ZE_STRUCTURE_TYPE_MODULE_DESC;
  desc.format = ZE_MODULE_FORMAT_NATIVE;
  desc.inputSize = size;
  desc.pInputModule = static_cast<const uint8_t *>(data);
  desc.pBuildFlags = "";
  Device &gpu = device();
  check(
      zeModuleCreate(gpu.context, gpu.device, &desc, &module->handle, nullptr),
      "zeModuleCreate (is the binary for this GPU?)");
  return module;
}

GENX_EXPORT void *mgpuModuleLoadJIT(void *, int) {
  fail("a gpu.binary of Gen assembly (format=isa) cannot be loaded; build "
       "it with gpu-module-to-binary{format=bin}");
}

GENX_EXPORT void mgpuModuleUnload(void *handle) {
  delete static_cast<Module *>(handle);
}

GENX_EXPORT void *mgpuModuleGetFunction(void *handle, const char *name) {
  auto *module = static_cast<Module *>(handle);
  for (const std::unique_ptr<Function> &function : module->functions)
    if (function->kernel->name == name)
      return function.get();
  for (const Kernel &kernel : module->kernels) {
    if (kernel.name != name)
      continue;
    Function *function =
        module->functions.emplace_back(new Function{&kernel}).get();
    if (!dryRun()) {
      ze_kernel_desc_t desc = {ZE_STRUCTURE_TYPE_KERNEL_DESC, nullptr, 0, name};
      check(zeKernelCreate(module->handle, &desc, &function->handle),
            "zeKernelCreate");
    }
    return function;
  }
  std::string names;
  for (const Kernel &kernel : module->kernels)
    names += (names.empty() ? "'" : ", '") + kernel.name + "'";
  fail("the Gen binary has no kernel '%s' (it has %s)", name,
       names.empty() ? "none" : names.c_str());
}

GENX_EXPORT void mgpuLaunchKernel(void *handle, intptr_t gridX, intptr_t gridY,
                                  intptr_t gridZ, intptr_t blockX,
                                  intptr_t blockY, intptr_t blockZ,
                                  int32_t sharedMemBytes, void * /*stream*/,
                                  void **params, void ** /*extra*/,
                                  size_t paramsCount) {
  auto *function = static_cast<Function *>(handle);
  const Kernel &kernel = *function->kernel;
  if (paramsCount != kernel.arguments.size())
    fail("the launch of '%s' passes %zu arguments, but the kernel in the "
         "binary takes %zu (run genx-launch-args before "
         "gpu-module-to-binary)",
         kernel.name.c_str(), paramsCount, kernel.arguments.size());
  if (sharedMemBytes != 0)
    fail("the launch of '%s' asks for %d bytes of dynamic shared memory; a "
         "GenX kernel's shared local memory is static (memref.alloc in the "
         "workgroup address space)",
         kernel.name.c_str(), sharedMemBytes);
  for (size_t i = 0; i < kernel.arguments.size(); ++i)
    if (kernel.arguments[i].kind == KernelArgument::Kind::Unsupported)
      fail("argument %zu of '%s' is an image, a sampler or a device queue, "
           "which a launch cannot pass",
           i, kernel.name.c_str());
  intptr_t grid[3] = {gridX, gridY, gridZ};
  intptr_t group[3] = {blockX, blockY, blockZ};
  if (dryRun()) {
    describeLaunch(kernel, grid, group, params);
    return;
  }
  ze_kernel_handle_t ze = function->handle;
  check(zeKernelSetGroupSize(ze, static_cast<uint32_t>(blockX),
                             static_cast<uint32_t>(blockY),
                             static_cast<uint32_t>(blockZ)),
        "zeKernelSetGroupSize");
  for (size_t i = 0; i < kernel.arguments.size(); ++i) {
    const KernelArgument &arg = kernel.arguments[i];
    if (arg.kind == KernelArgument::Kind::Unused)
      continue;
    if (arg.kind == KernelArgument::Kind::Pointer)
      checkDevicePointer(kernel, i, *static_cast<void **>(params[i]));
    check(zeKernelSetArgumentValue(ze, static_cast<uint32_t>(i), arg.size,
                                   params[i]),
          "zeKernelSetArgumentValue");
  }
  ze_group_count_t groups = {static_cast<uint32_t>(gridX),
                             static_cast<uint32_t>(gridY),
                             static_cast<uint32_t>(gridZ)};
  check(zeCommandListAppendLaunchKernel(device().list, ze, &groups, nullptr, 0,
                                        nullptr),
        "zeCommandListAppendLaunchKernel");
}

GENX_EXPORT void *mgpuStreamCreate() { return &streamToken; }
GENX_EXPORT void mgpuStreamDestroy(void *) {}
GENX_EXPORT void mgpuStreamSynchronize(void *) {}
GENX_EXPORT void mgpuStreamWaitEvent(void *, void *) {}
GENX_EXPORT void *mgpuEventCreate() { return &streamToken; }
GENX_EXPORT void mgpuEventDestroy(void *) {}
GENX_EXPORT void mgpuEventSynchronize(void *) {}
GENX_EXPORT void mgpuEventRecord(void *, void *) {}

GENX_EXPORT void *mgpuMemAlloc(uint64_t size, void * /*stream*/,
                               bool isHostShared) {
  size_t bytes = size ? size : 1;
  if (dryRun())
    return std::aligned_alloc(64, (bytes + 63) / 64 * 64);
  Device &gpu = device();
  void *pointer = nullptr;
  ze_device_mem_alloc_desc_t deviceDesc = {};
  deviceDesc.stype = ZE_STRUCTURE_TYPE_DEVICE_MEM_ALLOC_DESC;
  if (isHostShared) {
    ze_host_mem_alloc_desc_t hostDesc = {};
    hostDesc.stype = ZE_STRUCTURE_TYPE_HOST_MEM_ALLOC_DESC;
    check(zeMemAllocShared(gpu.context, &deviceDesc, &hostDesc, bytes, 64,
                           gpu.device, &pointer),
          "zeMemAllocShared");
  } else {
    check(zeMemAllocDevice(gpu.context, &deviceDesc, bytes, 64, gpu.device,
                           &pointer),
          "zeMemAllocDevice");
  }
  return pointer;
}

GENX_EXPORT void mgpuMemFree(void *pointer, void * /*stream*/) {
  if (dryRun())
    return std::free(pointer);
  check(zeMemFree(device().context, pointer), "zeMemFree");
}

GENX_EXPORT void mgpuMemcpy(void *dst, void *src, size_t size,
                            void * /*stream*/) {
  if (dryRun()) {
    std::memcpy(dst, src, size);
    return;
  }
  check(zeCommandListAppendMemoryCopy(device().list, dst, src, size, nullptr, 0,
                                      nullptr),
        "zeCommandListAppendMemoryCopy");
}

namespace {
void fill(void *dst, const void *pattern, size_t patternSize, size_t count) {
  if (dryRun()) {
    for (size_t i = 0; i < count; ++i)
      std::memcpy(static_cast<char *>(dst) + i * patternSize, pattern,
                  patternSize);
    return;
  }
  check(zeCommandListAppendMemoryFill(device().list, dst, pattern, patternSize,
                                      count * patternSize, nullptr, 0, nullptr),
        "zeCommandListAppendMemoryFill");
}
} // namespace

GENX_EXPORT void mgpuMemset32(void *dst, int value, size_t count,
                              void * /*stream*/) {
  fill(dst, &value, 4, count);
}

GENX_EXPORT void mgpuMemset16(void *dst, int value, size_t count,
                              void * /*stream*/) {
  auto half = static_cast<uint16_t>(value);
  fill(dst, &half, 2, count);
}

GENX_EXPORT void mgpuMemHostRegisterMemRef(int64_t, void *, int64_t) {
  if (!dryRun())
    fail("gpu.host_register: Level Zero cannot make host memory visible to "
         "the GPU; allocate the buffer with gpu.alloc host_shared");
}

GENX_EXPORT void mgpuMemHostUnregisterMemRef(int64_t, void *, int64_t) {}
