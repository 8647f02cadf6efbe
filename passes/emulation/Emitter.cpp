//===- Emitter.cpp - Host code building blocks of genx-emulate ------------===//
//
// Constants, casts, lanes, the host conventions' globals and memory
// accesses, and the one per-lane loop that every message, gather, scatter
// and atomic is built on.
//
//===----------------------------------------------------------------------===//

#include "passes/emulation/EmulationPatterns.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/SymbolTable.h"

using namespace mlir;
using namespace mlir::genx;
using namespace mlir::genx::emulation;

Emitter::Emitter(OpBuilder &builder, Operation *op)
    : b(builder), loc(op->getLoc()),
      module(op->getParentOfType<ModuleOp>()) {}

//===----------------------------------------------------------------------===//
// Constants and casts
//===----------------------------------------------------------------------===//

/// `attr` splatted to `type` when it is a vector.
static Value splat(OpBuilder &b, Location loc, Type type, TypedAttr attr) {
  if (auto vec = dyn_cast<VectorType>(type))
    attr = DenseElementsAttr::get(vec, attr);
  return arith::ConstantOp::create(b, loc, attr);
}

Value Emitter::constInt(Type type, int64_t value) {
  return splat(b, loc, type, b.getIntegerAttr(getElementTypeOrSelf(type),
                                              value));
}

Value Emitter::constAPInt(Type type, const APInt &value) {
  return splat(b, loc, type, b.getIntegerAttr(getElementTypeOrSelf(type),
                                              value));
}

Value Emitter::constFloat(Type type, double value) {
  return splat(b, loc, type, b.getFloatAttr(getElementTypeOrSelf(type),
                                            value));
}

Value Emitter::constIndex(int64_t value) {
  return arith::ConstantIndexOp::create(b, loc, value);
}

Type Emitter::withElement(Type type, Type elt) {
  if (auto vec = dyn_cast<VectorType>(type))
    return VectorType::get(vec.getShape(), elt);
  return elt;
}

unsigned Emitter::widthOf(Type type) {
  return getElementTypeOrSelf(type).getIntOrFloatBitWidth();
}

Value Emitter::castInt(Value value, Type type, bool isSigned) {
  unsigned from = widthOf(value.getType()), to = widthOf(type);
  if (from == to)
    return value;
  if (from > to)
    return arith::TruncIOp::create(b, loc, type, value);
  if (isSigned)
    return arith::ExtSIOp::create(b, loc, type, value);
  return arith::ExtUIOp::create(b, loc, type, value);
}

Value Emitter::castFloat(Value value, Type type) {
  unsigned from = widthOf(value.getType()), to = widthOf(type);
  if (getElementTypeOrSelf(value.getType()) == getElementTypeOrSelf(type))
    return value;
  if (from == to) // f16 <-> bf16: through f32, which holds both exactly.
    value = arith::ExtFOp::create(b, loc, withElement(type, b.getF32Type()),
                                  value);
  if (widthOf(value.getType()) > to)
    return arith::TruncFOp::create(b, loc, type, value);
  return arith::ExtFOp::create(b, loc, type, value);
}

Value Emitter::clampToRange(Value value, unsigned width, bool isSigned) {
  Type type = value.getType();
  unsigned wide = widthOf(type);
  APInt lo = isSigned ? APInt::getSignedMinValue(width).sext(wide)
                      : APInt::getZero(wide);
  APInt hi = isSigned ? APInt::getSignedMaxValue(width).sext(wide)
                      : APInt::getMaxValue(width).zext(wide);
  Value clamped = arith::MaxSIOp::create(b, loc, value, constAPInt(type, lo));
  return arith::MinSIOp::create(b, loc, clamped, constAPInt(type, hi));
}

Value Emitter::floatMinMax(Value lhs, Value rhs, bool isMax) {
  // Written as compares and selects, not arith.minnumf, so that folding and
  // run time agree on every input: a NaN (quiet or signalling) yields the
  // other operand, two NaNs the canonical quiet NaN, and -0 < +0.
  Type type = lhs.getType();
  Type intType = withElement(type, b.getIntegerType(widthOf(type)));
  auto cmp = [&](arith::CmpFPredicate predicate, Value x, Value y) {
    return arith::CmpFOp::create(b, loc, predicate, x, y).getResult();
  };
  Value lhsNegative =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt,
                            arith::BitcastOp::create(b, loc, intType, lhs),
                            constInt(intType, 0));
  Value strictly = cmp(isMax ? arith::CmpFPredicate::OGT
                             : arith::CmpFPredicate::OLT,
                       lhs, rhs);
  Value tieToLhs = arith::AndIOp::create(
      b, loc, cmp(arith::CmpFPredicate::OEQ, lhs, rhs),
      isMax ? arith::XOrIOp::create(b, loc, lhsNegative,
                                    constInt(lhsNegative.getType(), 1))
                  .getResult()
            : lhsNegative);
  Value pickLhs = arith::OrIOp::create(b, loc, strictly, tieToLhs);
  Value rhsNaN = cmp(arith::CmpFPredicate::UNO, rhs, rhs);
  pickLhs = arith::OrIOp::create(b, loc, pickLhs, rhsNaN);
  Value picked = arith::SelectOp::create(b, loc, pickLhs, lhs, rhs);
  Value bothNaN = arith::AndIOp::create(
      b, loc, cmp(arith::CmpFPredicate::UNO, lhs, lhs), rhsNaN);
  auto eltType = cast<FloatType>(getElementTypeOrSelf(type));
  Value qnan = splat(b, loc, type,
                     b.getFloatAttr(eltType, APFloat::getQNaN(
                                                 eltType.getFloatSemantics())));
  return arith::SelectOp::create(b, loc, bothNaN, qnan, picked);
}

//===----------------------------------------------------------------------===//
// Lanes
//===----------------------------------------------------------------------===//

Value Emitter::lane(Value value, int64_t i) {
  if (!isa<VectorType>(value.getType()))
    return value;
  return vector::ExtractOp::create(b, loc, value, ArrayRef<int64_t>{i});
}

Value Emitter::withLane(Value vector, int64_t i, Value element) {
  if (!isa<VectorType>(vector.getType()))
    return element;
  return vector::InsertOp::create(b, loc, element, vector,
                                  ArrayRef<int64_t>{i});
}

Value Emitter::fromLanes(Type type, ArrayRef<Value> elements) {
  if (!isa<VectorType>(type))
    return elements.front();
  return vector::FromElementsOp::create(b, loc, type, elements);
}

//===----------------------------------------------------------------------===//
// Globals and memory
//===----------------------------------------------------------------------===//

Value Emitter::global(StringRef name, Type elt, int64_t count) {
  auto type = MemRefType::get({count}, elt);
  if (!SymbolTable::lookupSymbolIn(module, name)) {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(module.getBody());
    memref::GlobalOp::create(b, loc, name, b.getStringAttr("public"), type,
                             b.getZeroAttr(RankedTensorType::get({count}, elt)),
                             /*constant=*/false, /*alignment=*/nullptr);
  }
  return memref::GetGlobalOp::create(b, loc, type, name);
}

Value Emitter::idComponent(StringRef name, int64_t i) {
  Value ids = global(name, b.getI32Type(), 3);
  return memref::LoadOp::create(b, loc, ids, ValueRange{constIndex(i)});
}

Value Emitter::idVector(StringRef name) {
  SmallVector<Value> ids;
  for (int64_t i = 0; i < 3; ++i)
    ids.push_back(idComponent(name, i));
  return fromLanes(VectorType::get({3}, b.getI32Type()), ids);
}

Value Emitter::surfaceBase(Value index) {
  Value table = global(kSurfacesGlobal, b.getI64Type(), kNumSurfaces);
  Value slot = arith::IndexCastUIOp::create(b, loc, b.getIndexType(), index);
  return memref::LoadOp::create(b, loc, table, ValueRange{slot});
}

Value Emitter::surfaceBase(int64_t index) {
  return surfaceBase(constInt(b.getI32Type(), index));
}

Value Emitter::surfaceBaseOf(Value surface) {
  // A predefined surface is a variable holding the surface's index.
  if (isa<LLVM::LLVMPointerType>(surface.getType()))
    surface = LLVM::LoadOp::create(b, loc, b.getI32Type(), surface,
                                   /*alignment=*/4);
  return surfaceBase(surface);
}

Value Emitter::addBytes(Value base, Value bytes) {
  return arith::AddIOp::create(b, loc, base,
                               castInt(bytes, b.getI64Type(), false));
}

Value Emitter::addBytes(Value base, int64_t bytes) {
  if (bytes == 0)
    return base;
  return addBytes(base, constInt(b.getI64Type(), bytes));
}

Value Emitter::addressOf(Value address) {
  if (isa<LLVM::LLVMPointerType>(address.getType()))
    return LLVM::PtrToIntOp::create(b, loc, b.getI64Type(), address);
  return castInt(address, b.getI64Type(), /*isSigned=*/false);
}

/// An LLVM pointer to the host address `address` (integer or pointer).
static Value pointerTo(Emitter &e, Value address) {
  if (isa<LLVM::LLVMPointerType>(address.getType()))
    return address;
  return LLVM::IntToPtrOp::create(e.b, e.loc,
                                  LLVM::LLVMPointerType::get(e.b.getContext()),
                                  e.addressOf(address));
}

Value Emitter::load(Type type, Value address) {
  return LLVM::LoadOp::create(b, loc, type, pointerTo(*this, address),
                              /*alignment=*/1);
}

void Emitter::store(Value value, Value address) {
  LLVM::StoreOp::create(b, loc, value, pointerTo(*this, address),
                        /*alignment=*/1);
}

Value Emitter::fromMemory(Type type, MemoryElement mem, Value value) {
  unsigned bits = widthOf(type);
  if (widthOf(mem.type) == bits)
    return value.getType() == type
               ? value
               : arith::BitcastOp::create(b, loc, type, value).getResult();
  // Narrower in memory: zero-extended, or into the high half.
  Type intType = b.getIntegerType(bits);
  if (!mem.type.isInteger())
    value = arith::BitcastOp::create(
        b, loc, b.getIntegerType(widthOf(mem.type)), value);
  value = castInt(value, intType, /*isSigned=*/false);
  if (mem.highHalf)
    value = arith::ShLIOp::create(b, loc, value,
                                  constInt(intType, bits - widthOf(mem.type)));
  if (intType == type)
    return value;
  return arith::BitcastOp::create(b, loc, type, value);
}

Value Emitter::toMemory(Value value, MemoryElement mem) {
  unsigned bits = widthOf(value.getType());
  if (widthOf(mem.type) != bits) {
    Type intType = b.getIntegerType(bits);
    if (value.getType() != intType)
      value = arith::BitcastOp::create(b, loc, intType, value);
    if (mem.highHalf)
      value = arith::ShRUIOp::create(
          b, loc, value, constInt(intType, bits - widthOf(mem.type)));
    value = castInt(value, b.getIntegerType(widthOf(mem.type)), false);
  }
  if (value.getType() != mem.type)
    value = arith::BitcastOp::create(b, loc, mem.type, value);
  return value;
}

Value Emitter::loadElement(Type type, MemoryElement mem, Value address) {
  return fromMemory(type, mem, load(mem.type, address));
}

void Emitter::storeElement(Value value, MemoryElement mem, Value address) {
  store(toMemory(value, mem), address);
}

Value Emitter::zero(Type type) {
  if (isa<FloatType>(getElementTypeOrSelf(type)))
    return constFloat(type, 0.0);
  return constInt(type, 0);
}

//===----------------------------------------------------------------------===//
// Lanes of a message
//===----------------------------------------------------------------------===//

/// Whether lane `i` of `pred` is a known constant.
static std::optional<bool> knownLane(Value pred, int64_t i) {
  Attribute attr;
  if (!matchPattern(pred, m_Constant(&attr)))
    return std::nullopt;
  if (auto dense = dyn_cast<DenseIntElementsAttr>(attr))
    return dense.getValues<bool>()[dense.isSplat() ? 0 : i];
  if (auto scalar = dyn_cast<IntegerAttr>(attr))
    return scalar.getValue().getBoolValue();
  return std::nullopt;
}

Value Emitter::forEachLane(Value pred, int64_t lanes, Value acc,
                           function_ref<Value(int64_t, Value)> body) {
  for (int64_t i = 0; i < lanes; ++i) {
    std::optional<bool> known =
        pred ? knownLane(pred, i) : std::optional<bool>(true);
    if (known) {
      if (*known)
        acc = body(i, acc);
      continue;
    }
    auto yield = [&](Value value) {
      scf::YieldOp::create(b, loc, value ? ValueRange(value) : ValueRange());
    };
    auto ifOp = scf::IfOp::create(
        b, loc, lane(pred, i),
        [&](OpBuilder &, Location) { yield(body(i, acc)); },
        [&](OpBuilder &, Location) { yield(acc); });
    if (acc)
      acc = ifOp.getResult(0);
  }
  return acc;
}

Value Emitter::gatherLanes(Value pred, int64_t lanes,
                           function_ref<Value(int64_t)> address,
                           function_ref<AccessList(int64_t)> accesses,
                           MemoryElement mem, Value init) {
  Type elt = getElementTypeOrSelf(init.getType());
  return forEachLane(pred, lanes, init, [&](int64_t i, Value acc) {
    Value base = address(i);
    for (Access access : accesses(i))
      acc = withLane(acc, access.element,
                     loadElement(elt, mem, addBytes(base, access.offset)));
    return acc;
  });
}

void Emitter::scatterLanes(Value pred, int64_t lanes,
                           function_ref<Value(int64_t)> address,
                           function_ref<AccessList(int64_t)> accesses,
                           MemoryElement mem, Value data) {
  forEachLane(pred, lanes, Value(), [&](int64_t i, Value) {
    Value base = address(i);
    for (Access access : accesses(i))
      storeElement(lane(data, access.element), mem,
                   addBytes(base, access.offset));
    return Value();
  });
}

//===----------------------------------------------------------------------===//
// Diagnostics
//===----------------------------------------------------------------------===//

FailureOr<SmallVector<Value>> emulation::notEmulable(Operation *op,
                                                     const Twine &why) {
  op->emitOpError() << "cannot be emulated (genx-emulate): " << why;
  return failure();
}

LogicalResult emulation::checkPredicate(Operation *op, Value pred,
                                        int64_t lanes) {
  Type type = pred.getType();
  bool ok = getElementTypeOrSelf(type).isInteger(1) &&
            (isa<VectorType>(type) ? getNumElements(type) == lanes
                                   : lanes == 1);
  if (ok)
    return success();
  return op->emitOpError() << "cannot be emulated (genx-emulate): the "
                              "predicate must be i1 lanes, one per lane ("
                           << lanes << "), got " << type;
}

LogicalResult emulation::checkIntWidth(Operation *op, Type type,
                                       StringRef what,
                                       ArrayRef<unsigned> widths) {
  Type elt = getElementTypeOrSelf(type);
  if (elt.isInteger() && llvm::is_contained(widths, elt.getIntOrFloatBitWidth()))
    return success();
  InFlightDiagnostic diag = op->emitOpError()
                            << "cannot be emulated (genx-emulate): " << what
                            << " must have ";
  llvm::interleave(
      widths, diag, [&](unsigned w) { diag << "i" << w; }, " or ");
  diag << " elements, as the reference requires; got " << type;
  return failure();
}
