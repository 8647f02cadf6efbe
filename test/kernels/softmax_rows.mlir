// Row softmax of an 8x16 f32 matrix: each block normalizes a 4x16 tile with
// n-D vector ops (max and sum by vector.multi_reduction, the row statistics
// broadcast back over the row through a 4x1 shape_cast), math.exp.
// Rows: zeros, all 100 (needs the max subtraction), one finite value among
// -inf, 0..15, -0.5*j, a repeating -2..1 pattern, 88+j (exp would overflow
// without the max), and a row with a NaN (maximumf propagates it: all NaN).
// RUN: %kernel-reference %s > %t.ref.out
// RUN: FileCheck %s --input-file=%t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
// TOLERANCE: rel 1e-5 abs 1e-12
// Hand-computed: a constant row gives 1/16; row 3 ends with
// (1 - e^-1) / (1 - e^-16) = 0.632121 and starts with e^-15 times that;
// row 4 starts with (1 - e^-0.5) / (1 - e^-8) = 0.393601; row 5 repeats
// e^k / (4 (e^-3 + e^-2 + e^-1 + 1)), k = -3..0.
// CHECK-COUNT-2: row: ( 0.0625, 0.0625, 0.0625, 0.0625, 0.0625, 0.0625, 0.0625, 0.0625, 0.0625, 0.0625, 0.0625, 0.0625, 0.0625, 0.0625, 0.0625, 0.0625 )
// CHECK-NEXT: row: ( 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0 )
// CHECK-NEXT: row: ( 1.93367e-07, {{.*}}, 0.632121 )
// CHECK-NEXT: row: ( 0.393601,
// CHECK-NEXT: row: ( 0.00801465, 0.0217861, 0.0592207, 0.160979, 0.00801465,
// CHECK-NEXT: row: ( 1.93367e-07, {{.*}}, 0.632121 )
// CHECK-NEXT: row: ( nan, nan, nan, nan, nan, nan, nan, nan, nan, nan, nan, nan, nan, nan, nan, nan )

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @softmax(%x: memref<8x16xf32>, %y: memref<8x16xf32>) kernel {
      %c0 = arith.constant 0 : index
      %c4 = arith.constant 4 : index
      %b = gpu.block_id x
      %row = arith.muli %b, %c4 : index
      %pad = arith.constant 0.0 : f32
      %v = vector.transfer_read %x[%row, %c0], %pad {in_bounds = [true, true]}
          : memref<8x16xf32>, vector<4x16xf32>
      %ninf = arith.constant dense<0xFF800000> : vector<4xf32>
      %max = vector.multi_reduction <maximumf>, %v, %ninf [1] : vector<4x16xf32> to vector<4xf32>
      %max1 = vector.shape_cast %max : vector<4xf32> to vector<4x1xf32>
      %maxb = vector.broadcast %max1 : vector<4x1xf32> to vector<4x16xf32>
      %d = arith.subf %v, %maxb : vector<4x16xf32>
      %e = math.exp %d : vector<4x16xf32>
      %zero = arith.constant dense<0.0> : vector<4xf32>
      %sum = vector.multi_reduction <add>, %e, %zero [1] : vector<4x16xf32> to vector<4xf32>
      %sum1 = vector.shape_cast %sum : vector<4xf32> to vector<4x1xf32>
      %sumb = vector.broadcast %sum1 : vector<4x1xf32> to vector<4x16xf32>
      %r = arith.divf %e, %sumb : vector<4x16xf32>
      vector.transfer_write %r, %y[%row, %c0] {in_bounds = [true, true]}
          : vector<4x16xf32>, memref<8x16xf32>
      gpu.return
    }
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %x = memref.alloc() : memref<8x16xf32>
    %y = memref.alloc() : memref<8x16xf32>
    %f0 = arith.constant 0.0 : f32
    %f100 = arith.constant 100.0 : f32
    %fhalf = arith.constant -0.5 : f32
    %f2 = arith.constant 2.0 : f32
    %f88 = arith.constant 88.0 : f32
    %ninf = arith.constant 0xFF800000 : f32
    %nan = arith.constant 0x7FC00000 : f32
    %i4 = arith.constant 4 : i32
    scf.for %i = %c0 to %c8 step %c1 {
      scf.for %j = %c0 to %c16 step %c1 {
        %ji = arith.index_cast %j : index to i32
        %jf = arith.sitofp %ji : i32 to f32
        %r2 = arith.cmpi eq, %j, %c0 : index
        %v2 = arith.select %r2, %f0, %ninf : f32
        %v4 = arith.mulf %jf, %fhalf : f32
        %m4 = arith.remsi %ji, %i4 : i32
        %m4f = arith.sitofp %m4 : i32 to f32
        %v5 = arith.subf %m4f, %f2 : f32
        %v6 = arith.addf %jf, %f88 : f32
        %c5 = arith.constant 5 : index
        %is5 = arith.cmpi eq, %j, %c5 : index
        %v7 = arith.select %is5, %nan, %f0 : f32
        %ii = arith.index_cast %i : index to i32
        %v = scf.index_switch %i -> f32
        case 1 { scf.yield %f100 : f32 }
        case 2 { scf.yield %v2 : f32 }
        case 3 { scf.yield %jf : f32 }
        case 4 { scf.yield %v4 : f32 }
        case 5 { scf.yield %v5 : f32 }
        case 6 { scf.yield %v6 : f32 }
        case 7 { scf.yield %v7 : f32 }
        default { scf.yield %f0 : f32 }
        memref.store %v, %x[%i, %j] : memref<8x16xf32>
      }
    }
    gpu.launch_func @kernels::@softmax blocks in (%c2, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%x : memref<8x16xf32>, %y : memref<8x16xf32>)
    scf.for %i = %c0 to %c8 step %c1 {
      %row = vector.load %y[%i, %c0] : memref<8x16xf32>, vector<16xf32>
      vector.print str "row: "
      vector.print %row : vector<16xf32>
    }
    memref.dealloc %x : memref<8x16xf32>
    memref.dealloc %y : memref<8x16xf32>
    return
  }
}
