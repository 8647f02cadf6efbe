//===- Emulate.cpp - genx-emulate -----------------------------------------===//
//
// Gives genx ops an executable meaning on the host: each emulated op becomes
// upstream vector/arith/math ops (and LLVM dialect loads/stores for SVM
// memory), following the GenX language reference. Thread ids and surfaces
// come from memref globals that a host dispatch loop sets (see the pass
// description). Ops without an emulation are errors naming the op.
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/IR/SymbolTable.h"

#include <functional>

namespace mlir {
namespace genx {
#define GEN_PASS_DEF_GENXEMULATE
#include "passes/Passes.h.inc"
} // namespace genx
} // namespace mlir

using namespace mlir;
using namespace mlir::genx;

/// Globals of the host dispatch convention.
static constexpr llvm::StringLiteral kGroupIdGlobal = "__genx_group_id";
static constexpr llvm::StringLiteral kLocalIdGlobal = "__genx_local_id";
static constexpr llvm::StringLiteral kLocalSizeGlobal = "__genx_local_size";
static constexpr llvm::StringLiteral kGroupCountGlobal = "__genx_group_count";
static constexpr llvm::StringLiteral kSurfacesGlobal = "__genx_surfaces";
static constexpr int64_t kNumSurfaces = 256;

namespace {
/// Builds the emulation of one op at the op's position.
class Emulator {
public:
  Emulator(Operation *op, ModuleOp module)
      : b(op), loc(op->getLoc()), module(module) {}

  //===--------------------------------------------------------------------===//
  // Scalars and vectors
  //===--------------------------------------------------------------------===//

  Value constInt(Type type, int64_t value) {
    Type elt = getElementTypeOrSelf(type);
    TypedAttr attr = b.getIntegerAttr(elt, value);
    if (auto vec = dyn_cast<VectorType>(type))
      attr = DenseElementsAttr::get(vec, attr);
    return arith::ConstantOp::create(b, loc, attr);
  }

  Value constAPInt(Type type, const APInt &value) {
    Type elt = getElementTypeOrSelf(type);
    TypedAttr attr = b.getIntegerAttr(elt, value);
    if (auto vec = dyn_cast<VectorType>(type))
      attr = DenseElementsAttr::get(vec, attr);
    return arith::ConstantOp::create(b, loc, attr);
  }

  Value constFloat(Type type, double value) {
    auto elt = cast<FloatType>(getElementTypeOrSelf(type));
    TypedAttr attr = b.getFloatAttr(elt, value);
    if (auto vec = dyn_cast<VectorType>(type))
      attr = DenseElementsAttr::get(vec, attr);
    return arith::ConstantOp::create(b, loc, attr);
  }

  /// `type` with its element type replaced.
  static Type withElement(Type type, Type elt) {
    if (auto vec = dyn_cast<VectorType>(type))
      return VectorType::get(vec.getShape(), elt);
    return elt;
  }

  static unsigned widthOf(Type type) {
    return getElementTypeOrSelf(type).getIntOrFloatBitWidth();
  }

  /// Integer extension or truncation to `type`.
  Value castInt(Value value, Type type, bool isSigned) {
    unsigned from = widthOf(value.getType()), to = widthOf(type);
    if (from == to)
      return value;
    if (from > to)
      return arith::TruncIOp::create(b, loc, type, value);
    if (isSigned)
      return arith::ExtSIOp::create(b, loc, type, value);
    return arith::ExtUIOp::create(b, loc, type, value);
  }

  Value castFloat(Value value, Type type) {
    unsigned from = widthOf(value.getType()), to = widthOf(type);
    if (from == to)
      return value;
    if (from > to)
      return arith::TruncFOp::create(b, loc, type, value);
    return arith::ExtFOp::create(b, loc, type, value);
  }

  /// Clamps `value` (signed, in a wide type) to the range of a `width`-bit
  /// signed or unsigned integer.
  Value clampToRange(Value value, unsigned width, bool isSigned) {
    Type type = value.getType();
    unsigned wide = widthOf(type);
    APInt lo = isSigned ? APInt::getSignedMinValue(width).sext(wide)
                        : APInt::getZero(wide);
    APInt hi = isSigned ? APInt::getSignedMaxValue(width).sext(wide)
                        : APInt::getMaxValue(width).zext(wide);
    Value clamped = arith::MaxSIOp::create(b, loc, value, constAPInt(type, lo));
    return arith::MinSIOp::create(b, loc, clamped, constAPInt(type, hi));
  }

  /// A signed integer type wide enough for the exact sum of two `width`-bit
  /// values and for the range of `resultWidth` bits.
  Type wideType(Type shape, unsigned width, unsigned resultWidth) {
    unsigned wide = std::max(width, resultWidth) < 32 ? 64 : 128;
    return withElement(shape, b.getIntegerType(wide));
  }

  //===--------------------------------------------------------------------===//
  // Regions
  //===--------------------------------------------------------------------===//

  /// Element index of region element `i`, as an index value: the row start
  /// (constant, per-row from a vector offset, or from a scalar offset) plus
  /// the position in the row.
  Value regionIndex(Value offset, Type vecType, int64_t vstride, int64_t width,
                    int64_t stride, int64_t i) {
    int64_t eltBytes = widthOf(vecType) / 8;
    int64_t row = i / width, col = i % width;
    Value start;
    if (isa<VectorType>(offset.getType())) {
      // Multi-indirect: one byte offset per row.
      start = vector::ExtractOp::create(b, loc, offset, ArrayRef<int64_t>{row});
    } else {
      start = offset;
    }
    Value startIndex =
        arith::IndexCastUIOp::create(b, loc, b.getIndexType(), start);
    startIndex = arith::DivUIOp::create(
        b, loc, startIndex, arith::ConstantIndexOp::create(b, loc, eltBytes));
    int64_t rel =
        (isa<VectorType>(offset.getType()) ? 0 : row * vstride) + col * stride;
    return arith::AddIOp::create(b, loc, startIndex,
                                 arith::ConstantIndexOp::create(b, loc, rel));
  }

  /// Constant element indices of a region with a constant scalar offset.
  std::optional<SmallVector<int64_t>>
  constantIndices(Value offset, Type vecType, int64_t vstride, int64_t width,
                  int64_t stride, int64_t n) {
    APInt value;
    if (isa<VectorType>(offset.getType()) ||
        !matchPattern(offset, m_ConstantInt(&value)))
      return std::nullopt;
    RegionLayout layout{value.getSExtValue() / (widthOf(vecType) / 8), vstride,
                        width, stride, n};
    SmallVector<int64_t> indices;
    for (int64_t i = 0; i < n; ++i)
      indices.push_back(layout.getIndex(i));
    return indices;
  }

  Value emulate(RdRegionOp op) {
    Type resultType = op.getType();
    int64_t n = getNumElements(resultType);
    Value src = op.getSrc();
    int64_t width = getRegionWidth(op.getWidth(), n);
    if (auto indices =
            constantIndices(op.getOffset(), src.getType(), op.getVstride(),
                            width, op.getStride(), n)) {
      if (!isa<VectorType>(resultType))
        return vector::ExtractOp::create(b, loc, src,
                                         ArrayRef<int64_t>{indices->front()});
      return vector::ShuffleOp::create(b, loc, src, src, *indices);
    }
    SmallVector<Value> elements;
    for (int64_t i = 0; i < n; ++i) {
      Value index = regionIndex(op.getOffset(), src.getType(), op.getVstride(),
                                width, op.getStride(), i);
      elements.push_back(vector::ExtractOp::create(
          b, loc, src, ArrayRef<OpFoldResult>{index}));
    }
    if (!isa<VectorType>(resultType))
      return elements.front();
    return vector::FromElementsOp::create(b, loc, resultType, elements);
  }

  Value emulate(WrRegionOp op) {
    Value result = op.getDst();
    Value src = op.getSrc();
    int64_t n = getNumElements(src.getType());
    // A constant false scalar mask writes nothing.
    if (matchPattern(op.getMask(), m_Zero()))
      return result;
    // A scalar destination is a one-element region: the new value.
    if (!isa<VectorType>(result.getType()))
      return isa<VectorType>(src.getType())
                 ? vector::ExtractOp::create(b, loc, src, ArrayRef<int64_t>{0})
                       .getResult()
                 : src;
    int64_t width = getRegionWidth(op.getWidth(), n);
    auto indices =
        constantIndices(op.getOffset(), result.getType(), op.getVstride(),
                        width, op.getStride(), n);
    bool predicated = isa<VectorType>(op.getMask().getType());
    for (int64_t i = 0; i < n; ++i) {
      OpFoldResult index =
          indices ? OpFoldResult(b.getIndexAttr((*indices)[i]))
                  : OpFoldResult(regionIndex(op.getOffset(), result.getType(),
                                             op.getVstride(), width,
                                             op.getStride(), i));
      Value element =
          isa<VectorType>(src.getType())
              ? vector::ExtractOp::create(b, loc, src, ArrayRef<int64_t>{i})
                    .getResult()
              : src;
      if (predicated) {
        Value enabled = vector::ExtractOp::create(b, loc, op.getMask(),
                                                  ArrayRef<int64_t>{i});
        Value old = vector::ExtractOp::create(b, loc, result,
                                              ArrayRef<OpFoldResult>{index});
        element = arith::SelectOp::create(b, loc, enabled, element, old);
      }
      result = vector::InsertOp::create(b, loc, element, result,
                                        ArrayRef<OpFoldResult>{index});
    }
    return result;
  }

  //===--------------------------------------------------------------------===//
  // Arithmetic
  //===--------------------------------------------------------------------===//

  /// Saturating add: operands extended by their signedness, summed exactly,
  /// clamped to the result's range.
  Value addSat(Value lhs, Value rhs, Type resultType, bool resultSigned,
               bool operandsSigned) {
    Type wide =
        wideType(lhs.getType(), widthOf(lhs.getType()), widthOf(resultType));
    Value sum =
        arith::AddIOp::create(b, loc, castInt(lhs, wide, operandsSigned),
                              castInt(rhs, wide, operandsSigned));
    return castInt(clampToRange(sum, widthOf(resultType), resultSigned),
                   resultType, resultSigned);
  }

  /// Saturating truncation (or extension).
  Value truncSat(Value value, Type resultType, bool resultSigned,
                 bool operandSigned) {
    Type wide = wideType(value.getType(), widthOf(value.getType()),
                         widthOf(resultType));
    return castInt(clampToRange(castInt(value, wide, operandSigned),
                                widthOf(resultType), resultSigned),
                   resultType, resultSigned);
  }

  /// Float to integer with saturation; NaN is 0.
  Value floatToIntSat(Value value, Type resultType, bool isSigned) {
    Type type = value.getType();
    unsigned width = widthOf(resultType);
    // Bounds as powers of two are exact in every float type.
    double hi = isSigned ? std::ldexp(1.0, width - 1) : std::ldexp(1.0, width);
    double lo = isSigned ? -std::ldexp(1.0, width - 1) : 0.0;
    Value tooBig = arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OGE,
                                         value, constFloat(type, hi));
    Value tooSmall = arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OLT,
                                           value, constFloat(type, lo));
    Value isNaN =
        arith::CmpFOp::create(b, loc, arith::CmpFPredicate::UNO, value, value);
    // Convert a value known to be in range, so the conversion is defined.
    Value safe = arith::SelectOp::create(
        b, loc,
        arith::OrIOp::create(
            b, loc, arith::OrIOp::create(b, loc, tooBig, tooSmall), isNaN),
        constFloat(type, 0.0), value);
    Value converted =
        isSigned
            ? arith::FPToSIOp::create(b, loc, resultType, safe).getResult()
            : arith::FPToUIOp::create(b, loc, resultType, safe).getResult();
    APInt maxValue =
        isSigned ? APInt::getSignedMaxValue(width) : APInt::getMaxValue(width);
    APInt minValue =
        isSigned ? APInt::getSignedMinValue(width) : APInt::getZero(width);
    converted = arith::SelectOp::create(
        b, loc, tooBig, constAPInt(resultType, maxValue), converted);
    return arith::SelectOp::create(b, loc, tooSmall,
                                   constAPInt(resultType, minValue), converted);
  }

  /// GenX float saturation: clamp to [0, 1], NaN to 0.
  Value floatSat(Value value) {
    Type type = value.getType();
    Value positive = arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OGT,
                                           value, constFloat(type, 0.0));
    Value belowOne = arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OLT,
                                           value, constFloat(type, 1.0));
    Value upper =
        arith::SelectOp::create(b, loc, belowOne, value, constFloat(type, 1.0));
    return arith::SelectOp::create(b, loc, positive, upper,
                                   constFloat(type, 0.0));
  }

  //===--------------------------------------------------------------------===//
  // Memory and ids
  //===--------------------------------------------------------------------===//

  /// The memref global `name` of `count` elements of `elt`, created once.
  Value getGlobal(StringRef name, Type elt, int64_t count) {
    auto type = MemRefType::get({count}, elt);
    if (!module.lookupSymbol(name)) {
      OpBuilder::InsertionGuard guard(b);
      b.setInsertionPointToStart(module.getBody());
      memref::GlobalOp::create(
          b, loc, name, b.getStringAttr("public"), type,
          b.getZeroAttr(RankedTensorType::get({count}, elt)),
          /*constant=*/false, /*alignment=*/nullptr);
    }
    return memref::GetGlobalOp::create(b, loc, type, name);
  }

  /// The 3 components of an id global as vector<3xi32>.
  Value idVector(StringRef name) {
    Value global = getGlobal(name, b.getI32Type(), 3);
    SmallVector<Value> elements;
    for (int64_t i = 0; i < 3; ++i)
      elements.push_back(memref::LoadOp::create(
          b, loc, global,
          ValueRange{arith::ConstantIndexOp::create(b, loc, i)}));
    return vector::FromElementsOp::create(
        b, loc, VectorType::get({3}, b.getI32Type()), elements);
  }

  Value idComponent(StringRef name, int64_t i) {
    Value global = getGlobal(name, b.getI32Type(), 3);
    return memref::LoadOp::create(
        b, loc, global, ValueRange{arith::ConstantIndexOp::create(b, loc, i)});
  }

  Value pointerOf(Value address) {
    auto ptrType = LLVM::LLVMPointerType::get(b.getContext());
    if (address.getType().isInteger(32))
      address = arith::ExtUIOp::create(b, loc, b.getI64Type(), address);
    return LLVM::IntToPtrOp::create(b, loc, ptrType, address);
  }

  /// The base address of surface `index` (from the surface table).
  Value surfaceBase(Value index) {
    Value table = getGlobal(kSurfacesGlobal, b.getI64Type(), kNumSurfaces);
    Value slot = arith::IndexCastUIOp::create(b, loc, b.getIndexType(), index);
    return memref::LoadOp::create(b, loc, table, ValueRange{slot});
  }

  Value load(Type type, Value address) {
    return LLVM::LoadOp::create(b, loc, type, pointerOf(address), /*align=*/1);
  }

  void store(Value value, Value address) {
    LLVM::StoreOp::create(b, loc, value, pointerOf(address), /*align=*/1);
  }

  /// `bytes` added to an i64 address.
  Value offsetAddress(Value base, Value bytes) {
    bytes = castInt(bytes, b.getI64Type(), /*isSigned=*/false);
    return arith::AddIOp::create(b, loc, base, bytes);
  }

  /// Per-lane gather or scatter through `addresses` (vector of i64) under
  /// `predicate`: disabled lanes keep `old` (gather) or store nothing.
  Value gatherScatter(Value predicate, Value addresses, Type eltType, Value old,
                      Value data) {
    int64_t lanes = getNumElements(addresses.getType());
    Value result = old;
    for (int64_t i = 0; i < lanes; ++i) {
      Value enabled =
          vector::ExtractOp::create(b, loc, predicate, ArrayRef<int64_t>{i});
      Value address =
          vector::ExtractOp::create(b, loc, addresses, ArrayRef<int64_t>{i});
      auto ifOp = scfIf(enabled, data ? Type() : eltType);
      {
        OpBuilder::InsertionGuard guard(b);
        b.setInsertionPointToStart(&ifOp->getRegion(0).front());
        if (data) {
          store(vector::ExtractOp::create(b, loc, data, ArrayRef<int64_t>{i}),
                address);
          yield({});
        } else {
          yield({load(eltType, address)});
        }
        b.setInsertionPointToStart(&ifOp->getRegion(1).front());
        if (data)
          yield({});
        else
          yield({vector::ExtractOp::create(b, loc, old, ArrayRef<int64_t>{i})});
      }
      if (!data)
        result = vector::InsertOp::create(b, loc, ifOp->getResult(0), result,
                                          ArrayRef<int64_t>{i});
    }
    return result;
  }

  /// Per-lane read-modify-write through `addresses` under `predicate`:
  /// enabled lanes return the memory's value before the update (in lane
  /// order, so lanes on one address see each other's updates), disabled
  /// lanes `old`.
  Value atomic(Value predicate, Value addresses, ValueRange sources, Value old,
               function_ref<Value(Value, ValueRange)> update) {
    int64_t lanes = getNumElements(addresses.getType());
    Type eltType = getElementTypeOrSelf(old.getType());
    Value result = old;
    for (int64_t i = 0; i < lanes; ++i) {
      Value enabled =
          vector::ExtractOp::create(b, loc, predicate, ArrayRef<int64_t>{i});
      Value address =
          vector::ExtractOp::create(b, loc, addresses, ArrayRef<int64_t>{i});
      auto ifOp = scfIf(enabled, eltType);
      {
        OpBuilder::InsertionGuard guard(b);
        b.setInsertionPointToStart(&ifOp->getRegion(0).front());
        Value current = load(eltType, address);
        SmallVector<Value> laneSources;
        for (Value source : sources)
          laneSources.push_back(
              vector::ExtractOp::create(b, loc, source, ArrayRef<int64_t>{i}));
        store(update(current, laneSources), address);
        yield({current});
        b.setInsertionPointToStart(&ifOp->getRegion(1).front());
        yield({vector::ExtractOp::create(b, loc, old, ArrayRef<int64_t>{i})});
      }
      result = vector::InsertOp::create(b, loc, ifOp->getResult(0), result,
                                        ArrayRef<int64_t>{i});
    }
    return result;
  }

  OpBuilder b;
  Location loc;
  ModuleOp module;

private:
  Operation *scfIf(Value condition, Type resultType) {
    SmallVector<Type> types;
    if (resultType)
      types.push_back(resultType);
    auto ifOp = scf::IfOp::create(b, loc, types, condition,
                                  /*withElseRegion=*/true);
    // Start from empty blocks; the caller adds the yields.
    for (Region &region : ifOp->getRegions())
      if (!region.front().empty())
        region.front().back().erase();
    return ifOp;
  }

  void yield(ValueRange values) { scf::YieldOp::create(b, loc, values); }
};
} // namespace

/// Emulates `op`; returns the replacement values, or failure if `op` has no
/// emulation.
static FailureOr<SmallVector<Value>> emulateOp(Operation *op, ModuleOp module) {
  Emulator e(op, module);
  OpBuilder &b = e.b;
  Location loc = e.loc;
  auto one = [](Value v) { return SmallVector<Value>{v}; };
  Type resultType = op->getNumResults() ? op->getResult(0).getType() : Type();
  auto operand = [&](unsigned i) { return op->getOperand(i); };

  // Regions.
  if (auto rd = dyn_cast<RdRegionOp>(op))
    return one(e.emulate(rd));
  if (auto wr = dyn_cast<WrRegionOp>(op))
    return one(e.emulate(wr));

  // Saturating and mixed-type arithmetic.
  if (isa<SSAddSatOp>(op))
    return one(e.addSat(operand(0), operand(1), resultType, true, true));
  if (isa<SUAddSatOp>(op))
    return one(e.addSat(operand(0), operand(1), resultType, true, false));
  if (isa<USAddSatOp>(op))
    return one(e.addSat(operand(0), operand(1), resultType, false, true));
  if (isa<UUAddSatOp>(op))
    return one(e.addSat(operand(0), operand(1), resultType, false, false));
  if (isa<SstruncSatOp>(op))
    return one(e.truncSat(operand(0), resultType, true, true));
  if (isa<SutruncSatOp>(op))
    return one(e.truncSat(operand(0), resultType, true, false));
  if (isa<UstruncSatOp>(op))
    return one(e.truncSat(operand(0), resultType, false, true));
  if (isa<UutruncSatOp>(op))
    return one(e.truncSat(operand(0), resultType, false, false));
  if (isa<FptosiSatOp>(op))
    return one(e.floatToIntSat(operand(0), resultType, true));
  if (isa<FptouiSatOp>(op))
    return one(e.floatToIntSat(operand(0), resultType, false));
  if (isa<SatOp>(op))
    return one(e.floatSat(operand(0)));

  // Min/max: in the operand type, then converted to the result type.
  if (isa<SMinOp, SMaxOp, UMinOp, UMaxOp>(op)) {
    Value v;
    if (isa<SMinOp>(op))
      v = arith::MinSIOp::create(b, loc, operand(0), operand(1));
    else if (isa<SMaxOp>(op))
      v = arith::MaxSIOp::create(b, loc, operand(0), operand(1));
    else if (isa<UMinOp>(op))
      v = arith::MinUIOp::create(b, loc, operand(0), operand(1));
    else
      v = arith::MaxUIOp::create(b, loc, operand(0), operand(1));
    return one(e.castInt(v, resultType, isa<SMinOp, SMaxOp>(op)));
  }
  if (isa<FMinOp>(op))
    return one(e.castFloat(
        arith::MinNumFOp::create(b, loc, operand(0), operand(1)), resultType));
  if (isa<FMaxOp>(op))
    return one(e.castFloat(
        arith::MaxNumFOp::create(b, loc, operand(0), operand(1)), resultType));

  // ALU and bit ops.
  if (isa<AbsiOp>(op))
    return one(math::AbsIOp::create(b, loc, operand(0)));
  if (isa<AbsfOp>(op))
    return one(math::AbsFOp::create(b, loc, operand(0)));
  if (isa<Add3Op>(op)) {
    Value sum = arith::AddIOp::create(
        b, loc, arith::AddIOp::create(b, loc, operand(0), operand(1)),
        operand(2));
    return one(e.castInt(sum, resultType, /*isSigned=*/true));
  }
  if (isa<CbitOp>(op))
    return one(e.castInt(math::CtPopOp::create(b, loc, operand(0)), resultType,
                         false));
  if (isa<LzdOp>(op))
    return one(math::CountLeadingZerosOp::create(b, loc, operand(0)));
  if (isa<FblOp>(op)) {
    // The lowest set bit's index; all ones for 0.
    Value x = operand(0);
    Value tz = math::CountTrailingZerosOp::create(b, loc, x);
    Value zero = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, x,
                                       e.constInt(x.getType(), 0));
    return one(
        arith::SelectOp::create(b, loc, zero, e.constInt(x.getType(), -1), tz));
  }
  if (isa<BfrevOp>(op))
    return one(
        LLVM::BitReverseOp::create(b, loc, operand(0).getType(), operand(0)));
  if (isa<RolOp, RorOp>(op)) {
    Value x = e.castInt(operand(0), resultType, false);
    Value amount = e.castInt(operand(1), resultType, false);
    if (isa<RolOp>(op))
      return one(LLVM::FshlOp::create(b, loc, resultType, x, x, amount));
    return one(LLVM::FshrOp::create(b, loc, resultType, x, x, amount));
  }
  if (isa<AddcOp, SubbOp>(op)) {
    Value lhs = operand(0), rhs = operand(1);
    bool add = isa<AddcOp>(op);
    Value value = add ? arith::AddIOp::create(b, loc, lhs, rhs).getResult()
                      : arith::SubIOp::create(b, loc, lhs, rhs).getResult();
    // Carry: the sum wrapped below lhs; borrow: lhs below rhs.
    Value flag = add ? arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult,
                                             value, lhs)
                     : arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult,
                                             lhs, rhs);
    return SmallVector<Value>{
        value,
        arith::ExtUIOp::create(b, loc, op->getResult(1).getType(), flag)};
  }

  // Math.
  if (isa<RnddOp>(op))
    return one(math::FloorOp::create(b, loc, operand(0)));
  if (isa<RnduOp>(op))
    return one(math::CeilOp::create(b, loc, operand(0)));
  if (isa<RndzOp>(op))
    return one(math::TruncOp::create(b, loc, operand(0)));
  if (isa<RndeOp>(op))
    return one(math::RoundEvenOp::create(b, loc, operand(0)));
  if (isa<SqrtOp, IeeeSqrtOp>(op))
    return one(math::SqrtOp::create(b, loc, operand(0)));
  if (isa<RsqrtOp>(op))
    return one(math::RsqrtOp::create(b, loc, operand(0)));
  if (isa<InvOp>(op))
    return one(arith::DivFOp::create(b, loc, e.constFloat(resultType, 1.0),
                                     operand(0)));
  if (isa<IeeeDivOp>(op))
    return one(arith::DivFOp::create(b, loc, operand(0), operand(1)));
  if (isa<ExpOp>(op))
    return one(math::Exp2Op::create(b, loc, operand(0)));
  if (isa<LogOp>(op))
    return one(math::Log2Op::create(b, loc, operand(0)));
  if (isa<SinOp>(op))
    return one(math::SinOp::create(b, loc, operand(0)));
  if (isa<CosOp>(op))
    return one(math::CosOp::create(b, loc, operand(0)));
  if (isa<PowOp>(op))
    return one(math::PowFOp::create(b, loc, operand(0), operand(1)));

  // Predicates.
  if (isa<AnyOp, AllOp>(op)) {
    Value p = operand(0);
    // An integer element counts as set when nonzero.
    if (!getElementTypeOrSelf(p.getType()).isInteger(1))
      p = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne, p,
                                e.constInt(p.getType(), 0));
    if (!isa<VectorType>(p.getType()))
      return one(p);
    auto kind =
        isa<AnyOp>(op) ? vector::CombiningKind::OR : vector::CombiningKind::AND;
    return one(vector::ReductionOp::create(b, loc, kind, p));
  }

  // Thread ids, from the dispatch globals.
  if (isa<GroupIdXOp>(op))
    return one(e.idComponent(kGroupIdGlobal, 0));
  if (isa<GroupIdYOp>(op))
    return one(e.idComponent(kGroupIdGlobal, 1));
  if (isa<GroupIdZOp>(op))
    return one(e.idComponent(kGroupIdGlobal, 2));
  if (isa<LocalIdOp>(op))
    return one(e.idVector(kLocalIdGlobal));
  if (isa<LocalSizeOp>(op) &&
      resultType == VectorType::get({3}, b.getI32Type()))
    return one(e.idVector(kLocalSizeGlobal));
  if (isa<GroupCountOp>(op) &&
      resultType == VectorType::get({3}, b.getI32Type()))
    return one(e.idVector(kGroupCountGlobal));
  // One thread at a time: barriers and fences order nothing.
  if (isa<BarrierOp, FenceOp>(op))
    return SmallVector<Value>{};

  // Memory: SVM addresses are host addresses; surfaces index a table.
  if (auto ld = dyn_cast<SVMBlockLdOp>(op))
    return one(e.load(resultType, ld.getAddress()));
  if (isa<SvmBlockLdUnalignedOp>(op))
    return one(e.load(resultType, operand(0)));
  if (auto st = dyn_cast<SVMBlockStOp>(op)) {
    e.store(st.getData(), st.getAddress());
    return SmallVector<Value>{};
  }
  if (auto ld = dyn_cast<OWordLdOp>(op)) {
    Value bytes = arith::MulIOp::create(b, loc, ld.getOffset(),
                                        e.constInt(b.getI32Type(), 16));
    return one(e.load(resultType,
                      e.offsetAddress(e.surfaceBase(ld.getSurface()), bytes)));
  }
  if (isa<OwordLdUnalignedOp>(op))
    return one(e.load(resultType,
                      e.offsetAddress(e.surfaceBase(operand(0)), operand(1))));
  if (auto st = dyn_cast<OWordStOp>(op)) {
    Value bytes = arith::MulIOp::create(b, loc, st.getOffset(),
                                        e.constInt(b.getI32Type(), 16));
    e.store(st.getData(),
            e.offsetAddress(e.surfaceBase(st.getSurface()), bytes));
    return SmallVector<Value>{};
  }
  if (auto gather = dyn_cast<SvmGatherOp>(op)) {
    if (gather.getLog2NumBlocks() != 0)
      return failure();
    return one(e.gatherScatter(gather.getPred(), gather.getAddresses(),
                               getElementTypeOrSelf(resultType),
                               gather.getPassthru(), Value()));
  }
  if (auto scatter = dyn_cast<SvmScatterOp>(op)) {
    if (scatter.getLog2NumBlocks() != 0)
      return failure();
    e.gatherScatter(scatter.getPred(), scatter.getAddresses(),
                    getElementTypeOrSelf(scatter.getData().getType()), Value(),
                    scatter.getData());
    return SmallVector<Value>{};
  }
  // dpas2: dst[r][c] = acc[r][c] + sum over d < depth, k < OPC of
  // A[r][d * OPC + k] * B[d * OPC + k][c], where OPC = 32 / precision bits;
  // A (arg2) packs R rows of `depth` dwords, B (arg1) `depth` dword rows of
  // E columns (VNNI). Integer precisions accumulate in i32, float ones in
  // f32.
  if (auto dpas = dyn_cast<Dpas2Op>(op)) {
    // Bits of a precision and whether it is a signed integer.
    auto precisionBits = [](DPASPrecision p) -> std::pair<unsigned, bool> {
      switch (p) {
      case DPASPrecision::u2:
      case DPASPrecision::s2:
        return {2, p == DPASPrecision::s2};
      case DPASPrecision::u4:
      case DPASPrecision::s4:
        return {4, p == DPASPrecision::s4};
      case DPASPrecision::u8:
      case DPASPrecision::s8:
        return {8, p == DPASPrecision::s8};
      case DPASPrecision::bf16:
      case DPASPrecision::hf16:
        return {16, false};
      case DPASPrecision::tf32:
        return {32, false};
      default:
        return {0, false};
      }
    };
    auto [bBits, bSigned] = precisionBits(dpas.getSrc1Precision());
    auto [aBits, aSigned] = precisionBits(dpas.getSrc2Precision());
    int64_t depth = dpas.getSystolicDepth(), repeat = dpas.getRepeatCount();
    if (!bBits || bBits != aBits)
      return failure();
    bool isFloat = static_cast<int64_t>(dpas.getSrc1Precision()) >=
                   static_cast<int64_t>(DPASPrecision::bf16);
    int64_t opc = 32 / bBits;
    int64_t total = getNumElements(resultType);
    if (total % repeat != 0)
      return failure();
    int64_t execSize = total / repeat;
    auto dwords = [&](Value v) -> Value {
      int64_t bits =
          getNumElements(v.getType()) * Emulator::widthOf(v.getType());
      return vector::BitCastOp::create(
          b, loc, VectorType::get({bits / 32}, b.getI32Type()), v);
    };
    Value aWords = dwords(dpas.getSrc2()), bWords = dwords(dpas.getSrc1());
    if (getNumElements(aWords.getType()) < repeat * depth ||
        getNumElements(bWords.getType()) < depth * execSize)
      return failure();
    Type accType = isFloat ? Type(b.getF32Type()) : Type(b.getI32Type());
    // Element k of a dword, as an accumulator-typed value.
    auto element = [&](Value word, int64_t k, bool isSigned) -> Value {
      Value shifted = arith::ShRUIOp::create(
          b, loc, word, e.constInt(b.getI32Type(), k * bBits));
      if (isFloat) {
        if (bBits == 32)
          return arith::BitcastOp::create(b, loc, b.getF32Type(), shifted);
        Value half = arith::TruncIOp::create(b, loc, b.getI16Type(), shifted);
        Type ft = dpas.getSrc1Precision() == DPASPrecision::bf16
                      ? Type(b.getBF16Type())
                      : Type(b.getF16Type());
        return arith::ExtFOp::create(
            b, loc, b.getF32Type(),
            arith::BitcastOp::create(b, loc, ft, half).getResult());
      }
      Value narrow =
          arith::TruncIOp::create(b, loc, b.getIntegerType(bBits), shifted);
      return e.castInt(narrow, b.getI32Type(), isSigned);
    };
    Value acc = dpas.getAcc();
    SmallVector<Value> out;
    for (int64_t r = 0; r < repeat; ++r)
      for (int64_t c = 0; c < execSize; ++c) {
        Value sum = vector::ExtractOp::create(
            b, loc, acc, ArrayRef<int64_t>{r * execSize + c});
        Type outElt = sum.getType();
        sum = isFloat ? e.castFloat(sum, accType)
                      : e.castInt(sum, accType, /*isSigned=*/true);
        for (int64_t d = 0; d < depth; ++d) {
          Value aWord = vector::ExtractOp::create(
              b, loc, aWords, ArrayRef<int64_t>{r * depth + d});
          Value bWord = vector::ExtractOp::create(
              b, loc, bWords, ArrayRef<int64_t>{d * execSize + c});
          for (int64_t k = 0; k < opc; ++k) {
            Value x = element(aWord, k, aSigned),
                  y = element(bWord, k, bSigned);
            if (isFloat)
              sum = arith::AddFOp::create(b, loc, sum,
                                          arith::MulFOp::create(b, loc, x, y));
            else
              sum = arith::AddIOp::create(b, loc, sum,
                                          arith::MulIOp::create(b, loc, x, y));
          }
        }
        out.push_back(isFloat ? e.castFloat(sum, outElt)
                              : e.castInt(sum, outElt, /*isSigned=*/true));
      }
    return one(vector::FromElementsOp::create(b, loc, resultType, out));
  }

  // SVM atomics: predicate, addresses, sources, old value. cmpxchg and
  // fcmpwr are left out: the reference does not say which source is the
  // comparand.
  StringRef name = op->getName().stripDialect();
  if (name.consume_front("svm.atomic.")) {
    std::function<Value(Value, ValueRange)> update;
    auto oneLike = [&](Value cur) { return e.constInt(cur.getType(), 1); };
    if (name == "add")
      update = [&](Value c, ValueRange s) {
        return Value(arith::AddIOp::create(b, loc, c, s[0]));
      };
    else if (name == "sub")
      update = [&](Value c, ValueRange s) {
        return Value(arith::SubIOp::create(b, loc, c, s[0]));
      };
    else if (name == "and")
      update = [&](Value c, ValueRange s) {
        return Value(arith::AndIOp::create(b, loc, c, s[0]));
      };
    else if (name == "or")
      update = [&](Value c, ValueRange s) {
        return Value(arith::OrIOp::create(b, loc, c, s[0]));
      };
    else if (name == "xor")
      update = [&](Value c, ValueRange s) {
        return Value(arith::XOrIOp::create(b, loc, c, s[0]));
      };
    else if (name == "min")
      update = [&](Value c, ValueRange s) {
        return Value(arith::MinUIOp::create(b, loc, c, s[0]));
      };
    else if (name == "max")
      update = [&](Value c, ValueRange s) {
        return Value(arith::MaxUIOp::create(b, loc, c, s[0]));
      };
    else if (name == "imin")
      update = [&](Value c, ValueRange s) {
        return Value(arith::MinSIOp::create(b, loc, c, s[0]));
      };
    else if (name == "imax")
      update = [&](Value c, ValueRange s) {
        return Value(arith::MaxSIOp::create(b, loc, c, s[0]));
      };
    else if (name == "fmin")
      update = [&](Value c, ValueRange s) {
        return Value(arith::MinNumFOp::create(b, loc, c, s[0]));
      };
    else if (name == "fmax")
      update = [&](Value c, ValueRange s) {
        return Value(arith::MaxNumFOp::create(b, loc, c, s[0]));
      };
    else if (name == "xchg")
      update = [&](Value, ValueRange s) { return s[0]; };
    else if (name == "inc")
      update = [&](Value c, ValueRange) {
        return Value(arith::AddIOp::create(b, loc, c, oneLike(c)));
      };
    else if (name == "dec")
      update = [&](Value c, ValueRange) {
        return Value(arith::SubIOp::create(b, loc, c, oneLike(c)));
      };
    else
      return failure();
    unsigned n = op->getNumOperands();
    return one(e.atomic(operand(0), operand(1),
                        op->getOperands().slice(2, n - 3), operand(n - 1),
                        update));
  }

  // LSC untyped messages on global memory (stateless) or binding-table
  // surfaces: one element per lane (vector size 1), or one transposed lane
  // reading a contiguous block. Data sizes: u8/u16/u32/u64 as is, u8u32 and
  // u16u32 zero-extended.
  if (name.consume_front("lsc.")) {
    bool isLoad = name.consume_front("load.");
    bool isMerge = isLoad && name.consume_front("merge.");
    bool isStore = !isLoad && name.consume_front("store.");
    bool isPrefetch = !isLoad && !isStore && name.consume_front("prefetch.");
    bool stateless = name == "stateless", bti = name == "bti";
    if (!(isLoad || isStore || isPrefetch) || !(stateless || bti))
      return failure();
    auto imm = [&](StringRef attr) {
      return cast<IntegerAttr>(*op->getInherentAttr(attr)).getInt();
    };
    int64_t dataSize = imm("data_size"), vectorSize = imm("vector_size");
    bool transposed = imm("data_order") == 2;
    static const unsigned memBits[] = {0, 8, 16, 32, 64, 8, 16, 0};
    if (dataSize < 1 || dataSize > 6 || (vectorSize != 1 && !transposed))
      return failure();
    if (isPrefetch)
      return SmallVector<Value>{};
    unsigned bits = memBits[dataSize];
    // Operands (immediates are attributes): predicate, offsets, then data
    // (stores), surface, merge value (merging loads).
    Value data = isStore ? operand(2) : Value();
    Type valueType = isStore ? data.getType() : resultType;
    Type elt = getElementTypeOrSelf(valueType);
    Type memType = b.getIntegerType(bits);
    if (dataSize <= 4 && elt.getIntOrFloatBitWidth() != bits)
      return failure();
    if (dataSize <= 4)
      memType = elt;
    // Lane addresses: offset * scale + immediate offset (+ surface base).
    Value offsets = operand(1);
    Value surface = operand(isStore ? 3 : 2);
    auto laneAddress = [&](Value offset) -> Value {
      Value a = e.castInt(offset, b.getI64Type(), /*isSigned=*/false);
      a = arith::MulIOp::create(b, loc, a,
                                e.constInt(b.getI64Type(), imm("addr_scale")));
      a = arith::AddIOp::create(b, loc, a,
                                e.constInt(b.getI64Type(), imm("imm_offset")));
      if (bti)
        a = arith::AddIOp::create(b, loc, e.surfaceBase(surface), a);
      return a;
    };
    auto toValue = [&](Value memValue) {
      return dataSize >= 5 ? e.castInt(memValue, elt, /*isSigned=*/false)
                           : memValue;
    };
    auto toMemory = [&](Value value) {
      return dataSize >= 5 ? e.castInt(value, memType, /*isSigned=*/false)
                           : value;
    };
    int64_t n = getNumElements(valueType);
    Value pred = operand(0);
    Value result = isStore ? Value() : LLVM::UndefOp::create(b, loc, valueType);
    if (isMerge)
      result = operand(3);
    // Transposed: lane 0's address, n consecutive elements.
    int64_t lanes = transposed ? 1 : n;
    for (int64_t lane = 0; lane < lanes; ++lane) {
      Value enabled =
          isa<VectorType>(pred.getType())
              ? vector::ExtractOp::create(b, loc, pred, ArrayRef<int64_t>{lane})
                    .getResult()
              : pred;
      Value offset = isa<VectorType>(offsets.getType())
                         ? vector::ExtractOp::create(b, loc, offsets,
                                                     ArrayRef<int64_t>{lane})
                               .getResult()
                         : offsets;
      Value base = laneAddress(offset);
      int64_t count = transposed ? n : 1;
      auto ifOp = scf::IfOp::create(
          b, loc, isStore ? TypeRange() : TypeRange(valueType), enabled,
          /*withElseRegion=*/!isStore);
      OpBuilder::InsertionGuard guard(b);
      b.setInsertionPointToStart(ifOp.thenBlock());
      Value updated = result;
      for (int64_t k = 0; k < count; ++k) {
        int64_t element = transposed ? k : lane;
        Value address =
            e.offsetAddress(base, e.constInt(b.getI64Type(), k * bits / 8));
        if (isStore) {
          Value v = isa<VectorType>(valueType)
                        ? vector::ExtractOp::create(b, loc, data,
                                                    ArrayRef<int64_t>{element})
                              .getResult()
                        : data;
          e.store(toMemory(v), address);
        } else {
          Value v = toValue(e.load(memType, address));
          updated = isa<VectorType>(valueType)
                        ? vector::InsertOp::create(b, loc, v, updated,
                                                   ArrayRef<int64_t>{element})
                              .getResult()
                        : v;
        }
      }
      if (!isStore) {
        scf::YieldOp::create(b, loc, updated);
        b.setInsertionPointToStart(ifOp.elseBlock());
        scf::YieldOp::create(b, loc, result);
      }
      b.setInsertionPointAfter(ifOp);
      if (!isStore)
        result = ifOp.getResult(0);
    }
    if (isStore)
      return SmallVector<Value>{};
    return one(result);
  }

  // Mixed-signedness integer ops: ss/su/us/uu (result, operands) x
  // mul/mad/avg/shl/add3, with or without .sat: exact in i128, then clamped
  // (.sat) or wrapped to the result type.
  StringRef mnemonic = op->getName().stripDialect();
  bool saturate = mnemonic.consume_back(".sat");
  if (mnemonic.size() > 2 && (mnemonic[0] == 's' || mnemonic[0] == 'u') &&
      (mnemonic[1] == 's' || mnemonic[1] == 'u')) {
    StringRef kind = mnemonic.drop_front(2);
    bool resultSigned = mnemonic[0] == 's', operandsSigned = mnemonic[1] == 's';
    if (kind == "mul" || kind == "mad" || kind == "avg" || kind == "shl" ||
        (kind == "add3" && saturate)) {
      Type wide = Emulator::withElement(resultType, b.getIntegerType(128));
      Value lhs = e.castInt(operand(0), wide, operandsSigned);
      Value rhs = e.castInt(operand(1), wide, operandsSigned);
      Value v;
      if (kind == "mul" || kind == "mad") {
        v = arith::MulIOp::create(b, loc, lhs, rhs);
        if (kind == "mad")
          v = arith::AddIOp::create(b, loc, v,
                                    e.castInt(operand(2), wide, resultSigned));
      } else if (kind == "avg") {
        // (a + b + 1) >> 1, rounding half up.
        v = arith::AddIOp::create(b, loc,
                                  arith::AddIOp::create(b, loc, lhs, rhs),
                                  e.constInt(wide, 1));
        v = arith::ShRSIOp::create(b, loc, v, e.constInt(wide, 1));
      } else if (kind == "shl") {
        // The shift amount is taken modulo the operand width.
        unsigned width = Emulator::widthOf(operand(0).getType());
        Value amount =
            arith::AndIOp::create(b, loc, e.castInt(operand(1), wide, false),
                                  e.constInt(wide, width - 1));
        v = arith::ShLIOp::create(b, loc, lhs, amount);
      } else {
        v = arith::AddIOp::create(b, loc,
                                  arith::AddIOp::create(b, loc, lhs, rhs),
                                  e.castInt(operand(2), wide, operandsSigned));
      }
      if (saturate)
        v = e.clampToRange(v, Emulator::widthOf(resultType), resultSigned);
      return one(arith::TruncIOp::create(b, loc, resultType, v));
    }
  }

  // High half of a full multiply.
  if (isa<SmulhOp, UmulhOp>(op)) {
    bool isSigned = isa<SmulhOp>(op);
    unsigned width = Emulator::widthOf(operand(0).getType());
    Type wide = Emulator::withElement(operand(0).getType(),
                                      b.getIntegerType(2 * width));
    Value product =
        arith::MulIOp::create(b, loc, e.castInt(operand(0), wide, isSigned),
                              e.castInt(operand(1), wide, isSigned));
    Value high =
        arith::ShRUIOp::create(b, loc, product, e.constInt(wide, width));
    return one(e.castInt(high, resultType, isSigned));
  }
  // Fractional part: x - floor(x), in [0, 1).
  if (isa<FrcOp>(op))
    return one(arith::SubFOp::create(
        b, loc, operand(0), math::FloorOp::create(b, loc, operand(0))));
  // Materialization and conversion markers for the backend: the value.
  if (isa<ConstantiOp, ConstantfOp, ConstantpredOp, ConvertOp>(op))
    return one(operand(0));
  return failure();
}

namespace {
struct GenXEmulate : genx::impl::GenXEmulateBase<GenXEmulate> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    SmallVector<Operation *> ops;
    module.walk([&](Operation *op) {
      if (isa<GenXDialect>(op->getDialect()))
        ops.push_back(op);
    });
    bool failed = false;
    IRRewriter rewriter(&getContext());
    for (Operation *op : ops) {
      FailureOr<SmallVector<Value>> replacement = emulateOp(op, module);
      if (::mlir::failed(replacement)) {
        op->emitError() << "'" << op->getName()
                        << "' has no host emulation (genx-emulate)";
        failed = true;
        continue;
      }
      rewriter.replaceOp(op, *replacement);
    }
    if (failed)
      return signalPassFailure();
    // Emulated kernels are host functions now: the GenX kernel ABI (and its
    // rules on types and globals) no longer applies.
    module.walk([](Operation *op) {
      op->removeAttr(GenXDialect::getKernelAttrName());
    });
    module->removeAttr(GenXDialect::getTargetAttrName());
  }
};
} // namespace
