// Per-block inclusive prefix sum of 64 f32 through a workgroup buffer
// (gpu.func workgroup attribution): the single thread of each block loads its
// 64-element chunk in vectors of 8 into workgroup memory, barrier, then a
// Hillis-Steele-like scan done with an scf.while over the stride (1,2,4,...)
// using vector.load/store on the workgroup buffer and a private copy,
// barrier, then writes the scan out plus the block total (vector.reduction).
// Data are small integers: exact.
// TOLERANCE: 0
// Differential: the reference and the GenX route must agree (see TOLERANCE).
// RUN: %kernel-reference %s > %t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @scan(%x: memref<128xf32>, %y: memref<128xf32>, %tot: memref<2xf32>)
        workgroup(%buf: memref<64xf32, #gpu.address_space<workgroup>>, %tmp: memref<64xf32, #gpu.address_space<workgroup>>)
        kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %c64 = arith.constant 64 : index
      %b = gpu.block_id x
      %base = arith.muli %b, %c64 : index
      scf.for %i = %c0 to %c64 step %c8 {
        %g = arith.addi %base, %i : index
        %v = vector.load %x[%g] : memref<128xf32>, vector<8xf32>
        vector.store %v, %buf[%i] : memref<64xf32, #gpu.address_space<workgroup>>, vector<8xf32>
      }
      gpu.barrier
      %final = scf.while (%s = %c1) : (index) -> index {
        %go = arith.cmpi ult, %s, %c64 : index
        scf.condition(%go) %s : index
      } do {
      ^bb0(%s: index):
        // tmp[i] = buf[i] + (i >= s ? buf[i - s] : 0)
        scf.for %i = %c0 to %c64 step %c1 {
          %v = memref.load %buf[%i] : memref<64xf32, #gpu.address_space<workgroup>>
          %ge = arith.cmpi uge, %i, %s : index
          %r = scf.if %ge -> f32 {
            %j = arith.subi %i, %s : index
            %w = memref.load %buf[%j] : memref<64xf32, #gpu.address_space<workgroup>>
            %a = arith.addf %v, %w : f32
            scf.yield %a : f32
          } else {
            scf.yield %v : f32
          }
          memref.store %r, %tmp[%i] : memref<64xf32, #gpu.address_space<workgroup>>
        }
        gpu.barrier
        scf.for %i = %c0 to %c64 step %c8 {
          %v = vector.load %tmp[%i] : memref<64xf32, #gpu.address_space<workgroup>>, vector<8xf32>
          vector.store %v, %buf[%i] : memref<64xf32, #gpu.address_space<workgroup>>, vector<8xf32>
        }
        gpu.barrier
        %s2 = arith.shli %s, %c1 : index
        scf.yield %s2 : index
      }
      %zero = arith.constant 0.0 : f32
      %sum = scf.for %i = %c0 to %c64 step %c8 iter_args(%acc = %zero) -> f32 {
        %g = arith.addi %base, %i : index
        %v = vector.load %buf[%i] : memref<64xf32, #gpu.address_space<workgroup>>, vector<8xf32>
        vector.store %v, %y[%g] : memref<128xf32>, vector<8xf32>
        %xv = vector.load %x[%g] : memref<128xf32>, vector<8xf32>
        %r = vector.reduction <add>, %xv, %acc : vector<8xf32> into f32
        scf.yield %r : f32
      }
      %c63 = arith.constant 63 : index
      %last = memref.load %buf[%c63] : memref<64xf32, #gpu.address_space<workgroup>>
      %d = arith.subf %sum, %last : f32
      %chk = arith.addf %sum, %d : f32
      memref.store %chk, %tot[%b] : memref<2xf32>
      gpu.return
    }
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c16 = arith.constant 16 : index
    %c128 = arith.constant 128 : index
    %x = memref.alloc() : memref<128xf32>
    %y = memref.alloc() : memref<128xf32>
    %tot = memref.alloc() : memref<2xf32>
    scf.for %i = %c0 to %c128 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %c7 = arith.constant 7 : i32
      %m = arith.muli %ii, %c7 : i32
      %c11 = arith.constant 11 : i32
      %r = arith.remui %m, %c11 : i32
      %c5 = arith.constant 5 : i32
      %s = arith.subi %r, %c5 : i32
      %f = arith.sitofp %s : i32 to f32
      memref.store %f, %x[%i] : memref<128xf32>
    }
    gpu.launch_func @kernels::@scan blocks in (%c2, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%x : memref<128xf32>, %y : memref<128xf32>, %tot : memref<2xf32>)
    scf.for %i = %c0 to %c128 step %c16 {
      %v = vector.load %y[%i] : memref<128xf32>, vector<16xf32>
      vector.print %v : vector<16xf32>
    }
    %t = vector.load %tot[%c0] : memref<2xf32>, vector<2xf32>
    vector.print str "totals: "
    vector.print %t : vector<2xf32>
    return
  }
}
