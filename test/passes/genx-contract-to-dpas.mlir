// RUN: %genx-opt %s -split-input-file -p 'builtin.module(gpu.module(genx-contract-to-dpas{device=dg2}))' | FileCheck %s
// RUN: %genx-opt %s -split-input-file -p 'builtin.module(gpu.module(genx-contract-to-dpas{device=tgllp}))' | FileCheck %s --check-prefix=XELP
// RUN: %genx-opt %s -split-input-file -p 'builtin.module(gpu.module(genx-contract-to-dpas))' | FileCheck %s --check-prefix=NODEVICE
// RUN: not %genx-opt %s -split-input-file -p 'builtin.module(gpu.module(genx-contract-to-dpas{device=gen99}))' 2>&1 | FileCheck %s --check-prefix=BADDEVICE

// BADDEVICE: error: genx-contract-to-dpas: unknown device 'gen99' (use an ocloc device name such as dg2)

// C(8x8, f32) += A(8x16) * B(16x8) of f16 extended to f32: one dpas2 of
// repeat 8; A is passed as its 64 dwords, B interleaved to VNNI: dword
// (d, j) packs rows 2d and 2d+1 of column j, one region per pair of rows.
// tgllp has no matrix engine, and without a device nothing changes.

// CHECK-LABEL: func.func @f16_row_major
// CHECK-SAME: (%[[A:.*]]: vector<8x16xf16>, %[[B:.*]]: vector<16x8xf16>, %[[C:.*]]: vector<8x8xf32>)
// CHECK: %[[ACC:.*]] = vector.shape_cast %[[C]] : vector<8x8xf32> to vector<64xf32>
// CHECK: %[[AF:.*]] = vector.shape_cast %[[A]] : vector<8x16xf16> to vector<128xf16>
// CHECK: %[[AD:.*]] = vector.bitcast %[[AF]] : vector<128xf16> to vector<64xi32>
// CHECK: %[[BF:.*]] = vector.shape_cast %[[B]] : vector<16x8xf16> to vector<128xf16>
// CHECK: vector.shuffle %[[BF]], %[[BF]] [0, 8, 1, 9, 2, 10, 3, 11, 4, 12, 5, 13, 6, 14, 7, 15]
// CHECK: vector.shuffle %[[BF]], %[[BF]] [16, 24, 17, 25, 18, 26, 19, 27, 20, 28, 21, 29, 22, 30, 23, 31]
// CHECK-COUNT-6: vector.shuffle %[[BF]], %[[BF]]
// CHECK: %[[VNNI:.*]] = vector.insert_strided_slice %{{.*}} {offsets = [112], strides = [1]} : vector<16xf16> into vector<128xf16>
// CHECK: %[[BD:.*]] = vector.bitcast %[[VNNI]] : vector<128xf16> to vector<64xi32>
// CHECK: %[[R:.*]] = genx.dpas2 %[[ACC]], %[[BD]], %[[AD]] {src1_precision = hf16, src2_precision = hf16, systolic_depth = 8, repeat_count = 8, dst_signed = 0, src0_signed = 0} : (vector<64xf32>, vector<64xi32>, vector<64xi32>) -> vector<64xf32>
// CHECK: %[[T:.*]] = vector.shape_cast %[[R]] : vector<64xf32> to vector<8x8xf32>
// CHECK: return %[[T]]
// XELP-LABEL: func.func @f16_row_major
// XELP: vector.contract
// NODEVICE-LABEL: func.func @f16_row_major
// NODEVICE: vector.contract
gpu.module @m {
  func.func @f16_row_major(%a: vector<8x16xf16>, %b: vector<16x8xf16>,
                           %c: vector<8x8xf32>) -> vector<8x8xf32> {
    %ae = arith.extf %a : vector<8x16xf16> to vector<8x16xf32>
    %be = arith.extf %b : vector<16x8xf16> to vector<16x8xf32>
    %r = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>,
                                           affine_map<(i, j, k) -> (k, j)>,
                                           affine_map<(i, j, k) -> (i, j)>],
                          iterator_types = ["parallel", "parallel", "reduction"],
                          kind = #vector.kind<add>}
        %ae, %be, %c : vector<8x16xf32>, vector<16x8xf32> into vector<8x8xf32>
    return %r : vector<8x8xf32>
  }
}

// -----

// B stored transposed (N x K, the map of B is (j, k)): a dword of VNNI is
// two neighbours in a row of B, one region per dword column. M = 12 is a
// tile of 8 rows and one of 4 (repeat 4); N = 16 two column tiles; the
// narrow operands are taken as they are (contract extends them).

// CHECK-LABEL: func.func @bf16_transposed
// CHECK: vector.extract_strided_slice %{{.*}} {offsets = [0, 0], sizes = [8, 16], strides = [1, 1]} : vector<16x16xbf16> to vector<8x16xbf16>
// CHECK: vector.shuffle %{{.*}}, %{{.*}} [0, 1, 16, 17, 32, 33, 48, 49, 64, 65, 80, 81, 96, 97, 112, 113]
// CHECK: vector.shuffle %{{.*}}, %{{.*}} [2, 3, 18, 19, 34, 35, 50, 51, 66, 67, 82, 83, 98, 99, 114, 115]
// CHECK: genx.dpas2 {{.*}} {src1_precision = bf16, src2_precision = bf16, systolic_depth = 8, repeat_count = 8, dst_signed = 0, src0_signed = 0}
// CHECK: vector.insert_strided_slice %{{.*}} {offsets = [0, 0], strides = [1, 1]} : vector<8x8xf32> into vector<12x16xf32>
// CHECK: genx.dpas2 {{.*}} repeat_count = 8
// CHECK: vector.insert_strided_slice %{{.*}} {offsets = [0, 8], strides = [1, 1]} : vector<8x8xf32> into vector<12x16xf32>
// CHECK: genx.dpas2 {{.*}} repeat_count = 4
// CHECK: vector.insert_strided_slice %{{.*}} {offsets = [8, 0], strides = [1, 1]} : vector<4x8xf32> into vector<12x16xf32>
// CHECK: genx.dpas2 {{.*}} repeat_count = 4
// CHECK: vector.insert_strided_slice %{{.*}} {offsets = [8, 8], strides = [1, 1]} : vector<4x8xf32> into vector<12x16xf32>
// CHECK-NOT: vector.contract
gpu.module @m {
  func.func @bf16_transposed(%a: vector<12x16xbf16>, %b: vector<16x16xbf16>,
                             %c: vector<12x16xf32>) -> vector<12x16xf32> {
    %r = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>,
                                           affine_map<(i, j, k) -> (j, k)>,
                                           affine_map<(i, j, k) -> (i, j)>],
                          iterator_types = ["parallel", "parallel", "reduction"],
                          kind = #vector.kind<add>}
        %a, %b, %c : vector<12x16xbf16>, vector<16x16xbf16> into vector<12x16xf32>
    return %r : vector<12x16xf32>
  }
}

// -----

// i8 into i32: extui makes u8, extsi s8 (precisions per operand); depth 32,
// so K = 64 is two dpas2 chained through the accumulator; integer results
// are signed i32.

// CHECK-LABEL: func.func @i8_mixed
// CHECK: %[[R0:.*]] = genx.dpas2 %{{.*}} {src1_precision = s8, src2_precision = u8, systolic_depth = 8, repeat_count = 2, dst_signed = 1, src0_signed = 1} : (vector<16xi32>, vector<64xi32>, vector<16xi32>) -> vector<16xi32>
// CHECK: genx.dpas2 %[[R0]], {{.*}} {src1_precision = s8, src2_precision = u8,
gpu.module @m {
  func.func @i8_mixed(%a: vector<2x64xi8>, %b: vector<64x8xi8>,
                      %c: vector<2x8xi32>) -> vector<2x8xi32> {
    %ae = arith.extui %a : vector<2x64xi8> to vector<2x64xi32>
    %be = arith.extsi %b : vector<64x8xi8> to vector<64x8xi32>
    %r = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>,
                                           affine_map<(i, j, k) -> (k, j)>,
                                           affine_map<(i, j, k) -> (i, j)>],
                          iterator_types = ["parallel", "parallel", "reduction"],
                          kind = #vector.kind<add>}
        %ae, %be, %c : vector<2x64xi32>, vector<64x8xi32> into vector<2x8xi32>
    return %r : vector<2x8xi32>
  }
}

// -----

// Left to genx-legalize-vectors: K not a multiple of the depth, f32
// operands, an f16 accumulator (dpas accumulates in f32), N not a multiple
// of 8, A transposed, kind mul.

// CHECK-LABEL: func.func @not_dpas
// CHECK-COUNT-6: vector.contract
// CHECK-NOT: genx.dpas2
#a = affine_map<(i, j, k) -> (i, k)>
#b = affine_map<(i, j, k) -> (k, j)>
#c = affine_map<(i, j, k) -> (i, j)>
#at = affine_map<(i, j, k) -> (k, i)>
gpu.module @m {
  func.func @not_dpas(%h8: vector<8x8xf16>, %h88: vector<8x8xf16>,
                      %f: vector<8x16xf32>, %fb: vector<16x8xf32>,
                      %h: vector<8x16xf16>, %hb: vector<16x8xf16>,
                      %hb4: vector<16x4xf16>, %ht: vector<16x8xf16>,
                      %acc: vector<8x8xf32>, %acch: vector<8x8xf16>,
                      %acc4: vector<8x4xf32>)
      -> (vector<8x8xf32>, vector<8x8xf32>, vector<8x8xf16>, vector<8x4xf32>,
          vector<8x8xf32>, vector<8x8xf32>) {
    %0 = vector.contract {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>}
        %h8, %h88, %acc : vector<8x8xf16>, vector<8x8xf16> into vector<8x8xf32>
    %1 = vector.contract {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>}
        %f, %fb, %acc : vector<8x16xf32>, vector<16x8xf32> into vector<8x8xf32>
    %2 = vector.contract {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>}
        %h, %hb, %acch : vector<8x16xf16>, vector<16x8xf16> into vector<8x8xf16>
    %3 = vector.contract {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>}
        %h, %hb4, %acc4 : vector<8x16xf16>, vector<16x4xf16> into vector<8x4xf32>
    %4 = vector.contract {indexing_maps = [#at, #b, #c], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>}
        %ht, %hb, %acc : vector<16x8xf16>, vector<16x8xf16> into vector<8x8xf32>
    %5 = vector.contract {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<mul>}
        %h, %hb, %acc : vector<8x16xf16>, vector<16x8xf16> into vector<8x8xf32>
    return %0, %1, %2, %3, %4, %5 : vector<8x8xf32>, vector<8x8xf32>, vector<8x8xf16>, vector<8x4xf32>, vector<8x8xf32>, vector<8x8xf32>
  }
}

// -----

// Without the option, the device is the gpu.module's #genx.target.

// NODEVICE-LABEL: gpu.module @with_target
// NODEVICE: genx.dpas2
// CHECK-LABEL: gpu.module @with_target
// CHECK: genx.dpas2
gpu.module @with_target [#genx.target<"dg2">] {
  func.func @f(%a: vector<8x16xf16>, %b: vector<16x8xf16>,
               %c: vector<8x8xf32>) -> vector<8x8xf32> {
    %r = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>,
                                           affine_map<(i, j, k) -> (k, j)>,
                                           affine_map<(i, j, k) -> (i, j)>],
                          iterator_types = ["parallel", "parallel", "reduction"],
                          kind = #vector.kind<add>}
        %a, %b, %c : vector<8x16xf16>, vector<16x8xf16> into vector<8x8xf32>
    return %r : vector<8x8xf32>
  }
}
