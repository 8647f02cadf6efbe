//===- LSC.cpp - Emulation of LSC messages --------------------------------===//
//
// Untyped LSC loads, stores, prefetches and atomics on global memory
// (stateless: addresses are host addresses), binding-table surfaces,
// shared local memory (byte offsets from the base of surface 254) and
// bindless surfaces (the surface-state offset N names surface N); the
// per-channel (quad) forms; the fence (2D block messages are in LSC2D.cpp).
// Layouts follow the encodings: non-transposed data holds vector position
// after vector position across lanes, transposed data one lane's
// consecutive elements, quad data channel after channel across lanes.
//
//===----------------------------------------------------------------------===//

#include "passes/emulation/EmulationPatterns.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

#include <functional>

using namespace mlir;
using namespace mlir::genx;
using namespace mlir::genx::emulation;

namespace {

/// The memory an LSC message addresses, which gives its base address.
enum class Space { Stateless, BTI, SLM, Bindless };

/// How the untyped messages of one op read their elements.
enum class Shape { Vector, Quad };

/// Elements per address of a vector-size encoding.
int64_t vectorLength(LSCVectorSize size) {
  static const int64_t lengths[] = {0, 1, 2, 3, 4, 8, 16, 32, 64};
  return lengths[static_cast<unsigned>(size)];
}

/// How an element of data size `size` is kept in memory, for register
/// elements of type `elt`; fails for register elements that cannot hold it.
FailureOr<MemoryElement> memoryElement(Operation *op, LSCDataSize size,
                                       Type elt) {
  static const unsigned bits[] = {0, 8, 16, 32, 64, 8, 16, 16};
  unsigned memBits = bits[static_cast<unsigned>(size)];
  unsigned regBits = Emitter::widthOf(elt);
  bool widened = size == LSCDataSize::u8u32 || size == LSCDataSize::u16u32 ||
                 size == LSCDataSize::u16u32h;
  // u8 and u16 may also sit in 32-bit register elements, zero-extended.
  if (widened ? regBits != 32 : regBits != memBits && !(memBits < 32 &&
                                                        regBits == 32)) {
    op->emitOpError() << "cannot be emulated (genx-emulate): data size "
                      << stringifyLSCDataSize(size)
                      << " does not fit register elements of type " << elt;
    return failure();
  }
  MemoryElement mem;
  mem.type = regBits == memBits ? elt : IntegerType::get(op->getContext(),
                                                         memBits);
  mem.highHalf = size == LSCDataSize::u16u32h;
  return mem;
}

/// The layout of an untyped message with `lanes` address lanes moving
/// `data` (see the file comment); fails when `data` has another size.
template <typename OpTy>
FailureOr<std::function<AccessList(int64_t)>>
untypedLayout(OpTy op, Shape shape, int64_t lanes, Type data,
              int64_t memBytes) {
  bool transposed = op.getDataOrder() == LSCDataOrder::transposed;
  int64_t length = vectorLength(op.getVectorSize());
  unsigned mask = static_cast<unsigned>(op.getChannelMask());
  SmallVector<int64_t> slots; // Byte offsets of the elements of one lane.
  if (shape == Shape::Quad) {
    for (int64_t c = 0; c < 4; ++c)
      if (mask & (1u << c))
        slots.push_back(c * memBytes);
  } else {
    for (int64_t v = 0; v < length; ++v)
      slots.push_back(v * memBytes);
  }
  int64_t count = static_cast<int64_t>(slots.size());
  if ((transposed && (lanes != 1 || shape == Shape::Quad)) ||
      getNumElements(data) != lanes * count) {
    op->emitOpError() << "cannot be emulated (genx-emulate): " << lanes
                      << " address lane(s) of "
                      << (shape == Shape::Quad ? "enabled channels"
                                               : "vector size")
                      << " " << count << (transposed ? ", transposed," : "")
                      << " need " << lanes * count << " data elements, got "
                      << data;
    return failure();
  }
  return std::function<AccessList(int64_t)>([=](int64_t lane) {
    AccessList list;
    for (int64_t k = 0; k < count; ++k)
      list.push_back({k * lanes + lane, slots[k]});
    return list;
  });
}

/// The base address of `space`.
Value spaceBase(Emitter &e, Space space, Value surface) {
  switch (space) {
  case Space::Stateless:
    return e.constInt(e.b.getI64Type(), 0);
  case Space::SLM:
    return e.surfaceBase(kSLMSurface);
  case Space::BTI:
  case Space::Bindless:
    return e.surfaceBase(surface);
  }
  llvm_unreachable("unknown LSC space");
}

/// The address of lane `i`: the space's base plus the lane's address times
/// the scale plus the immediate offset.
template <typename OpTy>
std::function<Value(int64_t)> laneAddress(OpTy op, Emitter &e, Space space,
                                          Value surface, Value addresses) {
  Value base = e.addBytes(spaceBase(e, space, surface), op.getImmOffset());
  int64_t scale = op.getAddrScale();
  return [&e, base, addresses, scale](int64_t i) {
    Value offset = e.castInt(e.lane(addresses, i), e.b.getI64Type(), false);
    if (scale != 1)
      offset = arith::MulIOp::create(e.b, e.loc, offset,
                                     e.constInt(offset.getType(), scale));
    return e.addBytes(base, offset);
  };
}

/// What the patterns share: the memory, the shape, and the checks and
/// layout of one message.
struct MessageInfo {
  int64_t lanes;
  MemoryElement mem;
  std::function<AccessList(int64_t)> accesses;
  std::function<Value(int64_t)> address;
};

template <typename OpTy>
FailureOr<MessageInfo> messageInfo(OpTy op, Emitter &e, Space space,
                                   Shape shape, Value pred, Value addresses,
                                   Value surface, Type data) {
  MessageInfo info;
  info.lanes = getNumElements(addresses.getType());
  FailureOr<MemoryElement> mem =
      memoryElement(op, op.getDataSize(), getElementTypeOrSelf(data));
  if (failed(mem) || failed(checkPredicate(op, pred, info.lanes)))
    return failure();
  info.mem = *mem;
  auto accesses = untypedLayout(op, shape, info.lanes, data,
                                Emitter::widthOf(mem->type) / 8);
  if (failed(accesses))
    return failure();
  info.accesses = *accesses;
  info.address = laneAddress(op, e, space, surface, addresses);
  return info;
}

/// A pattern for one LSC memory and shape.
template <typename OpTy>
struct LSCPattern : EmulationPattern<OpTy> {
  LSCPattern(MLIRContext *context, Space space, Shape shape)
      : EmulationPattern<OpTy>(context), space(space), shape(shape) {}

  Space space;
  Shape shape;
};

/// lsc.load[.merge][.quad].<memory>: disabled lanes keep `passthru`, or
/// read 0 without one.
template <typename OpTy>
struct LSCLoadPattern : LSCPattern<OpTy> {
  using LSCPattern<OpTy>::LSCPattern;

  FailureOr<SmallVector<Value>> emulate(OpTy op,
                                        typename OpTy::Adaptor adaptor,
                                        Emitter &e) const override {
    Type type = op.getType();
    FailureOr<MessageInfo> info =
        messageInfo(op, e, this->space, this->shape, adaptor.getPred(),
                    adaptor.getAddresses(), adaptor.getSurface(), type);
    if (failed(info))
      return failure();
    Value init = passthruOf(adaptor, 0);
    return SmallVector<Value>{e.gatherLanes(
        adaptor.getPred(), info->lanes, info->address, info->accesses,
        info->mem, init ? init : e.zero(type))};
  }
};

/// lsc.store[.quad].<memory>.
template <typename OpTy>
struct LSCStorePattern : LSCPattern<OpTy> {
  using LSCPattern<OpTy>::LSCPattern;

  FailureOr<SmallVector<Value>> emulate(OpTy op,
                                        typename OpTy::Adaptor adaptor,
                                        Emitter &e) const override {
    Value data = adaptor.getData();
    FailureOr<MessageInfo> info = messageInfo(
        op, e, this->space, this->shape, adaptor.getPred(),
        adaptor.getAddresses(), adaptor.getSurface(), data.getType());
    if (failed(info))
      return failure();
    e.scatterLanes(adaptor.getPred(), info->lanes, info->address,
                   info->accesses, info->mem, data);
    return SmallVector<Value>{};
  }
};

/// lsc.prefetch.<memory>: no effect on the host once the message is known
/// to be well formed.
template <typename OpTy>
struct LSCPrefetchPattern : LSCPattern<OpTy> {
  using LSCPattern<OpTy>::LSCPattern;

  FailureOr<SmallVector<Value>> emulate(OpTy op,
                                        typename OpTy::Adaptor adaptor,
                                        Emitter &e) const override {
    Value pred = adaptor.getPred();
    if (failed(checkPredicate(op, pred,
                              getNumElements(adaptor.getAddresses().getType()))))
      return failure();
    return SmallVector<Value>{};
  }
};

/// The operation of an LSC atomic subopcode; compare-and-swap takes the
/// compared value first, the opposite of the legacy order.
FailureOr<AtomicKind> atomicKind(Operation *op, LSCOpcode opcode) {
  switch (opcode) {
  case LSCOpcode::atomic_iinc:
    return AtomicKind::Inc;
  case LSCOpcode::atomic_idec:
    return AtomicKind::Dec;
  case LSCOpcode::atomic_load:
    return AtomicKind::Load;
  case LSCOpcode::atomic_store:
    return AtomicKind::Store;
  case LSCOpcode::atomic_iadd:
    return AtomicKind::Add;
  case LSCOpcode::atomic_isub:
    return AtomicKind::Sub;
  case LSCOpcode::atomic_smin:
    return AtomicKind::Imin;
  case LSCOpcode::atomic_smax:
    return AtomicKind::Imax;
  case LSCOpcode::atomic_umin:
    return AtomicKind::Min;
  case LSCOpcode::atomic_umax:
    return AtomicKind::Max;
  case LSCOpcode::atomic_icas:
    return AtomicKind::Cmpxchg;
  case LSCOpcode::atomic_fadd:
    return AtomicKind::Fadd;
  case LSCOpcode::atomic_fsub:
    return AtomicKind::Fsub;
  case LSCOpcode::atomic_fmin:
    return AtomicKind::Fmin;
  case LSCOpcode::atomic_fmax:
    return AtomicKind::Fmax;
  case LSCOpcode::atomic_fcas:
    return AtomicKind::Fcmpwr;
  case LSCOpcode::atomic_and:
    return AtomicKind::And;
  case LSCOpcode::atomic_or:
    return AtomicKind::Or;
  case LSCOpcode::atomic_xor:
    return AtomicKind::Xor;
  default:
    op->emitOpError() << "cannot be emulated (genx-emulate): subopcode "
                      << stringifyLSCOpcode(opcode) << " is not an atomic";
    return failure();
  }
}

/// lsc.atomic.<memory> and lsc.xatomic.<memory>: one element per lane.
/// `src0`/`src1` are used as the operation needs them (the other is
/// undefined); disabled lanes keep `passthru`.
template <typename OpTy>
struct LSCAtomicPattern : LSCPattern<OpTy> {
  using LSCPattern<OpTy>::LSCPattern;

  FailureOr<SmallVector<Value>> emulate(OpTy op,
                                        typename OpTy::Adaptor adaptor,
                                        Emitter &e) const override {
    FailureOr<AtomicKind> kind = atomicKind(op, op.getSubopcode());
    if (failed(kind))
      return failure();
    Type type = op.getType();
    FailureOr<MessageInfo> info =
        messageInfo(op, e, this->space, Shape::Vector, adaptor.getPred(),
                    adaptor.getAddresses(), adaptor.getSurface(), type);
    if (failed(info))
      return failure();
    if (op.getDataOrder() == LSCDataOrder::transposed ||
        op.getVectorSize() != LSCVectorSize::v1)
      return notEmulable(op, "LSC atomics move one element per lane "
                             "(non_transposed, v1)");
    Value src0, src1;
    switch (*kind) {
    case AtomicKind::Inc:
    case AtomicKind::Dec:
    case AtomicKind::Load:
      break;
    case AtomicKind::Cmpxchg:
    case AtomicKind::Fcmpwr:
      src0 = adaptor.getSrc1(); // The new value...
      src1 = adaptor.getSrc0(); // ...where the element equals this one.
      break;
    default:
      src0 = adaptor.getSrc0();
    }
    FailureOr<Value> result =
        emulateAtomic(op, e, *kind, adaptor.getPred(), info->lanes,
                      info->address, info->mem, src0, src1,
                      adaptor.getPassthru());
    if (failed(result))
      return failure();
    return SmallVector<Value>{*result};
  }
};

/// Registers the untyped patterns of one memory.
template <typename Load, typename LoadMerge, typename LoadQuad,
          typename LoadMergeQuad, typename Store, typename StoreQuad,
          typename Prefetch, typename Atomic, typename XAtomic>
void addSpace(RewritePatternSet &patterns, Space space) {
  addPatterns<LSCLoadPattern, Load, LoadMerge>(patterns, space,
                                               Shape::Vector);
  addPatterns<LSCLoadPattern, LoadQuad, LoadMergeQuad>(patterns, space,
                                                       Shape::Quad);
  addPatterns<LSCStorePattern, Store>(patterns, space, Shape::Vector);
  addPatterns<LSCStorePattern, StoreQuad>(patterns, space, Shape::Quad);
  addPatterns<LSCPrefetchPattern, Prefetch>(patterns, space, Shape::Vector);
  addPatterns<LSCAtomicPattern, Atomic, XAtomic>(patterns, space,
                                                 Shape::Vector);
}

} // namespace

void emulation::populateLSCEmulationPatterns(RewritePatternSet &patterns) {
  addSpace<LscLoadStatelessOp, LscLoadMergeStatelessOp, LscLoadQuadStatelessOp,
           LscLoadMergeQuadStatelessOp, LscStoreStatelessOp,
           LscStoreQuadStatelessOp, LscPrefetchStatelessOp,
           LscAtomicStatelessOp, LscXatomicStatelessOp>(patterns,
                                                        Space::Stateless);
  addSpace<LscLoadBtiOp, LscLoadMergeBtiOp, LscLoadQuadBtiOp,
           LscLoadMergeQuadBtiOp, LscStoreBtiOp, LscStoreQuadBtiOp,
           LscPrefetchBtiOp, LscAtomicBtiOp, LscXatomicBtiOp>(patterns,
                                                              Space::BTI);
  addSpace<LscLoadSlmOp, LscLoadMergeSlmOp, LscLoadQuadSlmOp,
           LscLoadMergeQuadSlmOp, LscStoreSlmOp, LscStoreQuadSlmOp,
           LscPrefetchSlmOp, LscAtomicSlmOp, LscXatomicSlmOp>(patterns,
                                                              Space::SLM);
  addSpace<LscLoadBindlessOp, LscLoadMergeBindlessOp, LscLoadQuadBindlessOp,
           LscLoadMergeQuadBindlessOp, LscStoreBindlessOp,
           LscStoreQuadBindlessOp, LscPrefetchBindlessOp, LscAtomicBindlessOp,
           LscXatomicBindlessOp>(patterns, Space::Bindless);
  patterns.add<ErasePattern<LscFenceOp>>(patterns.getContext());
}
