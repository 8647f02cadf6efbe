// Loops written per work item, inside a bounds check i < rows:
// a loop over the row with a uniform trip count carrying two values (a
// weighted sum and a running max), a loop whose trip count each lane loads
// (lens[i], 0 .. cols), a loop whose start and step depend on the lane
// (i % 5, i % 3 + 1), a uniform outer loop around a per-lane inner loop with
// an if/else on the loaded value, and an scf.while with a per-lane number of
// iterations (Collatz steps of i + 1, at most 200). @rows has no
// known_block_size; launched with group sizes 64 and 40 known only at run
// time, and 32 as a constant; @rows_helper is @rows with its body in a
// helper func.call'd by the kernel. @rows_known declares known_block_size = 64.
// TOLERANCE: 0
// Differential: the reference and the GenX route must agree (see TOLERANCE).
// RUN: %kernel-reference %s > %t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
module attributes {gpu.container_module} {
  gpu.module @kernels {
    func.func @body(%i: index, %m: memref<?x?xi32>, %lens: memref<?xindex>,
                    %out: memref<7x?xi32>, %rows: index) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      %c5 = arith.constant 5 : index
      %c6 = arith.constant 6 : index
      %in = arith.cmpi ult, %i, %rows : index
      scf.if %in {
        %cols = memref.dim %m, %c1 : memref<?x?xi32>
        %zero = arith.constant 0 : i32
        %imin = arith.constant -2147483648 : i32
        // uniform trip count, two carried values
        %r:2 = scf.for %j = %c0 to %cols step %c1 iter_args(%s = %zero, %mx = %imin) -> (i32, i32) {
          %v = memref.load %m[%i, %j] : memref<?x?xi32>
          %j1 = arith.addi %j, %c1 : index
          %w = arith.index_cast %j1 : index to i32
          %p = arith.muli %v, %w : i32
          %s2 = arith.addi %s, %p : i32
          %mx2 = arith.maxsi %mx, %v : i32
          scf.yield %s2, %mx2 : i32, i32
        }
        memref.store %r#0, %out[%c0, %i] : memref<7x?xi32>
        memref.store %r#1, %out[%c1, %i] : memref<7x?xi32>
        // per-lane trip count, loaded
        %len = memref.load %lens[%i] : memref<?xindex>
        %c31 = arith.constant 31 : i32
        %h = scf.for %j = %c0 to %len step %c1 iter_args(%acc = %zero) -> (i32) {
          %v = memref.load %m[%i, %j] : memref<?x?xi32>
          %a = arith.muli %acc, %c31 : i32
          %b = arith.addi %a, %v : i32
          scf.yield %b : i32
        }
        memref.store %h, %out[%c2, %i] : memref<7x?xi32>
        // per-lane start and step
        %lo = arith.remui %i, %c5 : index
        %st0 = arith.remui %i, %c3 : index
        %st = arith.addi %st0, %c1 : index
        %g = scf.for %j = %lo to %cols step %st iter_args(%acc = %zero) -> (i32) {
          %v = memref.load %m[%i, %j] : memref<?x?xi32>
          %jj = arith.index_cast %j : index to i32
          %x = arith.xori %v, %jj : i32
          %b = arith.addi %acc, %x : i32
          scf.yield %b : i32
        }
        memref.store %g, %out[%c3, %i] : memref<7x?xi32>
        // uniform outer loop, per-lane inner loop with a branch
        %n2 = scf.for %k = %c0 to %c3 step %c1 iter_args(%o = %zero) -> (i32) {
          %in2 = scf.for %j = %k to %len step %c2 iter_args(%acc = %o) -> (i32) {
            %v = memref.load %m[%i, %j] : memref<?x?xi32>
            %pos = arith.cmpi sgt, %v, %zero : i32
            %n = scf.if %pos -> (i32) {
              %b = arith.addi %acc, %v : i32
              scf.yield %b : i32
            } else {
              %one = arith.constant 1 : i32
              %b = arith.subi %acc, %one : i32
              scf.yield %b : i32
            }
            scf.yield %n : i32
          }
          scf.yield %in2 : i32
        }
        memref.store %n2, %out[%c4, %i] : memref<7x?xi32>
        // while loop with a per-lane iteration count
        %i32 = arith.index_cast %i : index to i32
        %one = arith.constant 1 : i32
        %x0 = arith.addi %i32, %one : i32
        %lim = arith.constant 200 : i32
        %res:2 = scf.while (%x = %x0, %steps = %zero) : (i32, i32) -> (i32, i32) {
          %ne1 = arith.cmpi ne, %x, %one : i32
          %lt = arith.cmpi slt, %steps, %lim : i32
          %go = arith.andi %ne1, %lt : i1
          scf.condition(%go) %x, %steps : i32, i32
        } do {
        ^bb0(%x: i32, %steps: i32):
          %odd = arith.andi %x, %one : i32
          %isodd = arith.cmpi ne, %odd, %zero : i32
          %nx = scf.if %isodd -> (i32) {
            %three = arith.constant 3 : i32
            %t = arith.muli %x, %three : i32
            %u = arith.addi %t, %one : i32
            scf.yield %u : i32
          } else {
            %u = arith.shrui %x, %one : i32
            scf.yield %u : i32
          }
          %ns = arith.addi %steps, %one : i32
          scf.yield %nx, %ns : i32, i32
        }
        memref.store %res#1, %out[%c5, %i] : memref<7x?xi32>
        memref.store %res#0, %out[%c6, %i] : memref<7x?xi32>
      }
      return
    }
    gpu.func @rows(%m: memref<?x?xi32>, %lens: memref<?xindex>,
                   %out: memref<7x?xi32>, %rows: index) kernel {
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %tid = gpu.thread_id x
      %base = arith.muli %bid, %bdim : index
      %i = arith.addi %base, %tid : index
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      %c5 = arith.constant 5 : index
      %c6 = arith.constant 6 : index
      %in = arith.cmpi ult, %i, %rows : index
      scf.if %in {
        %cols = memref.dim %m, %c1 : memref<?x?xi32>
        %zero = arith.constant 0 : i32
        %imin = arith.constant -2147483648 : i32
        // uniform trip count, two carried values
        %r:2 = scf.for %j = %c0 to %cols step %c1 iter_args(%s = %zero, %mx = %imin) -> (i32, i32) {
          %v = memref.load %m[%i, %j] : memref<?x?xi32>
          %j1 = arith.addi %j, %c1 : index
          %w = arith.index_cast %j1 : index to i32
          %p = arith.muli %v, %w : i32
          %s2 = arith.addi %s, %p : i32
          %mx2 = arith.maxsi %mx, %v : i32
          scf.yield %s2, %mx2 : i32, i32
        }
        memref.store %r#0, %out[%c0, %i] : memref<7x?xi32>
        memref.store %r#1, %out[%c1, %i] : memref<7x?xi32>
        // per-lane trip count, loaded
        %len = memref.load %lens[%i] : memref<?xindex>
        %c31 = arith.constant 31 : i32
        %h = scf.for %j = %c0 to %len step %c1 iter_args(%acc = %zero) -> (i32) {
          %v = memref.load %m[%i, %j] : memref<?x?xi32>
          %a = arith.muli %acc, %c31 : i32
          %b = arith.addi %a, %v : i32
          scf.yield %b : i32
        }
        memref.store %h, %out[%c2, %i] : memref<7x?xi32>
        // per-lane start and step
        %lo = arith.remui %i, %c5 : index
        %st0 = arith.remui %i, %c3 : index
        %st = arith.addi %st0, %c1 : index
        %g = scf.for %j = %lo to %cols step %st iter_args(%acc = %zero) -> (i32) {
          %v = memref.load %m[%i, %j] : memref<?x?xi32>
          %jj = arith.index_cast %j : index to i32
          %x = arith.xori %v, %jj : i32
          %b = arith.addi %acc, %x : i32
          scf.yield %b : i32
        }
        memref.store %g, %out[%c3, %i] : memref<7x?xi32>
        // uniform outer loop, per-lane inner loop with a branch
        %n2 = scf.for %k = %c0 to %c3 step %c1 iter_args(%o = %zero) -> (i32) {
          %in2 = scf.for %j = %k to %len step %c2 iter_args(%acc = %o) -> (i32) {
            %v = memref.load %m[%i, %j] : memref<?x?xi32>
            %pos = arith.cmpi sgt, %v, %zero : i32
            %n = scf.if %pos -> (i32) {
              %b = arith.addi %acc, %v : i32
              scf.yield %b : i32
            } else {
              %one = arith.constant 1 : i32
              %b = arith.subi %acc, %one : i32
              scf.yield %b : i32
            }
            scf.yield %n : i32
          }
          scf.yield %in2 : i32
        }
        memref.store %n2, %out[%c4, %i] : memref<7x?xi32>
        // while loop with a per-lane iteration count
        %i32 = arith.index_cast %i : index to i32
        %one = arith.constant 1 : i32
        %x0 = arith.addi %i32, %one : i32
        %lim = arith.constant 200 : i32
        %res:2 = scf.while (%x = %x0, %steps = %zero) : (i32, i32) -> (i32, i32) {
          %ne1 = arith.cmpi ne, %x, %one : i32
          %lt = arith.cmpi slt, %steps, %lim : i32
          %go = arith.andi %ne1, %lt : i1
          scf.condition(%go) %x, %steps : i32, i32
        } do {
        ^bb0(%x: i32, %steps: i32):
          %odd = arith.andi %x, %one : i32
          %isodd = arith.cmpi ne, %odd, %zero : i32
          %nx = scf.if %isodd -> (i32) {
            %three = arith.constant 3 : i32
            %t = arith.muli %x, %three : i32
            %u = arith.addi %t, %one : i32
            scf.yield %u : i32
          } else {
            %u = arith.shrui %x, %one : i32
            scf.yield %u : i32
          }
          %ns = arith.addi %steps, %one : i32
          scf.yield %nx, %ns : i32, i32
        }
        memref.store %res#1, %out[%c5, %i] : memref<7x?xi32>
        memref.store %res#0, %out[%c6, %i] : memref<7x?xi32>
      }
      gpu.return
    }
    gpu.func @rows_helper(%m: memref<?x?xi32>, %lens: memref<?xindex>,
                   %out: memref<7x?xi32>, %rows: index) kernel {
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %tid = gpu.thread_id x
      %base = arith.muli %bid, %bdim : index
      %i = arith.addi %base, %tid : index
      func.call @body(%i, %m, %lens, %out, %rows)
          : (index, memref<?x?xi32>, memref<?xindex>, memref<7x?xi32>, index) -> ()
      gpu.return
    }
    gpu.func @rows_known(%m: memref<?x?xi32>, %lens: memref<?xindex>,
                         %out: memref<7x?xi32>, %rows: index) kernel
        attributes {known_block_size = array<i32: 64, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %i = gpu.global_id x
      %in = arith.cmpi slt, %i, %rows : index
      scf.if %in {
        %cols = memref.dim %m, %c1 : memref<?x?xi32>
        %zero = arith.constant 0 : i32
        %imin = arith.constant -2147483648 : i32
        %r:2 = scf.for %j = %c0 to %cols step %c1 iter_args(%s = %zero, %mx = %imin) -> (i32, i32) {
          %v = memref.load %m[%i, %j] : memref<?x?xi32>
          %j1 = arith.addi %j, %c1 : index
          %w = arith.index_cast %j1 : index to i32
          %p = arith.muli %v, %w : i32
          %s2 = arith.addi %s, %p : i32
          %mx2 = arith.maxsi %mx, %v : i32
          scf.yield %s2, %mx2 : i32, i32
        }
        memref.store %r#0, %out[%c0, %i] : memref<7x?xi32>
        memref.store %r#1, %out[%c1, %i] : memref<7x?xi32>
        %len = memref.load %lens[%i] : memref<?xindex>
        %n2 = scf.for %k = %c0 to %c4 step %c1 iter_args(%o = %zero) -> (i32) {
          %in2 = scf.for %j = %k to %len step %c4 iter_args(%acc = %o) -> (i32) {
            %v = memref.load %m[%i, %j] : memref<?x?xi32>
            %pos = arith.cmpi sgt, %v, %zero : i32
            %n = arith.select %pos, %v, %zero : i32
            %b = arith.addi %acc, %n : i32
            scf.yield %b : i32
          }
          scf.yield %in2 : i32
        }
        %c2 = arith.constant 2 : index
        memref.store %n2, %out[%c2, %i] : memref<7x?xi32>
      }
      gpu.return
    }
  }
  func.func @fill(%out: memref<7x?xi32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c7 = arith.constant 7 : index
    %len = memref.dim %out, %c1 : memref<7x?xi32>
    %sent = arith.constant -7 : i32
    scf.for %r = %c0 to %c7 step %c1 {
      scf.for %i = %c0 to %len step %c1 {
        memref.store %sent, %out[%r, %i] : memref<7x?xi32>
      }
    }
    return
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c24 = arith.constant 24 : index
    %c32 = arith.constant 32 : index
    %c40 = arith.constant 40 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %sent = arith.constant -7 : i32
    %s64 = memref.alloc(%c64) : memref<?xi8>
    %s40 = memref.alloc(%c40) : memref<?xi8>
    %n64 = memref.dim %s64, %c0 : memref<?xi8>
    %n40 = memref.dim %s40, %c0 : memref<?xi8>
    %R = arith.constant 100 : index
    %C = arith.constant 23 : index
    %m = memref.alloc(%R, %C) : memref<?x?xi32>
    %lens = memref.alloc(%R) : memref<?xindex>
    scf.for %i = %c0 to %R step %c1 {
      %i7 = arith.muli %i, %c4 : index
      %i7b = arith.addi %i7, %i : index
      %i7c = arith.addi %i7b, %i : index
      %i7d = arith.addi %i7c, %i : index
      %l = arith.remui %i7d, %c24 : index
      memref.store %l, %lens[%i] : memref<?xindex>
      scf.for %j = %c0 to %C step %c1 {
        %ii = arith.index_cast %i : index to i32
        %jj = arith.index_cast %j : index to i32
        %k = arith.constant 37 : i32
        %p = arith.muli %ii, %k : i32
        %k2 = arith.constant 11 : i32
        %q = arith.muli %jj, %k2 : i32
        %s = arith.addi %p, %q : i32
        %k3 = arith.constant 97 : i32
        %t = arith.remui %s, %k3 : i32
        %k4 = arith.constant 48 : i32
        %v = arith.subi %t, %k4 : i32
        memref.store %v, %m[%i, %j] : memref<?x?xi32>
      }
    }
    %imin = arith.constant -2147483648 : i32
    %imax = arith.constant 2147483647 : i32
    %c5 = arith.constant 5 : index
    %c22 = arith.constant 22 : index
    %c99 = arith.constant 99 : index
    memref.store %imax, %m[%c5, %c0] : memref<?x?xi32>
    memref.store %imin, %m[%c5, %c22] : memref<?x?xi32>
    memref.store %imax, %m[%c99, %c22] : memref<?x?xi32>
    memref.store %c0, %lens[%c0] : memref<?xindex>
    memref.store %C, %lens[%c1] : memref<?xindex>
    memref.store %C, %lens[%c5] : memref<?xindex>
    memref.store %C, %lens[%c99] : memref<?xindex>
    %o1 = memref.alloc(%c128) : memref<7x?xi32>
    %c120 = arith.constant 120 : index
    %o2 = memref.alloc(%c120) : memref<7x?xi32>
    %o3 = memref.alloc(%c128) : memref<7x?xi32>
    %o4 = memref.alloc(%c128) : memref<7x?xi32>
    call @fill(%o1) : (memref<7x?xi32>) -> ()
    call @fill(%o2) : (memref<7x?xi32>) -> ()
    call @fill(%o3) : (memref<7x?xi32>) -> ()
    call @fill(%o4) : (memref<7x?xi32>) -> ()
    %o5 = memref.alloc(%c128) : memref<7x?xi32>
    call @fill(%o5) : (memref<7x?xi32>) -> ()
    %rows = memref.dim %m, %c0 : memref<?x?xi32>
    gpu.launch_func @kernels::@rows blocks in (%c2, %c1, %c1) threads in (%n64, %c1, %c1)
        args(%m : memref<?x?xi32>, %lens : memref<?xindex>, %o1 : memref<7x?xi32>, %rows : index)
    gpu.launch_func @kernels::@rows blocks in (%c3, %c1, %c1) threads in (%n40, %c1, %c1)
        args(%m : memref<?x?xi32>, %lens : memref<?xindex>, %o2 : memref<7x?xi32>, %rows : index)
    gpu.launch_func @kernels::@rows blocks in (%c4, %c1, %c1) threads in (%c32, %c1, %c1)
        args(%m : memref<?x?xi32>, %lens : memref<?xindex>, %o3 : memref<7x?xi32>, %rows : index)
    gpu.launch_func @kernels::@rows_known blocks in (%c2, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%m : memref<?x?xi32>, %lens : memref<?xindex>, %o4 : memref<7x?xi32>, %rows : index)
    gpu.launch_func @kernels::@rows_helper blocks in (%c2, %c1, %c1) threads in (%n64, %c1, %c1)
        args(%m : memref<?x?xi32>, %lens : memref<?xindex>, %o5 : memref<7x?xi32>, %rows : index)
    %v1 = vector.transfer_read %o1[%c0, %c0], %sent : memref<7x?xi32>, vector<7x128xi32>
    vector.print str "o1: "
    vector.print %v1 : vector<7x128xi32>
    %v2 = vector.transfer_read %o2[%c0, %c0], %sent : memref<7x?xi32>, vector<7x120xi32>
    vector.print str "o2: "
    vector.print %v2 : vector<7x120xi32>
    %v3 = vector.transfer_read %o3[%c0, %c0], %sent : memref<7x?xi32>, vector<7x128xi32>
    vector.print str "o3: "
    vector.print %v3 : vector<7x128xi32>
    %v4 = vector.transfer_read %o4[%c0, %c0], %sent : memref<7x?xi32>, vector<7x128xi32>
    vector.print str "o4: "
    vector.print %v4 : vector<7x128xi32>
    %v5 = vector.transfer_read %o5[%c0, %c0], %sent : memref<7x?xi32>, vector<7x128xi32>
    vector.print str "o5: "
    vector.print %v5 : vector<7x128xi32>
    memref.dealloc %o5 : memref<7x?xi32>
    memref.dealloc %s64 : memref<?xi8>
    memref.dealloc %s40 : memref<?xi8>
    memref.dealloc %m : memref<?x?xi32>
    memref.dealloc %lens : memref<?xindex>
    memref.dealloc %o1 : memref<7x?xi32>
    memref.dealloc %o2 : memref<7x?xi32>
    memref.dealloc %o3 : memref<7x?xi32>
    memref.dealloc %o4 : memref<7x?xi32>
    return
  }
}
