//===- GenXInterfaces.td - GenX op interfaces --------------*- tablegen -*-===//

#ifndef GENX_INTERFACES_TD
#define GENX_INTERFACES_TD

include "mlir/IR/OpBase.td"

def GenX_IntrinsicOpInterface : OpInterface<"IntrinsicOpInterface"> {
  let cppNamespace = "::mlir::genx";
  let description = [{
    An operation that is exactly one `llvm.genx.*` intrinsic call. The
    static `IntrinsicInfo` (name, signature in reference notation, immediate
    arguments, memory attributes, platforms) is derived by TableGen from the
    op's definition; export, import, verification and the target check all
    read it, so no intrinsic fact is spelled in C++.
  }];
  let methods = [
    StaticInterfaceMethod<
      "Returns the intrinsic facts of this operation.",
      "const ::mlir::genx::IntrinsicInfo &", "getIntrinsicInfo">,
  ];
}

#endif // GENX_INTERFACES_TD
