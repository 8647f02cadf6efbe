//===- VectorizeWorkItems.cpp - genx-vectorize-work-items -----------------===//
//
// A GenX thread is one work item unless the kernel says otherwise, so a
// kernel written per work item (scalar code indexed by gpu.thread_id x, the
// way SIMT kernels are written) spends a whole hardware thread on each
// element. This pass runs W consecutive work items of x in one hardware
// thread as the W lanes of vectors, as IGC's SIMT compiler does for OpenCL
// C:
// - values that do not depend on the lane stay scalar (computed once);
// - the lane-0 id is computed in 32 bits, as IGC does for OpenCL C;
// - a comparison of a lane id with a shared bound is a count of lanes;
// - an access whose last index is the lane plus a uniform base becomes one
//   vector load or store, other lane-dependent accesses gathers/scatters;
// - a branch on a lane-dependent condition becomes masks: both sides run,
//   their memory accesses masked, their results selected;
// - a loop with lane-dependent bounds, or a while loop with a
//   lane-dependent condition, runs while any lane is in it, the lanes that
//   are done masked off; other loops stay loops;
// - workgroup memory is shared by the group as before; a barrier the
//   lanes reach together stays a barrier of the (fewer) threads;
// - an atomic update runs once per lane that reaches it, in lane order;
// - a work item's own vector<k> of dwords (k <= 8) is kept element by
//   element, each element a vector of the lanes (as IGC keeps OpenCL's
//   float4), so that a reduction or an element is whole registers and the
//   lanes' vectors are read and written a field at a time (one message of
//   up to 4 fields per 16 lanes once convert-memory-to-genx joins them);
//   other vectors are k consecutive elements per lane;
// - a kernel of a work item's own n-D tiles (a vector.contract of a few
//   rows) or contractions (a dot product of 1-D vectors) is lowered to 1-D
//   first, as genx-legalize-vectors lowers it
//   later, and packed when nothing else keeps it from it; a contraction of
//   narrow types stays whole for genx-contract-to-dpas;
// - the group has W times fewer threads: the kernel's known_block_size and
//   the module's launches of it are rewritten.
// W divides every constant group size in x (known_block_size, constant
// launches); a launch whose size is known only when it runs picks the
// packed kernel or a copy of it left per work item by that size; a kernel
// launched only from outside the module is packed for a launcher that
// divides x by W (genx.work_items_per_thread). A kernel with anything the rules
// above do not cover (private memory, subgroup ops, barriers under
// lane-dependent control flow, loops with lane-dependent steps, n-D vectors
// that do not lower to 1-D) stays as it is.
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"

#include "mlir/Analysis/Liveness.h"
#include "mlir/Conversion/AffineToStandard/AffineToStandard.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/GPU/Utils/GPUUtils.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/UB/IR/UBOps.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Interfaces/ViewLikeInterface.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "mlir/Transforms/Passes.h"
#include "mlir/Transforms/RegionUtils.h"
#include "llvm/ADT/TypeSwitch.h"

#include <numeric>

namespace mlir {
namespace genx {
#define GEN_PASS_DEF_GENXVECTORIZEWORKITEMS
#include "passes/Passes.h.inc"
} // namespace genx
} // namespace mlir

using namespace mlir;
using namespace mlir::genx;

namespace {

/// Most elements of a vector a packed thread keeps per value (W lanes of k
/// elements each) where a math function computes on it: 128 are what a
/// SIMD32 OpenCL work item of float4 has, 16 GRFs; twice that otherwise
/// (float8 at SIMD32, elementBudget), and four times for vectors kept
/// element by element, whose elements are whole registers, when those live
/// at once take half the registers at most (lanesForVectors).
constexpr int64_t kMostElementsPerThread = 128;

/// The most lanes of a kernel whose subgroups, loops or accesses prefer
/// narrower threads (prefersSubgroupLanes); others may take more.
constexpr int64_t kSubgroupLanes = 32;

/// The most memory accesses of a kernel packed wider than kSubgroupLanes.
constexpr int64_t kMostWideAccesses = 64;

/// The most lanes of a kernel that keeps more per lane than a few values
/// (isLightPerLane); lighter ones may take twice as many, which halves the
/// thread's fixed cost per lane (dg2's ~20-instruction prologue and fences
/// weigh 0.3 instructions a lane at 64).
constexpr int64_t kMostHeavyLanes = 64;

/// The most bytes of the lanes' own vectors a thread keeps live at once,
/// counted in program order: the 4 KB of registers (IGC's scheduler
/// shortens some of those lives, and scalars and addresses take the rest).
/// 3 accumulators and 2 loaded rows of 16 floats, 320 bytes a lane, spill
/// 4 KB at 16 lanes and fit at 8; 8 int4 values of a lane (104 bytes) fit
/// at 32.
constexpr int64_t kMostLiveVectorBytes = 4096;

/// The most elements of a work item's vector read or written at a position
/// known only at run time (a compare and a select each).
constexpr int64_t kMostDynamicPositions = 16;

/// The most bytes of private arrays a packed thread keeps: what
/// genx-promote-private keeps in registers by default.
constexpr int64_t kMostPrivateBytes = 1024;

/// The most memory accesses of a kernel packed wider than kMostHeavyLanes:
/// each access's lanes are live at once (a row per lane, unrolled, of 16
/// loads spills at 128 lanes: 1.3 KB).
constexpr int64_t kMostLightAccesses = 16;

/// The bits of a work item's own row a reduction loads and combines at a
/// time (packStreamed): 8 dwords, the most a packed kernel keeps element by
/// element; 16 halves or 32 bytes, whose lanes' chunks are then whole
/// dwords.
constexpr int64_t kStreamChunkBits = 256;

/// The lanes one message of fields (gather4/scatter4) moves.
constexpr int64_t kLaneGroup = 16;

/// True for the ids whose value differs between the lanes: x, along which
/// the work items are packed, and the lane in the subgroup (the lanes of a
/// thread).
bool isLaneId(Operation *op) {
  if (isa_and_nonnull<gpu::LaneIdOp>(op))
    return true;
  if (auto id = dyn_cast_or_null<gpu::ThreadIdOp>(op))
    return id.getDimension() == gpu::Dimension::x;
  if (auto id = dyn_cast_or_null<gpu::GlobalIdOp>(op))
    return id.getDimension() == gpu::Dimension::x;
  return false;
}

/// The subgroup ops a packed kernel runs on its lanes.
bool isSubgroupOp(Operation *op) {
  return isa<gpu::LaneIdOp, gpu::SubgroupSizeOp, gpu::SubgroupIdOp,
             gpu::NumSubgroupsOp, gpu::ShuffleOp, gpu::SubgroupReduceOp>(op);
}

/// Integer division and remainder: undefined (a trap on the host) for a
/// zero divisor. Upstream calls remainders speculatable, so they are named.
bool isIntegerDivision(Operation *op) {
  return isa<arith::DivUIOp, arith::DivSIOp, arith::RemUIOp, arith::RemSIOp,
             arith::CeilDivSIOp, arith::CeilDivUIOp, arith::FloorDivSIOp>(op);
}

/// The work-item id of dimension `dim` in `type` (index, or i32 as IGC
/// computes OpenCL C's ids): thread_id, plus block_id * block_dim for the
/// global id.
Value workItemId(OpBuilder &b, Location loc, gpu::Dimension dim, Type type,
                 bool global) {
  auto id = [&](Value value) -> Value {
    return type.isIndex()
               ? value
               : arith::IndexCastUIOp::create(b, loc, type, value).getResult();
  };
  Value item = id(gpu::ThreadIdOp::create(b, loc, dim));
  if (!global)
    return item;
  Value group = id(gpu::BlockIdOp::create(b, loc, dim));
  Value items = id(gpu::BlockDimOp::create(b, loc, dim));
  return arith::AddIOp::create(
      b, loc, arith::MulIOp::create(b, loc, group, items), item);
}

/// The largest lane stride of an index compared lane by lane as a lane
/// range (genx-vectorize-work-items's strideRangeMask).
constexpr int64_t kMostLaneStride = 1 << 16;

/// Whether the integer division or remainder `op` divides by a constant
/// that cannot trap: not 0, nor -1 for a signed one (INT_MIN / -1).
bool hasSafeDivisor(Operation *op) {
  APInt divisor;
  if (!matchPattern(op->getOperand(1), m_ConstantInt(&divisor)) ||
      divisor.isZero())
    return false;
  bool isSigned = isa<arith::DivSIOp, arith::RemSIOp, arith::CeilDivSIOp,
                      arith::FloorDivSIOp>(op);
  return !isSigned || !divisor.isAllOnes();
}

/// The predicate that compares the same values with the operands swapped.
arith::CmpIPredicate swapped(arith::CmpIPredicate pred) {
  using arith::CmpIPredicate;
  switch (pred) {
  case CmpIPredicate::slt:
    return CmpIPredicate::sgt;
  case CmpIPredicate::sgt:
    return CmpIPredicate::slt;
  case CmpIPredicate::sle:
    return CmpIPredicate::sge;
  case CmpIPredicate::sge:
    return CmpIPredicate::sle;
  case CmpIPredicate::ult:
    return CmpIPredicate::ugt;
  case CmpIPredicate::ugt:
    return CmpIPredicate::ult;
  case CmpIPredicate::ule:
    return CmpIPredicate::uge;
  case CmpIPredicate::uge:
    return CmpIPredicate::ule;
  default:
    return pred;
  }
}

/// `cmp` as x < y, strict, signed or not: the operands of a `<` or, swapped,
/// of a `>`; none for other predicates.
struct StrictLess {
  Value x, y;
  bool isSigned;
};
std::optional<StrictLess> asStrictLess(arith::CmpIOp cmp) {
  using P = arith::CmpIPredicate;
  P pred = cmp.getPredicate();
  Value x = cmp.getLhs(), y = cmp.getRhs();
  if (pred == P::sgt || pred == P::ugt) {
    std::swap(x, y);
    pred = swapped(pred);
  }
  if (pred != P::slt && pred != P::ult)
    return std::nullopt;
  return StrictLess{x, y, pred == P::slt};
}

/// The values of a kernel that differ between the work items of one
/// hardware thread (a fixpoint over loop-carried values).
class Divergence {
public:
  /// `splitThreads`: a thread's lanes are several subgroups (W above
  /// kSubgroupLanes), whose reductions differ between them.
  explicit Divergence(gpu::GPUFuncOp func, bool splitThreads = false)
      : splitThreads(splitThreads) {
    bool changed = true;
    while (changed) {
      changed = false;
      func.walk([&](Operation *op) { changed |= visit(op); });
    }
  }

  bool operator()(Value value) const { return divergent.contains(value); }

  /// Whether `op` reads memory or may trap, so that it must not run in
  /// lanes its branch excludes.
  static bool mayTrap(Operation *op) {
    return isa<memref::LoadOp, vector::LoadOp, vector::TransferReadOp>(op) ||
           (isIntegerDivision(op) && !hasSafeDivisor(op)) ||
           (op->getNumRegions() == 0 && !isSpeculatable(op));
  }

  /// Whether `op` runs under a condition that differs between lanes (and
  /// not in a branch that runs once for all lanes).
  static bool underMask(Operation *op, const Divergence &divergent) {
    for (Operation *parent = op->getParentOp(); parent;
         parent = parent->getParentOp())
      if (auto ifOp = dyn_cast<scf::IfOp>(parent))
        if (divergent(ifOp.getCondition()) && !divergent.runsOnce(ifOp))
          return true;
    return false;
  }

  /// Whether a branch on a lane condition does the same in every lane that
  /// takes it (if (tid == 0) { write a shared value to a shared place }),
  /// so that it can run once if any lane does: no results, no else, no
  /// lane-dependent value, nothing that counts how many lanes run it.
  bool runsOnce(scf::IfOp ifOp) const {
    if (ifOp.getNumResults() || !ifOp.getElseRegion().empty())
      return false;
    WalkResult walk = ifOp.getThenRegion().walk([&](Operation *op) {
      if (isa<memref::AtomicRMWOp, memref::GenericAtomicRMWOp, gpu::BarrierOp>(
              op))
        return WalkResult::interrupt();
      for (Value value :
           llvm::concat<const Value>(op->getOperands(), op->getResults()))
        if ((*this)(value))
          return WalkResult::interrupt();
      return WalkResult::advance();
    });
    return !walk.wasInterrupted();
  }

private:
  DenseSet<Value> divergent;
  bool splitThreads;

  bool mark(Value value) { return divergent.insert(value).second; }

  bool visit(Operation *op) {
    bool changed = false;
    // Each lane's atomic update sees a different old value; each work item
    // has a private array of its own.
    if (isLaneId(op) || isa<memref::AtomicRMWOp>(op))
      return mark(op->getResult(0));
    if (auto alloca = dyn_cast<memref::AllocaOp>(op))
      return !gpu::GPUDialect::hasWorkgroupMemoryAddressSpace(
                 alloca.getType()) &&
             mark(alloca.getResult());
    // Whether a lane's source lane is in the shuffle's width depends on the
    // lane; a reduction of the whole subgroup is the same in all of its
    // lanes, a reduction of clusters is not.
    if (auto shuffle = dyn_cast<gpu::ShuffleOp>(op)) {
      changed |= mark(shuffle.getValid());
      if ((*this)(shuffle.getValue()))
        changed |= mark(shuffle.getShuffleResult());
      return changed;
    }
    if (auto reduce = dyn_cast<gpu::SubgroupReduceOp>(op))
      return (reduce.getClusterSize() || splitThreads) &&
             (*this)(reduce.getValue()) && mark(reduce.getResult());
    if (auto forOp = dyn_cast<scf::ForOp>(op)) {
      // Lanes that start apart step apart; lanes that stop apart carry
      // their own values out.
      if ((*this)(forOp.getLowerBound()) || (*this)(forOp.getStep()))
        changed |= mark(forOp.getInductionVar());
      bool apart =
          (*this)(forOp.getUpperBound()) || (*this)(forOp.getInductionVar());
      Operation *yield = forOp.getBody()->getTerminator();
      for (auto [i, init] : llvm::enumerate(forOp.getInitArgs()))
        if (apart || (*this)(init) || (*this)(yield->getOperand(i))) {
          changed |= mark(forOp.getRegionIterArg(i));
          changed |= mark(forOp.getResult(i));
        }
      return changed;
    }
    if (auto loop = dyn_cast<scf::WhileOp>(op)) {
      scf::ConditionOp cond = loop.getConditionOp();
      // Lanes that leave apart stop updating apart: what the loop carries
      // differs between them.
      bool apart = (*this)(cond.getCondition());
      for (auto [init, arg, next] :
           llvm::zip(loop.getInits(), loop.getBeforeArguments(),
                     loop.getYieldOp().getOperands()))
        if (apart || (*this)(init) || (*this)(next))
          changed |= mark(arg);
      for (auto [value, arg, result] : llvm::zip(
               cond.getArgs(), loop.getAfterArguments(), loop.getResults()))
        if (apart || (*this)(value)) {
          changed |= mark(arg);
          changed |= mark(result);
        }
      return changed;
    }
    if (auto ifOp = dyn_cast<scf::IfOp>(op)) {
      bool cond = (*this)(ifOp.getCondition());
      for (auto [i, result] : llvm::enumerate(ifOp.getResults())) {
        bool lanes = cond || (*this)(ifOp.thenYield().getOperand(i)) ||
                     (*this)(ifOp.elseYield().getOperand(i));
        if (lanes)
          changed |= mark(result);
      }
      return changed;
    }
    // Under a lane mask, a load is a masked gather and an op that may trap
    // (a division) is computed per lane with masked-off lanes made safe:
    // one value per lane either way.
    bool lanes =
        llvm::any_of(op->getOperands(), [&](Value v) { return (*this)(v); }) ||
        (mayTrap(op) && underMask(op, *this));
    if (lanes)
      for (Value result : op->getResults())
        changed |= mark(result);
    return changed;
  }
};

/// Whether `reduction` may combine its elements in any order, each step
/// one instruction: integer kinds, float maxnumf and minnumf, and float sums
/// and products under `reassoc` (not maximumf and minimumf, whose NaN rules
/// take several instructions an op: convert-vector-to-genx reduces them
/// whole, through ordered integer keys).
bool reducesInAnyOrder(vector::ReductionOp reduction) {
  using vector::CombiningKind;
  if (!isa<FloatType>(reduction.getType()))
    return true;
  CombiningKind kind = reduction.getKind();
  if (kind == CombiningKind::MAXNUMF || kind == CombiningKind::MINNUMF)
    return true;
  if (kind != CombiningKind::ADD && kind != CombiningKind::MUL)
    return false;
  return bitEnumContainsAll(reduction.getFastmath(),
                            arith::FastMathFlags::reassoc);
}

/// Whether `op` reads or writes a vector at a position known only at run
/// time, which packed is a compare and a select per element, as wide as the
/// lanes' vector (emitLaneDynamicInsert).
bool atDynamicPosition(Operation *op) {
  if (auto extract = dyn_cast<vector::ExtractOp>(op))
    return !extract.getDynamicPosition().empty();
  if (auto insert = dyn_cast<vector::InsertOp>(op))
    return !insert.getDynamicPosition().empty();
  return false;
}

/// Whether `kernel` computes what keeps temporaries as wide as its operands:
/// a math function that is a polynomial, a float division (IEEE's sequence:
/// vector<16> of f32 over 16 lanes divided spills 448 bytes, over 8 fits) or
/// an integer division of a work item's vector by a value that is not a
/// constant (IGC's sequence through float reciprocals: a division and a
/// remainder of 64 lanes of vector<4xi32> spill 1.6 KB on dg2; a scalar's,
/// one element a lane, does not), or an access at a dynamic position
/// (an 8-bin count in a loop spilled 1.7 KB at 128 lanes).
bool computesWithTemporaries(gpu::GPUFuncOp kernel) {
  return kernel
      .walk([](Operation *op) {
        bool byValue = isIntegerDivision(op) &&
                       isa<VectorType>(op->getResult(0).getType()) &&
                       !matchPattern(op->getOperand(1), m_Constant());
        return isMathFunction(op) || isa<arith::DivFOp, arith::RemFOp>(op) ||
                       byValue || atDynamicPosition(op)
                   ? WalkResult::interrupt()
                   : WalkResult::advance();
      })
      .wasInterrupted();
}

/// The most elements of 32 bits the lanes' vectors of a kernel may take:
/// twice kMostElementsPerThread (the lanes' i32 products of 16 bytes each
/// at 16 lanes, the halves of 8 at 32, compile without spills); no more
/// than kMostElementsPerThread with math functions or divisions
/// (`temporaries`, computesWithTemporaries), which keep temporaries as wide
/// as the lanes' vector (math.erf on 32 lanes of vector<8> spills 2.7 KB; on
/// 16 lanes it fits).
int64_t elementBudget(bool temporaries) {
  return temporaries ? kMostElementsPerThread : 2 * kMostElementsPerThread;
}

/// Whether `func` reduces vectors of a work item's own too long to pack 8
/// lanes of element by element (elementBudget), and every such reduction
/// may take
/// any order over a power-of-two length: the lanes are then kept lane by
/// lane, each reduced as a tree of halves, all lanes in each step's op (a
/// reduction element by element is one column per step, under 8 lanes
/// less than a register each).
bool reducesLaneByLane(gpu::GPUFuncOp func, const Divergence &divergent) {
  int64_t longest = elementBudget(computesWithTemporaries(func)) / 8;
  bool any = false;
  WalkResult walk = func.walk([&](vector::ReductionOp reduction) {
    Value vector = reduction.getVector();
    if (!divergent(vector))
      return WalkResult::advance();
    int64_t k = cast<VectorType>(vector.getType()).getNumElements();
    if (!llvm::isPowerOf2_64(k) || !reducesInAnyOrder(reduction))
      return WalkResult::interrupt();
    any |= k > longest;
    return WalkResult::advance();
  });
  return any && !walk.wasInterrupted();
}

/// What the packing assumes of an id unless ids are wide: below 2^32, as
/// it computes them in i32 (narrowOuterIds, the lanes' ids).
std::optional<ConstantIntRanges> assumedIdRange(Value value, bool wideIds) {
  if (wideIds ||
      !isa_and_nonnull<gpu::GlobalIdOp, gpu::ThreadIdOp, gpu::BlockIdOp>(
          value.getDefiningOp()))
    return std::nullopt;
  return ConstantIntRanges::fromUnsigned(
      APInt::getZero(IndexType::kInternalStorageBitWidth),
      APInt(IndexType::kInternalStorageBitWidth, UINT32_MAX));
}

/// Whether the mask of a transfer is none or a prefix of the work item's
/// vector (1-D vector.create_mask or vector.constant_mask).
bool isPrefixMask(Value mask) {
  if (!mask)
    return true;
  if (cast<VectorType>(mask.getType()).getRank() != 1)
    return false;
  return mask.getDefiningOp<vector::CreateMaskOp>() ||
         mask.getDefiningOp<vector::ConstantMaskOp>();
}

/// The masks of `op`'s access, if it is a masked vector access.
Value accessMask(Operation *op) {
  if (auto read = dyn_cast<vector::TransferReadOp>(op))
    return read.getMask();
  if (auto write = dyn_cast<vector::TransferWriteOp>(op))
    return write.getMask();
  if (auto load = dyn_cast<vector::MaskedLoadOp>(op))
    return load.getMask();
  if (auto store = dyn_cast<vector::MaskedStoreOp>(op))
    return store.getMask();
  return Value();
}

/// Whether the lanes' vectors of `func` are kept element by element: there is
/// one, all are 1-D vectors of dwords, halves or bytes (whose fields move as
/// dwords where they make whole ones: convert-memory-to-genx) or of their
/// masks, none is bitcast to another width (which regroups a lane's bits), and
/// all have at most 8 elements or some are reduced or shuffled (longer vectors
/// that are only loaded, computed lane-wise and stored move in fewer messages
/// lane by lane; a reduction lane by lane is one element at a time, a shuffle
/// copies every lane's elements where element by element it only renames
/// fields), or some are accessed under a lane mask (lane by lane, a masked
/// access is dword gathers of 16 elements a message, element by element
/// messages of fields of 4 elements of 16 lanes), or some are gathered or
/// scattered (which packs only field by field: emitLaneGather), unless the
/// reductions are trees lane by lane (reducesLaneByLane) or an access takes a
/// mask that is not a prefix (a field's messages take a count).
bool keepsElementByElement(gpu::GPUFuncOp func, const Divergence &divergent) {
  if (reducesLaneByLane(func, divergent))
    return false;
  bool any = false, fieldTypes = true, short_ = true, reduced = false,
       shuffled = false, prefixes = true, masked = false, regrouped = false,
       gathered = false;
  func.walk([&](Operation *op) {
    prefixes &= isPrefixMask(accessMask(op));
    if (isa<vector::LoadOp, vector::StoreOp, vector::TransferReadOp,
            vector::TransferWriteOp, vector::MaskedLoadOp,
            vector::MaskedStoreOp>(op))
      masked |= Divergence::underMask(op, divergent);
    if (auto shuffle = dyn_cast<vector::ShuffleOp>(op))
      shuffled |= divergent(shuffle.getResult());
    // A gather or scatter of each lane's vector is one of each field.
    if (isa<vector::GatherOp, vector::ScatterOp>(op))
      gathered |= llvm::any_of(op->getOperands(),
                               [&](Value v) { return divergent(v); }) ||
                  (op->getNumResults() && divergent(op->getResult(0)));
    // A bitcast between element widths regroups each lane's bits.
    if (auto cast = dyn_cast<vector::BitCastOp>(op))
      regrouped |= divergent(cast.getResult()) &&
                   cast.getSourceVectorType().getNumElements() !=
                       cast.getResultVectorType().getNumElements();
    if (auto reduction = dyn_cast<vector::ReductionOp>(op))
      reduced |= divergent(reduction.getVector());
    for (Value result : op->getResults()) {
      auto vec = dyn_cast<VectorType>(result.getType());
      if (!vec || !divergent(result))
        continue;
      Type element = vec.getElementType();
      // Masks follow the layout of what they select.
      any = true;
      fieldTypes &= !element.isIndex() && element.isIntOrFloat() &&
                    (llvm::is_contained({8u, 16u, 32u},
                                        element.getIntOrFloatBitWidth()) ||
                     element.isInteger(1)) &&
                    vec.getRank() == 1;
      short_ &= vec.getNumElements() <= 8;
    }
  });
  return any && fieldTypes && prefixes && !regrouped &&
         (short_ || reduced || shuffled || masked || gathered);
}

/// Each of the `segments` consecutive segments of `m` elements of `value`
/// (m a power of two) combined by `kind` as a tree of halves: each step
/// combines the upper half of every segment's part with its lower half, in
/// one op. The vector of the segments' values.
Value reduceSegments(OpBuilder &b, Location loc, vector::CombiningKind kind,
                     Value value, int64_t segments, int64_t m,
                     arith::FastMathFlagsAttr fastmath) {
  for (; m > 1; m /= 2) {
    SmallVector<int64_t> lo, hi;
    for (int64_t g = 0; g < segments; ++g)
      for (int64_t j = 0; j < m / 2; ++j) {
        lo.push_back(g * m + j);
        hi.push_back(g * m + m / 2 + j);
      }
    value = vector::makeArithReduction(
        b, loc, kind, vector::ShuffleOp::create(b, loc, value, value, lo),
        vector::ShuffleOp::create(b, loc, value, value, hi), fastmath);
  }
  return value;
}

/// Rebuilds a kernel's body with W work items per hardware thread.
class WorkItemVectorizer {
public:
  /// `blockItems` is the group size in work items when every launch has
  /// the same one.
  WorkItemVectorizer(gpu::GPUFuncOp func, int64_t width,
                     std::optional<int64_t> blockItems, bool wideIds)
      : func(func), width(width),
        subgroup(std::min<int64_t>(width, kSubgroupLanes)),
        blockItems(blockItems), wideIds(wideIds),
        divergent(func, /*splitThreads=*/subgroup < width) {}

  /// The innermost op the rules did not cover, after run() failed.
  Operation *getUnpackedOp() const { return unpacked; }

  /// Replaces the body; on failure the kernel is left untouched.
  LogicalResult run() {
    Block &entry = func.getBody().front();
    // Built after the entry block, which it replaces when done.
    Block *body = new Block();
    func.getBody().push_back(body);
    for (BlockArgument arg : entry.getArguments())
      map.map(arg, body->addArgument(arg.getType(), arg.getLoc()));
    OpBuilder b = OpBuilder::atBlockBegin(body);
    byElement = keepsElementByElement(func, divergent);
    lanes = vector::StepOp::create(b, func.getLoc(),
                                   VectorType::get({width}, b.getIndexType()));
    if (failed(emitBlock(b, entry, Value())) ||
        failed(emitReturn(b, entry.getTerminator()))) {
      body->dropAllDefinedValueUses();
      body->dropAllReferences();
      body->erase();
      return failure();
    }
    entry.dropAllDefinedValueUses();
    entry.dropAllReferences();
    entry.erase();
    return success();
  }

private:
  gpu::GPUFuncOp func;
  int64_t width;
  /// The lanes of a subgroup: the thread's W, or kSubgroupLanes of them
  /// when W is more (a thread of 64 lanes runs two subgroups of 32).
  int64_t subgroup;
  std::optional<int64_t> blockItems;
  bool wideIds;
  Divergence divergent;
  IRMapping map;
  Value lanes;
  Operation *unpacked = nullptr;
  /// The conditions of the kernel (its scf.if's) whose lanes a mask is,
  /// for the masks of lanes that branches made.
  DenseMap<Value, SmallVector<Value, 2>> guards;
  /// The work items' private arrays (memref.alloca), each packed into one
  /// array of the lanes' elements (emitPrivateArray).
  DenseSet<Value> privateArrays;
  /// Whether the lanes' vectors are kept element by element (see slot):
  /// when every one the kernel has is of 8 or fewer dwords.
  bool byElement = false;

  /// Where element `i` of lane `lane`'s vector<k> is in the lanes' vector:
  /// element by element (byElement) in groups of up to 16 lanes, what one
  /// message of fields reads (for 32 lanes: element 0 of lanes 0-15,
  /// element 1 of lanes 0-15..., then the same for lanes 16-31); else lane
  /// by lane.
  int64_t slot(int64_t lane, int64_t i, int64_t k) const {
    if (!byElement || k == 1)
      return lane * k + i;
    int64_t group = std::min<int64_t>(width, kLaneGroup);
    return (lane / group) * group * k + i * group + lane % group;
  }

  /// The order of a shuffle that puts `pick(lane, i)` at each lane's
  /// element i of a vector<k>.
  SmallVector<int64_t>
  slotOrder(int64_t k, function_ref<int64_t(int64_t, int64_t)> pick) const {
    SmallVector<int64_t> order(width * k);
    for (int64_t lane = 0; lane < width; ++lane)
      for (int64_t i = 0; i < k; ++i)
        order[slot(lane, i, k)] = pick(lane, i);
    return order;
  }

  /// The type of a value of type `type` in every lane (see slot).
  VectorType vectorOf(Type type) const {
    if (auto vec = dyn_cast<VectorType>(type))
      return VectorType::get({width * vec.getNumElements()},
                             vec.getElementType());
    return VectorType::get({width}, type);
  }

  /// The elements of a lane in a value of type `lanesType`.
  int64_t perLane(Type lanesType) const {
    return cast<VectorType>(lanesType).getNumElements() / width;
  }

  /// `value` (the same in every lane) in every lane.
  Value expand(OpBuilder &b, Value value) {
    Location loc = value.getLoc();
    auto vec = dyn_cast<VectorType>(value.getType());
    if (!vec)
      return vector::BroadcastOp::create(b, loc, vectorOf(value.getType()),
                                         value);
    if (byElement)
      return vector::ShuffleOp::create(
          b, loc, value, value,
          slotOrder(vec.getNumElements(),
                    [](int64_t, int64_t i) { return i; }));
    auto rows =
        VectorType::get({width, vec.getNumElements()}, vec.getElementType());
    return vector::ShapeCastOp::create(
        b, loc, vectorOf(vec),
        vector::BroadcastOp::create(b, loc, rows, value));
  }

  /// Each lane's element of `lanesValue` (one per lane) repeated `k` times.
  Value spread(OpBuilder &b, Location loc, Value lanesValue, int64_t k) {
    return vector::ShuffleOp::create(
        b, loc, lanesValue, lanesValue,
        slotOrder(k, [](int64_t lane, int64_t) { return lane; }));
  }

  /// `mask` (a bit per lane) for a value of type `lanesType`: each lane's
  /// bit for all of its elements (through bytes: GenX does not shuffle
  /// predicates).
  Value maskFor(OpBuilder &b, Location loc, Value mask, Type lanesType) {
    int64_t k = perLane(lanesType);
    if (k == 1)
      return mask;
    auto bits = VectorType::get({width * k}, b.getI1Type());
    if (auto prefix = mask.getDefiningOp<vector::CreateMaskOp>();
        prefix && !byElement)
      return vector::CreateMaskOp::create(
          b, loc, bits,
          ValueRange{arith::MulIOp::create(
              b, loc, prefix.getOperand(0),
              arith::ConstantIndexOp::create(b, loc, k))});
    Value bytes = arith::ExtUIOp::create(
        b, loc, VectorType::get({width}, b.getI8Type()), mask);
    auto wide = VectorType::get({width * k}, b.getI8Type());
    return arith::CmpIOp::create(
        b, loc, arith::CmpIPredicate::ne, spread(b, loc, bytes, k),
        arith::ConstantOp::create(
            b, loc, DenseElementsAttr::get(wide, b.getI8IntegerAttr(0))));
  }

  /// `onValue` in the lanes of `laneMask`, `offValue` in the others.
  Value selectLanes(OpBuilder &b, Location loc, Value laneMask, Value onValue,
                    Value offValue) {
    return arith::SelectOp::create(b, loc,
                                   maskFor(b, loc, laneMask, onValue.getType()),
                                   onValue, offValue);
  }

  /// The type `old` has in the rebuilt kernel: a vector where it differs
  /// between lanes.
  Type typeOf(Value old) const {
    return divergent(old) ? Type(vectorOf(old.getType())) : old.getType();
  }

  /// `values` passed on to `targets` (yielded, carried): broadcast where
  /// the target differs between lanes.
  SmallVector<Value> forward(OpBuilder &b, ValueRange values,
                             ValueRange targets) {
    SmallVector<Value> result;
    for (auto [value, target] : llvm::zip(values, targets))
      result.push_back(get(b, value, divergent(target)));
    return result;
  }

  /// Rebuilds the ops of `from` but its terminator at the end of `to`
  /// (whose own terminator, if it was created with one, goes); returns a
  /// builder where the new terminator belongs.
  FailureOr<OpBuilder> emitInto(Block &from, Block *to, Value mask) {
    if (!to->empty() && to->back().hasTrait<OpTrait::IsTerminator>())
      to->back().erase();
    OpBuilder inner = OpBuilder::atBlockEnd(to);
    if (failed(emitBlock(inner, from, mask)))
      return failure();
    return inner;
  }

  /// The new value of `old`, in every lane when `asVector`.
  Value get(OpBuilder &b, Value old, bool asVector) {
    Value value = map.lookupOrDefault(old);
    bool inLanes = isa<VectorType>(old.getType())
                       ? divergent(old)
                       : isa<VectorType>(value.getType());
    if (!asVector || inLanes)
      return value;
    return expand(b, value);
  }

  /// The lanes of `mask` (null: all lanes) in which `cond` holds.
  Value andMasks(OpBuilder &b, Location loc, Value mask, Value cond) {
    if (!mask)
      return cond;
    return andLaneMasks(b, loc, mask, cond);
  }

  /// The lanes in both masks `lhs` and `rhs`. A count of lanes
  /// (vector.create_mask) and a condition the lanes share (a 2-D bounds
  /// check's y < h) stay a count: the count where the condition holds, else
  /// 0, instead of bits broadcast and combined lane by lane.
  static Value andLaneMasks(OpBuilder &b, Location loc, Value lhs, Value rhs) {
    for (auto [prefix, other] : {std::pair(lhs, rhs), std::pair(rhs, lhs)}) {
      auto count = prefix.getDefiningOp<vector::CreateMaskOp>();
      auto shared = other.getDefiningOp<vector::BroadcastOp>();
      if (!count || count.getNumOperands() != 1 || !shared ||
          !shared.getSource().getType().isInteger(1))
        continue;
      Value none = arith::ConstantIndexOp::create(b, loc, 0);
      Value lanes = arith::SelectOp::create(b, loc, shared.getSource(),
                                            count.getOperand(0), none);
      return vector::CreateMaskOp::create(b, loc, count.getType(), lanes);
    }
    return arith::AndIOp::create(b, loc, lhs, rhs);
  }

  /// The lanes' `mask` for an access under the prefix mask `elements`:
  /// none when the branches that made it only test what `elements` does
  /// (`x < n` around a tail `n - x`: a lane whose tail is empty is one the
  /// branch leaves out), else `mask`.
  Value unlessImplied(Value mask, Value elements) {
    auto count = elements ? elements.getDefiningOp<vector::CreateMaskOp>()
                          : vector::CreateMaskOp();
    auto found = guards.find(mask);
    if (!mask || !count || count.getNumOperands() != 1 || found == guards.end())
      return mask;
    Value tail = count.getOperand(0);
    return llvm::all_of(found->second,
                        [&](Value cond) { return tailImplies(tail, cond); })
               ? Value()
               : mask;
  }

  /// Whether a tail of `count` elements, when it is not empty, implies
  /// `cond`: `cond` is x < y (signed, or unsigned of an x from 0 to 2^62)
  /// and `count` is y - x, or a minimum of y (of the same signedness) less
  /// x. (A y below -2^62, where y - x may wrap, is not a size.)
  bool tailImplies(Value count, Value cond) const {
    auto cmp = cond.getDefiningOp<arith::CmpIOp>();
    auto rest = count.getDefiningOp<arith::SubIOp>();
    std::optional<StrictLess> less =
        cmp ? asStrictLess(cmp) : std::optional<StrictLess>();
    if (!less || !rest || rest.getRhs() != less->x)
      return false;
    Value x = less->x, y = less->y;
    Value end = rest.getLhs();
    if (end != y) {
      // min(y, K) - x > 0 gives y > x too; an unsigned min only unsigned.
      Operation *min = end.getDefiningOp();
      bool bounds = min && (isa<arith::MinSIOp>(min) ||
                            (!less->isSigned && isa<arith::MinUIOp>(min)));
      if (!bounds || !llvm::is_contained(min->getOperands(), y))
        return false;
    }
    ConstantIntRanges range = inferLocalRange(
        x, 6, [&](Value value) { return assumedIdRange(value, wideIds); });
    return !range.smin().isNegative() && range.umax().ult(uint64_t(1) << 62);
  }

  Value allLanes(OpBuilder &b, Location loc) {
    return arith::ConstantOp::create(
        b, loc, DenseElementsAttr::get(vectorOf(b.getI1Type()), true));
  }

  LogicalResult emitBlock(OpBuilder &b, Block &block, Value mask) {
    for (Operation &op : block.without_terminator())
      if (failed(emitOp(b, op, mask))) {
        if (!unpacked)
          unpacked = &op;
        return failure();
      }
    return success();
  }

  LogicalResult emitReturn(OpBuilder &b, Operation *terminator) {
    if (!isa<gpu::ReturnOp>(terminator) || terminator->getNumOperands())
      return failure();
    b.clone(*terminator, map);
    return success();
  }

  LogicalResult emitOp(OpBuilder &b, Operation &op, Value mask) {
    if (auto lane = dyn_cast<gpu::LaneIdOp>(op))
      return emitLaneNumber(b, lane);
    if (isLaneId(&op))
      return emitLaneId(b, op);
    if (auto size = dyn_cast<gpu::SubgroupSizeOp>(op)) {
      map.map(size.getResult(),
              arith::ConstantIndexOp::create(b, size.getLoc(), subgroup));
      return success();
    }
    if (auto shuffle = dyn_cast<gpu::ShuffleOp>(op))
      return emitSubgroupShuffle(b, shuffle);
    if (auto reduce = dyn_cast<gpu::SubgroupReduceOp>(op))
      return emitSubgroupReduce(b, reduce, mask);
    if (auto dim = dyn_cast<gpu::BlockDimOp>(op);
        dim && dim.getDimension() == gpu::Dimension::x)
      return emitBlockDim(b, dim);
    if (isa<gpu::BarrierOp>(op)) {
      // All work items of the group must reach it: not under a lane mask.
      if (mask)
        return failure();
      b.clone(op, map);
      return success();
    }
    if (auto forOp = dyn_cast<scf::ForOp>(op))
      return divergent(forOp.getLowerBound()) ||
                     divergent(forOp.getUpperBound()) ||
                     divergent(forOp.getStep())
                 ? emitDivergentFor(b, forOp, mask)
                 : emitFor(b, forOp, mask);
    if (auto ifOp = dyn_cast<scf::IfOp>(op))
      return divergent(ifOp.getCondition()) ? emitMaskedIf(b, ifOp, mask)
                                            : emitIf(b, ifOp, mask);
    if (auto loop = dyn_cast<scf::WhileOp>(op))
      return divergent(loop.getConditionOp().getCondition())
                 ? emitDivergentWhile(b, loop, mask)
                 : emitWhile(b, loop, mask);
    if (auto alloca = dyn_cast<memref::AllocaOp>(op))
      return emitPrivateArray(b, alloca);
    if (auto load = dyn_cast<memref::LoadOp>(op);
        load && privateArrays.contains(load.getMemRef()))
      return emitPrivateLoad(b, load, mask);
    if (auto store = dyn_cast<memref::StoreOp>(op);
        store && privateArrays.contains(store.getMemRef()))
      return emitPrivateStore(b, store, mask);
    if (auto load = dyn_cast<memref::LoadOp>(op))
      return emitLoad(b, load, mask);
    if (auto store = dyn_cast<memref::StoreOp>(op))
      return emitStore(b, store, mask);
    if (auto atomic = dyn_cast<memref::AtomicRMWOp>(op))
      return emitAtomic(b, atomic, mask);
    // Workgroup memory is the group's, not a work item's: allocated once
    // where all work items run, as an attribution is.
    if (auto alloc = dyn_cast<memref::AllocOp>(op);
        (alloc &&
         gpu::GPUDialect::hasWorkgroupMemoryAddressSpace(alloc.getType())) ||
        (isa<memref::DeallocOp>(op) &&
         gpu::GPUDialect::hasWorkgroupMemoryAddressSpace(
             cast<MemRefType>(op.getOperand(0).getType())))) {
      if (mask)
        return failure();
      b.clone(op, map);
      return success();
    }
    if (failed(isVectorOpOfLanes(op)))
      return failure();
    if (auto load = dyn_cast<vector::LoadOp>(op))
      return emitVectorLoad(b, op, load.getBase(), load.getIndices(), mask);
    if (auto read = dyn_cast<vector::TransferReadOp>(op))
      return emitVectorLoad(
          b, op, read.getBase(), read.getIndices(),
          unlessImplied(mask, read.getMask()),
          read.getInBoundsValues().front() ? Value() : read.getPadding(),
          read.getMask(), read.getPadding());
    if (auto store = dyn_cast<vector::StoreOp>(op))
      return emitVectorStore(b, op, store.getValueToStore(), store.getBase(),
                             store.getIndices(), mask);
    if (auto write = dyn_cast<vector::TransferWriteOp>(op))
      return emitVectorStore(
          b, op, write.getVector(), write.getBase(), write.getIndices(),
          unlessImplied(mask, write.getMask()),
          !write.getInBoundsValues().front(), write.getMask());
    if (auto load = dyn_cast<vector::MaskedLoadOp>(op))
      return emitMaskedLoad(b, load, unlessImplied(mask, load.getMask()));
    if (auto store = dyn_cast<vector::MaskedStoreOp>(op))
      return emitVectorStore(b, op, store.getValueToStore(), store.getBase(),
                             store.getIndices(),
                             unlessImplied(mask, store.getMask()),
                             /*checked=*/false, store.getMask());
    if (auto gather = dyn_cast<vector::GatherOp>(op))
      return emitLaneGather(b, gather, mask);
    if (auto scatter = dyn_cast<vector::ScatterOp>(op))
      return emitLaneScatter(b, scatter, mask);
    bool perLane =
        llvm::any_of(op.getResults(), [&](Value v) { return divergent(v); });
    if (perLane)
      if (std::optional<LogicalResult> emitted = emitLaneVectorOp(b, op))
        return *emitted;
    if (auto cmp = dyn_cast<arith::CmpIOp>(op))
      if (Value prefix = emitLaneRangeCompare(b, cmp)) {
        map.map(cmp.getResult(), prefix);
        return success();
      }
    if (Value parts = emitLaneDivision(b, op)) {
      map.map(op.getResult(0), parts);
      return success();
    }
    if (op.getNumRegions() || !isMemoryEffectFree(&op))
      return failure();
    if (!perLane) {
      b.clone(op, map);
      return success();
    }
    return emitElementwise(b, op, mask);
  }

  /// A vector op of each lane's own vectors that is not lane-wise (it moves
  /// elements within a lane's vector); none for other ops.
  std::optional<LogicalResult> emitLaneVectorOp(OpBuilder &b, Operation &op) {
    using Result = std::optional<LogicalResult>;
    return llvm::TypeSwitch<Operation *, Result>(&op)
        .Case([&](vector::ReductionOp o) { return emitLaneReduction(b, o); })
        .Case([&](vector::ExtractOp o) { return emitLaneExtract(b, o); })
        .Case([&](vector::InsertOp o) { return emitLaneInsert(b, o); })
        .Case([&](vector::BroadcastOp o) { return emitLaneBroadcast(b, o); })
        .Case([&](vector::ShuffleOp o) { return emitLaneShuffle(b, o); })
        .Case([&](vector::InterleaveOp o) { return emitLaneInterleave(b, o); })
        .Case([&](vector::DeinterleaveOp o) {
          return emitLaneDeinterleave(b, o);
        })
        .Case([&](vector::ExtractStridedSliceOp o) {
          return emitLaneExtractSlice(b, o);
        })
        .Case([&](vector::InsertStridedSliceOp o) {
          return emitLaneInsertSlice(b, o);
        })
        .Case([&](vector::BitCastOp o) {
          // Lane by lane, each lane's elements are its own bytes in order.
          map.map(o.getResult(),
                  vector::BitCastOp::create(b, o.getLoc(),
                                            vectorOf(o.getResultVectorType()),
                                            get(b, o.getSource(), true)));
          return success();
        })
        .Case([&](vector::FromElementsOp o) {
          return emitLaneFromElements(b, o);
        })
        .Case([&](vector::CreateMaskOp o) {
          map.map(o.getResult(),
                  prefixElements(b, o.getLoc(), o.getResult(),
                                 vectorOf(o.getResult().getType())));
          return success();
        })
        .Default([](Operation *) { return Result(); });
  }

  /// A subgroup is the W lanes of a thread: gpu.lane_id is the lane
  /// number (gpu.subgroup_id and gpu.num_subgroups, which count threads,
  /// stay as they are).
  LogicalResult emitLaneNumber(OpBuilder &b, gpu::LaneIdOp lane) {
    if (subgroup < width) {
      // The lane within its subgroup: not linear in the thread's lanes.
      SmallVector<APInt> numbers;
      for (int64_t l = 0; l < width; ++l)
        numbers.push_back(
            APInt(IndexType::kInternalStorageBitWidth, l % subgroup));
      map.map(lane.getResult(),
              arith::ConstantOp::create(
                  b, lane.getLoc(),
                  DenseElementsAttr::get(vectorOf(b.getIndexType()), numbers)));
      return success();
    }
    map.map(lane.getResult(), lanes);
    laneBase[lane.getResult()] =
        arith::ConstantIndexOp::create(b, lane.getLoc(), 0);
    return success();
  }

  /// The source lane of each of the W lanes of a gpu.shuffle of `mode` by
  /// `offset` (none where it is not one of the first `shuffleWidth` lanes
  /// of its subgroup, or the lane itself is not).
  SmallVector<std::optional<int64_t>>
  sourceLanes(gpu::ShuffleMode mode, int64_t offset, int64_t shuffleWidth) {
    SmallVector<std::optional<int64_t>> sources;
    for (int64_t lane = 0; lane < width; ++lane) {
      std::optional<int64_t> source =
          segmentSource(mode, offset, shuffleWidth, lane);
      sources.push_back(lane % subgroup < shuffleWidth ? source : std::nullopt);
    }
    return sources;
  }

  /// The source of `lane` in a gpu.shuffle of `mode` by `offset` that each
  /// segment of `shuffleWidth` lanes runs on its own, none where it is
  /// outside the segment (or the lanes). The op leaves the values of lanes
  /// past the first segment unspecified: the others' shuffles are what a
  /// kernel written for CUDA's segments expects of them.
  std::optional<int64_t> segmentSource(gpu::ShuffleMode mode, int64_t offset,
                                       int64_t shuffleWidth,
                                       int64_t lane) const {
    if (shuffleWidth <= 0)
      return std::nullopt;
    int64_t first = lane - lane % shuffleWidth, own = lane - first;
    int64_t source = own;
    switch (mode) {
    case gpu::ShuffleMode::XOR:
      source = own ^ offset;
      break;
    case gpu::ShuffleMode::DOWN:
      source = own + offset;
      break;
    case gpu::ShuffleMode::UP:
      source = own - offset;
      break;
    case gpu::ShuffleMode::IDX:
      source = offset;
      break;
    }
    if (source < 0 || source >= shuffleWidth || first + source >= width)
      return std::nullopt;
    return first + source;
  }

  /// gpu.shuffle of a scalar by a constant offset over a constant width up to
  /// W: a permutation of the lanes, each segment of `width` lanes shuffled
  /// on its own (a lane whose source is out of its segment keeps its own
  /// value, which the op leaves unspecified), and a constant
  /// mask of the lanes whose source is valid. A value the lanes share
  /// stays scalar.
  LogicalResult emitSubgroupShuffle(OpBuilder &b, gpu::ShuffleOp shuffle) {
    // Constants the ops compute count (`16 >> k` of an unrolled loop).
    auto known = [&](Value value) -> std::optional<int64_t> {
      std::optional<APInt> constant =
          inferLocalRange(get(b, value, false)).getConstantValue();
      return constant ? std::optional<int64_t>(constant->getSExtValue())
                      : std::nullopt;
    };
    std::optional<int64_t> offset = known(shuffle.getOffset());
    std::optional<int64_t> shuffleWidth = known(shuffle.getWidth());
    // Predicates do not shuffle on GenX.
    Type type = shuffle.getValue().getType();
    if (!shuffleWidth || *shuffleWidth > subgroup || isa<VectorType>(type) ||
        type.isInteger(1))
      return failure();
    if (divergent(shuffle.getOffset()) || !offset)
      return subgroup < width
                 ? failure()
                 : emitRuntimeOffsetShuffle(b, shuffle, *shuffleWidth);
    Location loc = shuffle.getLoc();
    SmallVector<int64_t> order;
    SmallVector<bool> valid;
    for (auto [lane, source] : llvm::enumerate(
             sourceLanes(shuffle.getMode(), *offset, *shuffleWidth))) {
      valid.push_back(source.has_value());
      order.push_back(
          segmentSource(shuffle.getMode(), *offset, *shuffleWidth, lane)
              .value_or(lane));
    }
    map.map(shuffle.getValid(),
            arith::ConstantOp::create(
                b, loc,
                DenseElementsAttr::get(vectorOf(b.getI1Type()),
                                       ArrayRef<bool>(valid))));
    Value value = get(b, shuffle.getValue(), false);
    if (divergent(shuffle.getValue()))
      value = vector::ShuffleOp::create(b, loc, value, value, order);
    map.map(shuffle.getShuffleResult(), value);
    return success();
  }

  /// gpu.shuffle by an offset known only when it runs. One the lanes share
  /// (a loop halving it): xor, down and up as the constant shuffles by each
  /// power of two, each taken where the offset has that bit; idx as the
  /// element at the offset, in every lane. One of each lane's own (idx from
  /// a lane computed per lane): each lane's element extracted at its
  /// source. The valid bits compare the source lanes with the width.
  LogicalResult emitRuntimeOffsetShuffle(OpBuilder &b, gpu::ShuffleOp shuffle,
                                         int64_t shuffleWidth) {
    Location loc = shuffle.getLoc();
    bool perLane = divergent(shuffle.getOffset());
    Value offset = get(b, shuffle.getOffset(), false);
    Type i32 = b.getI32Type();
    auto words = VectorType::get({width}, i32);
    auto constant = [&](int64_t v) -> Value {
      return arith::ConstantOp::create(b, loc, b.getIntegerAttr(i32, v));
    };
    Value numbers = arith::IndexCastOp::create(b, loc, words, lanes);
    Value offsets =
        perLane ? offset : vector::BroadcastOp::create(b, loc, words, offset);
    Value sources;
    switch (shuffle.getMode()) {
    case gpu::ShuffleMode::XOR:
      sources = arith::XOrIOp::create(b, loc, numbers, offsets);
      break;
    case gpu::ShuffleMode::DOWN:
      sources = arith::AddIOp::create(b, loc, numbers, offsets);
      break;
    case gpu::ShuffleMode::UP:
      sources = arith::SubIOp::create(b, loc, numbers, offsets);
      break;
    case gpu::ShuffleMode::IDX:
      sources = offsets;
      break;
    }
    Value bound =
        vector::BroadcastOp::create(b, loc, words, constant(shuffleWidth));
    map.map(shuffle.getValid(),
            arith::AndIOp::create(
                b, loc,
                arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult,
                                      sources, bound),
                arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult,
                                      numbers, bound)));
    Value value = get(b, shuffle.getValue(), false);
    if (divergent(shuffle.getValue()) && perLane) {
      // A lane whose source is outside the lanes reads the last (its
      // value is unspecified).
      Value clamped = arith::MinUIOp::create(
          b, loc, sources,
          vector::BroadcastOp::create(b, loc, words, constant(width - 1)));
      SmallVector<Value> elements;
      for (int64_t lane = 0; lane < width; ++lane) {
        Value at = arith::IndexCastUIOp::create(
            b, loc, b.getIndexType(),
            vector::ExtractOp::create(b, loc, clamped,
                                      ArrayRef<int64_t>{lane}));
        elements.push_back(
            vector::ExtractOp::create(b, loc, value, OpFoldResult(at)));
      }
      value = vector::FromElementsOp::create(b, loc, value.getType(), elements);
    } else if (divergent(shuffle.getValue())) {
      if (shuffle.getMode() == gpu::ShuffleMode::IDX) {
        Value at = arith::IndexCastUIOp::create(
            b, loc, b.getIndexType(),
            arith::MinUIOp::create(b, loc, offset, constant(width - 1)));
        value = vector::BroadcastOp::create(
            b, loc, value.getType(),
            vector::ExtractOp::create(b, loc, value, OpFoldResult(at)));
      } else {
        for (int64_t bit = 1; bit < width; bit *= 2) {
          SmallVector<int64_t> order;
          for (auto [lane, source] :
               llvm::enumerate(sourceLanes(shuffle.getMode(), bit, width)))
            order.push_back(source.value_or(lane));
          Value moved = vector::ShuffleOp::create(b, loc, value, value, order);
          Value hasBit = arith::CmpIOp::create(
              b, loc, arith::CmpIPredicate::ne,
              arith::AndIOp::create(b, loc, offset, constant(bit)),
              constant(0));
          value = arith::SelectOp::create(b, loc, hasBit, moved, value);
        }
      }
    }
    map.map(shuffle.getShuffleResult(), value);
    return success();
  }

  /// gpu.subgroup_reduce over the W lanes: a vector.reduction, the same in
  /// every lane; over clusters of c lanes s apart, each lane combined with
  /// the lanes s, 2s, ..., cs/2 apart (xor), a butterfly that leaves each
  /// lane its cluster's result. Under a lane mask, the lanes that do not
  /// run take the reduction's identity.
  LogicalResult emitSubgroupReduce(OpBuilder &b, gpu::SubgroupReduceOp reduce,
                                   Value mask) {
    Type type = getElementTypeOrSelf(reduce.getValue().getType());
    auto vectorType = dyn_cast<VectorType>(reduce.getValue().getType());
    int64_t k = vectorType ? vectorType.getNumElements() : 1;
    Location loc = reduce.getLoc();
    vector::CombiningKind kind = gpu::convertReductionKind(reduce.getOp());
    Value lanesValue = get(b, reduce.getValue(), true);
    if (mask) {
      std::optional<TypedAttr> identity =
          reductionIdentity(reduce.getOp(), type);
      if (!identity)
        return failure();
      lanesValue =
          selectLanes(b, loc, mask, lanesValue,
                      vector::BroadcastOp::create(
                          b, loc, lanesValue.getType(),
                          arith::ConstantOp::create(b, loc, *identity)));
    }
    if (!reduce.getClusterSize()) {
      // Each subgroup's elements reduced one by one over its lanes, as a
      // tree of halves (the op leaves the order of float sums open): one
      // value per subgroup, the thread's when it is one subgroup.
      arith::FastMathFlags reassoc = isa<FloatType>(type)
                                         ? arith::FastMathFlags::reassoc
                                         : arith::FastMathFlags::none;
      int64_t subgroups = width / subgroup;
      if (subgroups > 1 && !vectorType) {
        Value acc = reduceSegments(
            b, loc, kind, lanesValue, subgroups, subgroup,
            arith::FastMathFlagsAttr::get(b.getContext(), reassoc));
        SmallVector<int64_t> order;
        for (int64_t lane = 0; lane < width; ++lane)
          order.push_back(lane / subgroup);
        map.map(reduce.getResult(),
                vector::ShuffleOp::create(b, loc, acc, acc, order));
        return success();
      }
      SmallVector<Value> results;
      for (int64_t g = 0; g < subgroups; ++g)
        for (int64_t i = 0; i < k; ++i) {
          Value column =
              vectorType ? laneColumn(b, loc, lanesValue, i) : lanesValue;
          if (subgroups > 1)
            column = vector::ExtractStridedSliceOp::create(
                b, loc, column, g * subgroup, subgroup, 1);
          results.push_back(vector::ReductionOp::create(
              b, loc, kind, column, /*acc=*/Value(), reassoc));
        }
      if (subgroups == 1) {
        map.map(reduce.getResult(),
                vectorType ? vector::FromElementsOp::create(b, loc, vectorType,
                                                            results)
                                 .getResult()
                           : results.front());
        return success();
      }
      // Each lane takes its subgroup's values.
      Value all = vector::FromElementsOp::create(
          b, loc, VectorType::get({subgroups * k}, type), results);
      SmallVector<int64_t> order = slotOrder(k, [&](int64_t lane, int64_t i) {
        return (lane / subgroup) * k + i;
      });
      map.map(reduce.getResult(),
              vector::ShuffleOp::create(b, loc, all, all, order));
      return success();
    }
    int64_t stride = reduce.getClusterStride();
    int64_t span = int64_t(*reduce.getClusterSize()) * stride;
    if (span > subgroup)
      return failure();
    map.map(reduce.getResult(),
            butterfly(b, loc, kind, lanesValue, stride, span, k));
    return success();
  }

  /// Each lane combined with the lanes `stride`, 2 * `stride`... apart
  /// below `span` (lanes of vectors of `k` elements): after the steps, every
  /// lane of a cluster holds the cluster's reduction.
  Value butterfly(OpBuilder &b, Location loc, vector::CombiningKind kind,
                  Value acc, int64_t stride, int64_t span, int64_t k) {
    for (int64_t apart = stride; apart < span; apart *= 2) {
      SmallVector<int64_t> order = slotOrder(
          k, [&](int64_t lane, int64_t i) { return slot(lane ^ apart, i, k); });
      Value other = vector::ShuffleOp::create(b, loc, acc, acc, order);
      acc = vector::makeArithReduction(b, loc, kind, acc, other);
    }
    return acc;
  }

  /// thread_id x = hardware thread * W + lane; global_id x likewise from
  /// the group's first hardware thread. Unless `wideIds`, the lane-0 id is
  /// computed in 32 bits (GenX has no 64-bit integer multiply), as IGC
  /// computes OpenCL C's global ids: at most 2^32 work items in x.
  LogicalResult emitLaneId(OpBuilder &b, Operation &op) {
    Location loc = op.getLoc();
    Type type = wideIds ? Type(b.getIndexType()) : Type(b.getI32Type());
    Value thread =
        workItemId(b, loc, gpu::Dimension::x, type, isa<gpu::GlobalIdOp>(op));
    Value first = arith::MulIOp::create(
        b, loc, thread,
        arith::ConstantOp::create(b, loc, b.getIntegerAttr(type, width)));
    Value ids;
    if (wideIds) {
      ids = arith::AddIOp::create(
          b, loc, vector::BroadcastOp::create(b, loc, lanes.getType(), first),
          lanes);
    } else {
      // The lanes' ids in 32 bits too, so that what uses them (a division,
      // say) knows they fit.
      auto words = VectorType::get({width}, type);
      Value wordIds = arith::AddIOp::create(
          b, loc, vector::BroadcastOp::create(b, loc, words, first),
          arith::IndexCastUIOp::create(b, loc, words, lanes));
      ids = arith::IndexCastUIOp::create(b, loc, lanes.getType(), wordIds);
      first = arith::IndexCastUIOp::create(b, loc, b.getIndexType(), first);
    }
    map.map(op.getResult(0), ids);
    laneBase[op.getResult(0)] = first;
    return success();
  }

  /// The group size in work items: W times its hardware threads.
  LogicalResult emitBlockDim(OpBuilder &b, gpu::BlockDimOp dim) {
    Location loc = dim.getLoc();
    Value items =
        blockItems
            ? Value(arith::ConstantIndexOp::create(b, loc, *blockItems))
            : Value(arith::MulIOp::create(
                  b, loc, gpu::BlockDimOp::create(b, loc, gpu::Dimension::x),
                  arith::ConstantIndexOp::create(b, loc, width)));
    map.map(dim.getResult(), items);
    return success();
  }

  /// `cmp` of an index one apart from lane to lane against a value the
  /// lanes share, as the mask of the lanes it holds in (null where it is
  /// not of that form): the lanes in range are a prefix or a suffix, so
  /// the bounds are computed once, as scalars, instead of comparing W
  /// (64-bit) indices. Index arithmetic is taken not to wrap around.
  Value emitLaneRangeCompare(OpBuilder &b, arith::CmpIOp cmp) {
    std::optional<LaneCompare> form = asLaneCompare(cmp);
    if (!form)
      return Value();
    auto [pred, lane, bound] = *form;
    int64_t stride = *laneStride(lane);
    bool isEquality =
        pred == arith::CmpIPredicate::eq || pred == arith::CmpIPredicate::ne;
    Value first = laneZero(b, lane);
    if (stride == 1 && isEquality)
      return laneEqualMask(b, cmp.getLoc(), pred == arith::CmpIPredicate::ne,
                           first, get(b, bound, false));
    if (isEquality || (isUnsignedPredicate(pred) && mayBeNegative(lane)))
      return Value();
    if (stride == 1)
      return laneRangeMask(b, cmp.getLoc(), pred, first, get(b, bound, false));
    return strideRangeMask(b, cmp.getLoc(), pred, first, stride,
                           get(b, bound, false));
  }

  /// A comparison of an index ascending from lane to lane (by at most
  /// kMostLaneStride) with a value the lanes share, the lane index first.
  struct LaneCompare {
    arith::CmpIPredicate pred;
    Value lane, bound;
  };
  std::optional<LaneCompare> asLaneCompare(arith::CmpIOp cmp) {
    if (!cmp.getLhs().getType().isIndex())
      return std::nullopt;
    arith::CmpIPredicate pred = cmp.getPredicate();
    Value lane = cmp.getLhs(), bound = cmp.getRhs();
    auto isAscending = [&](Value value) {
      std::optional<int64_t> stride = laneStride(value);
      return stride && *stride >= 1 && *stride <= kMostLaneStride;
    };
    if (isAscending(bound) && !divergent(lane)) {
      std::swap(lane, bound);
      pred = swapped(pred);
    }
    if (!isAscending(lane) || divergent(bound))
      return std::nullopt;
    return LaneCompare{pred, lane, bound};
  }

  /// Lane 0's `cond` when the lane condition `cond` (of the old kernel)
  /// holds in all lanes of a thread or in none: `i < s` or `i >= s` of an
  /// index one apart from lane to lane whose lane-0 value and bound are
  /// multiples of W (a tree level's `tid < s` for s >= W); null otherwise.
  Value wholeThreadCondition(OpBuilder &b, Value cond) {
    auto cmp = cond.getDefiningOp<arith::CmpIOp>();
    std::optional<LaneCompare> form =
        cmp ? asLaneCompare(cmp) : std::nullopt;
    if (!form || laneStride(form->lane) != 1)
      return Value();
    using arith::CmpIPredicate;
    auto [pred, lane, oldBound] = *form;
    if (!llvm::is_contained({CmpIPredicate::slt, CmpIPredicate::ult,
                             CmpIPredicate::sge, CmpIPredicate::uge},
                            pred) ||
        (isUnsignedPredicate(pred) && mayBeNegative(lane)))
      return Value();
    Value bound = get(b, oldBound, false);
    if (knownPowerOfTwoDivisor(bound) % width != 0)
      return Value();
    Value first = laneZero(b, lane);
    if (knownPowerOfTwoDivisor(first) % width != 0)
      return Value();
    return arith::CmpIOp::create(b, cmp.getLoc(), pred, first, bound);
  }

  static bool isUnsignedPredicate(arith::CmpIPredicate pred) {
    return llvm::is_contained(
        {arith::CmpIPredicate::ult, arith::CmpIPredicate::ule,
         arith::CmpIPredicate::ugt, arith::CmpIPredicate::uge},
        pred);
  }

  /// Whether the lane index `index` (of the old kernel) may be negative:
  /// compared unsigned, its lanes then pass 2^64 - 1 and start again from
  /// 0, and the lanes that pass are neither a prefix nor a suffix (CUDA's
  /// `(unsigned)(i - lo) < len` holds from lane lo on). Ids are not
  /// negative, nor are sums and products of what is not (index arithmetic
  /// is taken not to overflow); a difference may be; a shared value is
  /// what its range says.
  bool mayBeNegative(Value index, unsigned depth = 6) {
    if (!divergent(index))
      return inferLocalRange(map.lookupOrDefault(index)).smin().isNegative();
    Operation *def = index.getDefiningOp();
    if (isLaneId(def))
      return false;
    if (depth == 0 || !def)
      return true;
    if (isa<arith::AddIOp, arith::MulIOp, arith::IndexCastOp,
            arith::IndexCastUIOp, arith::ExtSIOp, arith::ExtUIOp>(def))
      return llvm::any_of(def->getOperands(), [&](Value operand) {
        return mayBeNegative(operand, depth - 1);
      });
    return true;
  }

  /// The lanes in which `base + stride * lane <pred> bound` holds (`stride`
  /// above 1, a float4 work item's `4 * i + 4 <= n`, say): the same as
  /// `lane <pred'> end` for the lane number `end` the distance to the bound
  /// spans, rounded down for `<=` and `>`, up for `<` and `>=`; then a
  /// lane range. An unsigned distance is clamped to what W lanes span first
  /// (-1 if the bound is below the base), so that it divides as a signed
  /// one.
  Value strideRangeMask(OpBuilder &b, Location loc, arith::CmpIPredicate pred,
                        Value base, int64_t stride, Value bound) {
    using arith::CmpIPredicate;
    bool isUnsigned = isUnsignedPredicate(pred);
    bool roundUp = pred == CmpIPredicate::slt || pred == CmpIPredicate::ult ||
                   pred == CmpIPredicate::sge || pred == CmpIPredicate::uge;
    auto index = [&](int64_t value) -> Value {
      return arith::ConstantIndexOp::create(b, loc, value);
    };
    Value distance = arith::SubIOp::create(b, loc, bound, base);
    if (isUnsigned) {
      Value below =
          arith::CmpIOp::create(b, loc, CmpIPredicate::ult, bound, base);
      distance = arith::SelectOp::create(
          b, loc, below, index(-1),
          arith::MinUIOp::create(b, loc, distance, index(stride * width)));
    }
    if (roundUp)
      distance = arith::AddIOp::create(b, loc, distance, index(stride - 1));
    Value end = llvm::isPowerOf2_64(stride)
                    ? Value(arith::ShRSIOp::create(
                          b, loc, distance, index(llvm::Log2_64(stride))))
                    : Value(arith::FloorDivSIOp::create(b, loc, distance,
                                                        index(stride)));
    CmpIPredicate signedPred = pred;
    switch (pred) {
    case CmpIPredicate::ult:
      signedPred = CmpIPredicate::slt;
      break;
    case CmpIPredicate::ule:
      signedPred = CmpIPredicate::sle;
      break;
    case CmpIPredicate::ugt:
      signedPred = CmpIPredicate::sgt;
      break;
    case CmpIPredicate::uge:
      signedPred = CmpIPredicate::sge;
      break;
    default:
      break;
    }
    return laneRangeMask(b, loc, signedPred, index(0), end);
  }

  /// The lanes in which `base + lane == bound` (`!=` when `negate`): the
  /// one lane bound - base, if it is one, compared with the lane numbers in
  /// 32 bits.
  Value laneEqualMask(OpBuilder &b, Location loc, bool negate, Value base,
                      Value bound) {
    Type i32 = b.getI32Type();
    Value offset;
    if (auto id = base.getDefiningOp<arith::IndexCastUIOp>();
        id && id.getIn().getType().isInteger(32)) {
      // Ids are below 2^32 - 1: a larger bound equals none, as 2^32 - 1.
      Value end = arith::IndexCastUIOp::create(
          b, loc, i32,
          arith::MinUIOp::create(
              b, loc, bound,
              arith::ConstantIndexOp::create(b, loc, 0xFFFFFFFFll)));
      offset = arith::SubIOp::create(b, loc, end, id.getIn());
    } else {
      Value apart = arith::SubIOp::create(b, loc, bound, base);
      Value lanesIndex = arith::ConstantIndexOp::create(b, loc, width);
      Value inside = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult,
                                           apart, lanesIndex);
      offset = arith::SelectOp::create(
          b, loc, inside, arith::IndexCastUIOp::create(b, loc, i32, apart),
          arith::ConstantOp::create(b, loc, b.getIntegerAttr(i32, width)));
    }
    auto wordLanes = VectorType::get({width}, i32);
    Value numbers = arith::ConstantOp::create(
        b, loc,
        DenseElementsAttr::get(
            wordLanes, llvm::to_vector(llvm::map_range(
                           llvm::seq<int64_t>(0, width), [&](int64_t lane) {
                             return static_cast<Attribute>(
                                 b.getIntegerAttr(i32, lane));
                           }))));
    return arith::CmpIOp::create(
        b, loc, negate ? arith::CmpIPredicate::ne : arith::CmpIPredicate::eq,
        numbers, vector::BroadcastOp::create(b, loc, wordLanes, offset));
  }

  /// The lanes in which `base + lane <pred> bound` holds, for scalar
  /// indices `base` and `bound`: a vector.create_mask of the lanes below
  /// the first that fails (`<`, `<=`) or its complement (`>`, `>=`).
  Value laneRangeMask(OpBuilder &b, Location loc, arith::CmpIPredicate pred,
                      Value base, Value bound) {
    using arith::CmpIPredicate;
    bool isSigned = pred == CmpIPredicate::slt || pred == CmpIPredicate::sle ||
                    pred == CmpIPredicate::sgt || pred == CmpIPredicate::sge;
    // x >= bound and x > bound are the lanes x < bound and x <= bound miss.
    bool negate = pred == CmpIPredicate::sge || pred == CmpIPredicate::uge ||
                  pred == CmpIPredicate::sgt || pred == CmpIPredicate::ugt;
    bool orEqual = pred == CmpIPredicate::sle || pred == CmpIPredicate::ule ||
                   pred == CmpIPredicate::sgt || pred == CmpIPredicate::ugt;
    Value count;
    if (auto id = base.getDefiningOp<arith::IndexCastUIOp>();
        id && id.getIn().getType().isInteger(32))
      count = laneCount32(b, loc, isSigned, orEqual, id.getIn(), bound);
    else
      count = countFrom(b, loc, base, bound, width, isSigned, orEqual);
    Value prefix = vector::CreateMaskOp::create(b, loc, vectorOf(b.getI1Type()),
                                                ValueRange{count});
    if (!negate)
      return prefix;
    return arith::XOrIOp::create(b, loc, prefix, allLanes(b, loc));
  }

  /// How many of `most` consecutive values from `start` (integers or
  /// indices, scalars or lane by lane) are below `end`, or up to it when
  /// `orEqual`: min(end - start, most) when the first is, else 0.
  Value countFrom(OpBuilder &b, Location loc, Value start, Value end,
                  int64_t most, bool isSigned, bool orEqual) {
    Type type = start.getType();
    auto constant = [&](int64_t value) -> Value {
      TypedAttr attr = b.getIntegerAttr(getElementTypeOrSelf(type), value);
      if (auto vec = dyn_cast<VectorType>(type))
        return arith::ConstantOp::create(b, loc,
                                         DenseElementsAttr::get(vec, attr));
      return arith::ConstantOp::create(b, loc, attr);
    };
    using arith::CmpIPredicate;
    Value rest = arith::MinUIOp::create(
        b, loc, arith::SubIOp::create(b, loc, end, start),
        constant(orEqual ? most - 1 : most));
    if (orEqual)
      rest = arith::AddIOp::create(b, loc, rest, constant(1));
    CmpIPredicate above =
        isSigned ? (orEqual ? CmpIPredicate::sge : CmpIPredicate::sgt)
                 : (orEqual ? CmpIPredicate::uge : CmpIPredicate::ugt);
    Value any = arith::CmpIOp::create(b, loc, above, end, start);
    return arith::SelectOp::create(b, loc, any, rest, constant(0));
  }

  /// The lane count of laneRangeMask for a 32-bit lane-0 id `base32`: the
  /// end of the ids that pass clamped to 32 bits first (ids are below
  /// 2^32 - 1), so that GenX counts in 32 bits, not 64.
  Value laneCount32(OpBuilder &b, Location loc, bool isSigned, bool orEqual,
                    Value base32, Value bound) {
    auto index = [&](int64_t value) -> Value {
      return arith::ConstantIndexOp::create(b, loc, value);
    };
    Type i32 = b.getI32Type();
    // Ids below 2^31 and bounds within 2^30 (a tree level's `tid < s`, a
    // narrowed loop against a memref size): the signed distance from the
    // first id to the end is the count, which vector.create_mask clamps to
    // [0, W] itself, and no clamp is computed.
    constexpr int64_t kSmall = int64_t(1) << 30;
    ConstantIntRanges first = inferLocalRange(base32);
    ConstantIntRanges limit = inferLocalRange(bound);
    bool smallFirst =
        narrowCounters.contains(base32) ||
        (first.smin().isNonNegative() && first.smax().slt(kSmall * 2));
    if (smallFirst && limit.smin().sge(isSigned ? -kSmall : 0) &&
        limit.smax().slt(kSmall)) {
      Value last = arith::IndexCastOp::create(b, loc, i32, bound);
      if (orEqual)
        last = arith::AddIOp::create(
            b, loc, last,
            arith::ConstantOp::create(b, loc, b.getIntegerAttr(i32, 1)));
      return arith::IndexCastOp::create(
          b, loc, b.getIndexType(),
          arith::SubIOp::create(b, loc, last, base32));
    }
    // The last id that passes, clamped to [-1 or 0, 2^32 - 2] (x <= bound)
    // or the first that fails, clamped to [0, 2^32 - 1] (x < bound).
    int64_t most = orEqual ? 0xFFFFFFFEll : 0xFFFFFFFFll;
    Value clamped = bound;
    if (isSigned)
      clamped =
          arith::MaxSIOp::create(b, loc, clamped, index(orEqual ? -1 : 0));
    clamped =
        isSigned
            ? arith::MinSIOp::create(b, loc, clamped, index(most)).getResult()
            : arith::MinUIOp::create(b, loc, clamped, index(most)).getResult();
    Value end = arith::IndexCastUIOp::create(b, loc, i32, clamped);
    if (orEqual) // -1 wraps to 0: no id passes.
      end = arith::AddIOp::create(
          b, loc, end,
          arith::ConstantOp::create(b, loc, b.getIntegerAttr(i32, 1)));
    Value count = countFrom(b, loc, base32, end, width, /*isSigned=*/false,
                            /*orEqual=*/false);
    return arith::IndexCastUIOp::create(b, loc, b.getIndexType(), count);
  }

  /// An elementwise op on lane values: the same op on vectors. A division
  /// in masked-off lanes divides by 1, not by what those lanes hold.
  LogicalResult emitElementwise(OpBuilder &b, Operation &op, Value mask) {
    if (!OpTrait::hasElementwiseMappableTraits(&op))
      return failure();
    for (Type type :
         llvm::concat<Type>(op.getOperandTypes(), op.getResultTypes()))
      if (!getElementTypeOrSelf(type).isIntOrIndexOrFloat())
        return failure();
    SmallVector<Value> operands;
    for (Value operand : op.getOperands())
      operands.push_back(get(b, operand, /*asVector=*/true));
    if (isa<arith::AndIOp>(op) && op.getResult(0).getType().isInteger(1)) {
      map.map(op.getResult(0),
              andLaneMasks(b, op.getLoc(), operands[0], operands[1]));
      return success();
    }
    // A select of vectors on a scalar condition: the lane's condition for
    // all of its elements.
    if (isa<arith::SelectOp>(op) &&
        !isa<VectorType>(op.getOperand(0).getType()))
      operands[0] = maskFor(b, op.getLoc(), operands[0], operands[1].getType());
    // A division by a constant that cannot trap needs no guard.
    if (mask && ((isIntegerDivision(&op) && !hasSafeDivisor(&op)) ||
                 !isSpeculatable(&op))) {
      // Masked-off lanes divide by 1 (no zero divisor, no INT_MIN / -1);
      // other ops that may not run speculatively are not vectorized.
      if (!isIntegerDivision(&op))
        return failure();
      Location loc = op.getLoc();
      if (!divergent(op.getOperand(1))) {
        // A divisor all lanes share is 0 only where no lane divides (any
        // that did would trap): 1 there, and still a broadcast, whose range
        // is checked once and whose reciprocal is computed once, not lane
        // by lane. Masked-off lanes divide 0 by a signed one (no INT_MIN /
        // -1).
        if (isa<arith::DivSIOp, arith::RemSIOp, arith::CeilDivSIOp,
                arith::FloorDivSIOp>(op))
          operands[0] =
              selectLanes(b, loc, mask, operands[0],
                          arith::ConstantOp::create(
                              b, loc, b.getZeroAttr(operands[0].getType())));
        Value divisor = get(b, op.getOperand(1), /*asVector=*/false);
        Type type = divisor.getType();
        Value zero = arith::ConstantOp::create(b, loc, b.getZeroAttr(type));
        Value isZero = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq,
                                             divisor, zero);
        Value safe = arith::SelectOp::create(
            b, loc, isZero,
            arith::ConstantOp::create(b, loc, b.getOneAttr(type)), divisor);
        operands[1] = expand(b, safe);
      } else {
        Value one = arith::ConstantOp::create(
            b, loc, b.getOneAttr(operands[1].getType()));
        operands[1] = selectLanes(b, loc, mask, operands[1], one);
      }
    }
    Operation *copy = b.clone(op, map);
    copy->setOperands(operands);
    for (auto [result, old] : llvm::zip(copy->getResults(), op.getResults())) {
      result.setType(vectorOf(old.getType()));
      map.map(old, result);
    }
    return success();
  }

  LogicalResult emitFor(OpBuilder &b, scf::ForOp forOp, Value mask) {
    if (divergent(forOp.getLowerBound()) || divergent(forOp.getUpperBound()) ||
        divergent(forOp.getStep()))
      return failure();
    auto copy = scf::ForOp::create(
        b, forOp.getLoc(), get(b, forOp.getLowerBound(), false),
        get(b, forOp.getUpperBound(), false), get(b, forOp.getStep(), false),
        forward(b, forOp.getInitArgs(), forOp.getRegionIterArgs()));
    copy.setUnsignedCmp(forOp.getUnsignedCmp());
    map.map(forOp.getInductionVar(), copy.getInductionVar());
    for (auto [old, arg] :
         llvm::zip(forOp.getRegionIterArgs(), copy.getRegionIterArgs()))
      map.map(old, arg);
    FailureOr<OpBuilder> inner =
        emitInto(*forOp.getBody(), copy.getBody(), mask);
    if (failed(inner))
      return failure();
    scf::YieldOp::create(
        *inner, forOp.getLoc(),
        forward(*inner, forOp.getBody()->getTerminator()->getOperands(),
                forOp.getRegionIterArgs()));
    for (auto [old, result] : llvm::zip(forOp.getResults(), copy.getResults()))
      map.map(old, result);
    return success();
  }

  /// A loop whose bounds differ between the lanes runs until the last lane
  /// is done, each lane masked off after its own last iteration:
  ///   scf.while (base, carried) { any lane of base + lane * s < ub }
  /// with base the induction variable of lane 0 and s how far apart the
  /// lanes start (when the lanes start at unrelated places, base is the
  /// vector of their induction variables); the carried values stay as they
  /// are in lanes that are done.
  /// Lanes one apart against a shared bound (a grid-stride loop) first run
  /// the trips all lanes are in unmasked (emitFullTrips); what is left is
  /// one masked trip when the step is known to pass the last lane, else the
  /// masked loop.
  LogicalResult emitDivergentFor(OpBuilder &b, scf::ForOp forOp, Value mask) {
    Location loc = forOp.getLoc();
    if (divergent(forOp.getStep()) ||
        !forOp.getInductionVar().getType().isIndex())
      return failure();
    std::optional<int64_t> stride = laneStride(forOp.getLowerBound());
    // Lanes one apart against a shared bound: lane 0 runs longest, and
    // the lanes that run are a prefix.
    bool prefix = stride == 1 && !divergent(forOp.getUpperBound());
    Value upper = get(b, forOp.getUpperBound(), /*asVector=*/!prefix);
    Value step = get(b, forOp.getStep(), /*asVector=*/!stride);
    Value apart;
    if (stride == 1)
      apart = lanes;
    else if (stride && *stride != 0)
      apart = arith::MulIOp::create(
          b, loc, lanes,
          arith::ConstantOp::create(
              b, loc,
              DenseElementsAttr::get(cast<ShapedType>(lanes.getType()),
                                     b.getIndexAttr(*stride))));
    SmallVector<Value> inits{stride ? laneZero(b, forOp.getLowerBound())
                                    : get(b, forOp.getLowerBound(), true)};
    for (Value init : forOp.getInitArgs())
      inits.push_back(get(b, init, true));
    auto cmp = forOp.getUnsignedCmp() ? arith::CmpIPredicate::ult
                                      : arith::CmpIPredicate::slt;
    // The loop's control: the lane-0 induction variable, its bound and step
    // (in i32 where they fit).
    Value controlUpper = upper, controlStep = step;
    bool passes = prefix && passesLastLane(step);
    if (prefix)
      narrowControl(b, loc, inits.front(), controlUpper, controlStep);
    // Lanes' own bounds within i32 (a row's range read as i32 offsets): the
    // lanes count in i32, each frozen at its bound once it is done.
    bool ownI32 = !stride && countsInI32(forOp);
    if (ownI32) {
      auto narrowed = [&](Value value) -> Value {
        return arith::IndexCastOp::create(
            b, loc, withElementType(value.getType(), b.getI32Type()), value);
      };
      inits.front() = narrowed(inits.front());
      upper = controlUpper = narrowed(upper);
      controlStep = narrowed(step);
    }
    // The lanes' induction variables at `base`, and which lanes still run.
    auto state = [&](OpBuilder &at, Value base) -> std::pair<Value, Value> {
      if (ownI32) {
        Value running = arith::CmpIOp::create(at, loc, cmp, base, upper);
        Value iv = arith::IndexCastOp::create(at, loc, lanes.getType(), base);
        return {iv, andMasks(at, loc, mask, running)};
      }
      base = asIndex(at, loc, base);
      Value iv = base;
      if (stride)
        iv = vector::BroadcastOp::create(at, loc, lanes.getType(), base);
      if (apart)
        iv = arith::AddIOp::create(at, loc, iv, apart);
      Value running =
          prefix ? laneRangeMask(at, loc, cmp, base, upper)
                 : arith::CmpIOp::create(at, loc, cmp, iv, upper).getResult();
      return {iv, andMasks(at, loc, mask, running)};
    };
    if (prefix) {
      FailureOr<SmallVector<Value>> left =
          emitFullTrips(b, forOp, mask, inits, controlUpper, controlStep, cmp);
      if (failed(left))
        return failure();
      inits = *left;
      if (passes)
        return emitLastTrip(b, forOp, inits, controlUpper, cmp, state);
    }
    auto loop = createWhile(b, loc, inits);
    noteCounter(loop);
    Block *before = loop.getBeforeBody();
    OpBuilder test = OpBuilder::atBlockEnd(before);
    Value any = prefix && !mask
                    ? arith::CmpIOp::create(
                          test, loc, cmp, before->getArgument(0), controlUpper)
                          .getResult()
                    : vector::ReductionOp::create(
                          test, loc, vector::CombiningKind::OR,
                          state(test, before->getArgument(0)).second)
                          .getResult();
    scf::ConditionOp::create(test, loc, any, before->getArguments());

    Block *after = loop.getAfterBody();
    OpBuilder inner = OpBuilder::atBlockEnd(after);
    Value base = asIndex(inner, loc, after->getArgument(0));
    auto [iv, running] = state(inner, base);
    FailureOr<SmallVector<Value>> yields =
        emitTrip(inner, forOp, base, iv, after->getArguments().drop_front(),
                 running, stride);
    if (failed(yields))
      return failure();
    Value next =
        arith::AddIOp::create(inner, loc, after->getArgument(0), controlStep);
    if (ownI32)
      next = arith::SelectOp::create(inner, loc, running, next,
                                     after->getArgument(0));
    yields->insert(yields->begin(), next);
    scf::YieldOp::create(inner, loc, *yields);
    for (auto [old, result] :
         llvm::zip(forOp.getResults(), loop.getResults().drop_front()))
      map.map(old, result);
    return success();
  }

  /// Whether the lanes of `forOp` (signed, a positive step) count in i32:
  /// its bounds are i32 values and the last trip's step stays within i32.
  static bool countsInI32(scf::ForOp forOp) {
    if (forOp.getUnsignedCmp())
      return false;
    ConstantIntRanges lower = inferLocalRange(forOp.getLowerBound());
    ConstantIntRanges upper = inferLocalRange(forOp.getUpperBound());
    ConstantIntRanges step = inferLocalRange(forOp.getStep());
    if (!fitsInBits(lower, 32, /*isSigned=*/true) ||
        !fitsInBits(upper, 32, /*isSigned=*/true) ||
        !isAtLeast(forOp.getStep(), 1) ||
        !fitsInBits(step, 32, /*isSigned=*/true))
      return false;
    // A running lane is below the bound: its next value is at most the
    // bound's largest plus the step's, less one.
    return upper.smax().getSExtValue() + step.smax().getSExtValue() - 1 <=
           std::numeric_limits<int32_t>::max();
  }

  /// An scf.while carrying `inits`, its before and after blocks created
  /// empty with arguments of their types.
  static scf::WhileOp createWhile(OpBuilder &b, Location loc,
                                  ArrayRef<Value> inits) {
    SmallVector<Type> types(ValueRange(inits).getTypes());
    SmallVector<Location> locs(inits.size(), loc);
    auto loop = scf::WhileOp::create(b, loc, types, inits);
    for (Region *region : {&loop.getBefore(), &loop.getAfter()}) {
      region->push_back(new Block());
      region->front().addArguments(types, locs);
    }
    return loop;
  }

  /// Notes the lane-0 induction variable of `loop` (the first value it
  /// carries) as a narrowed counter if it is one.
  void noteCounter(scf::WhileOp loop) {
    if (!loop.getResult(0).getType().isInteger(32))
      return;
    narrowCounters.insert(loop.getResult(0));
    narrowCounters.insert(loop.getBeforeArguments().front());
    narrowCounters.insert(loop.getAfterArguments().front());
  }

  /// `value` as an index (or the lanes' indices): the index of an i32 loop
  /// counter, else itself.
  static Value asIndex(OpBuilder &b, Location loc, Value value) {
    if (!value.getType().isInteger(32))
      return value;
    return arith::IndexCastUIOp::create(b, loc, b.getIndexType(), value);
  }

  /// Makes the control of a loop over lanes one apart i32 where it fits
  /// (GenX computes 64-bit integers in two halves): `base` (the lane-0
  /// induction variable, not negative), `upper` and `step` become i32 when
  /// `upper` lies within [0, 2^30] (and the step is positive: a grid
  /// stride from its factors). The base is clamped to the bound and
  /// the step to the bound's largest value, which changes no trip (from the
  /// bound on, no lane runs; a step of at least the bound leaves the loop
  /// after one trip), and the lanes' induction variables, below the bound
  /// plus W, stay within i32.
  static void narrowControl(OpBuilder &b, Location loc, Value &base,
                            Value &upper, Value &step) {
    constexpr int64_t kMost = int64_t(1) << 30;
    ConstantIntRanges bound = inferLocalRange(upper);
    if (bound.smin().isNegative() || bound.smax().sgt(kMost) ||
        inferLocalRange(base).smin().isNegative() || !isAtLeast(step, 1))
      return;
    Type i32 = b.getI32Type();
    // All three are not negative: unsigned clamps, which the range
    // narrowing then does in i32.
    auto narrowed = [&](Value value, Value most) -> Value {
      if (most)
        value = arith::MinUIOp::create(b, loc, value, most);
      return arith::IndexCastOp::create(b, loc, i32, value);
    };
    int64_t high = std::max<int64_t>(bound.smax().getSExtValue(), 1);
    bool stepFits = inferLocalRange(step).smax().sle(high);
    base = narrowed(
        base, inferLocalRange(base).smax().sgt(bound.smax().getSExtValue())
                  ? upper
                  : Value());
    step = narrowed(
        step, stepFits ? Value()
                       : Value(arith::ConstantIndexOp::create(b, loc, high)));
    upper = narrowed(upper, Value());
  }

  /// A new block at the end of `region` with arguments of `types`, the
  /// first of which stand for `olds` (the old loop's block arguments).
  Block *newBlock(Region &region, TypeRange types, Location loc,
                  ValueRange olds) {
    Block *block = new Block();
    region.push_back(block);
    block->addArguments(types, SmallVector<Location>(types.size(), loc));
    for (auto [old, arg] : llvm::zip(olds, block->getArguments()))
      map.map(old, arg);
    return block;
  }

  /// One trip of `forOp`'s body at lane-0 induction variable `base` (the
  /// lanes' ones: `iv`; `stride` how far apart they are, none if unrelated)
  /// with `carried` values, in the lanes of `running` (null: all); returns
  /// what it yields, each lane not running keeping what it carried.
  FailureOr<SmallVector<Value>> emitTrip(OpBuilder &inner, scf::ForOp forOp,
                                         Value base, Value iv,
                                         ValueRange carried, Value running,
                                         std::optional<int64_t> stride) {
    if (!stride) {
      map.map(forOp.getInductionVar(), iv);
    } else if (divergent(forOp.getInductionVar())) {
      map.map(forOp.getInductionVar(), iv);
      laneBase[forOp.getInductionVar()] = base;
      ivStride[forOp.getInductionVar()] = *stride;
    } else {
      map.map(forOp.getInductionVar(), base);
    }
    for (auto [old, arg] : llvm::zip(forOp.getRegionIterArgs(), carried))
      map.map(old, arg);
    if (failed(emitBlock(inner, *forOp.getBody(), running)))
      return failure();
    SmallVector<Value> yields;
    for (auto [value, arg] :
         llvm::zip(forOp.getBody()->getTerminator()->getOperands(), carried)) {
      Value next = get(inner, value, true);
      yields.push_back(
          running ? selectLanes(inner, forOp.getLoc(), running, next, arg)
                  : next);
    }
    return yields;
  }

  /// The trips of a loop over lanes one apart in which every lane runs
  /// (base + W - 1 < ub), unmasked but for `mask`: the lane-0 induction
  /// variable and the carried values after them.
  FailureOr<SmallVector<Value>> emitFullTrips(OpBuilder &b, scf::ForOp forOp,
                                              Value mask, ArrayRef<Value> inits,
                                              Value upper, Value step,
                                              arith::CmpIPredicate cmp) {
    Location loc = forOp.getLoc();
    auto loop = createWhile(b, loc, inits);
    noteCounter(loop);
    Block *before = loop.getBeforeBody();
    OpBuilder test = OpBuilder::atBlockEnd(before);
    Value counter = before->getArgument(0);
    Value last = arith::AddIOp::create(
        test, loc, counter,
        arith::ConstantOp::create(
            test, loc, test.getIntegerAttr(counter.getType(), width - 1)));
    Value all = arith::CmpIOp::create(test, loc, cmp, last, upper);
    scf::ConditionOp::create(test, loc, all, before->getArguments());

    Block *after = loop.getAfterBody();
    OpBuilder inner = OpBuilder::atBlockEnd(after);
    Value base = asIndex(inner, loc, after->getArgument(0));
    Value iv = arith::AddIOp::create(
        inner, loc,
        vector::BroadcastOp::create(inner, loc, lanes.getType(), base), lanes);
    FailureOr<SmallVector<Value>> yields =
        emitTrip(inner, forOp, base, iv, after->getArguments().drop_front(),
                 mask, /*stride=*/1);
    if (failed(yields))
      return failure();
    yields->insert(
        yields->begin(),
        arith::AddIOp::create(inner, loc, after->getArgument(0), step));
    scf::YieldOp::create(inner, loc, *yields);
    return SmallVector<Value>(loop.getResults());
  }

  /// Whether the loop step `step` is known to be at least W - 1: a loop over
  /// lanes one apart whose last lane has left is then left by all lanes
  /// after one more trip (index arithmetic is taken not to wrap around).
  bool passesLastLane(Value step) { return isAtLeast(step, width - 1); }

  /// Whether `value` is known to be at least `bound`: from its range, or for
  /// a product (a grid stride, group size times groups, whose range the
  /// possible overflow hides) from its factors, index arithmetic being
  /// taken not to wrap around.
  static bool isAtLeast(Value value, int64_t bound, unsigned depth = 4) {
    if (inferLocalRange(value).smin().sge(bound))
      return true;
    auto mul = value.getDefiningOp<arith::MulIOp>();
    if (!mul || depth == 0)
      return false;
    auto atLeast = [&](Value factor, int64_t least) {
      return isAtLeast(factor, least, depth - 1);
    };
    return (atLeast(mul.getLhs(), bound) && atLeast(mul.getRhs(), 1)) ||
           (atLeast(mul.getRhs(), bound) && atLeast(mul.getLhs(), 1));
  }

  /// The trip of a loop over lanes one apart that some lanes, a prefix, are
  /// still in after the full ones (`inits`: the lane-0 induction variable
  /// and carried values), when no lane runs a further one.
  LogicalResult emitLastTrip(
      OpBuilder &b, scf::ForOp forOp, ArrayRef<Value> inits, Value upper,
      arith::CmpIPredicate cmp,
      function_ref<std::pair<Value, Value>(OpBuilder &, Value)> state) {
    Location loc = forOp.getLoc();
    Value base = inits.front();
    ValueRange carried = ValueRange(inits).drop_front();
    Value any = arith::CmpIOp::create(b, loc, cmp, base, upper);
    auto ifOp = scf::IfOp::create(b, loc, carried.getTypes(), any,
                                  /*withElseRegion=*/true);
    OpBuilder inner = ifOp.getThenBodyBuilder();
    base = asIndex(inner, loc, base);
    auto [iv, running] = state(inner, base);
    FailureOr<SmallVector<Value>> yields =
        emitTrip(inner, forOp, base, iv, carried, running, /*stride=*/1);
    if (failed(yields))
      return failure();
    // Without results the branches come with their terminators.
    if (!carried.empty()) {
      scf::YieldOp::create(inner, loc, *yields);
      OpBuilder otherwise = ifOp.getElseBodyBuilder();
      scf::YieldOp::create(otherwise, loc, carried);
    }
    for (auto [old, result] : llvm::zip(forOp.getResults(), ifOp.getResults()))
      map.map(old, result);
    return success();
  }

  /// A while loop all lanes leave together stays a loop; the values it
  /// carries that differ between lanes become vectors.
  LogicalResult emitWhile(OpBuilder &b, scf::WhileOp loop, Value mask) {
    scf::ConditionOp cond = loop.getConditionOp();
    if (divergent(cond.getCondition()))
      return failure();
    SmallVector<Type> types;
    for (Value result : loop.getResults())
      types.push_back(typeOf(result));
    auto copy = scf::WhileOp::create(
        b, loop.getLoc(), types,
        forward(b, loop.getInits(), loop.getBeforeArguments()));
    // Rebuilds `from` into a new block of `to`.
    auto fill = [&](Block &from, Region &to) -> FailureOr<OpBuilder> {
      Block *block = new Block();
      to.push_back(block);
      for (BlockArgument arg : from.getArguments())
        map.map(arg, block->addArgument(typeOf(arg), arg.getLoc()));
      return emitInto(from, block, mask);
    };
    FailureOr<OpBuilder> test = fill(*loop.getBeforeBody(), copy.getBefore());
    if (failed(test))
      return failure();
    scf::ConditionOp::create(
        *test, cond.getLoc(), get(*test, cond.getCondition(), false),
        forward(*test, cond.getArgs(), loop.getAfterArguments()));
    FailureOr<OpBuilder> body = fill(*loop.getAfterBody(), copy.getAfter());
    if (failed(body))
      return failure();
    scf::YieldOp::create(*body, loop.getYieldOp().getLoc(),
                         forward(*body, loop.getYieldOp().getOperands(),
                                 loop.getBeforeArguments()));
    for (auto [old, result] : llvm::zip(loop.getResults(), copy.getResults()))
      map.map(old, result);
    return success();
  }

  /// A while loop the lanes leave one by one runs while any lane still
  /// does, each lane masked off once its condition fails; each lane's
  /// results are what its condition passed on when it failed:
  ///   scf.while (carried, running, results) {
  ///     before under running; stay = running & cond;
  ///     results = leaving lanes ? passed values : results;
  ///   } any lane of stay, do { after under stay }
  LogicalResult emitDivergentWhile(OpBuilder &b, scf::WhileOp loop,
                                   Value mask) {
    Location loc = loop.getLoc();
    scf::ConditionOp cond = loop.getConditionOp();
    auto isLaneType = [](Type type) {
      Type element = getElementTypeOrSelf(type);
      return element.isIntOrIndexOrFloat();
    };
    if (!llvm::all_of(loop->getOperandTypes(), isLaneType) ||
        !llvm::all_of(loop->getResultTypes(), isLaneType))
      return failure();
    if (llvm::all_of(loop.getBeforeBody()->without_terminator(),
                     [](Operation &op) { return isMemoryEffectFree(&op); }))
      return emitPureDivergentWhile(b, loop, mask);
    SmallVector<Value> inits;
    for (Value init : loop.getInits())
      inits.push_back(get(b, init, true));
    size_t carried = inits.size();
    inits.push_back(mask ? mask : allLanes(b, loc));
    for (Value result : loop.getResults())
      inits.push_back(ub::PoisonOp::create(b, loc, vectorOf(result.getType())));
    SmallVector<Type> types(ValueRange(inits).getTypes());
    auto copy = scf::WhileOp::create(b, loc, types, inits);

    Block *before =
        newBlock(copy.getBefore(), types, loc, loop.getBeforeArguments());
    OpBuilder test = OpBuilder::atBlockEnd(before);
    Value running = before->getArgument(carried);
    if (failed(emitBlock(test, *loop.getBeforeBody(), running)))
      return failure();
    Value stay =
        andMasks(test, loc, running, get(test, cond.getCondition(), true));
    Value leaving = arith::XOrIOp::create(test, loc, running, stay);
    SmallVector<Value> passed;
    for (Value arg : cond.getArgs())
      passed.push_back(get(test, arg, true));
    SmallVector<Value> forwarded(passed);
    forwarded.push_back(stay);
    for (auto [value, result] :
         llvm::zip(passed, before->getArguments().drop_front(carried + 1)))
      forwarded.push_back(selectLanes(test, loc, leaving, value, result));
    scf::ConditionOp::create(test, cond.getLoc(), anyLane(test, loc, stay),
                             forwarded);

    Block *after = newBlock(copy.getAfter(), ValueRange(forwarded).getTypes(),
                            loc, loop.getAfterArguments());
    OpBuilder body = OpBuilder::atBlockEnd(after);
    Value staying = after->getArgument(passed.size());
    if (failed(emitBlock(body, *loop.getAfterBody(), staying)))
      return failure();
    SmallVector<Value> yields;
    for (Value value : loop.getYieldOp().getOperands())
      yields.push_back(get(body, value, true));
    yields.push_back(staying);
    llvm::append_range(yields,
                       after->getArguments().drop_front(passed.size() + 1));
    scf::YieldOp::create(body, loop.getYieldOp().getLoc(), yields);
    for (auto [old, result] :
         llvm::zip(loop.getResults(),
                   copy.getResults().drop_front(passed.size() + 1)))
      map.map(old, result);
    return success();
  }

  /// A while loop the lanes leave one by one whose condition only computes
  /// (no memory access): a lane that has left keeps the values it carried,
  /// so its condition, computed again, fails again and passes on the same
  /// values, which are its results at the end; no mask of the lanes still
  /// running, no results kept aside:
  ///   scf.while (carried) { before; stay = cond } any lane of stay,
  ///   do { after under stay; carried = stay ? new : old }
  LogicalResult emitPureDivergentWhile(OpBuilder &b, scf::WhileOp loop,
                                       Value mask) {
    Location loc = loop.getLoc();
    scf::ConditionOp cond = loop.getConditionOp();
    SmallVector<Value> inits;
    for (Value init : loop.getInits())
      inits.push_back(get(b, init, true));
    // What the lanes that stay out carry on: the carried values themselves,
    // forwarded unless the condition passes them on as they are.
    bool passesCarried = llvm::equal(cond.getArgs(), loop.getBeforeArguments());
    SmallVector<Type> forwardedTypes;
    for (Value arg : cond.getArgs())
      forwardedTypes.push_back(vectorOf(arg.getType()));
    if (!passesCarried)
      llvm::append_range(forwardedTypes, ValueRange(inits).getTypes());
    forwardedTypes.push_back(vectorOf(b.getI1Type()));
    auto copy = scf::WhileOp::create(b, loc, forwardedTypes, inits);
    Block *before = newBlock(copy.getBefore(), ValueRange(inits).getTypes(),
                             loc, loop.getBeforeArguments());
    OpBuilder test = OpBuilder::atBlockEnd(before);
    if (failed(emitBlock(test, *loop.getBeforeBody(), mask)))
      return failure();
    Value stay =
        andMasks(test, loc, mask, get(test, cond.getCondition(), true));
    SmallVector<Value> forwarded;
    for (Value arg : cond.getArgs())
      forwarded.push_back(get(test, arg, true));
    size_t passed = forwarded.size();
    if (!passesCarried)
      llvm::append_range(forwarded, before->getArguments());
    forwarded.push_back(stay);
    scf::ConditionOp::create(test, cond.getLoc(), anyLane(test, loc, stay),
                             forwarded);

    Block *after = newBlock(copy.getAfter(), forwardedTypes, loc,
                            loop.getAfterArguments());
    OpBuilder body = OpBuilder::atBlockEnd(after);
    Value staying = after->getArguments().back();
    if (failed(emitBlock(body, *loop.getAfterBody(), staying)))
      return failure();
    ValueRange olds = passesCarried
                          ? after->getArguments().take_front(passed)
                          : after->getArguments().slice(passed, inits.size());
    SmallVector<Value> yields;
    for (auto [value, old] : llvm::zip(loop.getYieldOp().getOperands(), olds))
      yields.push_back(
          selectLanes(body, loc, staying, get(body, value, true), old));
    scf::YieldOp::create(body, loop.getYieldOp().getLoc(), yields);
    for (auto [old, result] :
         llvm::zip(loop.getResults(), copy.getResults().take_front(passed)))
      map.map(old, result);
    return success();
  }

  /// A branch all lanes take together stays a branch; `cond` is its
  /// condition when the old one differs between lanes (null: the old one).
  LogicalResult emitIf(OpBuilder &b, scf::IfOp ifOp, Value mask,
                       Value cond = Value()) {
    SmallVector<Type> types;
    for (Value result : ifOp.getResults())
      types.push_back(typeOf(result));
    auto copy = scf::IfOp::create(
        b, ifOp.getLoc(), types,
        cond ? cond : get(b, ifOp.getCondition(), false),
        /*withElseRegion=*/!ifOp.getElseRegion().empty());
    auto fill = [&](Region &from, Region &to, Value holds) -> LogicalResult {
      Block *block = &to.front();
      if (!block->empty() && block->back().hasTrait<OpTrait::IsTerminator>())
        block->back().erase();
      OpBuilder inner = OpBuilder::atBlockEnd(block);
      SmallVector<std::pair<Value, Value>> saved =
          holds ? refineBelowBounds(inner, holds)
                : SmallVector<std::pair<Value, Value>>();
      LogicalResult emitted = emitBlock(inner, from.front(), mask);
      restoreMapping(saved);
      if (failed(emitted))
        return failure();
      scf::YieldOp::create(inner, ifOp.getLoc(),
                           forward(inner,
                                   from.front().getTerminator()->getOperands(),
                                   ifOp.getResults()));
      return success();
    };
    if (failed(fill(ifOp.getThenRegion(), copy.getThenRegion(),
                    ifOp.getCondition())))
      return failure();
    if (!ifOp.getElseRegion().empty() &&
        failed(fill(ifOp.getElseRegion(), copy.getElseRegion(), Value())))
      return failure();
    for (auto [old, result] : llvm::zip(ifOp.getResults(), copy.getResults()))
      map.map(old, result);
    return success();
  }

  /// The 64-bit integers (`index`, i64) that `cond` bounds above (`x < b`,
  /// `x <= b`, either way round, in conjunctions), each with its bound and
  /// whether the comparison is signed.
  static void
  collectUpperBounds(Value cond,
                     SmallVectorImpl<std::tuple<Value, Value, bool>> &bounds) {
    if (auto both = cond.getDefiningOp<arith::AndIOp>()) {
      collectUpperBounds(both.getLhs(), bounds);
      collectUpperBounds(both.getRhs(), bounds);
      return;
    }
    auto cmp = cond.getDefiningOp<arith::CmpIOp>();
    if (!cmp || !(cmp.getLhs().getType().isIndex() ||
                  cmp.getLhs().getType().isInteger(64)))
      return;
    using P = arith::CmpIPredicate;
    P pred = cmp.getPredicate();
    Value value = cmp.getLhs(), bound = cmp.getRhs();
    // `b > x` is `x < b`.
    if (llvm::is_contained({P::ugt, P::uge, P::sgt, P::sge}, pred)) {
      std::swap(value, bound);
      pred = swapped(pred);
    }
    if (!llvm::is_contained({P::ult, P::ule, P::slt, P::sle}, pred))
      return;
    bool isSigned = pred == P::slt || pred == P::sle;
    bounds.emplace_back(value, bound, isSigned);
  }

  /// Before the ops of a region that runs where `cond` holds (or in the
  /// lanes where it does), maps each 64-bit integer `cond` bounds above by
  /// a small value to its minimum with that bound: the same value where
  /// the region runs, and one whose range lets genx-narrow-int-ranges
  /// compute on it in 32 bits (a clamp to the edge, `min(x + 1, n - 1)`).
  /// What lanes the region leaves out hold is never seen. Returns the
  /// mappings to restore after the region; a clamp nothing uses is
  /// dead code.
  SmallVector<std::pair<Value, Value>> refineBelowBounds(OpBuilder &b,
                                                         Value cond) {
    SmallVector<std::tuple<Value, Value, bool>> bounds;
    collectUpperBounds(cond, bounds);
    SmallVector<std::pair<Value, Value>> saved;
    constexpr int64_t kEnd = int64_t(1) << 31;
    for (auto [old, oldBound, isSigned] : bounds) {
      // A lane value clamped to a shared bound stays in lanes; a shared
      // value stays scalar, which a bound in lanes would not.
      bool inLanes = divergent(old);
      if (!inLanes && divergent(oldBound))
        continue;
      Value value = get(b, old, inLanes);
      Value bound = get(b, oldBound, divergent(oldBound));
      ConstantIntRanges limit = inferLocalRange(bound);
      ConstantIntRanges range = inferLocalRange(value);
      bool small = isSigned
                       ? limit.smax().slt(kEnd) && limit.smin().sge(-kEnd) &&
                             range.smin().sge(-kEnd)
                       : limit.umax().ult(kEnd);
      bool fits = isSigned ? range.smax().slt(kEnd) : range.umax().ult(kEnd);
      if (!small || fits)
        continue;
      if (inLanes)
        bound = get(b, oldBound, true);
      Location loc = cond.getLoc();
      Value clamped =
          isSigned ? arith::MinSIOp::create(b, loc, value, bound).getResult()
                   : arith::MinUIOp::create(b, loc, value, bound).getResult();
      saved.emplace_back(old, map.lookupOrNull(old));
      map.map(old, clamped);
    }
    return saved;
  }

  /// Undoes refineBelowBounds' mappings, latest first.
  void restoreMapping(ArrayRef<std::pair<Value, Value>> saved) {
    for (auto [old, previous] : llvm::reverse(saved)) {
      if (previous)
        map.map(old, previous);
      else
        map.erase(old);
    }
  }

  /// A branch the lanes take apart: both sides under their masks, the
  /// results selected per lane.
  LogicalResult emitMaskedIf(OpBuilder &b, scf::IfOp ifOp, Value mask) {
    // A branch every thread takes with all of its lanes or none: a branch
    // of the thread, whose messages need no mask.
    if (Value whole = wholeThreadCondition(b, ifOp.getCondition()))
      return emitIf(b, ifOp, mask, whole);
    Location loc = ifOp.getLoc();
    Value cond = get(b, ifOp.getCondition(), true);
    // A branch that does the same in every lane runs once, if any lane
    // takes it.
    if (divergent.runsOnce(ifOp)) {
      Value any = anyLane(b, loc, andMasks(b, loc, mask, cond));
      auto once = scf::IfOp::create(b, loc, TypeRange(), any,
                                    /*withElseRegion=*/false);
      OpBuilder inner = once.getThenBodyBuilder();
      return emitBlock(inner, *ifOp.thenBlock(), Value());
    }
    SmallVector<std::pair<Value, Value>> saved =
        refineBelowBounds(b, ifOp.getCondition());
    Value inside = andMasks(b, loc, mask, cond);
    if (!mask || guards.contains(mask)) {
      SmallVector<Value, 2> conditions =
          mask ? guards.lookup(mask) : SmallVector<Value, 2>();
      conditions.push_back(ifOp.getCondition());
      guards[inside] = std::move(conditions);
    }
    LogicalResult emitted = emitBlock(b, *ifOp.thenBlock(), inside);
    SmallVector<Value> thenValues;
    if (succeeded(emitted))
      for (Value value : ifOp.thenYield().getOperands())
        thenValues.push_back(get(b, value, true));
    restoreMapping(saved);
    if (failed(emitted))
      return failure();
    if (ifOp.getElseRegion().empty())
      return success();
    Value notCond = arith::XOrIOp::create(b, loc, cond, allLanes(b, loc));
    if (failed(
            emitBlock(b, *ifOp.elseBlock(), andMasks(b, loc, mask, notCond))))
      return failure();
    for (auto [old, thenValue, elseValue] : llvm::zip(
             ifOp.getResults(), thenValues, ifOp.elseYield().getOperands()))
      map.map(old,
              selectLanes(b, loc, cond, thenValue, get(b, elseValue, true)));
    return success();
  }

  /// Whether any lane of `lanes` is set: a scalar comparison for the masks
  /// of lane ranges and single lanes (a branch on it stays scalar in IGC),
  /// else a reduction.
  Value anyLane(OpBuilder &b, Location loc, Value lanes) {
    if (auto prefix = lanes.getDefiningOp<vector::CreateMaskOp>())
      return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sgt,
                                   prefix.getOperand(0),
                                   arith::ConstantIndexOp::create(b, loc, 0));
    if (auto single = lanes.getDefiningOp<arith::CmpIOp>();
        single && single.getPredicate() == arith::CmpIPredicate::eq)
      if (auto at = single.getRhs().getDefiningOp<vector::BroadcastOp>();
          at && matchPattern(single.getLhs(), m_Constant()) &&
          at.getSourceType().isInteger(32))
        return arith::CmpIOp::create(
            b, loc, arith::CmpIPredicate::ult, at.getSource(),
            arith::ConstantOp::create(b, loc,
                                      b.getIntegerAttr(b.getI32Type(), width)));
    return vector::ReductionOp::create(b, loc, vector::CombiningKind::OR,
                                       lanes);
  }

  /// How an index changes from one lane to the next, when it is a linear
  /// function of the lane (uniform values: 0).
  std::optional<int64_t> laneStride(Value index) {
    if (!divergent(index))
      return 0;
    if (auto it = ivStride.find(index); it != ivStride.end())
      return it->second;
    Operation *def = index.getDefiningOp();
    if (isLaneId(def))
      return isa<gpu::LaneIdOp>(def) && subgroup < width
                 ? std::nullopt
                 : std::optional<int64_t>(1);
    if (isa_and_nonnull<arith::AddIOp, arith::SubIOp>(def)) {
      std::optional<int64_t> lhs = laneStride(def->getOperand(0));
      std::optional<int64_t> rhs = laneStride(def->getOperand(1));
      if (!lhs || !rhs)
        return std::nullopt;
      return isa<arith::AddIOp>(def) ? *lhs + *rhs : *lhs - *rhs;
    }
    if (isa_and_nonnull<arith::MulIOp>(def)) {
      for (int side : {0, 1}) {
        APInt factor;
        if (matchPattern(def->getOperand(side), m_ConstantInt(&factor)))
          if (std::optional<int64_t> other =
                  laneStride(def->getOperand(1 - side)))
            return *other * factor.getSExtValue();
      }
      return std::nullopt;
    }
    if (isa_and_nonnull<arith::IndexCastOp, arith::ExtSIOp>(def))
      return laneStride(def->getOperand(0));
    return std::nullopt;
  }

  /// `x % d`, `x & (d - 1)`, `x / d` or `x >> log2(d)` for a power of two d
  /// and an index x that is not negative and linear in the lane, with a
  /// lane-0 value x0 that d divides: each lane's remainder is then the
  /// constant (s * lane) % d of its stride s, its quotient x0 / d plus the
  /// constant (s * lane) / d (a segment's first lane, `g % 16 == 0`, and
  /// its number, `g / 16`, known without dividing each lane). Null if not
  /// such an op.
  Value emitLaneDivision(OpBuilder &b, Operation &op) {
    if (!isa<arith::AndIOp, arith::RemUIOp, arith::RemSIOp, arith::DivUIOp,
             arith::DivSIOp, arith::ShRUIOp, arith::ShRSIOp>(op))
      return Value();
    Value x = op.getOperand(0);
    APInt constant;
    if (!divergent(x) || divergent(op.getOperand(1)) ||
        isa<VectorType>(x.getType()) ||
        !matchPattern(op.getOperand(1), m_ConstantInt(&constant)) ||
        constant.isNegative())
      return Value();
    std::optional<int64_t> stride = laneStride(x);
    if (!stride || *stride < 0 || mayBeNegative(x))
      return Value();
    bool isShift = isa<arith::ShRUIOp, arith::ShRSIOp>(op);
    bool isMask = isa<arith::AndIOp>(op);
    uint64_t value = constant.getZExtValue();
    if (isShift && value >= 32)
      return Value();
    uint64_t divisor = isShift  ? uint64_t(1) << value
                       : isMask ? value + 1
                                : value;
    if (divisor == 0 || !llvm::isPowerOf2_64(divisor))
      return Value();
    Location loc = op.getLoc();
    Value first = laneZero(b, x);
    if (knownPowerOfTwoDivisor(first) % static_cast<int64_t>(divisor) != 0)
      return Value();
    bool isRemainder = isMask || isa<arith::RemUIOp, arith::RemSIOp>(op);
    Type type = x.getType();
    SmallVector<APInt> parts;
    unsigned bits = type.isIndex() ? IndexType::kInternalStorageBitWidth
                                   : type.getIntOrFloatBitWidth();
    for (int64_t lane = 0; lane < width; ++lane) {
      uint64_t own = static_cast<uint64_t>(*stride * lane);
      parts.push_back(APInt(bits, isRemainder ? own % divisor : own / divisor));
    }
    Value own = arith::ConstantOp::create(
        b, loc, DenseElementsAttr::get(vectorOf(type), parts));
    if (isRemainder)
      return own;
    Value shared = arith::DivUIOp::create(
        b, loc, first,
        arith::ConstantOp::create(b, loc, b.getIntegerAttr(type, divisor)));
    return arith::AddIOp::create(
        b, loc, vector::BroadcastOp::create(b, loc, vectorOf(type), shared),
        own);
  }

  /// The value `index` (a linear function of the lane) has in lane 0, built
  /// as scalars at `b`.
  Value laneZero(OpBuilder &b, Value index) {
    if (!divergent(index))
      return get(b, index, false);
    if (Value base = laneBase.lookup(index))
      return base;
    Operation *def = index.getDefiningOp();
    Location loc = def->getLoc();
    if (isa<arith::IndexCastOp, arith::ExtSIOp>(def)) {
      // The operand first: the cast goes after it.
      Value source = laneZero(b, def->getOperand(0));
      Operation *cast = b.clone(*def);
      cast->setOperand(0, source);
      return cast->getResult(0);
    }
    Value lhs = laneZero(b, def->getOperand(0));
    Value rhs = laneZero(b, def->getOperand(1));
    if (isa<arith::AddIOp>(def))
      return arith::AddIOp::create(b, loc, lhs, rhs);
    if (isa<arith::SubIOp>(def))
      return arith::SubIOp::create(b, loc, lhs, rhs);
    return arith::MulIOp::create(b, loc, lhs, rhs);
  }

  /// Where the lanes of an access go: the base indices and, for a gather or
  /// scatter, a vector of element offsets from them (null: the lanes read
  /// consecutive elements from the base).
  struct Access {
    SmallVector<Value> indices;
    Value offsets;
  };

  /// Whether `memref` views a kernel argument or workgroup memory (an
  /// attribution or a memref.alloc), which vector messages reach (a
  /// constant table is kept in registers: emitTableLookup).
  bool isMessageMemory(Value memref) {
    while (auto view = memref.getDefiningOp<ViewLikeOpInterface>())
      memref = view.getViewSource();
    if (auto alloc = memref.getDefiningOp<memref::AllocOp>())
      return gpu::GPUDialect::hasWorkgroupMemoryAddressSpace(alloc.getType());
    auto arg = dyn_cast<BlockArgument>(memref);
    return arg && arg.getOwner()->getParentOp() == func.getOperation();
  }

  /// Whether `memref` is a constant table (memref.get_global), which
  /// genx-promote-private keeps in registers (and gathers from only
  /// directly, not through a view).
  static bool isConstantTable(Value memref) {
    return memref.getDefiningOp<memref::GetGlobalOp>() != nullptr;
  }

  /// Each lane's element of a constant table at its own indices: a gather
  /// from the table, which genx-promote-private reads from the table's
  /// registers with one offset per lane (a multi-indirect region; messages
  /// reach no table in registers).
  LogicalResult emitTableLookup(OpBuilder &b, memref::LoadOp load, Value mask) {
    Location loc = load.getLoc();
    Value table = get(b, load.getMemRef(), false);
    Value offsets = linearIndices(b, loc, table, load.getIndices());
    if (!offsets)
      return failure();
    VectorType type = vectorOf(load.getType());
    SmallVector<Value> zeros(load.getIndices().size(),
                             arith::ConstantIndexOp::create(b, loc, 0));
    map.map(load.getResult(),
            vector::GatherOp::create(b, loc, type, table, zeros, offsets,
                                     elementMask(b, loc, mask, type),
                                     fillFor(b, loc, type, Value())));
    return success();
  }

  /// Whether a lane's vector in `memref` is consecutive elements: its
  /// innermost stride is 1 (in a column view, the lanes' vectors run down
  /// the column, which the vector accesses of lanes do not take).
  static bool isContiguous(Value memref) {
    return cast<MemRefType>(memref.getType()).isLastDimUnitStride();
  }

  FailureOr<Access> planAccess(OpBuilder &b, Location loc, Value memref,
                               ValueRange indices) {
    auto type = cast<MemRefType>(memref.getType());
    if (indices.empty() || !type.getElementType().isIntOrIndexOrFloat())
      return failure();
    Access access;
    size_t last = indices.size() - 1;
    bool outerUniform = true;
    for (size_t d = 0; d < last; ++d)
      outerUniform &= !divergent(indices[d]);
    if (outerUniform && !indices.empty()) {
      for (size_t d = 0; d < last; ++d)
        access.indices.push_back(get(b, indices[d], false));
      // Consecutive lanes read consecutive elements only where the
      // innermost stride is 1 (a column view's lanes are a row apart).
      if (laneStride(indices[last]) == 1 && type.isLastDimUnitStride()) {
        access.indices.push_back(laneZero(b, indices[last]));
        return access;
      }
      access.indices.push_back(arith::ConstantIndexOp::create(b, loc, 0));
      access.offsets = get(b, indices[last], true);
      return access;
    }
    // A lane-dependent outer index: offsets in the row-major element order.
    Value linear = linearIndices(b, loc, memref, indices);
    if (!linear)
      return failure();
    access.indices.assign(indices.size(),
                          arith::ConstantIndexOp::create(b, loc, 0));
    access.offsets = linear;
    return access;
  }

  /// Each lane's element `indices` of `memref` (of the new kernel) as its
  /// offset in elements from the element at indices 0, as a gather from
  /// there takes it: the sum of each index times its dimension's stride
  /// (elementStrides). Null for a layout without strides, or whose
  /// innermost stride is not 1.
  Value linearIndices(OpBuilder &b, Location loc, Value memref,
                      ValueRange indices) {
    FailureOr<SmallVector<Value>> strides = elementStrides(b, loc, memref);
    if (failed(strides))
      return Value();
    Value linear;
    for (int64_t d = indices.size() - 1; d >= 0; --d) {
      Value term = get(b, indices[d], true);
      if (Value stride = (*strides)[d])
        term = arith::MulIOp::create(
            b, loc, term,
            vector::BroadcastOp::create(b, loc, term.getType(), stride));
      linear = linear ? arith::AddIOp::create(b, loc, linear, term) : term;
    }
    return linear;
  }

  /// The stride in elements of each dimension of `memref`, null where it
  /// is 1 (the innermost must be): for an identity layout the product of
  /// the inner sizes, for a strided one (a view) the layout's, the dynamic
  /// ones from the view's metadata.
  FailureOr<SmallVector<Value>> elementStrides(OpBuilder &b, Location loc,
                                               Value memref) {
    auto type = cast<MemRefType>(memref.getType());
    int64_t rank = type.getRank();
    SmallVector<Value> strides(rank);
    if (type.getLayout().isIdentity()) {
      for (int64_t d = rank - 2; d >= 0; --d) {
        Value size = memref::DimOp::create(b, loc, memref, d + 1);
        strides[d] = strides[d + 1]
                         ? arith::MulIOp::create(b, loc, strides[d + 1], size)
                         : size;
      }
      return strides;
    }
    SmallVector<int64_t> layout;
    int64_t offset;
    if (failed(type.getStridesAndOffset(layout, offset)) || layout.empty() ||
        layout.back() != 1)
      return failure();
    memref::ExtractStridedMetadataOp metadata;
    for (int64_t d = 0; d < rank; ++d) {
      if (layout[d] == 1)
        continue;
      if (!ShapedType::isDynamic(layout[d])) {
        strides[d] = arith::ConstantIndexOp::create(b, loc, layout[d]);
        continue;
      }
      if (!metadata)
        metadata = memref::ExtractStridedMetadataOp::create(b, loc, memref);
      strides[d] = metadata.getStrides()[d];
    }
    return strides;
  }

  LogicalResult emitLoad(OpBuilder &b, memref::LoadOp load, Value mask) {
    Location loc = load.getLoc();
    if (!divergent(load.getResult())) {
      b.clone(*load, map);
      return success();
    }
    if (isConstantTable(load.getMemRef()))
      return emitTableLookup(b, load, mask);
    if (!isMessageMemory(load.getMemRef()))
      return failure();
    if (mask && mask.getDefiningOp<vector::CreateMaskOp>() &&
        !divergent(load.getMemRef()) &&
        cast<MemRefType>(load.getMemRef().getType()).isLastDimUnitStride() &&
        llvm::none_of(load.getIndices(),
                      [&](Value index) { return divergent(index); })) {
      // Every lane that runs reads the same element: one read if any lane
      // runs, whose value the lanes share (a scalar, not W copies). Under
      // a lane range, whose test is a count above 0; for other masks (an
      // OR across the lanes) two gathers of one address cost less.
      Type i1 = b.getI1Type();
      auto single = VectorType::get({1}, load.getType());
      SmallVector<Value> indices;
      for (Value index : load.getIndices())
        indices.push_back(get(b, index, false));
      Value on = vector::BroadcastOp::create(b, loc, VectorType::get({1}, i1),
                                             anyLane(b, loc, mask));
      Value element = vector::MaskedLoadOp::create(
          b, loc, single, get(b, load.getMemRef(), false), indices, on,
          ub::PoisonOp::create(b, loc, single));
      map.map(load.getResult(), vector::ExtractOp::create(b, loc, element, 0));
      return success();
    }
    FailureOr<Access> access =
        planAccess(b, loc, get(b, load.getMemRef(), false), load.getIndices());
    if (failed(access))
      return failure();
    map.map(load.getResult(),
            loadLanes(b, loc, vectorOf(load.getType()),
                      map.lookupOrDefault(load.getMemRef()), *access, mask));
    return success();
  }

  /// The lanes' elements of `type` at `access` in `base`: one load when they
  /// are consecutive and every lane runs, else a masked load or a gather.
  /// The elements `inBounds` (null: all) excludes read `padding`; what
  /// masked-off lanes read is poison (see fillFor).
  Value loadLanes(OpBuilder &b, Location loc, VectorType type, Value base,
                  const Access &access, Value mask, Value inBounds = {},
                  Value padding = {}) {
    if (!access.offsets && !mask && !inBounds)
      return vector::LoadOp::create(b, loc, type, base, access.indices);
    Value fill = fillFor(b, loc, type, padding);
    Value on = elementMask(b, loc, mask, type);
    if (inBounds)
      on = arith::AndIOp::create(b, loc, on, inBounds);
    if (access.offsets)
      return vector::GatherOp::create(b, loc, type, base, access.indices,
                                      access.offsets, on, fill);
    return vector::MaskedLoadOp::create(b, loc, type, base, access.indices, on,
                                        fill);
  }

  /// What a masked load of `type` reads where it does not read memory: the
  /// transfer's `padding` (a scalar), else poison. A lane a mask turns off
  /// is a work item that does not run that load: what it holds there is
  /// never seen (values leave a masked region through selects on the mask,
  /// stores through the mask), so it need not be filled.
  Value fillFor(OpBuilder &b, Location loc, VectorType type, Value padding) {
    if (padding)
      return vector::BroadcastOp::create(b, loc, type, padding);
    return ub::PoisonOp::create(b, loc, type);
  }

  /// `data` (the lanes' elements) stored at `access` in `base`: one store
  /// when they are consecutive and every lane runs, else a masked store or
  /// a scatter (of the elements `inBounds`, null: all, keeps).
  void storeLanes(OpBuilder &b, Location loc, Value data, Value base,
                  const Access &access, Value mask, Value inBounds = {}) {
    if (!access.offsets && !mask && !inBounds) {
      vector::StoreOp::create(b, loc, data, base, access.indices);
      return;
    }
    Value on = elementMask(b, loc, mask, data.getType());
    if (inBounds)
      on = arith::AndIOp::create(b, loc, on, inBounds);
    if (access.offsets)
      vector::ScatterOp::create(b, loc, Type(), base, access.indices,
                                access.offsets, on, data, IntegerAttr());
    else
      vector::MaskedStoreOp::create(b, loc, base, access.indices, on, data);
  }

  /// `mask` (null: all lanes) for the elements of a value of `lanesType`.
  Value elementMask(OpBuilder &b, Location loc, Value mask, Type lanesType) {
    if (mask)
      return maskFor(b, loc, mask, lanesType);
    return arith::ConstantOp::create(
        b, loc,
        DenseElementsAttr::get(cast<VectorType>(lanesType).clone(b.getI1Type()),
                               true));
  }

  /// A work item's private array (memref.alloca of a static shape that
  /// only memref.load and memref.store access): one array of the lanes'
  /// elements, element e of lane l at e * W + l, so that an element of all
  /// lanes is one vector; genx-promote-private keeps it in registers.
  LogicalResult emitPrivateArray(OpBuilder &b, memref::AllocaOp alloca) {
    MemRefType type = alloca.getType();
    if (gpu::GPUDialect::hasWorkgroupMemoryAddressSpace(type) ||
        !type.hasStaticShape() || !type.getLayout().isIdentity() ||
        !type.getElementType().isIntOrFloat())
      return failure();
    for (Operation *user : alloca->getUsers()) {
      auto store = dyn_cast<memref::StoreOp>(user);
      if (!isa<memref::LoadOp>(user) &&
          !(store && store.getMemRef() == alloca.getResult()))
        return failure();
    }
    auto packed =
        MemRefType::get({type.getNumElements() * width}, type.getElementType());
    map.map(alloca.getResult(),
            memref::AllocaOp::create(b, alloca.getLoc(), packed).getResult());
    privateArrays.insert(alloca.getResult());
    return success();
  }

  /// The position in a packed private array of element `indices` of lane
  /// 0: its row-major index times W; a vector of index when the indices
  /// differ between lanes (then each lane's own position, lane added).
  Value privatePosition(OpBuilder &b, Location loc, MemRefType type,
                        ValueRange indices) {
    bool perLane =
        llvm::any_of(indices, [&](Value index) { return divergent(index); });
    Value linear;
    int64_t stride = width;
    for (int64_t d = type.getRank() - 1; d >= 0; --d) {
      Value index = get(b, indices[d], perLane);
      Value scale = arith::ConstantIndexOp::create(b, loc, stride);
      if (perLane)
        scale = vector::BroadcastOp::create(b, loc, index.getType(), scale);
      Value term = arith::MulIOp::create(b, loc, index, scale);
      linear = linear ? arith::AddIOp::create(b, loc, linear, term) : term;
      stride *= type.getDimSize(d);
    }
    if (!perLane)
      return linear;
    Value step =
        vector::StepOp::create(b, loc, cast<VectorType>(linear.getType()));
    return arith::AddIOp::create(b, loc, linear, step);
  }

  /// A read of a private array: each lane's element, one vector where all
  /// lanes read the same position, else a gather.
  LogicalResult emitPrivateLoad(OpBuilder &b, memref::LoadOp load, Value mask) {
    Location loc = load.getLoc();
    Value array = map.lookup(load.getMemRef());
    Value position =
        privatePosition(b, loc, load.getMemRefType(), load.getIndices());
    VectorType type = vectorOf(load.getType());
    if (!isa<VectorType>(position.getType())) {
      map.map(load.getResult(),
              vector::LoadOp::create(b, loc, type, array, position));
      return success();
    }
    Value zero = arith::ConstantIndexOp::create(b, loc, 0);
    map.map(load.getResult(),
            vector::GatherOp::create(b, loc, type, array, ValueRange{zero},
                                     position, elementMask(b, loc, mask, type),
                                     fillFor(b, loc, type, Value())));
    return success();
  }

  /// A write of a private array at a position all lanes share (the lanes
  /// the branch excludes keep their elements); at lanes' own positions it
  /// is not packed (no scatter into registers).
  LogicalResult emitPrivateStore(OpBuilder &b, memref::StoreOp store,
                                 Value mask) {
    if (llvm::any_of(store.getIndices(),
                     [&](Value index) { return divergent(index); }))
      return failure();
    Location loc = store.getLoc();
    Value array = map.lookup(store.getMemRef());
    Value position =
        privatePosition(b, loc, store.getMemRefType(), store.getIndices());
    Value value = get(b, store.getValueToStore(), /*asVector=*/true);
    if (mask)
      value = arith::SelectOp::create(
          b, loc, mask, value,
          vector::LoadOp::create(b, loc, cast<VectorType>(value.getType()),
                                 array, position));
    vector::StoreOp::create(b, loc, value, array, position);
    return success();
  }

  LogicalResult emitStore(OpBuilder &b, memref::StoreOp store, Value mask) {
    Location loc = store.getLoc();
    bool addressUniform = llvm::none_of(store.getIndices(),
                                        [&](Value v) { return divergent(v); });
    if (addressUniform && !mask && !divergent(store.getValueToStore())) {
      b.clone(*store, map);
      return success();
    }
    if (!isMessageMemory(store.getMemRef()))
      return failure();
    Value memref = map.lookupOrDefault(store.getMemRef());
    FailureOr<Access> access = planAccess(b, loc, memref, store.getIndices());
    if (failed(access))
      return failure();
    storeLanes(b, loc, get(b, store.getValueToStore(), true), memref, *access,
               mask);
    return success();
  }

  /// Whether an access's `mask` is one the lanes' accesses take: a prefix
  /// mask, or any 1-D mask when the lanes' vectors are kept lane by lane
  /// (its bits are then the elements' own; element by element, a field's
  /// messages take a count).
  bool isMaskOfLanes(Value mask) const {
    return isPrefixMask(mask) ||
           (!byElement && cast<VectorType>(mask.getType()).getRank() == 1);
  }

  /// How many elements of the lanes' vectors<k> a prefix mask sets.
  struct PrefixCount {
    /// An i32 the lanes share, or a vector of them (one per lane).
    Value count;
    /// Whether `count` counts the lanes' vectors one after another (lane l
    /// keeps min(max(count - l * k, 0), k) of its own).
    bool consecutive = false;
  };

  /// What the prefix mask `mask` (isPrefixMask) of each lane's vector<k>
  /// sets, clamped to [0, k]: a bound the lanes share, one lane l has as
  /// lane 0's minus l * k (a tail mask `n - first` of lanes' consecutive
  /// vectors: a count of all of them), or one per lane.
  PrefixCount prefixCount(OpBuilder &b, Location loc, Value mask, int64_t k) {
    Type i32 = b.getI32Type();
    auto create = mask.getDefiningOp<vector::CreateMaskOp>();
    if (!create) {
      int64_t size =
          mask.getDefiningOp<vector::ConstantMaskOp>().getMaskDimSizes()[0];
      return {arith::ConstantOp::create(b, loc, b.getI32IntegerAttr(size))};
    }
    Value bound = create.getOperand(0);
    bool perLane = divergent(bound);
    auto clamp = [&](Value value, int64_t most) -> Value {
      auto constant = [&](int64_t c) -> Value {
        Value scalar = arith::ConstantIndexOp::create(b, loc, c);
        if (auto type = dyn_cast<VectorType>(value.getType()))
          return vector::BroadcastOp::create(b, loc, type, scalar);
        return scalar;
      };
      value = arith::MaxSIOp::create(
          b, loc, arith::MinSIOp::create(b, loc, value, constant(most)),
          constant(0));
      Type to = isa<VectorType>(value.getType())
                    ? Type(cast<VectorType>(value.getType()).clone(i32))
                    : i32;
      return arith::IndexCastOp::create(b, loc, to, value);
    };
    if (perLane && laneStride(bound) == -k)
      return {clamp(laneZero(b, bound), width * k), /*consecutive=*/true};
    return {clamp(get(b, bound, perLane), k)};
  }

  /// The elements of the lanes' vectors<k> whose position lane * k + i
  /// among the lanes' vectors one after another is below `count` (i32).
  Value positionsBelow(OpBuilder &b, Location loc, Value count, int64_t k) {
    if (!byElement)
      return vector::CreateMaskOp::create(
          b, loc, vectorOf(VectorType::get({k}, b.getI1Type())),
          ValueRange{
              arith::IndexCastOp::create(b, loc, b.getIndexType(), count)});
    auto words = VectorType::get({width * k}, b.getI32Type());
    SmallVector<int32_t> positions;
    for (int64_t position :
         slotOrder(k, [&](int64_t lane, int64_t i) { return lane * k + i; }))
      positions.push_back(position);
    return arith::CmpIOp::create(
        b, loc, arith::CmpIPredicate::slt,
        arith::ConstantOp::create(
            b, loc,
            DenseElementsAttr::get(words, ArrayRef<int32_t>(positions))),
        vector::BroadcastOp::create(b, loc, words, count));
  }

  /// The elements of the lanes' vectors of `type` that the mask `mask` of
  /// each work item's vector sets: a prefix mask (isPrefixMask) as counts,
  /// any other as the lanes' bits (lane by lane, isMaskOfLanes).
  Value prefixElements(OpBuilder &b, Location loc, Value mask,
                       VectorType type) {
    if (!isPrefixMask(mask))
      return get(b, mask, true);
    int64_t k = perLane(type);
    PrefixCount prefix = prefixCount(b, loc, mask, k);
    return prefix.consecutive ? positionsBelow(b, loc, prefix.count, k)
                              : elementsBelow(b, loc, prefix.count, k);
  }

  /// A count of the lanes' vectors<k> one after another (an i32) as how
  /// many elements each lane keeps (a vector of them).
  Value countPerLane(OpBuilder &b, Location loc, Value count, int64_t k) {
    auto words = VectorType::get({width}, b.getI32Type());
    SmallVector<int32_t> starts;
    for (int64_t lane = 0; lane < width; ++lane)
      starts.push_back(lane * k);
    auto splat = [&](int32_t value) -> Value {
      return arith::ConstantOp::create(b, loc,
                                       DenseElementsAttr::get(words, value));
    };
    Value rest = arith::SubIOp::create(
        b, loc, vector::BroadcastOp::create(b, loc, words, count),
        arith::ConstantOp::create(
            b, loc, DenseElementsAttr::get(words, ArrayRef<int32_t>(starts))));
    return arith::MaxSIOp::create(
        b, loc, arith::MinSIOp::create(b, loc, rest, splat(k)), splat(0));
  }

  /// The elements of each lane's vector<k> that both the prefix mask `mask`
  /// sets and `inside` (inside's count, if any) keeps, as fieldOn counts
  /// them: an i32 for the lanes' vectors one after another, else one per
  /// lane.
  Value laneCounts(OpBuilder &b, Location loc, Value mask, Value inside,
                   int64_t k) {
    PrefixCount prefix = prefixCount(b, loc, mask, k);
    bool insideConsecutive = inside && !isa<VectorType>(inside.getType());
    if (prefix.consecutive && (!inside || insideConsecutive))
      return inside ? arith::MinSIOp::create(b, loc, prefix.count, inside)
                    : prefix.count;
    Value count = prefix.count;
    if (prefix.consecutive)
      count = countPerLane(b, loc, count, k);
    else if (!isa<VectorType>(count.getType()))
      count = vector::BroadcastOp::create(
          b, loc, VectorType::get({width}, b.getI32Type()), count);
    if (!inside)
      return count;
    if (insideConsecutive)
      inside = countPerLane(b, loc, inside, k);
    return arith::MinSIOp::create(b, loc, count, inside);
  }

  /// Whether `op`, if it is a vector op, is one the lanes' vectors support:
  /// 1-D vectors, transfers along the minor dimension without masks or with
  /// prefix masks, extracts and inserts of single elements at constant
  /// positions.
  LogicalResult isVectorOpOfLanes(Operation &op) {
    if (auto read = dyn_cast<vector::TransferReadOp>(op))
      return success(isMaskOfLanes(read.getMask()) &&
                     read.getPermutationMap().isMinorIdentity() &&
                     !divergent(read.getPadding()));
    if (auto write = dyn_cast<vector::TransferWriteOp>(op))
      return success(isMaskOfLanes(write.getMask()) &&
                     write.getPermutationMap().isMinorIdentity());
    if (auto load = dyn_cast<vector::MaskedLoadOp>(op))
      return success(isMaskOfLanes(load.getMask()));
    if (auto store = dyn_cast<vector::MaskedStoreOp>(op))
      return success(isMaskOfLanes(store.getMask()));
    if (auto cast = dyn_cast<vector::BitCastOp>(op))
      return success(!byElement || !divergent(cast.getResult()));
    if (auto create = dyn_cast<vector::CreateMaskOp>(op))
      return success(create.getType().getRank() == 1);
    // At a position known only at run time, of 1-D vectors of up to
    // kMostDynamicPositions elements (selects of each element).
    auto dynamicOk = [](ValueRange dynamic, VectorType type) {
      return dynamic.empty() ||
             (type.getRank() == 1 &&
              type.getNumElements() <= kMostDynamicPositions);
    };
    if (auto extract = dyn_cast<vector::ExtractOp>(op))
      return success(dynamicOk(extract.getDynamicPosition(),
                               extract.getSourceVectorType()) &&
                     !isa<VectorType>(extract.getResult().getType()));
    if (auto insert = dyn_cast<vector::InsertOp>(op))
      return success(
          dynamicOk(insert.getDynamicPosition(), insert.getDestVectorType()) &&
          !isa<VectorType>(insert.getValueToStoreType()));
    return success();
  }

  /// The outer dimension of `indices` into `memref` (of the new kernel, of
  /// an identity layout) that alone differs between lanes, when the lanes'
  /// vectors of `k` elements there are consecutive: the lanes step through
  /// it by a constant that moves k elements (a row of k per lane, or rows
  /// that k elements span).
  std::optional<size_t> consecutiveRowsOf(Value memref, ValueRange indices,
                                          int64_t k) {
    auto type = cast<MemRefType>(memref.getType());
    std::optional<size_t> row;
    for (size_t d = 0; d + 1 < indices.size(); ++d)
      if (divergent(indices[d])) {
        if (row)
          return std::nullopt;
        row = d;
      }
    if (!row || divergent(indices.back()))
      return std::nullopt;
    int64_t elements = 1;
    for (int64_t size : type.getShape().drop_front(*row + 1)) {
      if (ShapedType::isDynamic(size))
        return std::nullopt;
      elements *= size;
    }
    std::optional<int64_t> stride = laneStride(indices[*row]);
    if (!stride || *stride * elements != k)
      return std::nullopt;
    return row;
  }

  /// The offsets from `memref`'s base of the elements of a lane's vector of
  /// `k` elements at `indices`, in every lane; or, when the lanes' vectors
  /// are consecutive, null and the first lane's indices. A `checked` access
  /// (a transfer that may run out of bounds) is consecutive only within
  /// the last dimension.
  FailureOr<Access> planVectorAccess(OpBuilder &b, Location loc, Value memref,
                                     ValueRange indices, int64_t k,
                                     bool checked) {
    Access access;
    size_t last = indices.size() - 1;
    Value starts;
    std::optional<size_t> row =
        checked ? std::nullopt : consecutiveRowsOf(memref, indices, k);
    if (row) {
      // Each lane's vector ends where the next lane's starts: one vector
      // from lane 0's (a transfer that may leave its row is read per lane,
      // checked in the last dimension).
      for (size_t d = 0; d <= last; ++d)
        access.indices.push_back(d == *row ? laneZero(b, indices[d])
                                           : get(b, indices[d], false));
      return access;
    }
    if (llvm::any_of(indices.drop_back(),
                     [&](Value index) { return divergent(index); })) {
      // Lanes in different rows: their starts in the row-major order.
      starts = linearIndices(b, loc, memref, indices);
      if (!starts)
        return failure();
      access.indices.assign(last, arith::ConstantIndexOp::create(b, loc, 0));
    } else {
      for (size_t d = 0; d < last; ++d)
        access.indices.push_back(get(b, indices[d], false));
      if (laneStride(indices[last]) == k) {
        access.indices.push_back(laneZero(b, indices[last]));
        return access;
      }
      starts = get(b, indices[last], true);
    }
    SmallVector<int64_t> within =
        slotOrder(k, [](int64_t, int64_t i) { return i; });
    auto type = VectorType::get({width * k}, b.getIndexType());
    access.offsets = arith::AddIOp::create(
        b, loc, spread(b, loc, starts, k),
        arith::ConstantOp::create(
            b, loc,
            DenseElementsAttr::get(
                type, llvm::to_vector(llvm::map_range(within, [&](int64_t i) {
                  return static_cast<Attribute>(b.getIndexAttr(i));
                })))));
    access.indices.push_back(arith::ConstantIndexOp::create(b, loc, 0));
    return access;
  }

  /// Which elements of the lanes' vectors at `access` lie inside the last
  /// dimension of `memref` (a transfer's other elements read its padding
  /// and are not written): a prefix of the lanes' consecutive vectors, or
  /// a prefix of each lane's vector, whose lane starts at `laneStarts`.
  Value insideLastDim(OpBuilder &b, Location loc, Value memref,
                      const Access &access, VectorType type, Value laneStarts) {
    int64_t rank = cast<MemRefType>(memref.getType()).getRank();
    Value size = memref::DimOp::create(b, loc, memref, rank - 1);
    // A transfer reads and writes the elements below the size.
    auto count = [&](Value start, int64_t most) {
      Value end = start.getType() == size.getType()
                      ? size
                      : Value(vector::BroadcastOp::create(
                            b, loc, start.getType(), size));
      return countFrom(b, loc, start, end, most, /*isSigned=*/false,
                       /*orEqual=*/false);
    };
    if (!access.offsets)
      return vector::CreateMaskOp::create(
          b, loc, type.clone(b.getI1Type()),
          ValueRange{count(access.indices.back(), type.getNumElements())});
    int64_t k = perLane(type);
    auto words = VectorType::get({width}, b.getI32Type());
    return elementsBelow(
        b, loc, arith::IndexCastOp::create(b, loc, words, count(laneStarts, k)),
        k);
  }

  /// The elements of the lanes' vectors of k elements whose position in
  /// their lane's vector is below `counts` (i32: one per lane, or one all
  /// lanes share), compared in 32 bits (IGC aborts on 64-bit compares of
  /// W * k offsets).
  Value elementsBelow(OpBuilder &b, Location loc, Value counts, int64_t k) {
    auto words = VectorType::get({width * k}, b.getI32Type());
    Value bounds =
        isa<VectorType>(counts.getType())
            ? spread(b, loc, counts, k)
            : vector::BroadcastOp::create(b, loc, words, counts).getResult();
    SmallVector<int32_t> within;
    for (int64_t i : slotOrder(k, [](int64_t, int64_t i) { return i; }))
      within.push_back(i);
    return arith::CmpIOp::create(
        b, loc, arith::CmpIPredicate::sgt, bounds,
        arith::ConstantOp::create(
            b, loc, DenseElementsAttr::get(words, ArrayRef<int32_t>(within))));
  }

  /// vector.load or transfer_read of each lane's vector: one load of the
  /// lanes' consecutive vectors, else a gather; a transfer that may run out
  /// of bounds (`padding` set) reads its padding there, and one with a
  /// prefix mask (`elements`) reads `fill` where the mask is off.
  LogicalResult emitVectorLoad(OpBuilder &b, Operation &op, Value memref,
                               ValueRange indices, Value mask,
                               Value padding = {}, Value elements = {},
                               Value fill = {}) {
    Value result = op.getResult(0);
    if (!divergent(result)) {
      b.clone(op, map);
      return success();
    }
    if (!isMessageMemory(memref) || !isContiguous(memref))
      return failure();
    // A masked transfer that may also leave the memref, element by element,
    // spills (its W fields' masks and offsets at once): left unpacked.
    if (byElement)
      return elements && padding
                 ? failure()
                 : emitFieldLoad(b, op, memref, indices, mask,
                                 elements ? fill : padding, elements);
    auto laneType = cast<VectorType>(result.getType());
    int64_t k = laneType.getNumElements();
    Location loc = op.getLoc();
    FailureOr<Access> access =
        planVectorAccess(b, loc, map.lookupOrDefault(memref), indices, k,
                         /*checked=*/padding != nullptr);
    if (failed(access))
      return failure();
    VectorType type = vectorOf(laneType);
    Value base = map.lookupOrDefault(memref);
    Value inside = padding ? insideLastDim(b, loc, base, *access, type,
                                           get(b, indices.back(), true))
                           : Value();
    if (elements) {
      Value on = prefixElements(b, loc, elements, type);
      inside = inside ? arith::AndIOp::create(b, loc, inside, on) : on;
      padding = fill;
    }
    map.map(result, loadLanes(b, loc, type, base, *access, mask, inside,
                              padding ? get(b, padding, false) : Value()));
    return success();
  }

  /// vector.maskedload of each lane's vector under a prefix mask: a load of
  /// the elements the mask sets, the pass-through value in the others
  /// (read as the fill when it is a splat constant, else selected).
  LogicalResult emitMaskedLoad(OpBuilder &b, vector::MaskedLoadOp load,
                               Value mask) {
    Value passThru = load.getPassThru();
    Attribute splat;
    if (matchPattern(passThru, m_Constant(&splat)))
      if (auto dense = dyn_cast<SplatElementsAttr>(splat)) {
        Value fill = arith::ConstantOp::create(
            b, load.getLoc(),
            cast<TypedAttr>(dense.getSplatValue<Attribute>()));
        return emitVectorLoad(b, *load, load.getBase(), load.getIndices(), mask,
                              /*padding=*/{}, load.getMask(), fill);
      }
    if (!divergent(load.getResult()))
      return emitVectorLoad(b, *load, load.getBase(), load.getIndices(), mask);
    Value zero = arith::ConstantOp::create(
        b, load.getLoc(), b.getZeroAttr(load.getType().getElementType()));
    if (failed(emitVectorLoad(b, *load, load.getBase(), load.getIndices(), mask,
                              /*padding=*/{}, load.getMask(), zero)))
      return failure();
    Value loaded = map.lookup(load.getResult());
    Value on = prefixElements(b, load.getLoc(), load.getMask(),
                              cast<VectorType>(loaded.getType()));
    map.map(load.getResult(),
            arith::SelectOp::create(b, load.getLoc(), on, loaded,
                                    get(b, passThru, true))
                .getResult());
    return success();
  }

  /// vector.store or transfer_write of each lane's vector; a transfer that
  /// may run out of bounds (`checked`) writes only the elements inside, one
  /// with a prefix mask (`elements`) only those the mask sets.
  LogicalResult emitVectorStore(OpBuilder &b, Operation &op, Value value,
                                Value memref, ValueRange indices, Value mask,
                                bool checked = false, Value elements = {}) {
    if (!mask && !divergent(value) &&
        llvm::none_of(indices, [&](Value v) { return divergent(v); })) {
      b.clone(op, map);
      return success();
    }
    if (!isMessageMemory(memref) || !isContiguous(memref))
      return failure();
    if (byElement)
      return emitFieldStore(b, op, value, memref, indices, mask, checked,
                            elements);
    auto laneType = cast<VectorType>(value.getType());
    Location loc = op.getLoc();
    FailureOr<Access> access =
        planVectorAccess(b, loc, map.lookupOrDefault(memref), indices,
                         laneType.getNumElements(), checked);
    if (failed(access))
      return failure();
    Value data = get(b, value, true);
    Value base = map.lookupOrDefault(memref);
    Value inside = checked ? insideLastDim(b, loc, base, *access,
                                           cast<VectorType>(data.getType()),
                                           get(b, indices.back(), true))
                           : Value();
    if (elements) {
      Value on =
          prefixElements(b, loc, elements, cast<VectorType>(data.getType()));
      inside = inside ? arith::AndIOp::create(b, loc, inside, on) : on;
    }
    storeLanes(b, loc, data, base, *access, mask, inside);
    return success();
  }

  /// Where the lanes' vectors of a vector access start.
  struct FieldStarts {
    /// The indices the gathers and scatters take.
    SmallVector<Value> base;
    /// Each lane's start from them.
    Value starts;
    /// Each lane's index in the last dimension.
    Value last;
  };

  /// The starts of the lanes' vectors at `indices` of `memref` (of the new
  /// kernel): from the uniform outer indices, or, for lanes in different
  /// rows, from the memref's first element in the row-major order.
  FailureOr<FieldStarts> fieldStarts(OpBuilder &b, Location loc, Value memref,
                                     ValueRange indices) {
    FieldStarts field;
    field.last = get(b, indices.back(), true);
    Value zero = arith::ConstantIndexOp::create(b, loc, 0);
    if (llvm::any_of(indices.drop_back(),
                     [&](Value index) { return divergent(index); })) {
      field.starts = linearIndices(b, loc, memref, indices);
      if (!field.starts)
        return failure();
      field.base.assign(indices.size(), zero);
      return field;
    }
    for (Value index : indices.drop_back())
      field.base.push_back(get(b, index, false));
    field.base.push_back(zero);
    field.starts = field.last;
    return field;
  }

  /// Field `i` of the lanes' vectors at `starts`: the lanes' element
  /// indices.
  Value fieldOffsets(OpBuilder &b, Location loc, Value starts, int64_t i) {
    if (i == 0)
      return starts;
    return arith::AddIOp::create(
        b, loc, starts,
        arith::ConstantOp::create(
            b, loc,
            DenseElementsAttr::get(cast<ShapedType>(starts.getType()),
                                   b.getIndexAttr(i))));
  }

  /// How many elements of each lane's vector<k> at `starts` lie inside the
  /// last dimension of `memref` (a transfer's other elements read its
  /// padding and are not written), counted in 32 bits.
  Value countInside(OpBuilder &b, Location loc, Value memref, Value starts,
                    int64_t k) {
    int64_t rank = cast<MemRefType>(memref.getType()).getRank();
    Value size = memref::DimOp::create(b, loc, memref, rank - 1);
    return arith::IndexCastOp::create(
        b, loc, VectorType::get({width}, b.getI32Type()),
        countFrom(b, loc, starts,
                  vector::BroadcastOp::create(b, loc, starts.getType(), size),
                  k, /*isSigned=*/false, /*orEqual=*/false));
  }

  /// The lanes of `on` whose field `i` is inside by `count` (none: all of
  /// `on`): a lane's count above i, or a count of the lanes' vectors<k>
  /// one after another above lane * k + i, compared as lane * k below
  /// count - i (the count is at most width * k: no overflow), so that the
  /// fields share one constant vector and differ by a scalar. Lanes `on`
  /// that are a prefix (vector.create_mask of L) are lane * k below L * k
  /// too: one compare with the smaller bound, not two masks and'ed.
  Value fieldOn(OpBuilder &b, Location loc, Value on, Value count, int64_t i,
                int64_t k) {
    if (!count)
      return on;
    if (!isa<VectorType>(count.getType())) {
      SmallVector<int32_t> starts;
      for (int64_t lane = 0; lane < width; ++lane)
        starts.push_back(lane * k);
      auto words = VectorType::get({width}, b.getI32Type());
      auto constant = [&](Type type, int64_t value) -> Value {
        return arith::ConstantOp::create(b, loc, b.getIntegerAttr(type, value));
      };
      Value rest = i == 0 ? count
                          : arith::SubIOp::create(b, loc, count,
                                                  constant(b.getI32Type(), i));
      auto prefix = on.getDefiningOp<vector::CreateMaskOp>();
      bool isPrefix = prefix && prefix.getNumOperands() == 1;
      if (isPrefix) {
        // min(L * k, rest), L clamped to [0, width] first (it may be any
        // index): what the fields share is one scalar, the min each one's.
        Type index = b.getIndexType();
        Value lanes = arith::MinSIOp::create(
            b, loc,
            arith::MaxSIOp::create(b, loc, prefix.getOperand(0),
                                   constant(index, 0)),
            constant(index, width));
        Value elements = arith::IndexCastOp::create(
            b, loc, b.getI32Type(),
            arith::MulIOp::create(b, loc, lanes, constant(index, k)));
        rest = arith::MinSIOp::create(b, loc, elements, rest);
      }
      Value inside = arith::CmpIOp::create(
          b, loc, arith::CmpIPredicate::slt,
          arith::ConstantOp::create(
              b, loc, DenseElementsAttr::get(words, ArrayRef<int32_t>(starts))),
          vector::BroadcastOp::create(b, loc, words, rest));
      if (isPrefix)
        return inside;
      return arith::AndIOp::create(b, loc, on, inside);
    }
    return arith::AndIOp::create(
        b, loc, on,
        arith::CmpIOp::create(
            b, loc, arith::CmpIPredicate::ugt, count,
            arith::ConstantOp::create(
                b, loc,
                DenseElementsAttr::get(cast<ShapedType>(count.getType()),
                                       b.getI32IntegerAttr(i)))));
  }

  /// The lanes' vector<k> (type `laneType`) element by element, field `i`
  /// (element i of every lane) built by `field(at, i)`.
  Value assembleFields(OpBuilder &b, Location loc, VectorType laneType,
                       function_ref<Value(OpBuilder &, int64_t)> field) {
    int64_t k = laneType.getNumElements();
    int64_t group = std::min<int64_t>(width, kLaneGroup);
    Value result = ub::PoisonOp::create(b, loc, vectorOf(laneType));
    for (int64_t i = 0; i < k; ++i) {
      Value value = field(b, i);
      for (int64_t lane = 0; lane < width; lane += group)
        result = vector::InsertStridedSliceOp::create(
            b, loc,
            group == width ? value
                           : vector::ExtractStridedSliceOp::create(
                                 b, loc, value, lane, group, 1)
                                 .getResult(),
            result, slot(lane, i, k), 1);
    }
    return result;
  }

  /// A vector.gather of each lane's vector kept element by element, with
  /// the index vector, mask and pass-through the lanes share (the column
  /// reads of a contraction lowered to outer products): a gather of each
  /// field, at each lane's start plus the field's index. A gather every
  /// lane shares stays as it is.
  LogicalResult emitLaneGather(OpBuilder &b, vector::GatherOp gather,
                               Value mask) {
    if (!divergent(gather.getResult())) {
      b.clone(*gather, map);
      return success();
    }
    Value memref = gather.getBase();
    if (!byElement || divergent(gather.getIndices()) ||
        divergent(gather.getMask()) || divergent(gather.getPassThru()) ||
        !isMessageMemory(memref) || !isContiguous(memref))
      return failure();
    Location loc = gather.getLoc();
    Value base = map.lookupOrDefault(memref);
    FailureOr<FieldStarts> starts =
        fieldStarts(b, loc, base, gather.getOffsets());
    if (failed(starts))
      return failure();
    Value indices = get(b, gather.getIndices(), false);
    Value fieldMask = get(b, gather.getMask(), false);
    Value passthru = get(b, gather.getPassThru(), false);
    Value on = mask ? mask : allLanes(b, loc);
    VectorType laneType = gather.getVectorType();
    VectorType fieldType = vectorOf(laneType.getElementType());
    map.map(gather.getResult(),
            assembleFields(b, loc, laneType, [&](OpBuilder &at, int64_t i) {
              auto [offsets, enabled] =
                  fieldAccess(at, loc, *starts, indices, fieldMask, on, i);
              Value fill = vector::BroadcastOp::create(
                  at, loc, fieldType,
                  vector::ExtractOp::create(at, loc, passthru, i));
              return vector::GatherOp::create(at, loc, fieldType, base,
                                              starts->base, offsets, enabled,
                                              fill)
                  .getResult();
            }));
    return success();
  }

  /// Field `i` of an access with an index vector and a mask the lanes share
  /// (`indices`, `fieldMask`): each lane's offsets (its start plus element
  /// i of the indices) and the lanes of `on` that element i's mask keeps.
  static std::pair<Value, Value> fieldAccess(OpBuilder &b, Location loc,
                                             const FieldStarts &starts,
                                             Value indices, Value fieldMask,
                                             Value on, int64_t i) {
    Value index = vector::ExtractOp::create(b, loc, indices, i);
    if (!index.getType().isIndex())
      index = arith::IndexCastOp::create(b, loc, b.getIndexType(), index);
    Value offsets = arith::AddIOp::create(
        b, loc, starts.starts,
        vector::BroadcastOp::create(b, loc, starts.starts.getType(), index));
    Value enabled = arith::AndIOp::create(
        b, loc, on,
        vector::BroadcastOp::create(
            b, loc, on.getType(),
            vector::ExtractOp::create(b, loc, fieldMask, i)));
    return {offsets, enabled};
  }

  /// A vector.scatter of each lane's vector kept element by element, with
  /// the index vector and mask the lanes share: a scatter of each field, at
  /// each lane's start plus the field's index (emitLaneGather's converse).
  /// One that every lane would do alike stays as it is.
  LogicalResult emitLaneScatter(OpBuilder &b, vector::ScatterOp scatter,
                                Value mask) {
    bool perLane = llvm::any_of(scatter->getOperands(),
                                [&](Value v) { return divergent(v); });
    if (!perLane && !mask) {
      b.clone(*scatter, map);
      return success();
    }
    Value memref = scatter.getBase();
    if (!byElement || divergent(scatter.getIndices()) ||
        divergent(scatter.getMask()) || !isMessageMemory(memref) ||
        !isContiguous(memref))
      return failure();
    Location loc = scatter.getLoc();
    Value base = map.lookupOrDefault(memref);
    FailureOr<FieldStarts> starts =
        fieldStarts(b, loc, base, scatter.getOffsets());
    if (failed(starts))
      return failure();
    Value indices = get(b, scatter.getIndices(), false);
    Value fieldMask = get(b, scatter.getMask(), false);
    Value value = get(b, scatter.getValueToStore(), true);
    Value on = mask ? mask : allLanes(b, loc);
    for (int64_t i = 0; i < scatter.getVectorType().getNumElements(); ++i) {
      auto [offsets, enabled] =
          fieldAccess(b, loc, *starts, indices, fieldMask, on, i);
      vector::ScatterOp::create(b, loc, Type(), base, starts->base, offsets,
                                enabled, laneColumn(b, loc, value, i),
                                IntegerAttr());
    }
    return success();
  }

  /// A vector load or transfer_read of each lane's vector kept element by
  /// element: a gather of each field (element i of every lane), which
  /// convert-memory-to-genx reads with one message of up to 4 fields per
  /// 16 lanes; a transfer that may run out of bounds (`padding` set) reads
  /// its padding there; one with a prefix mask (`elements`, always inside)
  /// reads `padding` where the mask is off.
  LogicalResult emitFieldLoad(OpBuilder &b, Operation &op, Value memref,
                              ValueRange indices, Value mask, Value padding,
                              Value elements = {}) {
    Location loc = op.getLoc();
    auto laneType = cast<VectorType>(op.getResult(0).getType());
    int64_t k = laneType.getNumElements();
    Value base = map.lookupOrDefault(memref);
    FailureOr<FieldStarts> starts = fieldStarts(b, loc, base, indices);
    if (failed(starts))
      return failure();
    Value on = mask ? mask : allLanes(b, loc);
    VectorType fieldType = vectorOf(laneType.getElementType());
    Value fill =
        fillFor(b, loc, fieldType, padding ? get(b, padding, false) : Value());
    // The fields, those of lanes whose elements run past the end of the
    // memref (when `count` is set) read as the padding.
    auto fields = [&](OpBuilder &at, Value count) -> Value {
      return assembleFields(at, loc, laneType, [&](OpBuilder &in, int64_t i) {
        return vector::GatherOp::create(
                   in, loc, fieldType, base, starts->base,
                   fieldOffsets(in, loc, starts->starts, i),
                   fieldOn(in, loc, on, count, i, k), fill)
            .getResult();
      });
    };
    Value count = elements ? laneCounts(b, loc, elements, Value(), k)
                  : padding
                      ? inside(b, loc, base, indices.back(), starts->last, k)
                      : Value();
    map.map(op.getResult(0), fields(b, count));
    return success();
  }

  /// What says which elements of the lanes' vectors<k> at `index` (the
  /// lanes' indices in the last dimension: `starts`) lie inside the last
  /// dimension of `memref`:
  /// for vectors one after another (k apart from lane to lane) how many of
  /// their W * k elements do, one i32; else how many of each lane's do, a
  /// vector of i32 (see fieldOn).
  Value inside(OpBuilder &b, Location loc, Value memref, Value index,
               Value starts, int64_t k) {
    if (laneStride(index) != k)
      return countInside(b, loc, memref, starts, k);
    int64_t rank = cast<MemRefType>(memref.getType()).getRank();
    Value size = memref::DimOp::create(b, loc, memref, rank - 1);
    return arith::IndexCastOp::create(
        b, loc, b.getI32Type(),
        countFrom(b, loc, laneZero(b, index), size, width * k,
                  /*isSigned=*/false, /*orEqual=*/false));
  }

  /// A vector store or transfer_write of each lane's vector kept element by
  /// element: a scatter of each field (joined into messages of up to 4
  /// fields where the lanes' vectors do not overlap); a transfer that may
  /// run out of bounds (`checked`) writes only the elements inside, one
  /// with a prefix mask (`elements`) only those the mask sets.
  LogicalResult emitFieldStore(OpBuilder &b, Operation &op, Value value,
                               Value memref, ValueRange indices, Value mask,
                               bool checked, Value elements = {}) {
    Location loc = op.getLoc();
    int64_t k = cast<VectorType>(value.getType()).getNumElements();
    Value base = map.lookupOrDefault(memref);
    FailureOr<FieldStarts> starts = fieldStarts(b, loc, base, indices);
    if (failed(starts))
      return failure();
    Value data = get(b, value, true);
    Value on = mask ? mask : allLanes(b, loc);
    auto fields = [&](OpBuilder &at, Value count) {
      for (int64_t i = 0; i < k; ++i)
        vector::ScatterOp::create(at, loc, Type(), base, starts->base,
                                  fieldOffsets(at, loc, starts->starts, i),
                                  fieldOn(at, loc, on, count, i, k),
                                  laneColumn(at, loc, data, i), IntegerAttr());
    };
    Value count;
    if (checked)
      count = inside(b, loc, base, indices.back(), starts->last, k);
    if (elements)
      count = laneCounts(b, loc, elements, count, k);
    fields(b, count);
    return success();
  }

  /// Element `position` of each lane's vector.
  Value laneColumn(OpBuilder &b, Location loc, Value lanesValue,
                   int64_t position) {
    int64_t k = perLane(lanesValue.getType());
    SmallVector<int64_t> order;
    for (int64_t lane = 0; lane < width; ++lane)
      order.push_back(slot(lane, position, k));
    if (order.back() - order.front() == width - 1)
      return vector::ExtractStridedSliceOp::create(b, loc, lanesValue,
                                                   order.front(), width, 1);
    return vector::ShuffleOp::create(b, loc, lanesValue, lanesValue, order);
  }

  /// A reduction of each lane's vector: its elements combined column by
  /// column, in order, into one value per lane.
  LogicalResult emitLaneReduction(OpBuilder &b, vector::ReductionOp op) {
    Location loc = op.getLoc();
    Value lanesValue = get(b, op.getVector(), true);
    int64_t k = perLane(lanesValue.getType());
    Value acc = op.getAcc() ? get(b, op.getAcc(), true) : Value();
    if (!byElement && k > 1 && llvm::isPowerOf2_64(k) &&
        reducesInAnyOrder(op)) {
      // Lane by lane, each lane's elements are a segment of the vector.
      Value tree = reduceSegments(b, loc, op.getKind(), lanesValue, width, k,
                                  op.getFastmathAttr());
      map.map(op.getResult(),
              acc ? vector::makeArithReduction(b, loc, op.getKind(), tree, acc,
                                               op.getFastmathAttr())
                  : tree);
      return success();
    }
    for (int64_t i = 0; i < k; ++i) {
      Value column = laneColumn(b, loc, lanesValue, i);
      acc = acc ? vector::makeArithReduction(b, loc, op.getKind(), column, acc,
                                             op.getFastmathAttr())
                : column;
    }
    map.map(op.getResult(), acc);
    return success();
  }

  /// A position known only at run time as i32: the lanes' own (a vector)
  /// or one they share (a scalar).
  Value dynamicPosition(OpBuilder &b, Location loc, Value old) {
    Value position = get(b, old, /*asVector=*/false);
    Type i32 = b.getI32Type();
    if (auto vec = dyn_cast<VectorType>(position.getType()))
      return arith::IndexCastOp::create(b, loc, vec.clone(i32), position);
    return arith::IndexCastOp::create(b, loc, i32, position);
  }

  /// An element of each lane's vector at a position known only at run
  /// time: the lanes' columns selected by compares with the position (no
  /// register move reaches a position that differs between lanes).
  LogicalResult emitLaneDynamicExtract(OpBuilder &b, vector::ExtractOp op) {
    Location loc = op.getLoc();
    Value source = get(b, op.getSource(), true);
    Value position = dynamicPosition(b, loc, op.getDynamicPosition().front());
    Value result = laneColumn(b, loc, source, 0);
    for (int64_t i = 1; i < perLane(source.getType()); ++i) {
      Value at = arith::CmpIOp::create(
          b, loc, arith::CmpIPredicate::eq, position,
          createScalarOrSplatConstant(b, loc, position.getType(), i));
      result = arith::SelectOp::create(b, loc, at,
                                       laneColumn(b, loc, source, i), result);
    }
    map.map(op.getResult(), result);
    return success();
  }

  /// A scalar into each lane's vector at a position known only at run
  /// time: a select of the lanes' scalars where a slot's element is the
  /// position.
  LogicalResult emitLaneDynamicInsert(OpBuilder &b, vector::InsertOp op) {
    Location loc = op.getLoc();
    Value into = get(b, op.getDest(), true);
    Value scalars = get(b, op.getValueToStore(), true);
    int64_t k = perLane(into.getType());
    Value position = dynamicPosition(b, loc, op.getDynamicPosition().front());
    auto slotsType = VectorType::get({width * k}, b.getI32Type());
    Value slotsPosition =
        isa<VectorType>(position.getType())
            ? spread(b, loc, position, k)
            : vector::BroadcastOp::create(b, loc, slotsType, position)
                  .getResult();
    SmallVector<int32_t> elements;
    for (int64_t element : slotOrder(k, [](int64_t, int64_t i) { return i; }))
      elements.push_back(static_cast<int32_t>(element));
    Value at = arith::CmpIOp::create(
        b, loc, arith::CmpIPredicate::eq, slotsPosition,
        arith::ConstantOp::create(
            b, loc, DenseElementsAttr::get(slotsType, ArrayRef(elements))));
    map.map(op.getResult(), arith::SelectOp::create(
                                b, loc, at, spread(b, loc, scalars, k), into));
    return success();
  }

  LogicalResult emitLaneExtract(OpBuilder &b, vector::ExtractOp op) {
    if (!op.getDynamicPosition().empty())
      return emitLaneDynamicExtract(b, op);
    ArrayRef<int64_t> position = op.getStaticPosition();
    map.map(op.getResult(),
            laneColumn(b, op.getLoc(), get(b, op.getSource(), true),
                       position.front()));
    return success();
  }

  /// A scalar into each lane's vector: the lanes' scalars take the
  /// position's column.
  LogicalResult emitLaneInsert(OpBuilder &b, vector::InsertOp op) {
    if (!op.getDynamicPosition().empty())
      return emitLaneDynamicInsert(b, op);
    Value into = get(b, op.getDest(), true);
    Value scalars = get(b, op.getValueToStore(), true);
    int64_t k = perLane(into.getType());
    int64_t position = op.getStaticPosition().front();
    SmallVector<int64_t> order = slotOrder(k, [&](int64_t lane, int64_t i) {
      return i == position ? width * k + lane : slot(lane, i, k);
    });
    map.map(op.getResult(),
            vector::ShuffleOp::create(b, op.getLoc(), into, scalars, order));
    return success();
  }

  /// A shuffle of each lane's vectors (1-D): the same picks lane by lane.
  LogicalResult emitLaneShuffle(OpBuilder &b, vector::ShuffleOp op) {
    if (op.getV1VectorType().getRank() != 1 ||
        op.getV2VectorType().getRank() != 1)
      return failure();
    map.map(op.getResult(),
            shuffleLanes(b, op.getLoc(), op.getV1(), op.getV2(), op.getMask()));
    return success();
  }

  /// The lanes' vectors of a vector.shuffle of each lane's `v1` and `v2`
  /// (1-D) by `picks`.
  Value shuffleLanes(OpBuilder &b, Location loc, Value v1, Value v2,
                     ArrayRef<int64_t> picks) {
    int64_t k1 = cast<VectorType>(v1.getType()).getNumElements();
    int64_t k2 = cast<VectorType>(v2.getType()).getNumElements();
    auto k = static_cast<int64_t>(picks.size());
    SmallVector<int64_t> order = slotOrder(k, [&](int64_t lane, int64_t j) {
      int64_t pick = picks[j];
      if (pick == vector::ShuffleOp::kPoisonIndex)
        return pick;
      return pick < k1 ? slot(lane, pick, k1)
                       : width * k1 + slot(lane, pick - k1, k2);
    });
    return vector::ShuffleOp::create(b, loc, get(b, v1, true), get(b, v2, true),
                                     order);
  }

  /// vector.interleave of each lane's vectors (1-D): the shuffle that
  /// alternates their elements.
  LogicalResult emitLaneInterleave(OpBuilder &b, vector::InterleaveOp op) {
    VectorType type = op.getLhs().getType();
    if (type.getRank() != 1)
      return failure();
    int64_t k = type.getNumElements();
    SmallVector<int64_t> picks;
    for (int64_t i = 0; i < k; ++i)
      picks.append({i, k + i});
    map.map(op.getResult(),
            shuffleLanes(b, op.getLoc(), op.getLhs(), op.getRhs(), picks));
    return success();
  }

  /// A strided slice of each lane's vector (1-D): its picks.
  LogicalResult emitLaneExtractSlice(OpBuilder &b,
                                     vector::ExtractStridedSliceOp op) {
    if (op.getSourceVectorType().getRank() != 1)
      return failure();
    int64_t offset = cast<IntegerAttr>(op.getOffsets()[0]).getInt();
    int64_t stride = cast<IntegerAttr>(op.getStrides()[0]).getInt();
    SmallVector<int64_t> picks;
    for (int64_t i = 0; i < op.getType().getNumElements(); ++i)
      picks.push_back(offset + i * stride);
    map.map(op.getResult(), shuffleLanes(b, op.getLoc(), op.getSource(),
                                         op.getSource(), picks));
    return success();
  }

  /// Each lane's vector (1-D) with a strided slice replaced: the shuffle
  /// of the destination's elements and the slice's.
  LogicalResult emitLaneInsertSlice(OpBuilder &b,
                                    vector::InsertStridedSliceOp op) {
    VectorType dest = op.getDestVectorType();
    if (dest.getRank() != 1)
      return failure();
    int64_t k = dest.getNumElements();
    int64_t offset = cast<IntegerAttr>(op.getOffsets()[0]).getInt();
    int64_t stride = cast<IntegerAttr>(op.getStrides()[0]).getInt();
    SmallVector<int64_t> picks = llvm::to_vector(llvm::seq<int64_t>(0, k));
    for (int64_t i = 0; i < op.getSourceVectorType().getNumElements(); ++i)
      picks[offset + i * stride] = k + i;
    map.map(op.getResult(), shuffleLanes(b, op.getLoc(), op.getDest(),
                                         op.getValueToStore(), picks));
    return success();
  }

  /// vector.deinterleave of each lane's vector (1-D): the shuffles of its
  /// even and of its odd elements.
  LogicalResult emitLaneDeinterleave(OpBuilder &b, vector::DeinterleaveOp op) {
    VectorType type = op.getSource().getType();
    if (type.getRank() != 1)
      return failure();
    for (auto [parity, result] : llvm::enumerate(op.getResults())) {
      SmallVector<int64_t> picks;
      for (int64_t i = parity; i < type.getNumElements(); i += 2)
        picks.push_back(i);
      map.map(result, shuffleLanes(b, op.getLoc(), op.getSource(),
                                   op.getSource(), picks));
    }
    return success();
  }

  /// A lane's vector of its scalars: the lanes' scalars side by side, then
  /// in their places.
  LogicalResult emitLaneFromElements(OpBuilder &b, vector::FromElementsOp op) {
    VectorType type = op.getType();
    if (type.getRank() != 1)
      return failure();
    Location loc = op.getLoc();
    int64_t k = type.getNumElements();
    Value all = ub::PoisonOp::create(
        b, loc, VectorType::get({width * k}, type.getElementType()));
    for (auto [i, element] : llvm::enumerate(op.getElements()))
      all = vector::InsertStridedSliceOp::create(
          b, loc, get(b, element, true), all, static_cast<int64_t>(i) * width,
          1);
    map.map(op.getResult(),
            vector::ShuffleOp::create(
                b, loc, all, all, slotOrder(k, [&](int64_t lane, int64_t i) {
                  return i * width + lane;
                })));
    return success();
  }

  /// A lane's scalar to all elements of its vector.
  LogicalResult emitLaneBroadcast(OpBuilder &b, vector::BroadcastOp op) {
    auto type = dyn_cast<VectorType>(op.getResultVectorType());
    if (isa<VectorType>(op.getSourceType()) || type.getRank() != 1)
      return failure();
    map.map(op.getResult(), spread(b, op.getLoc(), get(b, op.getSource(), true),
                                   type.getNumElements()));
    return success();
  }

  /// An atomic update: one per lane that runs it, in lane order, each lane
  /// getting its own old value; the loop over the lanes is marked for
  /// convert-memory-to-genx, which sends it as messages of 16 lanes where
  /// the memory has them (an update without one, such as a float add, is a
  /// compare-and-swap loop per lane).
  LogicalResult emitAtomic(OpBuilder &b, memref::AtomicRMWOp atomic,
                           Value mask) {
    if (!isMessageMemory(atomic.getMemref()))
      return failure();
    Location loc = atomic.getLoc();
    Type element = atomic.getType();
    auto lanesOf = [&](Value old) {
      return divergent(old) ? get(b, old, true) : Value();
    };
    Value values = lanesOf(atomic.getValue());
    SmallVector<Value> indices;
    for (Value index : atomic.getIndices())
      indices.push_back(lanesOf(index));
    Value on = mask ? mask : allLanes(b, loc);
    // The old values are collected only when used: otherwise the updates
    // need not wait for each other's replies.
    bool used = !atomic.getResult().use_empty();
    SmallVector<Value> inits;
    if (used)
      inits.push_back(arith::ConstantOp::create(
          b, loc,
          DenseElementsAttr::get(vectorOf(element), b.getZeroAttr(element))));
    auto body = [&](OpBuilder &inner, Location, Value lane, ValueRange olds) {
      auto pick = [&](OpBuilder &at, Value vector, Value old) -> Value {
        if (!vector)
          return map.lookupOrDefault(old);
        return vector::ExtractOp::create(at, loc, vector,
                                         ArrayRef<OpFoldResult>{lane});
      };
      auto update = [&](OpBuilder &then, Location) {
        SmallVector<Value> at;
        for (auto [vector, old] : llvm::zip(indices, atomic.getIndices()))
          at.push_back(pick(then, vector, old));
        Value old = memref::AtomicRMWOp::create(
            then, loc, atomic.getKind(), pick(then, values, atomic.getValue()),
            map.lookupOrDefault(atomic.getMemref()), at);
        scf::YieldOp::create(then, loc, used ? ValueRange{old} : ValueRange{});
      };
      Value runs = pick(inner, on, Value());
      if (!used) {
        scf::IfOp::create(inner, loc, runs, update);
        scf::YieldOp::create(inner, loc);
        return;
      }
      // Lanes that do not run it get 0, as a masked-off gather does.
      auto skip = [&](OpBuilder &otherwise, Location) {
        scf::YieldOp::create(
            otherwise, loc,
            ValueRange{arith::ConstantOp::create(
                otherwise, loc, element, otherwise.getZeroAttr(element))});
      };
      auto perLane = scf::IfOp::create(inner, loc, runs, update, skip);
      scf::YieldOp::create(inner, loc,
                           ValueRange{vector::InsertOp::create(
                               inner, loc, perLane.getResult(0), olds[0],
                               ArrayRef<OpFoldResult>{lane})});
    };
    auto loop = scf::ForOp::create(
        b, loc, arith::ConstantIndexOp::create(b, loc, 0),
        arith::ConstantIndexOp::create(b, loc, width),
        arith::ConstantIndexOp::create(b, loc, 1), inits, body);
    loop->setAttr(GenXAttrNames::kLaneAtomics, b.getUnitAttr());
    if (used)
      map.map(atomic.getResult(), loop.getResult(0));
    return success();
  }

  /// Scalar lane-0 values of the lane ids and of the induction variables of
  /// loops that start apart, which contiguous accesses start from.
  DenseMap<Value, Value> laneBase;
  /// How far apart the lanes' induction variables of such loops are.
  DenseMap<Value, int64_t> ivStride;
  /// The i32 lane-0 induction variables of narrowed loop control
  /// (narrowControl), known to lie within [0, 2^31).
  DenseSet<Value> narrowCounters;
};

/// Whether `value` is `op` of dimension `dim`.
template <typename IdOp>
bool isId(Value value, gpu::Dimension dim = gpu::Dimension::x) {
  auto id = value.getDefiningOp<IdOp>();
  return id && id.getDimension() == dim;
}

/// block_id d * block_dim d + thread_id d written out (with the group size
/// as a constant where every group has it: `items` in x, `known` sizes in
/// each dimension) as the gpu.global_id d it is, whose value the packed
/// kernel computes in 32 bits. With `narrowStarts`, a group's start left
/// alone (block_id d times the size, added to another dimension's thread id
/// in a transpose) is computed in 32 bits too: it is the global id of the
/// group's first work item, below 2^32 as every global id is taken to be.
void foldGlobalIds(gpu::GPUFuncOp kernel, std::optional<int64_t> items,
                   const std::optional<SmallVector<int32_t>> &known,
                   bool narrowStarts) {
  for (gpu::Dimension dim :
       {gpu::Dimension::x, gpu::Dimension::y, gpu::Dimension::z}) {
    auto isGroupSize = [&](Value value) {
      APInt constant;
      if (matchPattern(value, m_ConstantInt(&constant))) {
        int64_t size = constant.getSExtValue();
        if (known)
          return size == (*known)[static_cast<unsigned>(dim)];
        return dim == gpu::Dimension::x && items && size == *items;
      }
      return isId<gpu::BlockDimOp>(value, dim);
    };
    auto isGroupStart = [&](Value value) {
      auto mul = value.getDefiningOp<arith::MulIOp>();
      return mul && ((isId<gpu::BlockIdOp>(mul.getLhs(), dim) &&
                      isGroupSize(mul.getRhs())) ||
                     (isId<gpu::BlockIdOp>(mul.getRhs(), dim) &&
                      isGroupSize(mul.getLhs())));
    };
    SmallVector<arith::AddIOp> sums;
    kernel.walk([&](arith::AddIOp add) {
      if ((isId<gpu::ThreadIdOp>(add.getLhs(), dim) &&
           isGroupStart(add.getRhs())) ||
          (isId<gpu::ThreadIdOp>(add.getRhs(), dim) &&
           isGroupStart(add.getLhs())))
        sums.push_back(add);
    });
    for (arith::AddIOp add : sums) {
      OpBuilder b(add);
      add.replaceAllUsesWith(
          gpu::GlobalIdOp::create(b, add.getLoc(), dim).getResult());
      add.erase();
    }
    if (!narrowStarts)
      continue;
    SmallVector<arith::MulIOp> starts;
    kernel.walk([&](arith::MulIOp mul) {
      if (mul.getType().isIndex() && isGroupStart(mul.getResult()))
        starts.push_back(mul);
    });
    for (arith::MulIOp mul : starts) {
      // The starts of the global ids just folded.
      if (mul->use_empty()) {
        mul.erase();
        continue;
      }
      OpBuilder b(mul);
      Location loc = mul.getLoc();
      auto narrow = [&](Value value) -> Value {
        return arith::IndexCastUIOp::create(b, loc, b.getI32Type(), value);
      };
      Value product = arith::MulIOp::create(b, loc, narrow(mul.getLhs()),
                                            narrow(mul.getRhs()));
      mul.replaceAllUsesWith(
          arith::IndexCastUIOp::create(b, loc, b.getIndexType(), product)
              .getResult());
      mul.erase();
    }
  }
}

/// The global ids of y and z of a packed kernel computed in 32 bits, as its
/// ids of x are: at most 2^32 work items in each dimension, as IGC computes
/// OpenCL C's global ids (GenX has no 64-bit integer multiply).
void narrowOuterIds(gpu::GPUFuncOp kernel) {
  SmallVector<gpu::GlobalIdOp> ids;
  kernel.walk([&](gpu::GlobalIdOp id) {
    if (id.getDimension() != gpu::Dimension::x)
      ids.push_back(id);
  });
  for (gpu::GlobalIdOp id : ids) {
    OpBuilder b(id);
    Location loc = id.getLoc();
    Value sum = workItemId(b, loc, id.getDimension(), b.getI32Type(),
                           /*global=*/true);
    id.replaceAllUsesWith(
        arith::IndexCastUIOp::create(b, loc, b.getIndexType(), sum)
            .getResult());
    id.erase();
  }
}

/// Whether `kernel` may run several work items of y in a thread one after
/// another, op by op, as a thread runs its lanes: nothing its work items
/// share sees the order. Subgroups would; a barrier outside the kernel's
/// top level would run each row's side in turn, but one at the top level
/// still parts all rows' work before it from all rows' work after it.
bool mayRunRows(gpu::GPUFuncOp kernel) {
  Block &entry = kernel.getBody().front();
  return !kernel
              .walk([&](Operation *op) {
                return isSubgroupOp(op) || (isa<gpu::BarrierOp>(op) &&
                                            op->getBlock() != &entry)
                           ? WalkResult::interrupt()
                           : WalkResult::advance();
              })
              .wasInterrupted();
}

/// x + (y + c) and (x + c) + y as (x + y) + c for a constant c: the
/// constant addends of the rows' ids move out, where the canonicalizer
/// folds them into the offsets of the rows above and below (the same index
/// for a row's `y + 1` and the next row's `y`, and then one load).
struct HoistConstantAddend : OpRewritePattern<arith::AddIOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(arith::AddIOp add,
                                PatternRewriter &rewriter) const override {
    for (int side : {0, 1}) {
      auto inner = add->getOperand(side).getDefiningOp<arith::AddIOp>();
      Value other = add->getOperand(1 - side);
      if (!inner || !inner->hasOneUse() || matchPattern(other, m_Constant()) ||
          !matchPattern(inner.getRhs(), m_Constant()) ||
          matchPattern(inner.getLhs(), m_Constant()))
        continue;
      Value sum =
          arith::AddIOp::create(rewriter, add.getLoc(), other, inner.getLhs());
      rewriter.replaceOpWithNewOp<arith::AddIOp>(add, sum, inner.getRhs());
      return success();
    }
    return failure();
  }
};

/// Makes each thread of `kernel` (one work item of a group `groupRows`
/// high) run `rows` consecutive work items of y: the body once per row, op
/// by op, as a thread runs its lanes (the rows' loads of an op next to each
/// other, where CSE merges the ones they share: a stencil's rows above and
/// below), with the row's ids the thread's times `rows` plus the row and
/// block_dim y the group's. With `narrowIds`, the first row's global id is
/// computed in 32 bits: it is a work item's, below 2^32 as all are taken to
/// be.
void runRows(gpu::GPUFuncOp kernel, int64_t rows, int64_t groupRows,
             bool narrowIds) {
  Block &entry = kernel.getBody().front();
  Location loc = kernel.getLoc();
  OpBuilder b = OpBuilder::atBlockBegin(&entry);
  Value thread = gpu::ThreadIdOp::create(b, loc, gpu::Dimension::y);
  Value global = gpu::GlobalIdOp::create(b, loc, gpu::Dimension::y);
  Value height = arith::ConstantIndexOp::create(b, loc, groupRows);
  SmallVector<Operation *> ids;
  kernel.walk([&](Operation *op) {
    if (op == thread.getDefiningOp() || op == global.getDefiningOp())
      return;
    auto id = dyn_cast<gpu::ThreadIdOp>(op);
    auto globalId = dyn_cast<gpu::GlobalIdOp>(op);
    auto dim = dyn_cast<gpu::BlockDimOp>(op);
    if ((id && id.getDimension() == gpu::Dimension::y) ||
        (globalId && globalId.getDimension() == gpu::Dimension::y) ||
        (dim && dim.getDimension() == gpu::Dimension::y))
      ids.push_back(op);
  });
  for (Operation *op : ids) {
    Value to = isa<gpu::ThreadIdOp>(op)   ? thread
               : isa<gpu::GlobalIdOp>(op) ? global
                                          : height;
    op->replaceAllUsesWith(ValueRange{to});
    op->erase();
  }
  SmallVector<Operation *> body;
  for (Operation &op :
       llvm::make_range(std::next(height.getDefiningOp()->getIterator()),
                        entry.getTerminator()->getIterator()))
    body.push_back(&op);
  b.setInsertionPoint(entry.getTerminator());
  Type i32 = b.getI32Type();
  auto constant = [&](Type type, int64_t value) -> Value {
    return arith::ConstantOp::create(b, loc, b.getIntegerAttr(type, value));
  };
  Value firstThread =
      arith::MulIOp::create(b, loc, thread, constant(b.getIndexType(), rows));
  Value firstGlobal =
      narrowIds ? arith::MulIOp::create(
                      b, loc, arith::IndexCastUIOp::create(b, loc, i32, global),
                      constant(i32, rows))
                      .getResult()
                : arith::MulIOp::create(b, loc, global,
                                        constant(b.getIndexType(), rows))
                      .getResult();
  SmallVector<IRMapping> maps(rows);
  for (int64_t r = 0; r < rows; ++r) {
    auto row = [&](Value first) -> Value {
      if (r == 0)
        return first;
      return arith::AddIOp::create(b, loc, first, constant(first.getType(), r));
    };
    Value rowGlobal = row(firstGlobal);
    if (narrowIds)
      rowGlobal =
          arith::IndexCastUIOp::create(b, loc, b.getIndexType(), rowGlobal);
    maps[r].map(thread, row(firstThread));
    maps[r].map(global, rowGlobal);
  }
  // A row's `y + c` that is another row of the thread is that row's id (so
  // that the loads they share are one).
  auto rowOffset = [&](Operation *op) -> std::optional<int64_t> {
    auto add = dyn_cast<arith::AddIOp>(op);
    if (!narrowIds || !add)
      return std::nullopt;
    for (unsigned i = 0; i < 2; ++i) {
      APInt c;
      if (add->getOperand(i) == global &&
          matchPattern(add->getOperand(1 - i), m_ConstantInt(&c)))
        return c.getSExtValue();
    }
    return std::nullopt;
  };
  for (Operation *op : body) {
    // One barrier for all rows.
    if (isa<gpu::BarrierOp>(op)) {
      b.clone(*op);
      continue;
    }
    std::optional<int64_t> offset = rowOffset(op);
    for (int64_t r = 0; r < rows; ++r) {
      if (offset && r + *offset >= 0 && r + *offset < rows)
        maps[r].map(op->getResult(0), maps[r + *offset].lookup(global));
      else
        b.clone(*op, maps[r]);
    }
  }
  for (Operation *op : llvm::reverse(body))
    op->erase();
  RewritePatternSet patterns(kernel.getContext());
  patterns.add<HoistConstantAddend>(kernel.getContext());
  arith::AddIOp::getCanonicalizationPatterns(patterns, kernel.getContext());
  (void)applyPatternsGreedily(kernel, std::move(patterns));
}

/// Whether `positions` is 0, 1, ..., k - 1: a vector.step, or the constant
/// upstream's lowering of a 1-D vector.create_mask compares with (of i32).
static bool isStep(Value positions) {
  if (positions.getDefiningOp<vector::StepOp>())
    return true;
  DenseIntElementsAttr constant;
  if (!matchPattern(positions, m_Constant(&constant)))
    return false;
  return llvm::all_of(
      llvm::enumerate(constant.getValues<APInt>()),
      [](const auto &element) { return element.value() == element.index(); });
}

/// The count of a prefix mask that `cmp` computes as vector.create_mask's
/// lowering writes it: `b + step < n` or `step < n` with b and n broadcast
/// (b + step neither wraps nor, less b, leaves the range of n: checked from
/// their ranges; an unsigned bound is first clamped to one past every
/// position). Positions of integers (upstream's lowering with 32-bit
/// indices) are only `step < n`, n then extended to index as the compare
/// reads it. Null if it is not.
static Value stepCompareCount(OpBuilder &b, arith::CmpIOp cmp, bool wideIds) {
  auto known = [&](Value value) { return assumedIdRange(value, wideIds); };
  auto type = dyn_cast<VectorType>(cmp.getLhs().getType());
  std::optional<StrictLess> less = asStrictLess(cmp);
  if (!type || type.getRank() != 1 || !less)
    return Value();
  Value positions = less->x;
  auto end = less->y.getDefiningOp<vector::BroadcastOp>();
  if (!end || isa<VectorType>(end.getSourceType()))
    return Value();
  if (!type.getElementType().isIndex()) {
    // Every position a non-negative value of the element type.
    unsigned bits = type.getElementTypeBitWidth();
    if (!isStep(positions) || bits > IndexType::kInternalStorageBitWidth ||
        type.getNumElements() > (int64_t(1) << (bits - 1)))
      return Value();
    Location loc = cmp.getLoc();
    Value n = end.getSource();
    if (less->isSigned)
      return arith::IndexCastOp::create(b, loc, b.getIndexType(), n);
    n = arith::IndexCastUIOp::create(b, loc, b.getIndexType(), n);
    return arith::MinUIOp::create(
        b, loc, n,
        arith::ConstantIndexOp::create(b, loc, type.getNumElements()));
  }
  Value first;
  if (auto add = positions.getDefiningOp<arith::AddIOp>()) {
    for (auto [lhs, rhs] : {std::pair(add.getLhs(), add.getRhs()),
                            std::pair(add.getRhs(), add.getLhs())})
      if (auto start = lhs.getDefiningOp<vector::BroadcastOp>();
          start && !isa<VectorType>(start.getSourceType()) &&
          rhs.getDefiningOp<vector::StepOp>())
        first = start.getSource();
    if (!first)
      return Value();
  } else if (!isStep(positions)) {
    return Value();
  }
  constexpr int64_t kSafe = int64_t(1) << 62;
  Value n = end.getSource();
  ConstantIntRanges nRange = inferLocalRange(n, 6, known);
  if (first) {
    ConstantIntRanges range = inferLocalRange(first, 6, known);
    if (range.smin().isNegative() || range.umax().uge(kSafe) ||
        (less->isSigned && nRange.smin().slt(-kSafe)))
      return Value();
  }
  Location loc = cmp.getLoc();
  if (!less->isSigned) {
    // Unsigned, a bound past every position is one below 2^62: then
    // signed, a count below 0 where n is below the first position.
    int64_t most = first ? kSafe : type.getNumElements();
    if (nRange.umax().uge(most))
      n = arith::MinUIOp::create(b, loc, n,
                                 arith::ConstantIndexOp::create(b, loc, most));
  }
  return first ? arith::SubIOp::create(b, loc, n, first).getResult() : n;
}

/// Compares of element positions with a bound (stepCompareCount) as the
/// prefix masks they are: packed, a count of all lanes' elements instead
/// of vectors of index.
static void foldStepCompares(gpu::GPUFuncOp func, bool wideIds) {
  SmallVector<arith::CmpIOp> compares;
  func.walk([&](arith::CmpIOp cmp) { compares.push_back(cmp); });
  for (arith::CmpIOp cmp : compares) {
    OpBuilder b(cmp);
    Value count = stepCompareCount(b, cmp, wideIds);
    if (!count)
      continue;
    cmp.replaceAllUsesWith(
        vector::CreateMaskOp::create(b, cmp.getLoc(), cmp.getType(), count)
            .getResult());
    // The positions, dead, would count as vectors of the lanes.
    SmallVector<Operation *> dead = {cmp};
    while (!dead.empty()) {
      Operation *op = dead.pop_back_val();
      llvm::SmallSetVector<Operation *, 2> defs;
      for (Value operand : op->getOperands())
        if (Operation *def = operand.getDefiningOp())
          defs.insert(def);
      op->erase();
      for (Operation *def : defs)
        if (isOpTriviallyDead(def))
          dead.push_back(def);
    }
  }
}

/// Moves each read of `func` (an op whose only effect is to read memory)
/// down to the first op that uses it when no write lies between: the
/// lowering of a tile reads it whole where it was read (the rows of a
/// reduction, the columns of a contraction's outer products), and W lanes
/// of all of it at once do not fit in registers (IGC keeps the order of
/// the messages).
static void sinkReads(gpu::GPUFuncOp func) {
  auto onlyReads = [](Operation *op) {
    auto effects = dyn_cast<MemoryEffectOpInterface>(op);
    return effects && op->getNumRegions() == 0 &&
           effects.onlyHasEffect<MemoryEffects::Read>();
  };
  auto writes = [](Operation &op) {
    if (isMemoryEffectFree(&op))
      return false;
    auto effects = dyn_cast<MemoryEffectOpInterface>(&op);
    return !effects || effects.hasEffect<MemoryEffects::Write>();
  };
  SmallVector<Operation *> reads;
  func.walk([&](Operation *op) {
    if (onlyReads(op))
      reads.push_back(op);
  });
  for (Operation *read : llvm::reverse(reads)) {
    Block *block = read->getBlock();
    Operation *first = nullptr;
    for (Operation *user : read->getUsers()) {
      Operation *at = block->findAncestorOpInBlock(*user);
      if (at && (!first || at->isBeforeInBlock(first)))
        first = at;
    }
    if (first && llvm::none_of(llvm::make_range(std::next(read->getIterator()),
                                                first->getIterator()),
                               writes))
      read->moveBefore(first);
  }
}

/// Whether `func` may be vectorized at all: one block, no vectors, no
/// private memory, and memory only in the global and workgroup address
/// spaces.
bool isCandidate(gpu::GPUFuncOp func) {
  if (!func.isKernel() || func.isExternal() || !func.getBody().hasOneBlock() ||
      func.getNumPrivateAttributions())
    return false;
  bool usesLanes = false;
  WalkResult walk = func.walk([&](Operation *op) {
    usesLanes |= isLaneId(op);
    // Other group-wide operations see hardware threads, not lanes; a
    // subgroup becomes the lanes of a thread.
    if (isa<gpu::GPUDialect>(op->getDialect()) &&
        !isa<gpu::ThreadIdOp, gpu::BlockIdOp, gpu::BlockDimOp, gpu::GridDimOp,
             gpu::GlobalIdOp, gpu::BarrierOp, gpu::ReturnOp, gpu::GPUFuncOp>(
            op) &&
        !isSubgroupOp(op))
      return WalkResult::interrupt();
    for (Type type : llvm::concat<const Type>(op->getOperandTypes(),
                                              op->getResultTypes())) {
      if (auto vec = dyn_cast<VectorType>(type))
        if (vec.getRank() != 1 || vec.isScalable() ||
            vec.getNumElements() > kMostElementsPerThread / 2)
          return WalkResult::interrupt();
      if (auto memref = dyn_cast<MemRefType>(type)) {
        Attribute space = memref.getMemorySpace();
        auto gpuSpace = dyn_cast_or_null<gpu::AddressSpaceAttr>(space);
        if (space && !(gpuSpace &&
                       (gpuSpace.getValue() == gpu::AddressSpace::Global ||
                        gpuSpace.getValue() == gpu::AddressSpace::Workgroup)))
          return WalkResult::interrupt();
      }
    }
    return WalkResult::advance();
  });
  return usesLanes && !walk.wasInterrupted();
}

struct GenXVectorizeWorkItems
    : genx::impl::GenXVectorizeWorkItemsBase<GenXVectorizeWorkItems> {
  using Base::Base;

  void runOnOperation() override {
    if (width <= 1)
      return;
    ModuleOp module = getOperation();
    SmallVector<gpu::LaunchFuncOp> launches;
    module.walk([&](gpu::LaunchFuncOp launch) { launches.push_back(launch); });
    SmallVector<gpu::GPUFuncOp> kernels, others;
    module.walk([&](gpu::GPUFuncOp func) {
      if (func.isKernel())
        foldStepCompares(func, wideIds);
      bool toLower = func.walk([](Operation *op) {
                           return needsLowering(op) ? WalkResult::interrupt()
                                                    : WalkResult::advance();
                         })
                         .wasInterrupted();
      (isCandidate(func) && !toLower ? kernels : others).push_back(func);
    });
    for (gpu::GPUFuncOp func : others)
      if (gpu::GPUFuncOp lowered = lowerToRank1(func))
        kernels.push_back(lowered);
    for (gpu::GPUFuncOp kernel : kernels)
      if (failed(packStreamed(kernel, launches)))
        return signalPassFailure();
    module.walk([&](gpu::GPUFuncOp kernel) {
      std::optional<ArrayRef<int32_t>> known = kernel.getKnownBlockSize();
      if (kernel.isKernel() && !(known && (*known)[0] == 1) &&
          !fallbacks.contains(kernel) &&
          !kernel->hasAttr(GenXDialect::getWorkItemsPerThreadAttrName()))
        warnSubgroupOfOne(kernel, unpackedAt.lookup(kernel));
    });
  }

  /// Whether `op`, of 1-D vectors, has a form the packing takes only after
  /// upstream's lowering: a transfer along another map than the minor
  /// identity (a broadcast read is a read and a broadcast), a contraction
  /// (a dot product of 1-D vectors is a product and a reduction), a
  /// multi-reduction (of a 1-D vector, a vector.reduction), an outer product
  /// (an axpy), a scan or a vector.mask region (a select and the masked op).
  static bool needsLowering(Operation *op) {
    if (auto transfer = dyn_cast<VectorTransferOpInterface>(op))
      return !transfer.getPermutationMap().isMinorIdentity();
    return isa<vector::ContractionOp, vector::MultiDimReductionOp,
               vector::OuterProductOp, vector::ScanOp, vector::MaskOp>(op);
  }

  /// `kernel` with its n-D vectors lowered to 1-D (genx-legalize-vectors'
  /// work, done before its time), and the ops needsLowering names, replacing
  /// it, when that is all that keeps it from being packed: a work item's own
  /// tile (a vector.contract of a few rows) is then computed for W work
  /// items at once. Null, and
  /// `kernel` as it was, otherwise; a contraction of narrow types stays
  /// whole for genx-contract-to-dpas.
  gpu::GPUFuncOp lowerToRank1(gpu::GPUFuncOp kernel) {
    auto nd = [](Type type) {
      auto vec = dyn_cast<VectorType>(type);
      return vec && vec.getRank() > 1;
    };
    bool any = false, narrow = false;
    kernel.walk([&](Operation *op) {
      any |= llvm::any_of(op->getResultTypes(), nd) || needsLowering(op);
      if (auto contract = dyn_cast<vector::ContractionOp>(op)) {
        Type element = getElementTypeOrSelf(contract.getLhsType());
        narrow |=
            !element.isIntOrFloat() || element.getIntOrFloatBitWidth() < 32;
      }
    });
    if (!any || narrow || !kernel.isKernel() || kernel.isExternal())
      return gpu::GPUFuncOp();
    OpBuilder b(kernel);
    auto copy = cast<gpu::GPUFuncOp>(b.clone(*kernel));
    OpPassManager pipeline(gpu::GPUFuncOp::getOperationName());
    pipeline.addPass(createGenXLegalizeVectors());
    // The unrolled rows' indices are affine.apply.
    pipeline.addPass(createLowerAffinePass());
    pipeline.addPass(createCanonicalizerPass());
    // A trial: what fails to lower is reported by genx-legalize-vectors in
    // its own place.
    bool lowered;
    {
      ScopedDiagnosticHandler quiet(kernel.getContext(),
                                    [](Diagnostic &) { return success(); });
      lowered = succeeded(runPipeline(pipeline, copy));
    }
    if (!lowered || !isCandidate(copy)) {
      copy.erase();
      return gpu::GPUFuncOp();
    }
    // The lowering writes the transfers' tail masks as compares.
    foldStepCompares(copy, wideIds);
    sinkReads(copy);
    kernel.erase();
    return copy;
  }

  /// The op that kept each kernel the vectorizer tried from being packed.
  DenseMap<Operation *, Operation *> unpackedAt;
  /// The copies left one work item per thread, on purpose, for launches of
  /// sizes W does not divide.
  DenseSet<Operation *> fallbacks;

  /// The launches of `kernel` among `launches`.
  static SmallVector<gpu::LaunchFuncOp>
  launchesOf(gpu::GPUFuncOp kernel, ArrayRef<gpu::LaunchFuncOp> launches) {
    auto module = kernel->getParentOfType<gpu::GPUModuleOp>();
    SmallVector<gpu::LaunchFuncOp> result;
    for (gpu::LaunchFuncOp launch : launches)
      if (launch.getKernelModuleName() == module.getSymName() &&
          launch.getKernelName() == kernel.getName())
        result.push_back(launch);
    return result;
  }

  /// What is known of the group size of `kernel` in x.
  struct GroupSize {
    /// A number every constant size it is launched with is a multiple of
    /// (0: no constant size is known).
    int64_t divisor = 0;
    /// The size, when it is always the same.
    std::optional<int64_t> items;
    /// The sizes in x, y and z, when they are always the same.
    std::optional<SmallVector<int32_t>> known;
    /// Launches whose size in x is only known when they run.
    SmallVector<gpu::LaunchFuncOp> dynamic;
  };

  /// The group size of `kernel`: its known_block_size or, failing that,
  /// what the sizes of its launches say.
  static GroupSize groupSize(gpu::GPUFuncOp kernel,
                             ArrayRef<gpu::LaunchFuncOp> launches) {
    if (std::optional<ArrayRef<int32_t>> known = kernel.getKnownBlockSize())
      return GroupSize{
          (*known)[0], (*known)[0], SmallVector<int32_t>(*known), {}};
    GroupSize size;
    bool first = true;
    for (gpu::LaunchFuncOp launch : launches) {
      gpu::KernelDim3 block = launch.getBlockSizeOperandValues();
      SmallVector<int32_t> sizes;
      for (Value dim : {block.x, block.y, block.z}) {
        APInt value;
        if (!matchPattern(dim, m_ConstantInt(&value)))
          break;
        sizes.push_back(value.getSExtValue());
      }
      std::optional<int64_t> items;
      if (!sizes.empty())
        items = sizes[0];
      std::optional<SmallVector<int32_t>> known;
      if (sizes.size() == 3)
        known = sizes;
      if (!items)
        size.dynamic.push_back(launch);
      else
        size.divisor = std::gcd(size.divisor, *items);
      if (first) {
        size.items = items;
        size.known = known;
        first = false;
        continue;
      }
      if (size.items != items)
        size.items = std::nullopt;
      if (size.known != known)
        size.known = std::nullopt;
    }
    return size;
  }

  /// The most lanes the vectors `kernel` computes with leave room for: W
  /// lanes of k elements are at most elementBudget's elements, a quarter of
  /// kMostElementsPerThread for 64-bit ones (IGC aborts on compares of 128
  /// i64).
  /// Kept element by element without math functions, twice that when the
  /// vectors live at once then take half the registers at most
  /// (`liveLanes`, lanesForLiveVectors'): each element is whole registers,
  /// and a reduction of 32 elements at 16 lanes fits where two vectors of 16
  /// at 32 lanes spill.
  static int64_t lanesForVectors(gpu::GPUFuncOp kernel,
                                 const Divergence &divergent,
                                 int64_t liveLanes) {
    bool byElement = keepsElementByElement(kernel, divergent);
    bool temporaries = computesWithTemporaries(kernel);
    int64_t budget = elementBudget(temporaries);
    int64_t lanes = lanesWithin(kernel, divergent, budget);
    if (!byElement || temporaries)
      return lanes;
    int64_t wider = lanesWithin(kernel, divergent, 2 * budget);
    if (wider > lanes && 2 * wider <= liveLanes)
      return wider;
    return lanes;
  }

  /// The most lanes whose vectors in `kernel` are at most `budget` elements
  /// of 32 bits (a quarter of kMostElementsPerThread for 64-bit ones).
  static int64_t lanesWithin(gpu::GPUFuncOp kernel, const Divergence &divergent,
                             int64_t budget) {
    int64_t lanes = kMostElementsPerThread;
    kernel.walk([&](Operation *op) {
      for (Value result : op->getResults()) {
        auto vec = dyn_cast<VectorType>(result.getType());
        if (!vec || !divergent(result))
          continue;
        Type element = vec.getElementType();
        int64_t most = element.isIndex() || element.getIntOrFloatBitWidth() > 32
                           ? kMostElementsPerThread / 4
                           : budget;
        lanes =
            std::min(lanes, std::max<int64_t>(1, most / vec.getNumElements()));
      }
    });
    return llvm::bit_floor(static_cast<uint64_t>(lanes));
  }

  /// The most lanes the vectors of a work item's own that `kernel` keeps
  /// live at once leave room for (kMostLiveVectorBytes): the peak over its
  /// ops of the bytes of such vectors live before or after them, found
  /// block by block from the values live out of it back to its start.
  /// Elements narrower than a dword count as one where the kernel moves
  /// them in gathers or scatters (spreadsSubDwords), each in a dword.
  static int64_t lanesForLiveVectors(gpu::GPUFuncOp kernel,
                                     const Divergence &divergent) {
    int64_t leastBytes = spreadsSubDwords(kernel, divergent) ? 4 : 1;
    auto bytesOf = [&](Value value) -> int64_t {
      auto vec = dyn_cast<VectorType>(value.getType());
      if (!vec || !divergent(value))
        return 0;
      Type element = vec.getElementType();
      int64_t bits =
          element.isIntOrFloat() ? element.getIntOrFloatBitWidth() : 64;
      return vec.getNumElements() * std::max<int64_t>(leastBytes, bits / 8);
    };
    Liveness liveness(kernel);
    int64_t peak = 0;
    kernel.walk([&](Block *block) {
      llvm::SmallDenseSet<Value> live;
      int64_t bytes = 0;
      auto add = [&](Value value) {
        if (int64_t size = bytesOf(value); size && live.insert(value).second)
          bytes += size;
      };
      for (Value value : liveness.getLiveOut(block))
        add(value);
      // Results take the registers of operands that die at their op: the
      // peak is what is live before or after an op.
      for (Operation &op : llvm::reverse(*block)) {
        peak = std::max(peak, bytes);
        for (Value result : op.getResults())
          if (live.erase(result))
            bytes -= bytesOf(result);
        for (Value operand : op.getOperands())
          add(operand);
        SetVector<Value> above;
        getUsedValuesDefinedAbove(op.getRegions(), above);
        for (Value value : above)
          add(value);
        peak = std::max(peak, bytes);
      }
    });
    if (peak == 0)
      return kMostElementsPerThread;
    return llvm::bit_floor(static_cast<uint64_t>(
        std::max<int64_t>(1, kMostLiveVectorBytes / peak)));
  }

  /// Whether `kernel` reads or writes a work item's vector of bytes or
  /// halves element by element: past a bound (a transfer not in bounds),
  /// under a mask of its elements or at positions of its own. Those are
  /// dword gathers and scatters, a dword for each element of each lane (64
  /// lanes of 8 halves read past a tail are 32 gathers of 16 dwords and
  /// their addresses, which spill); whole rows under a lane mask move as
  /// fields of whole dwords.
  static bool spreadsSubDwords(gpu::GPUFuncOp kernel,
                               const Divergence &divergent) {
    auto narrow = [&](Value value) {
      auto vec = dyn_cast<VectorType>(value.getType());
      return vec && divergent(value) && vec.getElementType().isIntOrFloat() &&
             vec.getElementTypeBitWidth() < 32;
    };
    WalkResult walk = kernel.walk([&](Operation *op) {
      Value data;
      if (auto read = dyn_cast<vector::TransferReadOp>(op))
        data = read.getVector();
      else if (auto write = dyn_cast<vector::TransferWriteOp>(op))
        data = write.getVector();
      else if (isa<vector::LoadOp, vector::MaskedLoadOp, vector::GatherOp>(op))
        data = op->getResult(0);
      else if (auto store = dyn_cast<vector::StoreOp>(op))
        data = store.getValueToStore();
      else if (auto store = dyn_cast<vector::MaskedStoreOp>(op))
        data = store.getValueToStore();
      else if (auto scatter = dyn_cast<vector::ScatterOp>(op))
        data = scatter.getValueToStore();
      if (!data || !narrow(data))
        return WalkResult::advance();
      auto transfer = dyn_cast<VectorTransferOpInterface>(op);
      bool spread =
          isa<vector::GatherOp, vector::ScatterOp>(op) || accessMask(op) ||
          (transfer && llvm::is_contained(transfer.getInBoundsValues(), false));
      return spread ? WalkResult::interrupt() : WalkResult::advance();
    });
    return walk.wasInterrupted();
  }

  /// The most lanes whose private arrays (W copies of each work item's)
  /// fit what genx-promote-private keeps in registers.
  static int64_t lanesForPrivateArrays(gpu::GPUFuncOp kernel) {
    int64_t bytes = 0;
    kernel.walk([&](memref::AllocaOp alloca) {
      MemRefType type = alloca.getType();
      if (!gpu::GPUDialect::hasWorkgroupMemoryAddressSpace(type) &&
          type.hasStaticShape() && type.getElementType().isIntOrFloat())
        bytes += type.getNumElements() *
                 llvm::divideCeil(type.getElementTypeBitWidth(), 8);
    });
    if (bytes == 0)
      return kMostElementsPerThread;
    return llvm::bit_floor(
        static_cast<uint64_t>(std::max<int64_t>(1, kMostPrivateBytes / bytes)));
  }

  /// The most lanes the f64 arithmetic of `kernel` leaves room for: it is
  /// emulated in integer code (genx-soft-f64) whose temporaries spill from
  /// 64 lanes of one division, 32 lanes of a few operations, 16 of a dozen
  /// (measured on tgllp and dg2).
  static int64_t lanesForDoubles(gpu::GPUFuncOp kernel) {
    int64_t ops = 0;
    kernel.walk([&](Operation *op) {
      if (isa<arith::ConstantOp, arith::BitcastOp, arith::SelectOp>(op) ||
          isa<memref::MemRefDialect, vector::VectorDialect>(op->getDialect()))
        return;
      if (llvm::any_of(
              llvm::concat<const Type>(op->getOperandTypes(),
                                       op->getResultTypes()),
              [](Type type) { return getElementTypeOrSelf(type).isF64(); }))
        ++ops;
    });
    if (ops == 0)
      return kMostElementsPerThread;
    return ops <= 2 ? 32 : ops <= 6 ? 16 : 8;
  }

  /// Whether `op` reads or writes memory, as the lane limits count
  /// accesses: each one's lanes need their addresses and data at once.
  static bool isMemoryAccess(Operation *op) {
    return isa<memref::LoadOp, memref::StoreOp, memref::AtomicRMWOp,
               vector::LoadOp, vector::StoreOp, vector::TransferReadOp,
               vector::TransferWriteOp, vector::GatherOp, vector::ScatterOp>(
        op);
  }

  /// Whether `kernel` runs better, or only, with at most kSubgroupLanes
  /// lanes per thread: subgroup ops that count threads, or that a thread
  /// of several subgroups of 32 (a warp, Intel's widest SIMD) would not
  /// run as each subgroup's (isSubgroupLocal); a while loop the lanes leave
  /// apart, or a for loop to each lane's own bound (a sparse row's), runs
  /// until the last of more lanes is done; many memory accesses
  /// (a row per lane, unrolled) cost more per lane in wider messages'
  /// addresses than the thread's fixed cost saves. (Vectors of each work
  /// item's own are bounded by the budget of their elements and of the
  /// bytes live at once, lanesForVectors and lanesForLiveVectors.)
  static bool prefersSubgroupLanes(gpu::GPUFuncOp kernel,
                                   const Divergence &divergent) {
    int64_t accesses = 0;
    WalkResult walk = kernel.walk([&](Operation *op) {
      if (isSubgroupOp(op) && !isSubgroupLocal(op))
        return WalkResult::interrupt();
      if (auto loop = dyn_cast<scf::WhileOp>(op);
          loop && divergent(loop.getConditionOp().getCondition()))
        return WalkResult::interrupt();
      if (auto loop = dyn_cast<scf::ForOp>(op);
          loop && divergent(loop.getUpperBound()))
        return WalkResult::interrupt();
      if (isMemoryAccess(op) && ++accesses > kMostWideAccesses)
        return WalkResult::interrupt();
      return WalkResult::advance();
    });
    return walk.wasInterrupted();
  }

  /// Whether the subgroup op `op` computes the same when a thread's lanes
  /// are several subgroups of kSubgroupLanes (W above it): gpu.lane_id and
  /// gpu.subgroup_size, which are the subgroup's; gpu.subgroup_reduce, each
  /// subgroup's cluster; gpu.shuffle by a constant offset within a constant
  /// power-of-two width up to kSubgroupLanes, whose segments never span two
  /// subgroups. Not gpu.subgroup_id and gpu.num_subgroups, which count
  /// threads, nor shuffles by offsets known only at run time. Wider threads
  /// cost less per lane (a butterfly whose sums one lane per subgroup
  /// stores: genx-narrow-lanes cuts it down to a tree).
  static bool isSubgroupLocal(Operation *op) {
    if (isa<gpu::LaneIdOp, gpu::SubgroupSizeOp, gpu::SubgroupReduceOp>(op))
      return true;
    auto shuffle = dyn_cast<gpu::ShuffleOp>(op);
    APInt offset, width;
    return shuffle &&
           matchPattern(shuffle.getOffset(), m_ConstantInt(&offset)) &&
           matchPattern(shuffle.getWidth(), m_ConstantInt(&width)) &&
           width.getSExtValue() >= 1 &&
           width.getSExtValue() <= kSubgroupLanes &&
           llvm::isPowerOf2_64(width.getZExtValue());
  }

  /// Whether `kernel` has subgroup ops, written for subgroups of 32 (not
  /// the 16 lanes a narrower group in x would leave).
  static bool usesSubgroups(gpu::GPUFuncOp kernel) {
    return kernel
        .walk([](Operation *op) {
          return isSubgroupOp(op) ? WalkResult::interrupt()
                                  : WalkResult::advance();
        })
        .wasInterrupted();
  }

  /// Whether `kernel` reads ids of y or z: its groups are likely to be
  /// 2-D, with fewer work items in x. Ids nothing reads (gpu.launch bodies
  /// have all of them) do not count, nor those of a dimension that `known`
  /// sizes say has one work item.
  static bool
  usesOuterDimensions(gpu::GPUFuncOp kernel,
                      const std::optional<SmallVector<int32_t>> &known) {
    WalkResult walk = kernel.walk([&](Operation *op) {
      if (op->use_empty())
        return WalkResult::advance();
      std::optional<gpu::Dimension> dim;
      if (auto id = dyn_cast<gpu::ThreadIdOp>(op))
        dim = id.getDimension();
      else if (auto id = dyn_cast<gpu::GlobalIdOp>(op))
        dim = id.getDimension();
      else if (auto id = dyn_cast<gpu::BlockDimOp>(op))
        dim = id.getDimension();
      if (!dim || *dim == gpu::Dimension::x)
        return WalkResult::advance();
      bool single = known && (*known)[static_cast<unsigned>(*dim)] == 1;
      return single ? WalkResult::advance() : WalkResult::interrupt();
    });
    return walk.wasInterrupted();
  }

  /// Whether each lane of `kernel` keeps little enough live to run more
  /// than kMostHeavyLanes lanes a thread without spilling: no math
  /// functions (their polynomials' temporaries are as wide as the lanes),
  /// no vectors of a work item's own, no 64-bit values other than indices
  /// (which become 32-bit when their range allows; i64 and f64 arithmetic
  /// is emulated in several registers a lane), at most kMostLightAccesses
  /// memory accesses, a quarter of that where a product of indices their
  /// range does not allow in 32 bits (a lane's row times a pitch of any
  /// size) makes the addresses 64-bit: 9 of them at 128 lanes, 8 registers
  /// each, spill.
  static bool isLightPerLane(gpu::GPUFuncOp kernel, const Divergence &divergent,
                             bool wideIds) {
    int64_t accesses = 0;
    bool wideProducts = false;
    auto fits32 = [&](Value index) {
      return fitsInBits(
          inferLocalRange(index, 6,
                          [&](Value v) { return assumedIdRange(v, wideIds); }),
          32, /*isSigned=*/true);
    };
    WalkResult walk = kernel.walk([&](Operation *op) {
      if (isMathFunction(op))
        return WalkResult::interrupt();
      if (isMemoryAccess(op) && ++accesses > kMostLightAccesses)
        return WalkResult::interrupt();
      for (Value result : op->getResults()) {
        Type type = result.getType();
        if (!divergent(result))
          continue;
        if (type.isIndex()) {
          wideProducts |= isa<arith::MulIOp>(op) &&
                          !matchPattern(op->getOperand(0), m_Constant()) &&
                          !matchPattern(op->getOperand(1), m_Constant()) &&
                          !fits32(result);
          continue;
        }
        if (isa<VectorType>(type) || !type.isIntOrFloat() ||
            type.getIntOrFloatBitWidth() > 32)
          return WalkResult::interrupt();
      }
      return WalkResult::advance();
    });
    return !walk.wasInterrupted() &&
           !(wideProducts && accesses > kMostLightAccesses / 4);
  }

  /// Whether `kernel` reduces a vector of a work item's own of more than 8
  /// elements.
  static bool reducesLongVectors(gpu::GPUFuncOp kernel,
                                 const Divergence &divergent) {
    WalkResult walk = kernel.walk([&](vector::ReductionOp reduction) {
      Value vector = reduction.getVector();
      return divergent(vector) &&
                     cast<VectorType>(vector.getType()).getNumElements() > 8
                 ? WalkResult::interrupt()
                 : WalkResult::advance();
    });
    return walk.wasInterrupted();
  }

  /// Packs `kernel` (packIfKnown) with its reductions to 32-bit values of a
  /// work item's loaded rows streamed kStreamChunkBits at a time
  /// (streamLoadedReductions): a row of 64 floats kept element by element
  /// would be 64 fields of the lanes live at once, which leaves room for 8
  /// lanes, a chunk of 8 for 64. The kernel as it was when the streamed one
  /// stays one work item per thread.
  LogicalResult packStreamed(gpu::GPUFuncOp kernel,
                             ArrayRef<gpu::LaunchFuncOp> launches) {
    bool longReductions =
        kernel
            .walk([](vector::ReductionOp reduction) {
              return reduction.getSourceVectorType().getNumElements() >
                             kStreamChunkBits / 32
                         ? WalkResult::interrupt()
                         : WalkResult::advance();
            })
            .wasInterrupted();
    if (!longReductions)
      return packIfKnown(kernel, launches);
    OpBuilder b(kernel);
    auto copy = cast<gpu::GPUFuncOp>(b.clone(*kernel));
    Divergence divergent(copy);
    bool streamed = streamLoadedReductions(
        copy, kStreamChunkBits, [&](vector::ReductionOp reduction) {
          return divergent(reduction.getVector()) &&
                 reduction.getSourceVectorType().getElementTypeBitWidth() == 32;
        });
    if (!streamed) {
      copy.erase();
      return packIfKnown(kernel, launches);
    }
    // The original leaves the module while the copy is tried under its name.
    Operation *module = kernel->getParentOp();
    StringAttr name = kernel.getNameAttr();
    Block *block = kernel->getBlock();
    kernel->remove();
    LogicalResult packed = packIfKnown(copy, launches);
    auto result = dyn_cast_or_null<gpu::GPUFuncOp>(
        SymbolTable::lookupSymbolIn(module, name));
    if (failed(packed) ||
        (result &&
         result->hasAttr(GenXDialect::getWorkItemsPerThreadAttrName()))) {
      kernel->erase();
      return packed;
    }
    if (result) {
      block->getOperations().insert(Block::iterator(result), kernel);
      unpackedAt.erase(result);
      result.erase();
    } else {
      block->push_back(kernel);
    }
    return packIfKnown(kernel, launches);
  }

  LogicalResult packIfKnown(gpu::GPUFuncOp kernel,
                            ArrayRef<gpu::LaunchFuncOp> allLaunches) {
    SmallVector<gpu::LaunchFuncOp> launches = launchesOf(kernel, allLaunches);
    GroupSize size = groupSize(kernel, launches);
    int64_t most = llvm::bit_floor(static_cast<uint64_t>(width));
    Divergence divergent(kernel);
    int64_t liveLanes = lanesForLiveVectors(kernel, divergent);
    most = std::min({most, lanesForVectors(kernel, divergent, liveLanes),
                     liveLanes, lanesForDoubles(kernel),
                     lanesForPrivateArrays(kernel)});
    if (most > kMostHeavyLanes && !isLightPerLane(kernel, divergent, wideIds))
      most = kMostHeavyLanes;
    if (most > kSubgroupLanes && prefersSubgroupLanes(kernel, divergent))
      most = kSubgroupLanes;
    // The lanes a thread may run in all, x and y (runRows); y or z ids,
    // whose groups tend to be narrower in x, cap x alone.
    int64_t mostInAll = most;
    if (most > kSubgroupLanes && usesOuterDimensions(kernel, size.known))
      most = kSubgroupLanes;
    // A launch whose size is known only when it runs may be of any
    // multiple of a subgroup, and a kernel with subgroup ops has no copy
    // for sizes W does not divide: its subgroups' size then.
    if (most > kSubgroupLanes && usesSubgroups(kernel) && !size.dynamic.empty())
      most = kSubgroupLanes;
    if (size.divisor == 0) {
      // No constant size: launched from outside the module, where the
      // launcher divides x by genx.work_items_per_thread (the option's
      // contract), or only with sizes known when the launch runs, which
      // are checked then: 2-D groups tend to be narrower in x, and one
      // narrower than W runs one work item per thread.
      if (launches.empty() && !packUnknownGroups)
        return success();
      size.divisor = !launches.empty() &&
                             usesOuterDimensions(kernel, size.known) &&
                             !usesSubgroups(kernel)
                         ? std::min<int64_t>(most, 16)
                         : most;
    }
    // The widest power of two up to `width` that divides every group whose
    // size is a constant (a size known only at run time is checked then).
    int64_t lanes = most;
    while (lanes > 1 && size.divisor % lanes != 0)
      lanes /= 2;
    if (lanes < 2)
      return success();
    // A reduction of a work item's own vector of k elements kept element
    // by element is k - 1 operations on fields of the lanes: under 8 lanes,
    // less than a register each (4 lanes of 64 took 1.9x the instructions
    // of one work item per thread, whose reduction is a tree of whole
    // registers).
    if (lanes < 8 && reducesLongVectors(kernel, divergent) &&
        !reducesLaneByLane(kernel, divergent) && !usesSubgroups(kernel))
      return success();
    return vectorize(kernel, launches, size, lanes,
                     rowsPerThread(kernel, size, lanes, mostInAll));
  }

  /// How many work items of y each thread of `kernel` packed `lanes` wide
  /// also runs (runRows): as many as make up `most` lanes in all, dividing
  /// the group's known height, when a group is narrower in x than that,
  /// at least kLaneGroup wide (a message of consecutive lanes), and the
  /// work items share nothing that sees their order (mayRunRows). A
  /// thread's fixed cost (dg2's prologue, fences, the end of thread) then
  /// weighs on `most` elements, not on a 16-wide row of a 16x16 group.
  static int64_t rowsPerThread(gpu::GPUFuncOp kernel, const GroupSize &size,
                               int64_t lanes, int64_t most) {
    if (!size.known || lanes < kLaneGroup || lanes >= most ||
        (*size.known)[0] != lanes || !mayRunRows(kernel))
      return 1;
    int64_t rows = most / lanes;
    while (rows > 1 && (*size.known)[1] % rows != 0)
      rows /= 2;
    return rows;
  }

  /// A kernel with subgroup ops left one work item per thread has
  /// subgroups of one work item (gpu.subgroup_size 1): legal, but not what
  /// a kernel written for wider subgroups expects, so it is said, at the op
  /// that kept the kernel unpacked.
  static void warnSubgroupOfOne(gpu::GPUFuncOp kernel, Operation *unpacked) {
    if (!usesSubgroups(kernel))
      return;
    InFlightDiagnostic warning =
        kernel.emitWarning()
        << "runs one work item per GenX thread, so its subgroups are of "
           "one work item (gpu.subgroup_size is 1)";
    if (unpacked)
      warning.attachNote(unpacked->getLoc())
          << "this op kept the work items from being packed into the lanes "
             "of a thread";
  }

  /// A copy of `kernel`, one work item per thread, for the launches whose
  /// group size turns out not to be a multiple of the lanes.
  static gpu::GPUFuncOp cloneFallback(gpu::GPUFuncOp kernel) {
    auto clone = cast<gpu::GPUFuncOp>(kernel->clone());
    auto module = kernel->getParentOfType<gpu::GPUModuleOp>();
    clone.setName((kernel.getName() + "_per_work_item").str());
    SymbolTable(module).insert(clone, std::next(Block::iterator(kernel)));
    return clone;
  }

  /// Whether a subgroup op of `kernel` reads other lanes than its own: a
  /// shuffle or a reduction of clusters.
  static bool exchangesLanes(gpu::GPUFuncOp kernel) {
    WalkResult walk = kernel.walk([](Operation *op) {
      auto reduce = dyn_cast<gpu::SubgroupReduceOp>(op);
      return isa<gpu::ShuffleOp>(op) ||
                     (reduce && reduce.getClusterSize().value_or(1) > 1)
                 ? WalkResult::interrupt()
                 : WalkResult::advance();
    });
    return walk.wasInterrupted();
  }

  /// Before `launch`: a run-time check that `width` divides its size in x
  /// `items`, which the packed kernel `name` needs.
  static void assertMultiple(OpBuilder &b, gpu::LaunchFuncOp launch,
                             Value items, int64_t width, StringRef name) {
    Location loc = launch.getLoc();
    Value rest = arith::RemUIOp::create(
        b, loc, items, arith::ConstantIndexOp::create(b, loc, width));
    Value whole =
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, rest,
                              arith::ConstantIndexOp::create(b, loc, 0));
    cf::AssertOp::create(b, loc, whole,
                         ("kernel " + name +
                          " exchanges values between the lanes of " +
                          Twine(width) +
                          "-lane subgroups: its group size in x must be a "
                          "multiple of " +
                          Twine(width))
                             .str());
  }

  /// `launch`, whose size in x is a run-time value, launches the packed
  /// kernel with x / `width` threads when `width` divides x, else
  /// `fallback`.
  static void versionLaunch(gpu::LaunchFuncOp launch, int64_t width,
                            gpu::GPUFuncOp fallback) {
    OpBuilder b(launch);
    Location loc = launch.getLoc();
    Value items = launch.getBlockSizeX();
    Value lanes = arith::ConstantIndexOp::create(b, loc, width);
    Value whole =
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq,
                              arith::RemUIOp::create(b, loc, items, lanes),
                              arith::ConstantIndexOp::create(b, loc, 0));
    auto branch = scf::IfOp::create(b, loc, launch->getResultTypes(), whole,
                                    /*withElseRegion=*/true);
    OpBuilder packed = branch.getThenBodyBuilder();
    Value threads = arith::DivUIOp::create(packed, loc, items, lanes);
    auto toPacked = cast<gpu::LaunchFuncOp>(packed.clone(*launch));
    toPacked.getBlockSizeXMutable().assign(threads);
    OpBuilder perItem = branch.getElseBodyBuilder();
    auto toFallback = cast<gpu::LaunchFuncOp>(perItem.clone(*launch));
    toFallback.setKernelAttr(
        SymbolRefAttr::get(launch.getKernelModuleName(),
                           {FlatSymbolRefAttr::get(fallback.getNameAttr())}));
    if (launch->getNumResults()) {
      scf::YieldOp::create(packed, loc, toPacked->getResults());
      scf::YieldOp::create(perItem, loc, toFallback->getResults());
    }
    launch->replaceAllUsesWith(branch->getResults());
    launch->erase();
  }

  /// `launch` starts 1/`rows` as many threads in y (constant, or vouched
  /// for by the kernel's known_block_size).
  static void divideRows(gpu::LaunchFuncOp launch, int64_t rows) {
    OpBuilder b(launch);
    Location loc = launch.getLoc();
    Value items = launch.getBlockSizeY();
    APInt constant;
    Value threads =
        matchPattern(items, m_ConstantInt(&constant))
            ? Value(arith::ConstantIndexOp::create(
                  b, loc, constant.getSExtValue() / rows))
            : Value(arith::DivUIOp::create(
                  b, loc, items, arith::ConstantIndexOp::create(b, loc, rows)));
    launch.getBlockSizeYMutable().assign(threads);
  }

  LogicalResult vectorize(gpu::GPUFuncOp kernel,
                          ArrayRef<gpu::LaunchFuncOp> launches,
                          const GroupSize &size, int64_t width,
                          int64_t rows = 1) {
    // Launches of run-time sizes the known_block_size does not vouch for
    // keep a kernel of one work item per thread for sizes W does not divide,
    // unless its subgroups exchange lanes, which a subgroup of one work
    // item cannot: such a launch checks that W divides its size.
    bool vouched = kernel.getKnownBlockSize().has_value();
    bool exchanges = exchangesLanes(kernel);
    gpu::GPUFuncOp fallback;
    if (!size.dynamic.empty() && !vouched && !exchanges)
      fallbacks.insert(fallback = cloneFallback(kernel));
    foldGlobalIds(kernel, size.items, size.known, !wideIds);
    if (rows > 1) {
      // Tried on a copy: a kernel of rows the rules do not cover is packed
      // in x alone.
      OpBuilder b(kernel);
      auto copy = cast<gpu::GPUFuncOp>(b.clone(*kernel));
      runRows(copy, rows, (*size.known)[1], !wideIds);
      if (succeeded(
              WorkItemVectorizer(copy, width, size.items, wideIds).run())) {
        kernel.erase();
        kernel = copy;
      } else {
        copy.erase();
        rows = 1;
      }
    }
    if (rows == 1) {
      WorkItemVectorizer vectorizer(kernel, width, size.items, wideIds);
      if (failed(vectorizer.run())) {
        if (fallback) {
          fallbacks.erase(fallback);
          fallback.erase();
        }
        unpackedAt[kernel] = vectorizer.getUnpackedOp();
        return success(); // Stays one work item per thread.
      }
    }
    if (!wideIds)
      narrowOuterIds(kernel);
    if (size.known) {
      SmallVector<int32_t> threads(*size.known);
      threads[0] /= width;
      threads[1] /= rows;
      kernel.setKnownBlockSizeAttr(
          DenseI32ArrayAttr::get(kernel.getContext(), threads));
    }
    auto i32 = IntegerType::get(kernel.getContext(), 32);
    kernel->setAttr(GenXDialect::getWorkItemsPerThreadAttrName(),
                    IntegerAttr::get(i32, width));
    if (rows > 1) {
      kernel->setAttr(GenXDialect::getRowsPerThreadAttrName(),
                      IntegerAttr::get(i32, rows));
      for (gpu::LaunchFuncOp launch : launches)
        divideRows(launch, rows);
    }
    for (gpu::LaunchFuncOp launch : launches) {
      OpBuilder b(launch);
      Location loc = launch.getLoc();
      Value items = launch.getBlockSizeX();
      APInt constant;
      if (!matchPattern(items, m_ConstantInt(&constant))) {
        if (fallback) {
          versionLaunch(launch, width, fallback);
          continue;
        }
        if (!vouched)
          assertMultiple(b, launch, items, width, kernel.getName());
        // A launch the known_block_size vouches for.
        launch.getBlockSizeXMutable().assign(arith::DivUIOp::create(
            b, loc, items, arith::ConstantIndexOp::create(b, loc, width)));
        continue;
      }
      int64_t count = constant.getSExtValue();
      if (size.items && count != *size.items)
        return launch.emitOpError()
               << "launches " << count
               << " work items in x, but the kernel's known_block_size says "
               << *size.items;
      launch.getBlockSizeXMutable().assign(
          arith::ConstantIndexOp::create(b, loc, count / width));
    }
    return success();
  }
};
} // namespace
