// f32 -> bf16 truncation and bf16 negation (computed in f32 and truncated)
// on NaNs of both signs, zeros of both signs, a tie that rounds to even,
// a value that rounds up to infinity and an ordinary one: the bits of each
// result, widened to i32. A NaN keeps its sign and negf flips it, as LLVM's
// fneg flips the sign bit. A NaN's payload bits are not compared: LLVM leaves
// them to the target, and the host reference keeps them or not with its CPU
// (AVX512-BF16's vcvtneps2bf16 truncates them): the payload NaN below has
// only low bits that either way are dropped.
// Differential: the reference and the GenX route must agree.
// TOLERANCE: 0
// RUN: %kernel-reference %s > %t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @signs(%in: memref<8xf32>, %out: memref<2x8xi32>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %x = gpu.thread_id x
      %f = memref.load %in[%x] : memref<8xf32>
      %b = arith.truncf %f : f32 to bf16
      %bits = arith.bitcast %b : bf16 to i16
      %wide = arith.extsi %bits : i16 to i32
      memref.store %wide, %out[%c0, %x] : memref<2x8xi32>
      %n = arith.negf %b : bf16
      %nbits = arith.bitcast %n : bf16 to i16
      %nwide = arith.extsi %nbits : i16 to i32
      memref.store %nwide, %out[%c1, %x] : memref<2x8xi32>
      gpu.return
    }
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %c6 = arith.constant 6 : index
    %c7 = arith.constant 7 : index
    %c8 = arith.constant 8 : index
    %in = memref.alloc() : memref<8xf32>
    %qnan = arith.constant 0x7FC00000 : f32
    %nqnan = arith.constant 0xFFC00000 : f32
    %payload = arith.constant 0xFFC02345 : f32
    %zero = arith.constant 0.0 : f32
    %nzero = arith.constant -0.0 : f32
    %tie = arith.constant 1.0078125 : f32
    %big = arith.constant 3.4e38 : f32
    %plain = arith.constant -2.75 : f32
    memref.store %qnan, %in[%c0] : memref<8xf32>
    memref.store %nqnan, %in[%c1] : memref<8xf32>
    memref.store %payload, %in[%c2] : memref<8xf32>
    memref.store %zero, %in[%c3] : memref<8xf32>
    memref.store %nzero, %in[%c4] : memref<8xf32>
    memref.store %tie, %in[%c5] : memref<8xf32>
    memref.store %big, %in[%c6] : memref<8xf32>
    memref.store %plain, %in[%c7] : memref<8xf32>
    %out = memref.alloc() : memref<2x8xi32>
    gpu.launch_func @kernels::@signs blocks in (%c1, %c1, %c1) threads in (%c8, %c1, %c1)
        args(%in : memref<8xf32>, %out : memref<2x8xi32>)
    %t = vector.load %out[%c0, %c0] : memref<2x8xi32>, vector<8xi32>
    %n = vector.load %out[%c1, %c0] : memref<2x8xi32>, vector<8xi32>
    vector.print %t : vector<8xi32>
    vector.print %n : vector<8xi32>
    memref.dealloc %in : memref<8xf32>
    memref.dealloc %out : memref<2x8xi32>
    return
  }
}
