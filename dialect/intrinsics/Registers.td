//===- Registers.td - Ids, special and predefined registers -*- tablegen -*-===//
//
// Reads of the thread's identity and dispatch shape (thread, lane and local
// ids, group counts and sizes, hardware id, color), of the architectural
// registers (r0 payload header, sr0 state, ce0 channel enable, timestamp),
// of the media-walker scoreboard parameters, and accesses to vISA predefined
// registers and surfaces. Most take no argument; the class below gives them
// their shape, and each names its one result.
//
//===----------------------------------------------------------------------===//

#ifndef GENX_INTRINSICS_REGISTERS_TD
#define GENX_INTRINSICS_REGISTERS_TD

/// A read of a register or implicit argument: no argument, one result
/// (`result`, named `name`).
class GenX_RegisterReadOp<string mnemonic, string memory, Res result,
                          string name>
    : GenX_IntrinsicOp<mnemonic, memory> {
  let arguments = (ins);
  let results = !dag(outs, [result], [name]);
}

//===----------------------------------------------------------------------===//
// Thread identity and dispatch shape
//===----------------------------------------------------------------------===//

foreach dim = ["x", "y"] in
  def GenX_Thread # !toupper(dim) # Op
      : GenX_RegisterReadOp<"thread." # dim, "NoMem",
            Res<GenX_Short, "the thread's " # dim # " position">, dim> {
    let summary = dim # " coordinate of the thread (media walker)";
    let doc = [{
    Reads the vISA register holding the thread's position in the media
    walker's dispatch (%thread_}] # dim # [{).
    }];
  }

def GenX_LaneIdOp : GenX_RegisterReadOp<"lane.id", "NoMem",
    Res<GenX_Int, "the lane, from 0">, "lane_id"> {
  let summary = "SIMT lane id of the work item";
  let doc = [{
    The lane the work item runs in, inside the SIMD thread of a simd-fork
    statement.
  }];
}

def GenX_LocalId16Op : GenX_RegisterReadOp<"local.id16", "NoMem",
    Res<GenX_AnyVector, "the local id: x, y, z as i16 (vector<3xi16>)">,
    "local_id"> {
  let summary = "thread id within the group as 16-bit values";
  let doc = [{
    The index of the thread within its group, per dimension, as 16-bit
    values; an implicit kernel argument.
  }];
}

def GenX_LocalSizeOp : GenX_RegisterReadOp<"local.size", "NoMem",
    Res<GenX_AnyVector, "threads per group along x, y, z (vector<3xi32>)">,
    "local_size"> {
  let summary = "thread-group size in each dimension";
  let doc = [{
    The number of threads in a group, per dimension; an implicit kernel
    argument.
  }];
}

def GenX_GroupCountOp : GenX_RegisterReadOp<"group.count", "NoMem",
    Res<GenX_AnyVector, "groups in the dispatch along x, y, z "
        "(vector<3xi32>)">, "group_count"> {
  let summary = "number of thread groups in each dimension";
  let doc = [{
    The number of thread groups in the dispatch, per dimension (vISA
    %group_count_x and the following).
  }];
}

def GenX_GetHwidOp : GenX_RegisterReadOp<"get.hwid", "NoMem",
    Res<GenX_Int, "the hardware thread id">, "hw_id"> {
  let summary = "read the hardware thread id";
  let doc = [{
    The id of the hardware thread running the code (vISA hw_id): where on
    the device the thread runs.
  }];
}

def GenX_GetColorOp : GenX_RegisterReadOp<"get.color", "NoMem",
    Res<GenX_Short, "the color">, "color"> {
  let summary = "read the color field of the thread payload";
  let doc = [{
    The color the media walker gave the thread's dispatch, from the thread
    payload.
  }];
}

//===----------------------------------------------------------------------===//
// Media-walker scoreboard
//===----------------------------------------------------------------------===//

def GenX_GetScoreboardBtiOp : GenX_RegisterReadOp<"get.scoreboard.bti",
    "NoMem", Res<GenX_Int, "the scoreboard surface's binding-table index">,
    "surface"> {
  let summary = "read the scoreboard binding table index";
  // IGC refuses it under the OpenCL runtime ocloc uses.
  let cmRuntimeOnly = 1;
  let doc = [{
    The surface the scoreboard is kept in; an implicit kernel argument.
  }];
}

def GenX_GetScoreboardDeltasOp : GenX_RegisterReadOp<
    "get.scoreboard.deltas", "NoMem",
    Res<GenX_Vec<16, GenX_Char, "char16">, "the dependency offsets: 8 x "
        "deltas and 8 y deltas">, "deltas"> {
  let summary = "read the scoreboard dependency deltas";
  // IGC refuses it under the OpenCL runtime ocloc uses.
  let cmRuntimeOnly = 1;
  let doc = [{
    The relative positions of the threads this thread depends on; an
    implicit kernel argument.
  }];
}

def GenX_GetScoreboardDepcntOp : GenX_RegisterReadOp<
    "get.scoreboard.depcnt", "NoMem",
    Res<GenX_Int, "the largest number of dependencies">, "dep_count"> {
  let summary = "read the scoreboard dependency count";
  // IGC refuses it under the OpenCL runtime ocloc uses.
  let cmRuntimeOnly = 1;
  let doc = [{
    The maximal number of scoreboard dependencies of a thread; an implicit
    kernel argument.
  }];
}

def GenX_DummyMovOp : GenX_IntrinsicOp<"dummy.mov", "None"> {
  let summary = "a move the backend keeps, for scheduling";
  let doc = [{
    Moves a value to the null register v0, so that the hardware scoreboard
    waits for the register holding it (usually one word of a message
    payload). It has side effects so that it is neither removed nor moved.
  }];
  let arguments = (ins Arg<GenX_Short, "the value moved: a word of the "
                           "register to wait for">:$value);
}

//===----------------------------------------------------------------------===//
// Architectural registers
//===----------------------------------------------------------------------===//

def GenX_R0Op : GenX_RegisterReadOp<"r0", "ReadMem",
    Res<GenX_AnyInt, "the first dwords of r0: i32 or a vector of up to 8 "
        "i32 (a power of 2)">, "header"> {
  let summary = "read the r0 thread payload register";
  let doc = [{
    Reads the thread payload header the hardware leaves in r0 (vISA %r0).
  }];
}

def GenX_Sr0Op : GenX_RegisterReadOp<"sr0", "ReadMem",
    Res<GenX_AnyInt, "the state register: vector<4xi32>">, "state"> {
  let summary = "read the sr0 state register";
  let doc = [{
    Reads the thread's state register (vISA %sr0).
  }];
}

def GenX_SetSr02Op : GenX_IntrinsicOp<"set.sr0.2", "None"> {
  let summary = "write the sr0.2 state register";
  let doc = [{
    Writes dword 2 of the state register (vISA %sr0.2).
  }];
  let arguments = (ins Arg<GenX_Int, "the dword written">:$value);
}

def GenX_Ce0Op : GenX_RegisterReadOp<"ce0", "ReadMem",
    Res<GenX_Int, "the enabled lanes: bit i for lane i">, "channel_enable"> {
  let summary = "read the channel enable register";
  let doc = [{
    Reads the channel-enable register: which lanes are enabled where the
    read executes.
  }];
}

def GenX_TimestampOp : GenX_RegisterReadOp<"timestamp", "None",
    Res<GenX_AnyInt, "the timestamp: a vector of 1, 2 or 4 i32">,
    "timestamp"> {
  let summary = "read the timestamp counter";
  let doc = [{
    Reads the free-running timestamp register (vISA %timestamp).
  }];
}

//===----------------------------------------------------------------------===//
// vISA predefined registers and surfaces
//===----------------------------------------------------------------------===//

def GenX_ReadPredefRegOp : GenX_IntrinsicOp<"read.predef.reg", "ReadMem"> {
  let summary = "read a predefined (architectural) register";
  let doc = [{
    Marks a read of a predefined vISA register: the backend bales it into
    the rdregion that uses it, which then reads the register itself.
  }];
  let arguments = (ins
      Arg<GenX_Int, "which predefined register: its vISA number">:$reg_id,
      Arg<GenX_AnyType, "a value the read must follow (for example the "
          "result of a call that changes the register); may be "
          "undef">:$dependency);
  let results = (outs Res<GenX_AnyType, "the register's value">:$value);
}

def GenX_WritePredefRegOp : GenX_IntrinsicOp<"write.predef.reg", "WriteMem"> {
  let summary = "write a predefined (architectural) register";
  let doc = [{
    Marks a write of a predefined vISA register: the backend bales it with
    the wrregion producing `value`, which then writes the register itself.
  }];
  let arguments = (ins
      Arg<GenX_Int, "which predefined register: its vISA number">:$reg_id,
      Arg<GenX_AnyType, "the value written">:$value);
  let results = (outs Res<GenX_AnyType, "the value written, for later reads "
                          "to depend on">:$result);
}

def GenX_PredefinedSurfaceOp : GenX_IntrinsicOp<"predefined.surface",
                                                "NoMem"> {
  let summary = "handle of a predefined surface (stateless, SLM, stack, "
                "scratch)";
  let doc = [{
    The surface index of one of vISA's predefined surfaces.
  }];
  let arguments = (ins Arg<GenX_Int, "which predefined surface: its vISA "
                           "number">:$id);
  let results = (outs Res<GenX_Int, "the surface's index">:$surface);
}

def GenX_WritePredefSurfaceOp : GenX_IntrinsicOp<"write.predef.surface",
                                                 "WriteMem"> {
  let summary = "set a predefined surface";
  let doc = [{
    Sets the vISA predefined surface variable that `surface_var` stands for
    (such as the bindless surface-state base) to `value`.
  }];
  let arguments = (ins
      Arg<GenX_AnyPtr, "the global standing for the predefined "
          "surface">:$surface_var,
      Arg<GenX_Int, "the value written: a surface index or surface-state "
          "offset">:$value);
}

#endif // GENX_INTRINSICS_REGISTERS_TD
