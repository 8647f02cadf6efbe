//===- StreamReductions.cpp - Reductions of loads, a chunk at a time ------===//
//
// A reduction of a long vector that is loaded and computed element-wise
// keeps the whole vector live: a work item's row of 64 floats is 64
// registers' worth of fields once its work items are packed into the lanes
// of a thread. Split into a chain of reductions of a few elements each, the
// accumulator of one the start of the next, the loads and the element-wise
// ops between them run a chunk at a time and only a chunk is live. The
// chain gives what the reduction gives, bit for bit where the order is
// fixed: an ordered sum is ((acc + v0) + v1) + ..., which the chain keeps.
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

using namespace mlir;

namespace {

/// How each value of a reduction's element-wise tree is made a chunk at a
/// time.
enum class Leaf {
  /// A contiguous load (vector.load, unmasked minor-identity 1-D
  /// vector.transfer_read) used only by the tree: loaded a chunk at a time.
  Load,
  /// A splat constant or a broadcast scalar: the same for every chunk.
  Splat,
  /// Anything else: a slice of the whole vector.
  Slice,
};

/// The reduction's element-wise tree: its ops in an order where each op
/// comes after the ops its operands are defined by, and its leaves.
struct Tree {
  SmallVector<Operation *> ops;
  SmallVector<std::pair<Value, Leaf>> leaves;
  bool anyLoad = false;
};

/// The operand of the last index of a contiguous 1-D load, or null.
OpOperand *lastIndexOf(Operation *op) {
  if (auto load = dyn_cast<vector::LoadOp>(op)) {
    if (load.getVectorType().getRank() != 1 || load.getIndices().empty())
      return nullptr;
    return &load.getIndicesMutable()[load.getIndices().size() - 1];
  }
  auto read = dyn_cast<vector::TransferReadOp>(op);
  if (!read || read.getMask() || read.getVectorType().getRank() != 1 ||
      !read.getPermutationMap().isMinorIdentity() ||
      !isa<MemRefType>(read.getBase().getType()) || read.getIndices().empty())
    return nullptr;
  return &read.getIndicesMutable()[read.getIndices().size() - 1];
}

/// Whether `op` is element-wise on vectors of `n` elements (and scalars).
bool isElementwiseOn(Operation *op, int64_t n) {
  if (!OpTrait::hasElementwiseMappableTraits(op) || op->getNumResults() != 1 ||
      !isPure(op))
    return false;
  auto hasLength = [&](Type type) {
    auto vec = dyn_cast<VectorType>(type);
    return !vec || (vec.getRank() == 1 && vec.getNumElements() == n &&
                    !vec.isScalable());
  };
  return isa<VectorType>(op->getResult(0).getType()) &&
         llvm::all_of(op->getOperandTypes(), hasLength) &&
         hasLength(op->getResult(0).getType());
}

/// Whether `value` is the same scalar in every element.
bool isSplat(Value value) {
  if (auto broadcast = value.getDefiningOp<vector::BroadcastOp>())
    return !isa<VectorType>(broadcast.getSourceType());
  DenseElementsAttr dense;
  return matchPattern(value, m_Constant(&dense)) && dense.isSplat();
}

/// The element-wise tree `reduction` reduces, in its block.
Tree collectTree(vector::ReductionOp reduction) {
  Tree tree;
  Block *block = reduction->getBlock();
  int64_t n = reduction.getSourceVectorType().getNumElements();
  SmallVector<Value> worklist{reduction.getVector()};
  SmallVector<Operation *> visited;
  while (!worklist.empty()) {
    Value value = worklist.pop_back_val();
    Operation *def = value.getDefiningOp();
    bool local = def && def->getBlock() == block && value.hasOneUse();
    if (local && lastIndexOf(def)) {
      tree.leaves.push_back({value, Leaf::Load});
      tree.anyLoad = true;
      visited.push_back(def);
    } else if (isSplat(value)) {
      tree.leaves.push_back({value, Leaf::Splat});
    } else if (local && isElementwiseOn(def, n)) {
      visited.push_back(def);
      for (Value operand : def->getOperands())
        if (isa<VectorType>(operand.getType()))
          worklist.push_back(operand);
    } else {
      tree.leaves.push_back({value, Leaf::Slice});
    }
  }
  // Operands before their users: the walk met users first.
  for (Operation *op : llvm::reverse(visited))
    if (!lastIndexOf(op))
      tree.ops.push_back(op);
  llvm::sort(tree.ops,
             [](Operation *a, Operation *b) { return a->isBeforeInBlock(b); });
  return tree;
}

/// Whether nothing from the first load of `tree` up to `reduction` writes
/// memory: the loads may then move to the reduction.
bool loadsMayMove(const Tree &tree, vector::ReductionOp reduction) {
  Operation *first = reduction;
  for (auto [value, leaf] : tree.leaves)
    if (leaf == Leaf::Load && value.getDefiningOp()->isBeforeInBlock(first))
      first = value.getDefiningOp();
  for (Operation *op = first; op != reduction; op = op->getNextNode()) {
    auto effects = dyn_cast<MemoryEffectOpInterface>(op);
    if (effects ? effects.hasEffect<MemoryEffects::Write>()
                : !op->hasTrait<OpTrait::HasRecursiveMemoryEffects>() ||
                      !isMemoryEffectFree(op))
      return false;
  }
  return true;
}

/// Chunk `index` of `chunk` elements of the leaf `value`, at `b`.
Value chunkOfLeaf(OpBuilder &b, Value value, Leaf leaf, int64_t index,
                  int64_t chunk) {
  Location loc = value.getLoc();
  auto type = cast<VectorType>(value.getType());
  auto chunkType = VectorType::get({chunk}, type.getElementType());
  switch (leaf) {
  case Leaf::Load: {
    Value offset = arith::ConstantIndexOp::create(b, loc, index * chunk);
    Value start = arith::AddIOp::create(
        b, loc, lastIndexOf(value.getDefiningOp())->get(), offset);
    Operation *load = b.clone(*value.getDefiningOp());
    lastIndexOf(load)->set(start);
    load->getResult(0).setType(chunkType);
    if (auto vectorLoad = dyn_cast<vector::LoadOp>(load))
      if (std::optional<uint64_t> align = vectorLoad.getAlignment()) {
        uint64_t bytes =
            index * chunk *
            std::max<uint64_t>(1, type.getElementTypeBitWidth() / 8);
        vectorLoad.setAlignment(
            bytes ? std::min<uint64_t>(*align, bytes & -bytes) : *align);
      }
    return load->getResult(0);
  }
  case Leaf::Splat:
    if (auto broadcast = value.getDefiningOp<vector::BroadcastOp>())
      return vector::BroadcastOp::create(b, loc, chunkType,
                                         broadcast.getSource());
    {
      DenseElementsAttr dense;
      (void)matchPattern(value, m_Constant(&dense));
      return arith::ConstantOp::create(b, loc, dense.resizeSplat(chunkType));
    }
  case Leaf::Slice:
    return vector::ExtractStridedSliceOp::create(b, loc, value, index * chunk,
                                                 chunk, 1);
  }
  llvm_unreachable("unknown leaf");
}

/// Replaces `reduction` by its chain of chunks.
void stream(vector::ReductionOp reduction, const Tree &tree, int64_t chunk) {
  OpBuilder b(reduction);
  int64_t n = reduction.getSourceVectorType().getNumElements();
  Value acc = reduction.getAcc();
  for (int64_t index = 0; index < n / chunk; ++index) {
    IRMapping map;
    for (auto [value, leaf] : tree.leaves)
      map.map(value, chunkOfLeaf(b, value, leaf, index, chunk));
    for (Operation *op : tree.ops) {
      Operation *clone = b.clone(*op, map);
      Type element = getElementTypeOrSelf(op->getResult(0).getType());
      clone->getResult(0).setType(VectorType::get({chunk}, element));
    }
    acc = vector::ReductionOp::create(
        b, reduction.getLoc(), reduction.getKind(),
        map.lookup(reduction.getVector()), acc, reduction.getFastmath());
  }
  reduction.replaceAllUsesWith(acc);
  reduction.erase();
  for (Operation *op : llvm::reverse(tree.ops))
    op->erase();
  for (auto [value, leaf] : tree.leaves)
    if (leaf == Leaf::Load)
      value.getDefiningOp()->erase();
}

} // namespace

bool mlir::genx::streamLoadedReductions(
    Operation *root, int64_t chunkBits,
    function_ref<bool(vector::ReductionOp)> filter) {
  SmallVector<vector::ReductionOp> reductions;
  root->walk([&](vector::ReductionOp reduction) {
    if (!reduction.isMasked() && filter(reduction))
      reductions.push_back(reduction);
  });
  bool any = false;
  for (vector::ReductionOp reduction : reductions) {
    Tree tree = collectTree(reduction);
    if (!tree.anyLoad || !loadsMayMove(tree, reduction))
      continue;
    // Chunks of `chunkBits` of the narrowest load.
    int64_t bits = chunkBits;
    for (auto [value, leaf] : tree.leaves)
      if (leaf == Leaf::Load)
        bits = std::min<int64_t>(
            bits, cast<VectorType>(value.getType()).getElementTypeBitWidth());
    int64_t chunk = chunkBits / bits;
    int64_t n = reduction.getSourceVectorType().getNumElements();
    if (n <= chunk || n % chunk != 0)
      continue;
    stream(reduction, tree, chunk);
    any = true;
  }
  return any;
}
