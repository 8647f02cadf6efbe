// Row softmax with one block per row (100 columns, 32 threads per block),
// CUDA style: each thread walks its columns with a block-stride loop
// (tid, tid + 32, ...: 3 or 4 elements), the row maximum and the sum of the
// exponentials come from gpu.all_reduce maximumf / add over the block, then
// each thread writes exp(x - max) / sum for its columns. Rows: zeros; all
// 100; -inf except column 7 (0); 0.1 j; 88 + 0.01 j (exp(x) alone would
// overflow f32); -0.5 j; a row with one NaN (maximumf propagates it: every
// element NaN); alternating -1e30 / 1e30 (only the 50 maxima count).
// The sum is reduced in a different order by each route: a few ulp.
// RUN: %kernel-reference %s > %t.ref.out
// RUN: FileCheck %s --input-file=%t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
// TOLERANCE: ulp 4
// Hand-computed: a constant row gives 1/100 = 0.01; row 2 is 1 at column 7
// and 0 elsewhere; row 3 (0.1 j): last element e^0 / sum_k e^(-0.1 k)
// = (1 - e^-0.1) / (1 - e^-10) = 0.0951671 (f32 inputs 0.1 j and the
// 100-term f32 sum: within a few 1e-7); row 5 (-0.5 j): first element
// (1 - e^-0.5) / (1 - e^-50) = 0.393469; row 7: 1/50 = 0.02 at even columns
// (exp(-1e30 - 1e30) = 0 at odd columns). The max of row 5 is -0
// (-0.5 * 0). Rows 3 and 4 print their last 8 columns, the others their first 8.
// CHECK: max: ( 0, 100, 0, 9.9, 88.99, -0, nan, 1e+30 )
// CHECK-NEXT: row 0: ( 0.01, 0.01, 0.01, 0.01, 0.01, 0.01, 0.01, 0.01 ) sum {{0.999999|1}}
// CHECK-NEXT: row 1: ( 0.01, 0.01, 0.01, 0.01, 0.01, 0.01, 0.01, 0.01 ) sum {{0.999999|1}}
// CHECK-NEXT: row 2: ( 0, 0, 0, 0, 0, 0, 0, 1 ) sum 1
// CHECK-NEXT: row 3: ( {{.*}}, 0.09516{{[67][0-9]}} ) sum
// CHECK-NEXT: row 4:
// CHECK-NEXT: row 5: ( 0.393469, {{.*}} ) sum
// CHECK-NEXT: row 6: ( nan, nan, nan, nan, nan, nan, nan, nan ) sum nan
// CHECK-NEXT: row 7: ( 0.02, 0, 0.02, 0, 0.02, 0, 0.02, 0 ) sum 1

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @softmax(%x: memref<8x100xf32>, %y: memref<8x100xf32>, %rowmax: memref<8xf32>) kernel {
      %c0 = arith.constant 0 : index
      %c100 = arith.constant 100 : index
      %row = gpu.block_id x
      %tid = gpu.thread_id x
      %bdim = gpu.block_dim x
      %ninf = arith.constant 0xFF800000 : f32
      %zero = arith.constant 0.0 : f32
      %lmax = scf.for %j = %tid to %c100 step %bdim iter_args(%m = %ninf) -> (f32) {
        %v = memref.load %x[%row, %j] : memref<8x100xf32>
        %n = arith.maximumf %m, %v : f32
        scf.yield %n : f32
      }
      %max = gpu.all_reduce maximumf %lmax uniform {} : (f32) -> (f32)
      %lsum = scf.for %j = %tid to %c100 step %bdim iter_args(%s = %zero) -> (f32) {
        %v = memref.load %x[%row, %j] : memref<8x100xf32>
        %d = arith.subf %v, %max : f32
        %e = math.exp %d : f32
        %n = arith.addf %s, %e : f32
        scf.yield %n : f32
      }
      %sum = gpu.all_reduce add %lsum uniform {} : (f32) -> (f32)
      scf.for %j = %tid to %c100 step %bdim {
        %v = memref.load %x[%row, %j] : memref<8x100xf32>
        %d = arith.subf %v, %max : f32
        %e = math.exp %d : f32
        %r = arith.divf %e, %sum : f32
        memref.store %r, %y[%row, %j] : memref<8x100xf32>
      }
      %first = arith.cmpi eq, %tid, %c0 : index
      scf.if %first {
        memref.store %max, %rowmax[%row] : memref<8xf32>
      }
      gpu.return
    }
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c7 = arith.constant 7 : index
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    %c92 = arith.constant 92 : index
    %c100 = arith.constant 100 : index
    %x = memref.alloc() : memref<8x100xf32>
    %y = memref.alloc() : memref<8x100xf32>
    %rowmax = memref.alloc() : memref<8xf32>
    %f0 = arith.constant 0.0 : f32
    %f100 = arith.constant 100.0 : f32
    %ftenth = arith.constant 0.1 : f32
    %fhund = arith.constant 0.01 : f32
    %fmhalf = arith.constant -0.5 : f32
    %f88 = arith.constant 88.0 : f32
    %big = arith.constant 1.0e30 : f32
    %nbig = arith.constant -1.0e30 : f32
    %ninf = arith.constant 0xFF800000 : f32
    %nan = arith.constant 0x7FC00000 : f32
    %i2 = arith.constant 2 : i32
    %i0 = arith.constant 0 : i32
    scf.for %i = %c0 to %c8 step %c1 {
      scf.for %j = %c0 to %c100 step %c1 {
        %ji = arith.index_cast %j : index to i32
        %jf = arith.sitofp %ji : i32 to f32
        %is7 = arith.cmpi eq, %j, %c7 : index
        %v2 = arith.select %is7, %f0, %ninf : f32
        %v3 = arith.mulf %jf, %ftenth : f32
        %h = arith.mulf %jf, %fhund : f32
        %v4 = arith.addf %h, %f88 : f32
        %v5 = arith.mulf %jf, %fmhalf : f32
        %is92 = arith.cmpi eq, %j, %c92 : index
        %v6 = arith.select %is92, %nan, %jf : f32
        %par = arith.remui %ji, %i2 : i32
        %even = arith.cmpi eq, %par, %i0 : i32
        %v7 = arith.select %even, %big, %nbig : f32
        %v = scf.index_switch %i -> f32
        case 1 { scf.yield %f100 : f32 }
        case 2 { scf.yield %v2 : f32 }
        case 3 { scf.yield %v3 : f32 }
        case 4 { scf.yield %v4 : f32 }
        case 5 { scf.yield %v5 : f32 }
        case 6 { scf.yield %v6 : f32 }
        case 7 { scf.yield %v7 : f32 }
        default { scf.yield %f0 : f32 }
        memref.store %v, %x[%i, %j] : memref<8x100xf32>
      }
    }
    gpu.launch_func @kernels::@softmax blocks in (%c8, %c1, %c1) threads in (%c32, %c1, %c1)
        args(%x : memref<8x100xf32>, %y : memref<8x100xf32>, %rowmax : memref<8xf32>)
    %m = vector.load %rowmax[%c0] : memref<8xf32>, vector<8xf32>
    vector.print str "max: "
    vector.print %m : vector<8xf32>
    scf.for %i = %c0 to %c8 step %c1 {
      %ii = arith.index_cast %i : index to i64
      // The last 8 columns for rows 3 and 4, the first 8 for the others.
      %head = vector.load %y[%i, %c0] : memref<8x100xf32>, vector<8xf32>
      %tail = vector.load %y[%i, %c92] : memref<8x100xf32>, vector<8xf32>
      %all = vector.load %y[%i, %c0] : memref<8x100xf32>, vector<100xf32>
      %s = vector.reduction <add>, %all : vector<100xf32> into f32
      vector.print str "row "
      vector.print %ii : i64 punctuation <no_punctuation>
      vector.print str ": "
      %t3 = arith.constant 3 : index
      %t4 = arith.constant 4 : index
      %q3 = arith.cmpi eq, %i, %t3 : index
      %q4 = arith.cmpi eq, %i, %t4 : index
      %usetail = arith.ori %q3, %q4 : i1
      %pv = arith.select %usetail, %tail, %head : vector<8xf32>
      vector.print %pv : vector<8xf32> punctuation <no_punctuation>
      vector.print str " sum "
      vector.print %s : f32
    }
    // All of y as bit patterns.
    scf.for %i = %c0 to %c8 step %c1 {
      scf.for %j = %c0 to %c100 step %c32 {
        %pad = arith.constant 0.0 : f32
        %v = vector.transfer_read %y[%i, %j], %pad : memref<8x100xf32>, vector<32xf32>
        %b = vector.bitcast %v : vector<32xf32> to vector<32xi32>
        vector.print str "bits f32: "
        vector.print %b : vector<32xi32>
      }
    }
    memref.dealloc %x : memref<8x100xf32>
    memref.dealloc %y : memref<8x100xf32>
    memref.dealloc %rowmax : memref<8xf32>
    return
  }
}
