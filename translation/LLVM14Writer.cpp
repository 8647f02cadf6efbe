//===- LLVM14Writer.cpp - GenX LLVM IR in LLVM 14's spelling --------------===//
//
// What LLVM 14 lacks is dropped or renamed on the module itself (instruction
// flags, attributes, pointer-overload suffixes); what LLVM 22 can no longer
// express in memory (readnone, explicit vector constants, typed pointers) is
// rewritten in the printed text, line by line.
//
//===----------------------------------------------------------------------===//

#include "translation/LLVM14Writer.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/IR/Attributes.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

/// Attributes newer than LLVM 14 that the export or LLVM's own passes can
/// put on GenX code. memory(...) is rewritten in the text instead.
static constexpr StringLiteral kNewAttributes[] = {"range",
                                                   "nofpclass",
                                                   "captures",
                                                   "initializes",
                                                   "writable",
                                                   "dead_on_unwind",
                                                   "dead_on_return",
                                                   "nodivergencesource",
                                                   "allockind",
                                                   "allocptr",
                                                   "optdebug",
                                                   "skipprofile",
                                                   "nosanitize_bounds",
                                                   "fn_ret_thunk_extern",
                                                   "hybrid_patchable",
                                                   "nocreateundeforpoison"};

static void dropNewAttributes(Function &func) {
  for (StringRef name : kNewAttributes) {
    Attribute::AttrKind kind = Attribute::getAttrKindFromName(name);
    if (kind == Attribute::None)
      continue;
    func.removeFnAttr(kind);
    func.removeRetAttr(kind);
    for (unsigned i = 0, e = func.arg_size(); i < e; ++i)
      func.removeParamAttr(i, kind);
    for (Instruction &inst : instructions(func)) {
      auto *call = dyn_cast<CallBase>(&inst);
      if (!call)
        continue;
      call->removeFnAttr(kind);
      call->removeRetAttr(kind);
      for (unsigned i = 0, e = call->arg_size(); i < e; ++i)
        call->removeParamAttr(i, kind);
    }
  }
}

static void dropNewFlags(Instruction &inst) {
  if (isa<TruncInst>(inst)) {
    inst.setHasNoUnsignedWrap(false);
    inst.setHasNoSignedWrap(false);
  }
  if (isa<PossiblyNonNegInst>(inst))
    inst.setNonNeg(false);
  if (auto *disjoint = dyn_cast<PossiblyDisjointInst>(&inst))
    disjoint->setIsDisjoint(false);
  if (auto *cmp = dyn_cast<ICmpInst>(&inst))
    cmp->setSameSign(false);
  if (auto *gep = dyn_cast<GetElementPtrInst>(&inst))
    gep->setNoWrapFlags(gep->isInBounds() ? GEPNoWrapFlags::inBounds()
                                          : GEPNoWrapFlags::none());
}

/// `llvm.genx.x.v8i32.p0` -> `llvm.genx.x.v8i32.p0i8`: LLVM 14 mangles a
/// typed pointer with its pointee.
static std::string typedPointerMangling(StringRef name) {
  SmallVector<StringRef> parts;
  name.split(parts, '.');
  std::string result;
  for (auto [index, part] : llvm::enumerate(parts)) {
    if (index)
      result += '.';
    result += part.str();
    if (index && part.size() > 1 && part[0] == 'p' &&
        llvm::all_of(part.drop_front(), llvm::isDigit))
      result += "i8";
  }
  return result;
}

static bool isIdentifierChar(char c) {
  return llvm::isAlnum(c) || c == '_' || c == '.' || c == '$' || c == '%' ||
         c == '@' || c == '!' || c == '-';
}

/// Finds `word` in `line` at or after `from`, delimited by non-identifier
/// characters and outside string literals.
static size_t findWord(StringRef line, StringRef word, size_t from) {
  bool inString = false;
  for (size_t i = 0; i < line.size(); ++i) {
    if (line[i] == '"')
      inString = !inString;
    if (inString || i < from || !line.substr(i).starts_with(word))
      continue;
    bool left = i == 0 || !isIdentifierChar(line[i - 1]);
    size_t end = i + word.size();
    bool right = end == line.size() || !isIdentifierChar(line[end]);
    if (left && right)
      return i;
  }
  return StringRef::npos;
}

/// `memory(none)` -> `readnone` and so on; other memory effects cannot be
/// written for LLVM 14.
static bool rewriteMemory(std::string &line, std::string &error) {
  size_t pos;
  while ((pos = findWord(line, "memory", 0)) != StringRef::npos &&
         pos + 6 < line.size() && line[pos + 6] == '(') {
    size_t close = line.find(')', pos);
    if (close == std::string::npos)
      break;
    StringRef effect = StringRef(line).slice(pos + 7, close);
    std::optional<StringRef> replacement =
        llvm::StringSwitch<std::optional<StringRef>>(effect)
            .Case("none", StringRef("readnone"))
            .Case("read", StringRef("readonly"))
            .Case("write", StringRef("writeonly"))
            .Case("readwrite", StringRef(""))
            .Default(std::nullopt);
    if (!replacement) {
      error = ("cannot express memory(" + effect + ") for LLVM 14").str();
      return false;
    }
    line.replace(pos, close + 1 - pos, replacement->str());
  }
  return true;
}

/// `splat (i32 1)` -> `<i32 1, i32 1, ...>`, with the length of the vector
/// type written before it (`<8 x i32> splat (...)`) or, for a bare operand,
/// of the instruction's vector type of that element.
static bool rewriteSplats(std::string &line, std::string &error) {
  size_t pos;
  while ((pos = findWord(line, "splat", 0)) != StringRef::npos) {
    StringRef rest = StringRef(line).substr(pos);
    if (!rest.consume_front("splat ("))
      break;
    auto [elementType, tail] = rest.split(' ');
    size_t close = tail.find(')');
    if (close == StringRef::npos) {
      error = "unbalanced splat constant: " + line;
      return false;
    }
    StringRef value = tail.take_front(close);
    size_t end = pos + StringRef("splat (").size() + elementType.size() + 1 +
                 close + 1;
    std::string typeSuffix = (" x " + elementType + ">").str();
    // The vector type just before the splat, else the first one of that
    // element type on the line.
    unsigned count = 0;
    size_t typeEnd = StringRef(line).substr(0, pos).rfind(typeSuffix);
    if (typeEnd == StringRef::npos)
      typeEnd = StringRef(line).find(typeSuffix);
    if (typeEnd != StringRef::npos) {
      size_t open = StringRef(line).substr(0, typeEnd).rfind('<');
      if (open == StringRef::npos ||
          StringRef(line).slice(open + 1, typeEnd).getAsInteger(10, count))
        count = 0;
    }
    if (count == 0) {
      error = "a splat constant could not be rewritten for LLVM 14: " + line;
      return false;
    }
    std::string element = (elementType + " " + value).str();
    SmallVector<std::string> elements(count, element);
    line.replace(pos, end - pos, "<" + llvm::join(elements, ", ") + ">");
  }
  return true;
}

/// Opaque pointers as `i8*` (LLVM 14 and IGC need typed pointers), and
/// references to functions in metadata with the function's pointer type.
static void rewritePointers(std::string &line,
                            const StringMap<std::string> &functionTypes) {
  size_t pos = 0;
  while ((pos = findWord(line, "ptr", pos)) != StringRef::npos) {
    StringRef rest = StringRef(line).substr(pos + 3);
    if (rest.starts_with(" @")) {
      StringRef name = rest.drop_front(2);
      name = name.take_while([](char c) { return isIdentifierChar(c); });
      auto it = functionTypes.find(name);
      if (it != functionTypes.end()) {
        line.replace(pos, 3, it->second);
        pos += it->second.size();
        continue;
      }
    }
    if (rest.starts_with(" addrspace(")) {
      size_t close = rest.find(')');
      std::string space = rest.take_front(close + 1).str();
      line.replace(pos, 3 + close + 1, "i8" + space + "*");
      pos += 3 + space.size();
      continue;
    }
    line.replace(pos, 3, "i8*");
    pos += 3;
  }
}

bool mlir::genx::printModuleForLLVM14(Module &module, raw_ostream &os,
                                      std::string &error) {
  // IGC resolves every llvm.genx.* declaration: unused ones go.
  for (Function &func : llvm::make_early_inc_range(module.functions()))
    if (func.isDeclaration() && func.use_empty() &&
        func.getName().starts_with("llvm.genx."))
      func.eraseFromParent();

  StringMap<std::string> functionTypes;
  for (Function &func : module.functions()) {
    for (Instruction &inst : instructions(func)) {
      if (isa<LoadInst, StoreInst>(inst)) {
        error = "loads/stores through opaque pointers cannot be written for "
                "LLVM 14; use genx SVM or surface messages (in @" +
                func.getName().str() + ")";
        return false;
      }
      dropNewFlags(inst);
    }
    dropNewAttributes(func);
    std::string name = typedPointerMangling(func.getName());
    if (name != func.getName())
      func.setName(name);
    std::string type;
    raw_string_ostream typeOs(type);
    typeOs << *func.getFunctionType() << '*';
    rewritePointers(type, /*functionTypes=*/{});
    functionTypes[func.getName()] = type;
  }

  std::string text;
  raw_string_ostream textOs(text);
  module.print(textOs, /*AAW=*/nullptr);
  SmallVector<StringRef> lines;
  StringRef(text).split(lines, '\n');
  for (StringRef original : lines) {
    // Comments (`; Function Attrs: memory(none)`) are dropped, not rewritten.
    if (original.ltrim().starts_with(";"))
      continue;
    std::string line = original.str();
    if (!rewriteMemory(line, error) || !rewriteSplats(line, error))
      return false;
    rewritePointers(line, functionTypes);
    os << line << '\n';
  }
  return true;
}
