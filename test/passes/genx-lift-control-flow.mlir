// RUN: %genx-opt %s -split-input-file -p 'builtin.module(gpu.module(gpu.func(genx-lift-control-flow)), func.func(genx-lift-control-flow))' | FileCheck %s

// A bounds check written with blocks becomes an scf.if.
// CHECK-LABEL: gpu.func @branches
// CHECK: %[[IN:.*]] = arith.cmpi ult
// CHECK: scf.if %[[IN]] {
// CHECK: memref.store
// CHECK: }
// CHECK: gpu.return
// CHECK-NOT: {{ cf\.}}
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @branches(%out: memref<?xf32>, %x: f32, %n: index) kernel {
      %i = gpu.global_id x
      %in = arith.cmpi ult, %i, %n : index
      cf.cond_br %in, ^body, ^exit
    ^body:
      memref.store %x, %out[%i] : memref<?xf32>
      cf.br ^exit
    ^exit:
      gpu.return
    }
  }
}

// -----

// A loop of branches becomes an scf.while (a do-while of the body).
// CHECK-LABEL: gpu.func @loop
// CHECK: scf.while
// CHECK: scf.condition
// CHECK-NOT: {{ cf\.}}
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @loop(%out: memref<?xi32>, %n: i32) kernel {
      %c0 = arith.constant 0 : i32
      %c1 = arith.constant 1 : i32
      %i = gpu.global_id x
      cf.br ^head(%c0 : i32)
    ^head(%k: i32):
      %more = arith.cmpi slt, %k, %n : i32
      cf.cond_br %more, ^step, ^done
    ^step:
      %next = arith.addi %k, %c1 : i32
      cf.br ^head(%next : i32)
    ^done:
      memref.store %k, %out[%i] : memref<?xi32>
      gpu.return
    }
  }
}

// -----

// func.func kernels too; single-block functions are left alone.
// CHECK-LABEL: func.func @host_style
// CHECK: scf.if
// CHECK-NOT: {{ cf\.}}
// CHECK-LABEL: func.func @straight
// CHECK-NEXT: return
func.func @host_style(%m: memref<4xf32>, %c: i1, %x: f32) {
  %c0 = arith.constant 0 : index
  cf.cond_br %c, ^a, ^b
^a:
  memref.store %x, %m[%c0] : memref<4xf32>
  cf.br ^b
^b:
  return
}
func.func @straight() {
  return
}
