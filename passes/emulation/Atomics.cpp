//===- Atomics.cpp - Emulation of atomic messages -------------------------===//
//
// One thread runs at a time, so an atomic message is a read-modify-write
// per lane, in lane order (lanes on one address see each other's updates);
// each lane returns the element's value before its update. This file has
// the operations and the legacy families (SVM, dword, dword2, untyped,
// typed); LSC atomics use the same operations (LSC.cpp).
//
// Typed surfaces are emulated as one-dimensional images of 32-bit pixels,
// as wide as the host buffer bound to the surface: pixel u is at byte 4u.
// The image has no row, slice or mip level but the first, so a lane whose
// v, r or lod is not 0, or whose u is negative, addresses no pixel; like
// any typed access outside the image it neither reads nor writes, and
// returns 0. (u is not checked against the buffer's size, which the host
// does not know.)
//
//===----------------------------------------------------------------------===//

#include "passes/emulation/EmulationPatterns.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

#include <functional>

using namespace mlir;
using namespace mlir::genx;
using namespace mlir::genx::emulation;

bool emulation::isFloatAtomic(AtomicKind kind) {
  switch (kind) {
  case AtomicKind::Fadd:
  case AtomicKind::Fsub:
  case AtomicKind::Fmin:
  case AtomicKind::Fmax:
  case AtomicKind::Fcmpwr:
    return true;
  default:
    return false;
  }
}

/// What `old` becomes.
static Value applyAtomic(Emitter &e, AtomicKind kind, Value old, Value src0,
                         Value src1) {
  OpBuilder &b = e.b;
  Location loc = e.loc;
  switch (kind) {
  case AtomicKind::Add:
    return arith::AddIOp::create(b, loc, old, src0);
  case AtomicKind::Sub:
    return arith::SubIOp::create(b, loc, old, src0);
  case AtomicKind::Min:
    return arith::MinUIOp::create(b, loc, old, src0);
  case AtomicKind::Max:
    return arith::MaxUIOp::create(b, loc, old, src0);
  case AtomicKind::Imin:
    return arith::MinSIOp::create(b, loc, old, src0);
  case AtomicKind::Imax:
    return arith::MaxSIOp::create(b, loc, old, src0);
  case AtomicKind::Xchg:
  case AtomicKind::Store:
    return src0;
  case AtomicKind::And:
    return arith::AndIOp::create(b, loc, old, src0);
  case AtomicKind::Or:
    return arith::OrIOp::create(b, loc, old, src0);
  case AtomicKind::Xor:
    return arith::XOrIOp::create(b, loc, old, src0);
  case AtomicKind::Inc:
    return arith::AddIOp::create(b, loc, old, e.constInt(old.getType(), 1));
  case AtomicKind::Dec:
    return arith::SubIOp::create(b, loc, old, e.constInt(old.getType(), 1));
  case AtomicKind::Cmpxchg:
    return arith::SelectOp::create(
        b, loc,
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, old, src1),
        src0, old);
  case AtomicKind::Fadd:
    return arith::AddFOp::create(b, loc, old, src0);
  case AtomicKind::Fsub:
    return arith::SubFOp::create(b, loc, old, src0);
  case AtomicKind::Fmin:
    return e.floatMinMax(old, src0, /*isMax=*/false);
  case AtomicKind::Fmax:
    return e.floatMinMax(old, src0, /*isMax=*/true);
  case AtomicKind::Fcmpwr:
    return arith::SelectOp::create(
        b, loc,
        arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OEQ, old, src1),
        src0, old);
  case AtomicKind::Load:
    return old;
  }
  llvm_unreachable("unknown atomic kind");
}

/// The number of sources `kind` takes.
static int numSources(AtomicKind kind) {
  switch (kind) {
  case AtomicKind::Inc:
  case AtomicKind::Dec:
  case AtomicKind::Load:
    return 0;
  case AtomicKind::Cmpxchg:
  case AtomicKind::Fcmpwr:
    return 2;
  default:
    return 1;
  }
}

/// Checks the values of an atomic message before anything is built.
static LogicalResult checkAtomic(Operation *op, AtomicKind kind, Value pred,
                                 int64_t lanes, MemoryElement mem,
                                 ArrayRef<Value> values) {
  if (failed(checkPredicate(op, pred, lanes)))
    return failure();
  Type elt = getElementTypeOrSelf(values.front().getType());
  bool isFloat = isa<FloatType>(elt);
  if (isFloat != isFloatAtomic(kind) || isFloat != isa<FloatType>(mem.type))
    return op->emitOpError()
           << "cannot be emulated (genx-emulate): the operation needs "
           << (isFloatAtomic(kind) ? "float" : "integer") << " data, got "
           << elt;
  for (Value value : values)
    if (value && (getElementTypeOrSelf(value.getType()) != elt ||
                  getNumElements(value.getType()) != lanes))
      return op->emitOpError()
             << "cannot be emulated (genx-emulate): sources and results "
                "must have one "
             << elt << " per lane (" << lanes << "), got " << value.getType();
  return success();
}

FailureOr<Value> emulation::emulateAtomic(
    Operation *op, Emitter &e, AtomicKind kind, Value pred, int64_t lanes,
    function_ref<Value(int64_t)> address, MemoryElement mem, Value src0,
    Value src1, Value init) {
  if (int n = numSources(kind); (n > 0) != bool(src0) || (n > 1) != bool(src1))
    return op->emitOpError() << "cannot be emulated (genx-emulate): the "
                                "operation takes "
                             << n << " sources";
  if (failed(checkAtomic(op, kind, pred, lanes, mem, {init, src0, src1})))
    return failure();
  Type elt = getElementTypeOrSelf(init.getType());
  return e.forEachLane(pred, lanes, init, [&](int64_t i, Value acc) {
    Value at = address(i);
    Value old = e.load(mem.type, at);
    auto source = [&](Value src) {
      return src ? e.toMemory(e.lane(src, i), mem) : Value();
    };
    e.store(applyAtomic(e, kind, old, source(src0), source(src1)), at);
    return e.withLane(acc, i, e.fromMemory(elt, mem, old));
  });
}

namespace {

/// The sources of a legacy atomic: none, `src`, or `src0` and `src1`.
template <typename A>
auto sourcesOf(A adaptor, int)
    -> decltype(adaptor.getSrc0(), std::pair<Value, Value>()) {
  return {adaptor.getSrc0(), adaptor.getSrc1()};
}
template <typename A>
auto sourcesOf(A adaptor, long)
    -> decltype(adaptor.getSrc(), std::pair<Value, Value>()) {
  return {adaptor.getSrc(), Value()};
}
template <typename A> std::pair<Value, Value> sourcesOf(A, ...) {
  return {};
}

/// Lane addresses of the legacy families: untyped atomics count a global
/// and a per-lane offset in dwords, dword atomics a byte offset into the
/// surface, SVM atomics give addresses.
template <typename A>
auto atomicAddress(A adaptor, Emitter &e, int)
    -> decltype(adaptor.getGlobalOffset(), std::function<Value(int64_t)>()) {
  Value base = e.surfaceBaseOf(adaptor.getSurface());
  Value global = e.castInt(adaptor.getGlobalOffset(), e.b.getI64Type(), false);
  Value offsets = adaptor.getOffsets();
  return [&e, base, global, offsets](int64_t i) {
    Value dwords = arith::AddIOp::create(
        e.b, e.loc, global,
        e.castInt(e.lane(offsets, i), e.b.getI64Type(), false));
    return e.addBytes(base, arith::MulIOp::create(
                                e.b, e.loc, dwords,
                                e.constInt(dwords.getType(), 4)));
  };
}
template <typename A>
auto atomicAddress(A adaptor, Emitter &e, long)
    -> decltype(adaptor.getSurface(), std::function<Value(int64_t)>()) {
  Value base = e.surfaceBaseOf(adaptor.getSurface());
  Value offsets = adaptor.getOffsets();
  return [&e, base, offsets](int64_t i) {
    return e.addBytes(base, e.lane(offsets, i));
  };
}
template <typename A>
auto atomicAddress(A adaptor, Emitter &e, long)
    -> decltype(adaptor.getAddresses(), std::function<Value(int64_t)>()) {
  Value addresses = adaptor.getAddresses();
  return [&e, addresses](int64_t i) { return e.lane(addresses, i); };
}

/// svm.atomic, dword.atomic, dword.atomic2 (lanes the predicate disables
/// read 0), untyped.atomic.
template <typename OpTy>
struct LegacyAtomicPattern : EmulationPattern<OpTy> {
  LegacyAtomicPattern(MLIRContext *context, AtomicKind kind)
      : EmulationPattern<OpTy>(context), kind(kind) {}

  FailureOr<SmallVector<Value>> emulate(OpTy op,
                                        typename OpTy::Adaptor adaptor,
                                        Emitter &e) const override {
    Type type = op->getResult(0).getType();
    auto [src0, src1] = sourcesOf(adaptor, 0);
    Value init = passthruOf(adaptor, 0);
    FailureOr<Value> result = emulateAtomic(
        op, e, kind, adaptor.getPred(), getNumElements(type),
        atomicAddress(adaptor, e, 0), {getElementTypeOrSelf(type)}, src0,
        src1, init ? init : e.zero(type));
    if (failed(result))
      return failure();
    return SmallVector<Value>{*result};
  }

  AtomicKind kind;
};

/// typed.atomic: one pixel per lane under the convention of the file
/// comment; disabled lanes and lanes outside the image return 0.
template <typename OpTy> struct TypedAtomicPattern : EmulationPattern<OpTy> {
  TypedAtomicPattern(MLIRContext *context, AtomicKind kind)
      : EmulationPattern<OpTy>(context), kind(kind) {}

  FailureOr<SmallVector<Value>> emulate(OpTy op, typename OpTy::Adaptor adaptor,
                                        Emitter &e) const override {
    Type type = op->getResult(0).getType();
    int64_t lanes = getNumElements(type);
    Value u = adaptor.getU(), pred = adaptor.getPred();
    if (!isa<VectorType>(u.getType()) || getNumElements(u.getType()) != lanes)
      return notEmulable(op, "the coordinates must be vectors with one "
                             "element per lane");
    if (failed(checkPredicate(op, pred, lanes)))
      return failure();
    auto compare = [&](arith::CmpIPredicate predicate, Value v) -> Value {
      return arith::CmpIOp::create(e.b, e.loc, predicate, v,
                                   e.constInt(v.getType(), 0));
    };
    Value enabled = arith::AndIOp::create(
        e.b, e.loc, pred, compare(arith::CmpIPredicate::sge, u));
    for (Value coordinate : {adaptor.getV(), adaptor.getR(), adaptor.getLod()})
      enabled = arith::AndIOp::create(
          e.b, e.loc, enabled, compare(arith::CmpIPredicate::eq, coordinate));
    Value base = e.surfaceBaseOf(adaptor.getSurface());
    auto address = [&](int64_t i) {
      Value pixel = e.castInt(e.lane(u, i), e.b.getI64Type(), false);
      return e.addBytes(base,
                        arith::MulIOp::create(e.b, e.loc, pixel,
                                              e.constInt(pixel.getType(), 4)));
    };
    auto [src0, src1] = sourcesOf(adaptor, 0);
    FailureOr<Value> result =
        emulateAtomic(op, e, kind, enabled, lanes, address,
                      {getElementTypeOrSelf(type)}, src0, src1, e.zero(type));
    if (failed(result))
      return failure();
    return SmallVector<Value>{*result};
  }

  AtomicKind kind;
};

template <typename Op>
void addTyped(RewritePatternSet &patterns, AtomicKind kind) {
  patterns.add<TypedAtomicPattern<Op>>(patterns.getContext(), kind);
}

template <typename... Ops>
void addAtomics(RewritePatternSet &patterns, AtomicKind kind) {
  addPatterns<LegacyAtomicPattern, Ops...>(patterns, kind);
}

} // namespace

void emulation::populateAtomicEmulationPatterns(RewritePatternSet &patterns) {
  using K = AtomicKind;
  addAtomics<SvmAtomicAddOp, DwordAtomicAddOp, DwordAtomic2AddOp,
             DwordAtomic2AddPredefSurfaceOp, UntypedAtomicAddOp>(patterns,
                                                                 K::Add);
  addAtomics<SvmAtomicSubOp, DwordAtomicSubOp, DwordAtomic2SubOp,
             DwordAtomic2SubPredefSurfaceOp, UntypedAtomicSubOp>(patterns,
                                                                 K::Sub);
  addAtomics<SvmAtomicMinOp, DwordAtomicMinOp, DwordAtomic2MinOp,
             DwordAtomic2MinPredefSurfaceOp, UntypedAtomicMinOp>(patterns,
                                                                 K::Min);
  addAtomics<SvmAtomicMaxOp, DwordAtomicMaxOp, DwordAtomic2MaxOp,
             DwordAtomic2MaxPredefSurfaceOp, UntypedAtomicMaxOp>(patterns,
                                                                 K::Max);
  addAtomics<SvmAtomicIminOp, DwordAtomicIminOp, DwordAtomic2IminOp,
             DwordAtomic2IminPredefSurfaceOp, UntypedAtomicIminOp>(patterns,
                                                                   K::Imin);
  addAtomics<SvmAtomicImaxOp, DwordAtomicImaxOp, DwordAtomic2ImaxOp,
             DwordAtomic2ImaxPredefSurfaceOp, UntypedAtomicImaxOp>(patterns,
                                                                   K::Imax);
  addAtomics<SvmAtomicXchgOp, DwordAtomicXchgOp, DwordAtomic2XchgOp,
             DwordAtomic2XchgPredefSurfaceOp, UntypedAtomicXchgOp>(patterns,
                                                                   K::Xchg);
  addAtomics<SvmAtomicAndOp, DwordAtomicAndOp, DwordAtomic2AndOp,
             DwordAtomic2AndPredefSurfaceOp, UntypedAtomicAndOp>(patterns,
                                                                 K::And);
  addAtomics<SvmAtomicOrOp, DwordAtomicOrOp, DwordAtomic2OrOp,
             DwordAtomic2OrPredefSurfaceOp, UntypedAtomicOrOp>(patterns, K::Or);
  addAtomics<SvmAtomicXorOp, DwordAtomicXorOp, DwordAtomic2XorOp,
             DwordAtomic2XorPredefSurfaceOp, UntypedAtomicXorOp>(patterns,
                                                                 K::Xor);
  addAtomics<SvmAtomicIncOp, DwordAtomicIncOp, DwordAtomic2IncOp,
             DwordAtomic2IncPredefSurfaceOp, UntypedAtomicIncOp>(patterns,
                                                                 K::Inc);
  addAtomics<SvmAtomicDecOp, DwordAtomicDecOp, DwordAtomic2DecOp,
             DwordAtomic2DecPredefSurfaceOp, UntypedAtomicDecOp>(patterns,
                                                                 K::Dec);
  addAtomics<SvmAtomicCmpxchgOp, DwordAtomicCmpxchgOp, DwordAtomic2CmpxchgOp,
             DwordAtomic2CmpxchgPredefSurfaceOp, UntypedAtomicCmpxchgOp>(
      patterns, K::Cmpxchg);
  addAtomics<DwordAtomicFaddOp, DwordAtomic2FaddOp,
             DwordAtomic2FaddPredefSurfaceOp>(patterns, K::Fadd);
  addAtomics<DwordAtomicFsubOp, DwordAtomic2FsubOp,
             DwordAtomic2FsubPredefSurfaceOp>(patterns, K::Fsub);
  addAtomics<SvmAtomicFminOp, DwordAtomicFminOp, DwordAtomic2FminOp,
             DwordAtomic2FminPredefSurfaceOp>(patterns, K::Fmin);
  addAtomics<SvmAtomicFmaxOp, DwordAtomicFmaxOp, DwordAtomic2FmaxOp,
             DwordAtomic2FmaxPredefSurfaceOp>(patterns, K::Fmax);
  addAtomics<SvmAtomicFcmpwrOp, DwordAtomicFcmpwrOp, DwordAtomic2FcmpwrOp,
             DwordAtomic2FcmpwrPredefSurfaceOp>(patterns, K::Fcmpwr);
  addTyped<TypedAtomicAddOp>(patterns, K::Add);
  addTyped<TypedAtomicSubOp>(patterns, K::Sub);
  addTyped<TypedAtomicMinOp>(patterns, K::Min);
  addTyped<TypedAtomicMaxOp>(patterns, K::Max);
  addTyped<TypedAtomicIminOp>(patterns, K::Imin);
  addTyped<TypedAtomicImaxOp>(patterns, K::Imax);
  addTyped<TypedAtomicXchgOp>(patterns, K::Xchg);
  addTyped<TypedAtomicAndOp>(patterns, K::And);
  addTyped<TypedAtomicOrOp>(patterns, K::Or);
  addTyped<TypedAtomicXorOp>(patterns, K::Xor);
  addTyped<TypedAtomicIncOp>(patterns, K::Inc);
  addTyped<TypedAtomicDecOp>(patterns, K::Dec);
  addTyped<TypedAtomicCmpxchgOp>(patterns, K::Cmpxchg);
  addTyped<TypedAtomicFaddOp>(patterns, K::Fadd);
  addTyped<TypedAtomicFsubOp>(patterns, K::Fsub);
  addTyped<TypedAtomicFminOp>(patterns, K::Fmin);
  addTyped<TypedAtomicFmaxOp>(patterns, K::Fmax);
  addTyped<TypedAtomicFcmpwrOp>(patterns, K::Fcmpwr);
}
