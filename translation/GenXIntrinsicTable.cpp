//===- GenXIntrinsicTable.cpp - The intrinsic table as JSON ---------------===//

#include "translation/GenXIntrinsicTable.h"

#include "dialect/GenXDialect.h"

#include "mlir/IR/MLIRContext.h"
#include "llvm/Support/JSON.h"

using namespace mlir;
using namespace mlir::genx;

/// A signature code as the reference writes it: N for "same as slot N".
static llvm::json::Value codeToJSON(const SignatureSlot &slot,
                                    bool floatVariant) {
  if (slot.kind == SignatureSlot::Kind::SameAs)
    return slot.overloadSlot;
  if (slot.code == "anyint|anyfloat")
    return floatVariant ? "anyfloat" : "anyint";
  return slot.code;
}

static llvm::json::Object describe(const IntrinsicInfo &info,
                                   bool floatVariant) {
  llvm::json::Array results, arguments, immediates, resultNames,
      argumentNames;
  for (const SignatureSlot &slot : info.getResults()) {
    results.push_back(codeToJSON(slot, floatVariant));
    resultNames.push_back(slot.name);
  }
  for (auto [index, slot] : llvm::enumerate(info.getArguments())) {
    arguments.push_back(codeToJSON(slot, floatVariant));
    argumentNames.push_back(slot.name);
    if (!slot.immediate)
      continue;
    llvm::json::Object immediate{{"index", static_cast<int64_t>(index)},
                                 {"name", slot.name}};
    if (!slot.enumCases.empty()) {
      llvm::json::Object cases;
      for (auto [keyword, value] : slot.enumCases)
        cases[keyword] = value;
      immediate["cases"] = std::move(cases);
    }
    immediates.push_back(std::move(immediate));
  }
  return llvm::json::Object{
      {"llvm_name",
       floatVariant ? info.getFloatIntrinsicName() : info.getIntrinsicName()},
      {"op", info.getOperationName()},
      {"results", std::move(results)},
      {"result_names", std::move(resultNames)},
      {"arguments", std::move(arguments)},
      {"argument_names", std::move(argumentNames)},
      {"immediates", std::move(immediates)},
      {"attributes", info.getMemoryAttrs()},
      {"platforms", info.getPlatforms()},
      {"backend_platforms", info.getBackendPlatforms()},
      {"vc_intrinsics_0_11", info.isInVCIntrinsics011()},
      {"cm_runtime_only", info.isCMRuntimeOnly()},
  };
}

void mlir::genx::printIntrinsicTable(MLIRContext *context,
                                     llvm::raw_ostream &os) {
  auto *dialect = context->getOrLoadDialect<GenXDialect>();
  llvm::json::Array table;
  for (const IntrinsicInfo *info : dialect->getIntrinsics()) {
    table.push_back(describe(*info, /*floatVariant=*/false));
    if (!info->getFloatIntrinsicName().empty())
      table.push_back(describe(*info, /*floatVariant=*/true));
  }
  os << llvm::formatv("{0:2}", llvm::json::Value(std::move(table))) << "\n";
}
