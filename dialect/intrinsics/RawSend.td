//===- RawSend.td - Raw message sends ----------------------*- tablegen -*-===//
//
// Messages to the shared functions (dataport, sampler, gateway...) encoded
// by hand: the caller provides the message descriptor and extended
// descriptor in the hardware's encoding, the payload registers and, for
// messages with a response, the registers the response lands in. Four
// generations of the interface:
//   * raw.send / raw.sends: one or two payloads, register counts inferred
//     from the operand sizes, execution size from the predicate;
//   * raw.send2 / raw.sends2: every field of vISA's RAW_SEND / RAW_SENDS
//     explicit (modifier, execution size, register counts, SFID);
//   * raw.sendg (Xe3P): the generalized send, sizes in bytes, a 64-bit
//     descriptor and two indirect descriptor registers.
// Each comes with and without a result (`.noresult`); the result forms
// take the old value of the response registers (`passthru`), which the
// result keeps where the message does not write.
//
//===----------------------------------------------------------------------===//

#ifndef GENX_INTRINSICS_RAWSEND_TD
#define GENX_INTRINSICS_RAWSEND_TD

//===----------------------------------------------------------------------===//
// Arguments shared by the messages
//===----------------------------------------------------------------------===//

def GenX_RawSendModifierArg : Arg<GenX_ImmInt,
    "bit 0: 0 for send, 1 for sendc (the conditional send)">;
def GenX_RawSend2ModifierArg : Arg<GenX_Char,
    "bit 0: sendc instead of send; bit 1: end of thread (the message ends "
    "the thread)">;
def GenX_RawExecSizeArg : Arg<GenX_Char,
    "vISA execution-size byte: bits 0-2 the log2 of the lanes (0: 1 lane "
    "... 5: 32 lanes), bits 4-7 the execution mask control (0-7: M1-M8, "
    "plus 8: NoMask)">;
def GenX_RawPredArg : Arg<GenX_AnyInt,
    "enabled lanes: i1 true for a message that cannot be predicated, "
    "otherwise one i1 per lane, its width the execution size (16 for an i1)">;
def GenX_Raw2PredArg : Arg<GenX_AnyVector,
    "enabled lanes: i1, or a vector of i1 of exec_size lanes">;
def GenX_RawSfidArg : Arg<GenX_Char,
    "shared function id (SFID): the unit the message goes to">;
def GenX_RawExtDescArg : Arg<GenX_Int,
    "extended message descriptor, in the hardware's encoding">;
def GenX_RawExtDescImmArg : Arg<GenX_ImmInt,
    "extended message descriptor, in the hardware's encoding">;
def GenX_RawDescArg : Arg<GenX_Int,
    "message descriptor, in the hardware's encoding">;
def GenX_RawSrc0Arg : Arg<GenX_AnyVector, "the (first) message payload">;
def GenX_RawSrc1Arg : Arg<GenX_AnyVector, "the second message payload">;
def GenX_RawNumSrc0Arg : Arg<GenX_Char,
    "registers (GRFs) of `src0` the message sends, 1 to 15">;
def GenX_RawNumSrc1Arg : Arg<GenX_Char,
    "registers (GRFs) of `src1` the message sends">;
def GenX_RawNumDstArg : Arg<GenX_Char,
    "registers (GRFs) of response the message writes, 0 to 16">;
def GenX_RawPassthruArg : Arg<GenX_SameAs<0>,
    "the old value of the response registers, kept where the message does "
    "not write; undef when that does not matter">;

/// One raw send, `result`: with a response (else `.noresult`). `args` are
/// the arguments before the old response value.
class GenX_RawSendOp<string mnemonic, string memory, bit result, dag args,
                     string platforms = "">
    : GenX_IntrinsicOp<mnemonic # !if(result, "", ".noresult"), memory,
                       platforms> {
  let arguments = !if(result,
      !con(args, (ins GenX_RawPassthruArg:$passthru)), args);
  let results = !if(result,
      (outs Res<GenX_AnyVector, "the response: the registers the message "
                                "writes, `passthru` elsewhere">:$dst),
      (outs));
}

//===----------------------------------------------------------------------===//
// Sizes from the operands
//===----------------------------------------------------------------------===//

foreach result = [1, 0] in {
  def GenX_RawSend # !if(result, "", "Noresult") # Op
      : GenX_RawSendOp<"raw.send", "NoWillReturn,SideEffects", result,
            (ins GenX_RawSendModifierArg:$modifier, GenX_RawPredArg:$pred,
                 GenX_RawExtDescImmArg:$ext_desc, GenX_RawDescArg:$desc,
                 GenX_RawSrc0Arg:$src0)> {
    let summary = "raw message send " # !if(result, "with", "without")
                  # " a result";
    let doc = [{
    Sends the message `desc` / `ext_desc` with the payload `src0` (vISA
    RAW_SEND). The extended descriptor also selects the shared function
    (SFID, its low 4 bits). The execution size is the predicate's width;
    the payload's register count is `src0`'s size rounded up to whole
    registers (GRFs).
  }] # !if(result, [{
    The response's register count is the result's size, likewise rounded.
  }], "");
  }

  // raw.sends.noresult takes its extended descriptor as a value.
  def GenX_RawSends # !if(result, "", "Noresult") # Op
      : GenX_RawSendOp<"raw.sends", "NoWillReturn", result,
            (ins GenX_RawSendModifierArg:$modifier, GenX_RawPredArg:$pred,
                 GenX_RawSfidArg:$sfid,
                 Arg<!if(result, GenX_ImmInt, GenX_Int), "extended message "
                     "descriptor, in the hardware's encoding">:$ext_desc,
                 GenX_RawDescArg:$desc, GenX_RawSrc0Arg:$src0,
                 GenX_RawSrc1Arg:$src1)> {
    let summary = "raw split send " # !if(result, "with", "without")
                  # " a result";
    let doc = [{
    Sends the message `desc` / `ext_desc` to the shared function `sfid`
    with a payload split in two, `src0` and `src1` (vISA RAW_SENDS). The
    execution size is the predicate's width; the payloads' register counts
    are their sizes rounded up to whole registers (GRFs).
  }] # !if(result, [{
    The response's register count is the result's size, likewise rounded.
  }], "");
  }
}

//===----------------------------------------------------------------------===//
// Every field explicit
//===----------------------------------------------------------------------===//

foreach result = [1, 0] in {
  def GenX_RawSend2 # !if(result, "", "Noresult") # Op
      : GenX_RawSendOp<"raw.send2", "NoWillReturn", result,
            !con((ins GenX_RawSend2ModifierArg:$modifier,
                      GenX_RawExecSizeArg:$exec_size, GenX_Raw2PredArg:$pred,
                      GenX_RawNumSrc0Arg:$num_src0_regs),
                 !if(result, (ins GenX_RawNumDstArg:$num_dst_regs), (ins)),
                 (ins GenX_RawSfidArg:$sfid, GenX_RawExtDescArg:$ext_desc,
                      GenX_RawDescArg:$desc, GenX_RawSrc0Arg:$src0))> {
    let summary = "raw message send with explicit lengths, "
                  # !if(result, "with a", "no") # " result";
    let doc = [{
    Sends the message `desc` / `ext_desc` to the shared function `sfid`
    with the payload `src0`, every field of vISA RAW_SEND given: the
    modifier, the execution size and the payload's register count}]
    # !if(result, [{
    and the response's}], "") # [{. The modifier, execution size, register
    counts and SFID are fields of the instruction: pass constants.
  }];
  }

  def GenX_RawSends2 # !if(result, "", "Noresult") # Op
      : GenX_RawSendOp<"raw.sends2", "NoWillReturn", result,
            !con((ins GenX_RawSend2ModifierArg:$modifier,
                      GenX_RawExecSizeArg:$exec_size, GenX_Raw2PredArg:$pred,
                      GenX_RawNumSrc0Arg:$num_src0_regs,
                      GenX_RawNumSrc1Arg:$num_src1_regs),
                 !if(result, (ins GenX_RawNumDstArg:$num_dst_regs), (ins)),
                 (ins GenX_RawSfidArg:$sfid, GenX_RawExtDescArg:$ext_desc,
                      GenX_RawDescArg:$desc, GenX_RawSrc0Arg:$src0,
                      GenX_RawSrc1Arg:$src1))> {
    let summary = "raw split send with explicit lengths, "
                  # !if(result, "with a", "no") # " result";
    let doc = [{
    Sends the message `desc` / `ext_desc` to the shared function `sfid`
    with a payload split in two, `src0` and `src1`, every field of vISA
    RAW_SENDS given: the modifier, the execution size and the payloads'
    register counts}] # !if(result, [{
    and the response's}], "") # [{. The modifier, execution size, register
    counts and SFID are fields of the instruction: pass constants.
  }];
  }
}

//===----------------------------------------------------------------------===//
// Generalized send
//===----------------------------------------------------------------------===//

// The reference does not document raw.sendg; the meanings follow vISA's
// RAW_SENDG and what IGC and the ESIMD headers pass (IGC lowers a sendc-less
// end-of-thread message to `i1 false, i1 true`).
def GenX_RawSendgOp
    : GenX_RawSendOp<"raw.sendg", "NoWillReturn,SideEffects", 1,
          (ins Arg<GenX_Short, "bytes of response the message writes "
                   "(0 for none)">:$dst_size,
               Arg<GenX_Bool, "true for sendc (the conditional "
                   "send)">:$is_sendc,
               Arg<GenX_Bool, "true if the message ends the thread">:$is_eot,
               GenX_RawSfidArg:$sfid,
               Arg<GenX_AnyInt, "enabled lanes: i1, or one i1 per lane, its "
                   "width the execution size">:$pred,
               GenX_RawSrc0Arg:$src0,
               Arg<GenX_Short, "bytes of `src0` the message sends">:$src0_size,
               GenX_RawSrc1Arg:$src1,
               Arg<GenX_Short, "bytes of `src1` the message sends (0 for "
                   "none)">:$src1_size,
               Arg<GenX_Long, "first indirect descriptor register; undef "
                   "when unused">:$ind_desc0,
               Arg<GenX_Long, "second indirect descriptor register; undef "
                   "when unused">:$ind_desc1,
               Arg<GenX_Long, "the 64-bit message descriptor">:$desc),
          "Xe3P+"> {
  let summary = "generalized raw send: sizes in bytes, descriptors in "
                "registers";
  let inVCIntrinsics011 = 0;
  let doc = [{
    The generalized send of Xe3P (vISA RAW_SENDG): sends the message `desc`
    to the shared function `sfid` with the payloads `src0` and `src1`,
    sizes given in bytes rather than registers, plus up to two indirect
    descriptors in registers. The execution size is the predicate's width.
  }];
}

#endif // GENX_INTRINSICS_RAWSEND_TD
