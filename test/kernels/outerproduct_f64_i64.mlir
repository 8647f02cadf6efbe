// Outer products: an 8x8 f64 tile accumulated over k (vector.outerproduct with
// accumulator, in an scf.for), the AXPY form (vector times scalar plus
// vector), and an i64 tile with the default add kind and with maxsi.
// 4 blocks x 2 threads; block b, thread t uses k-offset 8 * (2b + t).
// f64 values are multiples of 1/8 (exact sums); the i64 products are ~1e15.
// RUN: %kernel-reference %s > %t.ref.out
// RUN: FileCheck %s --input-file=%t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
// TOLERANCE: 0
// Hand-computed: slot 0, C[0][0] = sum_k (-k)(k) / 8 = -140 / 8 = -17.5;
// i64 slot 0 C[0][0] = sum_k (1e9 + k)(-3000009 - k); the maxsi tile takes
// the largest product (k = 0 in slot 0 row 0: -3000009e9); slot 7,
// C[7][7] = sum_{k=56..63} (7 - k)(7 + k) / 8 = -3496.5. AXPY slot 1:
// (j - 8) / 2 * 2 + (j + 8) / 4 = -6 at j = 0.
// CHECK: f64 row: ( -17.5, -21, -24.5, -28, -31.5, -35, -38.5, -42 )
// CHECK: i64 row: ( -24000100084000392, {{.*}}, 32000068112000196 )
// CHECK: max row: ( -3000009000000000, -2000006000000000, -1000003000000000, 0,
// CHECK: f64 row: ( {{.*}}, -3496.5 )
// CHECK: i64 row: ( {{.*}}, 255996961903977348 )
// CHECK: max row: ( {{.*}}, 31999648223997536 )
// CHECK: axpy: ( 0, 0.25, 0.5, 0.75, 1, 1.25, 1.5, 1.75 )
// CHECK: axpy: ( -6, -4.75,

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @outer(%af: memref<64x8xf64>, %bf: memref<64x8xf64>, %ai: memref<64x8xi64>,
                    %bi: memref<64x8xi64>, %cf: memref<8x8x8xf64>, %ci: memref<8x8x8xi64>,
                    %cm: memref<8x8x8xi64>, %axpy: memref<8x8xf64>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c8 = arith.constant 8 : index
      %bid = gpu.block_id x
      %tid = gpu.thread_id x
      %bdim = gpu.block_dim x
      %t0 = arith.muli %bid, %bdim : index
      %slot = arith.addi %t0, %tid : index
      %k0 = arith.muli %slot, %c8 : index
      %k1 = arith.addi %k0, %c8 : index
      %fz = arith.constant dense<0.0> : vector<8x8xf64>
      %iz = arith.constant dense<0> : vector<8x8xi64>
      %imin = arith.constant dense<-9223372036854775808> : vector<8x8xi64>
      %r:3 = scf.for %k = %k0 to %k1 step %c1 iter_args(%f = %fz, %i = %iz, %m = %imin)
          -> (vector<8x8xf64>, vector<8x8xi64>, vector<8x8xi64>) {
        %a = vector.load %af[%k, %c0] : memref<64x8xf64>, vector<8xf64>
        %b = vector.load %bf[%k, %c0] : memref<64x8xf64>, vector<8xf64>
        %f2 = vector.outerproduct %a, %b, %f : vector<8xf64>, vector<8xf64>
        %x = vector.load %ai[%k, %c0] : memref<64x8xi64>, vector<8xi64>
        %y = vector.load %bi[%k, %c0] : memref<64x8xi64>, vector<8xi64>
        %i2 = vector.outerproduct %x, %y, %i : vector<8xi64>, vector<8xi64>
        %m2 = vector.outerproduct %x, %y, %m {kind = #vector.kind<maxsi>} : vector<8xi64>, vector<8xi64>
        scf.yield %f2, %i2, %m2 : vector<8x8xf64>, vector<8x8xi64>, vector<8x8xi64>
      }
      vector.transfer_write %r#0, %cf[%slot, %c0, %c0] {in_bounds = [true, true]} : vector<8x8xf64>, memref<8x8x8xf64>
      vector.transfer_write %r#1, %ci[%slot, %c0, %c0] {in_bounds = [true, true]} : vector<8x8xi64>, memref<8x8x8xi64>
      vector.transfer_write %r#2, %cm[%slot, %c0, %c0] {in_bounds = [true, true]} : vector<8x8xi64>, memref<8x8x8xi64>
      // AXPY: row slot of %axpy = A row k0 * B[k0][0] + B row k0.
      %a0 = vector.load %af[%k0, %c0] : memref<64x8xf64>, vector<8xf64>
      %b0 = vector.load %bf[%k0, %c0] : memref<64x8xf64>, vector<8xf64>
      %s = memref.load %bf[%k0, %c0] : memref<64x8xf64>
      %ax = vector.outerproduct %a0, %s, %b0 : vector<8xf64>, f64
      vector.store %ax, %axpy[%slot, %c0] : memref<8x8xf64>, vector<8xf64>
      gpu.return
    }
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c7 = arith.constant 7 : index
    %c8 = arith.constant 8 : index
    %c64 = arith.constant 64 : index
    %half = arith.constant 0.5 : f64
    %quarter = arith.constant 0.25 : f64
    %e9 = arith.constant 1000000000 : i64
    %p = arith.constant 1000003 : i64
    %three = arith.constant 3 : i64
    %one = arith.constant 1 : i64
    %af = memref.alloc() : memref<64x8xf64>
    %bf = memref.alloc() : memref<64x8xf64>
    %ai = memref.alloc() : memref<64x8xi64>
    %bi = memref.alloc() : memref<64x8xi64>
    scf.for %k = %c0 to %c64 step %c1 {
      %k64 = arith.index_cast %k : index to i64
      scf.for %j = %c0 to %c8 step %c1 {
        %j64 = arith.index_cast %j : index to i64
        // af[k][j] = (j - k) / 2, bf[k][j] = (j + k) / 4
        %d = arith.subi %j64, %k64 : i64
        %df = arith.sitofp %d : i64 to f64
        %va = arith.mulf %df, %half : f64
        memref.store %va, %af[%k, %j] : memref<64x8xf64>
        %s = arith.addi %j64, %k64 : i64
        %sf = arith.sitofp %s : i64 to f64
        %vb = arith.mulf %sf, %quarter : f64
        memref.store %vb, %bf[%k, %j] : memref<64x8xf64>
        // ai[k][j] = (j + 1) * 1e9 + k, bi[k][j] = (j - 3) * 1000003 - k
        %j1 = arith.addi %j64, %one : i64
        %x = arith.muli %j1, %e9 : i64
        %x2 = arith.addi %x, %k64 : i64
        memref.store %x2, %ai[%k, %j] : memref<64x8xi64>
        %j3 = arith.subi %j64, %three : i64
        %y = arith.muli %j3, %p : i64
        %y2 = arith.subi %y, %k64 : i64
        memref.store %y2, %bi[%k, %j] : memref<64x8xi64>
      }
    }
    %cf = memref.alloc() : memref<8x8x8xf64>
    %ci = memref.alloc() : memref<8x8x8xi64>
    %cm = memref.alloc() : memref<8x8x8xi64>
    %axpy = memref.alloc() : memref<8x8xf64>
    gpu.launch_func @kernels::@outer blocks in (%c4, %c1, %c1) threads in (%c2, %c1, %c1)
        args(%af : memref<64x8xf64>, %bf : memref<64x8xf64>, %ai : memref<64x8xi64>,
             %bi : memref<64x8xi64>, %cf : memref<8x8x8xf64>, %ci : memref<8x8x8xi64>,
             %cm : memref<8x8x8xi64>, %axpy : memref<8x8xf64>)
    scf.for %s = %c0 to %c8 step %c7 {
      scf.for %i = %c0 to %c8 step %c1 {
        %f = vector.load %cf[%s, %i, %c0] : memref<8x8x8xf64>, vector<8xf64>
        vector.print str "f64 row: "
        vector.print %f : vector<8xf64>
      }
      scf.for %i = %c0 to %c8 step %c1 {
        %v = vector.load %ci[%s, %i, %c0] : memref<8x8x8xi64>, vector<8xi64>
        vector.print str "i64 row: "
        vector.print %v : vector<8xi64>
      }
      scf.for %i = %c0 to %c8 step %c1 {
        %v = vector.load %cm[%s, %i, %c0] : memref<8x8x8xi64>, vector<8xi64>
        vector.print str "max row: "
        vector.print %v : vector<8xi64>
      }
    }
    scf.for %i = %c0 to %c8 step %c1 {
      %v = vector.load %axpy[%i, %c0] : memref<8x8xf64>, vector<8xf64>
      %bits = vector.bitcast %v : vector<8xf64> to vector<8xi64>
      vector.print str "axpy: "
      vector.print %v : vector<8xf64>
      vector.print str "bits f64: "
      vector.print %bits : vector<8xi64>
    }
    return
  }
}
