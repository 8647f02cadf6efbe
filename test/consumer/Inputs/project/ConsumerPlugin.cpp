//===- ConsumerPlugin.cpp - A pass built against the installed GenX -------===//
//
// consumer-group-ids: replaces calls to `@get_group_id() -> i32` with the
// genx op `genx.group.id.x`, built with the installed dialect's C++ API.
//
//===----------------------------------------------------------------------===//

#include "dialect/GenXDialect.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Tools/Plugins/PassPlugin.h"

using namespace mlir;

namespace {
struct ConsumerGroupIds
    : PassWrapper<ConsumerGroupIds, OperationPass<ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(ConsumerGroupIds)

  StringRef getArgument() const final { return "consumer-group-ids"; }
  StringRef getDescription() const final {
    return "Replace calls to @get_group_id with genx.group.id.x";
  }
  void getDependentDialects(DialectRegistry &registry) const final {
    registry.insert<genx::GenXDialect>();
  }
  void runOnOperation() final {
    getOperation().walk([](LLVM::CallOp call) {
      if (call.getCallee() != "get_group_id")
        return;
      OpBuilder builder(call);
      auto id = genx::GroupIdXOp::create(builder, call.getLoc(),
                                         builder.getI32Type());
      call.getResult().replaceAllUsesWith(id);
      call.erase();
    });
  }
};
} // namespace

extern "C" LLVM_ATTRIBUTE_WEAK PassPluginLibraryInfo mlirGetPassPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "GenXConsumer", LLVM_VERSION_STRING,
          []() { PassRegistration<ConsumerGroupIds>(); }};
}
