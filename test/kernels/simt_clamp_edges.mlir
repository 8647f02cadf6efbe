// Ids bounded by a branch and then clamped to the edges, which
// genx-vectorize-work-items computes from the id's minimum with the bound
// (32-bit arithmetic where the bound is a memref size):
//   @edges: a 2-D 5-point sum over a rows x cols grid (37 x 5, and 16 x 3)
//     read with clamp-to-edge neighbours (maxsi/minsi on index), one work
//     item per element of a 64 x 6 launch, so lanes and rows past the edge
//     take the branch's other side; the checks are `x < cols` and
//     `rows > y`;
//   @signed_sides: `x < n` signed with n = 40 and 0: the branch computes
//     3 x - 7 and max(x - 1, 0), the other side x + 3, for 64 work items;
//   @signed_size: `x < size` signed against a memref's size (37), which
//     genx-lower bounds by a mask: the lane count clamps it to 32 bits with
//     signed ops that must not be narrowed as if unsigned.
// Differential: the reference and the GenX route must agree.
// TOLERANCE: 0
// RUN: %kernel-reference %s > %t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @edges(%in: memref<?x?xf32>, %out: memref<6x64xf32>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %rows = memref.dim %in, %c0 : memref<?x?xf32>
      %cols = memref.dim %in, %c1 : memref<?x?xf32>
      %x = gpu.global_id x
      %y = gpu.global_id y
      %xin = arith.cmpi ult, %x, %cols : index
      %yin = arith.cmpi ugt, %rows, %y : index
      %in_grid = arith.andi %xin, %yin : i1
      %r = scf.if %in_grid -> (f32) {
        %rlast = arith.subi %rows, %c1 : index
        %clast = arith.subi %cols, %c1 : index
        %ym = arith.subi %y, %c1 : index
        %yu = arith.maxsi %ym, %c0 : index
        %yp = arith.addi %y, %c1 : index
        %yd = arith.minsi %yp, %rlast : index
        %xm = arith.subi %x, %c1 : index
        %xl = arith.maxsi %xm, %c0 : index
        %xp = arith.addi %x, %c1 : index
        %xr = arith.minsi %xp, %clast : index
        %v = memref.load %in[%y, %x] : memref<?x?xf32>
        %u = memref.load %in[%yu, %x] : memref<?x?xf32>
        %d = memref.load %in[%yd, %x] : memref<?x?xf32>
        %l = memref.load %in[%y, %xl] : memref<?x?xf32>
        %rt = memref.load %in[%y, %xr] : memref<?x?xf32>
        %s1 = arith.addf %u, %d : f32
        %s2 = arith.addf %s1, %l : f32
        %s3 = arith.addf %s2, %rt : f32
        %c10 = arith.constant 10.0 : f32
        %s4 = arith.mulf %v, %c10 : f32
        %s5 = arith.addf %s3, %s4 : f32
        scf.yield %s5 : f32
      } else {
        %neg = arith.constant -1.0 : f32
        scf.yield %neg : f32
      }
      memref.store %r, %out[%y, %x] : memref<6x64xf32>
      gpu.return
    }
    gpu.func @signed_sides(%out: memref<64xi32>, %n: index) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c3 = arith.constant 3 : index
      %c7 = arith.constant 7 : index
      %mask = arith.constant 65535 : index
      %small = arith.andi %n, %mask : index
      %x = gpu.global_id x
      %inside = arith.cmpi slt, %x, %small : index
      %r:2 = scf.if %inside -> (index, index) {
        %t = arith.muli %x, %c3 : index
        %u = arith.subi %t, %c7 : index
        %w = arith.subi %x, %c1 : index
        %z = arith.maxsi %w, %c0 : index
        scf.yield %u, %z : index, index
      } else {
        %t = arith.addi %x, %c3 : index
        scf.yield %t, %c0 : index, index
      }
      %hundred = arith.constant 100 : index
      %h = arith.muli %r#0, %hundred : index
      %sum = arith.addi %h, %r#1 : index
      %v = arith.index_cast %sum : index to i32
      memref.store %v, %out[%x] : memref<64xi32>
      gpu.return
    }
    gpu.func @signed_size(%in: memref<?xi32>, %out: memref<64xi32>) kernel {
      %c0 = arith.constant 0 : index
      %size = memref.dim %in, %c0 : memref<?xi32>
      %x = gpu.global_id x
      %inside = arith.cmpi slt, %x, %size : index
      %r = scf.if %inside -> (i32) {
        %v = memref.load %in[%x] : memref<?xi32>
        scf.yield %v : i32
      } else {
        %none = arith.constant -1 : i32
        scf.yield %none : i32
      }
      memref.store %r, %out[%x] : memref<64xi32>
      gpu.return
    }
  }
  func.func @size(%n: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %in = memref.alloc(%n) : memref<?xi32>
    scf.for %i = %c0 to %n step %c1 {
      %v = arith.index_cast %i : index to i32
      memref.store %v, %in[%i] : memref<?xi32>
    }
    %out = memref.alloc() : memref<64xi32>
    gpu.launch_func @kernels::@signed_size blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%in : memref<?xi32>, %out : memref<64xi32>)
    %v = vector.load %out[%c0] : memref<64xi32>, vector<64xi32>
    vector.print %v : vector<64xi32>
    memref.dealloc %in : memref<?xi32>
    memref.dealloc %out : memref<64xi32>
    return
  }
  func.func @grid(%rows: index, %cols: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c32 = arith.constant 32 : index
    %in = memref.alloc(%rows, %cols) : memref<?x?xf32>
    scf.for %i = %c0 to %rows step %c1 {
      scf.for %j = %c0 to %cols step %c1 {
        %k = arith.muli %i, %c32 : index
        %kj = arith.addi %k, %j : index
        %ki = arith.index_cast %kj : index to i32
        %f = arith.sitofp %ki : i32 to f32
        memref.store %f, %in[%i, %j] : memref<?x?xf32>
      }
    }
    %out = memref.alloc() : memref<6x64xf32>
    gpu.launch_func @kernels::@edges blocks in (%c2, %c3, %c1) threads in (%c32, %c2, %c1)
        args(%in : memref<?x?xf32>, %out : memref<6x64xf32>)
    scf.for %i = %c0 to %rows step %c1 {
      %row = vector.load %out[%i, %c0] : memref<6x64xf32>, vector<64xf32>
      vector.print %row : vector<64xf32>
    }
    %last = arith.constant 5 : index
    %edge = vector.load %out[%last, %c0] : memref<6x64xf32>, vector<64xf32>
    vector.print %edge : vector<64xf32>
    memref.dealloc %in : memref<?x?xf32>
    memref.dealloc %out : memref<6x64xf32>
    return
  }
  func.func @sides(%n: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %out = memref.alloc() : memref<64xi32>
    gpu.launch_func @kernels::@signed_sides blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%out : memref<64xi32>, %n : index)
    %v = vector.load %out[%c0] : memref<64xi32>, vector<64xi32>
    vector.print %v : vector<64xi32>
    memref.dealloc %out : memref<64xi32>
    return
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c3 = arith.constant 3 : index
    %c5 = arith.constant 5 : index
    %c16 = arith.constant 16 : index
    %c37 = arith.constant 37 : index
    %c40 = arith.constant 40 : index
    func.call @grid(%c5, %c37) : (index, index) -> ()
    func.call @grid(%c3, %c16) : (index, index) -> ()
    func.call @sides(%c40) : (index) -> ()
    func.call @sides(%c0) : (index) -> ()
    func.call @size(%c37) : (index) -> ()
    return
  }
}
