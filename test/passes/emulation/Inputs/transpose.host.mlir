// Host of the transpose differential test: 2 tiles of 8x8.
module {
  memref.global "public" @__genx_group_id : memref<3xi32> = dense<0>
  func.func @host_block_id_x() -> index {
    %ids = memref.get_global @__genx_group_id : memref<3xi32>
    %c0 = arith.constant 0 : index
    %g = memref.load %ids[%c0] : memref<3xi32>
    %i = arith.index_cast %g : i32 to index
    return %i : index
  }
  func.func @host_block_id_y() -> index {
    %ids = memref.get_global @__genx_group_id : memref<3xi32>
    %c1 = arith.constant 1 : index
    %g = memref.load %ids[%c1] : memref<3xi32>
    %i = arith.index_cast %g : i32 to index
    return %i : index
  }
  func.func @set_ids(%x: index, %y: index) {
    %ids = memref.get_global @__genx_group_id : memref<3xi32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %x32 = arith.index_cast %x : index to i32
    %y32 = arith.index_cast %y : index to i32
    memref.store %x32, %ids[%c0] : memref<3xi32>
    memref.store %y32, %ids[%c1] : memref<3xi32>
    return
  }
  func.func @pointer_i32(%m: memref<?xi32>) -> i64 {
    %p = memref.extract_aligned_pointer_as_index %m : memref<?xi32> -> index
    %i = arith.index_cast %p : index to i64
    return %i : i64
  }
  func.func @compare_i32(%x: memref<?xi32>, %y: memref<?xi32>, %n: index) {
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
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %n = arith.constant 128 : index
    %in = memref.alloc(%n) : memref<?xi32>
    %ref = memref.alloc(%n) : memref<?xi32>
    %out = memref.alloc(%n) : memref<?xi32>
    scf.for %i = %c0 to %n step %c1 {
      %v = arith.index_cast %i : index to i32
      %e = arith.addi %v, %v : i32
      memref.store %e, %in[%i] : memref<?xi32>
    }
    %pin = func.call @pointer_i32(%in) : (memref<?xi32>) -> i64
    %pout = func.call @pointer_i32(%out) : (memref<?xi32>) -> i64
    scf.for %g = %c0 to %c2 step %c1 {
      func.call @set_ids(%g, %c0) : (index, index) -> ()
      func.call @transpose_reference(%in, %ref) : (memref<?xi32>, memref<?xi32>) -> ()
      llvm.call @transpose(%pin, %pout) : (i64, i64) -> ()
    }
    func.call @compare_i32(%ref, %out, %n) : (memref<?xi32>, memref<?xi32>, index) -> ()
    %row = vector.load %out[%c0] : memref<?xi32>, vector<8xi32>
    vector.print %row : vector<8xi32>
    return
  }
}
