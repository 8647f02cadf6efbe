//===- BoundMemRefSizes.cpp - genx-bound-memref-sizes ---------------------===//
//
// A surface addresses at most 4 GB, so when kernels address global memory
// through surfaces (as OpenCL C does for buffers under 4 GB) no memref size
// in them reaches 2^32 bytes. Integer range analysis cannot know that of a
// `memref.dim`; this pass writes it out as a mask of the bits a size can
// have, which the analysis reads, so that loops and index arithmetic
// bounded by memref sizes can be done in 32 bits (genx-narrow-loops,
// genx-narrow-int-ranges). The mask changes no size that fits.
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"

#include "llvm/ADT/bit.h"

namespace mlir {
namespace genx {
#define GEN_PASS_DEF_GENXBOUNDMEMREFSIZES
#include "passes/Passes.h.inc"
} // namespace genx
} // namespace mlir

using namespace mlir;
using namespace mlir::genx;

namespace {
/// Bytes one element of `type` takes in memory, 0 if unknown.
int64_t elementBytes(Type type) {
  if (type.isIndex())
    return 8;
  if (type.isIntOrFloat())
    return llvm::divideCeil(type.getIntOrFloatBitWidth(), 8);
  if (auto vector = dyn_cast<VectorType>(type);
      vector && vector.hasStaticShape())
    return vector.getNumElements() * elementBytes(vector.getElementType());
  return 0;
}

/// The mask of the bits a size of `type` can have: every element of a
/// memref whose strides are not zero has its own bytes among fewer than
/// 2^32, so each size is at most (2^32 - 1) / element bytes. None for a
/// layout that may repeat elements (a zero or unknown stride).
std::optional<uint64_t> sizeMask(MemRefType type) {
  int64_t bytes = elementBytes(type.getElementType());
  if (bytes == 0)
    return std::nullopt;
  if (!type.getLayout().isIdentity()) {
    SmallVector<int64_t> strides;
    int64_t offset;
    if (failed(type.getStridesAndOffset(strides, offset)) ||
        llvm::any_of(strides, [](int64_t stride) {
          return stride == 0 || ShapedType::isDynamic(stride);
        }))
      return std::nullopt;
  }
  uint64_t most = uint64_t(0xFFFFFFFF) / bytes;
  return llvm::bit_ceil(most + 1) - 1;
}

/// The most a loop's induction variable can be in an execution without
/// undefined behaviour: every trip of `loop` accesses memory (a load or
/// store of memref or vector, in the body itself) at an index that is the
/// induction variable, so the induction variable stays below that memref's
/// size. None if no such access bounds it.
std::optional<uint64_t> accessedBound(scf::ForOp loop) {
  Value iv = loop.getInductionVar();
  std::optional<uint64_t> bound;
  for (Operation &op : *loop.getBody()) {
    Value memref;
    ValueRange indices;
    if (auto load = dyn_cast<memref::LoadOp>(op))
      memref = load.getMemRef(), indices = load.getIndices();
    else if (auto store = dyn_cast<memref::StoreOp>(op))
      memref = store.getMemRef(), indices = store.getIndices();
    else if (auto load = dyn_cast<vector::LoadOp>(op))
      memref = load.getBase(), indices = load.getIndices();
    else if (auto store = dyn_cast<vector::StoreOp>(op))
      memref = store.getBase(), indices = store.getIndices();
    else
      continue;
    if (!llvm::is_contained(indices, iv))
      continue;
    if (std::optional<uint64_t> mask =
            sizeMask(cast<MemRefType>(memref.getType())))
      bound = std::min(bound.value_or(*mask), *mask);
  }
  return bound;
}

/// Clamps the bounds of `loop` to [0, what its accesses allow]: the
/// iterations this removes or moves could only access memory out of bounds
/// (at an index past the size, or below 0): a loop from below 0 runs such
/// an iteration first, unless it runs none, and so does the clamped one.
void clampToAccesses(scf::ForOp loop) {
  std::optional<uint64_t> bound = accessedBound(loop);
  if (!bound || !loop.getInductionVar().getType().isIndex())
    return;
  bool isUnsigned = loop.getUnsignedCmp();
  OpBuilder b(loop);
  Location loc = loop.getLoc();
  // Unsigned bounds are not negative.
  auto atLeastZero = [&](Value value) -> Value {
    if (isUnsigned || inferLocalRange(value).smin().isNonNegative())
      return value;
    return arith::MaxSIOp::create(b, loc, value,
                                  arith::ConstantIndexOp::create(b, loc, 0));
  };
  Value lower = atLeastZero(loop.getLowerBound());
  if (lower != loop.getLowerBound())
    loop.getLowerBoundMutable().assign(lower);
  Value upper = loop.getUpperBound();
  ConstantIntRanges range = inferLocalRange(upper);
  bool belowBound = isUnsigned ? range.umax().ule(*bound)
                               : range.smax().sle(static_cast<int64_t>(*bound));
  upper = atLeastZero(upper);
  if (!belowBound) {
    Value most = arith::ConstantIndexOp::create(b, loc, *bound);
    upper = isUnsigned
                ? arith::MinUIOp::create(b, loc, upper, most).getResult()
                : arith::MinSIOp::create(b, loc, upper, most).getResult();
  }
  if (upper != loop.getUpperBound())
    loop.getUpperBoundMutable().assign(upper);
}

struct GenXBoundMemRefSizes
    : genx::impl::GenXBoundMemRefSizesBase<GenXBoundMemRefSizes> {
  using Base::Base;

  void runOnOperation() override {
    Operation *scope = getOperation();
    FailureOr<StringRef> resolved = resolveMemoryOption(scope, memory);
    if (failed(resolved)) {
      scope->emitError() << "genx-bound-memref-sizes: memory must be svm, "
                            "surface or auto, not '"
                         << memory << "'";
      return signalPassFailure();
    }
    // SVM buffers may be larger.
    if (*resolved != "surface")
      return;
    // The later passes that read the option address memory the same way.
    if (memory == "auto")
      scope->setAttr(GenXDialect::getMemoryAttrName(),
                     StringAttr::get(&getContext(), *resolved));
    scope->walk([](memref::DimOp dim) {
      auto type = dyn_cast<MemRefType>(dim.getSource().getType());
      std::optional<uint64_t> mask = type ? sizeMask(type) : std::nullopt;
      std::optional<int64_t> index = dim.getConstantIndex();
      if (!mask || (index && !type.isDynamicDim(*index)))
        return;
      // Bounded already (by an earlier run).
      if (dim->hasOneUse())
        if (auto user = dyn_cast<arith::AndIOp>(*dim->user_begin());
            user && inferLocalRange(user.getResult()).umax().ule(*mask))
          return;
      OpBuilder b(dim->getContext());
      b.setInsertionPointAfter(dim);
      auto bounded = arith::AndIOp::create(
          b, dim.getLoc(), dim.getResult(),
          arith::ConstantIndexOp::create(b, dim.getLoc(), *mask));
      dim.getResult().replaceAllUsesExcept(bounded.getResult(), bounded);
    });
    scope->walk(clampToAccesses);
  }
};
} // namespace
