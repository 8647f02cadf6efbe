// Extras: transfer_read with a broadcast permutation map ((d0, d1) -> (0, d1)),
// an i8 dot product by vector.contract to a scalar (extsi to i32),
// vector.interleave / deinterleave, vector.bitcast f32 -> i32, math.ctpop,
// cmpf uno + select (NaN scrub), scf.index_switch on the block id.
// TOLERANCE: 0
// Differential: the reference and the GenX route must agree (see TOLERANCE).
// RUN: %kernel-reference %s > %t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
#bc = affine_map<(d0, d1) -> (0, d1)>
#id = affine_map<(k) -> (k)>
#sc = affine_map<(k) -> ()>
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @misc(%a: memref<4x8xi8>, %b: memref<4x8xi8>, %f: memref<4x8xf32>, %oi: memref<4x8xi32>, %of: memref<4x8xf32>) kernel {
      %c0 = arith.constant 0 : index
      %blk = gpu.block_id x
      %z8 = arith.constant 0 : i8
      %va = vector.transfer_read %a[%blk, %c0], %z8 {in_bounds = [true]} : memref<4x8xi8>, vector<8xi8>
      %vb = vector.transfer_read %b[%blk, %c0], %z8 {in_bounds = [true]} : memref<4x8xi8>, vector<8xi8>
      %ea = arith.extsi %va : vector<8xi8> to vector<8xi32>
      %eb = arith.extsi %vb : vector<8xi8> to vector<8xi32>
      %acc = arith.constant 7 : i32
      %dot = vector.contract {indexing_maps = [#id, #id, #sc], iterator_types = ["reduction"], kind = #vector.kind<add>} %ea, %eb, %acc : vector<8xi32>, vector<8xi32> into i32
      // broadcast row 0 of f into a 2x8
      %zf = arith.constant 0.0 : f32
      %bc = vector.transfer_read %f[%c0, %c0], %zf {permutation_map = #bc, in_bounds = [true, true]} : memref<4x8xf32>, vector<2x8xf32>
      %r1 = vector.extract %bc[1] : vector<8xf32> from vector<2x8xf32>
      %vf = vector.load %f[%blk, %c0] : memref<4x8xf32>, vector<8xf32>
      %nan = arith.cmpf uno, %vf, %vf : vector<8xf32>
      %clean = arith.select %nan, %r1, %vf : vector<8xi1>, vector<8xf32>
      %lo, %hi = vector.deinterleave %clean : vector<8xf32> -> vector<4xf32>
      %sw = vector.interleave %hi, %lo : vector<4xf32> -> vector<8xf32>
      vector.store %sw, %of[%blk, %c0] : memref<4x8xf32>, vector<8xf32>
      %bits = vector.bitcast %clean : vector<8xf32> to vector<8xi32>
      %pc = math.ctpop %bits : vector<8xi32>
      %sel = scf.index_switch %blk -> vector<8xi32>
      case 0 {
        scf.yield %pc : vector<8xi32>
      }
      case 2 {
        %n = arith.constant dense<-1> : vector<8xi32>
        %x = arith.xori %pc, %n : vector<8xi32>
        scf.yield %x : vector<8xi32>
      }
      default {
        %d = vector.broadcast %dot : i32 to vector<8xi32>
        %x = arith.addi %pc, %d : vector<8xi32>
        scf.yield %x : vector<8xi32>
      }
      %withdot = vector.insert %dot, %sel [7] : i32 into vector<8xi32>
      vector.store %withdot, %oi[%blk, %c0] : memref<4x8xi32>, vector<8xi32>
      gpu.return
    }
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %a = memref.alloc() : memref<4x8xi8>
    %b = memref.alloc() : memref<4x8xi8>
    %f = memref.alloc() : memref<4x8xf32>
    %oi = memref.alloc() : memref<4x8xi32>
    %of = memref.alloc() : memref<4x8xf32>
    scf.for %i = %c0 to %c4 step %c1 {
      scf.for %j = %c0 to %c8 step %c1 {
        %p = arith.muli %i, %c8 : index
        %q = arith.addi %p, %j : index
        %qi = arith.index_cast %q : index to i32
        %c77 = arith.constant 77 : i32
        %m = arith.muli %qi, %c77 : i32
        %t = arith.trunci %m : i32 to i8
        memref.store %t, %a[%i, %j] : memref<4x8xi8>
        %c13 = arith.constant 13 : i32
        %m2 = arith.muli %qi, %c13 : i32
        %c50 = arith.constant 50 : i32
        %m3 = arith.subi %m2, %c50 : i32
        %t2 = arith.trunci %m3 : i32 to i8
        memref.store %t2, %b[%i, %j] : memref<4x8xi8>
        %c5 = arith.constant 5 : i32
        %r = arith.remui %qi, %c5 : i32
        %is0 = arith.cmpi eq, %r, %c50 : i32
        %ff = arith.sitofp %m3 : i32 to f32
        %qq = arith.constant 0.125 : f32
        %fv = arith.mulf %ff, %qq : f32
        %c3 = arith.constant 3 : i32
        %r3 = arith.remui %qi, %c3 : i32
        %z = arith.constant 0 : i32
        %isn = arith.cmpi eq, %r3, %z : i32
        %nanv = arith.constant 0x7FC00000 : f32
        %fvv = arith.select %isn, %nanv, %fv : f32
        memref.store %fvv, %f[%i, %j] : memref<4x8xf32>
      }
    }
    gpu.launch_func @kernels::@misc blocks in (%c4, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%a : memref<4x8xi8>, %b : memref<4x8xi8>, %f : memref<4x8xf32>, %oi : memref<4x8xi32>, %of : memref<4x8xf32>)
    scf.for %i = %c0 to %c4 step %c1 {
      %v = vector.load %oi[%i, %c0] : memref<4x8xi32>, vector<8xi32>
      vector.print str "i: "
      vector.print %v : vector<8xi32>
      %w = vector.load %of[%i, %c0] : memref<4x8xf32>, vector<8xf32>
      vector.print str "f: "
      vector.print %w : vector<8xf32>
    }
    return
  }
}
