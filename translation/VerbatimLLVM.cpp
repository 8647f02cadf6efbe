//===- VerbatimLLVM.cpp - LLVM IR kept as text across MLIR ----------------===//

#include "translation/VerbatimLLVM.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/Builders.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/AsmParser/LLParser.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/InstrTypes.h"
#include "llvm/IR/Metadata.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/ModuleSlotTracker.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Transforms/Utils/ValueMapper.h"

using namespace mlir;
using namespace mlir::genx;

//===----------------------------------------------------------------------===//
// Printing
//===----------------------------------------------------------------------===//

/// Prints a metadata identifier as LLVM assembly writes it: characters
/// outside [-a-zA-Z$._0-9] (and a leading digit) as \XX.
static void printIdentifier(StringRef name, llvm::raw_ostream &os) {
  for (auto [index, c] : llvm::enumerate(name)) {
    bool plain = llvm::isAlnum(c) || c == '-' || c == '$' || c == '.' || c == '_';
    if (plain && !(index == 0 && llvm::isDigit(c)))
      os << c;
    else
      os << '\\' << llvm::hexdigit(c >> 4) << llvm::hexdigit(c & 15);
  }
}

/// Nodes reachable from `roots`, roots first, in depth-first preorder.
/// DIExpression and DIArgList are printed inline and are not listed.
static llvm::SetVector<const llvm::MDNode *>
collectNodes(ArrayRef<const llvm::MDNode *> roots) {
  llvm::SetVector<const llvm::MDNode *> nodes;
  SmallVector<const llvm::MDNode *> stack;
  for (const llvm::MDNode *root : roots)
    nodes.insert(root);
  for (const llvm::MDNode *root : llvm::reverse(roots))
    stack.push_back(root);
  while (!stack.empty()) {
    const llvm::MDNode *node = stack.pop_back_val();
    for (const llvm::MDOperand &op : llvm::reverse(node->operands())) {
      auto *child = dyn_cast_or_null<llvm::MDNode>(op.get());
      if (!child || isa<llvm::DIExpression>(child) || !nodes.insert(child))
        continue;
      stack.push_back(child);
    }
  }
  return nodes;
}

MetadataPrinter::MetadataPrinter(const llvm::Module &module) : module(module) {}
MetadataPrinter::~MetadataPrinter() = default;

bool MetadataPrinter::printTuples(ArrayRef<const llvm::MDNode *> roots,
                                  llvm::raw_ostream &os) {
  llvm::SetVector<const llvm::MDNode *> nodes = collectNodes(roots);
  // Only plain tuples of strings, constants and tuples are printed here.
  for (const llvm::MDNode *node : nodes) {
    if (!isa<llvm::MDTuple>(node))
      return false;
    for (const llvm::MDOperand &op : node->operands())
      if (op && !isa<llvm::MDString, llvm::ConstantAsMetadata, llvm::MDTuple>(
                    op.get()))
        return false;
  }
  llvm::DenseMap<const llvm::MDNode *, unsigned> numbers;
  for (auto [index, node] : llvm::enumerate(nodes))
    numbers[node] = index;
  for (const llvm::MDNode *node : nodes) {
    if (numbers[node] != 0)
      os << ' ';
    os << '!' << numbers[node] << " = "
       << (node->isDistinct() ? "distinct !{" : "!{");
    llvm::interleaveComma(node->operands(), os, [&](const llvm::MDOperand &op) {
      if (!op) {
        os << "null";
      } else if (auto *str = dyn_cast<llvm::MDString>(op.get())) {
        os << "!\"";
        llvm::printEscapedString(str->getString(), os);
        os << '"';
      } else if (auto *value = dyn_cast<llvm::ConstantAsMetadata>(op.get())) {
        value->getValue()->printAsOperand(os, /*PrintType=*/true, &module);
      } else {
        os << '!' << numbers[cast<llvm::MDNode>(op.get())];
      }
    });
    os << '}';
  }
  return true;
}

void MetadataPrinter::printWithModuleSlots(
    ArrayRef<const llvm::MDNode *> roots, llvm::raw_ostream &os) {
  if (!slots)
    slots = std::make_unique<llvm::ModuleSlotTracker>(&module);
  for (auto [index, node] : llvm::enumerate(collectNodes(roots))) {
    if (index)
      os << ' ';
    node->print(os, *slots, &module);
  }
}

std::string MetadataPrinter::print(const llvm::MDNode &node) {
  std::string text;
  llvm::raw_string_ostream os(text);
  if (!printTuples({&node}, os)) {
    text.clear();
    printWithModuleSlots({&node}, os);
  }
  return text;
}

std::string MetadataPrinter::print(const llvm::NamedMDNode &named) {
  SmallVector<const llvm::MDNode *> roots(named.operands());
  std::string body;
  llvm::raw_string_ostream bodyOs(body);
  bool local = printTuples(roots, bodyOs);
  if (!local) {
    body.clear();
    printWithModuleSlots(roots, bodyOs);
  }
  std::string text;
  llvm::raw_string_ostream os(text);
  os << '!';
  printIdentifier(named.getName(), os);
  os << " = !{";
  // Local numbering follows collectNodes, which lists the roots first.
  llvm::DenseMap<const llvm::MDNode *, unsigned> firstIndex;
  for (auto [index, node] : llvm::enumerate(collectNodes(roots)))
    firstIndex.try_emplace(node, index);
  llvm::interleaveComma(roots, os, [&](const llvm::MDNode *node) {
    if (local)
      os << '!' << firstIndex[node];
    else
      node->printAsOperand(os, *slots);
  });
  os << '}';
  if (!body.empty())
    os << ' ' << body;
  return text;
}

DictionaryAttr mlir::genx::getCallAttrsAttr(MLIRContext *context,
                                            const llvm::CallBase &call,
                                            bool always) {
  llvm::AttributeList list = call.getAttributes();
  unsigned cconv = call.getCallingConv();
  if (!always && list.isEmpty() && cconv == llvm::CallingConv::C)
    return {};
  Builder builder(context);
  SmallVector<NamedAttribute> entries;
  if (list.hasFnAttrs())
    entries.push_back(builder.getNamedAttr(
        "fn", builder.getStringAttr(list.getFnAttrs().getAsString())));
  if (list.hasRetAttrs())
    entries.push_back(builder.getNamedAttr(
        "ret", builder.getStringAttr(list.getRetAttrs().getAsString())));
  if (llvm::any_of(llvm::seq(call.arg_size()),
                   [&](unsigned i) { return list.hasParamAttrs(i); })) {
    SmallVector<Attribute> args;
    for (unsigned i = 0, e = call.arg_size(); i < e; ++i)
      args.push_back(
          builder.getStringAttr(list.getParamAttrs(i).getAsString()));
    entries.push_back(builder.getNamedAttr("args", builder.getArrayAttr(args)));
  }
  if (cconv != llvm::CallingConv::C)
    entries.push_back(
        builder.getNamedAttr("cconv", builder.getI32IntegerAttr(cconv)));
  return builder.getDictionaryAttr(entries);
}

Attribute mlir::genx::getFastmathAttr(MLIRContext *context,
                                      llvm::FastMathFlags flags) {
  using LLVM::FastmathFlags;
  FastmathFlags result = FastmathFlags::none;
  auto add = [&](bool set, FastmathFlags flag) {
    if (set)
      result = result | flag;
  };
  add(flags.noNaNs(), FastmathFlags::nnan);
  add(flags.noInfs(), FastmathFlags::ninf);
  add(flags.noSignedZeros(), FastmathFlags::nsz);
  add(flags.allowReciprocal(), FastmathFlags::arcp);
  add(flags.allowContract(), FastmathFlags::contract);
  add(flags.approxFunc(), FastmathFlags::afn);
  add(flags.allowReassoc(), FastmathFlags::reassoc);
  return LLVM::FastmathFlagsAttr::get(context, result);
}

llvm::FastMathFlags mlir::genx::getLLVMFastMathFlags(Attribute attr) {
  using LLVM::FastmathFlags;
  llvm::FastMathFlags flags;
  auto fmf = dyn_cast_or_null<LLVM::FastmathFlagsAttr>(attr);
  if (!fmf)
    return flags;
  auto has = [&](FastmathFlags flag) {
    return bitEnumContainsAll(fmf.getValue(), flag);
  };
  flags.setNoNaNs(has(FastmathFlags::nnan));
  flags.setNoInfs(has(FastmathFlags::ninf));
  flags.setNoSignedZeros(has(FastmathFlags::nsz));
  flags.setAllowReciprocal(has(FastmathFlags::arcp));
  flags.setAllowContract(has(FastmathFlags::contract));
  flags.setApproxFunc(has(FastmathFlags::afn));
  flags.setAllowReassoc(has(FastmathFlags::reassoc));
  return flags;
}

//===----------------------------------------------------------------------===//
// Parsing
//===----------------------------------------------------------------------===//

VerbatimParser::VerbatimParser(llvm::Module &module) : module(module) {}
VerbatimParser::~VerbatimParser() = default;

/// The global names `text` refers to (`@name` or `@"name"`), as written.
static SmallVector<StringRef> findGlobalRefs(StringRef text) {
  SmallVector<StringRef> refs;
  for (size_t at = text.find('@'); at != StringRef::npos;
       at = text.find('@', at + 1)) {
    StringRef rest = text.drop_front(at + 1);
    size_t length;
    if (rest.starts_with("\"")) {
      length = rest.find('"', 1);
      if (length == StringRef::npos)
        break;
      ++length;
    } else {
      length = rest.find_if_not([](char c) {
        return llvm::isAlnum(c) || c == '-' || c == '$' || c == '.' || c == '_';
      });
      if (length == StringRef::npos)
        length = rest.size();
    }
    if (length)
      refs.push_back(rest.take_front(length));
  }
  return refs;
}

/// The name a global reference spells: quotes removed, \XX decoded.
static std::string decodeGlobalRef(StringRef ref) {
  if (!ref.consume_front("\""))
    return ref.str();
  ref.consume_back("\"");
  std::string name;
  for (size_t i = 0; i < ref.size(); ++i) {
    if (ref[i] == '\\' && i + 2 < ref.size() && llvm::isHexDigit(ref[i + 1]) &&
        llvm::isHexDigit(ref[i + 2])) {
      name += static_cast<char>(llvm::hexFromNibbles(ref[i + 1], ref[i + 2]));
      i += 2;
      continue;
    }
    name += ref[i];
  }
  return name;
}

FailureOr<std::unique_ptr<llvm::Module>>
VerbatimParser::parseScratch(StringRef text, std::string &error) {
  std::string source;
  llvm::raw_string_ostream os(source);
  llvm::StringSet<> declared;
  for (StringRef ref : findGlobalRefs(text)) {
    if (!declared.insert(ref).second)
      continue;
    llvm::GlobalValue *global = module.getNamedValue(decodeGlobalRef(ref));
    if (isa_and_nonnull<llvm::Function>(global))
      os << "declare void @" << ref << "()\n";
    else if (global)
      os << "@" << ref << " = external global i8\n";
  }
  os << text << "\n";
  auto scratch = std::make_unique<llvm::Module>("genx.verbatim",
                                                module.getContext());
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(
      llvm::MemoryBuffer::getMemBuffer(source, "verbatim"), llvm::SMLoc());
  llvm::SMDiagnostic diag;
  // No debug-info upgrade: it would verify, and strip what it finds broken.
  if (llvm::LLParser(source, sourceMgr, diag, scratch.get(), nullptr,
                     module.getContext())
          .Run(/*UpgradeDebugInfo=*/false)) {
    error = diag.getMessage().str();
    return failure();
  }
  return scratch;
}

llvm::Metadata *VerbatimParser::mapIntoModule(llvm::Metadata *md,
                                             llvm::Module &scratch) {
  llvm::ValueToValueMapTy map;
  for (llvm::GlobalValue &global : scratch.global_values())
    if (llvm::GlobalValue *target = module.getNamedValue(global.getName()))
      map[&global] = target;
  if (map.empty())
    return md;
  return llvm::MapMetadata(md, map, llvm::RF_ReuseAndMutateDistinctMDs);
}

FailureOr<llvm::MDNode *> VerbatimParser::parseNode(StringRef text,
                                                    std::string &error) {
  auto [it, inserted] = nodes.try_emplace(text, nullptr);
  if (!inserted && it->second)
    return it->second;
  // The root is the first definition: "!N = ...".
  StringRef root = text.take_until([](char c) { return c == ' '; });
  FailureOr<std::unique_ptr<llvm::Module>> scratch =
      parseScratch(("!__genx.root = !{" + root + "} " + text).str(), error);
  if (failed(scratch))
    return failure();
  llvm::MDNode *node =
      (*scratch)->getNamedMetadata("__genx.root")->getOperand(0);
  it->second = cast<llvm::MDNode>(mapIntoModule(node, **scratch));
  return it->second;
}

LogicalResult VerbatimParser::addNamedMetadata(StringRef text,
                                               std::string &error) {
  FailureOr<std::unique_ptr<llvm::Module>> scratch = parseScratch(text, error);
  if (failed(scratch))
    return failure();
  for (llvm::NamedMDNode &named : (*scratch)->named_metadata()) {
    llvm::NamedMDNode *target = module.getOrInsertNamedMetadata(named.getName());
    for (llvm::MDNode *op : named.operands())
      target->addOperand(cast<llvm::MDNode>(mapIntoModule(op, **scratch)));
  }
  return success();
}

LogicalResult VerbatimParser::applyCallAttrs(DictionaryAttr attrs,
                                             llvm::CallBase &call,
                                             std::string &error) {
  auto text = [&](StringRef key) -> StringRef {
    auto str = attrs.getAs<StringAttr>(key);
    return str ? str.getValue() : StringRef();
  };
  auto args = attrs.getAs<ArrayAttr>("args");
  // A declaration carries the attribute sets to LLVM's own parser.
  std::string decl;
  llvm::raw_string_ostream os(decl);
  os << "declare " << text("ret") << " void @__genx.attrs(";
  if (args)
    llvm::interleaveComma(args, os, [&](Attribute arg) {
      os << "ptr " << cast<StringAttr>(arg).getValue();
    });
  os << ") " << text("fn");
  auto [it, inserted] = attributeLists.try_emplace(decl);
  if (inserted) {
    FailureOr<std::unique_ptr<llvm::Module>> scratch =
        parseScratch(decl, error);
    if (failed(scratch)) {
      attributeLists.erase(it);
      return failure();
    }
    it->second = (*scratch)->getFunction("__genx.attrs")->getAttributes();
  }
  call.setAttributes(it->second);
  if (auto cconv = attrs.getAs<IntegerAttr>("cconv"))
    call.setCallingConv(cconv.getInt());
  return success();
}
