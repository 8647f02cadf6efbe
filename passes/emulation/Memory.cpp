//===- Memory.cpp - Emulation of SVM and legacy dataport messages ---------===//
//
// Block loads and stores (SVM, oword, vload/vstore), SVM gathers and
// scatters of blocks, the scaled gathers and scatters of bytes and channels
// on surfaces and SVM, and thread-private gathers and scatters. SVM
// addresses are host addresses; surface N starts at element N of the
// surface table (254 is shared local memory, predefined surfaces hold
// their index).
//
//===----------------------------------------------------------------------===//

#include "passes/emulation/EmulationPatterns.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

#include <functional>

using namespace mlir;
using namespace mlir::genx;
using namespace mlir::genx::emulation;

namespace {

//===----------------------------------------------------------------------===//
// Block messages
//===----------------------------------------------------------------------===//

/// Where a block message starts: its address operand, or its surface's base
/// plus its offset counted in units of `unit` bytes.
template <typename A>
auto blockAddress(A adaptor, Emitter &e, int64_t, int)
    -> decltype(adaptor.getAddress(), Value()) {
  return e.addressOf(adaptor.getAddress());
}
template <typename A>
Value blockAddress(A adaptor, Emitter &e, int64_t unit, long) {
  Value offset = e.castInt(adaptor.getOffset(), e.b.getI64Type(), false);
  if (unit != 1)
    offset = arith::MulIOp::create(e.b, e.loc, offset,
                                   e.constInt(offset.getType(), unit));
  return e.addBytes(e.surfaceBaseOf(adaptor.getSurface()), offset);
}

/// Block loads: the result's bytes, consecutive from the start.
template <typename OpTy>
struct BlockLoadPattern : EmulationPattern<OpTy> {
  BlockLoadPattern(MLIRContext *context, int64_t offsetUnit)
      : EmulationPattern<OpTy>(context), offsetUnit(offsetUnit) {}

  FailureOr<SmallVector<Value>> emulate(OpTy op,
                                        typename OpTy::Adaptor adaptor,
                                        Emitter &e) const override {
    Value address = blockAddress(adaptor, e, offsetUnit, 0);
    return SmallVector<Value>{e.load(op->getResult(0).getType(), address)};
  }

  int64_t offsetUnit;
};

/// Block stores: `data`'s bytes, consecutive from the start.
template <typename OpTy>
struct BlockStorePattern : EmulationPattern<OpTy> {
  BlockStorePattern(MLIRContext *context, int64_t offsetUnit)
      : EmulationPattern<OpTy>(context), offsetUnit(offsetUnit) {}

  FailureOr<SmallVector<Value>> emulate(OpTy, typename OpTy::Adaptor adaptor,
                                        Emitter &e) const override {
    e.store(adaptor.getData(), blockAddress(adaptor, e, offsetUnit, 0));
    return SmallVector<Value>{};
  }

  int64_t offsetUnit;
};

//===----------------------------------------------------------------------===//
// Layouts of gathers and scatters
//===----------------------------------------------------------------------===//

/// What each lane of a gather or scatter moves, and how many elements the
/// data has.
struct Layout {
  MemoryElement mem;
  std::function<AccessList(int64_t)> accesses;
  int64_t elements;
};

/// SVM gather/scatter: 2^log2 blocks per lane. Blocks of 4 or 8 bytes are
/// laid out block by block; bytes lane by lane, 4 per lane (8 for 8
/// blocks), in the low bytes of the lane's slot.
FailureOr<Layout> svmBlockLayout(Operation *op, int64_t log2Blocks,
                                 int64_t lanes, Type data) {
  Type elt = getElementTypeOrSelf(data);
  int64_t blocks = int64_t(1) << log2Blocks;
  unsigned bits = Emitter::widthOf(elt);
  Layout layout;
  layout.mem = {elt};
  if (bits == 8) {
    int64_t slot = std::max<int64_t>(4, blocks);
    layout.accesses = [=](int64_t lane) {
      AccessList list;
      for (int64_t k = 0; k < blocks; ++k)
        list.push_back({lane * slot + k, k});
      return list;
    };
    layout.elements = lanes * slot;
  } else {
    int64_t bytes = bits / 8;
    layout.accesses = [=](int64_t lane) {
      AccessList list;
      for (int64_t k = 0; k < blocks; ++k)
        list.push_back({k * lanes + lane, k * bytes});
      return list;
    };
    layout.elements = lanes * blocks;
  }
  if (log2Blocks < 0 || log2Blocks > 3 ||
      (bits != 8 && bits != 32 && bits != 64) ||
      getNumElements(data) != layout.elements) {
    (void)notEmulable(op, "SVM blocks need 1-8 blocks of i8, 32- or 64-bit "
                          "elements, as many as the lanes and blocks imply");
    return failure();
  }
  return layout;
}

/// Scaled messages of bytes: 1, 2 or 4 bytes per lane in the low bytes of
/// a 32-bit element (zero-extended on the way in).
template <typename OpTy>
auto scaledLayout(OpTy op, int64_t lanes, Type data, int)
    -> decltype(op.getLog2NumBlocks(), FailureOr<Layout>()) {
  int64_t log2 = op.getLog2NumBlocks();
  Type elt = getElementTypeOrSelf(data);
  if (log2 < 0 || log2 > 2 || Emitter::widthOf(elt) != 32 ||
      getNumElements(data) != lanes) {
    (void)notEmulable(op, "scaled byte messages move 1, 2 or 4 bytes into "
                          "one 32-bit element per lane");
    return failure();
  }
  Layout layout;
  layout.mem = {log2 == 2 ? elt : IntegerType::get(op.getContext(), 8 << log2)};
  layout.accesses = [](int64_t lane) { return AccessList{{lane, 0}}; };
  layout.elements = lanes;
  return layout;
}

/// Scaled messages of channels: the enabled channels (consecutive dwords
/// from R) of each lane's element, laid out channel by channel.
template <typename OpTy>
auto scaledLayout(OpTy op, int64_t lanes, Type data, long)
    -> decltype(op.getChannelMask(), FailureOr<Layout>()) {
  auto mask = static_cast<unsigned>(op.getChannelMask());
  Type elt = getElementTypeOrSelf(data);
  int64_t channels = llvm::popcount(mask & 15);
  if (Emitter::widthOf(elt) != 32 || getNumElements(data) != lanes * channels) {
    (void)notEmulable(op, "channel messages move 32-bit channels, lanes x "
                          "enabled channels elements");
    return failure();
  }
  Layout layout;
  layout.mem = {elt};
  layout.accesses = [=](int64_t lane) {
    AccessList list;
    for (int64_t c = 0, k = 0; c < 4; ++c)
      if (mask & (1u << c))
        list.push_back({k++ * lanes + lane, 4 * c});
    return list;
  };
  layout.elements = lanes * channels;
  return layout;
}

/// The address of lane `i` of a scaled message: the surface's base (none
/// for SVM) plus the global offset plus the lane's offset, all in bytes.
template <typename A>
std::function<Value(int64_t)> scaledAddress(A adaptor, Emitter &e) {
  Value surface = surfaceOf(adaptor, 0);
  Value base = surface ? e.surfaceBaseOf(surface)
                       : e.constInt(e.b.getI64Type(), 0);
  base = e.addBytes(base, adaptor.getGlobalOffset());
  Value offsets = adaptor.getOffsets();
  return [&e, base, offsets](int64_t i) {
    return e.addBytes(base, e.lane(offsets, i));
  };
}

/// The checks every gather and scatter shares: the predicate's shape, and a
/// scale of 0 (byte offsets) for the scaled forms.
template <typename OpTy>
LogicalResult checkMessage(OpTy op, Value pred, int64_t lanes,
                           int64_t scale = 0) {
  if (pred && failed(checkPredicate(op, pred, lanes)))
    return failure();
  if (scale != 0)
    return op->emitOpError() << "cannot be emulated (genx-emulate): only "
                                "scale 0 (byte offsets) is defined, got "
                             << scale;
  return success();
}

//===----------------------------------------------------------------------===//
// Gathers and scatters
//===----------------------------------------------------------------------===//

/// gather[4].scaled[2], gather[4].masked.scaled2, svm.gather4.scaled:
/// lanes the predicate disables keep `passthru` (0 without one).
template <typename OpTy>
struct ScaledGatherPattern : EmulationPattern<OpTy> {
  using EmulationPattern<OpTy>::EmulationPattern;

  FailureOr<SmallVector<Value>> emulate(OpTy op,
                                        typename OpTy::Adaptor adaptor,
                                        Emitter &e) const override {
    Type type = op->getResult(0).getType();
    int64_t lanes = getNumElements(adaptor.getOffsets().getType());
    Value pred = predOf(adaptor, 0);
    FailureOr<Layout> layout = scaledLayout(op, lanes, type, 0);
    if (failed(layout) || failed(checkMessage(op, pred, lanes, op.getScale())))
      return failure();
    Value init = passthruOf(adaptor, 0);
    return SmallVector<Value>{e.gatherLanes(
        pred, lanes, scaledAddress(adaptor, e), layout->accesses, layout->mem,
        init ? init : e.zero(type))};
  }
};

/// scatter[4].scaled[.predef.surface], svm.scatter4.scaled.
template <typename OpTy>
struct ScaledScatterPattern : EmulationPattern<OpTy> {
  using EmulationPattern<OpTy>::EmulationPattern;

  FailureOr<SmallVector<Value>> emulate(OpTy op,
                                        typename OpTy::Adaptor adaptor,
                                        Emitter &e) const override {
    Value data = adaptor.getData();
    int64_t lanes = getNumElements(adaptor.getOffsets().getType());
    FailureOr<Layout> layout = scaledLayout(op, lanes, data.getType(), 0);
    if (failed(layout) ||
        failed(checkMessage(op, adaptor.getPred(), lanes, op.getScale())))
      return failure();
    e.scatterLanes(adaptor.getPred(), lanes, scaledAddress(adaptor, e),
                   layout->accesses, layout->mem, data);
    return SmallVector<Value>{};
  }
};

/// The lane addresses of an SVM block message.
std::function<Value(int64_t)> laneAddresses(Emitter &e, Value addresses) {
  return [&e, addresses](int64_t i) {
    Value address = e.lane(addresses, i);
    // Pointer lanes as the integers the layouts offset.
    return isa<LLVM::LLVMPointerType>(address.getType()) ? e.addressOf(address)
                                                         : address;
  };
}

struct SvmGatherPattern : EmulationPattern<SvmGatherOp> {
  using EmulationPattern::EmulationPattern;

  FailureOr<SmallVector<Value>> emulate(SvmGatherOp op, Adaptor adaptor,
                                        Emitter &e) const override {
    int64_t lanes = getNumElements(adaptor.getAddresses().getType());
    FailureOr<Layout> layout =
        svmBlockLayout(op, op.getLog2NumBlocks(), lanes, op.getType());
    if (failed(layout) || failed(checkMessage(op, adaptor.getPred(), lanes)))
      return failure();
    return SmallVector<Value>{e.gatherLanes(
        adaptor.getPred(), lanes, laneAddresses(e, adaptor.getAddresses()),
        layout->accesses, layout->mem, adaptor.getPassthru())};
  }
};

struct SvmScatterPattern : EmulationPattern<SvmScatterOp> {
  using EmulationPattern::EmulationPattern;

  FailureOr<SmallVector<Value>> emulate(SvmScatterOp op, Adaptor adaptor,
                                        Emitter &e) const override {
    int64_t lanes = getNumElements(adaptor.getAddresses().getType());
    FailureOr<Layout> layout = svmBlockLayout(
        op, op.getLog2NumBlocks(), lanes, adaptor.getData().getType());
    if (failed(layout) || failed(checkMessage(op, adaptor.getPred(), lanes)))
      return failure();
    e.scatterLanes(adaptor.getPred(), lanes,
                   laneAddresses(e, adaptor.getAddresses()), layout->accesses,
                   layout->mem, adaptor.getData());
    return SmallVector<Value>{};
  }
};

/// The address of lane `i` of a private message: `base` plus the lane's
/// offset in elements of `elt`.
std::function<Value(int64_t)> privateAddress(Emitter &e, Value base,
                                             Value offsets, Type elt) {
  Value start = e.addressOf(base);
  int64_t bytes = Emitter::widthOf(elt) / 8;
  return [&e, start, offsets, bytes](int64_t i) {
    Value offset = e.castInt(e.lane(offsets, i), e.b.getI64Type(),
                             /*isSigned=*/true);
    return arith::AddIOp::create(
        e.b, e.loc, start,
        arith::MulIOp::create(e.b, e.loc, offset,
                              e.constInt(offset.getType(), bytes)));
  };
}

AccessList oneElementPerLane(int64_t lane) { return {{lane, 0}}; }

struct GatherPrivatePattern : EmulationPattern<GatherPrivateOp> {
  using EmulationPattern::EmulationPattern;

  FailureOr<SmallVector<Value>> emulate(GatherPrivateOp op, Adaptor adaptor,
                                        Emitter &e) const override {
    int64_t lanes = getNumElements(adaptor.getOffsets().getType());
    Type elt = getElementTypeOrSelf(op.getType());
    if (failed(checkMessage(op, adaptor.getPred(), lanes)))
      return failure();
    return SmallVector<Value>{e.gatherLanes(
        adaptor.getPred(), lanes,
        privateAddress(e, adaptor.getBase(), adaptor.getOffsets(), elt),
        oneElementPerLane, {elt}, adaptor.getPassthru())};
  }
};

struct ScatterPrivatePattern : EmulationPattern<ScatterPrivateOp> {
  using EmulationPattern::EmulationPattern;

  FailureOr<SmallVector<Value>> emulate(ScatterPrivateOp op, Adaptor adaptor,
                                        Emitter &e) const override {
    int64_t lanes = getNumElements(adaptor.getOffsets().getType());
    Type elt = getElementTypeOrSelf(adaptor.getData().getType());
    if (failed(checkMessage(op, adaptor.getPred(), lanes)))
      return failure();
    e.scatterLanes(
        adaptor.getPred(), lanes,
        privateAddress(e, adaptor.getBase(), adaptor.getOffsets(), elt),
        oneElementPerLane, {elt}, adaptor.getData());
    return SmallVector<Value>{};
  }
};

} // namespace

void emulation::populateMemoryEmulationPatterns(RewritePatternSet &patterns) {
  // Offsets in owords, in bytes, or an address.
  addPatterns<BlockLoadPattern, OWordLdOp, OwordLdPredefSurfaceOp>(patterns,
                                                                   16);
  addPatterns<BlockLoadPattern, OwordLdUnalignedOp,
              OwordLdUnalignedPredefSurfaceOp, SVMBlockLdOp,
              SvmBlockLdUnalignedOp, VloadOp>(patterns, 1);
  addPatterns<BlockStorePattern, OWordStOp, OwordStPredefSurfaceOp>(patterns,
                                                                    16);
  addPatterns<BlockStorePattern, SVMBlockStOp, VstoreOp>(patterns, 1);
  addPatterns<ScaledGatherPattern, GatherScaledOp, GatherScaled2Op,
              GatherMaskedScaled2Op, GatherMaskedScaled2PredefSurfaceOp,
              Gather4ScaledOp, Gather4Scaled2Op, Gather4MaskedScaled2Op,
              Gather4MaskedScaled2PredefSurfaceOp, SvmGather4ScaledOp>(
      patterns);
  addPatterns<ScaledScatterPattern, ScatterScaledOp,
              ScatterScaledPredefSurfaceOp, Scatter4ScaledOp,
              Scatter4ScaledPredefSurfaceOp, SvmScatter4ScaledOp>(patterns);
  patterns.add<SvmGatherPattern, SvmScatterPattern, GatherPrivatePattern,
               ScatterPrivatePattern>(patterns.getContext());
}
