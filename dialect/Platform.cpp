//===- Platform.cpp - GenX platforms and devices --------------------------===//

#include "dialect/GenXDialect.h"

#include "llvm/ADT/StringSwitch.h"

using namespace mlir;
using namespace mlir::genx;

std::optional<Platform> mlir::genx::parsePlatform(StringRef name) {
  return llvm::StringSwitch<std::optional<Platform>>(name)
      .Case("Gen8", Platform::Gen8)
      .Case("Gen9", Platform::Gen9)
      .Case("Gen9LP", Platform::Gen9LP)
      .Case("Gen11", Platform::Gen11)
      .Case("XeLP", Platform::XeLP)
      .Case("XeHP", Platform::XeHP)
      .Case("XeHPG", Platform::XeHPG)
      .Case("XeLPG", Platform::XeLPG)
      .Case("XeLPGPlus", Platform::XeLPGPlus)
      .Case("XeHPC", Platform::XeHPC)
      .Case("XeHPCVG", Platform::XeHPCVG)
      .Case("Xe2", Platform::Xe2)
      .Case("Xe3", Platform::Xe3)
      .Case("Xe3P", Platform::Xe3P)
      .Case("Xe3PLPG", Platform::Xe3PLPG)
      .Default(std::nullopt);
}

StringRef mlir::genx::stringifyPlatform(Platform platform) {
  switch (platform) {
  case Platform::Gen8:
    return "Gen8";
  case Platform::Gen9:
    return "Gen9";
  case Platform::Gen9LP:
    return "Gen9LP";
  case Platform::Gen11:
    return "Gen11";
  case Platform::XeLP:
    return "XeLP";
  case Platform::XeHP:
    return "XeHP";
  case Platform::XeHPG:
    return "XeHPG";
  case Platform::XeLPG:
    return "XeLPG";
  case Platform::XeLPGPlus:
    return "XeLPGPlus";
  case Platform::XeHPC:
    return "XeHPC";
  case Platform::XeHPCVG:
    return "XeHPCVG";
  case Platform::Xe2:
    return "Xe2";
  case Platform::Xe3:
    return "Xe3";
  case Platform::Xe3P:
    return "Xe3P";
  case Platform::Xe3PLPG:
    return "Xe3PLPG";
  }
  return "unknown";
}

std::optional<Platform> mlir::genx::getDevicePlatform(StringRef device) {
  // Device names as `ocloc -device` accepts them (products, and the
  // families of one platform: gen8, gen9, gen11, gen12lp, xe-hp...).
  return llvm::StringSwitch<std::optional<Platform>>(device)
      .Cases({"bdw", "gen8"}, Platform::Gen8)
      .Cases({"skl", "kbl", "cfl", "cml", "aml", "whl", "gen9"}, Platform::Gen9)
      .Cases({"bxt", "glk", "apl"}, Platform::Gen9LP)
      .Cases({"icllp", "lkf", "ehl", "jsl", "gen11"}, Platform::Gen11)
      .Cases({"tgllp", "dg1", "rkl", "adls", "adlp", "adln", "adl-s", "adl-p",
              "adl-n", "gen12lp"},
             Platform::XeLP)
      .Cases({"xe-hp", "xehp"}, Platform::XeHP)
      .Cases({"dg2", "acm-g10", "acm-g11", "acm-g12", "ats-m150", "ats-m75",
              "dg2-g10", "dg2-g11", "dg2-g12", "xe-hpg"},
             Platform::XeHPG)
      .Cases({"mtl", "mtl-u", "mtl-h", "arl-s"}, Platform::XeLPG)
      .Cases({"arl-h"}, Platform::XeLPGPlus)
      .Cases({"pvc", "pvc-sdv", "xe-hpc"}, Platform::XeHPC)
      .Cases({"pvc-vg"}, Platform::XeHPCVG)
      .Cases({"lnl", "bmg", "lnl-m", "bmg-g21"}, Platform::Xe2)
      .Cases({"ptl", "ptl-h", "ptl-u"}, Platform::Xe3)
      .Cases({"cri"}, Platform::Xe3P)
      .Default(std::nullopt);
}

LogicalResult mlir::genx::verifyPlatformRestriction(StringRef restriction,
                                                    std::string &error) {
  SmallVector<StringRef> terms;
  restriction.split(terms, ',', /*MaxSplit=*/-1, /*KeepEmpty=*/false);
  for (StringRef term : terms) {
    StringRef name = term.trim();
    name.consume_front("-");
    name.consume_front("~");
    name.consume_back("+");
    if (!parsePlatform(name)) {
      error =
          ("unknown platform '" + name + "' in '" + restriction + "'").str();
      return failure();
    }
  }
  return success();
}

bool mlir::genx::isAvailableOn(StringRef restriction, Platform platform) {
  SmallVector<StringRef> terms;
  restriction.split(terms, ',', /*MaxSplit=*/-1, /*KeepEmpty=*/false);
  bool anyInclusive = false, included = false;
  for (StringRef term : terms) {
    term = term.trim();
    if (term.consume_front("~")) {
      if (parsePlatform(term) == platform)
        return false;
      continue;
    }
    anyInclusive = true;
    if (term.consume_front("-")) {
      if (std::optional<Platform> bound = parsePlatform(term))
        included |= platform < *bound;
    } else if (term.consume_back("+")) {
      if (std::optional<Platform> bound = parsePlatform(term))
        included |= platform >= *bound;
    } else {
      included |= parsePlatform(term) == platform;
    }
  }
  return !anyInclusive || included;
}

DeviceLimits mlir::genx::getDeviceLimits(Platform platform) {
  // Measured on IGC 1.0.12504 (ocloc -vc-codegen): tgllp aborts with "SLM
  // size exceeds target limits" over 64 KiB; dg2 accepts up to 128 KiB but
  // its runtimes grant a work-group 64 KiB, the limit kept here. Argument
  // bytes: the largest payload that compiled (a vector plus an i32; one
  // element more aborts with "VISA builder API call failed" or no message).
  // Other platforms: 64 KiB of SLM (128 KiB from XeHPC, as IGC allows), no
  // argument limit measured.
  if (platform <= Platform::XeLP)
    return {64 * 1024, platform == Platform::XeLP ? 8060u : 0u};
  if (platform < Platform::XeHPC)
    return {64 * 1024, platform == Platform::XeHPG ? 3996u : 0u};
  return {128 * 1024, 0};
}
