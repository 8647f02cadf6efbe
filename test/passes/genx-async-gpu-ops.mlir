// RUN: %genx-opt %s -p 'builtin.module(genx-async-gpu-ops)' | FileCheck %s

// Synchronous device allocation, copies, fill and deallocation get the
// asynchronous form between two waits; host_shared allocations, launches and
// ops that are asynchronous already stay as they are.
// CHECK-LABEL: func.func @sync_ops(
// CHECK-SAME: %[[HOST:.*]]: memref<?xf32>, %[[N:.*]]: index, %[[F:.*]]: f32)
// CHECK: %[[T0:.*]] = gpu.wait async
// CHECK-NEXT: %[[BUF:.*]], %[[A0:.*]] = gpu.alloc async [%[[T0]]] (%[[N]]) : memref<?xf32>
// CHECK-NEXT: gpu.wait [%[[A0]]]
// CHECK-NEXT: %[[SHARED:.*]] = gpu.alloc  host_shared (%[[N]]) : memref<?xf32>
// CHECK-NEXT: %[[T1:.*]] = gpu.wait async
// CHECK-NEXT: %[[A1:.*]] = gpu.memcpy async [%[[T1]]] %[[BUF]], %[[HOST]]
// CHECK-NEXT: gpu.wait [%[[A1]]]
// CHECK-NEXT: %[[T2:.*]] = gpu.wait async
// CHECK-NEXT: %[[A2:.*]] = gpu.memset async [%[[T2]]] %[[SHARED]], %[[F]]
// CHECK-NEXT: gpu.wait [%[[A2]]]
// CHECK-NEXT: %[[T3:.*]] = gpu.wait async
// CHECK-NEXT: %[[D:.*]] = gpu.dealloc async [%[[T3]]] %[[SHARED]]
// CHECK-NEXT: %[[T4:.*]] = gpu.wait async
// CHECK-NEXT: %[[A4:.*]] = gpu.dealloc async [%[[T4]]] %[[BUF]]
// CHECK-NEXT: gpu.wait [%[[A4]]]
// CHECK-NEXT: gpu.wait [%[[D]]]
// CHECK-NEXT: return
func.func @sync_ops(%host: memref<?xf32>, %n: index, %f: f32) {
  %buf = gpu.alloc (%n) : memref<?xf32>
  %shared = gpu.alloc host_shared (%n) : memref<?xf32>
  gpu.memcpy %buf, %host : memref<?xf32>, memref<?xf32>
  gpu.memset %shared, %f : memref<?xf32>, f32
  %t = gpu.wait async
  %d = gpu.dealloc async [%t] %shared : memref<?xf32>
  gpu.dealloc %buf : memref<?xf32>
  gpu.wait [%d]
  return
}
