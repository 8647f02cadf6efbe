//===- LSC2D.cpp - Emulation of 2D block LSC messages ---------------------===//
//
// 2D block loads, stores and prefetches on global memory, the surface
// described by arguments (lsc.*2d.stateless) or by a block descriptor
// (lsc.*.2d.ugm.desc*). A block is `block_height` rows of `block_width`
// elements at (x, y) of a surface of `width` bytes by `height` rows, rows
// `pitch` bytes apart; `num_blocks` blocks sit side by side along x.
// Elements outside the surface read as 0 and are not written.
//
// The register layout is the one the hardware and the SYCL ESIMD front end
// use, with each block taking an equal share of the data (so that 32- and
// 64-byte register files both fit):
// - plain: row after row, each row padded to a power of two elements;
// - transposed (32/64-bit elements, one block): column after column, each
//   padded to a power of two elements;
// - VNNI (8/16-bit elements): the rows in groups of E = 4 / element bytes,
//   one dword per column and group (its E rows' elements in row order),
//   each group padded to a power of two elements.
// Padding reads as 0. The loops run over the block's elements at run time
// (x and y are values), so the code does not grow with the block.
//
//===----------------------------------------------------------------------===//

#include "passes/emulation/EmulationPatterns.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::genx;
using namespace mlir::genx::emulation;

namespace {

/// The shape and register layout of one 2D block message.
struct BlockShape {
  int64_t elementBytes;
  int64_t blocks, width, height;
  bool transposed = false, vnni = false;
  /// Data elements per block.
  int64_t blockPitch = 0;

  /// Elements per dword, the rows one VNNI group holds.
  int64_t group() const { return 4 / elementBytes; }
  /// Register elements one block needs, padding included.
  int64_t blockElements() const {
    if (transposed)
      return width * int64_t(llvm::PowerOf2Ceil(height));
    if (vnni)
      return llvm::divideCeil(height, group()) *
             int64_t(llvm::PowerOf2Ceil(width * group()));
    return height * int64_t(llvm::PowerOf2Ceil(width));
  }
};

/// Checks a message's shape against the data it moves (`elements` of
/// `elementBytes`), and computes the block pitch.
FailureOr<BlockShape> checkShape(Operation *op, BlockShape shape,
                                 int64_t elements, bool isStore) {
  auto refuse = [&](const Twine &why) -> FailureOr<BlockShape> {
    (void)notEmulable(op, why);
    return failure();
  };
  if (shape.blocks < 1 || shape.width < 1 || shape.height < 1)
    return refuse("blocks, block width and block height must be positive");
  if (!llvm::is_contained({1, 2, 4, 8}, shape.elementBytes))
    return refuse("2D blocks have 1-, 2-, 4- or 8-byte elements");
  if (shape.transposed && shape.vnni)
    return refuse("a 2D block is transposed or VNNI-packed, not both");
  if (shape.transposed && (shape.blocks != 1 || shape.elementBytes < 4))
    return refuse("a transposed 2D block is one block of 32- or 64-bit "
                  "elements");
  if (shape.vnni && shape.elementBytes > 2)
    return refuse("VNNI packing takes 8- or 16-bit elements");
  if (isStore && (shape.blocks != 1 || shape.transposed || shape.vnni))
    return refuse("a 2D block store writes one plain block");
  if (elements % shape.blocks != 0 ||
      elements / shape.blocks < shape.blockElements())
    return refuse(Twine("the data holds ") + Twine(elements) +
                  " elements; each of the " + Twine(shape.blocks) +
                  " block(s) needs " + Twine(shape.blockElements()) +
                  " in its layout");
  shape.blockPitch = elements / shape.blocks;
  return shape;
}

/// The surface and the block's position, as i64 values.
struct Surface {
  Value base, widthBytes, heightMinus1, pitch, x, y;
};

/// The surface of a lsc.*2d.stateless message, described by its arguments.
template <typename Adaptor>
Surface surfaceFromArguments(Emitter &e, Adaptor adaptor) {
  Type i64 = e.b.getI64Type();
  auto plusOne = [&](Value v) {
    return arith::AddIOp::create(e.b, e.loc, e.castInt(v, i64, false),
                                 e.constInt(i64, 1))
        .getResult();
  };
  return {e.addressOf(adaptor.getBase()),
          plusOne(adaptor.getWidthMinus_1()),
          e.castInt(adaptor.getHeightMinus_1(), i64, false),
          plusOne(adaptor.getPitchMinus_1()),
          e.castInt(adaptor.getX(), i64, true),
          e.castInt(adaptor.getY(), i64, true)};
}

/// The surface of a block descriptor: base in dwords 0-1, width, height and
/// pitch less one in 2-4, the block's x and y in 5-6 (signed), plus the
/// op's offsets.
Surface surfaceFromDescriptor(Emitter &e, Value desc, int64_t xOffset,
                              int64_t yOffset) {
  Type i64 = e.b.getI64Type();
  auto word = [&](int64_t i, bool isSigned) {
    return e.castInt(e.lane(desc, i), i64, isSigned);
  };
  Value base = arith::OrIOp::create(
      e.b, e.loc, word(0, false),
      arith::ShLIOp::create(e.b, e.loc, word(1, false), e.constInt(i64, 32)));
  auto plusOne = [&](int64_t i) {
    return arith::AddIOp::create(e.b, e.loc, word(i, false), e.constInt(i64, 1))
        .getResult();
  };
  auto plus = [&](int64_t i, int64_t offset) {
    return arith::AddIOp::create(e.b, e.loc, word(i, true),
                                 e.constInt(i64, offset))
        .getResult();
  };
  return {base,       plusOne(2),       word(3, false),
          plusOne(4), plus(5, xOffset), plus(6, yOffset)};
}

/// Runs `body(dataIndex, address, inside)` for every element of every block,
/// in a loop carrying `init`; `body` returns the new carried value.
Value forEachElement(Emitter &e, const BlockShape &shape,
                     const Surface &surface, Value init,
                     function_ref<Value(Value, Value, Value, Value)> body) {
  Type i64 = e.b.getI64Type();
  int64_t perBlock = shape.width * shape.height;
  auto c = [&](int64_t v) { return e.constInt(i64, v); };
  auto add = [&](Value a, Value b) -> Value {
    return arith::AddIOp::create(e.b, e.loc, a, b);
  };
  auto mul = [&](Value a, int64_t b) -> Value {
    return arith::MulIOp::create(e.b, e.loc, a, c(b));
  };
  auto div = [&](Value a, int64_t b) -> Value {
    return arith::DivUIOp::create(e.b, e.loc, a, c(b));
  };
  auto rem = [&](Value a, int64_t b) -> Value {
    return arith::RemUIOp::create(e.b, e.loc, a, c(b));
  };
  auto forOp = scf::ForOp::create(
      e.b, e.loc, e.constIndex(0), e.constIndex(shape.blocks * perBlock),
      e.constIndex(1), ValueRange{init},
      [&](OpBuilder &, Location, Value iv, ValueRange carried) {
        Value k = arith::IndexCastOp::create(e.b, e.loc, i64, iv);
        Value block = div(k, perBlock), inBlock = rem(k, perBlock);
        Value row = div(inBlock, shape.width), col = rem(inBlock, shape.width);
        // Where the element sits in the registers.
        Value index;
        if (shape.transposed) {
          index = add(mul(col, llvm::PowerOf2Ceil(shape.height)), row);
        } else if (shape.vnni) {
          int64_t g = shape.group();
          index = add(mul(div(row, g), llvm::PowerOf2Ceil(shape.width * g)),
                      add(mul(col, g), rem(row, g)));
        } else {
          index = add(mul(row, llvm::PowerOf2Ceil(shape.width)), col);
        }
        index = add(index, mul(block, shape.blockPitch));
        // Where it sits in memory, and whether the surface has it.
        Value x = add(surface.x, add(mul(block, shape.width), col));
        Value y = add(surface.y, row);
        Value xBytes = mul(x, shape.elementBytes);
        auto cmp = [&](arith::CmpIPredicate p, Value a, Value b) -> Value {
          return arith::CmpIOp::create(e.b, e.loc, p, a, b);
        };
        Value inside = cmp(arith::CmpIPredicate::sge, x, c(0));
        for (Value cond :
             {cmp(arith::CmpIPredicate::sle, add(xBytes, c(shape.elementBytes)),
                  surface.widthBytes),
              cmp(arith::CmpIPredicate::sge, y, c(0)),
              cmp(arith::CmpIPredicate::sle, y, surface.heightMinus1)})
          inside = arith::AndIOp::create(e.b, e.loc, inside, cond);
        Value address = e.addBytes(
            surface.base,
            add(arith::MulIOp::create(e.b, e.loc, y, surface.pitch), xBytes));
        Value next = body(
            arith::IndexCastOp::create(e.b, e.loc, e.b.getIndexType(), index),
            address, inside, carried.front());
        scf::YieldOp::create(e.b, e.loc, next);
      });
  return forOp.getResult(0);
}

/// A load: the elements the surface has, where `enabled`; 0 elsewhere.
Value loadBlock(Emitter &e, const BlockShape &shape, const Surface &surface,
                VectorType type, Value enabled) {
  Type elt = type.getElementType();
  return forEachElement(
      e, shape, surface, e.zero(type),
      [&](Value index, Value address, Value inside, Value data) -> Value {
        Value cond = arith::AndIOp::create(e.b, e.loc, inside, enabled);
        auto ifOp = scf::IfOp::create(
            e.b, e.loc, cond,
            [&](OpBuilder &, Location) {
              scf::YieldOp::create(e.b, e.loc, e.load(elt, address));
            },
            [&](OpBuilder &, Location) {
              scf::YieldOp::create(e.b, e.loc, e.zero(elt));
            });
        return vector::InsertOp::create(e.b, e.loc, ifOp.getResult(0), data,
                                        ArrayRef<OpFoldResult>{index});
      });
}

/// A store: the elements the surface has, where `enabled`.
void storeBlock(Emitter &e, const BlockShape &shape, const Surface &surface,
                Value data, Value enabled) {
  // The loop carries the data, which it does not change.
  forEachElement(
      e, shape, surface, data,
      [&](Value index, Value address, Value inside, Value carried) -> Value {
        Value cond = arith::AndIOp::create(e.b, e.loc, inside, enabled);
        scf::IfOp::create(e.b, e.loc, cond, [&](OpBuilder &, Location) {
          Value element = vector::ExtractOp::create(
              e.b, e.loc, carried, ArrayRef<OpFoldResult>{index});
          e.store(element, address);
          scf::YieldOp::create(e.b, e.loc);
        });
        return carried;
      });
}

/// Bytes of an LSC data size a 2D message may use, or 0.
int64_t dataSizeBytes(LSCDataSize size) {
  switch (size) {
  case LSCDataSize::u8:
    return 1;
  case LSCDataSize::u16:
    return 2;
  case LSCDataSize::u32:
    return 4;
  case LSCDataSize::u64:
    return 8;
  default:
    return 0;
  }
}

/// The shape of a lsc.*2d.stateless message moving `data` (null for a
/// prefetch, whose shape is checked without data).
template <typename OpTy>
FailureOr<BlockShape> statelessShape(OpTy op, Type data, bool isStore) {
  BlockShape shape;
  shape.elementBytes = dataSizeBytes(op.getDataSize());
  if (shape.elementBytes == 0) {
    (void)notEmulable(op, "2D blocks move u8, u16, u32 or u64 elements");
    return failure();
  }
  shape.blocks = op.getNumBlocks();
  shape.width = op.getBlockWidth();
  shape.height = op.getBlockHeight();
  shape.transposed = op.getDataOrder() == LSCDataOrder::transposed;
  shape.vnni = op.getVnni() != 0;
  if (!data)
    return checkShape(op, shape, shape.blocks * shape.blockElements(), isStore);
  auto type = dyn_cast<VectorType>(data);
  if (!type || Emitter::widthOf(type) != 8 * shape.elementBytes) {
    (void)notEmulable(op, "the data must be a vector of elements of the "
                          "message's data size");
    return failure();
  }
  return checkShape(op, shape, type.getNumElements(), isStore);
}

/// The shape of a descriptor message moving vectors of `type`.
template <typename OpTy>
FailureOr<BlockShape> descriptorShape(OpTy op, Type type, bool transposed,
                                      bool vnni, bool isStore) {
  BlockShape shape;
  auto vector = dyn_cast<VectorType>(type);
  if (!vector) {
    (void)notEmulable(op, "the data must be a vector");
    return failure();
  }
  shape.elementBytes = Emitter::widthOf(vector) / 8;
  shape.blocks = op.getNumBlocks();
  shape.width = op.getBlockWidth();
  shape.height = op.getBlockHeight();
  shape.transposed = transposed;
  shape.vnni = vnni;
  return checkShape(op, shape, vector.getNumElements(), isStore);
}

/// The message's predicate as one i1 (lane 0 of a vector).
Value enabledOf(Emitter &e, Value pred) {
  return isa<VectorType>(pred.getType()) ? e.lane(pred, 0) : pred;
}

/// lsc.load2d.stateless.
struct Load2DStatelessPattern : EmulationPattern<LscLoad2dStatelessOp> {
  using EmulationPattern::EmulationPattern;

  FailureOr<SmallVector<Value>>
  emulate(LscLoad2dStatelessOp op, Adaptor adaptor, Emitter &e) const override {
    FailureOr<BlockShape> shape = statelessShape(op, op.getType(), false);
    if (failed(shape))
      return failure();
    Surface surface = surfaceFromArguments(e, adaptor);
    return SmallVector<Value>{loadBlock(e, *shape, surface,
                                        cast<VectorType>(op.getType()),
                                        enabledOf(e, adaptor.getPred()))};
  }
};

/// lsc.store2d.stateless.
struct Store2DStatelessPattern : EmulationPattern<LscStore2dStatelessOp> {
  using EmulationPattern::EmulationPattern;

  FailureOr<SmallVector<Value>> emulate(LscStore2dStatelessOp op,
                                        Adaptor adaptor,
                                        Emitter &e) const override {
    FailureOr<BlockShape> shape =
        statelessShape(op, adaptor.getData().getType(), true);
    if (failed(shape))
      return failure();
    Surface surface = surfaceFromArguments(e, adaptor);
    storeBlock(e, *shape, surface, adaptor.getData(),
               enabledOf(e, adaptor.getPred()));
    return SmallVector<Value>{};
  }
};

/// lsc.prefetch2d.stateless: no effect once its shape is known to be valid.
struct Prefetch2DStatelessPattern : EmulationPattern<LscPrefetch2dStatelessOp> {
  using EmulationPattern::EmulationPattern;

  FailureOr<SmallVector<Value>> emulate(LscPrefetch2dStatelessOp op, Adaptor,
                                        Emitter &) const override {
    if (failed(statelessShape(op, Type(), false)))
      return failure();
    return SmallVector<Value>{};
  }
};

/// lsc.load.2d.ugm.desc[.transpose|.vnni]: `passthru` when the predicate is
/// false.
template <typename OpTy> struct Load2DDescPattern : EmulationPattern<OpTy> {
  Load2DDescPattern(MLIRContext *context, bool transposed, bool vnni)
      : EmulationPattern<OpTy>(context), transposed(transposed), vnni(vnni) {}

  FailureOr<SmallVector<Value>> emulate(OpTy op, typename OpTy::Adaptor adaptor,
                                        Emitter &e) const override {
    FailureOr<BlockShape> shape =
        descriptorShape(op, op.getType(), transposed, vnni, false);
    if (failed(shape))
      return failure();
    Surface surface = surfaceFromDescriptor(e, adaptor.getDescriptor(),
                                            op.getXOffset(), op.getYOffset());
    Value enabled = adaptor.getPred();
    Value data =
        loadBlock(e, *shape, surface, cast<VectorType>(op.getType()), enabled);
    return SmallVector<Value>{arith::SelectOp::create(e.b, e.loc, enabled, data,
                                                      adaptor.getPassthru())};
  }

  bool transposed, vnni;
};

/// lsc.store.2d.ugm.desc.
struct Store2DDescPattern : EmulationPattern<LscStore2dUgmDescOp> {
  using EmulationPattern::EmulationPattern;

  FailureOr<SmallVector<Value>> emulate(LscStore2dUgmDescOp op, Adaptor adaptor,
                                        Emitter &e) const override {
    FailureOr<BlockShape> shape =
        descriptorShape(op, adaptor.getData().getType(), false, false, true);
    if (failed(shape))
      return failure();
    Surface surface = surfaceFromDescriptor(e, adaptor.getDescriptor(),
                                            op.getXOffset(), op.getYOffset());
    storeBlock(e, *shape, surface, adaptor.getData(), adaptor.getPred());
    return SmallVector<Value>{};
  }
};

/// lsc.prefetch.2d.ugm.desc: no effect once its shape is known to be valid.
struct Prefetch2DDescPattern : EmulationPattern<LscPrefetch2dUgmDescOp> {
  using EmulationPattern::EmulationPattern;

  FailureOr<SmallVector<Value>> emulate(LscPrefetch2dUgmDescOp op,
                                        Adaptor adaptor,
                                        Emitter &) const override {
    if (failed(descriptorShape(op, adaptor.getTypeHint().getType(), false,
                               false, false)))
      return failure();
    return SmallVector<Value>{};
  }
};

} // namespace

void emulation::populateLSC2DEmulationPatterns(RewritePatternSet &patterns) {
  MLIRContext *context = patterns.getContext();
  patterns.add<Load2DStatelessPattern, Store2DStatelessPattern,
               Prefetch2DStatelessPattern, Store2DDescPattern,
               Prefetch2DDescPattern>(context);
  patterns.add<Load2DDescPattern<LscLoad2dUgmDescOp>>(context, false, false);
  patterns.add<Load2DDescPattern<LscLoad2dUgmDescTransposeOp>>(context, true,
                                                               false);
  patterns.add<Load2DDescPattern<LscLoad2dUgmDescVnniOp>>(context, false, true);
}
