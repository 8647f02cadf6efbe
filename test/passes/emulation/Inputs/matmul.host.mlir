// Host of the matmul differential test: 16x16 = (16x8) x (8x16), 2x2 tiles.
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
    %c2 = arith.constant 2 : index
    %m = arith.constant 16 : index
    %n = arith.constant 16 : index
    %k = arith.constant 8 : index
    %nab = arith.constant 128 : index
    %nc = arith.constant 256 : index
    %at = memref.alloc(%nab) : memref<?xf32>
    %b = memref.alloc(%nab) : memref<?xf32>
    %ref = memref.alloc(%nc) : memref<?xf32>
    %c = memref.alloc(%nc) : memref<?xf32>
    scf.for %i = %c0 to %nab step %c1 {
      %vi = arith.index_cast %i : index to i32
      %v = arith.sitofp %vi : i32 to f32
      %e = arith.addf %v, %v : f32
      memref.store %e, %at[%i] : memref<?xf32>
    }
    scf.for %i = %c0 to %nab step %c1 {
      %vi = arith.index_cast %i : index to i32
      %v = arith.sitofp %vi : i32 to f32
      %e = arith.subf %v, %v : f32
      %e2 = arith.addf %e, %v : f32
      memref.store %e2, %b[%i] : memref<?xf32>
    }
    %pat = func.call @pointer_f32(%at) : (memref<?xf32>) -> i64
    %pb = func.call @pointer_f32(%b) : (memref<?xf32>) -> i64
    %pc = func.call @pointer_f32(%c) : (memref<?xf32>) -> i64
    %m64 = arith.index_cast %m : index to i64
    %n64 = arith.index_cast %n : index to i64
    %k64 = arith.index_cast %k : index to i64
    scf.for %ty = %c0 to %c2 step %c1 {
      scf.for %tx = %c0 to %c2 step %c1 {
        func.call @set_ids(%tx, %ty) : (index, index) -> ()
        func.call @matmul_reference(%at, %b, %ref, %m, %n, %k) : (memref<?xf32>, memref<?xf32>, memref<?xf32>, index, index, index) -> ()
        llvm.call @matmul(%pat, %pb, %pc, %m64, %n64, %k64) : (i64, i64, i64, i64, i64, i64) -> ()
      }
    }
    func.call @compare_f32(%ref, %c, %nc) : (memref<?xf32>, memref<?xf32>, index) -> ()
    %row = vector.load %c[%c0] : memref<?xf32>, vector<2xf32>
    vector.print %row : vector<2xf32>
    return
  }
}
