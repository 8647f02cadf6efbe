//===- ControlFlow.td - SIMD control flow and predicates ---*- tablegen -*-===//
//
// SIMD control flow: the goto/join model of the GenX backend, in which each
// lane's enablement is an execution mask (EM, one i1 per lane of the 32) and
// each join point has a resume mask (RM: the lanes to re-enable there);
// saving, restoring and reading the EM, and the front end's markers that
// the SIMD control-flow lowering replaces. Also: predicate reductions
// (any/all) and materialization, regions of predicates, the write of a
// constant region, jump tables and function addresses.
//
// The region arguments are those of genx.rdregion/genx.wrregion
// (GenXOps.td): `vstride`, `width`, `stride`, `offset`, `parent_width`,
// with `dst` the vector written into and `src` the region's elements.
//
//===----------------------------------------------------------------------===//

#ifndef GENX_INTRINSICS_CONTROLFLOW_TD
#define GENX_INTRINSICS_CONTROLFLOW_TD

//===----------------------------------------------------------------------===//
// SIMD control flow
//===----------------------------------------------------------------------===//

def GenX_OldExecMaskArg : Arg<GenX_SameAs<0>,
    "the execution mask before the operation: vector<32xi1>">;
def GenX_SavedMaskRes : Res<GenX_Int,
    "the execution mask saved as an i32, one bit per lane">;

def GenX_SimdcfGotoOp : GenX_IntrinsicOp<"simdcf.goto", "NoMem"> {
  let summary = "SIMD control-flow goto: update execution and resume masks";
  let doc = [{
    A Gen `goto`. Enabled lanes whose `cond` is false leave the execution
    mask and join the resume mask of the goto's join point (UIP): the new EM
    is `old_exec_mask & cond` (`cond` extended with ones to 32 lanes), the
    new RM is `old_resume_mask | (old_exec_mask & ~cond)` over the lanes of
    `cond`. `branch_cond` is true when none of those lanes is left enabled;
    the conditional branch on it jumps to the next join point (JIP). An
    all-zero `cond` disables every lane (the encoding of an `else`).
  }];
  let arguments = (ins GenX_OldExecMaskArg:$old_exec_mask,
      Arg<GenX_SameAs<1>, "the resume mask of the join point before the "
          "operation: one i1 per lane of the condition">:$old_resume_mask,
      Arg<GenX_SameAs<1>, "the SIMD condition, one i1 per lane: lanes where "
          "it is true stay enabled">:$cond);
  let results = (outs
      Res<GenX_AnyVector, "the updated execution mask: "
          "vector<32xi1>">:$exec_mask,
      Res<GenX_AnyVector, "the updated resume mask, as wide as "
          "`cond`">:$resume_mask,
      Res<GenX_Bool, "true when no lane is left enabled: branch to the next "
          "join point">:$branch_cond);
}

def GenX_SimdcfJoinOp : GenX_IntrinsicOp<"simdcf.join", "None"> {
  let summary = "SIMD control-flow join: merge resume mask into the execution "
                "mask";
  let doc = [{
    A Gen `join`: the lanes of the join point's resume mask become enabled
    again (new EM = `old_exec_mask | resume_mask`, the RM zero-extended to 32
    lanes). `branch_cond` is true when still no lane of the RM's width is
    enabled; a conditional branch on it jumps to the next join point. Kept
    (side effects) even when its results are unused.
  }];
  let arguments = (ins GenX_OldExecMaskArg:$old_exec_mask,
      Arg<GenX_AnyVector, "the join point's resume mask: the lanes to "
          "re-enable, one i1 per lane">:$resume_mask);
  let results = (outs
      Res<GenX_AnyVector, "the updated execution mask: "
          "vector<32xi1>">:$exec_mask,
      Res<GenX_Bool, "true when no lane is enabled yet: branch to the next "
          "join point">:$branch_cond);
}

def GenX_SimdcfSavemaskOp : GenX_IntrinsicOp<"simdcf.savemask",
                                             "WriteMem,SideEffects"> {
  let summary = "save the execution mask";
  let doc = [{
    Saves the execution mask into an i32, for `simdcf.remask` to restore.
  }];
  let arguments = (ins Arg<GenX_AnyVector, "the execution mask: "
                           "vector<32xi1>">:$exec_mask);
  let results = (outs GenX_SavedMaskRes:$saved);
}

def GenX_SimdcfUnmaskOp : GenX_IntrinsicOp<"simdcf.unmask",
                                           "WriteMem,SideEffects"> {
  let summary = "enable all lanes, saving the mask";
  let doc = [{
    Enables every lane: the new execution mask is all ones. `saved` keeps
    the mask to restore afterwards with `simdcf.remask`.
  }];
  let arguments = (ins
      Arg<GenX_Int, "the execution mask from `simdcf.savemask`">:$saved,
      Arg<GenX_ImmInt, "the new mask: all ones (-1)">:$new_mask);
  let results = (outs Res<GenX_AnyVector, "the new execution mask, all ones: "
                          "vector<32xi1>">:$exec_mask);
}

def GenX_SimdcfRemaskOp : GenX_IntrinsicOp<"simdcf.remask",
                                           "WriteMem,SideEffects"> {
  let summary = "recompute the execution mask";
  let doc = [{
    Restores the execution mask saved by `simdcf.savemask`.
  }];
  let arguments = (ins GenX_OldExecMaskArg:$old_exec_mask,
      Arg<GenX_Int, "the execution mask to restore, as "
          "`simdcf.savemask` saved it">:$saved);
  let results = (outs Res<GenX_AnyVector, "the restored execution mask: "
                          "vector<32xi1>">:$exec_mask);
}

def GenX_SimdcfGetEmOp : GenX_IntrinsicOp<"simdcf.get.em",
                                          "WriteMem,SideEffects"> {
  let summary = "read the execution mask";
  let doc = [{
    Copies the execution mask into an ordinary value, changing no mask. The
    memory effects keep it where it is: the EM differs from place to place.
  }];
  let arguments = (ins Arg<GenX_SameAs<0>, "the execution mask: "
                           "vector<32xi1>">:$exec_mask);
  let results = (outs Res<GenX_AnyVector, "a copy of the execution "
                          "mask">:$mask);
}

/// Markers of the front end's SIMD control flow, which the SIMD
/// control-flow lowering replaces.

def GenX_SimdcfAnyOp : GenX_IntrinsicOp<"simdcf.any", "None"> {
  let summary = "whether any lane of a SIMD control-flow mask is set";
  let doc = [{
    Marks a SIMD branch: the scalar condition of the control flow is whether
    any lane of the SIMD condition is set.
  }];
  let arguments = (ins Arg<GenX_AnyVector, "the SIMD condition, one i1 per "
                           "lane">:$cond);
  let results = (outs Res<GenX_Bool, "true if any lane of `cond` is "
                          "set">:$result);
}

def GenX_SimdcfPredicateOp : GenX_IntrinsicOp<"simdcf.predicate", "None"> {
  let summary = "predicate a value by the execution mask";
  let doc = [{
    Selects, lane by lane, `src` where the surrounding SIMD control flow
    enables the lane and `passthru` elsewhere (used by the reductions, whose
    result depends on the enabled lanes).
  }];
  let arguments = (ins Arg<GenX_SameAs<0>, "the value">:$src,
      Arg<GenX_SameAs<0>, "the constant taken in disabled lanes">:$passthru);
  let results = (outs Res<GenX_AnyVector, "`src` in enabled lanes, "
                          "`passthru` in the others">:$result);
}

def GenX_UnmaskBeginOp : GenX_IntrinsicOp<"unmask.begin",
                                          "WriteMem,SideEffects"> {
  let summary = "begin a region with all lanes enabled";
  let doc = [{
    Starts a region in which every lane is enabled, returning the execution
    mask to restore at its end; becomes `simdcf.unmask`.
  }];
  let results = (outs GenX_SavedMaskRes:$saved);
}

def GenX_UnmaskEndOp : GenX_IntrinsicOp<"unmask.end", "WriteMem,SideEffects"> {
  let summary = "end a region with all lanes enabled";
  let doc = [{
    Ends a region started by `unmask.begin`, restoring its execution mask;
    becomes `simdcf.remask`.
  }];
  let arguments = (ins Arg<GenX_Int, "the execution mask `unmask.begin` "
                           "saved">:$saved);
}

//===----------------------------------------------------------------------===//
// Predicates
//===----------------------------------------------------------------------===//

foreach op = [["All", "all", "every", "all"], ["Any", "any", "any", "some"]] in
  def GenX_ # op[0] # Op : GenX_IntrinsicOp<op[1], "NoMem"> {
    let summary = "whether " # op[2] # " element of a predicate is set";
    let doc = [{
    Reduces a predicate to one bit: true when }] # op[3] # [{ of its elements
    are set.
    }];
    let arguments = (ins Arg<GenX_AnyInt, "the predicate: i1 or a vector of "
                             "i1">:$pred);
    let results = (outs Res<GenX_Bool, "true when " # op[3]
                            # " elements are set">:$result);
  }

def GenX_ConstantpredOp : GenX_IntrinsicOp<"constantpred", "NoMem"> {
  let summary = "materialize a predicate constant";
  let doc = [{
    Loads a constant predicate into a register: the backend inserts it so
    that later passes do not fold the constant back into its use.
  }];
  let arguments = (ins Arg<GenX_SameAs<0>, "the constant: i1 or a vector of "
                           "i1">:$value);
  let results = (outs Res<GenX_AnyInt, "the same predicate">:$result);
}

/// The offset of a predicate region: constant, in elements.
def GenX_PredRegionOffsetArg : Arg<GenX_ImmInt,
    "where the region starts, in elements; a multiple of the region's width">;

def GenX_RdpredregionOp : GenX_IntrinsicOp<"rdpredregion", "NoMem"> {
  let summary = "read a region of a predicate vector";
  let doc = [{
    Reads consecutive elements of a predicate; the result's width (4, 8 or
    16) gives their number.
  }];
  let arguments = (ins
      Arg<GenX_AnyInt, "the predicate the region is read from: a vector of "
          "i1">:$src,
      GenX_PredRegionOffsetArg:$offset);
  let results = (outs Res<GenX_AnyInt, "the region: vector of 4, 8 or 16 "
                          "i1">:$result);
}

def GenX_WrpredregionOp : GenX_IntrinsicOp<"wrpredregion", "NoMem"> {
  let summary = "write a region of a predicate vector";
  let doc = [{
    Returns `dst` with consecutive elements replaced by `src`, whose width
    (4, 8 or 16) gives their number.
  }];
  let arguments = (ins
      Arg<GenX_SameAs<0>, "the predicate written into">:$dst,
      Arg<GenX_AnyInt, "the new elements: vector of 4, 8 or 16 i1">:$src,
      GenX_PredRegionOffsetArg:$offset);
  let results = (outs Res<GenX_AnyInt, "`dst` with the region "
                          "written">:$result);
}

def GenX_WrpredpredregionOp : GenX_IntrinsicOp<"wrpredpredregion", "NoMem"> {
  let summary = "write a predicate region under a predicate";
  let doc = [{
    Like `genx.wrpredregion`, but only the elements where `mask` is set are
    written; `offset` indexes both `dst` and `mask`. Valid only when `mask`
    is an execution-mask value and `src` a comparison, which the backend
    bales in.
  }];
  let arguments = (ins
      Arg<GenX_SameAs<0>, "the predicate written into">:$dst,
      Arg<GenX_AnyInt, "the new elements: vector of 4, 8 or 16 i1">:$src,
      GenX_PredRegionOffsetArg:$offset,
      Arg<GenX_SameAs<0>, "which elements are written: an execution "
          "mask">:$mask);
  let results = (outs Res<GenX_AnyInt, "`dst` with the region "
                          "written">:$result);
}

def GenX_WrconstregionOp : GenX_IntrinsicOp<"wrconstregion", "NoMem"> {
  let summary = "write a region of constants into a vector";
  let doc = [{
    `genx.wrregion` restricted to a constant `src`, a constant offset and
    no mask. The backend uses it to build constants in registers, and it
    takes no part in simplification or constant propagation.
  }];
  let arguments = (ins
      Arg<GenX_SameAs<0>, "the vector written into">:$dst,
      Arg<GenX_AnyVector, "the new elements of the region, row after row: a "
          "constant">:$src,
      GenX_VStrideArg:$vstride, GenX_WidthArg:$width, GenX_StrideArg:$stride,
      Arg<GenX_AnyInt, "where the region starts, in bytes: a constant i16 or "
          "vector of i16">:$offset,
      Arg<GenX_ImmInt, "ignored (the offset is constant)">:$parent_width,
      Arg<GenX_AnyInt, "the constant i1 true">:$mask);
  let results = (outs Res<GenX_AnyVector, "`dst` with the region "
                          "written">:$result);
}

//===----------------------------------------------------------------------===//
// Indirect control flow
//===----------------------------------------------------------------------===//

def GenX_JumpTableOp : GenX_IntrinsicOp<"jump.table", "NoMem"> {
  let summary = "select a target from a jump table by index";
  let doc = [{
    Returns the target at position `index` of `targets`, for an indirect
    branch (the lowering of a switch).
  }];
  let arguments = (ins Arg<GenX_AnyInt, "which target, from 0">:$index,
      Arg<GenX_VarArgs, "the targets: block addresses, in index "
          "order">:$targets);
  let results = (outs Res<GenX_AnyPtr, "the chosen target">:$target);
}

def GenX_FaddrOp : GenX_IntrinsicOp<"faddr", "NoMem"> {
  let summary = "take the address of a function";
  let doc = [{
    The address of a function, for a vISA indirect call.
  }];
  let arguments = (ins Arg<GenX_AnyType, "the function">:$function);
  let results = (outs Res<GenX_Long, "its address">:$address);
}

#endif // GENX_INTRINSICS_CONTROLFLOW_TD
