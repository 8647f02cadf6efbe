// RUN: %genx-opt %s -split-input-file -p 'builtin.module(genx-vectorize-work-items)' | FileCheck %s
// RUN: %genx-opt %s -split-input-file -p 'builtin.module(genx-vectorize-work-items{width=8})' | FileCheck %s --check-prefix=W8
// RUN: %genx-opt %s -split-input-file -p 'builtin.module(genx-vectorize-work-items{pack-unknown-groups=false})' | FileCheck %s --check-prefix=UNPACKED
// RUN: %genx-opt %s -split-input-file -p 'builtin.module(genx-vectorize-work-items{wide-ids=true})' | FileCheck %s --check-prefix=WIDE
// RUN: %genx-opt %s -split-input-file -p 'builtin.module(genx-vectorize-work-items{width=64})' | FileCheck %s --check-prefix=W64
// RUN: %genx-opt %s -split-input-file -p 'builtin.module(genx-vectorize-work-items{width=128})' | FileCheck %s --check-prefix=W128

// Consecutive work items read and write consecutive elements: one vector
// load per operand and one store, from the lane-0 index (computed in 32
// bits, in 64 with wide-ids); the launch starts 1/32 as many threads.
// CHECK-LABEL: gpu.func @vadd
// CHECK-SAME: genx.work_items_per_thread = 32 : i32, known_block_size = array<i32: 4, 1, 1>
// CHECK: %[[STEP:.*]] = vector.step : vector<32xindex>
// CHECK: %[[T:.*]] = gpu.thread_id x
// CHECK: %[[T32:.*]] = arith.index_castui %[[T]] : index to i32
// CHECK: %[[FIRST32:.*]] = arith.muli %[[T32]], %c32{{.*}} : i32
// CHECK: %[[FIRST:.*]] = arith.index_castui %[[FIRST32]] : i32 to index
// CHECK: %[[A:.*]] = vector.load %{{.*}}[%[[FIRST]]] : memref<?xf32>, vector<32xf32>
// CHECK: %[[B:.*]] = vector.load %{{.*}}[%[[FIRST]]] : memref<?xf32>, vector<32xf32>
// CHECK: %[[S:.*]] = arith.addf %[[A]], %[[B]] : vector<32xf32>
// CHECK: vector.store %[[S]], %{{.*}}[%[[FIRST]]] : memref<?xf32>, vector<32xf32>
// CHECK: func.func @host
// CHECK: %[[FOUR:.*]] = arith.constant 4 : index
// CHECK: gpu.launch_func @kernels::@vadd blocks in (%{{.*}}, %{{.*}}, %{{.*}}) threads in (%[[FOUR]],
// W8-LABEL: gpu.func @vadd
// W8-SAME: genx.work_items_per_thread = 8 : i32, known_block_size = array<i32: 16, 1, 1>
// W8: vector.load {{.*}} vector<8xf32>
// WIDE-LABEL: gpu.func @vadd
// WIDE: %[[T:.*]] = gpu.thread_id x
// WIDE: %[[FIRST:.*]] = arith.muli %[[T]], %c32 : index
// WIDE: vector.load %{{.*}}[%[[FIRST]]] : memref<?xf32>, vector<32xf32>
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @vadd(%a: memref<?xf32>, %b: memref<?xf32>, %c: memref<?xf32>) kernel {
      %t = gpu.thread_id x
      %x = memref.load %a[%t] : memref<?xf32>
      %y = memref.load %b[%t] : memref<?xf32>
      %s = arith.addf %x, %y : f32
      memref.store %s, %c[%t] : memref<?xf32>
      gpu.return
    }
  }
  func.func @host(%a: memref<?xf32>, %b: memref<?xf32>, %c: memref<?xf32>) {
    %c1 = arith.constant 1 : index
    %c128 = arith.constant 128 : index
    gpu.launch_func @kernels::@vadd blocks in (%c1, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%a : memref<?xf32>, %b : memref<?xf32>, %c : memref<?xf32>)
    return
  }
}

// -----

// A bounds check on a lane value masks the accesses under it; an if/else on
// a lane value runs both sides and selects; a division in the lanes a side
// excludes divides by 1; an access with a lane stride of 2 is a gather,
// and a store to one address from some lanes a scatter. global_id x counts
// from the group's first thread.
// CHECK-LABEL: gpu.func @masked
// CHECK-SAME: genx.work_items_per_thread = 16 : i32, known_block_size = array<i32: 3, 1, 1>
// CHECK: %[[STEP:.*]] = vector.step : vector<16xindex>
// CHECK: %[[T:.*]] = gpu.thread_id x
// CHECK: %[[T32:.*]] = arith.index_castui %[[T]] : index to i32
// CHECK: %[[G:.*]] = gpu.block_id x
// CHECK: %[[G32:.*]] = arith.index_castui %[[G]] : index to i32
// CHECK: %[[D:.*]] = gpu.block_dim x
// CHECK: %[[D32:.*]] = arith.index_castui %[[D]] : index to i32
// CHECK: %[[GT:.*]] = arith.muli %[[G32]], %[[D32]] : i32
// CHECK: %[[TH:.*]] = arith.addi %[[GT]], %[[T32]] : i32
// CHECK: %[[FIRST32:.*]] = arith.muli %[[TH]], %c16{{.*}} : i32
// CHECK: %[[FIRST:.*]] = arith.index_castui %[[FIRST32]] : i32 to index
// CHECK: %[[NC:.*]] = arith.minui %{{.*}}, %c4294967295 : index
// CHECK: %[[END:.*]] = arith.index_castui %[[NC]] : index to i32
// CHECK: %[[REST:.*]] = arith.subi %[[END]], %[[FIRST32]] : i32
// CHECK: %[[MOST:.*]] = arith.minui %[[REST]], %c16{{.*}} : i32
// CHECK: %[[ANY:.*]] = arith.cmpi ugt, %[[END]], %[[FIRST32]] : i32
// CHECK: %[[COUNT32:.*]] = arith.select %[[ANY]], %[[MOST]], %c0{{.*}} : i32
// CHECK: %[[COUNT:.*]] = arith.index_castui %[[COUNT32]] : i32 to index
// CHECK: %[[IN:.*]] = vector.create_mask %[[COUNT]] : vector<16xi1>
// CHECK: %[[V:.*]] = vector.maskedload %{{.*}}[%[[FIRST]]], %[[IN]], %{{.*}} : memref<?xi32>, vector<16xi1>, vector<16xi32> into vector<16xi32>
// CHECK: %[[TWICE:.*]] = arith.muli %{{.*}}, %{{.*}} : vector<16xindex>
// CHECK: %[[W:.*]] = vector.gather %{{.*}}[%c0{{.*}}] [%[[TWICE]]], %[[IN]], %{{.*}} : memref<?xi32>, vector<16xindex>, vector<16xi1>, vector<16xi32> into vector<16xi32>
// CHECK: %[[NEG:.*]] = arith.cmpi slt, %[[V]], %{{.*}} : vector<16xi32>
// CHECK: %[[THEN:.*]] = arith.andi %[[IN]], %[[NEG]] : vector<16xi1>
// CHECK: %[[SAFE:.*]] = arith.select %[[THEN]], %[[V]], %{{.*}} : vector<16xi1>, vector<16xi32>
// CHECK: %[[Q:.*]] = arith.divsi %[[W]], %[[SAFE]] : vector<16xi32>
// CHECK: %[[NOT:.*]] = arith.xori %[[NEG]], %{{.*}} : vector<16xi1>
// CHECK: %[[ELSE:.*]] = arith.andi %[[IN]], %[[NOT]] : vector<16xi1>
// CHECK: %[[P:.*]] = arith.addi %[[W]], %[[V]] : vector<16xi32>
// CHECK: %[[R:.*]] = arith.select %[[NEG]], %[[Q]], %[[P]] : vector<16xi1>, vector<16xi32>
// CHECK: vector.maskedstore %{{.*}}[%[[FIRST]]], %[[IN]], %[[R]] : memref<?xi32>, vector<16xi1>, vector<16xi32>
// CHECK: %[[D:.*]] = arith.subi %{{.*}}, %[[FIRST32]] : i32
// CHECK: %[[AT:.*]] = vector.broadcast %[[D]] : i32 to vector<16xi32>
// CHECK: %[[ZERO:.*]] = arith.cmpi eq, %{{.*}}, %[[AT]] : vector<16xi32>
// CHECK: %[[ONLY:.*]] = arith.andi %[[IN]], %[[ZERO]] : vector<16xi1>
// CHECK: vector.scatter %{{.*}}[%c0{{.*}}] [%{{.*}}], %[[ONLY]], %{{.*}} : memref<?xi32>, vector<16xindex>, vector<16xi1>, vector<16xi32>
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @masked(%a: memref<?xi32>, %out: memref<?xi32>, %n: index) kernel
        attributes {known_block_size = array<i32: 48, 1, 1>} {
      %i = gpu.global_id x
      %c0 = arith.constant 0 : index
      %c2 = arith.constant 2 : index
      %z = arith.constant 0 : i32
      %in = arith.cmpi ult, %i, %n : index
      scf.if %in {
        %v = memref.load %a[%i] : memref<?xi32>
        %i2 = arith.muli %i, %c2 : index
        %w = memref.load %a[%i2] : memref<?xi32>
        %neg = arith.cmpi slt, %v, %z : i32
        %r = scf.if %neg -> (i32) {
          %q = arith.divsi %w, %v : i32
          scf.yield %q : i32
        } else {
          %p = arith.addi %w, %v : i32
          scf.yield %p : i32
        }
        memref.store %r, %out[%i] : memref<?xi32>
        %first = arith.cmpi eq, %i, %c0 : index
        scf.if %first {
          memref.store %v, %out[%c0] : memref<?xi32>
        }
      }
      gpu.return
    }
  }
}

// -----

// An unsigned division by a value the lanes share, under a lane branch: the
// lanes the branch excludes must not divide by a zero %d (when no lane is in
// range). %d is 0 only where no lane divides (one that did would trap), so
// it divides by 1 there, and the divisor stays one broadcast scalar (whose
// range is checked once, not per lane).
// CHECK-LABEL: gpu.func @shared_divisor
// CHECK: %[[IN:.*]] = vector.create_mask %{{.*}} : vector<16xi1>
// CHECK: %[[ZERO:.*]] = arith.cmpi eq, %arg2, %{{.*}} : i32
// CHECK: %[[SAFE:.*]] = arith.select %[[ZERO]], %{{.*}}, %arg2 : i32
// CHECK: %[[SAFES:.*]] = vector.broadcast %[[SAFE]] : i32 to vector<16xi32>
// CHECK: %[[Q:.*]] = arith.divui %{{.*}}, %[[SAFES]] : vector<16xi32>
// CHECK: vector.maskedstore %{{.*}}, %[[IN]], %[[Q]]
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @shared_divisor(%out: memref<?xi32>, %n: index, %d: i32) kernel
        attributes {known_block_size = array<i32: 16, 1, 1>} {
      %i = gpu.thread_id x
      %in = arith.cmpi ult, %i, %n : index
      scf.if %in {
        %c1000 = arith.constant 1000 : i32
        %q = arith.divui %c1000, %d : i32
        memref.store %q, %out[%i] : memref<?xi32>
      }
      gpu.return
    }
  }
}

// -----

// A signed one too, where a shared -1 stays -1 (the lanes that divide need
// it) and an excluded lane, whose dividend may be INT_MIN, divides 0: the
// divisor stays one broadcast scalar.
// CHECK-LABEL: gpu.func @shared_signed_divisor
// CHECK: %[[IN:.*]] = vector.create_mask %{{.*}} : vector<16xi1>
// CHECK: %[[N:.*]] = arith.select %[[IN]], %{{.*}}, %{{.*}} : vector<16xi1>, vector<16xi32>
// CHECK: %[[ZERO:.*]] = arith.cmpi eq, %arg2, %{{.*}} : i32
// CHECK: %[[SAFE:.*]] = arith.select %[[ZERO]], %{{.*}}, %arg2 : i32
// CHECK: %[[SAFES:.*]] = vector.broadcast %[[SAFE]] : i32 to vector<16xi32>
// CHECK: arith.divsi %[[N]], %[[SAFES]] : vector<16xi32>
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @shared_signed_divisor(%out: memref<?xi32>, %n: index, %d: i32) kernel
        attributes {known_block_size = array<i32: 16, 1, 1>} {
      %i = gpu.thread_id x
      %in = arith.cmpi ult, %i, %n : index
      scf.if %in {
        %c1000 = arith.constant 1000 : i32
        %q = arith.divsi %c1000, %d : i32
        memref.store %q, %out[%i] : memref<?xi32>
      }
      gpu.return
    }
  }
}

// -----

// A remainder is no safer than a quotient (upstream calls it speculatable,
// but a zero divisor traps on the host and is undefined in LLVM IR).
// CHECK-LABEL: gpu.func @lane_remainder
// CHECK: %[[IN:.*]] = vector.create_mask %{{.*}} : vector<16xi1>
// CHECK: %[[D:.*]] = vector.maskedload %{{.*}}, %[[IN]], %{{.*}} : memref<?xi32>, vector<16xi1>, vector<16xi32> into vector<16xi32>
// CHECK: %[[SAFE:.*]] = arith.select %[[IN]], %[[D]], %{{.*}} : vector<16xi1>, vector<16xi32>
// CHECK: arith.remsi %{{.*}}, %[[SAFE]] : vector<16xi32>
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @lane_remainder(%div: memref<?xi32>, %out: memref<?xi32>, %n: index) kernel
        attributes {known_block_size = array<i32: 16, 1, 1>} {
      %i = gpu.thread_id x
      %in = arith.cmpi ult, %i, %n : index
      scf.if %in {
        %d = memref.load %div[%i] : memref<?xi32>
        %c1000 = arith.constant 1000 : i32
        %r = arith.remsi %c1000, %d : i32
        memref.store %r, %out[%i] : memref<?xi32>
      }
      gpu.return
    }
  }
}

// -----

// Rows of a view (a strided layout) that depend on the lane: each index
// times its stride, the dynamic ones from the view's metadata.
// CHECK-LABEL: gpu.func @view_rows
// CHECK-SAME: genx.work_items_per_thread = 8 : i32
// CHECK: %[[VIEW:.*]] = memref.reinterpret_cast
// CHECK: %{{.*}}, %{{.*}}, %{{.*}}:2, %[[STRIDES:.*]]:2 = memref.extract_strided_metadata %[[VIEW]] : memref<8x2xf32, strided<[?, 1]>>
// CHECK: %[[STRIDE:.*]] = vector.broadcast %[[STRIDES]]#0 : index to vector<8xindex>
// CHECK: %[[ROWS:.*]] = arith.muli %{{.*}}, %[[STRIDE]] : vector<8xindex>
// CHECK: %[[AT:.*]] = arith.addi %{{.*}}, %[[ROWS]] : vector<8xindex>
// CHECK: vector.gather %[[VIEW]][%c0{{.*}}, %c0{{.*}}] [%[[AT]]]
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @view_rows(%a: memref<?xf32>, %b: memref<8xf32>, %s: index) kernel
        attributes {known_block_size = array<i32: 8, 1, 1>} {
      %c0 = arith.constant 0 : index
      %v = memref.reinterpret_cast %a to offset: [0], sizes: [8, 2], strides: [%s, 1]
          : memref<?xf32> to memref<8x2xf32, strided<[?, 1]>>
      %i = gpu.thread_id x
      %x = memref.load %v[%i, %c0] : memref<8x2xf32, strided<[?, 1]>>
      memref.store %x, %b[%i] : memref<8xf32>
      gpu.return
    }
  }
}

// -----

// A loop with bounds the lanes share stays a loop; the sum it carries per
// lane becomes a vector. Outer indices that depend on the lane address the
// rows in row-major order.
// CHECK-LABEL: gpu.func @rows
// CHECK: %[[INIT:.*]] = vector.broadcast %{{.*}} : f32 to vector<8xf32>
// CHECK: %[[SUM:.*]] = scf.for %[[K:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[ACC:.*]] = %[[INIT]]) -> (vector<8xf32>) {
// CHECK: %[[KV:.*]] = vector.broadcast %[[K]] : index to vector<8xindex>
// CHECK: %[[ROWS:.*]] = arith.muli %{{.*}}, %{{.*}} : vector<8xindex>
// CHECK: %[[AT:.*]] = arith.addi %[[KV]], %[[ROWS]] : vector<8xindex>
// CHECK: %[[X:.*]] = vector.gather %{{.*}}[%c0{{.*}}, %c0{{.*}}] [%[[AT]]], %{{.*}}, %{{.*}} : memref<8x?xf32>
// CHECK: %[[NEXT:.*]] = arith.addf %[[ACC]], %[[X]] : vector<8xf32>
// CHECK: scf.yield %[[NEXT]] : vector<8xf32>
// CHECK: vector.store %[[SUM]], %{{.*}}[%{{.*}}] : memref<8xf32>, vector<8xf32>
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @rows(%m: memref<8x?xf32>, %sums: memref<8xf32>) kernel
        attributes {known_block_size = array<i32: 8, 1, 1>} {
      %r = gpu.thread_id x
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %zero = arith.constant 0.0 : f32
      %cols = memref.dim %m, %c1 : memref<8x?xf32>
      %sum = scf.for %k = %c0 to %cols step %c1 iter_args(%acc = %zero) -> (f32) {
        %x = memref.load %m[%r, %k] : memref<8x?xf32>
        %next = arith.addf %acc, %x : f32
        scf.yield %next : f32
      }
      memref.store %sum, %sums[%r] : memref<8xf32>
      gpu.return
    }
  }
}

// -----

// Workgroup memory stays shared by the group; a barrier all lanes reach
// stays a barrier (of 2 threads of 32 lanes instead of 64 threads). A
// branch on `t < 32` holds in all 32 lanes of a thread or in none (lane 0's
// id and the bound are multiples of 32): a branch of the thread on lane 0's
// id, with unmasked accesses. A branch on `t < 16` masks the workgroup
// accesses under it.
// CHECK-LABEL: gpu.func @tree
// CHECK-SAME: workgroup(%[[PART:.*]] : memref<64xf32, #gpu.address_space<workgroup>>)
// CHECK-SAME: genx.work_items_per_thread = 32 : i32
// CHECK-SAME: known_block_size = array<i32: 2, 1, 1>
// CHECK: %[[FIRST:.*]] = arith.index_castui %{{.*}} : i32 to index
// CHECK: %[[X:.*]] = vector.load %{{.*}}[%{{.*}}] : memref<?xf32>, vector<32xf32>
// CHECK: vector.store %[[X]], %[[PART]][%[[FIRST]]] : memref<64xf32, #gpu.address_space<workgroup>>, vector<32xf32>
// CHECK: gpu.barrier
// CHECK: %[[WHOLE:.*]] = arith.cmpi ult, %[[FIRST]], %{{.*}} : index
// CHECK: scf.if %[[WHOLE]] {
// CHECK: vector.load %[[PART]][%[[FIRST]]] : memref<64xf32, #gpu.address_space<workgroup>>, vector<32xf32>
// CHECK: vector.load %[[PART]][%{{.*}}] : memref<64xf32, #gpu.address_space<workgroup>>, vector<32xf32>
// CHECK: vector.store %{{.*}}, %[[PART]][%[[FIRST]]] : memref<64xf32, #gpu.address_space<workgroup>>, vector<32xf32>
// CHECK: }
// CHECK: gpu.barrier
// CHECK: %[[LOW:.*]] = vector.create_mask %{{.*}} : vector<32xi1>
// CHECK: vector.maskedload %[[PART]][%[[FIRST]]], %[[LOW]]
// CHECK: vector.maskedload %[[PART]][%{{.*}}], %[[LOW]]
// CHECK: vector.maskedstore %[[PART]][%[[FIRST]]], %[[LOW]]
// CHECK: gpu.barrier
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @tree(%in: memref<?xf32>, %out: memref<?xf32>)
        workgroup(%part: memref<64xf32, #gpu.address_space<workgroup>>) kernel
        attributes {known_block_size = array<i32: 64, 1, 1>} {
      %t = gpu.thread_id x
      %i = gpu.global_id x
      %x = memref.load %in[%i] : memref<?xf32>
      memref.store %x, %part[%t] : memref<64xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %c32 = arith.constant 32 : index
      %low = arith.cmpi ult, %t, %c32 : index
      scf.if %low {
        %u = arith.addi %t, %c32 : index
        %a = memref.load %part[%t] : memref<64xf32, #gpu.address_space<workgroup>>
        %b = memref.load %part[%u] : memref<64xf32, #gpu.address_space<workgroup>>
        %s = arith.addf %a, %b : f32
        memref.store %s, %part[%t] : memref<64xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %c16 = arith.constant 16 : index
      %lower = arith.cmpi ult, %t, %c16 : index
      scf.if %lower {
        %u = arith.addi %t, %c16 : index
        %a = memref.load %part[%t] : memref<64xf32, #gpu.address_space<workgroup>>
        %b = memref.load %part[%u] : memref<64xf32, #gpu.address_space<workgroup>>
        %s = arith.addf %a, %b : f32
        memref.store %s, %part[%t] : memref<64xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %c0 = arith.constant 0 : index
      %r = memref.load %part[%c0] : memref<64xf32, #gpu.address_space<workgroup>>
      %bid = gpu.block_id x
      memref.store %r, %out[%bid] : memref<?xf32>
      gpu.return
    }
  }
}

// -----

// Lane 0's index `t + 8` is not a multiple of 32: `t + 8 < 64` holds in
// part of a thread's lanes, and the branch masks the store.
// CHECK-LABEL: gpu.func @tree_offset
// CHECK-NOT: scf.if
// CHECK: vector.create_mask
// CHECK: vector.maskedstore
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @tree_offset(%out: memref<?xf32>) kernel
        attributes {known_block_size = array<i32: 64, 1, 1>} {
      %t = gpu.thread_id x
      %c8 = arith.constant 8 : index
      %c64 = arith.constant 64 : index
      %j = arith.addi %t, %c8 : index
      %low = arith.cmpi ult, %j, %c64 : index
      scf.if %low {
        %one = arith.constant 1.0 : f32
        memref.store %one, %out[%j] : memref<?xf32>
      }
      gpu.return
    }
  }
}

// -----

// A grid-stride loop: the lanes start one apart and step together by the
// grid. The trips in which every lane is in range (lane 0's index plus 31
// below the bound) run unmasked, loading the lanes' consecutive elements
// from lane 0's index; the step (group size, at least W, times groups)
// passes the last lane, so what is left is one trip, masked to the first
// (bound - base) lanes, the others left as poison (those work items do not
// load, and nothing sees what they hold). The kernel is launched with 64
// and with 32 work items per group: W = 32 divides both, the launches get
// 2 and 1 threads, and the group size is W times the threads.
// CHECK-LABEL: gpu.func @grid_stride
// CHECK-SAME: genx.work_items_per_thread = 32 : i32
// CHECK-NOT: known_block_size
// CHECK: arith.muli %block_dim_x{{[_0-9]*}}, %c32{{[_0-9]*}} : index
// CHECK-NOT: vector.broadcast %{{.*}} : index to vector<32xindex>
// CHECK: %[[FULL:.*]]:2 = scf.while (%[[B:.*]] = %{{.*}}, %[[ACC:.*]] = %{{.*}}) : (index, vector<32xf32>) -> (index, vector<32xf32>) {
// CHECK: %[[LAST:.*]] = arith.addi %[[B]], %c31 : index
// CHECK: %[[ALL:.*]] = arith.cmpi slt, %[[LAST]], %[[N:.*]] : index
// CHECK: scf.condition(%[[ALL]]) %[[B]], %[[ACC]]
// CHECK: ^bb0(%[[B2:.*]]: index, %[[ACC2:.*]]: vector<32xf32>):
// CHECK: %[[X:.*]] = vector.load %{{.*}}[%[[B2]]] : memref<?xf32>, vector<32xf32>
// CHECK: %[[ADD:.*]] = arith.addf %[[ACC2]], %[[X]] : vector<32xf32>
// CHECK: %[[NEXT:.*]] = arith.addi %[[B2]], %{{.*}} : index
// CHECK: scf.yield %[[NEXT]], %[[ADD]] : index, vector<32xf32>
// CHECK: %[[ANY:.*]] = arith.cmpi slt, %[[FULL]]#0, %[[N]] : index
// CHECK: %[[SUM:.*]] = scf.if %[[ANY]] -> (vector<32xf32>) {
// CHECK: %[[REST:.*]] = arith.subi %[[N]], %[[FULL]]#0 : index
// CHECK: %[[MOST:.*]] = arith.minui %[[REST]], %c32{{.*}} : index
// CHECK: %[[COUNT:.*]] = arith.select %{{.*}}, %[[MOST]], %c0{{.*}} : index
// CHECK: %[[LIVE:.*]] = vector.create_mask %[[COUNT]] : vector<32xi1>
// CHECK: %[[NONE:.*]] = ub.poison : vector<32xf32>
// CHECK: %[[Y:.*]] = vector.maskedload %{{.*}}[%[[FULL]]#0], %[[LIVE]], %[[NONE]]
// CHECK: %[[TAIL:.*]] = arith.addf %[[FULL]]#1, %[[Y]] : vector<32xf32>
// CHECK: %[[KEEP:.*]] = arith.select %[[LIVE]], %[[TAIL]], %[[FULL]]#1 : vector<32xi1>, vector<32xf32>
// CHECK: scf.yield %[[KEEP]] : vector<32xf32>
// CHECK: } else {
// CHECK: scf.yield %[[FULL]]#1 : vector<32xf32>
// CHECK-NOT: scf.while
// CHECK: vector.store %[[SUM]]
// CHECK-LABEL: func.func @host
// CHECK: gpu.launch_func @kernels::@grid_stride blocks in ({{.*}}) threads in (%c2{{.*}}, %c1, %c1)
// CHECK: gpu.launch_func @kernels::@grid_stride blocks in ({{.*}}) threads in (%c1{{.*}}, %c1, %c1)
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @grid_stride(%in: memref<?xf32>, %out: memref<?xf32>, %n: index) kernel {
      %i = gpu.global_id x
      %items = gpu.block_dim x
      %groups = gpu.grid_dim x
      %stride = arith.muli %items, %groups : index
      %zero = arith.constant 0.0 : f32
      %sum = scf.for %j = %i to %n step %stride iter_args(%acc = %zero) -> (f32) {
        %x = memref.load %in[%j] : memref<?xf32>
        %s = arith.addf %acc, %x : f32
        scf.yield %s : f32
      }
      memref.store %sum, %out[%i] : memref<?xf32>
      gpu.return
    }
  }
  func.func @host(%in: memref<?xf32>, %out: memref<?xf32>, %n: index) {
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    gpu.launch_func @kernels::@grid_stride blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%in : memref<?xf32>, %out : memref<?xf32>, %n : index)
    gpu.launch_func @kernels::@grid_stride blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1)
        args(%in : memref<?xf32>, %out : memref<?xf32>, %n : index)
    return
  }
}

// -----

// The same loop against a bound known to lie within [0, 2^30] (a memref
// size under genx-bound-memref-sizes): its control is i32. Lane 0's index
// starts clamped to the bound and the step to the bound's largest value,
// which changes no trip; the lanes' indices are the index casts of the
// counter. The last trip's lane count is the distance to the bound, which
// vector.create_mask clamps itself.
// CHECK-LABEL: gpu.func @grid_stride_i32
// CHECK: %[[N:.*]] = arith.andi %{{.*}}, %c1073741823{{.*}} : index
// CHECK: %[[FIRST:.*]] = arith.minui %{{.*}}, %[[N]] : index
// CHECK: %[[FIRST32:.*]] = arith.index_cast %[[FIRST]] : index to i32
// CHECK: %[[STEP:.*]] = arith.minui %{{.*}}, %c1073741823{{.*}} : index
// CHECK: %[[STEP32:.*]] = arith.index_cast %[[STEP]] : index to i32
// CHECK: %[[N32:.*]] = arith.index_cast %[[N]] : index to i32
// CHECK: %[[FULL:.*]]:2 = scf.while (%[[B:.*]] = %[[FIRST32]], %{{.*}} = %{{.*}}) : (i32, vector<32xf32>) -> (i32, vector<32xf32>) {
// CHECK: %[[LAST:.*]] = arith.addi %[[B]], %c31_i32 : i32
// CHECK: arith.cmpi slt, %[[LAST]], %[[N32]] : i32
// CHECK: ^bb0(%[[B2:.*]]: i32, %{{.*}}: vector<32xf32>):
// CHECK: %[[AT:.*]] = arith.index_castui %[[B2]] : i32 to index
// CHECK: vector.load %{{.*}}[%[[AT]]] : memref<?xf32>, vector<32xf32>
// CHECK: %[[NEXT:.*]] = arith.addi %[[B2]], %[[STEP32]] : i32
// CHECK: scf.yield %[[NEXT]], %{{.*}} : i32, vector<32xf32>
// CHECK: %[[ANY:.*]] = arith.cmpi slt, %[[FULL]]#0, %[[N32]] : i32
// CHECK: scf.if %[[ANY]] -> (vector<32xf32>) {
// CHECK: %[[END:.*]] = arith.index_cast %[[N]] : index to i32
// CHECK: %[[REST:.*]] = arith.subi %[[END]], %[[FULL]]#0 : i32
// CHECK: %[[COUNT:.*]] = arith.index_cast %[[REST]] : i32 to index
// CHECK: vector.create_mask %[[COUNT]] : vector<32xi1>
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @grid_stride_i32(%in: memref<?xf32>, %out: memref<?xf32>) kernel {
      %c0 = arith.constant 0 : index
      %mask = arith.constant 1073741823 : index
      %size = memref.dim %in, %c0 : memref<?xf32>
      %n = arith.andi %size, %mask : index
      %i = gpu.global_id x
      %items = gpu.block_dim x
      %groups = gpu.grid_dim x
      %stride = arith.muli %items, %groups : index
      %zero = arith.constant 0.0 : f32
      %sum = scf.for %j = %i to %n step %stride iter_args(%acc = %zero) -> (f32) {
        %x = memref.load %in[%j] : memref<?xf32>
        %s = arith.addf %acc, %x : f32
        scf.yield %s : f32
      }
      memref.store %sum, %out[%i] : memref<?xf32>
      gpu.return
    }
  }
}

// -----

// Lanes one apart stepping by a step nobody bounds: after the unmasked
// trips, the masked loop runs while lane 0 is in range, for as many trips
// as the lanes need.
// CHECK-LABEL: gpu.func @any_step
// CHECK: %[[FULL:.*]]:2 = scf.while (%[[B:.*]] = %{{.*}}, %{{.*}} = %{{.*}}) : (index, vector<32xf32>)
// CHECK: arith.addi %[[B]], %c31 : index
// CHECK: vector.load
// CHECK: scf.while (%[[B2:.*]] = %[[FULL]]#0, %{{.*}} = %[[FULL]]#1) : (index, vector<32xf32>)
// CHECK: arith.cmpi slt, %[[B2]], %{{.*}} : index
// CHECK: vector.maskedload
// CHECK-NOT: scf.if
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @any_step(%in: memref<?xf32>, %out: memref<?xf32>, %n: index,
                       %step: index) kernel
        attributes {known_block_size = array<i32: 64, 1, 1>} {
      %i = gpu.global_id x
      %zero = arith.constant 0.0 : f32
      %sum = scf.for %j = %i to %n step %step iter_args(%acc = %zero) -> (f32) {
        %x = memref.load %in[%j] : memref<?xf32>
        %s = arith.addf %acc, %x : f32
        scf.yield %s : f32
      }
      memref.store %sum, %out[%i] : memref<?xf32>
      gpu.return
    }
  }
}

// -----

// Loops whose end differs between lanes. With a shared start the lanes'
// induction variable stays one scalar; a store of shared values to a shared
// address is masked by the lanes still running. Starts the lanes load for
// themselves (a CSR row) make the induction variable a vector.
// CHECK-LABEL: gpu.func @lane_bound
// CHECK-SAME: genx.work_items_per_thread = 32 : i32
// CHECK: scf.while (%{{.*}} = %{{.*}}) : (index) -> index {
// CHECK: ^bb0(%[[K:.*]]: index):
// CHECK: %[[LIVE:.*]] = arith.cmpi slt, %{{.*}}, %{{.*}} : vector<32xindex>
// CHECK: %[[AT:.*]] = vector.broadcast %[[K]] : index to vector<32xindex>
// CHECK: vector.scatter %{{.*}}[%{{.*}}] [%[[AT]]], %[[LIVE]], %{{.*}} : memref<?xf32>
// CHECK-LABEL: gpu.func @csr
// CHECK-SAME: genx.work_items_per_thread = 8 : i32
// CHECK: %[[LO:.*]] = vector.load %{{.*}}[%{{.*}}] : memref<?xindex>, vector<8xindex>
// CHECK: %[[HI:.*]] = vector.load %{{.*}}[%{{.*}}] : memref<?xindex>, vector<8xindex>
// CHECK: scf.while (%[[K:.*]] = %[[LO]], %{{.*}} = %{{.*}}) : (vector<8xindex>, vector<8xf32>)
// CHECK: arith.cmpi slt, %[[K]], %[[HI]] : vector<8xindex>
// CHECK: ^bb0(%[[K2:.*]]: vector<8xindex>, %{{.*}}: vector<8xf32>):
// CHECK: %[[LIVE:.*]] = arith.cmpi slt, %[[K2]], %[[HI]] : vector<8xindex>
// CHECK: vector.gather %{{.*}}[%{{.*}}] [%[[K2]]], %[[LIVE]], %{{.*}} : memref<?xf32>
// CHECK: arith.addi %[[K2]], %{{.*}} : vector<8xindex>
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @lane_bound(%a: memref<?xf32>) kernel
        attributes {known_block_size = array<i32: 32, 1, 1>} {
      %t = gpu.thread_id x
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %zero = arith.constant 0.0 : f32
      scf.for %k = %c0 to %t step %c1 {
        memref.store %zero, %a[%k] : memref<?xf32>
      }
      gpu.return
    }
    gpu.func @csr(%rows: memref<?xindex>, %vals: memref<?xf32>, %y: memref<?xf32>) kernel
        attributes {known_block_size = array<i32: 8, 1, 1>} {
      %i = gpu.global_id x
      %c1 = arith.constant 1 : index
      %lo = memref.load %rows[%i] : memref<?xindex>
      %i1 = arith.addi %i, %c1 : index
      %hi = memref.load %rows[%i1] : memref<?xindex>
      %zero = arith.constant 0.0 : f32
      %dot = scf.for %k = %lo to %hi step %c1 iter_args(%acc = %zero) -> (f32) {
        %v = memref.load %vals[%k] : memref<?xf32>
        %s = arith.addf %acc, %v : f32
        scf.yield %s : f32
      }
      memref.store %dot, %y[%i] : memref<?xf32>
      gpu.return
    }
  }
}

// -----

// A while loop the lanes leave together stays a while loop; a value it
// carries per lane becomes a vector.
// CHECK-LABEL: gpu.func @doubling
// CHECK-SAME: genx.work_items_per_thread = 32 : i32
// CHECK: scf.while (%[[D:.*]] = %{{.*}}, %[[V:.*]] = %{{.*}}) : (index, vector<32xi32>) -> (index, vector<32xi32>) {
// CHECK: %[[MORE:.*]] = arith.cmpi ult, %[[D]], %{{.*}} : index
// CHECK: scf.condition(%[[MORE]]) %[[D]], %[[V]] : index, vector<32xi32>
// CHECK: ^bb0(%{{.*}}: index, %[[V2:.*]]: vector<32xi32>):
// CHECK: arith.addi %[[V2]], %[[V2]] : vector<32xi32>
// CHECK: scf.yield %{{.*}}, %{{.*}} : index, vector<32xi32>
// One the lanes leave apart runs while any lane does (see @lane_while).
// CHECK-LABEL: gpu.func @apart
// CHECK-SAME: genx.work_items_per_thread = 32 : i32
// CHECK: scf.while ({{.*}}) : (vector<32xindex>) -> (vector<32xindex>, vector<32xi1>)
// CHECK: vector.reduction <or>
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @doubling(%a: memref<?xi32>, %n: index) kernel
        attributes {known_block_size = array<i32: 32, 1, 1>} {
      %t = gpu.thread_id x
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %x = memref.load %a[%t] : memref<?xi32>
      %r:2 = scf.while (%d = %c1, %v = %x) : (index, i32) -> (index, i32) {
        %more = arith.cmpi ult, %d, %n : index
        scf.condition(%more) %d, %v : index, i32
      } do {
      ^bb0(%d: index, %v: i32):
        %v2 = arith.addi %v, %v : i32
        %d2 = arith.muli %d, %c2 : index
        scf.yield %d2, %v2 : index, i32
      }
      memref.store %r#1, %a[%t] : memref<?xi32>
      gpu.return
    }
    gpu.func @apart(%a: memref<?xi32>) kernel
        attributes {known_block_size = array<i32: 32, 1, 1>} {
      %t = gpu.thread_id x
      %c1 = arith.constant 1 : index
      %r = scf.while (%d = %c1) : (index) -> index {
        %more = arith.cmpi ult, %d, %t : index
        scf.condition(%more) %d : index
      } do {
      ^bb0(%d: index):
        %d2 = arith.addi %d, %d : index
        scf.yield %d2 : index
      }
      %ri = arith.index_cast %r : index to i32
      memref.store %ri, %a[%t] : memref<?xi32>
      gpu.return
    }
  }
}

// -----

// Atomic updates run once per lane that reaches them, in lane order. An
// update whose old value is unused is issued alone (the kernel needs no
// scf op of its own: the pass loads the dialect); one whose old value is
// used collects it per lane, 0 in lanes a branch excludes. The loop over
// the lanes is marked for convert-memory-to-genx (genx.lane_atomics).
// CHECK-LABEL: gpu.func @bins
// CHECK-SAME: genx.work_items_per_thread = 32 : i32
// CHECK: %[[BIN:.*]] = arith.index_cast %{{.*}} : vector<32xi32> to vector<32xindex>
// CHECK: %[[ALL:.*]] = arith.constant dense<true> : vector<32xi1>
// CHECK: scf.for %[[L:.*]] = %c0{{.*}} to %c32{{.*}} step %c1{{.*}} {
// CHECK: %[[ON:.*]] = vector.extract %[[ALL]][%[[L]]] : i1 from vector<32xi1>
// CHECK: scf.if %[[ON]] {
// CHECK: %[[AT:.*]] = vector.extract %[[BIN]][%[[L]]] : index from vector<32xindex>
// CHECK: memref.atomic_rmw addi %{{.*}}, %{{.*}}[%[[AT]]] : (i32, memref<64xi32>) -> i32
// CHECK: } {genx.lane_atomics}
// CHECK-LABEL: gpu.func @tickets
// CHECK-SAME: genx.work_items_per_thread = 32 : i32
// CHECK: %[[LOW:.*]] = vector.create_mask %{{.*}} : vector<32xi1>
// CHECK: %[[OLDS:.*]] = scf.for %[[L:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[ACC:.*]] = %{{.*}}) -> (vector<32xi32>) {
// CHECK: %[[ON:.*]] = vector.extract %[[LOW]][%[[L]]] : i1 from vector<32xi1>
// CHECK: %[[OLD:.*]] = scf.if %[[ON]] -> (i32) {
// CHECK: %[[T:.*]] = memref.atomic_rmw addi %{{.*}}, %{{.*}}[%{{.*}}] : (i32, memref<1xi32>) -> i32
// CHECK: scf.yield %[[T]] : i32
// CHECK: } else {
// CHECK: scf.yield %c0_i32{{.*}} : i32
// CHECK: %[[NEXT:.*]] = vector.insert %[[OLD]], %[[ACC]] [%[[L]]] : i32 into vector<32xi32>
// CHECK: scf.yield %[[NEXT]] : vector<32xi32>
// CHECK: } {genx.lane_atomics}
// CHECK: vector.maskedstore %{{.*}}[%{{.*}}], %[[LOW]], %[[OLDS]]
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @bins(%in: memref<?xi32>, %bins: memref<64xi32>) kernel
        attributes {known_block_size = array<i32: 64, 1, 1>} {
      %i = gpu.global_id x
      %x = memref.load %in[%i] : memref<?xi32>
      %c63 = arith.constant 63 : i32
      %b = arith.andi %x, %c63 : i32
      %bi = arith.index_cast %b : i32 to index
      %one = arith.constant 1 : i32
      %old = memref.atomic_rmw addi %one, %bins[%bi] : (i32, memref<64xi32>) -> i32
      gpu.return
    }
    gpu.func @tickets(%counter: memref<1xi32>, %out: memref<?xi32>, %n: index) kernel
        attributes {known_block_size = array<i32: 64, 1, 1>} {
      %i = gpu.global_id x
      %in = arith.cmpi ult, %i, %n : index
      scf.if %in {
        %c0 = arith.constant 0 : index
        %one = arith.constant 1 : i32
        %t = memref.atomic_rmw addi %one, %counter[%c0] : (i32, memref<1xi32>) -> i32
        memref.store %t, %out[%i] : memref<?xi32>
      }
      gpu.return
    }
  }
}

// -----

// Left one work item per thread (a vector op the lanes' vectors do not
// support, an interleave, too): the group size is odd; a barrier only some
// lanes would reach; a loop step that depends on the lane.
// A lane-dependent read of a constant table (kept in registers) is a
// gather from it (@table_lookup below).
// CHECK-LABEL: gpu.func @table
// CHECK-SAME: genx.work_items_per_thread = 32 : i32
// CHECK: vector.gather
// CHECK-LABEL: gpu.func @odd_size
// CHECK-NOT: work_items_per_thread
// CHECK-SAME: known_block_size = array<i32: 33, 1, 1>
// CHECK-LABEL: gpu.func @barrier
// CHECK-NOT: work_items_per_thread
// CHECK: gpu.barrier
// CHECK-LABEL: gpu.func @lane_step
// CHECK-NOT: work_items_per_thread
// CHECK: scf.for
// CHECK-LABEL: gpu.func @interleaved
// CHECK-SAME: genx.work_items_per_thread = 32 : i32
// CHECK-NOT: vector.interleave
module attributes {gpu.container_module} {
  gpu.module @kernels {
    memref.global "private" constant @lut : memref<4xi32> = dense<[1, 2, 4, 8]>
    gpu.func @table(%out: memref<?xi32>) kernel
        attributes {known_block_size = array<i32: 32, 1, 1>} {
      %t = gpu.thread_id x
      %c3 = arith.constant 3 : index
      %k = arith.andi %t, %c3 : index
      %lut = memref.get_global @lut : memref<4xi32>
      %v = memref.load %lut[%k] : memref<4xi32>
      memref.store %v, %out[%t] : memref<?xi32>
      gpu.return
    }
    gpu.func @odd_size(%a: memref<?xf32>) kernel
        attributes {known_block_size = array<i32: 33, 1, 1>} {
      %t = gpu.thread_id x
      %x = memref.load %a[%t] : memref<?xf32>
      memref.store %x, %a[%t] : memref<?xf32>
      gpu.return
    }
    gpu.func @barrier(%a: memref<?xf32>) kernel
        attributes {known_block_size = array<i32: 32, 1, 1>} {
      %t = gpu.thread_id x
      %x = memref.load %a[%t] : memref<?xf32>
      %c4 = arith.constant 4 : index
      %low = arith.cmpi ult, %t, %c4 : index
      scf.if %low {
        gpu.barrier
      }
      memref.store %x, %a[%t] : memref<?xf32>
      gpu.return
    }
    gpu.func @lane_step(%a: memref<?xf32>) kernel
        attributes {known_block_size = array<i32: 32, 1, 1>} {
      %t = gpu.thread_id x
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c64 = arith.constant 64 : index
      %step = arith.addi %t, %c1 : index
      %zero = arith.constant 0.0 : f32
      scf.for %k = %c0 to %c64 step %step {
        memref.store %zero, %a[%k] : memref<?xf32>
      }
      gpu.return
    }
    gpu.func @interleaved(%a: memref<?xf32>) kernel
        attributes {known_block_size = array<i32: 32, 1, 1>} {
      %t = gpu.thread_id x
      %c4 = arith.constant 4 : index
      %at = arith.muli %t, %c4 : index
      %x = vector.load %a[%at] : memref<?xf32>, vector<4xf32>
      %y = vector.interleave %x, %x : vector<4xf32> -> vector<8xf32>
      vector.store %y, %a[%at] : memref<?xf32>, vector<8xf32>
      gpu.return
    }
  }
}

// -----

// Kernels no launch in the module sizes are packed for a launcher that
// divides x by genx.work_items_per_thread: 32 work items, also for a
// kernel that reads ids of y (the launcher picks the group). Without
// pack-unknown-groups they stay one work item per thread.
// CHECK-LABEL: gpu.func @unknown_size
// CHECK-SAME: genx.work_items_per_thread = 32 : i32
// CHECK-NOT: known_block_size
// CHECK: vector.load %{{.*}} : memref<?xf32>, vector<32xf32>
// CHECK-LABEL: gpu.func @unknown_2d
// CHECK-SAME: genx.work_items_per_thread = 32 : i32
// CHECK: %[[BDIM:.*]] = gpu.block_dim x
// CHECK: arith.muli %[[BDIM]], %c32{{.*}} : index
// CHECK: vector.load %{{.*}} : memref<?xf32>, vector<32xf32>
// W8-LABEL: gpu.func @unknown_size
// W8-SAME: genx.work_items_per_thread = 8 : i32
// UNPACKED-LABEL: gpu.func @unknown_size
// UNPACKED-NOT: work_items_per_thread
// UNPACKED: memref.load
// UNPACKED-LABEL: gpu.func @unknown_2d
// UNPACKED-NOT: work_items_per_thread
// UNPACKED: memref.load
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @unknown_size(%a: memref<?xf32>) kernel {
      %t = gpu.thread_id x
      %x = memref.load %a[%t] : memref<?xf32>
      %y = arith.addf %x, %x : f32
      memref.store %y, %a[%t] : memref<?xf32>
      gpu.return
    }
    gpu.func @unknown_2d(%a: memref<?xf32>, %ld: index) kernel {
      %bx = gpu.block_id x
      %bdim = gpu.block_dim x
      %tx = gpu.thread_id x
      %row = gpu.global_id y
      %base = arith.muli %bx, %bdim : index
      %col = arith.addi %base, %tx : index
      %start = arith.muli %row, %ld : index
      %i = arith.addi %start, %col : index
      %x = memref.load %a[%i] : memref<?xf32>
      %y = arith.mulf %x, %x : f32
      memref.store %y, %a[%i] : memref<?xf32>
      gpu.return
    }
  }
}

// -----

// A subgroup reduction of a work item's vector<2>: each element reduced
// over the lanes (its column of the lanes' vector), the results a vector
// the lanes share. A shuffle from a source lane each lane computes (idx by
// (lane + 1) & 31): each lane's element extracted at its source, clamped to
// the lanes.
// CHECK-LABEL: gpu.func @warp_vector_sum
// CHECK-SAME: genx.work_items_per_thread = 32 : i32
// CHECK: %[[E0:.*]] = vector.reduction <add>, %{{.*}} : vector<32xi32> into i32
// CHECK: %[[E1:.*]] = vector.reduction <add>, %{{.*}} : vector<32xi32> into i32
// CHECK: %[[SUM:.*]] = vector.from_elements %[[E0]], %[[E1]] : vector<2xi32>
// CHECK: vector.extract %[[SUM]][1] : i32 from vector<2xi32>
// CHECK-LABEL: gpu.func @lane_source
// CHECK-SAME: genx.work_items_per_thread = 32 : i32
// CHECK: %[[SRC:.*]] = arith.minui %{{.*}}, %{{.*}} : vector<32xi32>
// CHECK: %[[S0:.*]] = vector.extract %[[SRC]][0] : i32 from vector<32xi32>
// CHECK: %[[I0:.*]] = arith.index_castui %[[S0]] : i32 to index
// CHECK: %[[V0:.*]] = vector.extract %[[V:.*]][%[[I0]]] : f32 from vector<32xf32>
// CHECK-COUNT-31: vector.extract %[[V]][%{{.*}}] : f32 from vector<32xf32>
// CHECK: %[[X:.*]] = vector.from_elements %[[V0]], {{.*}} : vector<32xf32>
// CHECK: vector.store %[[X]]
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @warp_vector_sum(%out: memref<?xi32>) kernel
        attributes {known_block_size = array<i32: 32, 1, 1>} {
      %i = gpu.thread_id x
      %ii = arith.index_cast %i : index to i32
      %z = arith.constant 0 : i32
      %n = arith.subi %z, %ii : i32
      %v = vector.from_elements %ii, %n : vector<2xi32>
      %r = gpu.subgroup_reduce add %v : (vector<2xi32>) -> vector<2xi32>
      %e = vector.extract %r[1] : i32 from vector<2xi32>
      memref.store %e, %out[%i] : memref<?xi32>
      gpu.return
    }
    gpu.func @lane_source(%in: memref<?xf32>, %out: memref<?xf32>) kernel
        attributes {known_block_size = array<i32: 32, 1, 1>} {
      %i = gpu.thread_id x
      %v = memref.load %in[%i] : memref<?xf32>
      %lane = gpu.lane_id
      %l = arith.index_cast %lane : index to i32
      %one = arith.constant 1 : i32
      %mask = arith.constant 31 : i32
      %w = arith.constant 32 : i32
      %s = arith.addi %l, %one : i32
      %src = arith.andi %s, %mask : i32
      %x, %ok = gpu.shuffle idx %v, %src, %w : f32
      memref.store %x, %out[%i] : memref<?xf32>
      gpu.return
    }
  }
}

// -----

// A 2-D bounds check x < w && y < h: the lanes' count of x < w where the
// shared y < h holds, else none, one count for the masks (no bits of y < h
// broadcast and and-ed lane by lane).
// CHECK-LABEL: gpu.func @bounds_2d
// CHECK: vector.create_mask %[[COUNT:.*]] : vector<32xi1>
// CHECK-NEXT: %[[ROW:.*]] = arith.cmpi ult, %{{.*}}, %{{.*}} : index
// CHECK: %[[BOTH:.*]] = arith.select %[[ROW]], %[[COUNT]], %c0{{.*}} : index
// CHECK: %[[MASK:.*]] = vector.create_mask %[[BOTH]] : vector<32xi1>
// CHECK-NOT: arith.andi {{.*}} : vector<32xi1>
// CHECK: vector.maskedload %{{.*}}, %[[MASK]]
// CHECK: vector.maskedstore %{{.*}}, %[[MASK]]
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @bounds_2d(%in: memref<?x?xf32>, %out: memref<?x?xf32>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %h = memref.dim %in, %c0 : memref<?x?xf32>
      %w = memref.dim %in, %c1 : memref<?x?xf32>
      %x = gpu.global_id x
      %y = gpu.global_id y
      %okx = arith.cmpi ult, %x, %w : index
      %oky = arith.cmpi ult, %y, %h : index
      %ok = arith.andi %okx, %oky : i1
      scf.if %ok {
        %p = memref.load %in[%y, %x] : memref<?x?xf32>
        memref.store %p, %out[%y, %x] : memref<?x?xf32>
      }
      gpu.return
    }
  }
}

// -----

// Where a branch runs (in the lanes it runs in), a 64-bit id below a small
// bound (`x < n`, `n > y`, signed or not, in conjunctions) is its minimum
// with the bound: the same value there, and one the range analysis knows
// to fit in 32 bits (for the clamps to the edge here). The other side of
// the branch keeps the id as it is; an unbounded id stays as it is. A
// branch the lanes take together clamps inside it.
// CHECK-LABEL: gpu.func @clamp_below_bound
// CHECK: %[[ROWS:.*]] = arith.andi %{{.*}}, %c1073741823
// CHECK: %[[COLS:.*]] = arith.andi %{{.*}}, %c1073741823
// CHECK: %[[IDS:.*]] = arith.index_castui %{{.*}} : vector<32xi32> to vector<32xindex>
// CHECK: gpu.thread_id  y
// CHECK: %[[Y:.*]] = arith.index_castui %{{.*}} : i32 to index
// CHECK: vector.create_mask
// CHECK: %[[COLSV:.*]] = vector.broadcast %[[COLS]] : index to vector<32xindex>
// CHECK: %[[X:.*]] = arith.minui %[[IDS]], %[[COLSV]] : vector<32xindex>
// CHECK: %[[YC:.*]] = arith.minui %[[Y]], %[[ROWS]] : index
// CHECK: arith.subi %[[X]], %{{.*}} : vector<32xindex>
// CHECK: arith.subi %[[YC]], %c1 : index
// CHECK: vector.maskedstore %{{.*}}[%[[YC]], %{{.*}}]
// CHECK-LABEL: gpu.func @signed_else
// CHECK: %[[SMALL:.*]] = arith.andi %{{.*}}, %c65535
// CHECK: %[[IDS:.*]] = arith.index_castui %{{.*}} : vector<32xi32> to vector<32xindex>
// CHECK: %[[BOUND:.*]] = vector.broadcast %[[SMALL]] : index to vector<32xindex>
// CHECK: %[[X:.*]] = arith.minsi %[[IDS]], %[[BOUND]] : vector<32xindex>
// CHECK: arith.muli %[[X]], %{{.*}} : vector<32xindex>
// CHECK: arith.addi %[[IDS]], %{{.*}} : vector<32xindex>
// CHECK-LABEL: gpu.func @unbounded
// CHECK-NOT: arith.minui %{{.*}} : vector<32xindex>
// CHECK: arith.muli %{{.*}} : vector<32xindex>
// CHECK-LABEL: gpu.func @uniform_branch
// CHECK: gpu.thread_id  y
// CHECK: %[[Y:.*]] = arith.index_castui %{{.*}} : i32 to index
// CHECK: scf.if
// CHECK-NEXT: %[[YC:.*]] = arith.minui %[[Y]], %{{.*}} : index
// CHECK-NEXT: arith.addi %[[YC]], %c1 : index
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @clamp_below_bound(%a: memref<?x?xf32>, %b: memref<?x?xf32>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %mask = arith.constant 1073741823 : index
      %rows = memref.dim %a, %c0 : memref<?x?xf32>
      %cols = memref.dim %a, %c1 : memref<?x?xf32>
      %rb = arith.andi %rows, %mask : index
      %cb = arith.andi %cols, %mask : index
      %x = gpu.global_id x
      %y = gpu.global_id y
      %xin = arith.cmpi ult, %x, %cb : index
      %yin = arith.cmpi ugt, %rb, %y : index
      %in = arith.andi %xin, %yin : i1
      scf.if %in {
        %xl = arith.subi %x, %c1 : index
        %xc = arith.maxsi %xl, %c0 : index
        %yl = arith.subi %y, %c1 : index
        %yc = arith.maxsi %yl, %c0 : index
        %v = memref.load %a[%yc, %xc] : memref<?x?xf32>
        memref.store %v, %b[%y, %x] : memref<?x?xf32>
      }
      gpu.return
    }
    gpu.func @signed_else(%a: memref<?xi64>, %n: index) kernel {
      %c3 = arith.constant 3 : index
      %mask = arith.constant 65535 : index
      %small = arith.andi %n, %mask : index
      %x = gpu.global_id x
      %in = arith.cmpi slt, %x, %small : index
      %r = scf.if %in -> (index) {
        %t = arith.muli %x, %c3 : index
        scf.yield %t : index
      } else {
        %t = arith.addi %x, %c3 : index
        scf.yield %t : index
      }
      %v = arith.index_cast %r : index to i64
      memref.store %v, %a[%x] : memref<?xi64>
      gpu.return
    }
    gpu.func @unbounded(%a: memref<?xi64>, %n: index) kernel {
      %c3 = arith.constant 3 : index
      %x = gpu.global_id x
      %in = arith.cmpi ult, %x, %n : index
      scf.if %in {
        %t = arith.muli %x, %c3 : index
        %v = arith.index_cast %t : index to i64
        memref.store %v, %a[%x] : memref<?xi64>
      }
      gpu.return
    }
    gpu.func @uniform_branch(%a: memref<?x?xf32>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %mask = arith.constant 1073741823 : index
      %rows = memref.dim %a, %c0 : memref<?x?xf32>
      %rb = arith.andi %rows, %mask : index
      %x = gpu.global_id x
      %y = gpu.global_id y
      %yin = arith.cmpi ult, %y, %rb : index
      scf.if %yin {
        %yn = arith.addi %y, %c1 : index
        %v = memref.load %a[%yn, %x] : memref<?x?xf32>
        memref.store %v, %a[%y, %x] : memref<?x?xf32>
      }
      gpu.return
    }
  }
}

// -----

// An unsigned comparison of a lane index that may be negative (a
// difference) wraps around from lane to lane: `(i - lo) < len` holds from
// lane lo on, not on a prefix, so it stays a comparison of the lanes. An
// index that is not negative (`i + 4`) and a signed comparison of the
// difference are lane ranges.
// CHECK-LABEL: gpu.func @maybe_negative
// CHECK-SAME: (%{{.*}}: memref<?xi32>, %[[LO:.*]]: index, %[[LEN:.*]]: index, %[[N:.*]]: index)
// CHECK: %[[D:.*]] = arith.subi %{{.*}}, %{{.*}} : vector<32xindex>
// CHECK: %[[LENS:.*]] = vector.broadcast %[[LEN]] : index to vector<32xindex>
// CHECK: %[[WINDOW:.*]] = arith.cmpi ult, %[[D]], %[[LENS]] : vector<32xindex>
// CHECK: arith.cmpi ugt, %[[N]], %{{.*}} : index
// CHECK: %[[UP:.*]] = vector.create_mask
// CHECK: arith.cmpi sgt, %[[LEN]], %{{.*}} : index
// CHECK: %[[SIGNED:.*]] = vector.create_mask
// CHECK: %[[BOTH:.*]] = arith.andi %[[WINDOW]], %[[UP]] : vector<32xi1>
// CHECK: arith.andi %[[BOTH]], %[[SIGNED]] : vector<32xi1>
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @maybe_negative(%a: memref<?xi32>, %lo: index, %len: index, %n: index) kernel {
      %c4 = arith.constant 4 : index
      %one = arith.constant 1 : i32
      %i = gpu.global_id x
      %d = arith.subi %i, %lo : index
      %in = arith.cmpi ult, %d, %len : index
      %e = arith.addi %i, %c4 : index
      %in2 = arith.cmpi ult, %e, %n : index
      %s = arith.cmpi slt, %d, %len : index
      %both = arith.andi %in, %in2 : i1
      %all = arith.andi %both, %s : i1
      scf.if %all {
        memref.store %one, %a[%i] : memref<?xi32>
      }
      gpu.return
    }
  }
}

// -----

// A division or remainder by a constant that cannot trap (not 0, nor -1
// when signed) runs in every lane as it is; by -1 (INT_MIN / -1 traps on
// the host) the lanes a branch excludes divide 0.
// CHECK-LABEL: gpu.func @constant_divisors
// CHECK: %[[IN:.*]] = vector.create_mask
// CHECK: %[[V:.*]] = vector.maskedload
// CHECK-NEXT: %[[SEVEN:.*]] = vector.broadcast %c7_i32 : i32 to vector<32xi32>
// CHECK-NEXT: %[[Q:.*]] = arith.divsi %[[V]], %[[SEVEN]] : vector<32xi32>
// CHECK-NEXT: %[[SEVEN2:.*]] = vector.broadcast %c7_i32 : i32 to vector<32xi32>
// CHECK-NEXT: %[[R:.*]] = arith.remui %[[Q]], %[[SEVEN2]] : vector<32xi32>
// CHECK: %[[SAFE:.*]] = arith.select %[[IN]], %[[R]], %{{.*}} : vector<32xi1>, vector<32xi32>
// CHECK: arith.divsi %[[SAFE]], %{{.*}} : vector<32xi32>
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @constant_divisors(%a: memref<?xi32>, %n: index) kernel {
      %i = gpu.global_id x
      %c7 = arith.constant 7 : i32
      %cm1 = arith.constant -1 : i32
      %in = arith.cmpi ult, %i, %n : index
      scf.if %in {
        %v = memref.load %a[%i] : memref<?xi32>
        %q = arith.divsi %v, %c7 : i32
        %r = arith.remui %q, %c7 : i32
        %s = arith.divsi %r, %cm1 : i32
        memref.store %s, %a[%i] : memref<?xi32>
      }
      gpu.return
    }
  }
}

// -----

// A bounds check on an index four elements apart from lane to lane (a
// float4 work item's 4 i + 4 <= n, unsigned) is a lane range too: the
// distance from lane 0's index to the bound, clamped to what 32 lanes span
// (-1 when the bound is below), divided by 4, is the last lane that passes.
// CHECK-LABEL: gpu.func @quad_bounds
// CHECK: %[[FIRST:.*]] = arith.addi %{{.*}}, %c4 : index
// CHECK: %[[D:.*]] = arith.subi %[[N:.*]], %[[FIRST]] : index
// CHECK: %[[BELOW:.*]] = arith.cmpi ult, %[[N]], %[[FIRST]] : index
// CHECK: %[[SPAN:.*]] = arith.minui %[[D]], %c128 : index
// CHECK: %[[DIST:.*]] = arith.select %[[BELOW]], %c-1, %[[SPAN]] : index
// CHECK: %[[LAST:.*]] = arith.shrsi %[[DIST]], %c2 : index
// CHECK: vector.create_mask
// CHECK-NOT: arith.cmpi ule
// CHECK: gpu.return
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @quad_bounds(%y: memref<?xf32>, %n: index) kernel {
      %c4 = arith.constant 4 : index
      %i = gpu.global_id x
      %base = arith.muli %i, %c4 : index
      %end = arith.addi %base, %c4 : index
      %inb = arith.cmpi ule, %end, %n : index
      scf.if %inb {
        %v = vector.load %y[%base] : memref<?xf32>, vector<4xf32>
        %w = arith.addf %v, %v : vector<4xf32>
        vector.store %w, %y[%base] : memref<?xf32>, vector<4xf32>
      }
      gpu.return
    }
  }
}

// -----

// A load at an index the lanes share, under a lane range (also in a loop):
// one element read if any lane runs (its count above 0), kept a scalar that
// the lanes' arithmetic broadcasts, not a 32-lane gather of one address.
// Under another mask (an OR across the lanes would decide) it stays a
// gather.
// CHECK-LABEL: gpu.func @shared_element
// CHECK-SAME: (%[[A:.*]]: memref<?xf32>, %[[X:.*]]: memref<?xf32>, %{{.*}}: index, %[[K:.*]]: index, %{{.*}}: f32)
// CHECK: %[[LIVE:.*]] = vector.create_mask %[[COUNT:.*]] : vector<32xi1>
// CHECK: vector.gather %[[X]]
// CHECK: vector.maskedload %[[X]][%[[K]]], %{{.*}} : memref<?xf32>, vector<1xi1>, vector<1xf32> into vector<1xf32>
// CHECK: scf.for %[[J:.*]] = %{{.*}} to %[[K]]
// CHECK: %[[ANY:.*]] = arith.cmpi sgt, %[[COUNT]], %c0{{.*}} : index
// CHECK: %[[ON:.*]] = vector.broadcast %[[ANY]] : i1 to vector<1xi1>
// CHECK: %[[ONE:.*]] = vector.maskedload %[[X]][%[[J]]], %[[ON]], %{{.*}} : memref<?xf32>, vector<1xi1>, vector<1xf32> into vector<1xf32>
// CHECK: %[[S:.*]] = vector.extract %[[ONE]][0] : f32 from vector<1xf32>
// CHECK: %[[SPLAT:.*]] = vector.broadcast %[[S]] : f32 to vector<32xf32>
// CHECK: arith.addf %{{.*}}, %[[SPLAT]] : vector<32xf32>
// CHECK: scf.yield
// CHECK: gpu.return
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @shared_element(%a: memref<?xf32>, %x: memref<?xf32>, %n: index, %k: index, %f: f32) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %i = gpu.global_id x
      %in = arith.cmpi ult, %i, %n : index
      %v0 = memref.load %a[%i] : memref<?xf32>
      %positive = arith.cmpf ogt, %v0, %f : f32
      scf.if %positive {
        %y = memref.load %x[%k] : memref<?xf32>
        memref.store %y, %a[%i] : memref<?xf32>
      }
      scf.if %in {
        %s = memref.load %x[%k] : memref<?xf32>
        %sum = scf.for %j = %c0 to %k step %c1 iter_args(%acc = %s) -> (f32) {
          %e = memref.load %x[%j] : memref<?xf32>
          %t = arith.addf %acc, %e : f32
          scf.yield %t : f32
        }
        %v = memref.load %a[%i] : memref<?xf32>
        %p = arith.mulf %v, %sum : f32
        memref.store %p, %a[%i] : memref<?xf32>
      }
      gpu.return
    }
  }
}

// -----

// The global id of y, written out or not, is computed in 32 bits as the ids
// of x are (`wide-ids` keeps it an index).
// CHECK-LABEL: gpu.func @rows_i32
// CHECK-DAG: %[[GROUP:.*]] = arith.index_castui %block_id_y{{.*}} : index to i32
// CHECK-DAG: %[[ITEMS:.*]] = arith.index_castui %block_dim_y{{.*}} : index to i32
// CHECK-DAG: %[[ITEM:.*]] = arith.index_castui %thread_id_y{{.*}} : index to i32
// CHECK: %[[START:.*]] = arith.muli %[[GROUP]], %[[ITEMS]] : i32
// CHECK: %[[ROW32:.*]] = arith.addi %[[START]], %[[ITEM]] : i32
// CHECK: %[[ROW:.*]] = arith.index_castui %[[ROW32]] : i32 to index
// CHECK: arith.muli %[[ROW]], %{{.*}} : index
// CHECK-NOT: gpu.global_id y
// CHECK: gpu.return
// WIDE-LABEL: gpu.func @rows_i32
// WIDE: gpu.global_id y
// WIDE-NOT: : i32
// WIDE: gpu.return
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @rows_i32(%a: memref<?xf32>, %ld: index) kernel {
      %col = gpu.global_id x
      %by = gpu.block_id y
      %bdy = gpu.block_dim y
      %ty = gpu.thread_id y
      %first = arith.muli %by, %bdy : index
      %row = arith.addi %first, %ty : index
      %start = arith.muli %row, %ld : index
      %i = arith.addi %start, %col : index
      %x = memref.load %a[%i] : memref<?xf32>
      %y = arith.mulf %x, %x : f32
      memref.store %y, %a[%i] : memref<?xf32>
      gpu.return
    }
  }
}

// -----

// A launch whose size in x is known only when it runs: the packed kernel
// with x / 32 threads when 32 divides x, else a copy of the kernel left one
// work item per thread. The asynchronous launch's token comes out of the
// branch.
// CHECK-LABEL: gpu.func @scale
// CHECK-SAME: genx.work_items_per_thread = 32 : i32
// CHECK: vector.load
// CHECK-LABEL: gpu.func @scale_per_work_item
// CHECK-NOT: work_items_per_thread
// CHECK: memref.load
// CHECK-LABEL: func.func @host
// CHECK-SAME: (%{{.*}}: memref<?xf32>, %[[N:.*]]: index)
// CHECK: %[[C32:.*]] = arith.constant 32 : index
// CHECK: %[[REM:.*]] = arith.remui %[[N]], %[[C32]] : index
// CHECK: %[[WHOLE:.*]] = arith.cmpi eq, %[[REM]], %c0{{.*}} : index
// CHECK: %[[TOKEN:.*]] = scf.if %[[WHOLE]] -> (!gpu.async.token) {
// CHECK: %[[THREADS:.*]] = arith.divui %[[N]], %[[C32]] : index
// CHECK: %[[T1:.*]] = gpu.launch_func async [%{{.*}}] @kernels::@scale blocks in ({{.*}}) threads in (%[[THREADS]], %{{.*}}, %{{.*}})
// CHECK: scf.yield %[[T1]] : !gpu.async.token
// CHECK: } else {
// CHECK: %[[T2:.*]] = gpu.launch_func async [%{{.*}}] @kernels::@scale_per_work_item blocks in ({{.*}}) threads in (%[[N]], %{{.*}}, %{{.*}})
// CHECK: scf.yield %[[T2]] : !gpu.async.token
// CHECK: gpu.wait [%[[TOKEN]]]
// UNPACKED-LABEL: func.func @host
// UNPACKED: scf.if
// UNPACKED: @kernels::@scale blocks
// UNPACKED: @kernels::@scale_per_work_item blocks
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @scale(%a: memref<?xf32>) kernel {
      %t = gpu.global_id x
      %x = memref.load %a[%t] : memref<?xf32>
      %y = arith.addf %x, %x : f32
      memref.store %y, %a[%t] : memref<?xf32>
      gpu.return
    }
  }
  func.func @host(%a: memref<?xf32>, %n: index) {
    %c1 = arith.constant 1 : index
    %start = gpu.wait async
    %done = gpu.launch_func async [%start] @kernels::@scale blocks in (%c1, %c1, %c1) threads in (%n, %c1, %c1)
        args(%a : memref<?xf32>)
    gpu.wait [%done]
    return
  }
}

// -----

// A kernel that reads ids of y launched with a run-time size takes 16
// lanes: 2-D groups tend to be narrower in x, and a group narrower than W
// runs the copy one work item per thread.
// CHECK-LABEL: gpu.func @scale_2d
// CHECK-SAME: genx.work_items_per_thread = 16 : i32
// CHECK: vector.load %{{.*}} : memref<?x?xf32>, vector<16xf32>
// CHECK-LABEL: func.func @host_2d
// CHECK: %[[C16:.*]] = arith.constant 16 : index
// CHECK: arith.remui %{{.*}}, %[[C16]] : index
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @scale_2d(%a: memref<?x?xf32>) kernel {
      %x = gpu.global_id x
      %y = gpu.global_id y
      %v = memref.load %a[%y, %x] : memref<?x?xf32>
      %w = arith.addf %v, %v : f32
      memref.store %w, %a[%y, %x] : memref<?x?xf32>
      gpu.return
    }
  }
  func.func @host_2d(%a: memref<?x?xf32>, %n: index) {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    gpu.launch_func @kernels::@scale_2d blocks in (%c1, %c1, %c1) threads in (%n, %c8, %c1)
        args(%a : memref<?x?xf32>)
    return
  }
}

// -----

// A comparison of an index one apart from lane to lane with a shared bound
// holds in a run of consecutive lanes: a create_mask of a count computed
// once, not W 64-bit compares. For the 32-bit lane-0 id the count is
// 32-bit arithmetic on the bound clamped to 32 bits (ids are below
// 2^32 - 1): `<` ends at the bound, `<=` one past it (a negative signed
// bound ends at 0); the bound on the left is the same comparison swapped;
// `>=` is the lanes `<` misses. An offset id counts in 64 bits. An i32
// comparison stays a vector compare.
// CHECK-LABEL: gpu.func @ranges
// CHECK-SAME: (%{{.*}}: memref<?xf32>, %[[N:.*]]: index, %{{.*}}: i32)
// CHECK: %[[FIRST32:.*]] = arith.muli %{{.*}}, %c32{{.*}} : i32
// CHECK: %[[FIRST:.*]] = arith.index_castui %[[FIRST32]] : i32 to index
// CHECK: %[[LO1:.*]] = arith.maxsi %[[N]], %c-1 : index
// CHECK: %[[HI1:.*]] = arith.minsi %[[LO1]], %c4294967294 : index
// CHECK: %[[L1:.*]] = arith.index_castui %[[HI1]] : index to i32
// CHECK: %[[E1:.*]] = arith.addi %[[L1]], %c1{{.*}} : i32
// CHECK: %[[D1:.*]] = arith.subi %[[E1]], %[[FIRST32]] : i32
// CHECK: %[[M1:.*]] = arith.minui %[[D1]], %c32{{.*}} : i32
// CHECK: %[[A1:.*]] = arith.cmpi ugt, %[[E1]], %[[FIRST32]] : i32
// CHECK: %[[C1:.*]] = arith.select %[[A1]], %[[M1]], %c0{{.*}} : i32
// CHECK: %[[I1:.*]] = arith.index_castui %[[C1]] : i32 to index
// CHECK: %[[LE:.*]] = vector.create_mask %[[I1]] : vector<32xi1>
// CHECK: %[[HI2:.*]] = arith.minui %[[N]], %c4294967295{{.*}} : index
// CHECK: %[[E2:.*]] = arith.index_castui %[[HI2]] : index to i32
// CHECK: %[[D2:.*]] = arith.subi %[[E2]], %[[FIRST32]] : i32
// CHECK: %[[LT:.*]] = vector.create_mask %{{.*}} : vector<32xi1>
// CHECK: %[[LO3:.*]] = arith.maxsi %[[N]], %c0{{.*}} : index
// CHECK: %[[HI3:.*]] = arith.minsi %[[LO3]], %c4294967295{{.*}} : index
// CHECK: %[[BELOW:.*]] = vector.create_mask %{{.*}} : vector<32xi1>
// CHECK: %[[GE:.*]] = arith.xori %[[BELOW]], %{{.*}} : vector<32xi1>
// CHECK: %[[NEXT:.*]] = arith.addi %[[FIRST]], %c1{{.*}} : index
// CHECK: %[[D4:.*]] = arith.subi %[[N]], %[[NEXT]] : index
// CHECK: %[[M4:.*]] = arith.minui %[[D4]], %c32{{.*}} : index
// CHECK: %[[A4:.*]] = arith.cmpi sgt, %[[N]], %[[NEXT]] : index
// CHECK: %[[C4:.*]] = arith.select %[[A4]], %[[M4]], %c0{{.*}} : index
// CHECK: vector.create_mask %[[C4]] : vector<32xi1>
// CHECK: arith.cmpi slt, %{{.*}}, %{{.*}} : vector<32xi32>
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @ranges(%a: memref<?xf32>, %n: index, %m: i32) kernel
        attributes {known_block_size = array<i32: 64, 1, 1>} {
      %i = gpu.thread_id x
      %le = arith.cmpi sle, %i, %n : index
      %lt = arith.cmpi ugt, %n, %i : index
      %ge = arith.cmpi sge, %i, %n : index
      %c1 = arith.constant 1 : index
      %next = arith.addi %i, %c1 : index
      %after = arith.cmpi slt, %next, %n : index
      %i32 = arith.index_cast %i : index to i32
      %small = arith.cmpi slt, %i32, %m : i32
      %one = arith.andi %le, %lt : i1
      %three = arith.ori %ge, %small : i1
      %two = arith.andi %three, %after : i1
      %both = arith.xori %one, %two : i1
      %x = memref.load %a[%i] : memref<?xf32>
      %zero = arith.constant 0.0 : f32
      %y = arith.select %both, %x, %zero : f32
      memref.store %y, %a[%i] : memref<?xf32>
      gpu.return
    }
  }
}

// -----

// The global id written out, block_id x * block_dim x + thread_id x in any
// order or with the known group size as a constant, is gpu.global_id x:
// its lane-0 value is computed in 32 bits like gpu.global_id's. Another
// constant is not the group size and stays index arithmetic.
// CHECK-LABEL: gpu.func @written_out
// CHECK: %[[G1:.*]] = arith.index_castui %block_id_x{{.*}} : index to i32
// CHECK: %[[I:.*]] = arith.index_castui %{{.*}} : i32 to index
// CHECK: %[[G2:.*]] = arith.index_castui %block_id_x{{.*}} : index to i32
// CHECK: %[[J:.*]] = arith.index_castui %{{.*}} : i32 to index
// CHECK: %[[K0:.*]] = arith.muli %block_id_x, %c96 : index
// CHECK: %[[X:.*]] = vector.load %{{.*}}[%[[I]]]
// CHECK: vector.store %[[X]], %{{.*}}[%[[J]]]
// CHECK: %[[K:.*]] = arith.addi %[[K0]], %{{.*}} : index
// CHECK: vector.store %[[X]], %{{.*}}[%[[K]]]
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @written_out(%a: memref<?xf32>, %b: memref<?xf32>, %c: memref<?xf32>) kernel
        attributes {known_block_size = array<i32: 64, 1, 1>} {
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %tid = gpu.thread_id x
      %c64 = arith.constant 64 : index
      %c96 = arith.constant 96 : index
      %start = arith.muli %bid, %c64 : index
      %i = arith.addi %start, %tid : index
      %start2 = arith.muli %bdim, %bid : index
      %j = arith.addi %tid, %start2 : index
      %start3 = arith.muli %bid, %c96 : index
      %k = arith.addi %start3, %tid : index
      %x = memref.load %a[%i] : memref<?xf32>
      memref.store %x, %b[%j] : memref<?xf32>
      memref.store %x, %c[%k] : memref<?xf32>
      gpu.return
    }
  }
}

// -----

// A branch on a lane condition whose body is the same in every lane (a
// shared value to a shared place) runs once, as a scalar branch, if any lane
// takes it: for id == 0 when 0 - id is a lane number. An id != bound is the
// other lanes.
// CHECK-LABEL: gpu.func @once
// CHECK: %[[FIRST32:.*]] = arith.muli %{{.*}}, %c32{{.*}} : i32
// CHECK: %[[D:.*]] = arith.subi %{{.*}}, %[[FIRST32]] : i32
// CHECK: %[[ANY:.*]] = arith.cmpi ult, %[[D]], %c32{{.*}} : i32
// CHECK: scf.if %[[ANY]] {
// CHECK-NEXT: %[[X:.*]] = memref.load %{{.*}}[%c0{{.*}}] : memref<?xf32>
// CHECK-NEXT: memref.store %[[X]], %{{.*}}[%{{.*}}] : memref<?xf32>
// CHECK-NEXT: }
// CHECK: %[[E:.*]] = arith.subi %{{.*}}, %[[FIRST32]] : i32
// CHECK: %[[AT:.*]] = vector.broadcast %[[E]] : i32 to vector<32xi32>
// CHECK: %[[OTHERS:.*]] = arith.cmpi ne, %{{.*}}, %[[AT]] : vector<32xi32>
// CHECK: arith.select %[[OTHERS]], %{{.*}}, %{{.*}} : vector<32xi1>, vector<32xf32>
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @once(%a: memref<?xf32>, %b: memref<?xf32>) kernel
        attributes {known_block_size = array<i32: 64, 1, 1>} {
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %c0 = arith.constant 0 : index
      %c5 = arith.constant 5 : index
      %first = arith.cmpi eq, %tid, %c0 : index
      scf.if %first {
        %x = memref.load %a[%c0] : memref<?xf32>
        memref.store %x, %b[%bid] : memref<?xf32>
      }
      %others = arith.cmpi ne, %tid, %c5 : index
      %y = memref.load %a[%tid] : memref<?xf32>
      %zero = arith.constant 0.0 : f32
      %z = arith.select %others, %y, %zero : f32
      memref.store %z, %a[%tid] : memref<?xf32>
      gpu.return
    }
  }
}

// -----

// Work items computing with vectors of their own, W * k at most 256. A
// vector<4xf32> per lane is kept element by element, 16 lanes at a time
// (element 0 of lanes 0-15, element 1 of lanes 0-15, ..., then lanes
// 16-31): each element is a gather of the lanes' fields (what one message
// of fields per 16 lanes reads), a reduction adds whole elements in order,
// a store scatters the fields. Kept so, a vector<8> leaves room for 32
// lanes (256 elements, what IGC gives an OpenCL float8 at SIMD32). A vector
// of 64 elements that is reduced is kept so too (the reduction adds whole
// elements of 4 lanes, not one lane's at a time), with room for 4 lanes;
// one that is only loaded, computed and stored leaves room for 4 lanes too
// and stays lane after lane: consecutive vectors load as one.
// CHECK-LABEL: gpu.func @quads
// CHECK-SAME: genx.work_items_per_thread = 32 : i32
// CHECK: %[[AT:.*]] = arith.muli %{{.*}}, %{{.*}} : vector<32xindex>
// CHECK: %[[ALL:.*]] = arith.constant dense<true> : vector<32xi1>
// CHECK: %[[F0:.*]] = vector.gather %{{.*}}[%{{.*}}] [%[[AT]]], %[[ALL]], %{{.*}} : memref<?xf32>, vector<32xindex>, vector<32xi1>, vector<32xf32> into vector<32xf32>
// CHECK: %[[F0LO:.*]] = vector.extract_strided_slice %[[F0]] {offsets = [0], sizes = [16], strides = [1]}
// CHECK: %[[X0:.*]] = vector.insert_strided_slice %[[F0LO]], %{{.*}} {offsets = [0], strides = [1]} : vector<16xf32> into vector<128xf32>
// CHECK: %[[F0HI:.*]] = vector.extract_strided_slice %[[F0]] {offsets = [16], sizes = [16], strides = [1]}
// CHECK: %[[X1:.*]] = vector.insert_strided_slice %[[F0HI]], %[[X0]] {offsets = [64], strides = [1]}
// CHECK: %[[AT1:.*]] = arith.addi %[[AT]], %{{.*}} : vector<32xindex>
// CHECK: %[[F1:.*]] = vector.gather %{{.*}}[%{{.*}}] [%[[AT1]]], %[[ALL]], %{{.*}}
// CHECK: vector.extract_strided_slice %[[F1]] {offsets = [0], sizes = [16], strides = [1]}
// CHECK: vector.insert_strided_slice %{{.*}}, %[[X1]] {offsets = [16], strides = [1]}
// CHECK: vector.insert_strided_slice %{{.*}} {offsets = [80], strides = [1]}
// CHECK-COUNT-2: vector.gather
// CHECK: %[[ONES:.*]] = vector.shuffle %{{.*}}, %{{.*}} [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1,
// CHECK: %[[S:.*]] = arith.addf %{{.*}}, %[[ONES]] : vector<128xf32>
// CHECK: %[[E0:.*]] = vector.shuffle %[[S]], %[[S]] [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 64, 65,
// CHECK: %[[R0:.*]] = arith.addf %[[E0]], %{{.*}} : vector<32xf32>
// CHECK: %[[E1:.*]] = vector.shuffle %[[S]], %[[S]] [16, 17, {{.*}}, 31, 80, 81,
// CHECK: %[[R1:.*]] = arith.addf %[[E1]], %[[R0]] : vector<32xf32>
// CHECK: %[[C0:.*]] = vector.shuffle %[[S]], %[[S]] [0, 1, 2,
// CHECK: vector.scatter %{{.*}}[%{{.*}}] [%[[AT]]], %{{.*}}, %[[C0]]
// CHECK-COUNT-3: vector.scatter
// CHECK-LABEL: gpu.func @octets
// CHECK-SAME: genx.work_items_per_thread = 32 : i32
// CHECK-COUNT-8: vector.gather {{.*}} into vector<32xf32>
// CHECK-LABEL: gpu.func @wide
// CHECK-SAME: genx.work_items_per_thread = 4 : i32
// CHECK: vector.load %{{.*}} : memref<?xf32>, vector<256xf32>
// The same vector of 16 shuffled is kept element by element, 16 lanes (256
// elements): lane by lane each lane's shuffle would copy its elements, here
// the shuffle only renames fields (element 5 of every lane is field 5,
// elements 80-95).
// CHECK-LABEL: gpu.func @shuffled
// CHECK-SAME: genx.work_items_per_thread = 16 : i32
// CHECK-COUNT-16: vector.gather {{.*}} into vector<16xf32>
// CHECK: %[[X:.*]] = vector.insert_strided_slice %{{.*}} {offsets = [240], strides = [1]} : vector<16xf32> into vector<256xf32>
// CHECK: %[[B:.*]] = vector.shuffle %[[X]], %[[X]] [0, 1, {{.*}}, 15, 0, 1, {{.*}}, 15, 80, 81, {{.*}}, 95, 80, {{.*}}, 255] : vector<256xf32>, vector<256xf32>
// CHECK: arith.mulf %[[X]], %[[B]] : vector<256xf32>
// CHECK-COUNT-16: vector.scatter
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @quads(%a: memref<?xf32>, %sums: memref<?xf32>) kernel
        attributes {known_block_size = array<i32: 64, 1, 1>} {
      %i = gpu.global_id x
      %c4 = arith.constant 4 : index
      %at = arith.muli %i, %c4 : index
      %x = vector.load %a[%at] : memref<?xf32>, vector<4xf32>
      %one = arith.constant dense<1.0> : vector<4xf32>
      %s = arith.addf %x, %one : vector<4xf32>
      %zero = arith.constant 0.0 : f32
      %sum = vector.reduction <add>, %s, %zero : vector<4xf32> into f32
      vector.store %s, %a[%at] : memref<?xf32>, vector<4xf32>
      memref.store %sum, %sums[%i] : memref<?xf32>
      gpu.return
    }
    gpu.func @octets(%a: memref<?xf32>, %sums: memref<?xf32>) kernel
        attributes {known_block_size = array<i32: 64, 1, 1>} {
      %i = gpu.global_id x
      %c8 = arith.constant 8 : index
      %at = arith.muli %i, %c8 : index
      %x = vector.load %a[%at] : memref<?xf32>, vector<8xf32>
      %sum = vector.reduction <add>, %x : vector<8xf32> into f32
      memref.store %sum, %sums[%i] : memref<?xf32>
      gpu.return
    }
    gpu.func @wide(%a: memref<?xf32>) kernel
        attributes {known_block_size = array<i32: 64, 1, 1>} {
      %i = gpu.global_id x
      %c64 = arith.constant 64 : index
      %at = arith.muli %i, %c64 : index
      %x = vector.load %a[%at] : memref<?xf32>, vector<64xf32>
      %y = arith.mulf %x, %x : vector<64xf32>
      vector.store %y, %a[%at] : memref<?xf32>, vector<64xf32>
      gpu.return
    }
    gpu.func @shuffled(%a: memref<?xf32>) kernel
        attributes {known_block_size = array<i32: 64, 1, 1>} {
      %i = gpu.global_id x
      %c16 = arith.constant 16 : index
      %at = arith.muli %i, %c16 : index
      %x = vector.load %a[%at] : memref<?xf32>, vector<16xf32>
      %b = vector.shuffle %x, %x [0, 0, 0, 0, 5, 5, 5, 5, 10, 10, 10, 10, 15, 15, 15, 15] : vector<16xf32>, vector<16xf32>
      %y = arith.mulf %x, %b : vector<16xf32>
      vector.store %y, %a[%at] : memref<?xf32>, vector<16xf32>
      gpu.return
    }
  }
}

// -----

// A reduction of 64 elements that may take any order (reassoc, an integer
// kind) of a work item's loaded rows streams as an ordered one does: 8
// elements of every lane's row at a time, the lanes' rows gathered a field
// at a time, 32 lanes (the whole rows, lane by lane, would leave room for
// 4).
// CHECK-LABEL: gpu.func @row_dots
// CHECK-SAME: genx.work_items_per_thread = 32 : i32
// CHECK-COUNT-16: vector.gather %{{.*}} : memref<?x64xf32>, vector<32xindex>, vector<32xi1>, vector<32xf32> into vector<32xf32>
// CHECK-NOT: vector.gather
// CHECK: %[[P:.*]] = arith.mulf %{{.*}}, %{{.*}} : vector<256xf32>
// CHECK-COUNT-7: arith.addf {{.*}} fastmath<reassoc> : vector<32xf32>
// CHECK-NOT: arith.addf
// CHECK: vector.gather
// CHECK-COUNT-56: arith.addf {{.*}} fastmath<reassoc> : vector<32xf32>
// CHECK: vector.store %{{.*}} : memref<?xf32>, vector<32xf32>
// CHECK-LABEL: gpu.func @row_maxima
// CHECK-SAME: genx.work_items_per_thread = 32 : i32
// CHECK-COUNT-8: vector.gather {{.*}} into vector<32xi32>
// CHECK-NOT: vector.gather
// CHECK: %[[FLOOR:.*]] = vector.broadcast %{{.*}} : i32 to vector<32xi32>
// CHECK: arith.maxsi %{{.*}}, %[[FLOOR]] : vector<32xi32>
// CHECK-COUNT-7: arith.maxsi
// CHECK-NOT: arith.maxsi
// CHECK: vector.gather
// A transfer under a prefix mask of each work item's vector (create_mask
// of a bound all lanes share) reads and writes the lanes' elements whose
// position in their lane's vector is below the bound, clamped to [0, k]
// and compared in 32 bits; the read's padding fills the others.
// CHECK-LABEL: gpu.func @masked_rows
// CHECK-SAME: genx.work_items_per_thread = 8 : i32
// CHECK: %[[LOW:.*]] = arith.minsi %[[N:.*]], %c32
// CHECK: %[[BOUND:.*]] = arith.maxsi %[[LOW]], %c0
// CHECK: %[[WORD:.*]] = arith.index_cast %[[BOUND]] : index to i32
// CHECK: %[[BOUNDS:.*]] = vector.broadcast %[[WORD]] : i32 to vector<256xi32>
// CHECK: %[[ON:.*]] = arith.cmpi sgt, %[[BOUNDS]], %{{.*}} : vector<256xi32>
// CHECK: %[[PAD:.*]] = vector.broadcast %{{.*}} : f32 to vector<256xf32>
// CHECK: %[[SET:.*]] = arith.andi %{{.*}}, %[[ON]] : vector<256xi1>
// CHECK: vector.maskedload %{{.*}}[%[[ROW:.*]], %{{.*}}], %[[SET]], %[[PAD]] : memref<?x32xf32>, vector<256xi1>, vector<256xf32> into vector<256xf32>
// CHECK: arith.cmpi sgt
// CHECK: vector.maskedstore %{{.*}}[%[[ROW]], %{{.*}}], %{{.*}}, %{{.*}} : memref<?x32xf32>, vector<256xi1>, vector<256xf32>
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @row_dots(%a: memref<?x64xf32>, %b: memref<?x64xf32>, %out: memref<?xf32>) kernel
        attributes {known_block_size = array<i32: 64, 1, 1>} {
      %r = gpu.global_id x
      %c0 = arith.constant 0 : index
      %x = vector.load %a[%r, %c0] : memref<?x64xf32>, vector<64xf32>
      %y = vector.load %b[%r, %c0] : memref<?x64xf32>, vector<64xf32>
      %p = arith.mulf %x, %y : vector<64xf32>
      %s = vector.reduction <add>, %p fastmath<reassoc> : vector<64xf32> into f32
      memref.store %s, %out[%r] : memref<?xf32>
      gpu.return
    }
    gpu.func @row_maxima(%a: memref<?xi32>, %out: memref<?xi32>, %floor: i32) kernel
        attributes {known_block_size = array<i32: 64, 1, 1>} {
      %r = gpu.global_id x
      %c64 = arith.constant 64 : index
      %at = arith.muli %r, %c64 : index
      %x = vector.load %a[%at] : memref<?xi32>, vector<64xi32>
      %m = vector.reduction <maxsi>, %x, %floor : vector<64xi32> into i32
      memref.store %m, %out[%r] : memref<?xi32>
      gpu.return
    }
    gpu.func @masked_rows(%x: memref<?x32xf32>, %y: memref<?x32xf32>, %n: index) kernel
        attributes {known_block_size = array<i32: 64, 1, 1>} {
      %r = gpu.global_id x
      %c0 = arith.constant 0 : index
      %pad = arith.constant 7.0 : f32
      %mask = vector.create_mask %n : vector<32xi1>
      %v = vector.transfer_read %x[%r, %c0], %pad, %mask {in_bounds = [true]} : memref<?x32xf32>, vector<32xf32>
      %w = arith.addf %v, %v : vector<32xf32>
      vector.transfer_write %w, %y[%r, %c0], %mask {in_bounds = [true]} : vector<32xf32>, memref<?x32xf32>
      gpu.return
    }
  }
}

// -----

// Shuffles of the lanes' own vectors pick the same elements lane by lane:
// in groups of 16 lanes, element 1 of lanes 0-15 (slots 16-31) goes to
// element 0 (slots 0-15). A vector of the lanes' scalars puts them side by
// side, then each in its element.
// CHECK-LABEL: gpu.func @swap
// CHECK-SAME: genx.work_items_per_thread = 32 : i32
// CHECK: %[[P:.*]] = vector.insert_strided_slice %{{.*}} {offsets = [48], strides = [1]} : vector<16xf32> into vector<64xf32>
// CHECK: vector.shuffle %[[P]], %[[P]] [16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 0, 1, 2, {{.*}}, 15, 48, 49, {{.*}}, 63, 32, 33, {{.*}}, 47] : vector<64xf32>, vector<64xf32>
// CHECK: %[[X:.*]] = vector.shuffle %[[P]], %[[P]] [0, 1, {{.*}}, 15, 32, 33, {{.*}}, 47] : vector<64xf32>, vector<64xf32>
// CHECK: %[[SIDE0:.*]] = vector.insert_strided_slice %[[X]], %{{.*}} {offsets = [0], strides = [1]} : vector<32xf32> into vector<64xf32>
// CHECK: %[[SIDE1:.*]] = vector.insert_strided_slice %{{.*}}, %[[SIDE0]] {offsets = [32], strides = [1]} : vector<32xf32> into vector<64xf32>
// CHECK: vector.shuffle %[[SIDE1]], %[[SIDE1]] [0, 1, {{.*}}, 15, 32, 33, {{.*}}, 47, 16, 17, {{.*}}, 31, 48, 49, {{.*}}, 63] : vector<64xf32>, vector<64xf32>
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @swap(%a: memref<?xf32>) kernel
        attributes {known_block_size = array<i32: 32, 1, 1>} {
      %i = gpu.global_id x
      %c2 = arith.constant 2 : index
      %at = arith.muli %i, %c2 : index
      %p = vector.load %a[%at] : memref<?xf32>, vector<2xf32>
      %s = vector.shuffle %p, %p [1, 0] : vector<2xf32>, vector<2xf32>
      %x = vector.extract %p[0] : f32 from vector<2xf32>
      %i32 = arith.index_cast %i : index to i32
      %f = arith.sitofp %i32 : i32 to f32
      %q = vector.from_elements %x, %f : vector<2xf32>
      %r = arith.addf %s, %q : vector<2xf32>
      vector.store %r, %a[%at] : memref<?xf32>, vector<2xf32>
      gpu.return
    }
  }
}

// -----

// A poison pick (-1) of a lane's shuffle is poison in every lane.
// CHECK-LABEL: gpu.func @poison_pick
// CHECK-SAME: genx.work_items_per_thread = 16 : i32
// CHECK: vector.shuffle %{{.*}}, %{{.*}} [16, 17, {{.*}}, 31, -1, -1, {{.*}}, -1] : vector<32xf32>, vector<32xf32>
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @poison_pick(%a: memref<?xf32>) kernel
        attributes {known_block_size = array<i32: 16, 1, 1>} {
      %i = gpu.global_id x
      %c2 = arith.constant 2 : index
      %at = arith.muli %i, %c2 : index
      %p = vector.load %a[%at] : memref<?xf32>, vector<2xf32>
      %s = vector.shuffle %p, %p [1, -1] : vector<2xf32>, vector<2xf32>
      %r = arith.addf %s, %p : vector<2xf32>
      vector.store %r, %a[%at] : memref<?xf32>, vector<2xf32>
      gpu.return
    }
  }
}

// -----

// Lanes reading rows of their own (m[i, 0]): each lane's vector starts at
// its row times the row length, from the memref's first element; the
// fields are gathered from there. A transfer counts each lane's elements
// inside its row.
// CHECK-LABEL: gpu.func @row_copy
// CHECK-SAME: genx.work_items_per_thread = 32 : i32
// CHECK: %[[ROWS:.*]] = arith.index_castui %{{.*}} : vector<32xi32> to vector<32xindex>
// CHECK: %[[COLS:.*]] = memref.dim %[[M:.*]], %c1 : memref<?x?xf32>
// CHECK: %[[COLSV:.*]] = vector.broadcast %[[COLS]] : index to vector<32xindex>
// CHECK: %[[ROWSTART:.*]] = arith.muli %[[ROWS]], %[[COLSV]] : vector<32xindex>
// CHECK: %[[START:.*]] = arith.addi %{{.*}}, %[[ROWSTART]] : vector<32xindex>
// CHECK: vector.gather %[[M]][%[[ZERO:.*]], %[[ZERO]]] [%[[START]]]
// CHECK-COUNT-3: vector.gather %[[M]][%[[ZERO]], %[[ZERO]]]
// CHECK: memref.dim %{{.*}}, %c1{{.*}} : memref<?x?xf32>
// CHECK: arith.cmpi ugt
// CHECK-COUNT-4: vector.scatter
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @row_copy(%m: memref<?x?xf32>, %o: memref<?x?xf32>) kernel
        attributes {known_block_size = array<i32: 64, 1, 1>} {
      %c0 = arith.constant 0 : index
      %i = gpu.global_id x
      %v = vector.load %m[%i, %c0] : memref<?x?xf32>, vector<4xf32>
      vector.transfer_write %v, %o[%i, %c0] : vector<4xf32>, memref<?x?xf32>
      gpu.return
    }
  }
}

// -----

// Transfers that may run past the end of the memref, lanes' vectors kept
// element by element. The lanes' consecutive vectors: the W * k elements
// from lane 0's start below the size are counted once (in i32), and field
// i of lane l is read where lane * k + i is below the count, the rest read
// the padding; written likewise. Vectors 5 apart: each lane counts its own
// elements below the size. A vector of 64-bit elements leaves room for a
// quarter of the lanes, lane after lane.
// CHECK-LABEL: gpu.func @tails
// CHECK-SAME: genx.work_items_per_thread = 32 : i32
// CHECK: %[[AT:.*]] = arith.muli %{{.*}}, %{{.*}} : vector<32xindex>
// CHECK: %[[PAD:.*]] = vector.broadcast %{{.*}} : f32 to vector<32xf32>
// CHECK: %[[SIZE:.*]] = memref.dim %{{.*}}, %c0{{.*}} : memref<?xf32>
// CHECK: %[[FIRST:.*]] = arith.muli %{{.*}}, %c4 : index
// CHECK: %[[REST:.*]] = arith.subi %[[SIZE]], %[[FIRST]] : index
// CHECK: %[[MOST:.*]] = arith.minui %[[REST]], %c128{{.*}} : index
// CHECK: %[[ANY:.*]] = arith.cmpi ugt, %[[SIZE]], %[[FIRST]] : index
// CHECK: %[[COUNT:.*]] = arith.select %[[ANY]], %[[MOST]], %{{.*}} : index
// CHECK: %[[COUNT32:.*]] = arith.index_cast %[[COUNT]] : index to i32
// CHECK: %[[AT0:.*]] = arith.constant dense<[0, 4, 8, {{.*}}, 124]> : vector<32xi32>
// CHECK: %[[COUNTS:.*]] = vector.broadcast %[[COUNT32]] : i32 to vector<32xi32>
// CHECK: %[[IN0:.*]] = arith.cmpi slt, %[[AT0]], %[[COUNTS]] : vector<32xi32>
// CHECK: %[[ON0:.*]] = arith.andi %{{.*}}, %[[IN0]] : vector<32xi1>
// CHECK: vector.gather %{{.*}}[%{{.*}}] [%[[AT]]], %[[ON0]], %[[PAD]]
// CHECK: %[[REST1:.*]] = arith.subi %[[COUNT32]], %c1_i32 : i32
// CHECK: %[[FROM1:.*]] = arith.constant dense<[0, 4, 8, {{.*}}, 124]> : vector<32xi32>
// CHECK: %[[COUNTS1:.*]] = vector.broadcast %[[REST1]] : i32 to vector<32xi32>
// CHECK: arith.cmpi slt, %[[FROM1]], %[[COUNTS1]] : vector<32xi32>
// CHECK-COUNT-3: vector.gather
// CHECK: memref.dim
// CHECK: vector.scatter %{{.*}}[%{{.*}}] [%[[AT]]]
// CHECK-COUNT-3: vector.scatter
// CHECK: %[[AT5:.*]] = arith.muli %{{.*}}, %{{.*}} : vector<32xindex>
// CHECK: %[[SIZES:.*]] = vector.broadcast %{{.*}} : index to vector<32xindex>
// CHECK: %[[LANEREST:.*]] = arith.subi %[[SIZES]], %[[AT5]] : vector<32xindex>
// CHECK: %[[LANEMOST:.*]] = arith.minui %[[LANEREST]], %{{.*}} : vector<32xindex>
// CHECK: %[[LANEANY:.*]] = arith.cmpi ugt, %[[SIZES]], %[[AT5]] : vector<32xindex>
// CHECK: %[[LANECOUNT:.*]] = arith.select %[[LANEANY]], %[[LANEMOST]], %{{.*}} : vector<32xi1>, vector<32xindex>
// CHECK: %[[LANECOUNT32:.*]] = arith.index_cast %[[LANECOUNT]] : vector<32xindex> to vector<32xi32>
// CHECK: arith.cmpi ugt, %[[LANECOUNT32]], %{{.*}} : vector<32xi32>
// CHECK-COUNT-4: vector.gather
// CHECK-NOT: memref.dim
// CHECK-COUNT-4: vector.scatter
// CHECK-LABEL: gpu.func @longs
// CHECK-SAME: genx.work_items_per_thread = 8 : i32
// CHECK: vector.load %{{.*}} : memref<?xi64>, vector<32xi64>
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @tails(%x: memref<?xf32>, %y: memref<?xf32>) kernel
        attributes {known_block_size = array<i32: 64, 1, 1>} {
      %i = gpu.global_id x
      %c4 = arith.constant 4 : index
      %c5 = arith.constant 5 : index
      %pad = arith.constant -1.5 : f32
      %at = arith.muli %i, %c4 : index
      %v = vector.transfer_read %x[%at], %pad : memref<?xf32>, vector<4xf32>
      vector.transfer_write %v, %y[%at] : vector<4xf32>, memref<?xf32>
      %apart = arith.muli %i, %c5 : index
      %u = vector.transfer_read %x[%apart], %pad : memref<?xf32>, vector<4xf32>
      vector.transfer_write %u, %y[%apart] {in_bounds = [true]} : vector<4xf32>, memref<?xf32>
      gpu.return
    }
    gpu.func @longs(%x: memref<?xi64>) kernel
        attributes {known_block_size = array<i32: 64, 1, 1>} {
      %i = gpu.global_id x
      %c4 = arith.constant 4 : index
      %at = arith.muli %i, %c4 : index
      %v = vector.load %x[%at] : memref<?xi64>, vector<4xi64>
      %w = arith.addi %v, %v : vector<4xi64>
      vector.store %w, %x[%at] : memref<?xi64>, vector<4xi64>
      gpu.return
    }
  }
}

// -----

// An index computed in i32 (a shared offset plus the id, cast back): the
// lane-0 index is built operand first, then its cast.
// CHECK-LABEL: gpu.func @i32_offset
// CHECK: %[[ID:.*]] = arith.index_cast %{{.*}} : index to i32
// CHECK: %[[SUM:.*]] = arith.addi %{{.*}}, %[[ID]] : i32
// CHECK: %[[FIRST:.*]] = arith.index_cast %[[SUM]] : i32 to index
// CHECK: vector.store %{{.*}}, %{{.*}}[%[[FIRST]]] : memref<?xf32>, vector<32xf32>
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @i32_offset(%out: memref<?xf32>, %base: i32) kernel {
      %gx = gpu.global_id x
      %c = arith.index_cast %gx : index to i32
      %o32 = arith.addi %base, %c : i32
      %o = arith.index_cast %o32 : i32 to index
      %one = arith.constant 1.0 : f32
      memref.store %one, %out[%o] : memref<?xf32>
      gpu.return
    }
  }
}

// -----

// A while loop whose condition differs between the lanes runs while any
// lane still runs. Its condition only computes: a lane whose condition
// failed keeps what it carried (the body's results are selected by the
// lanes that stay), so its condition fails again and passes on the same
// values, its results at the end. A condition that reads memory (which a
// lane's own body may change) masks the lanes that are done instead, and
// keeps each lane's results from when its condition failed.
// CHECK-LABEL: gpu.func @lane_while
// CHECK-SAME: genx.work_items_per_thread = 32
// CHECK: %[[R:.*]]:2 = scf.while (%[[K:.*]] = %{{.*}}) : (vector<32xi32>) -> (vector<32xi32>, vector<32xi1>)
// CHECK: %[[C:.*]] = arith.cmpi ult, %[[K]], %{{.*}} : vector<32xi32>
// CHECK: %[[ANY:.*]] = vector.reduction <or>, %[[C]] : vector<32xi1> into i1
// CHECK: scf.condition(%[[ANY]]) %[[K]], %[[C]]
// CHECK: } do {
// CHECK: ^bb0(%[[K2:.*]]: vector<32xi32>, %[[STAY:.*]]: vector<32xi1>):
// CHECK: %[[NEXT:.*]] = arith.addi %[[K2]], %{{.*}} : vector<32xi32>
// CHECK: %[[KEEP:.*]] = arith.select %[[STAY]], %[[NEXT]], %[[K2]] : vector<32xi1>, vector<32xi32>
// CHECK: scf.yield %[[KEEP]]
// CHECK: vector.store %[[R]]#0
// CHECK-LABEL: gpu.func @reading_while
// CHECK: %[[ALL:.*]] = arith.constant dense<true> : vector<32xi1>
// CHECK: %[[R:.*]]:3 = scf.while (%[[K:.*]] = %{{.*}}, %[[LIVE:.*]] = %[[ALL]], %[[OUT:.*]] = %{{.*}}) : (vector<32xi32>, vector<32xi1>, vector<32xi32>)
// CHECK: %[[V:.*]] = vector.gather %{{.*}}, %[[LIVE]]
// CHECK: %[[C:.*]] = arith.cmpi ne, %[[V]], %{{.*}} : vector<32xi32>
// CHECK: %[[STAY:.*]] = arith.andi %[[LIVE]], %[[C]] : vector<32xi1>
// CHECK: %[[LEAVE:.*]] = arith.xori %[[LIVE]], %[[STAY]] : vector<32xi1>
// CHECK: %[[KEPT:.*]] = arith.select %[[LEAVE]], %[[K]], %[[OUT]] : vector<32xi1>, vector<32xi32>
// CHECK: %[[ANY:.*]] = vector.reduction <or>, %[[STAY]] : vector<32xi1> into i1
// CHECK: scf.condition(%[[ANY]]) %[[K]], %[[STAY]], %[[KEPT]]
// CHECK: } do {
// CHECK: scf.yield
// CHECK: vector.store %[[R]]#2
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @lane_while(%n: memref<?xi32>, %out: memref<?xi32>) kernel {
      %c0 = arith.constant 0 : i32
      %c1 = arith.constant 1 : i32
      %i = gpu.global_id x
      %limit = memref.load %n[%i] : memref<?xi32>
      %r = scf.while (%k = %c0) : (i32) -> i32 {
        %more = arith.cmpi ult, %k, %limit : i32
        scf.condition(%more) %k : i32
      } do {
      ^bb0(%k: i32):
        %next = arith.addi %k, %c1 : i32
        scf.yield %next : i32
      }
      memref.store %r, %out[%i] : memref<?xi32>
      gpu.return
    }
    gpu.func @reading_while(%next: memref<?xi32>, %out: memref<?xi32>) kernel {
      %c0 = arith.constant 0 : i32
      %i = gpu.global_id x
      %start = arith.index_cast %i : index to i32
      %r = scf.while (%k = %start) : (i32) -> i32 {
        %at = arith.index_cast %k : i32 to index
        %v = memref.load %next[%at] : memref<?xi32>
        %more = arith.cmpi ne, %v, %c0 : i32
        scf.condition(%more) %k : i32
      } do {
      ^bb0(%k: i32):
        %at = arith.index_cast %k : i32 to index
        %v = memref.load %next[%at] : memref<?xi32>
        scf.yield %v : i32
      }
      memref.store %r, %out[%i] : memref<?xi32>
      gpu.return
    }
  }
}

// -----

// A subgroup is the 32 lanes of a thread: gpu.lane_id is the lane number,
// gpu.subgroup_size 32; a shuffle by a constant offset permutes the lanes,
// each segment of `width` lanes on its own as CUDA's do (a lane whose
// source is out of its segment keeps its own value; lanes past the first
// segment, which the op leaves unspecified, shuffle too), and its valid
// bits are a constant (false past the first segment); a shuffle of a value the lanes share stays
// scalar; a reduction of the subgroup is one vector.reduction, the same in
// every lane (reassoc: the op leaves the order of a float sum open); one of
// clusters is a butterfly of permutations.
// CHECK-LABEL: gpu.func @subgroup
// CHECK-SAME: genx.work_items_per_thread = 32 : i32
// CHECK: %[[LANES:.*]] = vector.step : vector<32xindex>
// CHECK: %[[V:.*]] = vector.load
// CHECK: %[[X:.*]] = vector.shuffle %[[V]], %[[V]] [16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]
// CHECK: %[[D:.*]] = vector.shuffle %[[X]], %[[X]] [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 15, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 31]
// CHECK: %[[S:.*]] = vector.reduction <add>, %[[D]] fastmath<reassoc> : vector<32xf32> into f32
// CHECK: %[[P:.*]] = vector.shuffle %[[V]], %[[V]] [2, 3, 0, 1, 6, 7, 4, 5,
// CHECK: %[[M:.*]] = arith.maximumf %[[V]], %[[P]] : vector<32xf32>
// CHECK: %[[Q:.*]] = vector.shuffle %[[M]], %[[M]] [4, 5, 6, 7, 0, 1, 2, 3,
// CHECK: arith.maximumf %[[M]], %[[Q]] : vector<32xf32>
// CHECK: %[[SIZE:.*]] = arith.constant 32 : index
// CHECK: arith.addi %[[LANES]], %{{.*}} : vector<32xindex>
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @subgroup(%in: memref<?xf32>, %out: memref<?xf32>, %valid: memref<?xi1>, %ids: memref<?xindex>) kernel
        attributes {known_block_size = array<i32: 64, 1, 1>} {
      %i = gpu.global_id x
      %w32 = arith.constant 32 : i32
      %w16 = arith.constant 16 : i32
      %o16 = arith.constant 16 : i32
      %o1 = arith.constant 1 : i32
      %v = memref.load %in[%i] : memref<?xf32>
      %x, %xv = gpu.shuffle xor %v, %o16, %w32 : f32
      %d, %dv = gpu.shuffle down %x, %o1, %w16 : f32
      %s = gpu.subgroup_reduce add %d : (f32) -> f32
      %c = gpu.subgroup_reduce maximumf %v cluster(size = 4, stride = 2) : (f32) -> f32
      %t = arith.addf %s, %c : f32
      memref.store %t, %out[%i] : memref<?xf32>
      memref.store %dv, %valid[%i] : memref<?xi1>
      %lane = gpu.lane_id
      %size = gpu.subgroup_size : index
      %l = arith.addi %lane, %size : index
      memref.store %l, %ids[%i] : memref<?xindex>
      gpu.return
    }
  }
}

// -----

// The valid bits of a shuffle over 16 lanes: lanes 0-14 find their source
// one lane down, lane 15 and lanes 16-31 do not.
// CHECK-LABEL: gpu.func @shuffle_valid
// CHECK: %[[VALID:.*]] = arith.constant dense<[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, false, false,
// CHECK: vector.store %[[VALID]]
// A value the lanes share is the same from any lane.
// CHECK: %[[B:.*]] = gpu.block_id x
// CHECK-NOT: vector.shuffle
// CHECK: arith.index_cast %[[B]] : index to i32
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @shuffle_valid(%valid: memref<?xi1>, %out: memref<?xi32>) kernel
        attributes {known_block_size = array<i32: 32, 1, 1>} {
      %i = gpu.global_id x
      %w16 = arith.constant 16 : i32
      %o1 = arith.constant 1 : i32
      %z = arith.constant 0 : i32
      %d, %dv = gpu.shuffle down %z, %o1, %w16 : i32
      memref.store %dv, %valid[%i] : memref<?xi1>
      %b = gpu.block_id x
      %bi = arith.index_cast %b : index to i32
      %s, %sv = gpu.shuffle xor %bi, %o1, %w16 : i32
      memref.store %s, %out[%i] : memref<?xi32>
      gpu.return
    }
  }
}

// -----

// Wider than the lanes (a group of 16 packs 16 lanes; the shuffle spans 32):
// the kernel stays one work item per thread (where genx-lower refuses the
// shuffle: genx-lower.test runs this file). A reduction under a
// lane-dependent branch reduces the identity (-0.0) in the lanes that do
// not run. A shuffle's offset and width may be computed (an unrolled loop's
// `32 >> k`).
// CHECK-LABEL: gpu.func @too_wide
// CHECK-NOT: genx.work_items_per_thread
// CHECK: gpu.shuffle xor
// CHECK-LABEL: gpu.func @masked_reduce
// CHECK-SAME: genx.work_items_per_thread = 32 : i32
// CHECK: %[[MASK:.*]] = vector.create_mask %{{.*}} : vector<32xi1>
// CHECK: %[[ZERO:.*]] = arith.constant -0.000000e+00 : f32
// CHECK: %[[IDENTITY:.*]] = vector.broadcast %[[ZERO]] : f32 to vector<32xf32>
// CHECK: %[[IN:.*]] = arith.select %[[MASK]], %{{.*}}, %[[IDENTITY]] : vector<32xi1>, vector<32xf32>
// CHECK: vector.reduction <add>, %[[IN]] fastmath<reassoc> : vector<32xf32> into f32
// CHECK-LABEL: gpu.func @computed_offset
// CHECK-SAME: genx.work_items_per_thread = 32 : i32
// CHECK: vector.shuffle %{{.*}}, %{{.*}} [16, 17,
module attributes {gpu.container_module} {
  gpu.module @kernels {
    // expected-warning @+1 {{its subgroups are of one work item}}
    gpu.func @too_wide(%in: memref<?xf32>, %out: memref<?xf32>) kernel
        attributes {known_block_size = array<i32: 16, 1, 1>} {
      %i = gpu.global_id x
      %w = arith.constant 32 : i32
      %o = arith.constant 16 : i32
      %v = memref.load %in[%i] : memref<?xf32>
      // expected-note @+2 {{this op kept the work items from being packed}}
      // expected-error @+1 {{'gpu.shuffle' op reads other lanes of a subgroup of 32}}
      %x, %xv = gpu.shuffle xor %v, %o, %w : f32
      memref.store %x, %out[%i] : memref<?xf32>
      gpu.return
    }
    gpu.func @masked_reduce(%in: memref<?xf32>, %out: memref<?xf32>) kernel
        attributes {known_block_size = array<i32: 32, 1, 1>} {
      %i = gpu.global_id x
      %c8 = arith.constant 8 : index
      %low = arith.cmpi ult, %i, %c8 : index
      scf.if %low {
        %v = memref.load %in[%i] : memref<?xf32>
        %s = gpu.subgroup_reduce add %v : (f32) -> f32
        memref.store %s, %out[%i] : memref<?xf32>
      }
      gpu.return
    }
    gpu.func @computed_offset(%in: memref<?xf32>, %out: memref<?xf32>) kernel
        attributes {known_block_size = array<i32: 32, 1, 1>} {
      %i = gpu.global_id x
      %w = arith.constant 32 : i32
      %c1 = arith.constant 1 : i32
      %o = arith.shrui %w, %c1 : i32
      %v = memref.load %in[%i] : memref<?xf32>
      %x, %xv = gpu.shuffle xor %v, %o, %w : f32
      memref.store %x, %out[%i] : memref<?xf32>
      gpu.return
    }
  }
}

// -----

// A launch of a run-time size: a kernel whose subgroups exchange lanes has
// no copy of one work item per thread; the launch asserts that 32 divides
// its size in x.
// CHECK-LABEL: func.func @launch_warp
// CHECK: %[[REST:.*]] = arith.remui %{{.*}}, %{{.*}} : index
// CHECK: %[[WHOLE:.*]] = arith.cmpi eq, %[[REST]], %{{.*}} : index
// CHECK: cf.assert %[[WHOLE]], "kernel warp exchanges values between the lanes of 32-lane subgroups: its group size in x must be a multiple of 32"
// CHECK: gpu.launch_func @kernels::@warp
// CHECK-NOT: per_work_item
module attributes {gpu.container_module} {
  func.func @launch_warp(%n: index, %in: memref<?xf32>, %out: memref<?xf32>) {
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@warp blocks in (%c1, %c1, %c1) threads in (%n, %c1, %c1)
        args(%in : memref<?xf32>, %out : memref<?xf32>)
    return
  }
  gpu.module @kernels {
    gpu.func @warp(%in: memref<?xf32>, %out: memref<?xf32>) kernel {
      %i = gpu.global_id x
      %w = arith.constant 32 : i32
      %o = arith.constant 16 : i32
      %v = memref.load %in[%i] : memref<?xf32>
      %x, %xv = gpu.shuffle xor %v, %o, %w : f32
      memref.store %x, %out[%i] : memref<?xf32>
      gpu.return
    }
  }
}

// -----

// width=64 (genx-lower's default): 64 lanes where 64 divides the group,
// then two subgroups of 32 per thread for subgroup ops that are each
// subgroup's (a reduction: both subgroups' trees of halves in the same
// ops, each lane taking its subgroup's value; lane ids within the
// subgroup, its size 32); 32 at most for
// those that count threads (gpu.subgroup_id), y ids of groups wider than
// one in y, more than 64 memory accesses, a while loop the lanes leave
// apart.
// W64-LABEL: gpu.func @elementwise_wide
// W64-SAME: genx.work_items_per_thread = 64 : i32
// W64-LABEL: gpu.func @warp_wide
// W64-SAME: genx.work_items_per_thread = 64 : i32
// W64: %[[V:.*]] = vector.load
// W64: %[[LO:.*]] = vector.shuffle %[[V]], %[[V]] [0, 1, {{.*}}, 15, 32, 33, {{.*}}, 47] : vector<64xf32>, vector<64xf32>
// W64: %[[HI:.*]] = vector.shuffle %[[V]], %[[V]] [16, 17, {{.*}}, 31, 48, 49, {{.*}}, 63] : vector<64xf32>, vector<64xf32>
// W64: arith.addf %[[LO]], %[[HI]] fastmath<reassoc> : vector<32xf32>
// W64: arith.addf %{{.*}}, %{{.*}} fastmath<reassoc> : vector<16xf32>
// W64: arith.addf %{{.*}}, %{{.*}} fastmath<reassoc> : vector<8xf32>
// W64: arith.addf %{{.*}}, %{{.*}} fastmath<reassoc> : vector<4xf32>
// W64: %[[BOTH:.*]] = arith.addf %{{.*}}, %{{.*}} fastmath<reassoc> : vector<2xf32>
// W64: %[[EACH:.*]] = vector.shuffle %[[BOTH]], %[[BOTH]] [0, 0, {{.*}}, 0, 1, 1, {{.*}}, 1] : vector<2xf32>, vector<2xf32>
// W64: arith.constant dense<[0, 1, 2, {{.*}}, 30, 31, 0, 1, 2, {{.*}}, 31]> : vector<64xindex>
// W64: arith.constant 32 : index
// W64-LABEL: gpu.func @subgroup_ids_wide
// W64-SAME: genx.work_items_per_thread = 32 : i32
// W64-LABEL: gpu.func @rows_wide
// W64-SAME: genx.work_items_per_thread = 32 : i32
// W64-LABEL: gpu.func @many_wide
// W64-SAME: genx.work_items_per_thread = 32 : i32
// W64-LABEL: gpu.func @while_wide
// W64-SAME: genx.work_items_per_thread = 32 : i32
// W64-LABEL: gpu.func @f64_divide_wide
// W64-SAME: genx.work_items_per_thread = 32 : i32
// W64-LABEL: gpu.func @f64_many_wide
// W64-SAME: genx.work_items_per_thread = 8 : i32
// W64-LABEL: gpu.func @unread_ids_wide
// W64-SAME: genx.work_items_per_thread = 64 : i32
// W64-LABEL: gpu.func @flat_group_wide
// W64-SAME: genx.work_items_per_thread = 64 : i32
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @elementwise_wide(%a: memref<?xf32>) kernel
        attributes {known_block_size = array<i32: 128, 1, 1>} {
      %i = gpu.global_id x
      %v = memref.load %a[%i] : memref<?xf32>
      %w = arith.addf %v, %v : f32
      memref.store %w, %a[%i] : memref<?xf32>
      gpu.return
    }
    gpu.func @warp_wide(%a: memref<?xf32>, %ids: memref<?xindex>) kernel
        attributes {known_block_size = array<i32: 128, 1, 1>} {
      %i = gpu.global_id x
      %v = memref.load %a[%i] : memref<?xf32>
      %s = gpu.subgroup_reduce add %v : (f32) -> f32
      memref.store %s, %a[%i] : memref<?xf32>
      %lane = gpu.lane_id
      %size = gpu.subgroup_size : index
      %l = arith.addi %lane, %size : index
      memref.store %l, %ids[%i] : memref<?xindex>
      gpu.return
    }
    gpu.func @subgroup_ids_wide(%a: memref<?xindex>) kernel
        attributes {known_block_size = array<i32: 128, 1, 1>} {
      %i = gpu.global_id x
      %sg = gpu.subgroup_id : index
      memref.store %sg, %a[%i] : memref<?xindex>
      gpu.return
    }
    gpu.func @rows_wide(%a: memref<?x?xf32>) kernel
        attributes {known_block_size = array<i32: 128, 2, 1>} {
      %i = gpu.global_id x
      %j = gpu.global_id y
      %v = memref.load %a[%j, %i] : memref<?x?xf32>
      %w = arith.addf %v, %v : f32
      memref.store %w, %a[%j, %i] : memref<?x?xf32>
      gpu.return
    }
    gpu.func @many_wide(%a: memref<?xf32>) kernel
        attributes {known_block_size = array<i32: 128, 1, 1>} {
      %i = gpu.global_id x
      %s0 = memref.load %a[%i] : memref<?xf32>
      %c1 = arith.constant 1 : index
      %j1 = arith.addi %i, %c1 : index
      %v1 = memref.load %a[%j1] : memref<?xf32>
      %s1 = arith.addf %s0, %v1 : f32
      %c2 = arith.constant 2 : index
      %j2 = arith.addi %i, %c2 : index
      %v2 = memref.load %a[%j2] : memref<?xf32>
      %s2 = arith.addf %s1, %v2 : f32
      %c3 = arith.constant 3 : index
      %j3 = arith.addi %i, %c3 : index
      %v3 = memref.load %a[%j3] : memref<?xf32>
      %s3 = arith.addf %s2, %v3 : f32
      %c4 = arith.constant 4 : index
      %j4 = arith.addi %i, %c4 : index
      %v4 = memref.load %a[%j4] : memref<?xf32>
      %s4 = arith.addf %s3, %v4 : f32
      %c5 = arith.constant 5 : index
      %j5 = arith.addi %i, %c5 : index
      %v5 = memref.load %a[%j5] : memref<?xf32>
      %s5 = arith.addf %s4, %v5 : f32
      %c6 = arith.constant 6 : index
      %j6 = arith.addi %i, %c6 : index
      %v6 = memref.load %a[%j6] : memref<?xf32>
      %s6 = arith.addf %s5, %v6 : f32
      %c7 = arith.constant 7 : index
      %j7 = arith.addi %i, %c7 : index
      %v7 = memref.load %a[%j7] : memref<?xf32>
      %s7 = arith.addf %s6, %v7 : f32
      %c8 = arith.constant 8 : index
      %j8 = arith.addi %i, %c8 : index
      %v8 = memref.load %a[%j8] : memref<?xf32>
      %s8 = arith.addf %s7, %v8 : f32
      %c9 = arith.constant 9 : index
      %j9 = arith.addi %i, %c9 : index
      %v9 = memref.load %a[%j9] : memref<?xf32>
      %s9 = arith.addf %s8, %v9 : f32
      %c10 = arith.constant 10 : index
      %j10 = arith.addi %i, %c10 : index
      %v10 = memref.load %a[%j10] : memref<?xf32>
      %s10 = arith.addf %s9, %v10 : f32
      %c11 = arith.constant 11 : index
      %j11 = arith.addi %i, %c11 : index
      %v11 = memref.load %a[%j11] : memref<?xf32>
      %s11 = arith.addf %s10, %v11 : f32
      %c12 = arith.constant 12 : index
      %j12 = arith.addi %i, %c12 : index
      %v12 = memref.load %a[%j12] : memref<?xf32>
      %s12 = arith.addf %s11, %v12 : f32
      %c13 = arith.constant 13 : index
      %j13 = arith.addi %i, %c13 : index
      %v13 = memref.load %a[%j13] : memref<?xf32>
      %s13 = arith.addf %s12, %v13 : f32
      %c14 = arith.constant 14 : index
      %j14 = arith.addi %i, %c14 : index
      %v14 = memref.load %a[%j14] : memref<?xf32>
      %s14 = arith.addf %s13, %v14 : f32
      %c15 = arith.constant 15 : index
      %j15 = arith.addi %i, %c15 : index
      %v15 = memref.load %a[%j15] : memref<?xf32>
      %s15 = arith.addf %s14, %v15 : f32
      %c16 = arith.constant 16 : index
      %j16 = arith.addi %i, %c16 : index
      %v16 = memref.load %a[%j16] : memref<?xf32>
      %s16 = arith.addf %s15, %v16 : f32
      %c17 = arith.constant 17 : index
      %j17 = arith.addi %i, %c17 : index
      %v17 = memref.load %a[%j17] : memref<?xf32>
      %s17 = arith.addf %s16, %v17 : f32
      %c18 = arith.constant 18 : index
      %j18 = arith.addi %i, %c18 : index
      %v18 = memref.load %a[%j18] : memref<?xf32>
      %s18 = arith.addf %s17, %v18 : f32
      %c19 = arith.constant 19 : index
      %j19 = arith.addi %i, %c19 : index
      %v19 = memref.load %a[%j19] : memref<?xf32>
      %s19 = arith.addf %s18, %v19 : f32
      %c20 = arith.constant 20 : index
      %j20 = arith.addi %i, %c20 : index
      %v20 = memref.load %a[%j20] : memref<?xf32>
      %s20 = arith.addf %s19, %v20 : f32
      %c21 = arith.constant 21 : index
      %j21 = arith.addi %i, %c21 : index
      %v21 = memref.load %a[%j21] : memref<?xf32>
      %s21 = arith.addf %s20, %v21 : f32
      %c22 = arith.constant 22 : index
      %j22 = arith.addi %i, %c22 : index
      %v22 = memref.load %a[%j22] : memref<?xf32>
      %s22 = arith.addf %s21, %v22 : f32
      %c23 = arith.constant 23 : index
      %j23 = arith.addi %i, %c23 : index
      %v23 = memref.load %a[%j23] : memref<?xf32>
      %s23 = arith.addf %s22, %v23 : f32
      %c24 = arith.constant 24 : index
      %j24 = arith.addi %i, %c24 : index
      %v24 = memref.load %a[%j24] : memref<?xf32>
      %s24 = arith.addf %s23, %v24 : f32
      %c25 = arith.constant 25 : index
      %j25 = arith.addi %i, %c25 : index
      %v25 = memref.load %a[%j25] : memref<?xf32>
      %s25 = arith.addf %s24, %v25 : f32
      %c26 = arith.constant 26 : index
      %j26 = arith.addi %i, %c26 : index
      %v26 = memref.load %a[%j26] : memref<?xf32>
      %s26 = arith.addf %s25, %v26 : f32
      %c27 = arith.constant 27 : index
      %j27 = arith.addi %i, %c27 : index
      %v27 = memref.load %a[%j27] : memref<?xf32>
      %s27 = arith.addf %s26, %v27 : f32
      %c28 = arith.constant 28 : index
      %j28 = arith.addi %i, %c28 : index
      %v28 = memref.load %a[%j28] : memref<?xf32>
      %s28 = arith.addf %s27, %v28 : f32
      %c29 = arith.constant 29 : index
      %j29 = arith.addi %i, %c29 : index
      %v29 = memref.load %a[%j29] : memref<?xf32>
      %s29 = arith.addf %s28, %v29 : f32
      %c30 = arith.constant 30 : index
      %j30 = arith.addi %i, %c30 : index
      %v30 = memref.load %a[%j30] : memref<?xf32>
      %s30 = arith.addf %s29, %v30 : f32
      %c31 = arith.constant 31 : index
      %j31 = arith.addi %i, %c31 : index
      %v31 = memref.load %a[%j31] : memref<?xf32>
      %s31 = arith.addf %s30, %v31 : f32
      %c32 = arith.constant 32 : index
      %j32 = arith.addi %i, %c32 : index
      %v32 = memref.load %a[%j32] : memref<?xf32>
      %s32 = arith.addf %s31, %v32 : f32
      %c33 = arith.constant 33 : index
      %j33 = arith.addi %i, %c33 : index
      %v33 = memref.load %a[%j33] : memref<?xf32>
      %s33 = arith.addf %s32, %v33 : f32
      %c34 = arith.constant 34 : index
      %j34 = arith.addi %i, %c34 : index
      %v34 = memref.load %a[%j34] : memref<?xf32>
      %s34 = arith.addf %s33, %v34 : f32
      %c35 = arith.constant 35 : index
      %j35 = arith.addi %i, %c35 : index
      %v35 = memref.load %a[%j35] : memref<?xf32>
      %s35 = arith.addf %s34, %v35 : f32
      %c36 = arith.constant 36 : index
      %j36 = arith.addi %i, %c36 : index
      %v36 = memref.load %a[%j36] : memref<?xf32>
      %s36 = arith.addf %s35, %v36 : f32
      %c37 = arith.constant 37 : index
      %j37 = arith.addi %i, %c37 : index
      %v37 = memref.load %a[%j37] : memref<?xf32>
      %s37 = arith.addf %s36, %v37 : f32
      %c38 = arith.constant 38 : index
      %j38 = arith.addi %i, %c38 : index
      %v38 = memref.load %a[%j38] : memref<?xf32>
      %s38 = arith.addf %s37, %v38 : f32
      %c39 = arith.constant 39 : index
      %j39 = arith.addi %i, %c39 : index
      %v39 = memref.load %a[%j39] : memref<?xf32>
      %s39 = arith.addf %s38, %v39 : f32
      %c40 = arith.constant 40 : index
      %j40 = arith.addi %i, %c40 : index
      %v40 = memref.load %a[%j40] : memref<?xf32>
      %s40 = arith.addf %s39, %v40 : f32
      %c41 = arith.constant 41 : index
      %j41 = arith.addi %i, %c41 : index
      %v41 = memref.load %a[%j41] : memref<?xf32>
      %s41 = arith.addf %s40, %v41 : f32
      %c42 = arith.constant 42 : index
      %j42 = arith.addi %i, %c42 : index
      %v42 = memref.load %a[%j42] : memref<?xf32>
      %s42 = arith.addf %s41, %v42 : f32
      %c43 = arith.constant 43 : index
      %j43 = arith.addi %i, %c43 : index
      %v43 = memref.load %a[%j43] : memref<?xf32>
      %s43 = arith.addf %s42, %v43 : f32
      %c44 = arith.constant 44 : index
      %j44 = arith.addi %i, %c44 : index
      %v44 = memref.load %a[%j44] : memref<?xf32>
      %s44 = arith.addf %s43, %v44 : f32
      %c45 = arith.constant 45 : index
      %j45 = arith.addi %i, %c45 : index
      %v45 = memref.load %a[%j45] : memref<?xf32>
      %s45 = arith.addf %s44, %v45 : f32
      %c46 = arith.constant 46 : index
      %j46 = arith.addi %i, %c46 : index
      %v46 = memref.load %a[%j46] : memref<?xf32>
      %s46 = arith.addf %s45, %v46 : f32
      %c47 = arith.constant 47 : index
      %j47 = arith.addi %i, %c47 : index
      %v47 = memref.load %a[%j47] : memref<?xf32>
      %s47 = arith.addf %s46, %v47 : f32
      %c48 = arith.constant 48 : index
      %j48 = arith.addi %i, %c48 : index
      %v48 = memref.load %a[%j48] : memref<?xf32>
      %s48 = arith.addf %s47, %v48 : f32
      %c49 = arith.constant 49 : index
      %j49 = arith.addi %i, %c49 : index
      %v49 = memref.load %a[%j49] : memref<?xf32>
      %s49 = arith.addf %s48, %v49 : f32
      %c50 = arith.constant 50 : index
      %j50 = arith.addi %i, %c50 : index
      %v50 = memref.load %a[%j50] : memref<?xf32>
      %s50 = arith.addf %s49, %v50 : f32
      %c51 = arith.constant 51 : index
      %j51 = arith.addi %i, %c51 : index
      %v51 = memref.load %a[%j51] : memref<?xf32>
      %s51 = arith.addf %s50, %v51 : f32
      %c52 = arith.constant 52 : index
      %j52 = arith.addi %i, %c52 : index
      %v52 = memref.load %a[%j52] : memref<?xf32>
      %s52 = arith.addf %s51, %v52 : f32
      %c53 = arith.constant 53 : index
      %j53 = arith.addi %i, %c53 : index
      %v53 = memref.load %a[%j53] : memref<?xf32>
      %s53 = arith.addf %s52, %v53 : f32
      %c54 = arith.constant 54 : index
      %j54 = arith.addi %i, %c54 : index
      %v54 = memref.load %a[%j54] : memref<?xf32>
      %s54 = arith.addf %s53, %v54 : f32
      %c55 = arith.constant 55 : index
      %j55 = arith.addi %i, %c55 : index
      %v55 = memref.load %a[%j55] : memref<?xf32>
      %s55 = arith.addf %s54, %v55 : f32
      %c56 = arith.constant 56 : index
      %j56 = arith.addi %i, %c56 : index
      %v56 = memref.load %a[%j56] : memref<?xf32>
      %s56 = arith.addf %s55, %v56 : f32
      %c57 = arith.constant 57 : index
      %j57 = arith.addi %i, %c57 : index
      %v57 = memref.load %a[%j57] : memref<?xf32>
      %s57 = arith.addf %s56, %v57 : f32
      %c58 = arith.constant 58 : index
      %j58 = arith.addi %i, %c58 : index
      %v58 = memref.load %a[%j58] : memref<?xf32>
      %s58 = arith.addf %s57, %v58 : f32
      %c59 = arith.constant 59 : index
      %j59 = arith.addi %i, %c59 : index
      %v59 = memref.load %a[%j59] : memref<?xf32>
      %s59 = arith.addf %s58, %v59 : f32
      %c60 = arith.constant 60 : index
      %j60 = arith.addi %i, %c60 : index
      %v60 = memref.load %a[%j60] : memref<?xf32>
      %s60 = arith.addf %s59, %v60 : f32
      %c61 = arith.constant 61 : index
      %j61 = arith.addi %i, %c61 : index
      %v61 = memref.load %a[%j61] : memref<?xf32>
      %s61 = arith.addf %s60, %v61 : f32
      %c62 = arith.constant 62 : index
      %j62 = arith.addi %i, %c62 : index
      %v62 = memref.load %a[%j62] : memref<?xf32>
      %s62 = arith.addf %s61, %v62 : f32
      %c63 = arith.constant 63 : index
      %j63 = arith.addi %i, %c63 : index
      %v63 = memref.load %a[%j63] : memref<?xf32>
      %s63 = arith.addf %s62, %v63 : f32
      %c64 = arith.constant 64 : index
      %j64 = arith.addi %i, %c64 : index
      %v64 = memref.load %a[%j64] : memref<?xf32>
      %s64 = arith.addf %s63, %v64 : f32
      memref.store %s64, %a[%i] : memref<?xf32>
      gpu.return
    }
    gpu.func @while_wide(%a: memref<?xi32>) kernel
        attributes {known_block_size = array<i32: 128, 1, 1>} {
      %i = gpu.global_id x
      %v = memref.load %a[%i] : memref<?xi32>
      %c1 = arith.constant 1 : i32
      %r = scf.while (%x = %v) : (i32) -> i32 {
        %go = arith.cmpi sgt, %x, %c1 : i32
        scf.condition(%go) %x : i32
      } do {
      ^bb0(%x: i32):
        %h = arith.shrsi %x, %c1 : i32
        scf.yield %h : i32
      }
      memref.store %r, %a[%i] : memref<?xi32>
      gpu.return
    }
    // Emulated f64 arithmetic: one division packs 32 lanes, more
    // operations fewer (their integer code spills IGC's registers).
    gpu.func @f64_divide_wide(%a: memref<?xf64>) kernel
        attributes {known_block_size = array<i32: 128, 1, 1>} {
      %i = gpu.global_id x
      %v = memref.load %a[%i] : memref<?xf64>
      %w = arith.divf %v, %v : f64
      memref.store %w, %a[%i] : memref<?xf64>
      gpu.return
    }
    gpu.func @f64_many_wide(%a: memref<?xf64>) kernel
        attributes {known_block_size = array<i32: 128, 1, 1>} {
      %i = gpu.global_id x
      %v = memref.load %a[%i] : memref<?xf64>
      %w = arith.divf %v, %v : f64
      %x = math.sqrt %w : f64
      %y = arith.mulf %x, %v : f64
      %z = arith.addf %y, %w : f64
      %r = arith.remf %z, %v : f64
      %s = arith.subf %r, %x : f64
      %t = math.fma %s, %r, %z : f64
      memref.store %t, %a[%i] : memref<?xf64>
      gpu.return
    }
    // Ids nothing reads (a gpu.launch body has them all) and y ids of
    // groups with one work item in y do not make the groups narrower.
    gpu.func @unread_ids_wide(%a: memref<?xf32>) kernel
        attributes {known_block_size = array<i32: 256, 1, 1>} {
      %ty = gpu.thread_id y
      %dy = gpu.block_dim y
      %i = gpu.global_id x
      %v = memref.load %a[%i] : memref<?xf32>
      memref.store %v, %a[%i] : memref<?xf32>
      gpu.return
    }
    gpu.func @flat_group_wide(%a: memref<?x?xf32>) kernel
        attributes {known_block_size = array<i32: 128, 1, 1>} {
      %i = gpu.global_id x
      %j = gpu.global_id y
      %v = memref.load %a[%j, %i] : memref<?x?xf32>
      memref.store %v, %a[%j, %i] : memref<?x?xf32>
      gpu.return
    }
  }
}

// -----

// An offset the lanes share, known only when the kernel runs: xor as the
// constant xor shuffles by 1, 2, 4, 8, 16, each selected by that bit of the
// offset; idx as the element at the offset in every lane; the valid bits
// compare each lane's source with the width.
// CHECK-LABEL: gpu.func @shared_offset
// CHECK-SAME: genx.work_items_per_thread = 32 : i32
// CHECK: %[[SOURCES:.*]] = arith.xori %{{.*}}, %{{.*}} : vector<32xi32>
// CHECK: arith.cmpi ult, %[[SOURCES]], %{{.*}} : vector<32xi32>
// CHECK: %[[B1:.*]] = vector.shuffle %[[V:.*]], %[[V]] [1, 0, 3, 2,
// CHECK: %[[S1:.*]] = arith.select %{{.*}}, %[[B1]], %[[V]] : vector<32xf32>
// CHECK: %[[B2:.*]] = vector.shuffle %[[S1]], %[[S1]] [2, 3, 0, 1,
// CHECK: arith.select %{{.*}}, %[[B2]], %[[S1]] : vector<32xf32>
// CHECK-COUNT-3: vector.shuffle
// CHECK: %[[AT:.*]] = arith.index_castui %{{.*}} : i32 to index
// CHECK: %[[E:.*]] = vector.extract %{{.*}}[%[[AT]]] : f32 from vector<32xf32>
// CHECK: vector.broadcast %[[E]] : f32 to vector<32xf32>
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @shared_offset(%in: memref<?xf32>, %out: memref<?xf32>, %ok: memref<?xi1>, %off: i32) kernel
        attributes {known_block_size = array<i32: 32, 1, 1>} {
      %i = gpu.global_id x
      %w = arith.constant 32 : i32
      %v = memref.load %in[%i] : memref<?xf32>
      %x, %xv = gpu.shuffle xor %v, %off, %w : f32
      %k, %kv = gpu.shuffle idx %x, %off, %w : f32
      memref.store %k, %out[%i] : memref<?xf32>
      memref.store %xv, %ok[%i] : memref<?xi1>
      gpu.return
    }
  }
}

// -----

// Through a view whose innermost stride is not 1 (a column of a matrix,
// every other element), consecutive work items are a stride apart: the
// lanes gather and scatter in the view's own indices, they do not load or
// store consecutive elements. A work item's vector down a column has no
// lane form: that kernel stays one work item a thread.
// CHECK-LABEL: gpu.func @column_view
// CHECK-SAME: genx.work_items_per_thread = 32 : i32
// CHECK: %[[IDS:.*]] = arith.index_castui %{{.*}} : vector<32xi32> to vector<32xindex>
// CHECK: %[[COL:.*]] = memref.subview
// CHECK: vector.gather %[[COL]][%{{.*}}] [%[[IDS]]], %{{.*}}, %{{.*}} : memref<64xf32, strided<[8], offset: ?>>, vector<32xindex>, vector<32xi1>, vector<32xf32> into vector<32xf32>
// CHECK: vector.scatter %{{.*}}[%{{.*}}] [%[[IDS]]], %{{.*}}, %{{.*}} : memref<64xf32, strided<[2]>>, vector<32xindex>, vector<32xi1>, vector<32xf32>
// CHECK-NOT: vector.load
// CHECK-NOT: vector.maskedload
// CHECK-LABEL: gpu.func @column_vectors
// CHECK-NOT: genx.work_items_per_thread
// CHECK: vector.transfer_read %{{.*}} : memref<64xf32, strided<[8], offset: 3>>, vector<4xf32>
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @column_view(%a: memref<64x8xf32>, %b: memref<128xf32>, %c: index, %n: index) kernel {
      %i = gpu.global_id x
      %col = memref.subview %a[0, %c] [64, 1] [1, 1] : memref<64x8xf32> to memref<64xf32, strided<[8], offset: ?>>
      %evens = memref.subview %b[0] [64] [2] : memref<128xf32> to memref<64xf32, strided<[2]>>
      %ok = arith.cmpi ult, %i, %n : index
      scf.if %ok {
        %v = memref.load %col[%i] : memref<64xf32, strided<[8], offset: ?>>
        memref.store %v, %evens[%i] : memref<64xf32, strided<[2]>>
      }
      gpu.return
    }
    gpu.func @column_vectors(%a: memref<64x8xf32>, %out: memref<16x4xf32>) kernel {
      %i = gpu.global_id x
      %c0 = arith.constant 0 : index
      %c4 = arith.constant 4 : index
      %pad = arith.constant 0.0 : f32
      %col = memref.subview %a[0, 3] [64, 1] [1, 1] : memref<64x8xf32> to memref<64xf32, strided<[8], offset: 3>>
      %s = arith.muli %i, %c4 : index
      %v = vector.transfer_read %col[%s], %pad {in_bounds = [true]} : memref<64xf32, strided<[8], offset: 3>>, vector<4xf32>
      vector.transfer_write %v, %out[%i, %c0] {in_bounds = [true]} : vector<4xf32>, memref<16x4xf32>
      gpu.return
    }
  }
  func.func @host(%a: memref<64x8xf32>, %b: memref<128xf32>, %o: memref<16x4xf32>, %c: index, %n: index) {
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %c16 = arith.constant 16 : index
    gpu.launch_func @kernels::@column_view blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%a : memref<64x8xf32>, %b : memref<128xf32>, %c : index, %n : index)
    gpu.launch_func @kernels::@column_vectors blocks in (%c1, %c1, %c1) threads in (%c16, %c1, %c1)
        args(%a : memref<64x8xf32>, %o : memref<16x4xf32>)
    return
  }
}

// -----

// A work item's own 4 x 16 tile in a matrix-vector contraction: lowered to
// 1-D first (outer products: a gather of each column of the tile, fused
// multiply-adds), then packed. Each lane's column is kept element by
// element: a gather of the lanes per element, each column read just before
// its multiply-add (all 16 read first would not fit in registers).
// CHECK-LABEL: gpu.func @tile_contract
// CHECK-SAME: genx.work_items_per_thread = 32
// CHECK-NOT: vector.contract
// CHECK-COUNT-4: vector.gather {{.*}} into vector<32xf32>
// CHECK-NOT: vector.gather
// CHECK: vector.fma %{{.*}} : vector<128xf32>
// CHECK: vector.gather {{.*}} into vector<32xf32>
// An f16 contraction stays whole for genx-contract-to-dpas, one work item
// per thread.
// CHECK-LABEL: gpu.func @tile_contract_f16
// CHECK-NOT: genx.work_items_per_thread
// CHECK: vector.contract
// A dot product of a work item's own 1-D vectors (a contraction to a
// scalar) is a product and a reduction once lowered, and packed as those,
// streamed 8 elements at a time: 32 lanes, where its two vectors of 16
// live at once would take all the registers (they spill).
// CHECK-LABEL: gpu.func @dot_contract
// CHECK-SAME: genx.work_items_per_thread = 32
// CHECK-NOT: vector.contract
// CHECK: arith.mulf %{{.*}} : vector<256xf32>
#rows = affine_map<(i, k) -> (i, k)>
#cols = affine_map<(i, k) -> (k)>
#out = affine_map<(i, k) -> (i)>
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @tile_contract(%a: memref<?x16xf32>, %x: memref<16xf32>, %y: memref<?xf32>) kernel {
      %t = gpu.global_id x
      %c0 = arith.constant 0 : index
      %c4 = arith.constant 4 : index
      %pad = arith.constant 0.0 : f32
      %row = arith.muli %t, %c4 : index
      %tile = vector.transfer_read %a[%row, %c0], %pad {in_bounds = [true, true]} : memref<?x16xf32>, vector<4x16xf32>
      %xv = vector.load %x[%c0] : memref<16xf32>, vector<16xf32>
      %zero = arith.constant dense<0.0> : vector<4xf32>
      %r = vector.contract {indexing_maps = [#rows, #cols, #out], iterator_types = ["parallel", "reduction"], kind = #vector.kind<add>} %tile, %xv, %zero : vector<4x16xf32>, vector<16xf32> into vector<4xf32>
      vector.store %r, %y[%row] : memref<?xf32>, vector<4xf32>
      gpu.return
    }
    gpu.func @tile_contract_f16(%a: memref<?x16xf16>, %x: memref<16xf16>, %y: memref<?xf32>) kernel {
      %t = gpu.global_id x
      %c0 = arith.constant 0 : index
      %c4 = arith.constant 4 : index
      %pad = arith.constant 0.0 : f16
      %row = arith.muli %t, %c4 : index
      %tile = vector.transfer_read %a[%row, %c0], %pad {in_bounds = [true, true]} : memref<?x16xf16>, vector<4x16xf16>
      %xv = vector.load %x[%c0] : memref<16xf16>, vector<16xf16>
      %zero = arith.constant dense<0.0> : vector<4xf32>
      %r = vector.contract {indexing_maps = [#rows, #cols, #out], iterator_types = ["parallel", "reduction"], kind = #vector.kind<add>} %tile, %xv, %zero : vector<4x16xf16>, vector<16xf16> into vector<4xf32>
      vector.store %r, %y[%row] : memref<?xf32>, vector<4xf32>
      gpu.return
    }
    gpu.func @dot_contract(%a: memref<?xf32>, %b: memref<?xf32>, %y: memref<?xf32>) kernel {
      %t = gpu.global_id x
      %c16 = arith.constant 16 : index
      %zero = arith.constant 0.0 : f32
      %at = arith.muli %t, %c16 : index
      %va = vector.load %a[%at] : memref<?xf32>, vector<16xf32>
      %vb = vector.load %b[%at] : memref<?xf32>, vector<16xf32>
      %d = vector.contract {indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>], iterator_types = ["reduction"], kind = #vector.kind<add>} %va, %vb, %zero : vector<16xf32>, vector<16xf32> into f32
      memref.store %d, %y[%t] : memref<?xf32>
      gpu.return
    }
  }
}

// -----

// A work item's own vector<16xf32>: 16 lanes (256 elements) for lane-wise
// arithmetic, 8 when a math function's polynomial computes on it (its
// temporaries fit at 128; 256 spill). Under a bounds check, whose masked
// accesses lane by lane are dword gathers of 16 elements a message, it is
// kept element by element, each field a gather that one message of fields
// per 16 lanes reads 4 of: as many lanes as its live vectors leave room
// for (32 for the one here: 512 elements, two 2 KB vectors); a float
// division, whose expansion keeps temporaries as a math function's does, 8.
// CHECK-LABEL: gpu.func @scaled
// CHECK-SAME: genx.work_items_per_thread = 16
// CHECK-LABEL: gpu.func @erf
// CHECK-SAME: genx.work_items_per_thread = 8
// CHECK: math.erf %{{.*}} : vector<128xf32>
// CHECK-LABEL: gpu.func @scaled_inside
// CHECK-SAME: genx.work_items_per_thread = 32
// CHECK-COUNT-16: vector.gather %{{.*}} : memref<?xf32>, vector<32xindex>, vector<32xi1>, vector<32xf32> into vector<32xf32>
// CHECK-NOT: vector.gather
// CHECK: arith.mulf %{{.*}} : vector<512xf32>
// CHECK-COUNT-16: vector.scatter
// CHECK-LABEL: gpu.func @divided_inside
// CHECK-SAME: genx.work_items_per_thread = 8
// CHECK: arith.divf %{{.*}} : vector<128xf32>
// Halves are fields too (which convert-memory-to-genx moves in pairs as
// dwords), extended position by position: the f32 fields of the store are
// where the halves' were.
// CHECK-LABEL: gpu.func @halves_inside
// CHECK-SAME: genx.work_items_per_thread = 32
// CHECK-COUNT-8: vector.gather %{{.*}} : memref<?xf16>, vector<32xindex>, vector<32xi1>, vector<32xf16> into vector<32xf16>
// CHECK: arith.extf %{{.*}} : vector<256xf16> to vector<256xf32>
// CHECK-COUNT-8: vector.scatter %{{.*}} : memref<?xf32>, vector<32xindex>, vector<32xi1>, vector<32xf32>
// An integer division by a value, which IGC expands with float
// reciprocals, keeps temporaries as a float division's does (8 lanes); one
// by a constant is a multiplication (16).
// CHECK-LABEL: gpu.func @int_divided
// CHECK-SAME: genx.work_items_per_thread = 8
// CHECK: arith.divui %{{.*}} : vector<128xi32>
// A scalar's division (one element a lane) does not count: the lanes are
// those of the work item's vector<16xf32> (16).
// CHECK-LABEL: gpu.func @scalar_divided
// CHECK-SAME: genx.work_items_per_thread = 16
// CHECK: arith.divui %{{.*}} : vector<16xi32>
// CHECK-LABEL: gpu.func @int_by_constant
// CHECK-SAME: genx.work_items_per_thread = 16
// CHECK: arith.divui %{{.*}} : vector<256xi32>
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @scaled(%x: memref<?xf32>) kernel {
      %i = gpu.global_id x
      %c16 = arith.constant 16 : index
      %at = arith.muli %i, %c16 : index
      %v = vector.load %x[%at] : memref<?xf32>, vector<16xf32>
      %w = arith.mulf %v, %v : vector<16xf32>
      vector.store %w, %x[%at] : memref<?xf32>, vector<16xf32>
      gpu.return
    }
    gpu.func @erf(%x: memref<?xf32>) kernel {
      %i = gpu.global_id x
      %c16 = arith.constant 16 : index
      %at = arith.muli %i, %c16 : index
      %v = vector.load %x[%at] : memref<?xf32>, vector<16xf32>
      %w = math.erf %v : vector<16xf32>
      vector.store %w, %x[%at] : memref<?xf32>, vector<16xf32>
      gpu.return
    }
    gpu.func @scaled_inside(%x: memref<?xf32>, %n: index) kernel {
      %i = gpu.global_id x
      %inside = arith.cmpi ult, %i, %n : index
      scf.if %inside {
        %c16 = arith.constant 16 : index
        %at = arith.muli %i, %c16 : index
        %v = vector.load %x[%at] : memref<?xf32>, vector<16xf32>
        %w = arith.mulf %v, %v : vector<16xf32>
        vector.store %w, %x[%at] : memref<?xf32>, vector<16xf32>
      }
      gpu.return
    }
    gpu.func @divided_inside(%x: memref<?xf32>, %n: index) kernel {
      %i = gpu.global_id x
      %inside = arith.cmpi ult, %i, %n : index
      scf.if %inside {
        %c16 = arith.constant 16 : index
        %at = arith.muli %i, %c16 : index
        %v = vector.load %x[%at] : memref<?xf32>, vector<16xf32>
        %w = arith.divf %v, %v : vector<16xf32>
        vector.store %w, %x[%at] : memref<?xf32>, vector<16xf32>
      }
      gpu.return
    }
    gpu.func @halves_inside(%h: memref<?xf16>, %x: memref<?xf32>, %n: index) kernel {
      %i = gpu.global_id x
      %inside = arith.cmpi ult, %i, %n : index
      scf.if %inside {
        %c8 = arith.constant 8 : index
        %at = arith.muli %i, %c8 : index
        %v = vector.load %h[%at] : memref<?xf16>, vector<8xf16>
        %w = arith.extf %v : vector<8xf16> to vector<8xf32>
        vector.store %w, %x[%at] : memref<?xf32>, vector<8xf32>
      }
      gpu.return
    }
    gpu.func @int_divided(%x: memref<?xi32>, %d: i32) kernel {
      %i = gpu.global_id x
      %c16 = arith.constant 16 : index
      %at = arith.muli %i, %c16 : index
      %v = vector.load %x[%at] : memref<?xi32>, vector<16xi32>
      %ds = vector.broadcast %d : i32 to vector<16xi32>
      %w = arith.divui %v, %ds : vector<16xi32>
      vector.store %w, %x[%at] : memref<?xi32>, vector<16xi32>
      gpu.return
    }
    gpu.func @scalar_divided(%x: memref<?xf32>, %q: memref<?xi32>, %d: i32) kernel {
      %i = gpu.global_id x
      %c16 = arith.constant 16 : index
      %at = arith.muli %i, %c16 : index
      %v = vector.load %x[%at] : memref<?xf32>, vector<16xf32>
      %w = arith.mulf %v, %v : vector<16xf32>
      vector.store %w, %x[%at] : memref<?xf32>, vector<16xf32>
      %ii = arith.index_cast %i : index to i32
      %r = arith.divui %ii, %d : i32
      memref.store %r, %q[%i] : memref<?xi32>
      gpu.return
    }
    gpu.func @int_by_constant(%x: memref<?xi32>) kernel {
      %i = gpu.global_id x
      %c16 = arith.constant 16 : index
      %at = arith.muli %i, %c16 : index
      %v = vector.load %x[%at] : memref<?xi32>, vector<16xi32>
      %seven = arith.constant dense<7> : vector<16xi32>
      %w = arith.divui %v, %seven : vector<16xi32>
      vector.store %w, %x[%at] : memref<?xi32>, vector<16xi32>
      gpu.return
    }
  }
}

// -----

// A work item's own 4 x 16 block summed over its rows: lowered to 1-D
// first (a row load and an add per row), each row read just before its add
// (all read first would be 4 x 256 elements live), the lanes' rows one
// load of 16 x 16.
// CHECK-LABEL: gpu.func @column_sums
// CHECK-SAME: genx.work_items_per_thread = 16
// CHECK: vector.load %{{.*}} : memref<4x?xf32>, vector<256xf32>
// CHECK-NEXT: vector.broadcast
// CHECK-NEXT: vector.shape_cast
// CHECK-NEXT: arith.addf %{{.*}} : vector<256xf32>
// CHECK-COUNT-3: vector.load %{{.*}} : memref<4x?xf32>, vector<256xf32>
// CHECK-NEXT: arith.addf %{{.*}} : vector<256xf32>
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @column_sums(%in: memref<4x?xf32>, %out: memref<?xf32>) kernel {
      %t = gpu.global_id x
      %c0 = arith.constant 0 : index
      %c16 = arith.constant 16 : index
      %col = arith.muli %t, %c16 : index
      %pad = arith.constant 0.0 : f32
      %blk = vector.transfer_read %in[%c0, %col], %pad {in_bounds = [true, true]} : memref<4x?xf32>, vector<4x16xf32>
      %zero = arith.constant dense<0.0> : vector<16xf32>
      %s = vector.multi_reduction <add>, %blk, %zero [0] : vector<4x16xf32> to vector<16xf32>
      vector.store %s, %out[%col] : memref<?xf32>, vector<16xf32>
      gpu.return
    }
  }
}

// -----

// A shuffle of width 0 has no valid lane, and each lane keeps its value.
// CHECK-LABEL: gpu.func @no_width
// CHECK-SAME: genx.work_items_per_thread = 32 : i32
// CHECK: %[[V:.*]] = vector.load
// CHECK: %[[NONE:.*]] = arith.constant dense<false> : vector<32xi1>
// CHECK: vector.shuffle %[[V]], %[[V]] [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17,
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @no_width(%in: memref<?xf32>, %out: memref<?xf32>, %ok: memref<?xi1>) kernel
        attributes {known_block_size = array<i32: 32, 1, 1>} {
      %i = gpu.global_id x
      %w = arith.constant 0 : i32
      %o = arith.constant 1 : i32
      %v = memref.load %in[%i] : memref<?xf32>
      %x, %xv = gpu.shuffle xor %v, %o, %w : f32
      memref.store %x, %out[%i] : memref<?xf32>
      memref.store %xv, %ok[%i] : memref<?xi1>
      gpu.return
    }
  }
}

// -----

// Segmented sums of 16 lanes by a butterfly of xor shuffles (constant
// offsets, width 16): the same at any W that 16 divides, so the kernel
// takes as many lanes as other kernels (64 here). The first lane of each
// segment (`i % 16 == 0`) is a constant mask and the segment's number
// (`i / 16`) the thread's first id / 16 plus a constant per lane: no
// division or remainder of each lane's id (canonicalize folds the compare).
// W64-LABEL: gpu.func @segment_sums
// W64-SAME: genx.work_items_per_thread = 64 : i32
// W64: %[[BASE:.*]] = arith.index_castui %{{.*}} : i32 to index
// W64-NOT: arith.andi
// W64: %[[LANE:.*]] = arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0, 1,
// W64: %[[FIRST:.*]] = arith.cmpi eq, %[[LANE]], %{{.*}} : vector<64xindex>
// W64: %[[OWN:.*]] = arith.constant dense<[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1,
// W64: %[[SEG:.*]] = arith.divui %[[BASE]], %{{.*}} : index
// W64: %[[SPLAT:.*]] = vector.broadcast %[[SEG]] : index to vector<64xindex>
// W64: %[[IDX:.*]] = arith.addi %[[SPLAT]], %[[OWN]] : vector<64xindex>
// W64: vector.scatter %{{.*}}[%{{.*}}] [%[[IDX]]], %[[FIRST]], %{{.*}} : memref<?xf32>, vector<64xindex>, vector<64xi1>, vector<64xf32>
// A remainder by 3 (no power of two) and one of an index whose lane-0
// value 16 does not divide stay lane by lane.
// W64-LABEL: gpu.func @segment_kept
// W64: arith.remui %{{.*}}, %{{.*}} : vector<64xindex>
// W64: arith.andi %{{.*}}, %{{.*}} : vector<64xindex>
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @segment_sums(%x: memref<?xf32>, %out: memref<?xf32>) kernel
        attributes {known_block_size = array<i32: 128, 1, 1>} {
      %i = gpu.global_id x
      %v = memref.load %x[%i] : memref<?xf32>
      %w = arith.constant 16 : i32
      %o8 = arith.constant 8 : i32
      %o1 = arith.constant 1 : i32
      %s8, %p8 = gpu.shuffle xor %v, %o8, %w : f32
      %a8 = arith.addf %v, %s8 : f32
      %s1, %p1 = gpu.shuffle xor %a8, %o1, %w : f32
      %a1 = arith.addf %a8, %s1 : f32
      %c0 = arith.constant 0 : index
      %c15 = arith.constant 15 : index
      %c16 = arith.constant 16 : index
      %lane = arith.andi %i, %c15 : index
      %first = arith.cmpi eq, %lane, %c0 : index
      scf.if %first {
        %seg = arith.divui %i, %c16 : index
        memref.store %a1, %out[%seg] : memref<?xf32>
      }
      gpu.return
    }
    gpu.func @segment_kept(%out: memref<?xindex>, %n: index) kernel
        attributes {known_block_size = array<i32: 128, 1, 1>} {
      %i = gpu.global_id x
      %c3 = arith.constant 3 : index
      %c15 = arith.constant 15 : index
      %r = arith.remui %i, %c3 : index
      %j = arith.addi %i, %n : index
      %m = arith.andi %j, %c15 : index
      %s = arith.addi %r, %m : index
      memref.store %s, %out[%i] : memref<?xindex>
      gpu.return
    }
  }
}

// -----

// Up to 128 lanes for a kernel that keeps a few 32-bit values per lane;
// 64 for one with a math function, whose polynomial's temporaries are as
// wide as the lanes (and more than 16 accesses, or 64-bit values, count
// the same).
// W128-LABEL: gpu.func @light
// W128-SAME: genx.work_items_per_thread = 128 : i32
// W128: vector.load %{{.*}} : memref<?xf32>, vector<128xf32>
// W128-LABEL: gpu.func @with_math
// W128-SAME: genx.work_items_per_thread = 64 : i32
// W128: math.exp %{{.*}} : vector<64xf32>
// W128-LABEL: gpu.func @wide_values
// W128-SAME: genx.work_items_per_thread = 64 : i32
gpu.module @kernels {
  gpu.func @light(%x: memref<?xf32>, %y: memref<?xf32>) kernel {
    %g = gpu.global_id x
    %v = memref.load %x[%g] : memref<?xf32>
    %r = arith.addf %v, %v : f32
    memref.store %r, %y[%g] : memref<?xf32>
    gpu.return
  }
  gpu.func @with_math(%x: memref<?xf32>, %y: memref<?xf32>) kernel {
    %g = gpu.global_id x
    %v = memref.load %x[%g] : memref<?xf32>
    %r = math.exp %v : f32
    memref.store %r, %y[%g] : memref<?xf32>
    gpu.return
  }
  gpu.func @wide_values(%x: memref<?xi64>, %y: memref<?xi64>) kernel {
    %g = gpu.global_id x
    %v = memref.load %x[%g] : memref<?xi64>
    %r = arith.addi %v, %v : i64
    memref.store %r, %y[%g] : memref<?xi64>
    gpu.return
  }
}

// -----

// vector.create_mask of a bound that differs between lanes, under
// vector.maskedload and vector.maskedstore: a tail `n - first` of
// consecutive vectors of k is one count of all lanes' elements, lane 0's
// bound clamped to [0, W k]; vectors of 8 kept element by element read and
// write each field where its position lane * k + i is below it; vectors of
// 16 kept lane by lane are one masked load of all lanes, a pass-through
// that is not a splat selected where the mask is off.
// CHECK-LABEL: gpu.func @masked_tails
// CHECK-SAME: genx.work_items_per_thread = 32 : i32
// CHECK: vector.broadcast %{{.*}} : f32 to vector<32xf32>
// CHECK: %[[FIRST:.*]] = arith.muli %{{.*}}, %{{.*}} : index
// CHECK: %[[REST:.*]] = arith.subi %{{.*}}, %[[FIRST]] : index
// CHECK: %[[MOST:.*]] = arith.minsi %[[REST]], %{{.*}} : index
// CHECK: %[[COUNT:.*]] = arith.maxsi %[[MOST]], %{{.*}} : index
// CHECK: %[[COUNT32:.*]] = arith.index_cast %[[COUNT]] : index to i32
// CHECK: %[[POS0:.*]] = arith.constant dense<[0, 8, 16, {{.*}}, 248]> : vector<32xi32>
// CHECK: %[[BOUND:.*]] = vector.broadcast %[[COUNT32]] : i32 to vector<32xi32>
// CHECK: %[[ON0:.*]] = arith.cmpi slt, %[[POS0]], %[[BOUND]] : vector<32xi32>
// CHECK: %[[FIELD0:.*]] = arith.andi %{{.*}}, %[[ON0]] : vector<32xi1>
// CHECK: vector.gather %{{.*}}[%{{.*}}] [%{{.*}}], %[[FIELD0]], %{{.*}} : memref<?xf32>, vector<32xindex>, vector<32xi1>, vector<32xf32> into vector<32xf32>
// CHECK: arith.subi %[[COUNT32]], %c1_i32 : i32
// CHECK: arith.constant dense<[0, 8, 16, {{.*}}, 248]> : vector<32xi32>
// CHECK-COUNT-7: vector.gather
// CHECK-NOT: vector.maskedload
// CHECK-COUNT-8: vector.scatter
// CHECK-LABEL: gpu.func @masked_pass_through
// CHECK-SAME: genx.work_items_per_thread = 16 : i32
// CHECK: %[[OLD:.*]] = vector.load %{{.*}} : memref<?xf32>, vector<256xf32>
// CHECK: %[[REST:.*]] = arith.subi %{{.*}}, %{{.*}} : index
// CHECK: %[[MOST:.*]] = arith.minsi %[[REST]], %{{.*}} : index
// CHECK: %[[COUNT:.*]] = arith.maxsi %[[MOST]], %{{.*}} : index
// CHECK: vector.create_mask %{{.*}} : vector<256xi1>
// CHECK: %[[LOADED:.*]] = vector.maskedload %{{.*}} : memref<?xf32>, vector<256xi1>, vector<256xf32> into vector<256xf32>
// CHECK: %[[KEPT:.*]] = arith.select %{{.*}}, %[[LOADED]], %[[OLD]] : vector<256xi1>, vector<256xf32>
// CHECK: vector.store %[[KEPT]]
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @masked_tails(%x: memref<?xf32>, %y: memref<?xf32>, %n: index) kernel
        attributes {known_block_size = array<i32: 64, 1, 1>} {
      %c8 = arith.constant 8 : index
      %i = gpu.global_id x
      %base = arith.muli %i, %c8 : index
      %rem = arith.subi %n, %base : index
      %mask = vector.create_mask %rem : vector<8xi1>
      %zero = arith.constant dense<0.0> : vector<8xf32>
      %v = vector.maskedload %x[%base], %mask, %zero : memref<?xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
      %t = arith.addf %v, %v : vector<8xf32>
      vector.maskedstore %y[%base], %mask, %t : memref<?xf32>, vector<8xi1>, vector<8xf32>
      gpu.return
    }
    gpu.func @masked_pass_through(%x: memref<?xf32>, %y: memref<?xf32>, %n: index) kernel
        attributes {known_block_size = array<i32: 64, 1, 1>} {
      %c16 = arith.constant 16 : index
      %i = gpu.global_id x
      %base = arith.muli %i, %c16 : index
      %rem = arith.subi %n, %base : index
      %mask = vector.create_mask %rem : vector<16xi1>
      %old = vector.load %y[%base] : memref<?xf32>, vector<16xf32>
      %v = vector.maskedload %x[%base], %mask, %old : memref<?xf32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
      vector.store %v, %y[%base] : memref<?xf32>, vector<16xf32>
      gpu.return
    }
  }
}

// -----

// Three accumulators and two loaded rows of 16 floats a work item are live
// at once in the loop (320 bytes a lane): 8 lanes keep them in registers
// (16 spilled 4 KB); one accumulator leaves room for 16 lanes.
// CHECK-LABEL: gpu.func @three_sums
// CHECK-SAME: genx.work_items_per_thread = 8 : i32
// CHECK-LABEL: gpu.func @one_sum
// CHECK-SAME: genx.work_items_per_thread = 16 : i32
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @three_sums(%a: memref<?x128xf32>, %b: memref<?x128xf32>, %out: memref<?xf32>) kernel
        attributes {known_block_size = array<i32: 128, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c16 = arith.constant 16 : index
      %c128 = arith.constant 128 : index
      %r = gpu.global_id x
      %zero = arith.constant dense<0.0> : vector<16xf32>
      %acc:3 = scf.for %j = %c0 to %c128 step %c16
          iter_args(%ab = %zero, %aa = %zero, %bb = %zero) -> (vector<16xf32>, vector<16xf32>, vector<16xf32>) {
        %va = vector.load %a[%r, %j] : memref<?x128xf32>, vector<16xf32>
        %vb = vector.load %b[%r, %j] : memref<?x128xf32>, vector<16xf32>
        %nab = vector.fma %va, %vb, %ab : vector<16xf32>
        %naa = vector.fma %va, %va, %aa : vector<16xf32>
        %nbb = vector.fma %vb, %vb, %bb : vector<16xf32>
        scf.yield %nab, %naa, %nbb : vector<16xf32>, vector<16xf32>, vector<16xf32>
      }
      %sab = vector.reduction <add>, %acc#0 : vector<16xf32> into f32
      %saa = vector.reduction <add>, %acc#1 : vector<16xf32> into f32
      %sbb = vector.reduction <add>, %acc#2 : vector<16xf32> into f32
      %n = arith.mulf %saa, %sbb : f32
      %q = arith.divf %sab, %n : f32
      memref.store %q, %out[%r] : memref<?xf32>
      gpu.return
    }
    gpu.func @one_sum(%a: memref<?x128xf32>, %out: memref<?xf32>) kernel
        attributes {known_block_size = array<i32: 128, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c16 = arith.constant 16 : index
      %c128 = arith.constant 128 : index
      %r = gpu.global_id x
      %zero = arith.constant dense<0.0> : vector<16xf32>
      %acc = scf.for %j = %c0 to %c128 step %c16 iter_args(%s = %zero) -> (vector<16xf32>) {
        %va = vector.load %a[%r, %j] : memref<?x128xf32>, vector<16xf32>
        %ns = arith.addf %va, %s : vector<16xf32>
        scf.yield %ns : vector<16xf32>
      }
      %sum = vector.reduction <add>, %acc : vector<16xf32> into f32
      memref.store %sum, %out[%r] : memref<?xf32>
      gpu.return
    }
  }
}

// -----

// Groups of 16x16: 16 lanes in x, and each thread also runs work items of y
// (genx.rows_per_thread: 8 under width=128, 2 under the default 32), op by
// op; each row's y is the thread's global id y times the rows plus the row,
// in i32 (a work item's global id, below 2^32), and a row's y + 1 that is
// the thread's next row is that row's id (one load for the two); the last
// row's is its own. The launch starts 16 / rows threads in y.
// CHECK-LABEL: gpu.func @rows
// CHECK-SAME: genx.rows_per_thread = 2 : i32, genx.work_items_per_thread = 16 : i32, known_block_size = array<i32: 1, 8, 1>
// CHECK-LABEL: func.func @launch
// CHECK: %[[C8:.*]] = arith.constant 8 : index
// CHECK: gpu.launch_func @kernels::@rows blocks in (%{{.*}}, %{{.*}}, %{{.*}}) threads in (%{{.*}}, %[[C8]], %{{.*}})
// W128-LABEL: gpu.func @rows
// W128-SAME: genx.rows_per_thread = 8 : i32, genx.work_items_per_thread = 16 : i32, known_block_size = array<i32: 1, 2, 1>
// W128: %[[FIRST32:.*]] = arith.muli %{{.*}}, %c8_i32 : i32
// W128: %[[FIRST:.*]] = arith.index_castui %[[FIRST32]] : i32 to index
// W128: %[[ROW1_32:.*]] = arith.addi %[[FIRST32]], %c1_i32 : i32
// W128: %[[ROW1:.*]] = arith.index_castui %[[ROW1_32]] : i32 to index
// W128: %[[ROW7_32:.*]] = arith.addi %[[FIRST32]], %c7_i32 : i32
// W128: %[[ROW7:.*]] = arith.index_castui %[[ROW7_32]] : i32 to index
// W128: %[[BELOW7:.*]] = arith.addi %[[ROW7]], %c1 : index
// W128: vector.load %{{.*}}[%[[FIRST]], %{{.*}}] : memref<?x?xf32>, vector<16xf32>
// W128: vector.load %{{.*}}[%[[ROW1]], %{{.*}}] : memref<?x?xf32>, vector<16xf32>
// W128: vector.load %{{.*}}[%[[ROW7]], %{{.*}}] : memref<?x?xf32>, vector<16xf32>
// W128: vector.load %{{.*}}[%[[ROW1]], %{{.*}}] : memref<?x?xf32>, vector<16xf32>
// W128: vector.load %{{.*}}[%[[BELOW7]], %{{.*}}] : memref<?x?xf32>, vector<16xf32>
// W128-COUNT-8: arith.addf
// W128-COUNT-8: vector.store
// W128-LABEL: func.func @launch
// W128: %[[C2:.*]] = arith.constant 2 : index
// W128: gpu.launch_func @kernels::@rows blocks in (%{{.*}}, %{{.*}}, %{{.*}}) threads in (%{{.*}}, %[[C2]], %{{.*}})
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @rows(%in: memref<?x?xf32>, %out: memref<?x?xf32>) kernel {
      %c1 = arith.constant 1 : index
      %x = gpu.global_id x
      %y = gpu.global_id y
      %y1 = arith.addi %y, %c1 : index
      %a = memref.load %in[%y, %x] : memref<?x?xf32>
      %b = memref.load %in[%y1, %x] : memref<?x?xf32>
      %s = arith.addf %a, %b : f32
      memref.store %s, %out[%y, %x] : memref<?x?xf32>
      gpu.return
    }
  }
  func.func @launch(%in: memref<?x?xf32>, %out: memref<?x?xf32>) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c16 = arith.constant 16 : index
    gpu.launch_func @kernels::@rows blocks in (%c4, %c4, %c1) threads in (%c16, %c16, %c1)
        args(%in : memref<?x?xf32>, %out : memref<?x?xf32>)
    return
  }
}

// -----

// Each work item's vectors in upstream's forms: vector.deinterleave,
// vector.interleave and strided slices are shuffles of the lanes' vectors
// (element by element here: the even elements of lanes 0-15 are fields 0
// and 2); a bitcast lane by lane is the bitcast of all lanes' bytes; a
// compare of positions (first + step) with a broadcast bound, as
// vector.create_mask's lowering writes it, is that prefix mask (one count
// of all lanes' elements, no vectors of index); a mask computed from the
// data is the lanes' own bits; a transfer_read along (d0) -> (0) is the
// scalar load and broadcast upstream lowers it to.
// CHECK-LABEL: gpu.func @lane_shuffles
// CHECK-SAME: genx.work_items_per_thread = 32 : i32
// CHECK: vector.shuffle %[[V:.*]], %[[V]] [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 64,
// CHECK-NOT: vector.interleave
// CHECK-NOT: vector.deinterleave
// CHECK: vector.scatter
// CHECK-LABEL: gpu.func @lane_bitcast
// CHECK-SAME: genx.work_items_per_thread = 32 : i32
// CHECK: %[[W:.*]] = vector.load %{{.*}} : memref<?xi32>, vector<64xi32>
// CHECK: %[[B:.*]] = vector.bitcast %[[W]] : vector<64xi32> to vector<256xi8>
// CHECK: vector.store %[[B]], %{{.*}} : memref<?xi8>, vector<256xi8>
// CHECK-LABEL: gpu.func @step_mask
// CHECK-SAME: genx.work_items_per_thread = 32 : i32
// CHECK: %[[END:.*]] = arith.minui %{{.*}}, %c4611686018427387904 : index
// CHECK: %[[REST:.*]] = arith.subi %[[END]], %{{.*}} : index
// CHECK: arith.minsi %[[REST]], %{{.*}} : index
// CHECK-NOT: arith.cmpi {{.*}} : vector<32xindex>
// CHECK: vector.gather
// CHECK-LABEL: gpu.func @bit_mask
// CHECK-SAME: genx.work_items_per_thread = 32 : i32
// CHECK: %[[V:.*]] = vector.load %{{.*}} : memref<?xf32>, vector<256xf32>
// CHECK: %[[POS:.*]] = arith.cmpf ogt, %[[V]], %{{.*}} : vector<256xf32>
// CHECK: %[[ON:.*]] = arith.andi %{{.*}}, %[[POS]] : vector<256xi1>
// CHECK: vector.maskedstore %{{.*}}, %[[ON]], %[[V]] : memref<?xf32>, vector<256xi1>, vector<256xf32>
// CHECK-LABEL: gpu.func @broadcast_read
// CHECK-SAME: genx.work_items_per_thread = 32 : i32
// CHECK: %[[H:.*]] = memref.load %{{.*}}[%{{.*}}] : memref<3xf32>
// CHECK: vector.broadcast %[[H]] : f32 to vector<4xf32>
// CHECK-NOT: vector.transfer_read
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @lane_shuffles(%x: memref<?xi32>, %y: memref<?xi32>) kernel
        attributes {known_block_size = array<i32: 64, 1, 1>} {
      %c4 = arith.constant 4 : index
      %i = gpu.global_id x
      %base = arith.muli %i, %c4 : index
      %v = vector.load %x[%base] : memref<?xi32>, vector<4xi32>
      %even, %odd = vector.deinterleave %v : vector<4xi32> -> vector<2xi32>
      %r = vector.interleave %odd, %even : vector<2xi32> -> vector<4xi32>
      %s = vector.extract_strided_slice %r {offsets = [1], sizes = [2], strides = [1]} : vector<4xi32> to vector<2xi32>
      %t = vector.insert_strided_slice %s, %v {offsets = [2], strides = [1]} : vector<2xi32> into vector<4xi32>
      vector.store %t, %y[%base] : memref<?xi32>, vector<4xi32>
      gpu.return
    }
    gpu.func @lane_bitcast(%x: memref<?xi32>, %y: memref<?xi8>) kernel
        attributes {known_block_size = array<i32: 64, 1, 1>} {
      %c2 = arith.constant 2 : index
      %c8 = arith.constant 8 : index
      %i = gpu.global_id x
      %from = arith.muli %i, %c2 : index
      %to = arith.muli %i, %c8 : index
      %w = vector.load %x[%from] : memref<?xi32>, vector<2xi32>
      %b = vector.bitcast %w : vector<2xi32> to vector<8xi8>
      vector.store %b, %y[%to] : memref<?xi8>, vector<8xi8>
      gpu.return
    }
    gpu.func @step_mask(%x: memref<?xf32>, %y: memref<?xf32>, %n: index) kernel
        attributes {known_block_size = array<i32: 64, 1, 1>} {
      %c8 = arith.constant 8 : index
      %zero = arith.constant dense<0.0> : vector<8xf32>
      %i = gpu.global_id x
      %base = arith.muli %i, %c8 : index
      %step = vector.step : vector<8xindex>
      %first = vector.broadcast %base : index to vector<8xindex>
      %at = arith.addi %first, %step : vector<8xindex>
      %end = vector.broadcast %n : index to vector<8xindex>
      %in = arith.cmpi ult, %at, %end : vector<8xindex>
      %v = vector.maskedload %x[%base], %in, %zero : memref<?xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
      vector.maskedstore %y[%base], %in, %v : memref<?xf32>, vector<8xi1>, vector<8xf32>
      gpu.return
    }
    gpu.func @bit_mask(%x: memref<?xf32>, %y: memref<?xf32>) kernel
        attributes {known_block_size = array<i32: 64, 1, 1>} {
      %c8 = arith.constant 8 : index
      %zero = arith.constant dense<0.0> : vector<8xf32>
      %i = gpu.global_id x
      %base = arith.muli %i, %c8 : index
      %v = vector.load %x[%base] : memref<?xf32>, vector<8xf32>
      %pos = arith.cmpf ogt, %v, %zero : vector<8xf32>
      vector.maskedstore %y[%base], %pos, %v : memref<?xf32>, vector<8xi1>, vector<8xf32>
      gpu.return
    }
    gpu.func @broadcast_read(%x: memref<?xf32>, %h: memref<3xf32>, %y: memref<?xf32>) kernel
        attributes {known_block_size = array<i32: 64, 1, 1>} {
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %pad = arith.constant 0.0 : f32
      %i = gpu.global_id x
      %base = arith.muli %i, %c4 : index
      %v = vector.load %x[%base] : memref<?xf32>, vector<4xf32>
      %h1 = vector.transfer_read %h[%c1], %pad {permutation_map = affine_map<(d0) -> (0)>, in_bounds = [true]} : memref<3xf32>, vector<4xf32>
      %r = arith.mulf %v, %h1 : vector<4xf32>
      vector.store %r, %y[%base] : memref<?xf32>, vector<4xf32>
      gpu.return
    }
  }
}

// -----

// A tail mask `n - x` under a branch on `x < n` (the usual bounds check
// around a masked tail): a lane the branch leaves out has an empty tail, so
// the accesses take the tail's count alone (all lanes' bits, no lane
// mask); a branch on another bound (a prefix of the lanes) is the smaller
// of the two counts, one compare per field. Without a known group
// size, compares of positions with the bound still fold to the tail's count
// (ids are below 2^32 unless wide-ids): with wide ids they stay compares of
// vectors of index.
// CHECK-LABEL: gpu.func @guarded_tail
// CHECK-SAME: genx.work_items_per_thread = 32 : i32
// CHECK: %[[ALL:.*]] = arith.constant dense<true> : vector<32xi1>
// CHECK: %[[ON:.*]] = arith.cmpi slt, %{{.*}}, %{{.*}} : vector<32xi32>
// CHECK-NEXT: %[[BOTH:.*]] = arith.andi %[[ALL]], %[[ON]] : vector<32xi1>
// CHECK-NEXT: vector.gather %{{.*}}, %[[BOTH]], %{{.*}}
// CHECK-LABEL: gpu.func @guarded_other
// CHECK-SAME: genx.work_items_per_thread = 32 : i32
// CHECK: vector.create_mask %[[LANES:.*]] : vector<32xi1>
// CHECK: %[[FROM0:.*]] = arith.maxsi %[[LANES]], %{{.*}} : index
// CHECK-NEXT: %[[UPTO:.*]] = arith.constant 32 : index
// CHECK-NEXT: %[[SOME:.*]] = arith.minsi %[[FROM0]], %[[UPTO]] : index
// CHECK-NEXT: %[[EIGHT:.*]] = arith.constant 8 : index
// CHECK-NEXT: %[[ELEMENTS:.*]] = arith.muli %[[SOME]], %[[EIGHT]] : index
// CHECK-NEXT: %[[ELEMENTS32:.*]] = arith.index_cast %[[ELEMENTS]] : index to i32
// CHECK-NEXT: %[[BOUND:.*]] = arith.minsi %[[ELEMENTS32]], %{{.*}} : i32
// CHECK-NEXT: %[[FROM:.*]] = arith.constant dense<[0, 8, 16, {{.*}}, 248]> : vector<32xi32>
// CHECK-NEXT: %[[BOUNDS:.*]] = vector.broadcast %[[BOUND]] : i32 to vector<32xi32>
// CHECK-NEXT: %[[ON:.*]] = arith.cmpi slt, %[[FROM]], %[[BOUNDS]] : vector<32xi32>
// CHECK-NEXT: vector.gather %{{.*}}, %[[ON]], %{{.*}}
// CHECK-LABEL: gpu.func @step_mask_any_group
// CHECK-SAME: genx.work_items_per_thread
// CHECK-NOT: arith.cmpi ult, {{.*}} : vector<{{[0-9]+}}xindex>
// CHECK: arith.minui %{{.*}}, %c4611686018427387904 : index
// CHECK-NOT: arith.cmpi ult, {{.*}} : vector<{{[0-9]+}}xindex>
// CHECK: vector.gather
// WIDE-LABEL: gpu.func @step_mask_any_group
// WIDE: arith.cmpi ult, %{{.*}}, %{{.*}} : vector<{{[0-9]+}}xindex>
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @guarded_tail(%x: memref<?xf32>, %y: memref<?xf32>, %n: index) kernel
        attributes {known_block_size = array<i32: 64, 1, 1>} {
      %c8 = arith.constant 8 : index
      %zero = arith.constant dense<0.0> : vector<8xf32>
      %i = gpu.global_id x
      %base = arith.muli %i, %c8 : index
      %active = arith.cmpi slt, %base, %n : index
      scf.if %active {
        %rem = arith.subi %n, %base : index
        %mask = vector.create_mask %rem : vector<8xi1>
        %v = vector.maskedload %x[%base], %mask, %zero : memref<?xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
        %t = arith.addf %v, %v : vector<8xf32>
        vector.maskedstore %y[%base], %mask, %t : memref<?xf32>, vector<8xi1>, vector<8xf32>
      }
      gpu.return
    }
    gpu.func @guarded_other(%x: memref<?xf32>, %y: memref<?xf32>, %n: index, %m: index) kernel
        attributes {known_block_size = array<i32: 64, 1, 1>} {
      %c8 = arith.constant 8 : index
      %zero = arith.constant dense<0.0> : vector<8xf32>
      %i = gpu.global_id x
      %base = arith.muli %i, %c8 : index
      %active = arith.cmpi slt, %base, %m : index
      scf.if %active {
        %rem = arith.subi %n, %base : index
        %mask = vector.create_mask %rem : vector<8xi1>
        %v = vector.maskedload %x[%base], %mask, %zero : memref<?xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
        %t = arith.addf %v, %v : vector<8xf32>
        vector.maskedstore %y[%base], %mask, %t : memref<?xf32>, vector<8xi1>, vector<8xf32>
      }
      gpu.return
    }
    gpu.func @step_mask_any_group(%x: memref<?xf32>, %y: memref<?xf32>, %n: index) kernel {
      %c4 = arith.constant 4 : index
      %i = gpu.global_id x
      %base = arith.muli %i, %c4 : index
      %step = vector.step : vector<4xindex>
      %first = vector.broadcast %base : index to vector<4xindex>
      %at = arith.addi %first, %step : vector<4xindex>
      %end = vector.broadcast %n : index to vector<4xindex>
      %in = arith.cmpi ult, %at, %end : vector<4xindex>
      %zero = arith.constant dense<0.0> : vector<4xf32>
      %v = vector.maskedload %x[%base], %in, %zero : memref<?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
      vector.maskedstore %y[%base], %in, %v : memref<?xf32>, vector<4xi1>, vector<4xf32>
      gpu.return
    }
  }
}

// -----

// A reduction of a work item's loaded row streams: the row is loaded,
// computed and reduced 8 elements at a time, each chunk's reduction the
// accumulator of the next, so that a chunk, not the row, is live, and the
// kernel packs 32 lanes where the whole row would leave room for 8. The
// order of an ordered sum is kept: acc + v0 + v1 + ... column by column.
// CHECK-LABEL: gpu.func @streamed_row_sum
// CHECK-SAME: genx.work_items_per_thread = 32 : i32
// CHECK-COUNT-8: vector.gather {{.*}} into vector<32xf32>
// CHECK-NOT: vector.gather
// CHECK: %[[FIRST:.*]] = arith.addf %{{.*}}, %{{.*}} : vector<32xf32>
// CHECK-COUNT-7: arith.addf
// CHECK-NOT: arith.addf
// CHECK: vector.gather
// CHECK-COUNT-56: arith.addf {{.*}} : vector<32xf32>
// CHECK-NOT: arith.addf
// CHECK: vector.store %{{.*}} : memref<?xf32>, vector<32xf32>
// A product of two rows streams with its loads: both rows' chunks are
// loaded, multiplied and summed.
// CHECK-LABEL: gpu.func @streamed_dot
// CHECK-SAME: genx.work_items_per_thread = 32 : i32
// CHECK-COUNT-16: vector.gather {{.*}} into vector<32xf32>
// CHECK-NOT: vector.gather
// CHECK: arith.mulf {{.*}} : vector<256xf32>
// CHECK-COUNT-7: arith.addf {{.*}} : vector<32xf32>
// CHECK-NOT: arith.addf
// CHECK: vector.gather
// A row of halves read by a transfer, extended and scaled streams in
// chunks of 16 halves (whole dwords of each lane's row), kept element by
// element as dwords are (the halves' fields pair into dwords as they
// move), each chunk's column a field: 32 lanes, where the whole row left
// the kernel one work item per thread.
// CHECK-LABEL: gpu.func @streamed_half_row
// CHECK-SAME: genx.work_items_per_thread = 32 : i32
// CHECK-COUNT-16: vector.gather {{.*}} into vector<32xf16>
// CHECK: arith.extf %{{.*}} : vector<512xf16> to vector<512xf32>
// CHECK: vector.fma %{{.*}} : vector<512xf32>
// CHECK-COUNT-16: arith.maxnumf {{.*}} : vector<32xf32>
// CHECK-COUNT-16: vector.gather {{.*}} into vector<32xf16>
// CHECK-NOT: vector.gather
// A row of 16 bytes is one chunk: not split, its reduction column by
// column of the fields, 32 lanes element by element.
// CHECK-LABEL: gpu.func @byte_row
// CHECK-SAME: genx.work_items_per_thread = 32 : i32
// CHECK-NOT: vector.reduction
// CHECK-COUNT-16: vector.gather {{.*}} into vector<32xi8>
// CHECK-NOT: vector.gather
// A store between the loads and the reduction keeps the row whole: the
// loads may not move past it.
// CHECK-LABEL: gpu.func @stored_between
// CHECK-SAME: genx.work_items_per_thread = 8 : i32
// CHECK-COUNT-64: vector.gather {{.*}} into vector<8xf32>
// CHECK: vector.scatter
// CHECK: arith.addf
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @streamed_row_sum(%in: memref<?xf32>, %out: memref<?xf32>, %start: f32) kernel
        attributes {known_block_size = array<i32: 256, 1, 1>} {
      %i = gpu.global_id x
      %c64 = arith.constant 64 : index
      %base = arith.muli %i, %c64 : index
      %v = vector.load %in[%base] : memref<?xf32>, vector<64xf32>
      %s = vector.reduction <add>, %v, %start : vector<64xf32> into f32
      memref.store %s, %out[%i] : memref<?xf32>
      gpu.return
    }
    gpu.func @streamed_dot(%a: memref<?xf32>, %b: memref<?xf32>, %out: memref<?xf32>) kernel
        attributes {known_block_size = array<i32: 256, 1, 1>} {
      %i = gpu.global_id x
      %c16 = arith.constant 16 : index
      %base = arith.muli %i, %c16 : index
      %x = vector.load %a[%base] : memref<?xf32>, vector<16xf32>
      %y = vector.load %b[%base] : memref<?xf32>, vector<16xf32>
      %p = arith.mulf %x, %y : vector<16xf32>
      %s = vector.reduction <add>, %p : vector<16xf32> into f32
      memref.store %s, %out[%i] : memref<?xf32>
      gpu.return
    }
    gpu.func @streamed_half_row(%in: memref<?x32xf16>, %out: memref<?xf32>, %scale: f32) kernel
        attributes {known_block_size = array<i32: 256, 1, 1>} {
      %i = gpu.global_id x
      %c0 = arith.constant 0 : index
      %pad = arith.constant 0.0 : f16
      %v = vector.transfer_read %in[%i, %c0], %pad {in_bounds = [true]} : memref<?x32xf16>, vector<32xf16>
      %w = arith.extf %v : vector<32xf16> to vector<32xf32>
      %s = vector.broadcast %scale : f32 to vector<32xf32>
      %bias = arith.constant dense<1.0> : vector<32xf32>
      %f = vector.fma %w, %s, %bias : vector<32xf32>
      %low = arith.constant -1.0e30 : f32
      %m = vector.reduction <maxnumf>, %f, %low : vector<32xf32> into f32
      memref.store %m, %out[%i] : memref<?xf32>
      gpu.return
    }
    gpu.func @byte_row(%in: memref<?xi8>, %out: memref<?xi32>) kernel
        attributes {known_block_size = array<i32: 256, 1, 1>} {
      %i = gpu.global_id x
      %c16 = arith.constant 16 : index
      %base = arith.muli %i, %c16 : index
      %v = vector.load %in[%base] : memref<?xi8>, vector<16xi8>
      %w = arith.extsi %v : vector<16xi8> to vector<16xi32>
      %s = vector.reduction <add>, %w : vector<16xi32> into i32
      memref.store %s, %out[%i] : memref<?xi32>
      gpu.return
    }
    gpu.func @stored_between(%in: memref<?xf32>, %out: memref<?xf32>) kernel
        attributes {known_block_size = array<i32: 256, 1, 1>} {
      %i = gpu.global_id x
      %c64 = arith.constant 64 : index
      %base = arith.muli %i, %c64 : index
      %v = vector.load %in[%base] : memref<?xf32>, vector<64xf32>
      %zero = arith.constant 0.0 : f32
      memref.store %zero, %in[%base] : memref<?xf32>
      %s = vector.reduction <add>, %v : vector<64xf32> into f32
      memref.store %s, %out[%i] : memref<?xf32>
      gpu.return
    }
  }
}

// -----

// A lane's row times a pitch of any size is a 64-bit address: more than 4
// accesses at such addresses keep the kernel at 64 lanes (9 of them spill
// at 128); a constant pitch is narrowed to 32 bits and takes 128.
// W128-LABEL: gpu.func @pitched_taps
// W128-SAME: genx.work_items_per_thread = 64 : i32
// W128-LABEL: gpu.func @constant_pitch_taps
// W128-SAME: genx.work_items_per_thread = 128 : i32
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @pitched_taps(%in: memref<?xf32>, %out: memref<?xf32>, %pitch: index) kernel
        attributes {known_block_size = array<i32: 256, 1, 1>} {
      %i = gpu.global_id x
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %row = arith.muli %i, %pitch : index
      %at1 = arith.addi %row, %c1 : index
      %at2 = arith.addi %row, %c2 : index
      %a = memref.load %in[%row] : memref<?xf32>
      %b = memref.load %in[%at1] : memref<?xf32>
      %c = memref.load %in[%at2] : memref<?xf32>
      %d = memref.load %out[%row] : memref<?xf32>
      %s0 = arith.addf %a, %b : f32
      %s1 = arith.addf %s0, %c : f32
      %s2 = arith.addf %s1, %d : f32
      memref.store %s2, %out[%i] : memref<?xf32>
      gpu.return
    }
    gpu.func @constant_pitch_taps(%in: memref<?xf32>, %out: memref<?xf32>) kernel
        attributes {known_block_size = array<i32: 256, 1, 1>} {
      %i = gpu.global_id x
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %pitch = arith.constant 260 : index
      %row = arith.muli %i, %pitch : index
      %at1 = arith.addi %row, %c1 : index
      %at2 = arith.addi %row, %c2 : index
      %a = memref.load %in[%row] : memref<?xf32>
      %b = memref.load %in[%at1] : memref<?xf32>
      %c = memref.load %in[%at2] : memref<?xf32>
      %d = memref.load %out[%row] : memref<?xf32>
      %s0 = arith.addf %a, %b : f32
      %s1 = arith.addf %s0, %c : f32
      %s2 = arith.addf %s1, %d : f32
      memref.store %s2, %out[%i] : memref<?xf32>
      gpu.return
    }
  }
}

// -----

// The same guards on a work item's vector: a shared divisor (a broadcast
// of %d) that is 0 becomes 1 before the lanes' copies are laid out; a
// signed one divides 0 in the lanes the guard excludes; a divisor that
// differs between work items is 1 there.
// CHECK-LABEL: gpu.func @lane_vector_divisors
// CHECK: %[[D:.*]] = vector.broadcast %arg2 : i32 to vector<4xi32>
// CHECK: %[[ZERO:.*]] = arith.cmpi eq, %[[D]], %{{.*}} : vector<4xi32>
// CHECK: %[[SAFE:.*]] = arith.select %[[ZERO]], %{{.*}}, %[[D]] : vector<4xi1>, vector<4xi32>
// CHECK: %[[SAFES:.*]] = vector.shuffle %[[SAFE]], %[[SAFE]] [0, 0, {{.*}}, 3] : vector<4xi32>, vector<4xi32>
// CHECK: %[[U:.*]] = arith.divui %{{.*}}, %[[SAFES]] : vector<64xi32>
// CHECK: %[[IN:.*]] = arith.select %{{.*}}, %[[U]], %{{.*}} : vector<64xi1>, vector<64xi32>
// CHECK: arith.remsi %[[IN]], %{{.*}} : vector<64xi32>
// CHECK: %[[ONE:.*]] = arith.select %{{.*}}, %{{.*}}, %{{.*}} : vector<64xi1>, vector<64xi32>
// CHECK: arith.divui %{{.*}}, %[[ONE]] : vector<64xi32>
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @lane_vector_divisors(%x: memref<?xi32>, %q: memref<?xi32>, %d: i32, %n: index) kernel
        attributes {known_block_size = array<i32: 16, 1, 1>} {
      %i = gpu.thread_id x
      %c4 = arith.constant 4 : index
      %base = arith.muli %i, %c4 : index
      %in = arith.cmpi ult, %base, %n : index
      scf.if %in {
        %v = vector.load %x[%base] : memref<?xi32>, vector<4xi32>
        %dv = vector.broadcast %d : i32 to vector<4xi32>
        %u = arith.divui %v, %dv : vector<4xi32>
        %s = arith.remsi %u, %dv : vector<4xi32>
        %w = vector.load %x[%i] : memref<?xi32>, vector<4xi32>
        %t = arith.divui %s, %w : vector<4xi32>
        vector.store %t, %q[%base] : memref<?xi32>, vector<4xi32>
      }
      gpu.return
    }
  }
}

// -----

// Forms that upstream's lowering turns into ones the packing takes, before
// packing: a multi-reduction of a work item's row (a vector.reduction),
// and a masked read of a runtime tail with a contraction, whose lowering
// writes the tail's mask as a compare of i32 positions with the count: that
// compare is a create_mask again, so the lanes keep their elements apart
// (one gather of all lanes per element) and no i32 positions remain.
// CHECK-LABEL: gpu.func @row_multi_reduction
// CHECK-SAME: genx.work_items_per_thread = 32 : i32
// CHECK-NOT: vector.multi_reduction
// CHECK: vector.gather {{.*}} : memref<?xf32>, vector<32xindex>, vector<32xi1>, vector<32xf32> into vector<32xf32>
// CHECK: arith.addf %{{.*}}, %{{.*}} : vector<32xf32>
// CHECK: vector.store %{{.*}} : memref<?xf32>, vector<32xf32>
// CHECK-LABEL: gpu.func @tail_contraction
// CHECK-SAME: genx.work_items_per_thread = 32 : i32
// CHECK-NOT: vector.contract
// CHECK-NOT: arith.cmpi {{.*}} : vector<8xi32>
// CHECK: %[[TAIL:.*]] = vector.create_mask %{{.*}} : vector<8xi1>
// CHECK-COUNT-8: vector.gather {{.*}} : memref<?x?xf32>, vector<32xindex>, vector<32xi1>, vector<32xf32> into vector<32xf32>
// CHECK-NOT: vector.gather
// CHECK: scf.yield
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @row_multi_reduction(%x: memref<?xf32>, %y: memref<?xf32>) kernel
        attributes {known_block_size = array<i32: 64, 1, 1>} {
      %c16 = arith.constant 16 : index
      %zero = arith.constant 0.0 : f32
      %i = gpu.global_id x
      %base = arith.muli %i, %c16 : index
      %v = vector.load %x[%base] : memref<?xf32>, vector<16xf32>
      %s = vector.multi_reduction <add>, %v, %zero [0] : vector<16xf32> to f32
      memref.store %s, %y[%i] : memref<?xf32>
      gpu.return
    }
    gpu.func @tail_contraction(%a: memref<?x?xf32>, %out: memref<?xf32>) kernel
        attributes {known_block_size = array<i32: 64, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %pad = arith.constant 0.0 : f32
      %r = gpu.global_id x
      %cols = memref.dim %a, %c1 : memref<?x?xf32>
      %dot = scf.for %k = %c0 to %cols step %c8 iter_args(%acc = %pad) -> (f32) {
        %v = vector.transfer_read %a[%r, %k], %pad : memref<?x?xf32>, vector<8xf32>
        %d = vector.contract {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>],
                              iterator_types = ["reduction"], kind = #vector.kind<add>}
             %v, %v, %acc : vector<8xf32>, vector<8xf32> into f32
        scf.yield %d : f32
      }
      memref.store %dot, %out[%r] : memref<?xf32>
      gpu.return
    }
  }
}

// -----

// A constant table read at each work item's own position is a gather from
// the table (genx-promote-private reads it from registers, one offset per
// lane; no message reaches it); a workgroup buffer from memref.alloc is the
// group's, allocated once as an attribution is.
// CHECK-LABEL: gpu.func @table_lookup
// CHECK-SAME: genx.work_items_per_thread = 32 : i32
// CHECK: %[[T:.*]] = memref.get_global @codes : memref<16xi32>
// CHECK: vector.gather %[[T]][%{{.*}}] [%{{.*}}], %{{.*}}, %{{.*}} : memref<16xi32>, vector<32xindex>, vector<32xi1>, vector<32xi32> into vector<32xi32>
// CHECK-LABEL: gpu.func @workgroup_alloc
// CHECK-SAME: genx.work_items_per_thread = 32 : i32
// CHECK: %[[W:.*]] = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
// CHECK: vector.store %{{.*}}, %[[W]][%{{.*}}] : memref<64xf32, #gpu.address_space<workgroup>>, vector<32xf32>
// CHECK: gpu.barrier
// CHECK: memref.dealloc %[[W]]
module attributes {gpu.container_module} {
  gpu.module @kernels {
    memref.global "private" constant @codes : memref<16xi32> = dense<[3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8, 9, 7, 9, 3]>
    gpu.func @table_lookup(%x: memref<?xi32>, %y: memref<?xi32>) kernel
        attributes {known_block_size = array<i32: 64, 1, 1>} {
      %c15 = arith.constant 15 : i32
      %i = gpu.global_id x
      %v = memref.load %x[%i] : memref<?xi32>
      %k = arith.andi %v, %c15 : i32
      %ki = arith.index_cast %k : i32 to index
      %t = memref.get_global @codes : memref<16xi32>
      %c = memref.load %t[%ki] : memref<16xi32>
      memref.store %c, %y[%i] : memref<?xi32>
      gpu.return
    }
    gpu.func @workgroup_alloc(%x: memref<?xf32>, %y: memref<?xf32>) kernel
        attributes {known_block_size = array<i32: 64, 1, 1>} {
      %c63 = arith.constant 63 : index
      %part = memref.alloc() : memref<64xf32, #gpu.address_space<workgroup>>
      %t = gpu.thread_id x
      %g = gpu.global_id x
      %v = memref.load %x[%g] : memref<?xf32>
      memref.store %v, %part[%t] : memref<64xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %o = arith.subi %c63, %t : index
      %w = memref.load %part[%o] : memref<64xf32, #gpu.address_space<workgroup>>
      memref.store %w, %y[%g] : memref<?xf32>
      memref.dealloc %part : memref<64xf32, #gpu.address_space<workgroup>>
      gpu.return
    }
  }
}

// -----

// A work item's private array (memref.alloca) is one array of all lanes'
// elements, element e of lane l at e * W + l: a write at a position all
// lanes share is one vector store (under a lane branch, of the old vector
// where a lane is out), a read one vector load, a read at the lanes' own
// positions a gather (genx-promote-private reads all three from registers).
// The lanes are as many as keep the arrays within 1 KB (16 bytes a work
// item: 64, the most).
// CHECK-LABEL: gpu.func @private_array
// CHECK-SAME: genx.work_items_per_thread = 32 : i32
// CHECK: %[[A:.*]] = memref.alloca() : memref<128xf32>
// CHECK: vector.store %{{.*}}, %[[A]][%{{.*}}] : memref<128xf32>, vector<32xf32>
// CHECK: %[[OLD:.*]] = vector.load %[[A]][%{{.*}}] : memref<128xf32>, vector<32xf32>
// CHECK: %[[NEW:.*]] = arith.select %{{.*}}, %{{.*}}, %[[OLD]] : vector<32xi1>, vector<32xf32>
// CHECK: vector.store %[[NEW]], %[[A]][%{{.*}}] : memref<128xf32>, vector<32xf32>
// CHECK: vector.load %[[A]][%{{.*}}] : memref<128xf32>, vector<32xf32>
// CHECK: vector.gather %[[A]][%{{.*}}] [%{{.*}}], %{{.*}}, %{{.*}} : memref<128xf32>, vector<32xindex>, vector<32xi1>, vector<32xf32> into vector<32xf32>
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @private_array(%x: memref<?xf32>, %y: memref<?xf32>) kernel
        attributes {known_block_size = array<i32: 64, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c3 = arith.constant 3 : index
      %zero = arith.constant 0.0 : f32
      %i = gpu.global_id x
      %v = memref.load %x[%i] : memref<?xf32>
      %a = memref.alloca() : memref<4xf32>
      memref.store %v, %a[%c0] : memref<4xf32>
      memref.store %v, %a[%c1] : memref<4xf32>
      %positive = arith.cmpf ogt, %v, %zero : f32
      scf.if %positive {
        memref.store %zero, %a[%c1] : memref<4xf32>
      }
      %first = memref.load %a[%c1] : memref<4xf32>
      %k = arith.andi %i, %c1 : index
      %own = memref.load %a[%k] : memref<4xf32>
      %s = arith.addf %first, %own : f32
      memref.store %s, %y[%i] : memref<?xf32>
      gpu.return
    }
  }
}

// -----

// A gather and a scatter with an index vector and a mask the work items
// share, from and to a base that differs between them: each lane's vector
// is kept element by element, and each is one per element, of all lanes
// (the element's index added to each lane's start).
// CHECK-LABEL: gpu.func @lane_scatter
// CHECK-SAME: genx.work_items_per_thread = 32 : i32
// CHECK-COUNT-4: vector.gather %{{.*}} : memref<?xf32>, vector<32xindex>, vector<32xi1>, vector<32xf32> into vector<32xf32>
// CHECK-COUNT-4: vector.scatter %{{.*}} : memref<?xf32>, vector<32xindex>, vector<32xi1>, vector<32xf32>
// CHECK-NOT: vector.scatter
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @lane_scatter(%x: memref<?xf32>, %y: memref<?xf32>, %n: index) kernel
        attributes {known_block_size = array<i32: 64, 1, 1>} {
      %i = gpu.global_id x
      %k = vector.step : vector<4xindex>
      %stride = arith.constant dense<5> : vector<4xindex>
      %at = arith.muli %k, %stride : vector<4xindex>
      %on = arith.constant dense<true> : vector<4xi1>
      %pass = arith.constant dense<0.0> : vector<4xf32>
      %v = vector.gather %x[%i] [%at], %on, %pass : memref<?xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> into vector<4xf32>
      %w = arith.mulf %v, %v : vector<4xf32>
      %nv = vector.broadcast %n : index to vector<4xindex>
      %to = arith.muli %k, %nv : vector<4xindex>
      vector.scatter %y[%i] [%to], %on, %w : memref<?xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32>
      gpu.return
    }
  }
}

// -----

// An element of a work item's vector at a position known only at run time
// (a bin counted in a vector): compares of the position with each element's
// and selects, the lanes' positions their own.
// CHECK-LABEL: gpu.func @dynamic_positions
// CHECK-SAME: genx.work_items_per_thread = 32 : i32
// CHECK: %[[BIN:.*]] = arith.index_cast %{{.*}} : vector<32xindex> to vector<32xi32>
// CHECK-COUNT-3: arith.cmpi eq, %[[BIN]], %{{.*}} : vector<32xi32>
// CHECK: %[[AT:.*]] = arith.cmpi eq, %{{.*}}, %{{.*}} : vector<128xi32>
// CHECK: arith.select %[[AT]], %{{.*}}, %{{.*}} : vector<128xi1>, vector<128xi32>
// CHECK-NOT: vector.extract %{{.*}}[%
// CHECK-NOT: vector.insert %{{.*}}[%
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @dynamic_positions(%x: memref<?xi32>, %y: memref<?xi32>) kernel
        attributes {known_block_size = array<i32: 64, 1, 1>} {
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      %one = arith.constant 1 : i32
      %i = gpu.global_id x
      %v = memref.load %x[%i] : memref<?xi32>
      %vi = arith.index_cast %v : i32 to index
      %bin = arith.andi %vi, %c3 : index
      %acc = arith.constant dense<[10, 20, 30, 40]> : vector<4xi32>
      %c = vector.extract %acc[%bin] : i32 from vector<4xi32>
      %c1 = arith.addi %c, %one : i32
      %acc2 = vector.insert %c1, %acc[%bin] : i32 into vector<4xi32>
      %at = arith.muli %i, %c4 : index
      vector.store %acc2, %y[%at] : memref<?xi32>, vector<4xi32>
      gpu.return
    }
  }
}

// -----

// A loop to bounds of each lane's own (a sparse row's, read as i32): at most
// 32 lanes a thread (the loop runs until its last lane is done), the lanes
// counting in i32, each frozen at its bound once done.
// CHECK-LABEL: gpu.func @own_bounds
// CHECK-SAME: genx.work_items_per_thread = 32 : i32
// CHECK: %[[LO:.*]] = arith.index_cast %{{.*}} : vector<32xindex> to vector<32xi32>
// CHECK: %[[HI:.*]] = arith.index_cast %{{.*}} : vector<32xindex> to vector<32xi32>
// CHECK: scf.while (%{{.*}} = %[[LO]], %{{.*}} = %{{.*}}) : (vector<32xi32>, vector<32xf32>)
// CHECK: %[[LIVE:.*]] = arith.cmpi slt, %[[K:.*]], %[[HI]] : vector<32xi32>
// CHECK: arith.index_cast %[[K]] : vector<32xi32> to vector<32xindex>
// CHECK: %[[NEXT:.*]] = arith.addi %[[K]], %{{.*}} : vector<32xi32>
// CHECK: arith.select %[[LIVE]], %[[NEXT]], %[[K]] : vector<32xi1>, vector<32xi32>
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @own_bounds(%starts: memref<?xi32>, %x: memref<?xf32>, %y: memref<?xf32>) kernel
        attributes {known_block_size = array<i32: 64, 1, 1>} {
      %c1 = arith.constant 1 : index
      %zero = arith.constant 0.0 : f32
      %r = gpu.global_id x
      %r1 = arith.addi %r, %c1 : index
      %b32 = memref.load %starts[%r] : memref<?xi32>
      %e32 = memref.load %starts[%r1] : memref<?xi32>
      %b = arith.index_cast %b32 : i32 to index
      %e = arith.index_cast %e32 : i32 to index
      %sum = scf.for %k = %b to %e step %c1 iter_args(%acc = %zero) -> (f32) {
        %v = memref.load %x[%k] : memref<?xf32>
        %acc2 = arith.addf %acc, %v : f32
        scf.yield %acc2 : f32
      }
      memref.store %sum, %y[%r] : memref<?xf32>
      gpu.return
    }
  }
}

// -----

// Halves read and written past a tail move in dword gathers and scatters, a
// dword for each: they count as dwords in the bytes live at once, as floats
// do (at 64 lanes the 8 halves of each lane's read, their addresses and the
// clamp's temporaries spill).
// W128-LABEL: gpu.func @tail_halves
// W128-SAME: genx.work_items_per_thread = 32 : i32
// W128-LABEL: gpu.func @tail_floats
// W128-SAME: genx.work_items_per_thread = 32 : i32
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @tail_halves(%x: memref<?xf16>, %y: memref<?xf16>, %n: index) kernel
        attributes {known_block_size = array<i32: 128, 1, 1>} {
      %i = gpu.global_id x
      %c8 = arith.constant 8 : index
      %base = arith.muli %i, %c8 : index
      %ok = arith.cmpi ult, %base, %n : index
      scf.if %ok {
        %pad = arith.constant 0.0 : f16
        %three = arith.constant dense<3.0> : vector<8xf16>
        %six = arith.constant dense<6.0> : vector<8xf16>
        %v = vector.transfer_read %x[%base], %pad : memref<?xf16>, vector<8xf16>
        %t = arith.addf %v, %three : vector<8xf16>
        %c = arith.minnumf %t, %six : vector<8xf16>
        %w = arith.mulf %v, %c : vector<8xf16>
        vector.transfer_write %w, %y[%base] : vector<8xf16>, memref<?xf16>
      }
      gpu.return
    }
    gpu.func @tail_floats(%x: memref<?xf32>, %y: memref<?xf32>, %n: index) kernel
        attributes {known_block_size = array<i32: 128, 1, 1>} {
      %i = gpu.global_id x
      %c8 = arith.constant 8 : index
      %base = arith.muli %i, %c8 : index
      %ok = arith.cmpi ult, %base, %n : index
      scf.if %ok {
        %pad = arith.constant 0.0 : f32
        %three = arith.constant dense<3.0> : vector<8xf32>
        %six = arith.constant dense<6.0> : vector<8xf32>
        %v = vector.transfer_read %x[%base], %pad : memref<?xf32>, vector<8xf32>
        %t = arith.addf %v, %three : vector<8xf32>
        %c = arith.minnumf %t, %six : vector<8xf32>
        %w = arith.mulf %v, %c : vector<8xf32>
        vector.transfer_write %w, %y[%base] : vector<8xf32>, memref<?xf32>
      }
      gpu.return
    }
  }
}
