//===- LaunchABI.h - Launch operands in a kernel's GenX ABI -----*- C++ -*-===//
//
// genx-lower gives a kernel the GenX ABI: memrefs become pointers or
// surface indices, `index` becomes a fixed-width integer, and the memref
// sizes, strides and offsets the body reads are appended as scalars. Host
// code that launches the kernel must pass the same list; this helper builds
// it for both launch lowerings (on the host and on a GPU).
//
//===----------------------------------------------------------------------===//

#ifndef GENX_PASSES_TRANSFORMS_LAUNCHABI_H
#define GENX_PASSES_TRANSFORMS_LAUNCHABI_H

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"

namespace mlir {
namespace genx {

/// Builds, before `launch`, the operands of `launch` in the GenX ABI of
/// `kernel` (an llvm.func lowered by genx-lower, named `name` in
/// diagnostics): each memref operand becomes `memrefArgument(position,
/// memref, parameterType)`, `index` operands are cast to the parameter's
/// integer type, other operands pass unchanged, and the memref metadata
/// the kernel lists in `genx.memref_metadata` follow. Fails, with an error
/// on `launch`, when the operands do not fit the kernel.
FailureOr<SmallVector<Value>> buildLaunchArguments(
    OpBuilder &b, gpu::LaunchFuncOp launch, LLVM::LLVMFuncOp kernel,
    StringRef name,
    function_ref<Value(unsigned position, Value memref, Type parameter)>
        memrefArgument);

/// The aligned pointer of `memref` as an i64, built at `b`.
Value alignedPointerAsI64(OpBuilder &b, Location loc, Value memref);

} // namespace genx
} // namespace mlir

#endif // GENX_PASSES_TRANSFORMS_LAUNCHABI_H
