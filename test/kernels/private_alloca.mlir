// Private arrays indexed dynamically: each of 4 threads copies its row of 8
// i32 into a memref.alloca, insertion-sorts it in place (scalar loads and
// stores at data-dependent indices), and writes it back; it also keeps a
// running prefix-maximum table in a private attribution of the gpu.func
// (memref<8xf32, #gpu.address_space<private>>) and reads it back at the
// index given by its row's smallest element mod 8.
// RUN: %kernel-reference %s > %t.ref.out
// RUN: FileCheck %s --input-file=%t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
// TOLERANCE: 0
// Hand-computed: row t = (37 (8 t + j) mod 19) - 9: row 0 = -9, 9, 8, 7, 6, 5,
// 4, 3 -> sorted -9, 3, 4, 5, 6, 7, 8, 9; its min -9 mod 8 (remui of the
// i32 bits 4294967287) = 7: prefix max at 7 = 9.
// CHECK: sorted: ( -9, 3, 4, 5, 6, 7, 8, 9 )
// CHECK: sorted: ( -2, -1, 0, 1, 2, 3, 4, 5 )
// CHECK-NEXT: picked: ( 9, 2, 9, 5 )

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @sort_rows(%m: memref<4x8xi32>, %picked: memref<4xf32>)
        private(%pm: memref<8xf32, #gpu.address_space<private>>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %t = gpu.thread_id x
      %a = memref.alloca() : memref<8xi32>
      scf.for %j = %c0 to %c8 step %c1 {
        %v = memref.load %m[%t, %j] : memref<4x8xi32>
        memref.store %v, %a[%j] : memref<8xi32>
      }
      // insertion sort
      scf.for %i = %c1 to %c8 step %c1 {
        %key = memref.load %a[%i] : memref<8xi32>
        %pos = scf.while (%k = %i) : (index) -> index {
          %gt0 = arith.cmpi ugt, %k, %c0 : index
          %cont = scf.if %gt0 -> (i1) {
            %km1 = arith.subi %k, %c1 : index
            %prev = memref.load %a[%km1] : memref<8xi32>
            %bigger = arith.cmpi sgt, %prev, %key : i32
            scf.yield %bigger : i1
          } else {
            %false = arith.constant false
            scf.yield %false : i1
          }
          scf.condition(%cont) %k : index
        } do {
        ^bb0(%k: index):
          %km1 = arith.subi %k, %c1 : index
          %prev = memref.load %a[%km1] : memref<8xi32>
          memref.store %prev, %a[%k] : memref<8xi32>
          scf.yield %km1 : index
        }
        memref.store %key, %a[%pos] : memref<8xi32>
      }
      // prefix maximum of the original row, as f32, in the private attribution
      %ninf = arith.constant 0xFF800000 : f32
      %last = scf.for %j = %c0 to %c8 step %c1 iter_args(%mx = %ninf) -> (f32) {
        %v = memref.load %m[%t, %j] : memref<4x8xi32>
        %vf = arith.sitofp %v : i32 to f32
        %n = arith.maximumf %mx, %vf : f32
        memref.store %n, %pm[%j] : memref<8xf32, #gpu.address_space<private>>
        scf.yield %n : f32
      }
      scf.for %j = %c0 to %c8 step %c1 {
        %v = memref.load %a[%j] : memref<8xi32>
        memref.store %v, %m[%t, %j] : memref<4x8xi32>
      }
      %min = memref.load %a[%c0] : memref<8xi32>
      %eight = arith.constant 8 : i32
      %k = arith.remui %min, %eight : i32
      %ki = arith.index_cast %k : i32 to index
      %p = memref.load %pm[%ki] : memref<8xf32, #gpu.address_space<private>>
      memref.store %p, %picked[%t] : memref<4xf32>
      gpu.return
    }
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c9 = arith.constant 9 : index
    %c19 = arith.constant 19 : index
    %c37 = arith.constant 37 : index
    %m = memref.alloc() : memref<4x8xi32>
    scf.for %t = %c0 to %c4 step %c1 {
      scf.for %j = %c0 to %c8 step %c1 {
        %r = arith.muli %t, %c8 : index
        %i = arith.addi %r, %j : index
        %p = arith.muli %i, %c37 : index
        %q = arith.remui %p, %c19 : index
        %qi = arith.index_cast %q : index to i32
        %nine = arith.constant 9 : i32
        %v = arith.subi %qi, %nine : i32
        memref.store %v, %m[%t, %j] : memref<4x8xi32>
      }
    }
    %picked = memref.alloc() : memref<4xf32>
    gpu.launch_func @kernels::@sort_rows blocks in (%c1, %c1, %c1) threads in (%c4, %c1, %c1)
        args(%m : memref<4x8xi32>, %picked : memref<4xf32>)
    scf.for %t = %c0 to %c4 step %c1 {
      %v = vector.load %m[%t, %c0] : memref<4x8xi32>, vector<8xi32>
      vector.print str "sorted: "
      vector.print %v : vector<8xi32>
    }
    %p = vector.load %picked[%c0] : memref<4xf32>, vector<4xf32>
    vector.print str "picked: "
    vector.print %p : vector<4xf32>
    return
  }
}
