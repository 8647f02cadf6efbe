//===- CheckInput.cpp - genx-check-input ----------------------------------===//
//
// The one place where genx-lower refuses what it cannot compile, at the op
// the user wrote and with what to do instead. It runs on device code before
// any rewriting, so that a refusal never names an intermediate op; the
// final genx-check-legality only guards against the product's own bugs.
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/StringSet.h"

namespace mlir {
namespace genx {
#define GEN_PASS_DEF_GENXCHECKINPUT
#include "passes/Passes.h.inc"
} // namespace genx
} // namespace mlir

using namespace mlir;

/// Dialects whose ops genx-lower lowers (each op is still checked below).
static bool isLoweredDialect(StringRef name) {
  static const llvm::StringSet<> dialects = {
      "builtin", "arith", "math",  "vector", "memref", "scf", "cf",
      "func",    "gpu",   "affine", "index", "ub",     "llvm", "genx"};
  return dialects.contains(name);
}

/// What to do with an op of an unlowered dialect.
static StringRef adviceForDialect(StringRef name) {
  if (name == "tensor" || name == "bufferization")
    return "bufferize first (one-shot-bufferize) so that tensors become "
           "memrefs";
  if (name == "linalg")
    return "lower it to loops or vectors first (convert-linalg-to-loops, or "
           "tile and vectorize it with the transform dialect)";
  if (name == "complex")
    return "lower it to real arithmetic first (complex-to-standard)";
  if (name == "sparse_tensor")
    return "lower sparse tensors first (sparsifier)";
  return "lower it to arith, math, vector, memref, scf or gpu first";
}

/// Why `elt` cannot be an element of device values, or "" when it can.
static std::string unsupportedElement(Type elt) {
  if (isa<IndexType>(elt))
    return "";
  if (auto integer = dyn_cast<IntegerType>(elt)) {
    unsigned w = integer.getWidth();
    if (w == 1 || w == 8 || w == 16 || w == 32 || w == 64)
      return "";
    return "GenX integers are 1, 8, 16, 32 or 64 bits wide; extend or "
           "truncate to one of those";
  }
  if (auto f = dyn_cast<FloatType>(elt)) {
    // bf16 and 8-bit floats are computed in f32 (stored as they are).
    if (f.getWidth() <= 64 && !isa<Float80Type, Float128Type>(f))
      return "";
    return "GenX has no floating point wider than 64 bits; use f64 or f32";
  }
  if (isa<ComplexType>(elt))
    return "lower complex numbers first (complex-to-standard)";
  return "GenX supports integers, index and floats up to 64 bits";
}

/// Why `type` cannot be a device value's type, or "" when it can.
static std::string unsupportedType(Type type) {
  if (isa<RankedTensorType, UnrankedTensorType>(type))
    return "tensors have no device representation; bufferize first "
           "(one-shot-bufferize)";
  if (auto vec = dyn_cast<VectorType>(type)) {
    if (vec.isScalable())
      return "GenX vectors have a fixed length; scalable vectors are "
             "not supported";
    return unsupportedElement(vec.getElementType());
  }
  if (isa<UnrankedMemRefType>(type))
    return "unranked memrefs are not supported on GenX; cast to a ranked "
           "memref (memref.cast) in host code";
  if (auto memref = dyn_cast<MemRefType>(type)) {
    SmallVector<int64_t> strides;
    int64_t offset;
    if (failed(memref.getStridesAndOffset(strides, offset)))
      return "GenX addresses memrefs through strides: use a strided layout";
    return unsupportedElement(memref.getElementType());
  }
  if (type.isIntOrIndexOrFloat() || isa<ComplexType>(type))
    return unsupportedElement(type);
  return "";
}

/// Math functions computed in f32 polynomials: on f64 they need `afn`, or
/// genx-soft-f64's f64 version.
static bool isTranscendental(Operation *op) {
  return isa<math::ExpOp, math::Exp2Op, math::ExpM1Op, math::LogOp,
             math::Log2Op, math::Log10Op, math::Log1pOp, math::TanhOp,
             math::SinhOp, math::CoshOp, math::TanOp, math::AtanOp,
             math::Atan2Op, math::AsinOp, math::AcosOp, math::ErfOp,
             math::ErfcOp, math::SinOp, math::CosOp, math::PowFOp,
             math::CbrtOp, math::AsinhOp, math::AcoshOp, math::AtanhOp>(op);
}

static bool hasAfn(Operation *op) {
  auto fastmath = dyn_cast<arith::ArithFastMathInterface>(op);
  return fastmath &&
         arith::bitEnumContainsAll(fastmath.getFastMathFlagsAttr().getValue(),
                                   arith::FastMathFlags::afn);
}

/// Why genx-lower refuses `op`, or "" when it lowers it; `softF64` says
/// whether genx-soft-f64 follows.
static std::string refusal(Operation *op, bool softF64) {
  StringRef dialect = op->getName().getDialectNamespace();
  if (!isLoweredDialect(dialect))
    return ("the '" + dialect + "' dialect is not lowered by genx-lower: " +
            adviceForDialect(dialect))
        .str();
  if (isa<arith::RemFOp>(op) && !softF64)
    return "GenX has no floating-point remainder (IGC fails on frem) and "
           "genx-soft-f64, which computes it, is off: drop soft-f64=false, "
           "or compute x - trunc(x / y) * y if an inexact remainder suffices";
  if (isTranscendental(op) && !hasAfn(op) &&
      getElementTypeOrSelf(op->getResult(0).getType()).isF64()) {
    if (!genx::isSoftFloat64MathOp(op))
      return "GenX has no double-precision transcendental functions and "
             "genx-soft-f64 does not compute this one: compute it in f32 "
             "(arith.truncf / arith.extf), or add fastmath<afn> to accept "
             "f32 accuracy";
    if (!softF64)
      return "GenX has no double-precision transcendental functions and "
             "genx-soft-f64, which computes this one, is off: drop "
             "soft-f64=false, or add fastmath<afn> to accept f32 accuracy";
  }
  if (isa<gpu::PrintfOp>(op))
    return "GenX kernels cannot print; write the values to a buffer";
  if (isa<gpu::SubgroupMmaLoadMatrixOp, gpu::SubgroupMmaStoreMatrixOp,
          gpu::SubgroupMmaComputeOp, gpu::SubgroupMmaConstantMatrixOp,
          gpu::SubgroupMmaElementwiseOp>(op))
    return "subgroup MMA ops are not lowered; write the tile as "
           "vector.contract (genx-lower uses regions and multiply-adds)";
  if (isa<gpu::DynamicSharedMemoryOp>(op))
    return "GenX shared local memory is sized when the kernel is compiled: "
           "use a workgroup attribution or memref.alloc with a static shape";
  if (isa<vector::PrintOp>(op))
    return "GenX kernels cannot print; write the values to a buffer";
  if (auto alloc = dyn_cast<memref::AllocOp>(op)) {
    Attribute space = alloc.getType().getMemorySpace();
    auto gpuSpace = dyn_cast_or_null<gpu::AddressSpaceAttr>(space);
    auto intSpace = dyn_cast_or_null<IntegerAttr>(space);
    bool workgroup =
        (gpuSpace && gpuSpace.getValue() == gpu::AddressSpace::Workgroup) ||
        (intSpace && intSpace.getInt() == 3);
    bool isPrivate =
        gpuSpace && gpuSpace.getValue() == gpu::AddressSpace::Private;
    if (!workgroup && !isPrivate)
      return "device code cannot allocate global memory: allocate it on the "
             "host (gpu.alloc) and pass it in, or use memref.alloca for a "
             "private array";
  }
  if (auto call = dyn_cast<func::CallOp>(op)) {
    auto callee = SymbolTable::lookupNearestSymbolFrom<func::FuncOp>(
        op, call.getCalleeAttr());
    if (callee && callee.isExternal())
      return ("calls '" + call.getCallee() +
              "', which has no body: the GenX backend links nothing, so "
              "device functions must be defined in the module")
          .str();
  }
  for (Type type : op->getResultTypes())
    if (std::string why = unsupportedType(type); !why.empty())
      return why;
  for (Type type : op->getOperandTypes())
    if (std::string why = unsupportedType(type); !why.empty())
      return why;
  for (Region &region : op->getRegions())
    for (Block &block : region)
      for (BlockArgument arg : block.getArguments())
        if (std::string why = unsupportedType(arg.getType()); !why.empty())
          return why;
  return "";
}

namespace {
struct GenXCheckInput : genx::impl::GenXCheckInputBase<GenXCheckInput> {
  using Base::Base;

  void runOnOperation() override {
    unsigned errors = 0, unreported = 0;
    getOperation()->walk([&](Operation *op) {
      if (op == getOperation())
        return;
      std::string why = refusal(op, softF64);
      if (why.empty())
        return;
      if (errors++ >= maxErrors) {
        ++unreported;
        return;
      }
      op->emitOpError() << "cannot be compiled for GenX: " << why;
    });
    if (unreported)
      getOperation()->emitError()
          << unreported << " more constructs genx-lower cannot compile "
          << "are not reported (max-errors=" << static_cast<unsigned>(maxErrors)
          << ")";
    if (errors)
      signalPassFailure();
  }
};
} // namespace
