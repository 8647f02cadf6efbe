// Kernels written per work item (one element each) whose `scf.while` loops
// run a different number of times in each work item: genx-vectorize-work-
// items packs them (32 or 16 per thread) and runs a loop while any lane
// loops, a lane masked off once its condition fails; each work item must
// get what it gets alone.
//   @collatz (2 x 32): steps of in[i] to 1, in[i] = i + 1 (1: none, 27:
//     111), in[40] = 97 (118), in[63] = 77671 (231, peak below 2^31);
//   @shifted (2 x 32): before args (k, acc = i), the condition passes
//     (2 acc, k) while k < lim[i] = (i mod 9) - 2, the body yields
//     (k + 1, d + k): results 2 acc of the last test and max(lim, 0);
//   @newton (2 x 32, block_id * block_dim + thread_id): f32 x, i32 count;
//     x = (x + a / x) / 2 from x = a while |x x - a| > a / 4096 and
//     count < 20; a[i] = 0.75 i^3 (0: none), a[5] = 1e12 (stops at 20),
//     a[9] = NaN (none), a[10] = -4 (20), a[37] = 1e-6 (13); x as bits;
//   @popcount (3 x 32, `scf.if id < n`, n = 70): bits of i * 0x9E3779B1
//     (i32) by v &= v - 1; work items 70..95 keep -1;
//   @list_walk (2 x 32): next = links[cur] from head[i] until -1, counting
//     hops; an `scf.if` on the node value's parity adds or subtracts it
//     and, if odd, stores the hop index to last[i] (from -1); links[j] =
//     j - 1 - (j mod 3) (0, 1, 2 end a list), vals[j] = (5 j mod 13) - 4,
//     head[i] = max((11 i mod 53) - 5, -1);
//   @zero_or_many (4 x 16): index k below trips[i] = 0 (odd i) or 3 i + 1;
//     h = (31 h + (k xor i)) mod 1009 from 1000 i + 1 (odd i keep it).
// By hand: collatz 6: 8 steps; shifted i = 4: (0,4) d 8, (1,8) d 16,
// (2,17) d 34: 34, 2; newton a = 6: 3.5, 2.60714, 2.45426, 2.44949: 4;
// list i = 1: 6 -> 5 -> 2, vals 0, 8, 6: 3 hops, acc -14, last -1.
// The CHECK lines are these loops run by a few lines of Python (f32 ops
// rounded through struct, i32 wrapped), not a copy of a run.
// TOLERANCE: 0
// Differential: the reference and the GenX route must agree (see TOLERANCE).
// RUN: %kernel-reference %s > %t.ref.out
// RUN: FileCheck %s --input-file=%t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %genx-opt %s -p 'builtin.module(genx-vectorize-work-items)' | FileCheck %s --check-prefix=PACKED
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
// CHECK: collatz steps: ( 0, 1, 7, 2, 5, 8, 16, 3, 19, 6, 14, 9, 9, 17, 17, 4, 12, 20, 20, 7, 7, 15, 15, 10, 23, 10, 111, 18, 18, 18, 106, 5, 26, 13, 13, 21, 21, 21, 34, 8, 118, 8, 29, 16, 16, 16, 104, 11, 24, 24, 24, 11, 11, 112, 112, 19, 32, 19, 32, 19, 19, 107, 107, 231 )
// CHECK: shifted res: ( 0, 2, 4, 12, 34, 88, 214, 500, 1138, 18, 20, 22, 48, 106, 232, 502, 1076, 2290, 36, 38, 40, 84, 178, 376, 790, 1652, 3442, 54, 56, 58, 120, 250, 520, 1078, 2228, 4594, 72, 74, 76, 156, 322, 664, 1366, 2804, 5746, 90, 92, 94, 192, 394, 808, 1654, 3380, 6898, 108, 110, 112, 228, 466, 952, 1942, 3956, 8050, 126 )
// CHECK: shifted k: ( 0, 0, 0, 1, 2, 3, 4, 5, 6, 0, 0, 0, 1, 2, 3, 4, 5, 6, 0, 0, 0, 1, 2, 3, 4, 5, 6, 0, 0, 0, 1, 2, 3, 4, 5, 6, 0, 0, 0, 1, 2, 3, 4, 5, 6, 0, 0, 0, 1, 2, 3, 4, 5, 6, 0, 0, 0, 1, 2, 3, 4, 5, 6, 0 )
// CHECK: newton iterations: ( 0, 2, 4, 5, 6, 20, 6, 7, 7, 0, 20, 8, 8, 8, 8, 8, 9, 9, 9, 9, 9, 9, 9, 9, 9, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 13, 10, 10, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 12, 12 )
// CHECK: bits f32: ( 0, 1063106268, 1075627140, 1083179018, 1088271320, 1234976740, 1095477747, 1098928105, 1100792988, 2143289344, 1064524541, 1107083972, 1108344844, 1109548796, 1110800157, 1112097516, 1113437144, 1114820352, 1115964866, 1116697201, 1117449086, 1118220050, 1119009677, 1119817616, 1120643594, 1121485216, 1122345012, 1123221506, 1124093929, 1124548416, 1125010811, 1125480984, 1125958812, 1126444183, 1126936992, 1127437144, 1127944557, 981668464, 1128980888, 1129509706, 1130043082, 1130584867, 1131133300, 1131688302, 1132249796, 1132639894, 1132927024, 1133217293, 1133510668, 1133807118, 1134106613, 1134409122, 1134714620, 1135023078, 1135334473, 1135648781, 1135965982, 1136286054, 1136608982, 1136934748, 1137263342, 1137594750, 1137927246, 1138263766 )
// CHECK: popcount bounded: ( 0, 19, 18, 17, 18, 14, 16, 16, 18, 19, 14, 16, 15, 16, 16, 12, 17, 13, 18, 14, 14, 19, 15, 23, 15, 16, 16, 21, 15, 14, 12, 19, 16, 17, 12, 15, 18, 15, 13, 18, 14, 18, 18, 16, 14, 15, 23, 19, 14, 14, 16, 14, 16, 15, 20, 19, 15, 14, 13, 17, 11, 22, 19, 21, 15, 16, 17, 14, 12, 18, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1 )
// CHECK: list hops: ( 0, 3, 6, 10, 14, 0, 3, 7, 11, 14, 0, 4, 8, 11, 15, 1, 5, 8, 12, 16, 2, 5, 9, 13, 16, 2, 6, 10, 13, 0, 3, 7, 10, 14, 0, 4, 7, 11, 15, 1, 4, 8, 12, 15, 1, 5, 9, 12, 16, 2, 6, 9, 13, 0, 3, 6, 10, 14, 0, 3, 7, 11, 14, 0 )
// CHECK: list acc: ( 0, -14, -14, -4, 2, 0, -17, -14, 7, -8, 0, -10, -12, 4, -5, 1, -22, -2, 1, -16, -4, -17, -6, 9, -19, -14, -15, 3, -2, 0, -9, -22, 4, -1, 0, -19, -9, -4, -6, 4, -18, -11, 9, -16, -6, -14, -3, 2, -11, -3, -23, 2, 1, 0, -14, -14, -4, 2, 0, -17, -14, 7, -8, 0 )
// CHECK: list last odd: ( -1, -1, 3, 7, 11, -1, 0, 4, 8, 11, -1, 1, 5, 8, 12, 0, 2, 5, 9, 13, -1, 2, 6, 10, 13, -1, 3, 7, 10, -1, 0, 4, 7, 11, -1, 1, 4, 8, 12, -1, 1, 5, 9, 12, -1, 2, 6, 9, 13, 0, 3, 6, 10, -1, -1, 3, 7, 11, -1, 0, 4, 8, 11, -1 )
// CHECK: zero or many count: ( 1, 0, 7, 0, 13, 0, 19, 0, 25, 0, 31, 0, 37, 0, 43, 0, 49, 0, 55, 0, 61, 0, 67, 0, 73, 0, 79, 0, 85, 0, 91, 0, 97, 0, 103, 0, 109, 0, 115, 0, 121, 0, 127, 0, 133, 0, 139, 0, 145, 0, 151, 0, 157, 0, 163, 0, 169, 0, 175, 0, 181, 0, 187, 0 )
// CHECK: zero or many hash: ( 31, 1001, 740, 3001, 307, 5001, 529, 7001, 617, 9001, 875, 11001, 242, 13001, 308, 15001, 187, 17001, 9, 19001, 766, 21001, 936, 23001, 304, 25001, 770, 27001, 389, 29001, 573, 31001, 497, 33001, 315, 35001, 127, 37001, 704, 39001, 399, 41001, 371, 43001, 188, 45001, 763, 47001, 924, 49001, 79, 51001, 479, 53001, 624, 55001, 466, 57001, 738, 59001, 120, 61001, 923, 63001 )
// PACKED-LABEL: gpu.func @collatz(
// PACKED-SAME: genx.work_items_per_thread = {{[2-9]|[1-9][0-9]+}}
// PACKED: scf.while
// PACKED: vector.reduction <or>
// PACKED-LABEL: gpu.func @shifted(
// PACKED-SAME: genx.work_items_per_thread = {{[2-9]|[1-9][0-9]+}}
// PACKED: scf.while
// PACKED: vector.reduction <or>
// PACKED-LABEL: gpu.func @newton(
// PACKED-SAME: genx.work_items_per_thread = {{[2-9]|[1-9][0-9]+}}
// PACKED: scf.while
// PACKED: vector.reduction <or>
// PACKED-LABEL: gpu.func @popcount(
// PACKED-SAME: genx.work_items_per_thread = {{[2-9]|[1-9][0-9]+}}
// PACKED: scf.while
// PACKED: vector.reduction <or>
// PACKED-LABEL: gpu.func @list_walk(
// PACKED-SAME: genx.work_items_per_thread = {{[2-9]|[1-9][0-9]+}}
// PACKED: scf.while
// PACKED: vector.reduction <or>
// PACKED-LABEL: gpu.func @zero_or_many(
// PACKED-SAME: genx.work_items_per_thread = {{[2-9]|[1-9][0-9]+}}
// PACKED: scf.while
// PACKED: vector.reduction <or>

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @collatz(%in: memref<?xi32>, %out: memref<?xi32>) kernel {
      %c0 = arith.constant 0 : i32
      %c1 = arith.constant 1 : i32
      %c3 = arith.constant 3 : i32
      %id = gpu.global_id x
      %v = memref.load %in[%id] : memref<?xi32>
      %r:2 = scf.while (%x = %v, %s = %c0) : (i32, i32) -> (i32, i32) {
        %more = arith.cmpi ne, %x, %c1 : i32
        scf.condition(%more) %x, %s : i32, i32
      } do {
      ^bb0(%x: i32, %s: i32):
        %b = arith.andi %x, %c1 : i32
        %even = arith.cmpi eq, %b, %c0 : i32
        %h = arith.shrui %x, %c1 : i32
        %x3 = arith.muli %x, %c3 : i32
        %t = arith.addi %x3, %c1 : i32
        %nx = arith.select %even, %h, %t : i32
        %s1 = arith.addi %s, %c1 : i32
        scf.yield %nx, %s1 : i32, i32
      }
      memref.store %r#1, %out[%id] : memref<?xi32>
      gpu.return
    }
    gpu.func @shifted(%lim: memref<?xi32>, %res: memref<?xi32>, %ks: memref<?xi32>) kernel {
      %c0 = arith.constant 0 : i32
      %c1 = arith.constant 1 : i32
      %c2 = arith.constant 2 : i32
      %id = gpu.global_id x
      %a = arith.index_cast %id : index to i32
      %l = memref.load %lim[%id] : memref<?xi32>
      %r:2 = scf.while (%k = %c0, %acc = %a) : (i32, i32) -> (i32, i32) {
        %more = arith.cmpi slt, %k, %l : i32
        %d = arith.muli %acc, %c2 : i32
        scf.condition(%more) %d, %k : i32, i32
      } do {
      ^bb0(%d: i32, %k: i32):
        %k1 = arith.addi %k, %c1 : i32
        %acc1 = arith.addi %d, %k : i32
        scf.yield %k1, %acc1 : i32, i32
      }
      memref.store %r#0, %res[%id] : memref<?xi32>
      memref.store %r#1, %ks[%id] : memref<?xi32>
      gpu.return
    }
    gpu.func @newton(%a: memref<?xf32>, %xs: memref<?xf32>, %its: memref<?xi32>) kernel {
      %c0 = arith.constant 0 : i32
      %c1 = arith.constant 1 : i32
      %c20 = arith.constant 20 : i32
      %half = arith.constant 0.5 : f32
      %rel = arith.constant 0.000244140625 : f32
      %b = gpu.block_id x
      %bd = gpu.block_dim x
      %t = gpu.thread_id x
      %b0 = arith.muli %b, %bd : index
      %id = arith.addi %b0, %t : index
      %av = memref.load %a[%id] : memref<?xf32>
      %tol = arith.mulf %av, %rel : f32
      %r:2 = scf.while (%x = %av, %n = %c0) : (f32, i32) -> (f32, i32) {
        %sq = arith.mulf %x, %x : f32
        %e = arith.subf %sq, %av : f32
        %ae = math.absf %e : f32
        %far = arith.cmpf ogt, %ae, %tol : f32
        %few = arith.cmpi slt, %n, %c20 : i32
        %go = arith.andi %far, %few : i1
        scf.condition(%go) %x, %n : f32, i32
      } do {
      ^bb0(%x: f32, %n: i32):
        %q = arith.divf %av, %x : f32
        %s = arith.addf %x, %q : f32
        %x1 = arith.mulf %s, %half : f32
        %n1 = arith.addi %n, %c1 : i32
        scf.yield %x1, %n1 : f32, i32
      }
      memref.store %r#0, %xs[%id] : memref<?xf32>
      memref.store %r#1, %its[%id] : memref<?xi32>
      gpu.return
    }
    gpu.func @popcount(%out: memref<?xi32>, %n: index, %k: i32) kernel {
      %b = gpu.block_id x
      %bd = gpu.block_dim x
      %t = gpu.thread_id x
      %b0 = arith.muli %b, %bd : index
      %id = arith.addi %b0, %t : index
      %ok = arith.cmpi ult, %id, %n : index
      scf.if %ok {
        %c0 = arith.constant 0 : i32
        %c1 = arith.constant 1 : i32
        %ii = arith.index_cast %id : index to i32
        %v = arith.muli %ii, %k : i32
        %r:2 = scf.while (%x = %v, %c = %c0) : (i32, i32) -> (i32, i32) {
          %more = arith.cmpi ne, %x, %c0 : i32
          scf.condition(%more) %x, %c : i32, i32
        } do {
        ^bb0(%x: i32, %c: i32):
          %xm = arith.subi %x, %c1 : i32
          %x1 = arith.andi %x, %xm : i32
          %cn = arith.addi %c, %c1 : i32
          scf.yield %x1, %cn : i32, i32
        }
        memref.store %r#1, %out[%id] : memref<?xi32>
      }
      gpu.return
    }
    gpu.func @list_walk(%head: memref<?xi32>, %links: memref<?xi32>, %vals: memref<?xi32>,
                        %hops: memref<?xi32>, %acc: memref<?xi32>, %last: memref<?xi32>) kernel {
      %c0 = arith.constant 0 : i32
      %c1 = arith.constant 1 : i32
      %end = arith.constant -1 : i32
      %id = gpu.global_id x
      %h0 = memref.load %head[%id] : memref<?xi32>
      %r:3 = scf.while (%cur = %h0, %n = %c0, %s = %c0) : (i32, i32, i32) -> (i32, i32, i32) {
        %more = arith.cmpi ne, %cur, %end : i32
        scf.condition(%more) %cur, %n, %s : i32, i32, i32
      } do {
      ^bb0(%cur: i32, %n: i32, %s: i32):
        %ci = arith.index_cast %cur : i32 to index
        %v = memref.load %vals[%ci] : memref<?xi32>
        %nx = memref.load %links[%ci] : memref<?xi32>
        %bit = arith.andi %v, %c1 : i32
        %odd = arith.cmpi ne, %bit, %c0 : i32
        %s1 = scf.if %odd -> (i32) {
          memref.store %n, %last[%id] : memref<?xi32>
          %p = arith.addi %s, %v : i32
          scf.yield %p : i32
        } else {
          %m = arith.subi %s, %v : i32
          scf.yield %m : i32
        }
        %n1 = arith.addi %n, %c1 : i32
        scf.yield %nx, %n1, %s1 : i32, i32, i32
      }
      memref.store %r#1, %hops[%id] : memref<?xi32>
      memref.store %r#2, %acc[%id] : memref<?xi32>
      gpu.return
    }
    gpu.func @zero_or_many(%trips: memref<?xi32>, %cnt: memref<?xi32>, %hash: memref<?xi32>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %one = arith.constant 1 : i32
      %c31 = arith.constant 31 : i32
      %c1000 = arith.constant 1000 : i32
      %c1009 = arith.constant 1009 : i32
      %id = gpu.global_id x
      %ii = arith.index_cast %id : index to i32
      %tr = memref.load %trips[%id] : memref<?xi32>
      %tn = arith.index_cast %tr : i32 to index
      %s0 = arith.muli %ii, %c1000 : i32
      %seed = arith.addi %s0, %one : i32
      %r:2 = scf.while (%k = %c0, %h = %seed) : (index, i32) -> (index, i32) {
        %more = arith.cmpi ult, %k, %tn : index
        scf.condition(%more) %k, %h : index, i32
      } do {
      ^bb0(%k: index, %h: i32):
        %ki = arith.index_cast %k : index to i32
        %m = arith.muli %h, %c31 : i32
        %x = arith.xori %ki, %ii : i32
        %hx = arith.addi %m, %x : i32
        %h1 = arith.remui %hx, %c1009 : i32
        %k1 = arith.addi %k, %c1 : index
        scf.yield %k1, %h1 : index, i32
      }
      %rk = arith.index_cast %r#0 : index to i32
      memref.store %rk, %cnt[%id] : memref<?xi32>
      memref.store %r#1, %hash[%id] : memref<?xi32>
      gpu.return
    }
  }

  func.func @show(%m: memref<?xi32>) {
    %c0 = arith.constant 0 : index
    %v = vector.load %m[%c0] : memref<?xi32>, vector<64xi32>
    vector.print %v : vector<64xi32>
    return
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %c9 = arith.constant 9 : index
    %c10 = arith.constant 10 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %c37 = arith.constant 37 : index
    %c40 = arith.constant 40 : index
    %c48 = arith.constant 48 : index
    %c63 = arith.constant 63 : index
    %c64 = arith.constant 64 : index
    %c70 = arith.constant 70 : index
    %c96 = arith.constant 96 : index
    %m1 = arith.constant -1 : i32
    %i0 = arith.constant 0 : i32
    %i1 = arith.constant 1 : i32
    %i2 = arith.constant 2 : i32
    %i3 = arith.constant 3 : i32
    %i4 = arith.constant 4 : i32
    %i5 = arith.constant 5 : i32
    %i11 = arith.constant 11 : i32
    %c13i = arith.constant 13 : i32
    %c53i = arith.constant 53 : i32
    %in = memref.alloc(%c96) : memref<?xi32>
    %o1 = memref.alloc(%c96) : memref<?xi32>
    %o2 = memref.alloc(%c96) : memref<?xi32>
    %o3 = memref.alloc(%c96) : memref<?xi32>
    scf.for %i = %c0 to %c64 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %v = arith.addi %ii, %i1 : i32
      memref.store %v, %in[%i] : memref<?xi32>
      memref.store %m1, %o1[%i] : memref<?xi32>
    }
    %v97 = arith.constant 97 : i32
    %v77671 = arith.constant 77671 : i32
    memref.store %v97, %in[%c40] : memref<?xi32>
    memref.store %v77671, %in[%c63] : memref<?xi32>
    gpu.launch_func @kernels::@collatz blocks in (%c2, %c1, %c1) threads in (%c32, %c1, %c1)
        args(%in : memref<?xi32>, %o1 : memref<?xi32>)
    vector.print str "collatz steps: "
    call @show(%o1) : (memref<?xi32>) -> ()
    scf.for %i = %c0 to %c64 step %c1 {
      %r = arith.remui %i, %c9 : index
      %ri = arith.index_cast %r : index to i32
      %l = arith.subi %ri, %i2 : i32
      memref.store %l, %in[%i] : memref<?xi32>
    }
    gpu.launch_func @kernels::@shifted blocks in (%c2, %c1, %c1) threads in (%c32, %c1, %c1)
        args(%in : memref<?xi32>, %o1 : memref<?xi32>, %o2 : memref<?xi32>)
    vector.print str "shifted res: "
    call @show(%o1) : (memref<?xi32>) -> ()
    vector.print str "shifted k: "
    call @show(%o2) : (memref<?xi32>) -> ()
    %fa = memref.alloc(%c64) : memref<?xf32>
    %fx = memref.alloc(%c64) : memref<?xf32>
    %q34 = arith.constant 0.75 : f32
    scf.for %i = %c0 to %c64 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %i2c = arith.muli %ii, %ii : i32
      %i3c = arith.muli %i2c, %ii : i32
      %f = arith.sitofp %i3c : i32 to f32
      %av = arith.mulf %f, %q34 : f32
      memref.store %av, %fa[%i] : memref<?xf32>
    }
    %a5 = arith.constant 1.0e12 : f32
    %a9 = arith.constant 0x7FC00000 : f32
    %a10 = arith.constant -4.0 : f32
    %a37 = arith.constant 1.0e-6 : f32
    memref.store %a5, %fa[%c5] : memref<?xf32>
    memref.store %a9, %fa[%c9] : memref<?xf32>
    memref.store %a10, %fa[%c10] : memref<?xf32>
    memref.store %a37, %fa[%c37] : memref<?xf32>
    gpu.launch_func @kernels::@newton blocks in (%c2, %c1, %c1) threads in (%c32, %c1, %c1)
        args(%fa : memref<?xf32>, %fx : memref<?xf32>, %o1 : memref<?xi32>)
    vector.print str "newton iterations: "
    call @show(%o1) : (memref<?xi32>) -> ()
    %vx = vector.load %fx[%c0] : memref<?xf32>, vector<64xf32>
    %vxb = vector.bitcast %vx : vector<64xf32> to vector<64xi32>
    vector.print str "bits f32: "
    vector.print %vxb : vector<64xi32>
    scf.for %i = %c0 to %c96 step %c1 {
      memref.store %m1, %o3[%i] : memref<?xi32>
    }
    %golden = arith.constant -1640531535 : i32
    gpu.launch_func @kernels::@popcount blocks in (%c3, %c1, %c1) threads in (%c32, %c1, %c1)
        args(%o3 : memref<?xi32>, %c70 : index, %golden : i32)
    %vp = vector.load %o3[%c0] : memref<?xi32>, vector<96xi32>
    vector.print str "popcount bounded: "
    vector.print %vp : vector<96xi32>
    %links = memref.alloc(%c48) : memref<?xi32>
    %vals = memref.alloc(%c48) : memref<?xi32>
    scf.for %j = %c0 to %c48 step %c1 {
      %jj = arith.index_cast %j : index to i32
      %r3 = arith.remui %jj, %i3 : i32
      %j1 = arith.subi %jj, %i1 : i32
      %ln = arith.subi %j1, %r3 : i32
      memref.store %ln, %links[%j] : memref<?xi32>
      %j5 = arith.muli %jj, %i5 : i32
      %r13 = arith.remui %j5, %c13i : i32
      %vv = arith.subi %r13, %i4 : i32
      memref.store %vv, %vals[%j] : memref<?xi32>
    }
    scf.for %i = %c0 to %c64 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %i11m = arith.muli %ii, %i11 : i32
      %r53 = arith.remui %i11m, %c53i : i32
      %h5 = arith.subi %r53, %i5 : i32
      %hd = arith.maxsi %h5, %m1 : i32
      memref.store %hd, %in[%i] : memref<?xi32>
      memref.store %m1, %o3[%i] : memref<?xi32>
    }
    gpu.launch_func @kernels::@list_walk blocks in (%c2, %c1, %c1) threads in (%c32, %c1, %c1)
        args(%in : memref<?xi32>, %links : memref<?xi32>, %vals : memref<?xi32>,
             %o1 : memref<?xi32>, %o2 : memref<?xi32>, %o3 : memref<?xi32>)
    vector.print str "list hops: "
    call @show(%o1) : (memref<?xi32>) -> ()
    vector.print str "list acc: "
    call @show(%o2) : (memref<?xi32>) -> ()
    vector.print str "list last odd: "
    call @show(%o3) : (memref<?xi32>) -> ()
    scf.for %i = %c0 to %c64 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %par = arith.andi %ii, %i1 : i32
      %isodd = arith.cmpi ne, %par, %i0 : i32
      %t3 = arith.muli %ii, %i3 : i32
      %t31 = arith.addi %t3, %i1 : i32
      %tr = arith.select %isodd, %i0, %t31 : i32
      memref.store %tr, %in[%i] : memref<?xi32>
    }
    gpu.launch_func @kernels::@zero_or_many blocks in (%c4, %c1, %c1) threads in (%c16, %c1, %c1)
        args(%in : memref<?xi32>, %o1 : memref<?xi32>, %o2 : memref<?xi32>)
    vector.print str "zero or many count: "
    call @show(%o1) : (memref<?xi32>) -> ()
    vector.print str "zero or many hash: "
    call @show(%o2) : (memref<?xi32>) -> ()
    return
  }
}
