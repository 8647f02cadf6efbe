// Sum of a large array (n = 100000, not a multiple of the 16-lane vector),
// two-stage: 32 blocks x 4 threads each sum a grid-strided set of 16-element
// chunks (the tail chunk masked by vector.transfer_read padding) into a
// per-thread partial, then one thread of a second kernel sums the 128
// partials. Integers: i32 data summed into i64 (exact); floats: f32 data
// (reassociated on any other route: relative tolerance).
// x[i] = (i * 7919) mod 1000 - 500 as i32 (and / 7 as f32, rounded) + the edge i32
// values 2147483647 at i = 0 and -2147483648 at i = n - 1.
// RUN: %kernel-reference %s > %t.ref.out
// RUN: FileCheck %s --input-file=%t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
// TOLERANCE: rel 1e-5
// Hand-computed: the i32 terms sum to -49082 (with the two edge values,
// which cancel but for -1), the f32 ones to about -50000 / 7 = -7142.86;
// thread 0's partial holds 2147483647 plus its other chunks (2147480259).
// CHECK: sum i32 as i64: -49082
// CHECK-NEXT: sum f32: -7142.8{{[0-9]}}
// CHECK-NEXT: partials 0..3: ( 2147480259, 4048, -16, -5080 )

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @partial(%xi: memref<?xi32>, %xf: memref<?xf32>, %pi: memref<128xi64>, %pf: memref<128xf32>) kernel {
      %c0 = arith.constant 0 : index
      %c16 = arith.constant 16 : index
      %n = memref.dim %xi, %c0 : memref<?xi32>
      %bid = gpu.block_id x
      %tid = gpu.thread_id x
      %bdim = gpu.block_dim x
      %gdim = gpu.grid_dim x
      %t0 = arith.muli %bid, %bdim : index
      %gtid = arith.addi %t0, %tid : index
      %nthreads = arith.muli %gdim, %bdim : index
      %start = arith.muli %gtid, %c16 : index
      %stride = arith.muli %nthreads, %c16 : index
      %zi = arith.constant dense<0> : vector<16xi64>
      %zf = arith.constant dense<0.0> : vector<16xf32>
      %padi = arith.constant 0 : i32
      %padf = arith.constant 0.0 : f32
      %r:2 = scf.for %i = %start to %n step %stride iter_args(%si = %zi, %sf = %zf) -> (vector<16xi64>, vector<16xf32>) {
        %vi = vector.transfer_read %xi[%i], %padi : memref<?xi32>, vector<16xi32>
        %vf = vector.transfer_read %xf[%i], %padf : memref<?xf32>, vector<16xf32>
        %wi = arith.extsi %vi : vector<16xi32> to vector<16xi64>
        %ni = arith.addi %si, %wi : vector<16xi64>
        %nf = arith.addf %sf, %vf : vector<16xf32>
        scf.yield %ni, %nf : vector<16xi64>, vector<16xf32>
      }
      %si = vector.reduction <add>, %r#0 : vector<16xi64> into i64
      %sf = vector.reduction <add>, %r#1 : vector<16xf32> into f32
      memref.store %si, %pi[%gtid] : memref<128xi64>
      memref.store %sf, %pf[%gtid] : memref<128xf32>
      gpu.return
    }
    gpu.func @final(%pi: memref<128xi64>, %pf: memref<128xf32>, %out_i: memref<1xi64>, %out_f: memref<1xf32>) kernel {
      %c0 = arith.constant 0 : index
      %c16 = arith.constant 16 : index
      %c128 = arith.constant 128 : index
      %zi = arith.constant dense<0> : vector<16xi64>
      %zf = arith.constant dense<0.0> : vector<16xf32>
      %r:2 = scf.for %i = %c0 to %c128 step %c16 iter_args(%si = %zi, %sf = %zf) -> (vector<16xi64>, vector<16xf32>) {
        %vi = vector.load %pi[%i] : memref<128xi64>, vector<16xi64>
        %vf = vector.load %pf[%i] : memref<128xf32>, vector<16xf32>
        %ni = arith.addi %si, %vi : vector<16xi64>
        %nf = arith.addf %sf, %vf : vector<16xf32>
        scf.yield %ni, %nf : vector<16xi64>, vector<16xf32>
      }
      %ti = arith.constant 0 : i64
      %si = vector.reduction <add>, %r#0, %ti : vector<16xi64> into i64
      %sf = vector.reduction <add>, %r#1 : vector<16xf32> into f32
      memref.store %si, %out_i[%c0] : memref<1xi64>
      memref.store %sf, %out_f[%c0] : memref<1xf32>
      gpu.return
    }
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c32 = arith.constant 32 : index
    %n = arith.constant 100000 : index
    %c7919 = arith.constant 7919 : index
    %c1000 = arith.constant 1000 : index
    %c500 = arith.constant 500 : index
    %seven = arith.constant 7.0 : f32
    %xi = memref.alloc(%n) : memref<?xi32>
    %xf = memref.alloc(%n) : memref<?xf32>
    scf.for %i = %c0 to %n step %c1 {
      %p = arith.muli %i, %c7919 : index
      %m = arith.remui %p, %c1000 : index
      %v = arith.subi %m, %c500 : index
      %vi = arith.index_cast %v : index to i32
      memref.store %vi, %xi[%i] : memref<?xi32>
      %vf = arith.sitofp %vi : i32 to f32
      %w = arith.divf %vf, %seven : f32
      memref.store %w, %xf[%i] : memref<?xf32>
    }
    %max = arith.constant 2147483647 : i32
    %min = arith.constant -2147483648 : i32
    %last = arith.subi %n, %c1 : index
    memref.store %max, %xi[%c0] : memref<?xi32>
    memref.store %min, %xi[%last] : memref<?xi32>
    %pi = memref.alloc() : memref<128xi64>
    %pf = memref.alloc() : memref<128xf32>
    %oi = memref.alloc() : memref<1xi64>
    %of = memref.alloc() : memref<1xf32>
    gpu.launch_func @kernels::@partial blocks in (%c32, %c1, %c1) threads in (%c4, %c1, %c1)
        args(%xi : memref<?xi32>, %xf : memref<?xf32>, %pi : memref<128xi64>, %pf : memref<128xf32>)
    gpu.launch_func @kernels::@final blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%pi : memref<128xi64>, %pf : memref<128xf32>, %oi : memref<1xi64>, %of : memref<1xf32>)
    %si = memref.load %oi[%c0] : memref<1xi64>
    %sf = memref.load %of[%c0] : memref<1xf32>
    vector.print str "sum i32 as i64: "
    vector.print %si : i64
    vector.print str "sum f32: "
    vector.print %sf : f32
    %p0 = vector.load %pi[%c0] : memref<128xi64>, vector<4xi64>
    vector.print str "partials 0..3: "
    vector.print %p0 : vector<4xi64>
    return
  }
}
