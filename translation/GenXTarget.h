//===- GenXTarget.h - #genx.target as a GPU compilation target --*- C++ -*-===//

#ifndef GENX_TRANSLATION_GENXTARGET_H
#define GENX_TRANSLATION_GENXTARGET_H

namespace mlir {
class DialectRegistry;
namespace genx {

/// Makes `#genx.target` a `gpu::TargetAttrInterface`, so that stock
/// `gpu-module-to-binary` serializes `gpu.module`s lowered by genx-lower:
/// format `offload` (`llvm`) is the GenX LLVM IR of the export, `assembly`
/// the Gen assembly of its kernels, `bin` and `fatbin` the binary
/// `ocloc -vc-codegen` writes. Also registers the LLVM IR translations of
/// the builtin and LLVM dialects the serialization uses.
void registerGenXTargetInterfaceExternalModels(DialectRegistry &registry);

} // namespace genx
} // namespace mlir

#endif // GENX_TRANSLATION_GENXTARGET_H
