//===- PromotePrivate.cpp - genx-promote-private --------------------------===//
//
// Private arrays (memref.alloca, gpu.func private attributions) live in
// registers on GenX: each becomes one vector value, held in an LLVM stack
// slot that mem2reg turns into SSA values once control flow is unstructured.
// Element accesses at dynamic indices become indirect regions of that
// vector. Arrays too large for the register file are refused.
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"

#include "llvm/ADT/SetVector.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

namespace mlir {
namespace genx {
#define GEN_PASS_DEF_GENXPROMOTEPRIVATE
#include "passes/Passes.h.inc"
} // namespace genx
} // namespace mlir

using namespace mlir;
using namespace mlir::genx;

namespace {
/// Rewrites the accesses of one private array as accesses of its vector.
class ArrayPromotion {
public:
  ArrayPromotion(Value array, Value slot, VectorType vecType)
      : array(array), slot(slot), vecType(vecType) {}

  /// Whether every use is an access this promotion handles, directly or
  /// through reshapes (collapse_shape / expand_shape keep the row-major
  /// order of a contiguous array, so an access through one is an access at
  /// the same linear position).
  static LogicalResult checkUses(Value array, StringRef what) {
    for (Operation *user : array.getUsers()) {
      if (isa<memref::DeallocOp>(user))
        continue;
      if (isa<memref::CollapseShapeOp, memref::ExpandShapeOp>(user)) {
        if (failed(checkUses(user->getResult(0), what)))
          return failure();
        continue;
      }
      if (auto load = dyn_cast<vector::LoadOp>(user))
        if (load.getVectorType().getRank() == 1)
          continue;
      if (auto store = dyn_cast<vector::StoreOp>(user))
        if (store.getVectorType().getRank() == 1 &&
            store.getBase() == array)
          continue;
      if (isa<memref::LoadOp>(user))
        continue;
      if (auto gather = dyn_cast<vector::GatherOp>(user))
        if (gather.getVectorType().getRank() == 1 &&
            gather.getIndexVectorType().getElementType().isIntOrIndex())
          continue;
      if (auto store = dyn_cast<memref::StoreOp>(user))
        if (store.getMemRef() == array)
          continue;
      return user->emitOpError()
             << "uses " << what
             << " in a way GenX cannot keep in registers; access private "
                "arrays with memref.load/store and vector.load/store";
    }
    return success();
  }

  void rewrite() { rewriteUses(array); }

private:
  /// Rewrites the accesses through `view` (the array or a reshape of it).
  void rewriteUses(Value view) {
    for (Operation *user : llvm::make_early_inc_range(view.getUsers())) {
      OpBuilder b(user);
      Location loc = user->getLoc();
      if (isa<memref::CollapseShapeOp, memref::ExpandShapeOp>(user)) {
        rewriteUses(user->getResult(0));
      } else if (auto load = dyn_cast<memref::LoadOp>(user)) {
        load.getResult().replaceAllUsesWith(
            read(b, loc, view, load.getType(), load.getIndices()));
      } else if (auto load = dyn_cast<vector::LoadOp>(user)) {
        load.getResult().replaceAllUsesWith(
            read(b, loc, view, load.getVectorType(), load.getIndices()));
      } else if (auto gather = dyn_cast<vector::GatherOp>(user)) {
        gather.getResult().replaceAllUsesWith(lookup(b, loc, view, gather));
      } else if (auto store = dyn_cast<memref::StoreOp>(user)) {
        write(b, loc, view, store.getValueToStore(), store.getIndices());
      } else if (auto store = dyn_cast<vector::StoreOp>(user)) {
        write(b, loc, view, store.getValueToStore(), store.getIndices());
      }
      user->erase();
    }
  }

  /// The byte offset of element `indices` of `view` as an i16 region offset.
  Value byteOffset(OpBuilder &b, Location loc, Value view,
                   ValueRange indices) {
    auto type = cast<MemRefType>(view.getType());
    SmallVector<int64_t> strides;
    int64_t offset;
    (void)type.getStridesAndOffset(strides, offset);
    Value linear = arith::ConstantIndexOp::create(b, loc, offset);
    for (auto [index, stride] : llvm::zip(indices, strides))
      linear = arith::AddIOp::create(
          b, loc, linear,
          arith::MulIOp::create(b, loc, index,
                                arith::ConstantIndexOp::create(b, loc, stride)));
    int64_t eltBytes = vecType.getElementTypeBitWidth() / 8;
    Value bytes = arith::MulIOp::create(
        b, loc, linear, arith::ConstantIndexOp::create(b, loc, eltBytes));
    return arith::IndexCastOp::create(b, loc, b.getI16Type(), bytes);
  }

  Value read(OpBuilder &b, Location loc, Value view, Type type,
             ValueRange indices) {
    Value vec = LLVM::LoadOp::create(b, loc, vecType, slot);
    int64_t n = getNumElements(type);
    return RdRegionOp::create(b, loc, type, vec, /*vstride=*/0, n,
                              /*stride=*/1, byteOffset(b, loc, view, indices),
                              /*parent_width=*/b.getI32IntegerAttr(0));
  }

  /// A gather from the array (packed lanes reading a table at their own
  /// positions): one region with a start per element (multi-indirect),
  /// the masked-off elements reading element 0 and taking the pass-through.
  Value lookup(OpBuilder &b, Location loc, Value view,
               vector::GatherOp gather) {
    VectorType type = gather.getVectorType();
    auto starts = VectorType::get(type.getShape(), b.getI16Type());
    int64_t eltBytes = vecType.getElementTypeBitWidth() / 8;
    Value offsets = gather.getIndices();
    Type offsetType = gather.getIndexVectorType().getElementType();
    if (offsetType.isIndex())
      offsets = arith::IndexCastOp::create(b, loc, starts, offsets);
    else if (offsetType.getIntOrFloatBitWidth() > 16)
      offsets = arith::TruncIOp::create(b, loc, starts, offsets);
    else if (offsetType.getIntOrFloatBitWidth() < 16)
      offsets = arith::ExtSIOp::create(b, loc, starts, offsets);
    Value bytes = arith::MulIOp::create(
        b, loc, offsets,
        arith::ConstantOp::create(
            b, loc,
            DenseElementsAttr::get(starts, b.getI16IntegerAttr(eltBytes))));
    Value first = vector::BroadcastOp::create(
        b, loc, starts, byteOffset(b, loc, view, gather.getOffsets()));
    bytes = arith::AddIOp::create(b, loc, first, bytes);
    Value mask = gather.getMask();
    bytes = arith::SelectOp::create(
        b, loc, mask, bytes,
        arith::ConstantOp::create(
            b, loc, DenseElementsAttr::get(starts, b.getI16IntegerAttr(0))));
    Value vec = LLVM::LoadOp::create(b, loc, vecType, slot);
    Value elements = RdRegionOp::create(
        b, loc, type, vec, /*vstride=*/0, /*width=*/1, /*stride=*/0, bytes,
        /*parent_width=*/b.getI32IntegerAttr(0));
    return arith::SelectOp::create(b, loc, mask, elements,
                                   gather.getPassThru());
  }

  void write(OpBuilder &b, Location loc, Value view, Value value,
             ValueRange indices) {
    Value vec = LLVM::LoadOp::create(b, loc, vecType, slot);
    int64_t n = getNumElements(value.getType());
    Value mask = arith::ConstantIntOp::create(b, loc, b.getI1Type(), 1);
    Value updated = WrRegionOp::create(
        b, loc, vecType, vec, value, /*vstride=*/0, n, /*stride=*/1,
        byteOffset(b, loc, view, indices),
        /*parent_width=*/b.getI32IntegerAttr(0),
        mask);
    LLVM::StoreOp::create(b, loc, updated, slot);
  }

  Value array, slot;
  VectorType vecType;
};

struct GenXPromotePrivate
    : genx::impl::GenXPromotePrivateBase<GenXPromotePrivate> {
  using Base::Base;

  void runOnOperation() override {
    if (failed(materializeConstantTables()))
      return signalPassFailure();
    SmallVector<std::pair<Value, Operation *>> arrays;
    getOperation()->walk([&](Operation *op) {
      if (auto alloca = dyn_cast<memref::AllocaOp>(op)) {
        if (!gpu::GPUDialect::hasWorkgroupMemoryAddressSpace(alloca.getType()))
          arrays.push_back({alloca.getResult(), op});
      } else if (auto func = dyn_cast<gpu::GPUFuncOp>(op)) {
        for (BlockArgument arg : func.getPrivateAttributions())
          arrays.push_back({arg, op});
      }
    });
    for (auto [array, owner] : arrays)
      if (failed(promote(array, owner)))
        return signalPassFailure();
  }

  /// A read of a constant `memref.global` (a lookup table) becomes a
  /// private array that holds the global's value: GenX has no global
  /// variables, and a small table lives in registers like any private
  /// array. Globals nothing reads any more go away.
  LogicalResult materializeConstantTables() {
    SymbolTableCollection symbols;
    SmallVector<memref::GetGlobalOp> reads;
    getOperation()->walk([&](memref::GetGlobalOp op) { reads.push_back(op); });
    llvm::SetVector<Operation *> globals;
    for (memref::GetGlobalOp read : reads) {
      auto global = symbols.lookupNearestSymbolFrom<memref::GlobalOp>(
          read, read.getNameAttr());
      auto init = global ? dyn_cast_or_null<DenseElementsAttr>(
                               global.getConstantInitValue())
                         : DenseElementsAttr();
      MemRefType type = read.getType();
      if (!init || !global.getConstant() || !type.hasStaticShape() ||
          !type.getLayout().isIdentity() || type.getRank() == 0)
        continue;
      Type elt = type.getElementType();
      int64_t bytes =
          type.getNumElements() * elt.getIntOrFloatBitWidth() / 8;
      if (bytes > maxBytes)
        return read.emitOpError()
               << "reads the constant global @" << read.getName() << " of "
               << bytes << " bytes; GenX has no global variables and keeps "
               << "tables of up to " << static_cast<int64_t>(maxBytes)
               << " bytes in registers: pass the table as a buffer argument";
      OpBuilder b(read);
      Location loc = read.getLoc();
      auto flatType = MemRefType::get({type.getNumElements()}, elt);
      auto vecType = VectorType::get({type.getNumElements()}, elt);
      Value table = memref::AllocaOp::create(b, loc, flatType);
      Value value = arith::ConstantOp::create(b, loc, vecType,
                                              init.reshape(vecType));
      Value zero = arith::ConstantIndexOp::create(b, loc, 0);
      vector::StoreOp::create(b, loc, value, table, zero);
      if (type.getRank() > 1) {
        ReassociationIndices all =
            llvm::to_vector<2>(llvm::seq<int64_t>(0, type.getRank()));
        table = memref::ExpandShapeOp::create(
            b, loc, type, table, ArrayRef<ReassociationIndices>{all});
      }
      read.replaceAllUsesWith(table);
      read.erase();
      globals.insert(global);
    }
    // Also the private ones whose reads folded away before this pass (a
    // read whose result nothing used).
    getOperation()->walk([&](memref::GlobalOp global) {
      if (global.isPrivate())
        globals.insert(global);
    });
    for (Operation *global : globals)
      if (SymbolTable::symbolKnownUseEmpty(
              global, global->getParentWithTrait<OpTrait::SymbolTable>()))
        global->erase();
    return success();
  }

  LogicalResult promote(Value array, Operation *owner) {
    auto type = cast<MemRefType>(array.getType());
    Location loc = array.getLoc();
    Type elt = type.getElementType();
    SmallVector<int64_t> strides;
    int64_t offset;
    if (!type.hasStaticShape() ||
        failed(type.getStridesAndOffset(strides, offset)) ||
        !(elt.isIntOrFloat() && elt.getIntOrFloatBitWidth() % 8 == 0 &&
          elt.getIntOrFloatBitWidth() <= 64))
      return emitError(loc)
             << "private array " << type
             << " cannot live in registers: it needs a static shape and "
                "GenX elements (8 to 64 bits)";
    int64_t bytes = type.getNumElements() * elt.getIntOrFloatBitWidth() / 8;
    if (bytes > maxBytes)
      return emitError(loc)
             << "private array " << type << " of " << bytes
             << " bytes is larger than the " << static_cast<int64_t>(maxBytes)
             << " bytes GenX keeps in registers; use workgroup memory or "
                "global memory for it, or raise genx-promote-private's "
                "max-bytes";
    if (failed(ArrayPromotion::checkUses(array, "a private array")))
      return failure();
    // The slot goes at the entry of the enclosing function.
    auto func = owner->getParentOfType<FunctionOpInterface>();
    if (auto gpuFunc = dyn_cast<gpu::GPUFuncOp>(owner))
      func = cast<FunctionOpInterface>(gpuFunc.getOperation());
    if (!func || func.isExternal())
      return emitError(loc) << "private array outside a function body";
    OpBuilder b(func.getFunctionBody());
    b.setInsertionPointToStart(&func.getFunctionBody().front());
    auto vecType = VectorType::get({type.getNumElements()}, elt);
    Value one = LLVM::ConstantOp::create(b, loc, b.getI64Type(),
                                         b.getI64IntegerAttr(1));
    Value slot = LLVM::AllocaOp::create(
        b, loc, LLVM::LLVMPointerType::get(b.getContext()), vecType, one);
    ArrayPromotion(array, slot, vecType).rewrite();
    if (auto alloca = array.getDefiningOp<memref::AllocaOp>())
      alloca.erase();
    return success();
  }
};
} // namespace
