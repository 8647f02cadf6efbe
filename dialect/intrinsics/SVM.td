//===- SVM.td - Shared virtual memory messages -------------*- tablegen -*-===//
//
// The messages of the legacy dataport on shared virtual memory (global
// memory through 64-bit addresses; the reference restricts them to
// platforms before Xe2): an unaligned block load, gathers and scatters of
// 1, 2, 4 or 8 blocks per address, and the channel forms gather4/scatter4
// (channel masks: see Dataport.td, which defines GenX_RGBAChannelMask and
// the scale argument). The oword-aligned block load and store are in
// GenXOps.td, the SVM atomics in Atomics.td. Also here: the two ops that
// turn a pointer into an integer address, without memory access.
//
//===----------------------------------------------------------------------===//

#ifndef GENX_INTRINSICS_SVM_TD
#define GENX_INTRINSICS_SVM_TD

//===----------------------------------------------------------------------===//
// Addresses
//===----------------------------------------------------------------------===//

def GenX_AddressConvertOp : GenX_IntrinsicOp<"address.convert", "NoMem"> {
  let summary = "convert a pointer to an integer address";
  let doc = [{
    Gives the integer that a pointer kernel argument stands for: the
    address of a plain pointer, the state index of a buffer, image or
    sampler. IGC inserts it when it rewrites the pointer arguments of a
    SPIR-V kernel to their integer form; it accesses no memory.
  }];
  let arguments = (ins Arg<GenX_AnyPtr, "the pointer">:$pointer);
  let results = (outs Res<GenX_AnyInt, "its integer value">:$address);
}

def GenX_GaddrOp : GenX_IntrinsicOp<"gaddr", "NoMem"> {
  let summary = "take the address of a global variable";
  let doc = [{
    Gives the address of a global variable as an integer.
  }];
  let arguments = (ins Arg<GenX_AnyPtr, "the global variable">:$global);
  let results = (outs Res<GenX_AnyInt, "its address">:$address);
}

//===----------------------------------------------------------------------===//
// Block load
//===----------------------------------------------------------------------===//

def GenX_SvmBlockLdUnalignedOp
    : GenX_IntrinsicOp<"svm.block.ld.unaligned", "ReadMem", "-Xe2"> {
  let summary = "dword-aligned block load through a shared virtual address";
  let doc = [{
    Loads 16, 32, 64 or 128 consecutive bytes, the size of the result, from
    a dword-aligned shared virtual memory address.
  }];
  let arguments = (ins Arg<GenX_AnyInt, "the address: i32 or i64, 4-byte "
                           "aligned">:$address);
  let results = (outs Res<GenX_AnyVector, "the data read: 16, 32, 64 or "
                          "128 bytes">:$data);
  let hasVerifier = 1;
  let extraClassDefinition = [{
    ::llvm::LogicalResult $cppClass::verify() {
      return ::mlir::genx::verifyOWordBlock(*this, getType(), "result");
    }
  }];
}

//===----------------------------------------------------------------------===//
// Gather and scatter of blocks
//===----------------------------------------------------------------------===//

def GenX_SvmLog2NumBlocksArg : Arg<GenX_ImmInt,
    "log2 of the blocks per address: 0 to 3 for 1, 2, 4 or 8; the block "
    "size (1, 2, 4 or 8 bytes) is the element size">;
/// The reference's `anyint`; IGC also takes a vector of pointers (its
/// packetizer emits them).
def GenX_SvmAddresses : GenX_OverloadedType<
    "::mlir::genx::isIntOrIntVector($_self) || "
    "::mlir::genx::isPtrOrPtrVector($_self)",
    "GenX integers or vector of pointers", "anyint">;
def GenX_SvmAddressesArg : Arg<GenX_SvmAddresses,
    "per-lane address in bytes: a vector of i64 or i32, or of pointers, any "
    "number of lanes (the backend splits it into messages of 8, 4, 2 and "
    "1)">;

def GenX_SvmGatherOp : GenX_IntrinsicOp<"svm.gather", "ReadMem", "-Xe2"> {
  let hasVerifier = 1;
  let summary = "gather blocks through shared virtual addresses";
  let doc = [{
    Each enabled lane reads 2^`log2_num_blocks` consecutive blocks at its
    address; a block is one element of the result, of 1, 2, 4 or 8 bytes.
    Blocks of 4 or 8 bytes are laid out block by block (every lane's first
    block, then every lane's second...); 1- and 2-byte blocks are moved as
    bytes, lane by lane, each lane taking its blocks' bytes but at least 4.
    The lanes the predicate disables keep `passthru`.
  }];
  let arguments = (ins GenX_LegacyPredArg:$pred,
      GenX_SvmLog2NumBlocksArg:$log2_num_blocks,
      GenX_SvmAddressesArg:$addresses, GenX_LegacyPassthruArg:$passthru);
  let results = (outs Res<GenX_AnyVector, "the blocks read">:$data);
}

def GenX_SvmScatterOp : GenX_IntrinsicOp<"svm.scatter", "None", "-Xe2"> {
  let hasVerifier = 1;
  let summary = "scatter blocks through shared virtual addresses";
  let doc = [{
    Each enabled lane writes 2^`log2_num_blocks` consecutive blocks at its
    address, taken from `data` laid out as `svm.gather` returns them; a
    block is one element of `data`, of 1, 2, 4 or 8 bytes.
  }];
  let arguments = (ins GenX_LegacyPredArg:$pred,
      GenX_SvmLog2NumBlocksArg:$log2_num_blocks,
      GenX_SvmAddressesArg:$addresses,
      Arg<GenX_AnyVector, "the blocks to write">:$data);
}

//===----------------------------------------------------------------------===//
// Gather and scatter of channels
//===----------------------------------------------------------------------===//

/// svm.gather4.scaled and svm.scatter4.scaled: the common arguments, then
/// the old value (gather) or the data (scatter).
class GenX_SvmChannelOp<string verb, string memory, dag tail>
    : GenX_IntrinsicOp<"svm." # verb # "4.scaled", memory, "-Xe2"> {
  let arguments = !con((ins
      GenX_LegacyPredArg:$pred, GenX_ChannelMaskArg:$channel_mask,
      GenX_ScaleArg:$scale,
      Arg<GenX_Long, "base address in bytes, added to every lane's "
          "offset">:$global_offset,
      Arg<GenX_AnyInt, "per-lane offset in bytes: 8 or 16 i64 "
          "lanes">:$offsets), tail);
  let hasVerifier = 1;
  let extraClassDefinition = GenX_ScaledVerifier<"getPred()">.body;
}

def GenX_SvmGather4ScaledOp
    : GenX_SvmChannelOp<"gather", "ReadMem",
                        (ins GenX_LegacyPassthruArg:$passthru)> {
  let summary = "gather of 1 to 4 channels per lane through shared virtual "
                "addresses";
  let doc = !strconcat([{
    Each enabled lane reads the enabled channels of the element at
    `global_offset` plus its offset (consecutive dwords, R first); the
    result (i32 or f32) holds them channel by channel and keeps `passthru`
    in the lanes the predicate disables. 8 or 16 lanes.
  }], GenX_ScaledChannelMaskDoc.text);
  let results = (outs Res<GenX_AnyVector, "the channels read">:$data);
}

def GenX_SvmScatter4ScaledOp
    : GenX_SvmChannelOp<"scatter", "None",
          (ins Arg<GenX_AnyVector, "the channels to write">:$data)> {
  let summary = "scatter of 1 to 4 channels per lane through shared virtual "
                "addresses";
  let doc = !strconcat([{
    Each enabled lane writes the enabled channels of the element at
    `global_offset` plus its offset (consecutive dwords, R first), from
    `data` (i32 or f32) laid out channel by channel. 8 or 16 lanes.
  }], GenX_ScaledChannelMaskDoc.text);
}

#endif // GENX_INTRINSICS_SVM_TD
