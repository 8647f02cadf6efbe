// RUN: %genx-opt %s -split-input-file -verify-diagnostics -p 'builtin.module(genx-promote-private)' | FileCheck %s
// The limit is an option: with max-bytes=32, the 64-byte array of @scalar is
// refused and the 8-byte one of @in_loop kept.
// RUN: not %genx-opt %s -split-input-file -p 'builtin.module(genx-promote-private{max-bytes=32})' 2>&1 | FileCheck %s --check-prefix=LIMIT
// LIMIT-DAG: genx-promote-private.mlir:[[@LINE+28]]:8: error: private array 'memref<16xf32>' of 64 bytes is larger than the 32 bytes GenX keeps in registers; use workgroup memory or global memory for it, or raise genx-promote-private's max-bytes
// LIMIT-DAG: llvm.alloca %{{.*}} x vector<8xi8>

// A private array becomes one vector in an llvm.alloca slot: a store is a
// read of the whole vector, a wrregion at the element's byte offset (index
// times 4 for f32) and a write back; a load is an rdregion of it.

// CHECK-LABEL: func.func @scalar
// CHECK-SAME: (%[[I:.*]]: index, %[[X:.*]]: f32)
// CHECK-NOT: memref.alloca
// CHECK: %[[ONE:.*]] = llvm.mlir.constant(1 : i64) : i64
// CHECK: %[[SLOT:.*]] = llvm.alloca %[[ONE]] x vector<16xf32> : (i64) -> !llvm.ptr
// CHECK: %[[OLD:.*]] = llvm.load %[[SLOT]] : !llvm.ptr -> vector<16xf32>
// CHECK: %[[TRUE:.*]] = arith.constant true
// CHECK: %[[E:.*]] = arith.muli %[[I]], %{{.*}} : index
// CHECK: %[[L:.*]] = arith.addi %{{.*}}, %[[E]] : index
// CHECK: %[[C4:.*]] = arith.constant 4 : index
// CHECK: %[[B:.*]] = arith.muli %[[L]], %[[C4]] : index
// CHECK: %[[OFF:.*]] = arith.index_cast %[[B]] : index to i16
// CHECK: %[[NEW:.*]] = genx.wrregion %[[X]] into %[[OLD]][%[[OFF]]] <0, 1, 1> parent_width 0 mask %[[TRUE]] : f32, vector<16xf32>, i16, i1
// CHECK: llvm.store %[[NEW]], %[[SLOT]] : vector<16xf32>, !llvm.ptr
// CHECK: %[[C3:.*]] = arith.constant 3 : index
// CHECK: %[[CUR:.*]] = llvm.load %[[SLOT]] : !llvm.ptr -> vector<16xf32>
// CHECK: arith.muli %[[C3]]
// CHECK: %[[ROFF:.*]] = arith.index_cast %{{.*}} : index to i16
// CHECK: %[[Y:.*]] = genx.rdregion %[[CUR]][%[[ROFF]]] <0, 1, 1> parent_width 0 : vector<16xf32>, i16 -> f32
// CHECK: return %[[Y]] : f32
func.func @scalar(%i: index, %x: f32) -> f32 {
  %a = memref.alloca() : memref<16xf32>
  memref.store %x, %a[%i] : memref<16xf32>
  %c3 = arith.constant 3 : index
  %y = memref.load %a[%c3] : memref<16xf32>
  return %y : f32
}

// -----

// A 2-D array is one vector of all its elements; 1-D vector loads and stores
// are regions of their length at the row-major element offset (row stride
// 8); the dealloc goes.
// CHECK-LABEL: func.func @vector_access
// CHECK-SAME: (%[[I:.*]]: index, %[[V:.*]]: vector<4xi32>)
// CHECK: %[[SLOT:.*]] = llvm.alloca %{{.*}} x vector<32xi32> : (i64) -> !llvm.ptr
// CHECK: %[[OLD:.*]] = llvm.load %[[SLOT]] : !llvm.ptr -> vector<32xi32>
// CHECK: %[[C8:.*]] = arith.constant 8 : index
// CHECK: %[[ROW:.*]] = arith.muli %[[I]], %[[C8]] : index
// CHECK: %[[NEW:.*]] = genx.wrregion %[[V]] into %[[OLD]][%{{.*}}] <0, 4, 1> parent_width 0 mask %{{.*}} : vector<4xi32>, vector<32xi32>, i16, i1
// CHECK: llvm.store %[[NEW]], %[[SLOT]]
// CHECK: %[[CUR:.*]] = llvm.load %[[SLOT]] : !llvm.ptr -> vector<32xi32>
// CHECK: %[[W:.*]] = genx.rdregion %[[CUR]][%{{.*}}] <0, 4, 1> parent_width 0 : vector<32xi32>, i16 -> vector<4xi32>
// CHECK-NOT: memref.dealloc
// CHECK: return %[[W]]
func.func @vector_access(%i: index, %v: vector<4xi32>) -> vector<4xi32> {
  %a = memref.alloca() : memref<4x8xi32>
  %c2 = arith.constant 2 : index
  vector.store %v, %a[%i, %c2] : memref<4x8xi32>, vector<4xi32>
  %c0 = arith.constant 0 : index
  %w = vector.load %a[%c0, %i] : memref<4x8xi32>, vector<4xi32>
  memref.dealloc %a : memref<4x8xi32>
  return %w : vector<4xi32>
}

// -----

// An array allocated in a loop gets its slot at the function's entry.
// CHECK-LABEL: func.func @in_loop
// CHECK-NEXT: llvm.mlir.constant(1 : i64)
// CHECK-NEXT: llvm.alloca %{{.*}} x vector<8xi8>
// CHECK: scf.for
// CHECK: genx.wrregion %{{.*}} <0, 1, 1> parent_width 0 mask %{{.*}} : i8, vector<8xi8>, i16, i1
func.func @in_loop(%n: index, %x: i8) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %a = memref.alloca() : memref<8xi8>
    memref.store %x, %a[%c0] : memref<8xi8>
  }
  return
}

// -----

// A private attribution of a gpu.func: its slot is in the kernel, and the
// accesses (i16 elements: byte offset index * 2) go through it.
// CHECK-LABEL: gpu.func @attribution
// CHECK: %[[SLOT:.*]] = llvm.alloca %{{.*}} x vector<8xi16>
// CHECK: %[[C2:.*]] = arith.constant 2 : index
// CHECK: arith.muli %{{.*}}, %[[C2]] : index
// CHECK: genx.wrregion %{{.*}} into %{{.*}}[%{{.*}}] <0, 1, 1> parent_width 0 mask %{{.*}} : i16, vector<8xi16>, i16, i1
// CHECK: llvm.store %{{.*}}, %[[SLOT]]
// CHECK: %[[Y:.*]] = genx.rdregion %{{.*}} <0, 1, 1> parent_width 0 : vector<8xi16>, i16 -> i16
// CHECK: memref.store %[[Y]], %arg0
gpu.module @m {
  gpu.func @attribution(%o: memref<8xi16>)
      private(%p: memref<8xi16, #gpu.address_space<private>>) kernel {
    %c1 = arith.constant 1 : index
    %x = arith.constant 7 : i16
    memref.store %x, %p[%c1] : memref<8xi16, #gpu.address_space<private>>
    %y = memref.load %p[%c1] : memref<8xi16, #gpu.address_space<private>>
    memref.store %y, %o[%c1] : memref<8xi16>
    gpu.return
  }
}

// -----

// Workgroup memory is not private: left alone.
// CHECK-LABEL: func.func @workgroup
// CHECK: memref.alloca() : memref<16xf32, #gpu.address_space<workgroup>>
// CHECK-NOT: llvm.alloca
func.func @workgroup(%i: index) -> f32 {
  %a = memref.alloca() : memref<16xf32, #gpu.address_space<workgroup>>
  %y = memref.load %a[%i] : memref<16xf32, #gpu.address_space<workgroup>>
  return %y : f32
}

// -----

// Exactly max-bytes (256 x f32 = 1024 bytes) is kept.
// CHECK-LABEL: func.func @at_limit
// CHECK: llvm.alloca %{{.*}} x vector<256xf32>
func.func @at_limit() -> f32 {
  %a = memref.alloca() : memref<256xf32>
  %c0 = arith.constant 0 : index
  %y = memref.load %a[%c0] : memref<256xf32>
  return %y : f32
}

// -----

func.func @too_large() -> f32 {
  // expected-error @+1 {{private array 'memref<257xf32>' of 1028 bytes is larger than the 1024 bytes GenX keeps in registers; use workgroup memory or global memory for it, or raise genx-promote-private's max-bytes}}
  %a = memref.alloca() : memref<257xf32>
  %c0 = arith.constant 0 : index
  %y = memref.load %a[%c0] : memref<257xf32>
  return %y : f32
}

// -----

gpu.module @m {
  // expected-error @+1 {{private array 'memref<512xf32, #gpu.address_space<private>>' of 2048 bytes is larger than the 1024 bytes GenX keeps in registers}}
  gpu.func @large_attribution() private(%p: memref<512xf32, #gpu.address_space<private>>) kernel {
    gpu.return
  }
}

// -----

func.func @dynamic(%n: index) -> f32 {
  // expected-error @+1 {{private array 'memref<?xf32>' cannot live in registers: it needs a static shape and GenX elements (8 to 64 bits)}}
  %a = memref.alloca(%n) : memref<?xf32>
  %c0 = arith.constant 0 : index
  %y = memref.load %a[%c0] : memref<?xf32>
  return %y : f32
}

// -----

func.func @i1_elements() -> i1 {
  // expected-error @+1 {{private array 'memref<8xi1>' cannot live in registers: it needs a static shape and GenX elements (8 to 64 bits)}}
  %a = memref.alloca() : memref<8xi1>
  %c0 = arith.constant 0 : index
  %y = memref.load %a[%c0] : memref<8xi1>
  return %y : i1
}

// -----

func.func @index_elements() -> index {
  // expected-error @+1 {{private array 'memref<8xindex>' cannot live in registers}}
  %a = memref.alloca() : memref<8xindex>
  %c0 = arith.constant 0 : index
  %y = memref.load %a[%c0] : memref<8xindex>
  return %y : index
}

// -----

func.func private @use(memref<8xf32>)
func.func @passed_to_call() {
  %a = memref.alloca() : memref<8xf32>
  // expected-error @+1 {{'func.call' op uses a private array in a way GenX cannot keep in registers; access private arrays with memref.load/store and vector.load/store}}
  func.call @use(%a) : (memref<8xf32>) -> ()
  return
}

// -----

func.func @subview() -> f32 {
  %a = memref.alloca() : memref<8xf32>
  // expected-error @+1 {{'memref.subview' op uses a private array in a way GenX cannot keep in registers}}
  %s = memref.subview %a[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
  %c0 = arith.constant 0 : index
  %y = memref.load %s[%c0] : memref<4xf32, strided<[1], offset: 2>>
  return %y : f32
}

// -----

func.func @load_2d() -> vector<2x4xf32> {
  %a = memref.alloca() : memref<2x4xf32>
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{'vector.load' op uses a private array in a way GenX cannot keep in registers}}
  %y = vector.load %a[%c0, %c0] : memref<2x4xf32>, vector<2x4xf32>
  return %y : vector<2x4xf32>
}

// -----

func.func @store_2d(%v: vector<2x4xf32>) {
  %a = memref.alloca() : memref<2x4xf32>
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{'vector.store' op uses a private array in a way GenX cannot keep in registers}}
  vector.store %v, %a[%c0, %c0] : memref<2x4xf32>, vector<2x4xf32>
  return
}

// -----

// Reshapes of a private array keep its row-major order: an access through a
// collapse_shape (as the transfer flattening makes) or an expand_shape is an
// access of the same register bytes.
// CHECK-LABEL: func.func @through_reshapes
// CHECK-NOT: memref.collapse_shape
// CHECK-NOT: memref.expand_shape
// CHECK: genx.wrregion
// CHECK: genx.rdregion %{{.*}} <0, 8, 1> parent_width 0 : vector<32xf16>, i16 -> vector<8xf16>
// CHECK: genx.rdregion %{{.*}} <0, 32, 1> parent_width 0 : vector<32xf16>, i16 -> vector<32xf16>
func.func @through_reshapes(%v: vector<8xf16>, %r: index) -> (vector<8xf16>, vector<32xf16>) {
  %a = memref.alloca() : memref<4x8xf16>
  %c0 = arith.constant 0 : index
  vector.store %v, %a[%r, %c0] : memref<4x8xf16>, vector<8xf16>
  %e = memref.expand_shape %a [[0], [1, 2]] output_shape [4, 2, 4] : memref<4x8xf16> into memref<4x2x4xf16>
  %x = vector.load %e[%r, %c0, %c0] : memref<4x2x4xf16>, vector<8xf16>
  %f = memref.collapse_shape %a [[0, 1]] : memref<4x8xf16> into memref<32xf16>
  %all = vector.load %f[%c0] : memref<32xf16>, vector<32xf16>
  return %x, %all : vector<8xf16>, vector<32xf16>
}

// -----

// A constant global read in device code (a lookup table) becomes a private
// array holding its value, which then lives in registers: the table's
// vector is the constant written whole, a read at a run-time index an
// rdregion; a 2-D table goes through expand_shape. The globals go away.
// CHECK-LABEL: gpu.module @tables
// CHECK-NOT: memref.global
// CHECK: func.func @lookup
// CHECK-DAG: %[[SLOT:.*]] = llvm.alloca %{{.*}} x vector<4xi32>
// CHECK-DAG: %[[TABLE:.*]] = arith.constant dense<[7, -1, 42, 5]> : vector<4xi32>
// CHECK: genx.wrregion %[[TABLE]] into
// CHECK: genx.rdregion
// CHECK: arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00]> : vector<6xf32>
// CHECK: genx.rdregion
gpu.module @tables {
  memref.global "private" constant @codes : memref<4xi32> = dense<[7, -1, 42, 5]>
  memref.global "private" constant @grid : memref<2x3xf32> = dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]>
  func.func @lookup(%i: index, %j: index) -> (i32, f32) {
    %t = memref.get_global @codes : memref<4xi32>
    %v = memref.load %t[%i] : memref<4xi32>
    %g = memref.get_global @grid : memref<2x3xf32>
    %w = memref.load %g[%i, %j] : memref<2x3xf32>
    return %v, %w : i32, f32
  }
}

// -----

// A private global nothing reads (its read folded away as unused) goes away
// too: GenX has no global variables. A public one stays, for the legality
// check to refuse.
// CHECK-LABEL: gpu.module @unread_table
// CHECK-NOT: @unread
// CHECK: memref.global "public" constant @shared
// CHECK: func.func @nothing
gpu.module @unread_table {
  memref.global "private" constant @unread : memref<4xi32> = dense<[1, 2, 3, 4]>
  memref.global "public" constant @shared : memref<4xi32> = dense<[1, 2, 3, 4]>
  func.func @nothing(%i: index) -> index {
    return %i : index
  }
}

// -----

gpu.module @big_table {
  memref.global "private" constant @big : memref<512xf32> = dense<1.0>
  func.func @read(%i: index) -> f32 {
    // expected-error @+1 {{'memref.get_global' op reads the constant global @big of 2048 bytes; GenX has no global variables and keeps tables of up to 1024 bytes in registers: pass the table as a buffer argument}}
    %t = memref.get_global @big : memref<512xf32>
    %v = memref.load %t[%i] : memref<512xf32>
    return %v : f32
  }
}

// -----

// Packed lanes reading a table at their own positions (a vector.gather from
// it): one region with a start per lane (multi-indirect, <0, 1, 0>), the
// masked-off lanes reading element 0 and taking the pass-through.
// CHECK-LABEL: gpu.module @lane_tables
// CHECK: func.func @lanes
// CHECK-DAG: %[[SLOT:.*]] = llvm.alloca %{{.*}} x vector<4xi32>
// CHECK: %[[OFF:.*]] = arith.index_cast %{{.*}} : vector<8xindex> to vector<8xi16>
// CHECK: %[[BYTES:.*]] = arith.muli %[[OFF]], %{{.*}} : vector<8xi16>
// CHECK: %[[AT:.*]] = arith.addi %{{.*}}, %[[BYTES]] : vector<8xi16>
// CHECK: %[[SAFE:.*]] = arith.select %{{.*}}, %[[AT]], %{{.*}} : vector<8xi1>, vector<8xi16>
// CHECK: %[[VEC:.*]] = llvm.load %[[SLOT]]
// CHECK: %[[GOT:.*]] = genx.rdregion %[[VEC]][%[[SAFE]]] <0, 1, 0> parent_width 0 : vector<4xi32>, vector<8xi16> -> vector<8xi32>
// CHECK: arith.select %{{.*}}, %[[GOT]], %{{.*}} : vector<8xi1>, vector<8xi32>
gpu.module @lane_tables {
  memref.global "private" constant @codes : memref<4xi32> = dense<[7, -1, 42, 5]>
  func.func @lanes(%at: vector<8xindex>, %on: vector<8xi1>, %else: vector<8xi32>) -> vector<8xi32> {
    %c0 = arith.constant 0 : index
    %t = memref.get_global @codes : memref<4xi32>
    %v = vector.gather %t[%c0] [%at], %on, %else : memref<4xi32>, vector<8xindex>, vector<8xi1>, vector<8xi32> into vector<8xi32>
    return %v : vector<8xi32>
  }
}
