// Host of the saxpy differential test: 4 work-groups of 16 floats.
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
  func.func @pointer_f32(%m: memref<?xf32>) -> i64 {
    %p = memref.extract_aligned_pointer_as_index %m : memref<?xf32> -> index
    %i = arith.index_cast %p : index to i64
    return %i : i64
  }
  func.func @compare_f32(%x: memref<?xf32>, %y: memref<?xf32>, %n: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %zero = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %bad = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (i32) {
      %u = memref.load %x[%i] : memref<?xf32>
      %v = memref.load %y[%i] : memref<?xf32>
      %ne = arith.cmpf une, %u, %v : f32
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
    %c4 = arith.constant 4 : index
    %n = arith.constant 64 : index
    %alpha = arith.constant 1.5 : f32
    %x = memref.alloc(%n) {alignment = 64 : i64} : memref<?xf32>
    %yref = memref.alloc(%n) {alignment = 64 : i64} : memref<?xf32>
    %y = memref.alloc(%n) {alignment = 64 : i64} : memref<?xf32>
    scf.for %i = %c0 to %n step %c1 {
      %vi = arith.index_cast %i : index to i32
      %v = arith.sitofp %vi : i32 to f32
      %e = arith.mulf %v, %v : f32
      memref.store %e, %x[%i] : memref<?xf32>
    }
    scf.for %i = %c0 to %n step %c1 {
      %vi = arith.index_cast %i : index to i32
      %v = arith.sitofp %vi : i32 to f32
      %e = arith.negf %v : f32
      memref.store %e, %yref[%i] : memref<?xf32>
    }
    scf.for %i = %c0 to %n step %c1 {
      %vi = arith.index_cast %i : index to i32
      %v = arith.sitofp %vi : i32 to f32
      %e = arith.negf %v : f32
      memref.store %e, %y[%i] : memref<?xf32>
    }
    %px = func.call @pointer_f32(%x) : (memref<?xf32>) -> i64
    %py = func.call @pointer_f32(%y) : (memref<?xf32>) -> i64
    scf.for %g = %c0 to %c4 step %c1 {
      func.call @set_ids(%g, %c0) : (index, index) -> ()
      func.call @saxpy_reference(%alpha, %x, %yref) : (f32, memref<?xf32>, memref<?xf32>) -> ()
      llvm.call @saxpy(%alpha, %px, %py) : (f32, i64, i64) -> ()
    }
    func.call @compare_f32(%yref, %y, %n) : (memref<?xf32>, memref<?xf32>, index) -> ()
    %head = vector.load %y[%c0] : memref<?xf32>, vector<4xf32>
    vector.print %head : vector<4xf32>
    return
  }
}
