//===- Target.cpp - The device a pass compiles for ------------------------===//
//
// Passes whose output depends on the device (its matrix engine, its integer
// divide) take an ocloc device name as an option and otherwise read the
// `#genx.target` of the gpu.module they run in.
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"

using namespace mlir;
using namespace mlir::genx;

std::optional<Platform> mlir::genx::getTargetPlatform(Operation *root,
                                                      StringRef device) {
  if (!device.empty())
    return getDevicePlatform(device);
  auto module = dyn_cast<gpu::GPUModuleOp>(root);
  if (!module)
    module = root->getParentOfType<gpu::GPUModuleOp>();
  if (!module || !module.getTargetsAttr())
    return std::nullopt;
  for (Attribute target : module.getTargetsAttr())
    if (auto genx = dyn_cast<TargetAttr>(target))
      return genx.getPlatform();
  return std::nullopt;
}

LogicalResult mlir::genx::checkDeviceOption(Operation *root, StringRef pass,
                                            StringRef device) {
  if (device.empty() || getDevicePlatform(device))
    return success();
  return root->emitError() << pass << ": unknown device '" << device
                           << "' (use an ocloc device name such as dg2)";
}
