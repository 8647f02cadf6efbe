//===- LLVM14Writer.h - GenX LLVM IR in LLVM 14's spelling ------*- C++ -*-===//
//
// Debian's IGC (1.0.12504) is built on LLVM 14: its `llvm-as-14` and its
// bitcode reader reject LLVM 22's spellings (memory(...), splat constants,
// opaque pointers, new attributes and instruction flags). This writer prints
// a module that LLVM 14 parses, as scripts/genx-ocloc's rewrite does.
//
//===----------------------------------------------------------------------===//

#ifndef GENX_TRANSLATION_LLVM14WRITER_H
#define GENX_TRANSLATION_LLVM14WRITER_H

#include <string>

namespace llvm {
class Module;
class raw_ostream;
} // namespace llvm

namespace mlir {
namespace genx {

/// Prints `module` as LLVM 14 textual IR to `os`. The module is modified
/// (flags and attributes LLVM 14 lacks are dropped, unused `llvm.genx.*`
/// declarations removed, pointer overloads renamed to `.p<N>i8`). Returns
/// false with `error` set when something cannot be expressed for LLVM 14,
/// e.g. a load or store through an opaque pointer.
bool printModuleForLLVM14(llvm::Module &module, llvm::raw_ostream &os,
                          std::string &error);

} // namespace genx
} // namespace mlir

#endif // GENX_TRANSLATION_LLVM14WRITER_H
