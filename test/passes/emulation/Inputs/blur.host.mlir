// Host of the blur differential test: a 32x2 image, 2x2 work-groups.
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
    %width = arith.constant 32 : index
    // (32 + 2) x (2 + 2) inputs, plus slack for the 24-wide row reads.
    %nin = arith.constant 160 : index
    %nout = arith.constant 64 : index
    %in = memref.alloc(%nin) : memref<?xf32>
    %ref = memref.alloc(%nout) : memref<?xf32>
    %out = memref.alloc(%nout) : memref<?xf32>
    scf.for %i = %c0 to %nin step %c1 {
      %vi = arith.index_cast %i : index to i32
      %v = arith.sitofp %vi : i32 to f32
      %e = arith.mulf %v, %v : f32
      memref.store %e, %in[%i] : memref<?xf32>
    }
    %pin = func.call @pointer_f32(%in) : (memref<?xf32>) -> i64
    %pout = func.call @pointer_f32(%out) : (memref<?xf32>) -> i64
    %w64 = arith.index_cast %width : index to i64
    scf.for %gy = %c0 to %c2 step %c1 {
      scf.for %gx = %c0 to %c2 step %c1 {
        func.call @set_ids(%gx, %gy) : (index, index) -> ()
        func.call @blur_reference(%in, %ref, %width) : (memref<?xf32>, memref<?xf32>, index) -> ()
        llvm.call @blur(%pin, %pout, %w64) : (i64, i64, i64) -> ()
      }
    }
    func.call @compare_f32(%ref, %out, %nout) : (memref<?xf32>, memref<?xf32>, index) -> ()
    %row = vector.load %out[%c0] : memref<?xf32>, vector<2xf32>
    vector.print %row : vector<2xf32>
    return
  }
}
