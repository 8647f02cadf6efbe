//===- Control.cpp - Emulation of ids, synchronization and masks ----------===//
//
// Thread ids from the dispatch globals; synchronization, cache and
// scheduling ops, which have no effect when one thread runs at a time on
// the host's memory; output markers; predicate reductions; the SIMD
// control-flow ops that compute execution and resume masks from the masks
// they are given (those that read the implicit execution mask are not
// emulated); addresses of globals and functions, which are host addresses;
// the predefined surface variables, which hold a surface index.
//
//===----------------------------------------------------------------------===//

#include "passes/emulation/EmulationPatterns.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

using namespace mlir;
using namespace mlir::genx;
using namespace mlir::genx::emulation;

namespace {

//===----------------------------------------------------------------------===//
// Ids
//===----------------------------------------------------------------------===//

/// group.id.x/y/z: a component of the group id global.
template <typename OpTy>
struct GroupIdPattern : EmulationPattern<OpTy> {
  GroupIdPattern(MLIRContext *context, int64_t dim)
      : EmulationPattern<OpTy>(context), dim(dim) {}

  FailureOr<SmallVector<Value>> emulate(OpTy op, typename OpTy::Adaptor,
                                        Emitter &e) const override {
    return SmallVector<Value>{
        e.castInt(e.idComponent(kGroupIdGlobal, dim), op.getType(), false)};
  }

  int64_t dim;
};

/// local.id, local.size, group.count: a whole id global as vector<3xi32>
/// (local.id16: as vector<3xi16>).
template <typename OpTy>
struct IdVectorPattern : EmulationPattern<OpTy> {
  IdVectorPattern(MLIRContext *context, StringRef global)
      : EmulationPattern<OpTy>(context), global(global) {}

  FailureOr<SmallVector<Value>> emulate(OpTy op, typename OpTy::Adaptor,
                                        Emitter &e) const override {
    Type type = op->getResult(0).getType();
    auto vec = dyn_cast<VectorType>(type);
    if (!vec || vec.getNumElements() != 3 ||
        failed(checkIntWidth(op, type, "the ids", {16, 32})))
      return notEmulable(op, "ids are vector<3xi32> (or vector<3xi16>)");
    return SmallVector<Value>{e.castInt(e.idVector(global), type, false)};
  }

  StringRef global;
};

//===----------------------------------------------------------------------===//
// Predicates and execution masks
//===----------------------------------------------------------------------===//

/// Whether any (or every) element of `pred` is set; an integer element is
/// set when nonzero.
Value reduce(Emitter &e, Value pred, bool any) {
  if (!getElementTypeOrSelf(pred.getType()).isInteger(1))
    pred = arith::CmpIOp::create(e.b, e.loc, arith::CmpIPredicate::ne, pred,
                                 e.constInt(pred.getType(), 0));
  if (!isa<VectorType>(pred.getType()))
    return pred;
  return vector::ReductionOp::create(
      e.b, e.loc, any ? vector::CombiningKind::OR : vector::CombiningKind::AND,
      pred);
}

template <typename OpTy, bool Any>
Value buildReduce(Emitter &e, OpTy, typename OpTy::Adaptor adaptor) {
  return reduce(e, adaptor.getOperands().front(), Any);
}

Value buildNot(Emitter &e, Value v) {
  return arith::XOrIOp::create(e.b, e.loc, v, e.constInt(v.getType(), 1));
}

/// The first `n` lanes of a mask.
Value head(Emitter &e, Value mask, int64_t n) {
  if (getNumElements(mask.getType()) == n)
    return mask;
  return vector::ExtractStridedSliceOp::create(e.b, e.loc, mask, 0, n, 1);
}

/// `mask` (n lanes) widened to the 32 lanes of an execution mask, the new
/// lanes `fill`.
Value toExecMask(Emitter &e, Value mask, bool fill) {
  int64_t n = getNumElements(mask.getType());
  if (n == 32)
    return mask;
  auto type = VectorType::get({32}, e.b.getI1Type());
  return vector::InsertStridedSliceOp::create(e.b, e.loc, mask,
                                              e.constInt(type, fill), 0, 1);
}

/// Checks that `mask` is an execution mask (vector<32xi1>) and the others
/// i1 vectors of at most 32 lanes.
LogicalResult checkMasks(Operation *op, Value exec, ArrayRef<Value> masks) {
  auto isMask = [](Value v, bool exec) {
    auto type = dyn_cast<VectorType>(v.getType());
    return type && type.getElementType().isInteger(1) &&
           (exec ? type.getNumElements() == 32 : type.getNumElements() <= 32);
  };
  if (!isMask(exec, true) ||
      !llvm::all_of(masks, [&](Value v) { return isMask(v, false); }))
    return op->emitOpError() << "cannot be emulated (genx-emulate): masks "
                                "must be vector<32xi1> execution masks and "
                                "i1 vectors of at most 32 lanes";
  return success();
}

/// simdcf.goto: lanes whose condition is false leave the execution mask
/// and join the resume mask.
struct GotoPattern : EmulationPattern<SimdcfGotoOp> {
  using EmulationPattern::EmulationPattern;

  FailureOr<SmallVector<Value>> emulate(SimdcfGotoOp op, Adaptor adaptor,
                                        Emitter &e) const override {
    Value exec = adaptor.getOldExecMask(), cond = adaptor.getCond();
    if (failed(checkMasks(op, exec, {adaptor.getOldResumeMask(), cond})))
      return failure();
    int64_t n = getNumElements(cond.getType());
    Value newExec = arith::AndIOp::create(e.b, e.loc, exec,
                                          toExecMask(e, cond, true));
    Value leaving = arith::AndIOp::create(e.b, e.loc, head(e, exec, n),
                                          buildNot(e, cond));
    Value resume =
        arith::OrIOp::create(e.b, e.loc, adaptor.getOldResumeMask(), leaving);
    Value none = buildNot(e, reduce(e, head(e, newExec, n), /*any=*/true));
    return SmallVector<Value>{newExec, resume, none};
  }
};

/// simdcf.join: the resume mask's lanes are enabled again.
struct JoinPattern : EmulationPattern<SimdcfJoinOp> {
  using EmulationPattern::EmulationPattern;

  FailureOr<SmallVector<Value>> emulate(SimdcfJoinOp op, Adaptor adaptor,
                                        Emitter &e) const override {
    Value exec = adaptor.getOldExecMask(), resume = adaptor.getResumeMask();
    if (failed(checkMasks(op, exec, {resume})))
      return failure();
    int64_t n = getNumElements(resume.getType());
    Value newExec = arith::OrIOp::create(e.b, e.loc, exec,
                                         toExecMask(e, resume, false));
    Value none = buildNot(e, reduce(e, head(e, newExec, n), /*any=*/true));
    return SmallVector<Value>{newExec, none};
  }
};

/// An execution mask as an i32, bit i for lane i, and back.
Value maskToBits(Emitter &e, Value mask) {
  Value word = vector::BitCastOp::create(
      e.b, e.loc, VectorType::get({1}, e.b.getI32Type()), mask);
  return e.lane(word, 0);
}
Value bitsToMask(Emitter &e, Value bits) {
  Value word = vector::BroadcastOp::create(
      e.b, e.loc, VectorType::get({1}, e.b.getI32Type()), bits);
  return vector::BitCastOp::create(
      e.b, e.loc, VectorType::get({32}, e.b.getI1Type()), word);
}

Value buildSavemask(Emitter &e, SimdcfSavemaskOp op,
                    SimdcfSavemaskOp::Adaptor adaptor) {
  if (failed(checkMasks(op, adaptor.getExecMask(), {})))
    return Value();
  return maskToBits(e, adaptor.getExecMask());
}

Value buildUnmask(Emitter &e, SimdcfUnmaskOp op, SimdcfUnmaskOp::Adaptor) {
  return bitsToMask(e, e.constInt(e.b.getI32Type(), op.getNewMask()));
}

Value buildRemask(Emitter &e, SimdcfRemaskOp op,
                  SimdcfRemaskOp::Adaptor adaptor) {
  if (failed(checkMasks(op, adaptor.getOldExecMask(), {})))
    return Value();
  return bitsToMask(e, adaptor.getSaved());
}

Value buildGetEm(Emitter &, SimdcfGetEmOp, SimdcfGetEmOp::Adaptor adaptor) {
  return adaptor.getExecMask();
}

//===----------------------------------------------------------------------===//
// Addresses and predefined surfaces
//===----------------------------------------------------------------------===//

/// gaddr, faddr, address.convert: the host address of the pointer.
template <typename OpTy>
Value buildAddress(Emitter &e, OpTy op, typename OpTy::Adaptor adaptor) {
  Value pointer = adaptor.getOperands().front();
  if (!isa<LLVM::LLVMPointerType>(pointer.getType())) {
    (void)notEmulable(op, "the operand must be a pointer");
    return Value();
  }
  return LLVM::PtrToIntOp::create(e.b, e.loc, op->getResult(0).getType(),
                                  pointer);
}

/// jump.table: the target at `index`.
Value buildJumpTable(Emitter &e, JumpTableOp op,
                     JumpTableOp::Adaptor adaptor) {
  ValueRange targets = adaptor.getTargets();
  if (targets.empty()) {
    (void)notEmulable(op, "the table has no target");
    return Value();
  }
  Value index = adaptor.getIndex();
  Value result = targets.front();
  for (auto [i, target] : llvm::enumerate(targets.drop_front()))
    result = arith::SelectOp::create(
        e.b, e.loc,
        arith::CmpIOp::create(e.b, e.loc, arith::CmpIPredicate::eq, index,
                              e.constInt(index.getType(), i + 1)),
        target, result);
  return result;
}

/// write.predef.surface: the variable now holds the surface's index.
struct WritePredefSurfacePattern
    : EmulationPattern<WritePredefSurfaceOp> {
  using EmulationPattern::EmulationPattern;

  FailureOr<SmallVector<Value>> emulate(WritePredefSurfaceOp,
                                        Adaptor adaptor,
                                        Emitter &e) const override {
    e.store(adaptor.getValue(), adaptor.getSurfaceVar());
    return SmallVector<Value>{};
  }
};

} // namespace

void emulation::populateControlEmulationPatterns(RewritePatternSet &patterns) {
  MLIRContext *context = patterns.getContext();
  patterns.add<GroupIdPattern<GroupIdXOp>>(context, 0);
  patterns.add<GroupIdPattern<GroupIdYOp>>(context, 1);
  patterns.add<GroupIdPattern<GroupIdZOp>>(context, 2);
  addPatterns<IdVectorPattern, LocalIdOp, LocalId16Op>(patterns,
                                                       kLocalIdGlobal);
  addPatterns<IdVectorPattern, LocalSizeOp>(patterns, kLocalSizeGlobal);
  addPatterns<IdVectorPattern, GroupCountOp>(patterns, kGroupCountGlobal);
  // One thread at a time, on the host's memory: nothing to wait for, order
  // or flush.
  patterns.add<ErasePattern<BarrierOp>, ErasePattern<SbarrierOp>,
               ErasePattern<NbarrierOp>, ErasePattern<NbarrierArriveOp>,
               ErasePattern<FenceOp>, ErasePattern<CacheFlushOp>,
               ErasePattern<WaitOp>, ErasePattern<YieldOp>,
               ErasePattern<SetPauseOp>, ErasePattern<DummyMovOp>,
               ErasePattern<OutputOp>, ErasePattern<Output1Op>,
               ErasePattern<SlmInitOp>>(context);
  patterns.add<FunctionPattern<AnyOp>>(context, buildReduce<AnyOp, true>);
  patterns.add<FunctionPattern<AllOp>>(context, buildReduce<AllOp, false>);
  patterns.add<FunctionPattern<SimdcfAnyOp>>(context,
                                             buildReduce<SimdcfAnyOp, true>);
  patterns.add<GotoPattern, JoinPattern, WritePredefSurfacePattern>(context);
  patterns.add<FunctionPattern<SimdcfSavemaskOp>>(context, buildSavemask);
  patterns.add<FunctionPattern<SimdcfUnmaskOp>>(context, buildUnmask);
  patterns.add<FunctionPattern<SimdcfRemaskOp>>(context, buildRemask);
  patterns.add<FunctionPattern<SimdcfGetEmOp>>(context, buildGetEm);
  patterns.add<FunctionPattern<GaddrOp>>(context, buildAddress<GaddrOp>);
  patterns.add<FunctionPattern<FaddrOp>>(context, buildAddress<FaddrOp>);
  patterns.add<FunctionPattern<AddressConvertOp>>(
      context, buildAddress<AddressConvertOp>);
  patterns.add<FunctionPattern<JumpTableOp>>(context, buildJumpTable);
}
