// Block sums by a tree reduction in workgroup memory: each block (one thread,
// see transpose_workgroup.mlir) copies its 64 f64 and 64 i64 values into
// workgroup attributions, then halves the live length 32, 16, ..., 1 with a
// helper function of the gpu.module that takes memrefs in
// #gpu.address_space<workgroup> (vector steps of 8, scalar below 8), a
// gpu.barrier after each step; element 0 is the block's sum.
// RUN: %kernel-reference %s > %t.ref.out
// RUN: FileCheck %s --input-file=%t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
// TOLERANCE: 0
// Hand-computed: x[i] = i / 4 (f64, exact), y[i] = i^3 - 10^12 (i64); block
// b sums i = 64 b .. 64 b + 63: f64 (64 * 64 b + 2016) / 4 = 1024 b + 504,
// i64 sum of cubes minus 64e12: block 0 = (63 * 64 / 2)^2 - 64e12 = 4064256 - 64e12.
// CHECK: f64 sums: ( 504, 1528, 2552, 3576 )
// CHECK: i64 sums: ( -63999995935744,

module attributes {gpu.container_module} {
  gpu.module @kernels {
    func.func @step(%f: memref<64xf64, #gpu.address_space<workgroup>>,
                    %l: memref<64xi64, #gpu.address_space<workgroup>>, %half: index) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %wide = arith.cmpi uge, %half, %c8 : index
      scf.if %wide {
        scf.for %i = %c0 to %half step %c8 {
          %j = arith.addi %i, %half : index
          %a = vector.load %f[%i] : memref<64xf64, #gpu.address_space<workgroup>>, vector<8xf64>
          %b = vector.load %f[%j] : memref<64xf64, #gpu.address_space<workgroup>>, vector<8xf64>
          %s = arith.addf %a, %b : vector<8xf64>
          vector.store %s, %f[%i] : memref<64xf64, #gpu.address_space<workgroup>>, vector<8xf64>
          %x = vector.load %l[%i] : memref<64xi64, #gpu.address_space<workgroup>>, vector<8xi64>
          %y = vector.load %l[%j] : memref<64xi64, #gpu.address_space<workgroup>>, vector<8xi64>
          %t = arith.addi %x, %y : vector<8xi64>
          vector.store %t, %l[%i] : memref<64xi64, #gpu.address_space<workgroup>>, vector<8xi64>
        }
      } else {
        scf.for %i = %c0 to %half step %c1 {
          %j = arith.addi %i, %half : index
          %a = memref.load %f[%i] : memref<64xf64, #gpu.address_space<workgroup>>
          %b = memref.load %f[%j] : memref<64xf64, #gpu.address_space<workgroup>>
          %s = arith.addf %a, %b : f64
          memref.store %s, %f[%i] : memref<64xf64, #gpu.address_space<workgroup>>
          %x = memref.load %l[%i] : memref<64xi64, #gpu.address_space<workgroup>>
          %y = memref.load %l[%j] : memref<64xi64, #gpu.address_space<workgroup>>
          %t = arith.addi %x, %y : i64
          memref.store %t, %l[%i] : memref<64xi64, #gpu.address_space<workgroup>>
        }
      }
      return
    }
    gpu.func @block_sum(%x: memref<256xf64>, %y: memref<256xi64>, %sf: memref<4xf64>, %si: memref<4xi64>)
        workgroup(%f: memref<64xf64, #gpu.address_space<workgroup>>, %l: memref<64xi64, #gpu.address_space<workgroup>>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c16 = arith.constant 16 : index
      %c32 = arith.constant 32 : index
      %c64 = arith.constant 64 : index
      %b = gpu.block_id x
      %base = arith.muli %b, %c64 : index
      scf.for %i = %c0 to %c64 step %c16 {
        %k = arith.addi %base, %i : index
        %v = vector.load %x[%k] : memref<256xf64>, vector<16xf64>
        vector.store %v, %f[%i] : memref<64xf64, #gpu.address_space<workgroup>>, vector<16xf64>
        %w = vector.load %y[%k] : memref<256xi64>, vector<16xi64>
        vector.store %w, %l[%i] : memref<64xi64, #gpu.address_space<workgroup>>, vector<16xi64>
      }
      gpu.barrier
      %h = scf.while (%half = %c32) : (index) -> index {
        %go = arith.cmpi uge, %half, %c1 : index
        scf.condition(%go) %half : index
      } do {
      ^bb0(%half: index):
        func.call @step(%f, %l, %half) : (memref<64xf64, #gpu.address_space<workgroup>>,
                                          memref<64xi64, #gpu.address_space<workgroup>>, index) -> ()
        gpu.barrier
        %next = arith.divui %half, %c2 : index
        scf.yield %next : index
      }
      %s = memref.load %f[%c0] : memref<64xf64, #gpu.address_space<workgroup>>
      %t = memref.load %l[%c0] : memref<64xi64, #gpu.address_space<workgroup>>
      memref.store %s, %sf[%b] : memref<4xf64>
      memref.store %t, %si[%b] : memref<4xi64>
      gpu.return
    }
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c256 = arith.constant 256 : index
    %quarter = arith.constant 0.25 : f64
    %e12 = arith.constant 1000000000000 : i64
    %x = memref.alloc() : memref<256xf64>
    %y = memref.alloc() : memref<256xi64>
    scf.for %i = %c0 to %c256 step %c1 {
      %i64 = arith.index_cast %i : index to i64
      %f = arith.sitofp %i64 : i64 to f64
      %v = arith.mulf %f, %quarter : f64
      memref.store %v, %x[%i] : memref<256xf64>
      %sq = arith.muli %i64, %i64 : i64
      %cu = arith.muli %sq, %i64 : i64
      %w = arith.subi %cu, %e12 : i64
      memref.store %w, %y[%i] : memref<256xi64>
    }
    %sf = memref.alloc() : memref<4xf64>
    %si = memref.alloc() : memref<4xi64>
    gpu.launch_func @kernels::@block_sum blocks in (%c4, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%x : memref<256xf64>, %y : memref<256xi64>, %sf : memref<4xf64>, %si : memref<4xi64>)
    %a = vector.load %sf[%c0] : memref<4xf64>, vector<4xf64>
    %b = vector.load %si[%c0] : memref<4xi64>, vector<4xi64>
    vector.print str "f64 sums: "
    vector.print %a : vector<4xf64>
    vector.print str "i64 sums: "
    vector.print %b : vector<4xi64>
    return
  }
}
