//===- GenXIntrinsicTable.h - The intrinsic table as JSON -------*- C++ -*-===//

#ifndef GENX_TRANSLATION_GENXINTRINSICTABLE_H
#define GENX_TRANSLATION_GENXINTRINSICTABLE_H

namespace llvm {
class raw_ostream;
} // namespace llvm

namespace mlir {
class MLIRContext;
namespace genx {

/// Prints every intrinsic the genx dialect implements as a JSON array, one
/// object per intrinsic name: op, result and argument codes in the
/// reference notation, immediates, memory attributes, platforms. Used to
/// check the table against vc-intrinsics and to generate test modules.
void printIntrinsicTable(MLIRContext *context, llvm::raw_ostream &os);

} // namespace genx
} // namespace mlir

#endif // GENX_TRANSLATION_GENXINTRINSICTABLE_H
