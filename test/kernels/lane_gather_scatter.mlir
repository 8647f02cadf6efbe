// Work items that gather and scatter with an index vector of their own
// (vector.step arithmetic, the same in every work item) from a base that
// differs between them: an im2col of a 3x3 valid convolution. Packed, each
// lane's vector is kept element by element, and a gather or scatter is one
// per element, of all lanes.
//   @im2col: under p < P = (h - 2)(w - 2), with py = p / (w - 2) and
//     px = p mod (w - 2), element k < 9 of a 16-lane index vector reads
//     img[(py + k / 3) w + px + k mod 3] (vector.gather, masked to k < 9)
//     and writes it as f16 to col[k P + p] (vector.scatter, same mask).
// h = 10, w = 12 (P = 80), 2 groups of 64 work items; img[j] = j / 4 -
// 7.5 (exact in f16). col (9 x 80, and 16 more) starts at -1.
// Printed: col rows 0, 4 and 8 at [0..8) and [72..80), and the 16 past the
// end (kept -1).
// Differential: the reference and the GenX route must agree.
// TOLERANCE: 0
// RUN: %kernel-reference %s > %t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %genx-opt %s -p 'builtin.module(genx-lower{device=tgllp})' | FileCheck %s --check-prefix=LOWER
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
// LOWER-LABEL: llvm.func @im2col
// LOWER-SAME: genx.work_items_per_thread = 
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @im2col(%img: memref<?xf32>, %col: memref<?xf16>, %h: index, %w: index) kernel {
      %p = gpu.global_id x
      %c2 = arith.constant 2 : index
      %ow = arith.subi %w, %c2 : index
      %oh = arith.subi %h, %c2 : index
      %np = arith.muli %ow, %oh : index
      %ok = arith.cmpi ult, %p, %np : index
      scf.if %ok {
        %py = arith.divui %p, %ow : index
        %px = arith.remui %p, %ow : index
        %rowoff = arith.muli %py, %w : index
        %base = arith.addi %rowoff, %px : index
        %k = vector.step : vector<16xindex>
        %three = arith.constant dense<3> : vector<16xindex>
        %nine = arith.constant dense<9> : vector<16xindex>
        %dy = arith.divui %k, %three : vector<16xindex>
        %dx = arith.remui %k, %three : vector<16xindex>
        %wv = vector.broadcast %w : index to vector<16xindex>
        %dyw = arith.muli %dy, %wv : vector<16xindex>
        %off = arith.addi %dyw, %dx : vector<16xindex>
        %mask = arith.cmpi ult, %k, %nine : vector<16xindex>
        %pass = arith.constant dense<0.0> : vector<16xf32>
        %v = vector.gather %img[%base] [%off], %mask, %pass
            : memref<?xf32>, vector<16xindex>, vector<16xi1>, vector<16xf32> into vector<16xf32>
        %hv = arith.truncf %v : vector<16xf32> to vector<16xf16>
        %npv = vector.broadcast %np : index to vector<16xindex>
        %kp = arith.muli %k, %npv : vector<16xindex>
        vector.scatter %col[%p] [%kp], %mask, %hv
            : memref<?xf16>, vector<16xindex>, vector<16xi1>, vector<16xf16>
      }
      gpu.return
    }
  }
  func.func @show(%col: memref<?xf16>, %at: index) {
    %v = vector.load %col[%at] : memref<?xf16>, vector<8xf16>
    %f = arith.extf %v : vector<8xf16> to vector<8xf32>
    vector.print %f : vector<8xf32>
    return
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c10 = arith.constant 10 : index
    %c12 = arith.constant 12 : index
    %c64 = arith.constant 64 : index
    %c120 = arith.constant 120 : index
    %c736 = arith.constant 736 : index
    %img = memref.alloc(%c120) : memref<?xf32>
    %col = memref.alloc(%c736) : memref<?xf16>
    %quarter = arith.constant 0.25 : f32
    %shift = arith.constant 7.5 : f32
    scf.for %j = %c0 to %c120 step %c1 {
      %ji = arith.index_cast %j : index to i32
      %jf = arith.sitofp %ji : i32 to f32
      %q = arith.mulf %jf, %quarter : f32
      %v = arith.subf %q, %shift : f32
      memref.store %v, %img[%j] : memref<?xf32>
    }
    %none = arith.constant -1.0 : f16
    scf.for %j = %c0 to %c736 step %c1 {
      memref.store %none, %col[%j] : memref<?xf16>
    }
    gpu.launch_func @kernels::@im2col blocks in (%c2, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%img : memref<?xf32>, %col : memref<?xf16>, %c10 : index, %c12 : index)
    %r0 = arith.constant 0 : index
    %r0e = arith.constant 72 : index
    %r4 = arith.constant 320 : index
    %r4e = arith.constant 392 : index
    %r8 = arith.constant 640 : index
    %r8e = arith.constant 712 : index
    %past = arith.constant 720 : index
    %past2 = arith.constant 728 : index
    func.call @show(%col, %r0) : (memref<?xf16>, index) -> ()
    func.call @show(%col, %r0e) : (memref<?xf16>, index) -> ()
    func.call @show(%col, %r4) : (memref<?xf16>, index) -> ()
    func.call @show(%col, %r4e) : (memref<?xf16>, index) -> ()
    func.call @show(%col, %r8) : (memref<?xf16>, index) -> ()
    func.call @show(%col, %r8e) : (memref<?xf16>, index) -> ()
    func.call @show(%col, %past) : (memref<?xf16>, index) -> ()
    func.call @show(%col, %past2) : (memref<?xf16>, index) -> ()
    memref.dealloc %img : memref<?xf32>
    memref.dealloc %col : memref<?xf16>
    return
  }
}
