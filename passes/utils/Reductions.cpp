//===- Reductions.cpp - Facts of gpu reductions ---------------------------===//
//
// What gpu.all_reduce and gpu.subgroup_reduce lowerings share.
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"

using namespace mlir;

std::optional<TypedAttr>
mlir::genx::reductionIdentity(gpu::AllReduceOperation kind, Type type) {
  using Kind = gpu::AllReduceOperation;
  if (auto floatType = dyn_cast<FloatType>(type)) {
    const llvm::fltSemantics &semantics = floatType.getFloatSemantics();
    switch (kind) {
    case Kind::ADD:
      return FloatAttr::get(type, APFloat::getZero(semantics, true));
    case Kind::MUL:
      return FloatAttr::get(type, APFloat::getOne(semantics));
    case Kind::MINNUMF:
    case Kind::MAXNUMF:
      return FloatAttr::get(type, APFloat::getQNaN(semantics));
    case Kind::MINIMUMF:
      return FloatAttr::get(type, APFloat::getInf(semantics));
    case Kind::MAXIMUMF:
      return FloatAttr::get(type, APFloat::getInf(semantics, true));
    default:
      return std::nullopt;
    }
  }
  auto intType = dyn_cast<IntegerType>(type);
  if (!intType)
    return std::nullopt;
  unsigned width = intType.getWidth();
  switch (kind) {
  case Kind::ADD:
  case Kind::OR:
  case Kind::XOR:
  case Kind::MAXUI:
    return IntegerAttr::get(type, APInt::getZero(width));
  case Kind::MUL:
    return IntegerAttr::get(type, APInt(width, 1));
  case Kind::AND:
  case Kind::MINUI:
    return IntegerAttr::get(type, APInt::getAllOnes(width));
  case Kind::MINSI:
    return IntegerAttr::get(type, APInt::getSignedMaxValue(width));
  case Kind::MAXSI:
    return IntegerAttr::get(type, APInt::getSignedMinValue(width));
  default:
    return std::nullopt;
  }
}
