//===- CheckLegality.cpp - genx-check-legality ----------------------------===//

#include "passes/Passes.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/StringSet.h"

namespace mlir {
namespace genx {
#define GEN_PASS_DEF_GENXCHECKLEGALITY
#include "passes/Passes.h.inc"
} // namespace genx
} // namespace mlir

using namespace mlir;
using namespace mlir::genx;

/// LLVM intrinsics the GenX backend lowers itself.
static bool isAllowedLLVMIntrinsic(Operation *op) {
  static const llvm::StringSet<> allowed = {
      "llvm.intr.fabs",   "llvm.intr.fma",        "llvm.intr.fmuladd",
      "llvm.intr.sqrt",   "llvm.intr.ctpop",      "llvm.intr.ctlz",
      "llvm.intr.cttz",   "llvm.intr.bitreverse", "llvm.intr.smax",
      "llvm.intr.smin",   "llvm.intr.umax",       "llvm.intr.umin",
      "llvm.intr.minnum", "llvm.intr.maxnum",     "llvm.intr.floor",
      "llvm.intr.ceil",   "llvm.intr.trunc",      "llvm.intr.roundeven"};
  return allowed.contains(op->getName().getStringRef());
}

/// Whether `address` is an llvm.alloca of a constant size in `func`.
static bool isStaticAlloca(Value address, Operation *func) {
  auto alloca = address.getDefiningOp<LLVM::AllocaOp>();
  if (!alloca || alloca->getParentOp() != func)
    return false;
  return matchPattern(alloca.getArraySize(), m_Constant());
}

namespace {
struct GenXCheckLegality
    : genx::impl::GenXCheckLegalityBase<GenXCheckLegality> {
  void runOnOperation() override {
    Operation *module = getOperation();
    bool failed = false;
    auto report = [&](Operation *op) {
      failed = true;
      return op->emitError();
    };
    // A module (builtin or gpu) must hold a kernel; a function the pass runs
    // on alone is only checked.
    bool hasKernels = !module->hasTrait<OpTrait::SymbolTable>();
    for (Region &region : module->getRegions())
      for (auto f : region.getOps<LLVM::LLVMFuncOp>())
        hasKernels |= f->hasAttr(GenXDialect::getKernelAttrName());
    if (!hasKernels)
      report(module) << "the module has no GenX kernel (an llvm.func with "
                        "genx.kernel)";
    module->walk([&](Operation *op) {
      if (op == module)
        return;
      StringRef dialect = op->getName().getDialectNamespace();
      if (dialect != "llvm" && dialect != "genx") {
        report(op) << "'" << op->getName()
                   << "' is not lowered: the GenX backend takes only the LLVM "
                      "dialect and genx";
        return;
      }
      for (Type type : op->getResultTypes())
        if (!isGenXType(type) &&
            !isa<LLVM::LLVMVoidType, LLVM::LLVMStructType>(type)) {
          report(op) << "produces " << type << ", which GenX does not support";
          return;
        }
      if (auto global = dyn_cast<LLVM::GlobalOp>(op)) {
        report(op) << "is a global variable: GenX supports none";
      } else if (auto func = dyn_cast<LLVM::LLVMFuncOp>(op)) {
        bool kernel = func->hasAttr(GenXDialect::getKernelAttrName());
        if (!func.isExternal() && !kernel &&
            func.getLinkage() != LLVM::Linkage::Internal &&
            func.getLinkage() != LLVM::Linkage::Private)
          report(op) << "is a subroutine and must be internal or private";
        if (func.isExternal() && !func.getName().starts_with("llvm.genx."))
          report(op) << "is an external function: the GenX backend links "
                        "nothing";
      } else if (auto load = dyn_cast<LLVM::LoadOp>(op)) {
        if (!isStaticAlloca(load.getAddr(),
                            op->getParentOfType<LLVM::LLVMFuncOp>()))
          report(op) << "loads through a pointer that is not a static "
                        "llvm.alloca; use genx memory messages";
      } else if (auto store = dyn_cast<LLVM::StoreOp>(op)) {
        if (!isStaticAlloca(store.getAddr(),
                            op->getParentOfType<LLVM::LLVMFuncOp>()))
          report(op) << "stores through a pointer that is not a static "
                        "llvm.alloca; use genx memory messages";
      } else if (auto call = dyn_cast<LLVM::CallOp>(op)) {
        if (!call.getCallee())
          report(op) << "is an indirect call, which GenX does not support";
      } else if (auto call = dyn_cast<LLVM::CallIntrinsicOp>(op)) {
        report(op) << "calls " << call.getIntrin()
                   << ", which the GenX backend does not implement";
      } else if (op->getName().getStringRef().starts_with("llvm.intr.") &&
                 !isAllowedLLVMIntrinsic(op)) {
        report(op) << "'" << op->getName()
                   << "' is an LLVM intrinsic the GenX backend does not "
                      "implement; allowed: fabs, fma, fmuladd, sqrt, ctpop, "
                      "ctlz, cttz, bitreverse, smax, smin, umax, umin, "
                      "minnum, maxnum, floor, ceil, trunc, roundeven";
      }
    });
    if (failed)
      signalPassFailure();
  }
};
} // namespace
