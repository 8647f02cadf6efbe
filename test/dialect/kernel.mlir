// The kernel ABI, target and memory attributes round-trip.
// RUN: %genx-opt %s | %genx-opt | FileCheck %s
// RUN: %genx-opt %s --emit-bytecode | %genx-opt | FileCheck %s

// CHECK: module attributes {genx.kernel_order = [@minimal, @full], genx.memory = "surface", genx.target = #genx.target<"dg2">}
module attributes {genx.kernel_order = [@minimal, @full], genx.memory = "surface", genx.target = #genx.target<"dg2">} {
  // CHECK-LABEL: llvm.func @full
  // CHECK-SAME: genx.kernel = #genx.kernel<arg_kinds = [2, 0, 1], io_kinds = [1, 0, 2], arg_descs = ["buffer_t", "svmptr_t", "sampler_t"], slm_size = 4096, nbarrier_count = 2>
  llvm.func @full(%a: i32, %b: !llvm.ptr, %c: i32) attributes {
      genx.kernel = #genx.kernel<arg_kinds = [2, 0, 1], io_kinds = [1, 0, 2],
                                 arg_descs = ["buffer_t", "svmptr_t", "sampler_t"],
                                 slm_size = 4096, nbarrier_count = 2>} {
    llvm.return
  }

  // Argument kinds as IGC's own IR has them: an implicit-argument kind
  // (96, the private base) and a sampler kind on a vector (IGC's tests);
  // genx-verify-target refuses both for ocloc.
  // CHECK-LABEL: llvm.func @igc_internal
  // CHECK-SAME: genx.kernel = #genx.kernel<arg_kinds = [96, 1]>
  llvm.func @igc_internal(%a: i64, %b: vector<4xi32>) attributes {
      genx.kernel = #genx.kernel<arg_kinds = [96, 1]>} {
    llvm.return
  }

  // Every parameter has a default: no arguments, no SLM, no barriers.
  // CHECK-LABEL: llvm.func @minimal
  // CHECK-SAME: genx.kernel = #genx.kernel<>
  llvm.func @minimal() attributes {genx.kernel = #genx.kernel<>} {
    llvm.return
  }

  // A kernel genx-vectorize-work-items packed: 16 work items per thread.
  // CHECK-LABEL: llvm.func @packed
  // CHECK-SAME: genx.work_items_per_thread = 16 : i32
  llvm.func @packed() attributes {genx.kernel = #genx.kernel<>,
                                  genx.work_items_per_thread = 16 : i32} {
    llvm.return
  }

  // Packed 16 wide in x, each thread also running 4 work items of y.
  // CHECK-LABEL: llvm.func @packed_rows
  // CHECK-SAME: genx.rows_per_thread = 4 : i32
  // CHECK-SAME: genx.work_items_per_thread = 16 : i32
  llvm.func @packed_rows() attributes {genx.kernel = #genx.kernel<>,
                                       genx.rows_per_thread = 4 : i32,
                                       genx.work_items_per_thread = 16 : i32} {
    llvm.return
  }

  // Subroutines of a kernel module are internal.
  // CHECK-LABEL: llvm.func internal @helper
  llvm.func internal @helper(%x: vector<8xf32>) -> vector<8xf32> {
    llvm.return %x : vector<8xf32>
  }

  // Declarations (of intrinsics, or other externals) are allowed.
  // CHECK-LABEL: llvm.func @external_decl
  llvm.func @external_decl(i32) -> i32

  // The loop over the lanes of an atomic update of packed work items.
  // CHECK-LABEL: func.func @lane_atomics
  // CHECK: scf.for
  // CHECK: } {genx.lane_atomics}
  func.func @lane_atomics(%m: memref<16xi32>, %v: vector<16xi32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    scf.for %lane = %c0 to %c16 step %c1 {
      %x = vector.extract %v[%lane] : i32 from vector<16xi32>
      %old = memref.atomic_rmw addi %x, %m[%c0] : (i32, memref<16xi32>) -> i32
    } {genx.lane_atomics}
    return
  }
}
