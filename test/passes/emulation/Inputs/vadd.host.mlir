// Host of the vadd differential test: 4 work-groups of 16 elements.
module {
  memref.global "public" @__genx_group_id : memref<3xi32> = dense<0>
  func.func @host_block_id_x() -> index {
    %ids = memref.get_global @__genx_group_id : memref<3xi32>
    %c0 = arith.constant 0 : index
    %g = memref.load %ids[%c0] : memref<3xi32>
    %i = arith.index_cast %g : i32 to index
    return %i : index
  }
  func.func @pointer(%m: memref<?xi32>) -> i64 {
    %p = memref.extract_aligned_pointer_as_index %m : memref<?xi32> -> index
    %i = arith.index_cast %p : index to i64
    return %i : i64
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %n = arith.constant 64 : index
    %a = memref.alloc(%n) {alignment = 64 : i64} : memref<?xi32>
    %b = memref.alloc(%n) {alignment = 64 : i64} : memref<?xi32>
    %ref = memref.alloc(%n) {alignment = 64 : i64} : memref<?xi32>
    %out = memref.alloc(%n) {alignment = 64 : i64} : memref<?xi32>
    scf.for %i = %c0 to %n step %c1 {
      %v = arith.index_cast %i : index to i32
      %sq = arith.muli %v, %v : i32
      memref.store %v, %a[%i] : memref<?xi32>
      memref.store %sq, %b[%i] : memref<?xi32>
    }
    %ids = memref.get_global @__genx_group_id : memref<3xi32>
    %pa = func.call @pointer(%a) : (memref<?xi32>) -> i64
    %pb = func.call @pointer(%b) : (memref<?xi32>) -> i64
    %po = func.call @pointer(%out) : (memref<?xi32>) -> i64
    scf.for %g = %c0 to %c4 step %c1 {
      %g32 = arith.index_cast %g : index to i32
      memref.store %g32, %ids[%c0] : memref<3xi32>
      func.call @vadd_reference(%a, %b, %ref) : (memref<?xi32>, memref<?xi32>, memref<?xi32>) -> ()
      llvm.call @vadd(%pa, %pb, %po) : (i64, i64, i64) -> ()
    }
    func.call @compare(%ref, %out, %n) : (memref<?xi32>, memref<?xi32>, index) -> ()
    %tail = vector.load %out[%c0] : memref<?xi32>, vector<8xi32>
    vector.print %tail : vector<8xi32>
    return
  }
  func.func @compare(%x: memref<?xi32>, %y: memref<?xi32>, %n: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %zero = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %bad = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (i32) {
      %u = memref.load %x[%i] : memref<?xi32>
      %v = memref.load %y[%i] : memref<?xi32>
      %ne = arith.cmpi ne, %u, %v : i32
      %inc = arith.select %ne, %one, %zero : i32
      %next = arith.addi %acc, %inc : i32
      scf.yield %next : i32
    }
    vector.print str "mismatches: "
    vector.print %bad : i32
    return
  }
}
