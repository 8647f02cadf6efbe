//===- EmulationPatterns.h - genx-emulate patterns --------------*- C++ -*-===//
//
// The pieces genx-emulate is made of: the host conventions (dispatch
// globals, surface table, shared local memory), an Emitter that builds host
// code for one op (constants, casts, the conventions' memory accesses, the
// per-lane loop every message uses), the base class of the conversion
// patterns, and one populate function per op family.
//
//===----------------------------------------------------------------------===//

#ifndef GENX_PASSES_EMULATION_EMULATIONPATTERNS_H
#define GENX_PASSES_EMULATION_EMULATIONPATTERNS_H

#include "dialect/GenXDialect.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Transforms/DialectConversion.h"

#include <utility>

namespace mlir {
namespace genx {
namespace emulation {

//===----------------------------------------------------------------------===//
// Host conventions
//===----------------------------------------------------------------------===//

/// memref<3xi32> globals a host dispatch loop sets before each call.
inline constexpr llvm::StringLiteral kGroupIdGlobal = "__genx_group_id";
inline constexpr llvm::StringLiteral kLocalIdGlobal = "__genx_local_id";
inline constexpr llvm::StringLiteral kLocalSizeGlobal = "__genx_local_size";
inline constexpr llvm::StringLiteral kGroupCountGlobal = "__genx_group_count";
/// memref<256xi64>: element N is the host address surface N starts at.
inline constexpr llvm::StringLiteral kSurfacesGlobal = "__genx_surfaces";
inline constexpr int64_t kNumSurfaces = 256;
/// The binding-table index of shared local memory; LSC SLM messages use the
/// same table element as their base.
inline constexpr int64_t kSLMSurface = 254;

//===----------------------------------------------------------------------===//
// Emitter
//===----------------------------------------------------------------------===//

/// How a message keeps one register element in memory: as `type`, narrower
/// integers zero-extended into the register element, or (`highHalf`) in
/// its high half.
struct MemoryElement {
  Type type;
  bool highHalf = false;
};

/// One register element a message moves: element `element` of the data,
/// `offset` bytes past its lane's address.
struct Access {
  int64_t element;
  int64_t offset;
};
using AccessList = SmallVector<Access, 4>;

/// Builds the host code of one op at the rewriter's insertion point.
class Emitter {
public:
  Emitter(OpBuilder &builder, Operation *op);

  OpBuilder &b;
  Location loc;
  ModuleOp module;

  /// Splats of constants of `type` (scalar or vector).
  Value constInt(Type type, int64_t value);
  Value constAPInt(Type type, const APInt &value);
  Value constFloat(Type type, double value);
  Value constIndex(int64_t value);

  /// `type` with its element type replaced by `elt`.
  static Type withElement(Type type, Type elt);
  /// Bits of the element type of `type`.
  static unsigned widthOf(Type type);

  /// Integer extension (by `isSigned`) or truncation to `type`.
  Value castInt(Value value, Type type, bool isSigned);
  /// Float extension or truncation to `type`.
  Value castFloat(Value value, Type type);
  /// Clamps `value`, a signed integer of a wider type, to the range of a
  /// `width`-bit signed or unsigned integer (still in the wide type).
  Value clampToRange(Value value, unsigned width, bool isSigned);
  /// GenX fmin/fmax: a NaN operand yields the other operand.
  Value floatMinMax(Value lhs, Value rhs, bool isMax);

  /// Element `i` of a vector; a scalar is its own only element.
  Value lane(Value value, int64_t i);
  /// `vector` with element `i` replaced; a scalar is replaced whole.
  Value withLane(Value vector, int64_t i, Value element);
  /// A vector of `type` from its elements, or the element for a scalar type.
  Value fromLanes(Type type, ArrayRef<Value> elements);

  /// The memref global `name` of `count` elements of `elt`, created
  /// (zero-initialized) the first time.
  Value global(StringRef name, Type elt, int64_t count);
  /// Component `i` of an id global; all three as vector<3xi32>.
  Value idComponent(StringRef name, int64_t i);
  Value idVector(StringRef name);

  /// Host address of surface `index` (i32): element `index` of the surface
  /// table, as i64.
  Value surfaceBase(Value index);
  Value surfaceBase(int64_t index);
  /// The host address of surface `surface`: a binding-table index (i32),
  /// or a pointer to the i32 variable holding it (predefined surfaces).
  Value surfaceBaseOf(Value surface);
  /// `base` (i64) plus `bytes` (an integer, zero-extended).
  Value addBytes(Value base, Value bytes);
  Value addBytes(Value base, int64_t bytes);
  /// An address as i64: an integer zero-extended, a pointer's value.
  Value addressOf(Value address);
  /// Load and store through a host address (integer or pointer).
  Value load(Type type, Value address);
  void store(Value value, Value address);
  /// A value read as `mem` as a register element of type `type`, and a
  /// register element as `mem` would keep it.
  Value fromMemory(Type type, MemoryElement mem, Value value);
  Value toMemory(Value value, MemoryElement mem);
  /// Loads `mem` at `address` as a register element of type `type`, and
  /// stores a register element as `mem`.
  Value loadElement(Type type, MemoryElement mem, Value address);
  void storeElement(Value value, MemoryElement mem, Value address);

  /// Runs one message over `lanes` lanes in lane order: lane `i` runs
  /// `body(i, acc)`, which returns the new accumulated result (or null when
  /// there is none), inside `if pred[i]` when `pred` is given and not known
  /// to be set; disabled lanes leave `acc` as it is.
  Value forEachLane(Value pred, int64_t lanes, Value acc,
                    function_ref<Value(int64_t, Value)> body);

  /// A gather: each lane enabled by `pred` (null: all) loads its
  /// `accesses` from `address(lane)` into the elements of `init` they name;
  /// the other elements keep `init`'s values.
  Value gatherLanes(Value pred, int64_t lanes,
                    function_ref<Value(int64_t)> address,
                    function_ref<AccessList(int64_t)> accesses,
                    MemoryElement mem, Value init);
  /// A scatter: each enabled lane stores the elements of `data` its
  /// `accesses` name.
  void scatterLanes(Value pred, int64_t lanes,
                    function_ref<Value(int64_t)> address,
                    function_ref<AccessList(int64_t)> accesses,
                    MemoryElement mem, Value data);
  /// A zero of `type` (integer or float, scalar or vector).
  Value zero(Type type);
};

/// The `pred`, `passthru` and `surface` operands of an adaptor, or null for
/// an op without one (selected at compile time).
template <typename A>
auto predOf(A adaptor, int) -> decltype(adaptor.getPred(), Value()) {
  return adaptor.getPred();
}
template <typename A> Value predOf(A, long) { return Value(); }
template <typename A>
auto passthruOf(A adaptor, int)
    -> decltype(adaptor.getPassthru(), Value()) {
  return adaptor.getPassthru();
}
template <typename A> Value passthruOf(A, long) { return Value(); }
template <typename A>
auto surfaceOf(A adaptor, int)
    -> decltype(adaptor.getSurface(), Value()) {
  return adaptor.getSurface();
}
template <typename A> Value surfaceOf(A, long) { return Value(); }

/// Registers `Pattern<Op>` for each of `Ops`, constructed with `args`.
template <template <typename> class Pattern, typename... Ops,
          typename... Args>
void addPatterns(RewritePatternSet &patterns, Args &&...args) {
  patterns.add<Pattern<Ops>...>(patterns.getContext(),
                                std::forward<Args>(args)...);
}

//===----------------------------------------------------------------------===//
// Pattern base
//===----------------------------------------------------------------------===//

/// Replaces an `OpTy` by the values `emulate` builds. `emulate` reports a
/// case it cannot emulate as an error on the op and returns failure; the
/// conversion then fails, leaving the IR valid.
template <typename OpTy>
class EmulationPattern : public OpConversionPattern<OpTy> {
public:
  using OpConversionPattern<OpTy>::OpConversionPattern;
  using Adaptor = typename OpTy::Adaptor;

  LogicalResult
  matchAndRewrite(OpTy op, Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const final {
    Emitter e(rewriter, op);
    FailureOr<SmallVector<Value>> values = emulate(op, adaptor, e);
    if (failed(values))
      return failure();
    rewriter.replaceOp(op, *values);
    return success();
  }

  /// The replacement values of `op`'s results; operands come from
  /// `adaptor`.
  virtual FailureOr<SmallVector<Value>> emulate(OpTy op, Adaptor adaptor,
                                                Emitter &e) const = 0;
};

/// An op replaced by the one value `build` returns; `build` returns null
/// after reporting a form it cannot emulate.
template <typename OpTy>
class FunctionPattern : public EmulationPattern<OpTy> {
public:
  using Build = Value (*)(Emitter &, OpTy, typename OpTy::Adaptor);

  FunctionPattern(MLIRContext *context, Build build)
      : EmulationPattern<OpTy>(context), build(build) {}

  FailureOr<SmallVector<Value>> emulate(OpTy op,
                                        typename OpTy::Adaptor adaptor,
                                        Emitter &e) const override {
    Value value = build(e, op, adaptor);
    if (!value)
      return failure();
    return SmallVector<Value>{value};
  }

private:
  Build build;
};

/// Ops with no effect on the host, where one thread runs at a time and
/// memory is the host's (fences, cache controls, scheduling hints): erased.
template <typename OpTy>
class ErasePattern : public OpConversionPattern<OpTy> {
public:
  using OpConversionPattern<OpTy>::OpConversionPattern;

  LogicalResult
  matchAndRewrite(OpTy op, typename OpTy::Adaptor,
                  ConversionPatternRewriter &rewriter) const final {
    rewriter.eraseOp(op);
    return success();
  }
};

/// Reports `op` as not emulable in the form it has, and fails.
FailureOr<SmallVector<Value>> notEmulable(Operation *op, const Twine &why);

/// Checks that `pred` is an i1 or a vector of `lanes` i1.
LogicalResult checkPredicate(Operation *op, Value pred, int64_t lanes);

/// Checks that the elements of `type` (`what`, for the message) are
/// integers of one of `widths` bits, as the reference requires.
LogicalResult checkIntWidth(Operation *op, Type type, StringRef what,
                            ArrayRef<unsigned> widths);

//===----------------------------------------------------------------------===//
// Atomics
//===----------------------------------------------------------------------===//

/// What an atomic operation does to the element `old` in memory.
enum class AtomicKind {
  Add, Sub, Min, Max, Imin, Imax, Xchg, And, Or, Xor, Inc, Dec,
  /// `src0` where `old` equals `src1` (the legacy messages' order).
  Cmpxchg,
  Fadd, Fsub, Fmin, Fmax,
  /// `src0` where `old` equals `src1` as a float.
  Fcmpwr,
  /// `old` unchanged (an atomic read); `src0` (an atomic write).
  Load, Store
};

/// Whether `kind` works on floats.
bool isFloatAtomic(AtomicKind kind);

/// An atomic message: each lane enabled by `pred`, in lane order, replaces
/// the element at `address(lane)` (kept in memory as `mem`) by `kind`
/// applied to it and the lane's `src0`/`src1` (null when the operation
/// takes none), and returns the element's previous value in its lane of
/// `init`, whose other lanes are kept. Checks the types first.
FailureOr<Value> emulateAtomic(Operation *op, Emitter &e, AtomicKind kind,
                               Value pred, int64_t lanes,
                               function_ref<Value(int64_t)> address,
                               MemoryElement mem, Value src0, Value src1,
                               Value init);

//===----------------------------------------------------------------------===//
// Op families
//===----------------------------------------------------------------------===//

/// rdregion, wrregion and their predicate and constant forms.
void populateRegionEmulationPatterns(RewritePatternSet &patterns);
/// Integer ALU ops: saturating and mixed-signedness families, min/max,
/// carries, high halves, sums of differences, dot products of bytes.
void populateArithmeticEmulationPatterns(RewritePatternSet &patterns);
/// Bit manipulation.
void populateBitEmulationPatterns(RewritePatternSet &patterns);
/// Float math, float saturation and min/max, the 3D pipeline's float ops.
void populateMathEmulationPatterns(RewritePatternSet &patterns);
/// Conversions and the backend's value markers.
void populateConversionEmulationPatterns(RewritePatternSet &patterns);
/// SVM, legacy dataport and private-memory messages.
void populateMemoryEmulationPatterns(RewritePatternSet &patterns);
/// LSC messages and fence.
void populateLSCEmulationPatterns(RewritePatternSet &patterns);
/// 2D block LSC messages on global memory.
void populateLSC2DEmulationPatterns(RewritePatternSet &patterns);
/// Atomic messages of every family.
void populateAtomicEmulationPatterns(RewritePatternSet &patterns);
/// dpas.
void populateMatrixEmulationPatterns(RewritePatternSet &patterns);
/// Ids, synchronization, scheduling, SIMD control-flow masks, predicates.
void populateControlEmulationPatterns(RewritePatternSet &patterns);

} // namespace emulation
} // namespace genx
} // namespace mlir

#endif // GENX_PASSES_EMULATION_EMULATIONPATTERNS_H
