//===- Synchronization.td - Barriers, fences, waits --------*- tablegen -*-===//
//
// Thread synchronization and memory ordering outside the LSC messages: the
// split barrier of a thread group (signal, then wait), named barriers for
// subsets of a group's threads (XeHPC on), the legacy memory fence and data
// cache flush, the thread-dependency wait, yield and pause, and the kernel's
// shared local memory size. The barrier ops share one encoding of what they
// do (signal or wait), defined once here.
//
//===----------------------------------------------------------------------===//

#ifndef GENX_INTRINSICS_SYNCHRONIZATION_TD
#define GENX_INTRINSICS_SYNCHRONIZATION_TD

//===----------------------------------------------------------------------===//
// Encodings
//===----------------------------------------------------------------------===//

/// The half of a split-phase barrier an instruction performs.
def GenX_BarrierMode : GenX_I8EnumImm<"BarrierMode", "barrier operation", [
    GenX_I8Case<"wait", 0>, GenX_I8Case<"signal", 1>]>;

def GenX_BarrierModeArg : Arg<GenX_BarrierMode,
    "signal: announce that this thread reached the barrier; wait: block "
    "until every participating thread has signalled">;

def GenX_NamedBarrierIdArg : Arg<GenX_Char,
    "the named barrier, 0 to 31">;

//===----------------------------------------------------------------------===//
// Barriers
//===----------------------------------------------------------------------===//

def GenX_SbarrierOp : GenX_IntrinsicOp<"sbarrier", "Convergent"> {
  let summary = "split barrier: signal or wait";
  let doc = [{
    One half of the thread-group barrier, split so that work can be done
    between the two: `signal` tells the group this thread has arrived,
    `wait` blocks until all threads of the group have signalled. Needs the
    thread-group execution model.
  }];
  let arguments = (ins GenX_BarrierModeArg:$mode);
}

def GenX_NbarrierOp : GenX_IntrinsicOp<"nbarrier", "SideEffects", "XeHPC+"> {
  let summary = "signal or wait on a named barrier";
  let doc = [{
    Signals or waits on the named barrier `id`, which synchronizes
    `num_threads` threads of the group acting as both producers and
    consumers. All participants must pass the same `id` and count; the
    barrier can be reused once every waiting thread has passed it.
  }];
  let arguments = (ins GenX_BarrierModeArg:$mode,
      GenX_NamedBarrierIdArg:$id,
      Arg<GenX_Char, "threads taking part, producers and consumers alike "
          "(ignored by wait)">:$num_threads);
}

def GenX_NbarrierArriveOp
    : GenX_IntrinsicOp<"nbarrier.arrive", "SideEffects", "XeHPC+"> {
  let summary = "arrive at a named barrier";
  let inVCIntrinsics011 = 0;
  let doc = [{
    Signals the named barrier `id` in its general producer / consumer form:
    the barrier completes when `num_producers` producer threads have
    arrived, and releases its `num_consumers` consumer threads. `role`
    says what the calling thread is: 0 producer and consumer, 1 producer
    only, 2 consumer only (other values are invalid). Consumers then wait
    with `genx.nbarrier` in `wait` mode. All participants must pass the
    same `id` and counts.
  }];
  let arguments = (ins GenX_NamedBarrierIdArg:$id,
      Arg<GenX_Char, "the thread's role: 0 producer and consumer, 1 "
          "producer only, 2 consumer only">:$role,
      Arg<GenX_Char, "producer threads taking part">:$num_producers,
      Arg<GenX_Char, "consumer threads taking part">:$num_consumers);
}

//===----------------------------------------------------------------------===//
// Memory
//===----------------------------------------------------------------------===//

def GenX_FenceOp : GenX_IntrinsicOp<"fence", "None"> {
  let summary = "memory fence with the given flags";
  let doc = [{
    Orders the thread's memory accesses before the fence against those
    after it (vISA FENCE), flushing the caches `mask` names on the way.
    Cache flushes are not needed for correctness in general.
  }];
  let arguments = (ins Arg<GenX_ImmChar, "flags: bit 0 commit (wait until "
      "the accesses are globally visible), bits 1-4 flush the instruction, "
      "sampler, constant and read-write caches, bit 5 order shared local "
      "memory only instead of global memory, bit 6 flush the L1 read-only "
      "cache, bit 7 scheduling barrier only (no instruction)">:$mask);
}

def GenX_CacheFlushOp : GenX_IntrinsicOp<"cache.flush", "None"> {
  let summary = "flush the data cache";
  let doc = [{
    Flushes the data cache (vISA CACHE_FLUSH).
  }];
  let arguments = (ins);
}

def GenX_SlmInitOp : GenX_IntrinsicOp<"slm.init", "None"> {
  let summary = "set the shared local memory size of the kernel";
  let doc = [{
    Declares how much shared local memory the kernel's thread groups use.
  }];
  let arguments = (ins Arg<GenX_Int, "the size of shared local memory per "
                                     "thread group, in bytes">:$size);
}

//===----------------------------------------------------------------------===//
// Thread scheduling
//===----------------------------------------------------------------------===//

def GenX_WaitOp : GenX_IntrinsicOp<"wait", "None"> {
  let summary = "wait for the threads this thread depends on";
  let doc = [{
    Waits until the threads this thread depends on (its thread dependency
    registers, set at dispatch from the thread space's dependency pattern)
    have finished, except those `mask` clears (vISA WAIT). Needs the global
    thread space execution model.
  }];
  let arguments = (ins Arg<GenX_Char, "dependency clear mask: bit i set "
      "means do not wait for the i-th dependency thread (8 bits)">:$mask);
}

def GenX_YieldOp : GenX_IntrinsicOp<"yield", "None"> {
  let summary = "yield the thread to others";
  let doc = [{
    Lets the hardware run other threads before this one continues.
  }];
  let arguments = (ins);
}

def GenX_SetPauseOp : GenX_IntrinsicOp<"set.pause", "None"> {
  let summary = "pause the thread for a number of cycles";
  let doc = [{
    Sets the pause register: the thread issues no instruction until the
    register, decremented every 32 clocks, reaches 0. The op has side
    effects so that it is not removed as dead.
  }];
  let arguments = (ins Arg<GenX_Short, "length of the pause, a 10-bit "
      "value whose bits 0-4 must be 0">:$length);
}

#endif // GENX_INTRINSICS_SYNCHRONIZATION_TD
