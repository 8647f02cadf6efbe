// Integer vector arithmetic on i8, i16 and i64 (one kernel per width, two
// threads, one 16-lane row each): divsi / remsi / divui / remui / ceildivsi /
// floordivsi (negative divisors, MIN / MAX operands; never MIN / -1 nor a
// zero divisor), shrsi / shrui / shli by b & (w - 1), maxsi, minui, select
// on cmpi ugt, a bit mask of cmpi slt / uge / ne / sle (extui i1), ctlz,
// cttz, ctpop, absi (of MIN too), extsi / extui to i64 of every result
// (signed or unsigned by the op), i64 -> i8 / i16 trunci, i8 -> i16 extsi.
// TOLERANCE: 0
// Differential: the reference and the GenX route must agree (see TOLERANCE).
// RUN: %kernel-reference %s > %t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @ints8(%ma: memref<2x16xi8>, %mb: memref<2x16xi8>, %o: memref<2x19x16xi64>) kernel {
      %c0 = arith.constant 0 : index
      %row = gpu.thread_id x
      %a = vector.load %ma[%row, %c0] : memref<2x16xi8>, vector<16xi8>
      %b = vector.load %mb[%row, %c0] : memref<2x16xi8>, vector<16xi8>
      %wm = arith.constant dense<7> : vector<16xi8>
      %sh = arith.andi %b, %wm : vector<16xi8>
      %ugt = arith.cmpi ugt, %a, %b : vector<16xi8>
      %slt = arith.cmpi slt, %a, %b : vector<16xi8>
      %uge = arith.cmpi uge, %a, %b : vector<16xi8>
      %ne = arith.cmpi ne, %a, %b : vector<16xi8>
      %sle = arith.cmpi sle, %a, %b : vector<16xi8>
      %e0 = arith.extui %slt : vector<16xi1> to vector<16xi8>
      %e1 = arith.extui %uge : vector<16xi1> to vector<16xi8>
      %e2 = arith.extui %ne : vector<16xi1> to vector<16xi8>
      %e3 = arith.extui %sle : vector<16xi1> to vector<16xi8>
      %one = arith.constant dense<1> : vector<16xi8>
      %two = arith.constant dense<2> : vector<16xi8>
      %three = arith.constant dense<3> : vector<16xi8>
      %s1 = arith.shli %e1, %one : vector<16xi8>
      %s2 = arith.shli %e2, %two : vector<16xi8>
      %s3 = arith.shli %e3, %three : vector<16xi8>
      %cm01 = arith.ori %e0, %s1 : vector<16xi8>
      %cm23 = arith.ori %s2, %s3 : vector<16xi8>
      %r0 = arith.divsi %a, %b : vector<16xi8>
      %x0 = arith.extsi %r0 : vector<16xi8> to vector<16xi64>
      %k0 = arith.constant 0 : index
      vector.store %x0, %o[%row, %k0, %c0] : memref<2x19x16xi64>, vector<16xi64>
      %r1 = arith.remsi %a, %b : vector<16xi8>
      %x1 = arith.extsi %r1 : vector<16xi8> to vector<16xi64>
      %k1 = arith.constant 1 : index
      vector.store %x1, %o[%row, %k1, %c0] : memref<2x19x16xi64>, vector<16xi64>
      %r2 = arith.divui %a, %b : vector<16xi8>
      %x2 = arith.extui %r2 : vector<16xi8> to vector<16xi64>
      %k2 = arith.constant 2 : index
      vector.store %x2, %o[%row, %k2, %c0] : memref<2x19x16xi64>, vector<16xi64>
      %r3 = arith.remui %a, %b : vector<16xi8>
      %x3 = arith.extui %r3 : vector<16xi8> to vector<16xi64>
      %k3 = arith.constant 3 : index
      vector.store %x3, %o[%row, %k3, %c0] : memref<2x19x16xi64>, vector<16xi64>
      %r4 = arith.ceildivsi %a, %b : vector<16xi8>
      %x4 = arith.extsi %r4 : vector<16xi8> to vector<16xi64>
      %k4 = arith.constant 4 : index
      vector.store %x4, %o[%row, %k4, %c0] : memref<2x19x16xi64>, vector<16xi64>
      %r5 = arith.floordivsi %a, %b : vector<16xi8>
      %x5 = arith.extsi %r5 : vector<16xi8> to vector<16xi64>
      %k5 = arith.constant 5 : index
      vector.store %x5, %o[%row, %k5, %c0] : memref<2x19x16xi64>, vector<16xi64>
      %r6 = arith.shrsi %a, %sh : vector<16xi8>
      %x6 = arith.extsi %r6 : vector<16xi8> to vector<16xi64>
      %k6 = arith.constant 6 : index
      vector.store %x6, %o[%row, %k6, %c0] : memref<2x19x16xi64>, vector<16xi64>
      %r7 = arith.shrui %a, %sh : vector<16xi8>
      %x7 = arith.extui %r7 : vector<16xi8> to vector<16xi64>
      %k7 = arith.constant 7 : index
      vector.store %x7, %o[%row, %k7, %c0] : memref<2x19x16xi64>, vector<16xi64>
      %r8 = arith.shli %a, %sh : vector<16xi8>
      %x8 = arith.extsi %r8 : vector<16xi8> to vector<16xi64>
      %k8 = arith.constant 8 : index
      vector.store %x8, %o[%row, %k8, %c0] : memref<2x19x16xi64>, vector<16xi64>
      %r9 = arith.maxsi %a, %b : vector<16xi8>
      %x9 = arith.extsi %r9 : vector<16xi8> to vector<16xi64>
      %k9 = arith.constant 9 : index
      vector.store %x9, %o[%row, %k9, %c0] : memref<2x19x16xi64>, vector<16xi64>
      %r10 = arith.minui %a, %b : vector<16xi8>
      %x10 = arith.extui %r10 : vector<16xi8> to vector<16xi64>
      %k10 = arith.constant 10 : index
      vector.store %x10, %o[%row, %k10, %c0] : memref<2x19x16xi64>, vector<16xi64>
      %r11 = arith.select %ugt, %a, %b : vector<16xi1>, vector<16xi8>
      %x11 = arith.extsi %r11 : vector<16xi8> to vector<16xi64>
      %k11 = arith.constant 11 : index
      vector.store %x11, %o[%row, %k11, %c0] : memref<2x19x16xi64>, vector<16xi64>
      %r12 = arith.ori %cm01, %cm23 : vector<16xi8>
      %x12 = arith.extui %r12 : vector<16xi8> to vector<16xi64>
      %k12 = arith.constant 12 : index
      vector.store %x12, %o[%row, %k12, %c0] : memref<2x19x16xi64>, vector<16xi64>
      %r13 = math.ctlz %a : vector<16xi8>
      %x13 = arith.extui %r13 : vector<16xi8> to vector<16xi64>
      %k13 = arith.constant 13 : index
      vector.store %x13, %o[%row, %k13, %c0] : memref<2x19x16xi64>, vector<16xi64>
      %r14 = math.cttz %b : vector<16xi8>
      %x14 = arith.extui %r14 : vector<16xi8> to vector<16xi64>
      %k14 = arith.constant 14 : index
      vector.store %x14, %o[%row, %k14, %c0] : memref<2x19x16xi64>, vector<16xi64>
      %r15 = math.ctpop %a : vector<16xi8>
      %x15 = arith.extui %r15 : vector<16xi8> to vector<16xi64>
      %k15 = arith.constant 15 : index
      vector.store %x15, %o[%row, %k15, %c0] : memref<2x19x16xi64>, vector<16xi64>
      %r16 = math.absi %b : vector<16xi8>
      %x16 = arith.extsi %r16 : vector<16xi8> to vector<16xi64>
      %k16 = arith.constant 16 : index
      vector.store %x16, %o[%row, %k16, %c0] : memref<2x19x16xi64>, vector<16xi64>
      %w0 = arith.extsi %a : vector<16xi8> to vector<16xi16>
      %w1 = arith.muli %w0, %w0 : vector<16xi16>
      %y0 = arith.extui %w1 : vector<16xi16> to vector<16xi64>
      %w2 = arith.extui %a : vector<16xi8> to vector<16xi32>
      %w3 = arith.extsi %b : vector<16xi8> to vector<16xi32>
      %w4 = arith.muli %w2, %w3 : vector<16xi32>
      %y1 = arith.extsi %w4 : vector<16xi32> to vector<16xi64>
      %ka = arith.constant 17 : index
      %kb = arith.constant 18 : index
      vector.store %y0, %o[%row, %ka, %c0] : memref<2x19x16xi64>, vector<16xi64>
      vector.store %y1, %o[%row, %kb, %c0] : memref<2x19x16xi64>, vector<16xi64>
      gpu.return
    }
    gpu.func @ints16(%ma: memref<2x16xi16>, %mb: memref<2x16xi16>, %o: memref<2x19x16xi64>) kernel {
      %c0 = arith.constant 0 : index
      %row = gpu.thread_id x
      %a = vector.load %ma[%row, %c0] : memref<2x16xi16>, vector<16xi16>
      %b = vector.load %mb[%row, %c0] : memref<2x16xi16>, vector<16xi16>
      %wm = arith.constant dense<15> : vector<16xi16>
      %sh = arith.andi %b, %wm : vector<16xi16>
      %ugt = arith.cmpi ugt, %a, %b : vector<16xi16>
      %slt = arith.cmpi slt, %a, %b : vector<16xi16>
      %uge = arith.cmpi uge, %a, %b : vector<16xi16>
      %ne = arith.cmpi ne, %a, %b : vector<16xi16>
      %sle = arith.cmpi sle, %a, %b : vector<16xi16>
      %e0 = arith.extui %slt : vector<16xi1> to vector<16xi16>
      %e1 = arith.extui %uge : vector<16xi1> to vector<16xi16>
      %e2 = arith.extui %ne : vector<16xi1> to vector<16xi16>
      %e3 = arith.extui %sle : vector<16xi1> to vector<16xi16>
      %one = arith.constant dense<1> : vector<16xi16>
      %two = arith.constant dense<2> : vector<16xi16>
      %three = arith.constant dense<3> : vector<16xi16>
      %s1 = arith.shli %e1, %one : vector<16xi16>
      %s2 = arith.shli %e2, %two : vector<16xi16>
      %s3 = arith.shli %e3, %three : vector<16xi16>
      %cm01 = arith.ori %e0, %s1 : vector<16xi16>
      %cm23 = arith.ori %s2, %s3 : vector<16xi16>
      %r0 = arith.divsi %a, %b : vector<16xi16>
      %x0 = arith.extsi %r0 : vector<16xi16> to vector<16xi64>
      %k0 = arith.constant 0 : index
      vector.store %x0, %o[%row, %k0, %c0] : memref<2x19x16xi64>, vector<16xi64>
      %r1 = arith.remsi %a, %b : vector<16xi16>
      %x1 = arith.extsi %r1 : vector<16xi16> to vector<16xi64>
      %k1 = arith.constant 1 : index
      vector.store %x1, %o[%row, %k1, %c0] : memref<2x19x16xi64>, vector<16xi64>
      %r2 = arith.divui %a, %b : vector<16xi16>
      %x2 = arith.extui %r2 : vector<16xi16> to vector<16xi64>
      %k2 = arith.constant 2 : index
      vector.store %x2, %o[%row, %k2, %c0] : memref<2x19x16xi64>, vector<16xi64>
      %r3 = arith.remui %a, %b : vector<16xi16>
      %x3 = arith.extui %r3 : vector<16xi16> to vector<16xi64>
      %k3 = arith.constant 3 : index
      vector.store %x3, %o[%row, %k3, %c0] : memref<2x19x16xi64>, vector<16xi64>
      %r4 = arith.ceildivsi %a, %b : vector<16xi16>
      %x4 = arith.extsi %r4 : vector<16xi16> to vector<16xi64>
      %k4 = arith.constant 4 : index
      vector.store %x4, %o[%row, %k4, %c0] : memref<2x19x16xi64>, vector<16xi64>
      %r5 = arith.floordivsi %a, %b : vector<16xi16>
      %x5 = arith.extsi %r5 : vector<16xi16> to vector<16xi64>
      %k5 = arith.constant 5 : index
      vector.store %x5, %o[%row, %k5, %c0] : memref<2x19x16xi64>, vector<16xi64>
      %r6 = arith.shrsi %a, %sh : vector<16xi16>
      %x6 = arith.extsi %r6 : vector<16xi16> to vector<16xi64>
      %k6 = arith.constant 6 : index
      vector.store %x6, %o[%row, %k6, %c0] : memref<2x19x16xi64>, vector<16xi64>
      %r7 = arith.shrui %a, %sh : vector<16xi16>
      %x7 = arith.extui %r7 : vector<16xi16> to vector<16xi64>
      %k7 = arith.constant 7 : index
      vector.store %x7, %o[%row, %k7, %c0] : memref<2x19x16xi64>, vector<16xi64>
      %r8 = arith.shli %a, %sh : vector<16xi16>
      %x8 = arith.extsi %r8 : vector<16xi16> to vector<16xi64>
      %k8 = arith.constant 8 : index
      vector.store %x8, %o[%row, %k8, %c0] : memref<2x19x16xi64>, vector<16xi64>
      %r9 = arith.maxsi %a, %b : vector<16xi16>
      %x9 = arith.extsi %r9 : vector<16xi16> to vector<16xi64>
      %k9 = arith.constant 9 : index
      vector.store %x9, %o[%row, %k9, %c0] : memref<2x19x16xi64>, vector<16xi64>
      %r10 = arith.minui %a, %b : vector<16xi16>
      %x10 = arith.extui %r10 : vector<16xi16> to vector<16xi64>
      %k10 = arith.constant 10 : index
      vector.store %x10, %o[%row, %k10, %c0] : memref<2x19x16xi64>, vector<16xi64>
      %r11 = arith.select %ugt, %a, %b : vector<16xi1>, vector<16xi16>
      %x11 = arith.extsi %r11 : vector<16xi16> to vector<16xi64>
      %k11 = arith.constant 11 : index
      vector.store %x11, %o[%row, %k11, %c0] : memref<2x19x16xi64>, vector<16xi64>
      %r12 = arith.ori %cm01, %cm23 : vector<16xi16>
      %x12 = arith.extui %r12 : vector<16xi16> to vector<16xi64>
      %k12 = arith.constant 12 : index
      vector.store %x12, %o[%row, %k12, %c0] : memref<2x19x16xi64>, vector<16xi64>
      %r13 = math.ctlz %a : vector<16xi16>
      %x13 = arith.extui %r13 : vector<16xi16> to vector<16xi64>
      %k13 = arith.constant 13 : index
      vector.store %x13, %o[%row, %k13, %c0] : memref<2x19x16xi64>, vector<16xi64>
      %r14 = math.cttz %b : vector<16xi16>
      %x14 = arith.extui %r14 : vector<16xi16> to vector<16xi64>
      %k14 = arith.constant 14 : index
      vector.store %x14, %o[%row, %k14, %c0] : memref<2x19x16xi64>, vector<16xi64>
      %r15 = math.ctpop %a : vector<16xi16>
      %x15 = arith.extui %r15 : vector<16xi16> to vector<16xi64>
      %k15 = arith.constant 15 : index
      vector.store %x15, %o[%row, %k15, %c0] : memref<2x19x16xi64>, vector<16xi64>
      %r16 = math.absi %b : vector<16xi16>
      %x16 = arith.extsi %r16 : vector<16xi16> to vector<16xi64>
      %k16 = arith.constant 16 : index
      vector.store %x16, %o[%row, %k16, %c0] : memref<2x19x16xi64>, vector<16xi64>
      %w0 = arith.trunci %a : vector<16xi16> to vector<16xi8>
      %y0 = arith.extsi %w0 : vector<16xi8> to vector<16xi64>
      %w2 = arith.extui %a : vector<16xi16> to vector<16xi32>
      %w3 = arith.extsi %b : vector<16xi16> to vector<16xi32>
      %w4 = arith.muli %w2, %w3 : vector<16xi32>
      %y1 = arith.extui %w4 : vector<16xi32> to vector<16xi64>
      %ka = arith.constant 17 : index
      %kb = arith.constant 18 : index
      vector.store %y0, %o[%row, %ka, %c0] : memref<2x19x16xi64>, vector<16xi64>
      vector.store %y1, %o[%row, %kb, %c0] : memref<2x19x16xi64>, vector<16xi64>
      gpu.return
    }
    gpu.func @ints64(%ma: memref<2x16xi64>, %mb: memref<2x16xi64>, %o: memref<2x19x16xi64>) kernel {
      %c0 = arith.constant 0 : index
      %row = gpu.thread_id x
      %a = vector.load %ma[%row, %c0] : memref<2x16xi64>, vector<16xi64>
      %b = vector.load %mb[%row, %c0] : memref<2x16xi64>, vector<16xi64>
      %wm = arith.constant dense<63> : vector<16xi64>
      %sh = arith.andi %b, %wm : vector<16xi64>
      %ugt = arith.cmpi ugt, %a, %b : vector<16xi64>
      %slt = arith.cmpi slt, %a, %b : vector<16xi64>
      %uge = arith.cmpi uge, %a, %b : vector<16xi64>
      %ne = arith.cmpi ne, %a, %b : vector<16xi64>
      %sle = arith.cmpi sle, %a, %b : vector<16xi64>
      %e0 = arith.extui %slt : vector<16xi1> to vector<16xi64>
      %e1 = arith.extui %uge : vector<16xi1> to vector<16xi64>
      %e2 = arith.extui %ne : vector<16xi1> to vector<16xi64>
      %e3 = arith.extui %sle : vector<16xi1> to vector<16xi64>
      %one = arith.constant dense<1> : vector<16xi64>
      %two = arith.constant dense<2> : vector<16xi64>
      %three = arith.constant dense<3> : vector<16xi64>
      %s1 = arith.shli %e1, %one : vector<16xi64>
      %s2 = arith.shli %e2, %two : vector<16xi64>
      %s3 = arith.shli %e3, %three : vector<16xi64>
      %cm01 = arith.ori %e0, %s1 : vector<16xi64>
      %cm23 = arith.ori %s2, %s3 : vector<16xi64>
      %z64 = arith.constant dense<0> : vector<16xi64>
      %r0 = arith.divsi %a, %b : vector<16xi64>
      %x0 = arith.addi %r0, %z64 : vector<16xi64>
      %k0 = arith.constant 0 : index
      vector.store %x0, %o[%row, %k0, %c0] : memref<2x19x16xi64>, vector<16xi64>
      %r1 = arith.remsi %a, %b : vector<16xi64>
      %x1 = arith.addi %r1, %z64 : vector<16xi64>
      %k1 = arith.constant 1 : index
      vector.store %x1, %o[%row, %k1, %c0] : memref<2x19x16xi64>, vector<16xi64>
      %r2 = arith.divui %a, %b : vector<16xi64>
      %x2 = arith.addi %r2, %z64 : vector<16xi64>
      %k2 = arith.constant 2 : index
      vector.store %x2, %o[%row, %k2, %c0] : memref<2x19x16xi64>, vector<16xi64>
      %r3 = arith.remui %a, %b : vector<16xi64>
      %x3 = arith.addi %r3, %z64 : vector<16xi64>
      %k3 = arith.constant 3 : index
      vector.store %x3, %o[%row, %k3, %c0] : memref<2x19x16xi64>, vector<16xi64>
      %r4 = arith.ceildivsi %a, %b : vector<16xi64>
      %x4 = arith.addi %r4, %z64 : vector<16xi64>
      %k4 = arith.constant 4 : index
      vector.store %x4, %o[%row, %k4, %c0] : memref<2x19x16xi64>, vector<16xi64>
      %r5 = arith.floordivsi %a, %b : vector<16xi64>
      %x5 = arith.addi %r5, %z64 : vector<16xi64>
      %k5 = arith.constant 5 : index
      vector.store %x5, %o[%row, %k5, %c0] : memref<2x19x16xi64>, vector<16xi64>
      %r6 = arith.shrsi %a, %sh : vector<16xi64>
      %x6 = arith.addi %r6, %z64 : vector<16xi64>
      %k6 = arith.constant 6 : index
      vector.store %x6, %o[%row, %k6, %c0] : memref<2x19x16xi64>, vector<16xi64>
      %r7 = arith.shrui %a, %sh : vector<16xi64>
      %x7 = arith.addi %r7, %z64 : vector<16xi64>
      %k7 = arith.constant 7 : index
      vector.store %x7, %o[%row, %k7, %c0] : memref<2x19x16xi64>, vector<16xi64>
      %r8 = arith.shli %a, %sh : vector<16xi64>
      %x8 = arith.addi %r8, %z64 : vector<16xi64>
      %k8 = arith.constant 8 : index
      vector.store %x8, %o[%row, %k8, %c0] : memref<2x19x16xi64>, vector<16xi64>
      %r9 = arith.maxsi %a, %b : vector<16xi64>
      %x9 = arith.addi %r9, %z64 : vector<16xi64>
      %k9 = arith.constant 9 : index
      vector.store %x9, %o[%row, %k9, %c0] : memref<2x19x16xi64>, vector<16xi64>
      %r10 = arith.minui %a, %b : vector<16xi64>
      %x10 = arith.addi %r10, %z64 : vector<16xi64>
      %k10 = arith.constant 10 : index
      vector.store %x10, %o[%row, %k10, %c0] : memref<2x19x16xi64>, vector<16xi64>
      %r11 = arith.select %ugt, %a, %b : vector<16xi1>, vector<16xi64>
      %x11 = arith.addi %r11, %z64 : vector<16xi64>
      %k11 = arith.constant 11 : index
      vector.store %x11, %o[%row, %k11, %c0] : memref<2x19x16xi64>, vector<16xi64>
      %r12 = arith.ori %cm01, %cm23 : vector<16xi64>
      %x12 = arith.addi %r12, %z64 : vector<16xi64>
      %k12 = arith.constant 12 : index
      vector.store %x12, %o[%row, %k12, %c0] : memref<2x19x16xi64>, vector<16xi64>
      %r13 = math.ctlz %a : vector<16xi64>
      %x13 = arith.addi %r13, %z64 : vector<16xi64>
      %k13 = arith.constant 13 : index
      vector.store %x13, %o[%row, %k13, %c0] : memref<2x19x16xi64>, vector<16xi64>
      %r14 = math.cttz %b : vector<16xi64>
      %x14 = arith.addi %r14, %z64 : vector<16xi64>
      %k14 = arith.constant 14 : index
      vector.store %x14, %o[%row, %k14, %c0] : memref<2x19x16xi64>, vector<16xi64>
      %r15 = math.ctpop %a : vector<16xi64>
      %x15 = arith.addi %r15, %z64 : vector<16xi64>
      %k15 = arith.constant 15 : index
      vector.store %x15, %o[%row, %k15, %c0] : memref<2x19x16xi64>, vector<16xi64>
      %r16 = math.absi %b : vector<16xi64>
      %x16 = arith.addi %r16, %z64 : vector<16xi64>
      %k16 = arith.constant 16 : index
      vector.store %x16, %o[%row, %k16, %c0] : memref<2x19x16xi64>, vector<16xi64>
      %w0 = arith.trunci %a : vector<16xi64> to vector<16xi8>
      %y0 = arith.extui %w0 : vector<16xi8> to vector<16xi64>
      %w1 = arith.trunci %b : vector<16xi64> to vector<16xi16>
      %y1 = arith.extsi %w1 : vector<16xi16> to vector<16xi64>
      %ka = arith.constant 17 : index
      %kb = arith.constant 18 : index
      vector.store %y0, %o[%row, %ka, %c0] : memref<2x19x16xi64>, vector<16xi64>
      vector.store %y1, %o[%row, %kb, %c0] : memref<2x19x16xi64>, vector<16xi64>
      gpu.return
    }
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %a8 = memref.alloc() : memref<2x16xi8>
    %b8 = memref.alloc() : memref<2x16xi8>
    %o8 = memref.alloc() : memref<2x19x16xi64>
    %va8_0 = arith.constant dense<[-128, 127, -1, 0, 1, 100, -100, 55, -55, 17, -17, 64, -64, 3, -3, 126]> : vector<16xi8>
    %vb8_0 = arith.constant dense<[127, -128, 3, -1, -1, 7, 7, -7, -7, 5, -5, 2, 3, -128, 127, -2]> : vector<16xi8>
    %ir8_0 = arith.constant 0 : index
    vector.store %va8_0, %a8[%ir8_0, %c0] : memref<2x16xi8>, vector<16xi8>
    vector.store %vb8_0, %b8[%ir8_0, %c0] : memref<2x16xi8>, vector<16xi8>
    %va8_1 = arith.constant dense<[-128, -127, 90, -90, 33, -33, 120, -120, 8, -8, 1, -1, 0, 99, -99, 77]> : vector<16xi8>
    %vb8_1 = arith.constant dense<[1, -1, 13, 13, -13, -13, 16, 16, 2, 2, -128, -128, 5, 100, 100, 9]> : vector<16xi8>
    %ir8_1 = arith.constant 1 : index
    vector.store %va8_1, %a8[%ir8_1, %c0] : memref<2x16xi8>, vector<16xi8>
    vector.store %vb8_1, %b8[%ir8_1, %c0] : memref<2x16xi8>, vector<16xi8>
    gpu.launch_func @kernels::@ints8 blocks in (%c1, %c1, %c1) threads in (%c2, %c1, %c1)
        args(%a8 : memref<2x16xi8>, %b8 : memref<2x16xi8>, %o8 : memref<2x19x16xi64>)
    %p8_0_0i = arith.constant 0 : index
    %p8_0_0 = vector.load %o8[%ir8_0, %p8_0_0i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i8 divsi 0: "
    vector.print %p8_0_0 : vector<16xi64>
    %p8_0_1i = arith.constant 1 : index
    %p8_0_1 = vector.load %o8[%ir8_0, %p8_0_1i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i8 remsi 0: "
    vector.print %p8_0_1 : vector<16xi64>
    %p8_0_2i = arith.constant 2 : index
    %p8_0_2 = vector.load %o8[%ir8_0, %p8_0_2i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i8 divui 0: "
    vector.print %p8_0_2 : vector<16xi64>
    %p8_0_3i = arith.constant 3 : index
    %p8_0_3 = vector.load %o8[%ir8_0, %p8_0_3i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i8 remui 0: "
    vector.print %p8_0_3 : vector<16xi64>
    %p8_0_4i = arith.constant 4 : index
    %p8_0_4 = vector.load %o8[%ir8_0, %p8_0_4i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i8 ceildivsi 0: "
    vector.print %p8_0_4 : vector<16xi64>
    %p8_0_5i = arith.constant 5 : index
    %p8_0_5 = vector.load %o8[%ir8_0, %p8_0_5i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i8 floordivsi 0: "
    vector.print %p8_0_5 : vector<16xi64>
    %p8_0_6i = arith.constant 6 : index
    %p8_0_6 = vector.load %o8[%ir8_0, %p8_0_6i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i8 shrsi 0: "
    vector.print %p8_0_6 : vector<16xi64>
    %p8_0_7i = arith.constant 7 : index
    %p8_0_7 = vector.load %o8[%ir8_0, %p8_0_7i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i8 shrui 0: "
    vector.print %p8_0_7 : vector<16xi64>
    %p8_0_8i = arith.constant 8 : index
    %p8_0_8 = vector.load %o8[%ir8_0, %p8_0_8i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i8 shli 0: "
    vector.print %p8_0_8 : vector<16xi64>
    %p8_0_9i = arith.constant 9 : index
    %p8_0_9 = vector.load %o8[%ir8_0, %p8_0_9i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i8 maxsi 0: "
    vector.print %p8_0_9 : vector<16xi64>
    %p8_0_10i = arith.constant 10 : index
    %p8_0_10 = vector.load %o8[%ir8_0, %p8_0_10i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i8 minui 0: "
    vector.print %p8_0_10 : vector<16xi64>
    %p8_0_11i = arith.constant 11 : index
    %p8_0_11 = vector.load %o8[%ir8_0, %p8_0_11i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i8 sel ugt 0: "
    vector.print %p8_0_11 : vector<16xi64>
    %p8_0_12i = arith.constant 12 : index
    %p8_0_12 = vector.load %o8[%ir8_0, %p8_0_12i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i8 cmp bits 0: "
    vector.print %p8_0_12 : vector<16xi64>
    %p8_0_13i = arith.constant 13 : index
    %p8_0_13 = vector.load %o8[%ir8_0, %p8_0_13i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i8 ctlz 0: "
    vector.print %p8_0_13 : vector<16xi64>
    %p8_0_14i = arith.constant 14 : index
    %p8_0_14 = vector.load %o8[%ir8_0, %p8_0_14i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i8 cttz 0: "
    vector.print %p8_0_14 : vector<16xi64>
    %p8_0_15i = arith.constant 15 : index
    %p8_0_15 = vector.load %o8[%ir8_0, %p8_0_15i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i8 ctpop 0: "
    vector.print %p8_0_15 : vector<16xi64>
    %p8_0_16i = arith.constant 16 : index
    %p8_0_16 = vector.load %o8[%ir8_0, %p8_0_16i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i8 absi 0: "
    vector.print %p8_0_16 : vector<16xi64>
    %p8_0_17i = arith.constant 17 : index
    %p8_0_17 = vector.load %o8[%ir8_0, %p8_0_17i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i8 ext a 0: "
    vector.print %p8_0_17 : vector<16xi64>
    %p8_0_18i = arith.constant 18 : index
    %p8_0_18 = vector.load %o8[%ir8_0, %p8_0_18i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i8 ext mul 0: "
    vector.print %p8_0_18 : vector<16xi64>
    %p8_1_0i = arith.constant 0 : index
    %p8_1_0 = vector.load %o8[%ir8_1, %p8_1_0i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i8 divsi 1: "
    vector.print %p8_1_0 : vector<16xi64>
    %p8_1_1i = arith.constant 1 : index
    %p8_1_1 = vector.load %o8[%ir8_1, %p8_1_1i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i8 remsi 1: "
    vector.print %p8_1_1 : vector<16xi64>
    %p8_1_2i = arith.constant 2 : index
    %p8_1_2 = vector.load %o8[%ir8_1, %p8_1_2i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i8 divui 1: "
    vector.print %p8_1_2 : vector<16xi64>
    %p8_1_3i = arith.constant 3 : index
    %p8_1_3 = vector.load %o8[%ir8_1, %p8_1_3i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i8 remui 1: "
    vector.print %p8_1_3 : vector<16xi64>
    %p8_1_4i = arith.constant 4 : index
    %p8_1_4 = vector.load %o8[%ir8_1, %p8_1_4i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i8 ceildivsi 1: "
    vector.print %p8_1_4 : vector<16xi64>
    %p8_1_5i = arith.constant 5 : index
    %p8_1_5 = vector.load %o8[%ir8_1, %p8_1_5i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i8 floordivsi 1: "
    vector.print %p8_1_5 : vector<16xi64>
    %p8_1_6i = arith.constant 6 : index
    %p8_1_6 = vector.load %o8[%ir8_1, %p8_1_6i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i8 shrsi 1: "
    vector.print %p8_1_6 : vector<16xi64>
    %p8_1_7i = arith.constant 7 : index
    %p8_1_7 = vector.load %o8[%ir8_1, %p8_1_7i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i8 shrui 1: "
    vector.print %p8_1_7 : vector<16xi64>
    %p8_1_8i = arith.constant 8 : index
    %p8_1_8 = vector.load %o8[%ir8_1, %p8_1_8i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i8 shli 1: "
    vector.print %p8_1_8 : vector<16xi64>
    %p8_1_9i = arith.constant 9 : index
    %p8_1_9 = vector.load %o8[%ir8_1, %p8_1_9i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i8 maxsi 1: "
    vector.print %p8_1_9 : vector<16xi64>
    %p8_1_10i = arith.constant 10 : index
    %p8_1_10 = vector.load %o8[%ir8_1, %p8_1_10i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i8 minui 1: "
    vector.print %p8_1_10 : vector<16xi64>
    %p8_1_11i = arith.constant 11 : index
    %p8_1_11 = vector.load %o8[%ir8_1, %p8_1_11i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i8 sel ugt 1: "
    vector.print %p8_1_11 : vector<16xi64>
    %p8_1_12i = arith.constant 12 : index
    %p8_1_12 = vector.load %o8[%ir8_1, %p8_1_12i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i8 cmp bits 1: "
    vector.print %p8_1_12 : vector<16xi64>
    %p8_1_13i = arith.constant 13 : index
    %p8_1_13 = vector.load %o8[%ir8_1, %p8_1_13i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i8 ctlz 1: "
    vector.print %p8_1_13 : vector<16xi64>
    %p8_1_14i = arith.constant 14 : index
    %p8_1_14 = vector.load %o8[%ir8_1, %p8_1_14i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i8 cttz 1: "
    vector.print %p8_1_14 : vector<16xi64>
    %p8_1_15i = arith.constant 15 : index
    %p8_1_15 = vector.load %o8[%ir8_1, %p8_1_15i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i8 ctpop 1: "
    vector.print %p8_1_15 : vector<16xi64>
    %p8_1_16i = arith.constant 16 : index
    %p8_1_16 = vector.load %o8[%ir8_1, %p8_1_16i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i8 absi 1: "
    vector.print %p8_1_16 : vector<16xi64>
    %p8_1_17i = arith.constant 17 : index
    %p8_1_17 = vector.load %o8[%ir8_1, %p8_1_17i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i8 ext a 1: "
    vector.print %p8_1_17 : vector<16xi64>
    %p8_1_18i = arith.constant 18 : index
    %p8_1_18 = vector.load %o8[%ir8_1, %p8_1_18i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i8 ext mul 1: "
    vector.print %p8_1_18 : vector<16xi64>
    %a16 = memref.alloc() : memref<2x16xi16>
    %b16 = memref.alloc() : memref<2x16xi16>
    %o16 = memref.alloc() : memref<2x19x16xi64>
    %va16_0 = arith.constant dense<[-32768, 32767, -1, 0, 1, 1000, -1000, 12345, -12345, 255, -256, 16384, -16384, 3, -3, 32766]> : vector<16xi16>
    %vb16_0 = arith.constant dense<[32767, -32768, 3, -1, -1, 7, 7, -7, -7, 5, -5, 2, 3, -32768, 32767, -2]> : vector<16xi16>
    %ir16_0 = arith.constant 0 : index
    vector.store %va16_0, %a16[%ir16_0, %c0] : memref<2x16xi16>, vector<16xi16>
    vector.store %vb16_0, %b16[%ir16_0, %c0] : memref<2x16xi16>, vector<16xi16>
    %va16_1 = arith.constant dense<[-32768, -32767, 9000, -9000, 333, -333, -2, 7, 128, -129, 1, -1, 0, 30000, -30000, 777]> : vector<16xi16>
    %vb16_1 = arith.constant dense<[1, -1, 13, 13, -13, -13, 16, 16, 255, 255, -32768, -32768, 5, 1000, 1000, -9]> : vector<16xi16>
    %ir16_1 = arith.constant 1 : index
    vector.store %va16_1, %a16[%ir16_1, %c0] : memref<2x16xi16>, vector<16xi16>
    vector.store %vb16_1, %b16[%ir16_1, %c0] : memref<2x16xi16>, vector<16xi16>
    gpu.launch_func @kernels::@ints16 blocks in (%c1, %c1, %c1) threads in (%c2, %c1, %c1)
        args(%a16 : memref<2x16xi16>, %b16 : memref<2x16xi16>, %o16 : memref<2x19x16xi64>)
    %p16_0_0i = arith.constant 0 : index
    %p16_0_0 = vector.load %o16[%ir16_0, %p16_0_0i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i16 divsi 0: "
    vector.print %p16_0_0 : vector<16xi64>
    %p16_0_1i = arith.constant 1 : index
    %p16_0_1 = vector.load %o16[%ir16_0, %p16_0_1i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i16 remsi 0: "
    vector.print %p16_0_1 : vector<16xi64>
    %p16_0_2i = arith.constant 2 : index
    %p16_0_2 = vector.load %o16[%ir16_0, %p16_0_2i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i16 divui 0: "
    vector.print %p16_0_2 : vector<16xi64>
    %p16_0_3i = arith.constant 3 : index
    %p16_0_3 = vector.load %o16[%ir16_0, %p16_0_3i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i16 remui 0: "
    vector.print %p16_0_3 : vector<16xi64>
    %p16_0_4i = arith.constant 4 : index
    %p16_0_4 = vector.load %o16[%ir16_0, %p16_0_4i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i16 ceildivsi 0: "
    vector.print %p16_0_4 : vector<16xi64>
    %p16_0_5i = arith.constant 5 : index
    %p16_0_5 = vector.load %o16[%ir16_0, %p16_0_5i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i16 floordivsi 0: "
    vector.print %p16_0_5 : vector<16xi64>
    %p16_0_6i = arith.constant 6 : index
    %p16_0_6 = vector.load %o16[%ir16_0, %p16_0_6i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i16 shrsi 0: "
    vector.print %p16_0_6 : vector<16xi64>
    %p16_0_7i = arith.constant 7 : index
    %p16_0_7 = vector.load %o16[%ir16_0, %p16_0_7i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i16 shrui 0: "
    vector.print %p16_0_7 : vector<16xi64>
    %p16_0_8i = arith.constant 8 : index
    %p16_0_8 = vector.load %o16[%ir16_0, %p16_0_8i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i16 shli 0: "
    vector.print %p16_0_8 : vector<16xi64>
    %p16_0_9i = arith.constant 9 : index
    %p16_0_9 = vector.load %o16[%ir16_0, %p16_0_9i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i16 maxsi 0: "
    vector.print %p16_0_9 : vector<16xi64>
    %p16_0_10i = arith.constant 10 : index
    %p16_0_10 = vector.load %o16[%ir16_0, %p16_0_10i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i16 minui 0: "
    vector.print %p16_0_10 : vector<16xi64>
    %p16_0_11i = arith.constant 11 : index
    %p16_0_11 = vector.load %o16[%ir16_0, %p16_0_11i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i16 sel ugt 0: "
    vector.print %p16_0_11 : vector<16xi64>
    %p16_0_12i = arith.constant 12 : index
    %p16_0_12 = vector.load %o16[%ir16_0, %p16_0_12i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i16 cmp bits 0: "
    vector.print %p16_0_12 : vector<16xi64>
    %p16_0_13i = arith.constant 13 : index
    %p16_0_13 = vector.load %o16[%ir16_0, %p16_0_13i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i16 ctlz 0: "
    vector.print %p16_0_13 : vector<16xi64>
    %p16_0_14i = arith.constant 14 : index
    %p16_0_14 = vector.load %o16[%ir16_0, %p16_0_14i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i16 cttz 0: "
    vector.print %p16_0_14 : vector<16xi64>
    %p16_0_15i = arith.constant 15 : index
    %p16_0_15 = vector.load %o16[%ir16_0, %p16_0_15i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i16 ctpop 0: "
    vector.print %p16_0_15 : vector<16xi64>
    %p16_0_16i = arith.constant 16 : index
    %p16_0_16 = vector.load %o16[%ir16_0, %p16_0_16i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i16 absi 0: "
    vector.print %p16_0_16 : vector<16xi64>
    %p16_0_17i = arith.constant 17 : index
    %p16_0_17 = vector.load %o16[%ir16_0, %p16_0_17i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i16 ext a 0: "
    vector.print %p16_0_17 : vector<16xi64>
    %p16_0_18i = arith.constant 18 : index
    %p16_0_18 = vector.load %o16[%ir16_0, %p16_0_18i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i16 ext mul 0: "
    vector.print %p16_0_18 : vector<16xi64>
    %p16_1_0i = arith.constant 0 : index
    %p16_1_0 = vector.load %o16[%ir16_1, %p16_1_0i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i16 divsi 1: "
    vector.print %p16_1_0 : vector<16xi64>
    %p16_1_1i = arith.constant 1 : index
    %p16_1_1 = vector.load %o16[%ir16_1, %p16_1_1i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i16 remsi 1: "
    vector.print %p16_1_1 : vector<16xi64>
    %p16_1_2i = arith.constant 2 : index
    %p16_1_2 = vector.load %o16[%ir16_1, %p16_1_2i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i16 divui 1: "
    vector.print %p16_1_2 : vector<16xi64>
    %p16_1_3i = arith.constant 3 : index
    %p16_1_3 = vector.load %o16[%ir16_1, %p16_1_3i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i16 remui 1: "
    vector.print %p16_1_3 : vector<16xi64>
    %p16_1_4i = arith.constant 4 : index
    %p16_1_4 = vector.load %o16[%ir16_1, %p16_1_4i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i16 ceildivsi 1: "
    vector.print %p16_1_4 : vector<16xi64>
    %p16_1_5i = arith.constant 5 : index
    %p16_1_5 = vector.load %o16[%ir16_1, %p16_1_5i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i16 floordivsi 1: "
    vector.print %p16_1_5 : vector<16xi64>
    %p16_1_6i = arith.constant 6 : index
    %p16_1_6 = vector.load %o16[%ir16_1, %p16_1_6i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i16 shrsi 1: "
    vector.print %p16_1_6 : vector<16xi64>
    %p16_1_7i = arith.constant 7 : index
    %p16_1_7 = vector.load %o16[%ir16_1, %p16_1_7i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i16 shrui 1: "
    vector.print %p16_1_7 : vector<16xi64>
    %p16_1_8i = arith.constant 8 : index
    %p16_1_8 = vector.load %o16[%ir16_1, %p16_1_8i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i16 shli 1: "
    vector.print %p16_1_8 : vector<16xi64>
    %p16_1_9i = arith.constant 9 : index
    %p16_1_9 = vector.load %o16[%ir16_1, %p16_1_9i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i16 maxsi 1: "
    vector.print %p16_1_9 : vector<16xi64>
    %p16_1_10i = arith.constant 10 : index
    %p16_1_10 = vector.load %o16[%ir16_1, %p16_1_10i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i16 minui 1: "
    vector.print %p16_1_10 : vector<16xi64>
    %p16_1_11i = arith.constant 11 : index
    %p16_1_11 = vector.load %o16[%ir16_1, %p16_1_11i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i16 sel ugt 1: "
    vector.print %p16_1_11 : vector<16xi64>
    %p16_1_12i = arith.constant 12 : index
    %p16_1_12 = vector.load %o16[%ir16_1, %p16_1_12i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i16 cmp bits 1: "
    vector.print %p16_1_12 : vector<16xi64>
    %p16_1_13i = arith.constant 13 : index
    %p16_1_13 = vector.load %o16[%ir16_1, %p16_1_13i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i16 ctlz 1: "
    vector.print %p16_1_13 : vector<16xi64>
    %p16_1_14i = arith.constant 14 : index
    %p16_1_14 = vector.load %o16[%ir16_1, %p16_1_14i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i16 cttz 1: "
    vector.print %p16_1_14 : vector<16xi64>
    %p16_1_15i = arith.constant 15 : index
    %p16_1_15 = vector.load %o16[%ir16_1, %p16_1_15i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i16 ctpop 1: "
    vector.print %p16_1_15 : vector<16xi64>
    %p16_1_16i = arith.constant 16 : index
    %p16_1_16 = vector.load %o16[%ir16_1, %p16_1_16i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i16 absi 1: "
    vector.print %p16_1_16 : vector<16xi64>
    %p16_1_17i = arith.constant 17 : index
    %p16_1_17 = vector.load %o16[%ir16_1, %p16_1_17i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i16 ext a 1: "
    vector.print %p16_1_17 : vector<16xi64>
    %p16_1_18i = arith.constant 18 : index
    %p16_1_18 = vector.load %o16[%ir16_1, %p16_1_18i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i16 ext mul 1: "
    vector.print %p16_1_18 : vector<16xi64>
    %a64 = memref.alloc() : memref<2x16xi64>
    %b64 = memref.alloc() : memref<2x16xi64>
    %o64 = memref.alloc() : memref<2x19x16xi64>
    %va64_0 = arith.constant dense<[-9223372036854775808, 9223372036854775807, -1, 0, 1, 1000000000000, -1000000000000, 4294967296, -4294967296, 4294967295, -4294967297, 4611686018427387904, -4611686018427387904, 3, -3, 9223372036854775806]> : vector<16xi64>
    %vb64_0 = arith.constant dense<[9223372036854775807, -9223372036854775808, 3, -1, -1, 7, 7, -7, -7, 5, -5, 2, 3, -9223372036854775808, 9223372036854775807, -2]> : vector<16xi64>
    %ir64_0 = arith.constant 0 : index
    vector.store %va64_0, %a64[%ir64_0, %c0] : memref<2x16xi64>, vector<16xi64>
    vector.store %vb64_0, %b64[%ir64_0, %c0] : memref<2x16xi64>, vector<16xi64>
    %va64_1 = arith.constant dense<[-9223372036854775808, -9223372036854775807, 9000, -9000, 333, -333, -2, 7, 1099511627781, -1099511627781, 1, -1, 0, 123456789012345, -123456789012345, 777]> : vector<16xi64>
    %vb64_1 = arith.constant dense<[1, -1, 13, 13, -13, -13, 4294967296, 4294967296, 255, 255, -9223372036854775808, -9223372036854775808, 5, 1000, -1000, -9]> : vector<16xi64>
    %ir64_1 = arith.constant 1 : index
    vector.store %va64_1, %a64[%ir64_1, %c0] : memref<2x16xi64>, vector<16xi64>
    vector.store %vb64_1, %b64[%ir64_1, %c0] : memref<2x16xi64>, vector<16xi64>
    gpu.launch_func @kernels::@ints64 blocks in (%c1, %c1, %c1) threads in (%c2, %c1, %c1)
        args(%a64 : memref<2x16xi64>, %b64 : memref<2x16xi64>, %o64 : memref<2x19x16xi64>)
    %p64_0_0i = arith.constant 0 : index
    %p64_0_0 = vector.load %o64[%ir64_0, %p64_0_0i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i64 divsi 0: "
    vector.print %p64_0_0 : vector<16xi64>
    %p64_0_1i = arith.constant 1 : index
    %p64_0_1 = vector.load %o64[%ir64_0, %p64_0_1i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i64 remsi 0: "
    vector.print %p64_0_1 : vector<16xi64>
    %p64_0_2i = arith.constant 2 : index
    %p64_0_2 = vector.load %o64[%ir64_0, %p64_0_2i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i64 divui 0: "
    vector.print %p64_0_2 : vector<16xi64>
    %p64_0_3i = arith.constant 3 : index
    %p64_0_3 = vector.load %o64[%ir64_0, %p64_0_3i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i64 remui 0: "
    vector.print %p64_0_3 : vector<16xi64>
    %p64_0_4i = arith.constant 4 : index
    %p64_0_4 = vector.load %o64[%ir64_0, %p64_0_4i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i64 ceildivsi 0: "
    vector.print %p64_0_4 : vector<16xi64>
    %p64_0_5i = arith.constant 5 : index
    %p64_0_5 = vector.load %o64[%ir64_0, %p64_0_5i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i64 floordivsi 0: "
    vector.print %p64_0_5 : vector<16xi64>
    %p64_0_6i = arith.constant 6 : index
    %p64_0_6 = vector.load %o64[%ir64_0, %p64_0_6i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i64 shrsi 0: "
    vector.print %p64_0_6 : vector<16xi64>
    %p64_0_7i = arith.constant 7 : index
    %p64_0_7 = vector.load %o64[%ir64_0, %p64_0_7i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i64 shrui 0: "
    vector.print %p64_0_7 : vector<16xi64>
    %p64_0_8i = arith.constant 8 : index
    %p64_0_8 = vector.load %o64[%ir64_0, %p64_0_8i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i64 shli 0: "
    vector.print %p64_0_8 : vector<16xi64>
    %p64_0_9i = arith.constant 9 : index
    %p64_0_9 = vector.load %o64[%ir64_0, %p64_0_9i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i64 maxsi 0: "
    vector.print %p64_0_9 : vector<16xi64>
    %p64_0_10i = arith.constant 10 : index
    %p64_0_10 = vector.load %o64[%ir64_0, %p64_0_10i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i64 minui 0: "
    vector.print %p64_0_10 : vector<16xi64>
    %p64_0_11i = arith.constant 11 : index
    %p64_0_11 = vector.load %o64[%ir64_0, %p64_0_11i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i64 sel ugt 0: "
    vector.print %p64_0_11 : vector<16xi64>
    %p64_0_12i = arith.constant 12 : index
    %p64_0_12 = vector.load %o64[%ir64_0, %p64_0_12i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i64 cmp bits 0: "
    vector.print %p64_0_12 : vector<16xi64>
    %p64_0_13i = arith.constant 13 : index
    %p64_0_13 = vector.load %o64[%ir64_0, %p64_0_13i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i64 ctlz 0: "
    vector.print %p64_0_13 : vector<16xi64>
    %p64_0_14i = arith.constant 14 : index
    %p64_0_14 = vector.load %o64[%ir64_0, %p64_0_14i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i64 cttz 0: "
    vector.print %p64_0_14 : vector<16xi64>
    %p64_0_15i = arith.constant 15 : index
    %p64_0_15 = vector.load %o64[%ir64_0, %p64_0_15i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i64 ctpop 0: "
    vector.print %p64_0_15 : vector<16xi64>
    %p64_0_16i = arith.constant 16 : index
    %p64_0_16 = vector.load %o64[%ir64_0, %p64_0_16i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i64 absi 0: "
    vector.print %p64_0_16 : vector<16xi64>
    %p64_0_17i = arith.constant 17 : index
    %p64_0_17 = vector.load %o64[%ir64_0, %p64_0_17i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i64 ext a 0: "
    vector.print %p64_0_17 : vector<16xi64>
    %p64_0_18i = arith.constant 18 : index
    %p64_0_18 = vector.load %o64[%ir64_0, %p64_0_18i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i64 ext mul 0: "
    vector.print %p64_0_18 : vector<16xi64>
    %p64_1_0i = arith.constant 0 : index
    %p64_1_0 = vector.load %o64[%ir64_1, %p64_1_0i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i64 divsi 1: "
    vector.print %p64_1_0 : vector<16xi64>
    %p64_1_1i = arith.constant 1 : index
    %p64_1_1 = vector.load %o64[%ir64_1, %p64_1_1i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i64 remsi 1: "
    vector.print %p64_1_1 : vector<16xi64>
    %p64_1_2i = arith.constant 2 : index
    %p64_1_2 = vector.load %o64[%ir64_1, %p64_1_2i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i64 divui 1: "
    vector.print %p64_1_2 : vector<16xi64>
    %p64_1_3i = arith.constant 3 : index
    %p64_1_3 = vector.load %o64[%ir64_1, %p64_1_3i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i64 remui 1: "
    vector.print %p64_1_3 : vector<16xi64>
    %p64_1_4i = arith.constant 4 : index
    %p64_1_4 = vector.load %o64[%ir64_1, %p64_1_4i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i64 ceildivsi 1: "
    vector.print %p64_1_4 : vector<16xi64>
    %p64_1_5i = arith.constant 5 : index
    %p64_1_5 = vector.load %o64[%ir64_1, %p64_1_5i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i64 floordivsi 1: "
    vector.print %p64_1_5 : vector<16xi64>
    %p64_1_6i = arith.constant 6 : index
    %p64_1_6 = vector.load %o64[%ir64_1, %p64_1_6i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i64 shrsi 1: "
    vector.print %p64_1_6 : vector<16xi64>
    %p64_1_7i = arith.constant 7 : index
    %p64_1_7 = vector.load %o64[%ir64_1, %p64_1_7i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i64 shrui 1: "
    vector.print %p64_1_7 : vector<16xi64>
    %p64_1_8i = arith.constant 8 : index
    %p64_1_8 = vector.load %o64[%ir64_1, %p64_1_8i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i64 shli 1: "
    vector.print %p64_1_8 : vector<16xi64>
    %p64_1_9i = arith.constant 9 : index
    %p64_1_9 = vector.load %o64[%ir64_1, %p64_1_9i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i64 maxsi 1: "
    vector.print %p64_1_9 : vector<16xi64>
    %p64_1_10i = arith.constant 10 : index
    %p64_1_10 = vector.load %o64[%ir64_1, %p64_1_10i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i64 minui 1: "
    vector.print %p64_1_10 : vector<16xi64>
    %p64_1_11i = arith.constant 11 : index
    %p64_1_11 = vector.load %o64[%ir64_1, %p64_1_11i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i64 sel ugt 1: "
    vector.print %p64_1_11 : vector<16xi64>
    %p64_1_12i = arith.constant 12 : index
    %p64_1_12 = vector.load %o64[%ir64_1, %p64_1_12i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i64 cmp bits 1: "
    vector.print %p64_1_12 : vector<16xi64>
    %p64_1_13i = arith.constant 13 : index
    %p64_1_13 = vector.load %o64[%ir64_1, %p64_1_13i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i64 ctlz 1: "
    vector.print %p64_1_13 : vector<16xi64>
    %p64_1_14i = arith.constant 14 : index
    %p64_1_14 = vector.load %o64[%ir64_1, %p64_1_14i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i64 cttz 1: "
    vector.print %p64_1_14 : vector<16xi64>
    %p64_1_15i = arith.constant 15 : index
    %p64_1_15 = vector.load %o64[%ir64_1, %p64_1_15i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i64 ctpop 1: "
    vector.print %p64_1_15 : vector<16xi64>
    %p64_1_16i = arith.constant 16 : index
    %p64_1_16 = vector.load %o64[%ir64_1, %p64_1_16i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i64 absi 1: "
    vector.print %p64_1_16 : vector<16xi64>
    %p64_1_17i = arith.constant 17 : index
    %p64_1_17 = vector.load %o64[%ir64_1, %p64_1_17i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i64 ext a 1: "
    vector.print %p64_1_17 : vector<16xi64>
    %p64_1_18i = arith.constant 18 : index
    %p64_1_18 = vector.load %o64[%ir64_1, %p64_1_18i, %c0] : memref<2x19x16xi64>, vector<16xi64>
    vector.print str "i64 ext mul 1: "
    vector.print %p64_1_18 : vector<16xi64>
    return
  }
}
