// Constant lookup tables as `memref.global "private" constant` inside the
// gpu.module, read in kernels through memref.get_global: CRC-32 (reflected
// poly 0xEDB88320) by the 16-entry nibble table, one thread per 8-byte row
// (scalar loads at data-dependent indices inside an scf.for); a quarter-wave
// sine table of 17 f32 entries unfolded to 64 angles by an scf.index_switch
// on the quadrant (tbl[i], tbl[16 - i], -tbl[i], -tbl[16 - i]: -0 at 32),
// plus a vector.load of 4 table entries. Unstructured control flow in a
// kernel: a Collatz step counter as a cf loop (block arguments, cf.switch
// on the parity, cf.cond_br exit), and a cf.switch on v & 3 over signed
// values with a cf.cond_br in the default case, merged by a block argument.
// RUN: %kernel-reference %s > %t.ref.out
// RUN: FileCheck %s --input-file=%t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
// TOLERANCE: 0
// CRCs from Python's zlib.crc32 of "12345678" (0x9AE0DAAF), bytes 0..7
// (0x88AA689F), eight 0xFF (0x2144DF1C), "GenX-CRC" (0xE2B5F679), as i32;
// Collatz steps of 1..16; classification of in[t] = ((37 t) mod 29) - 14:
// v & 3 == 0: v >> 2, 1: 3 v + 1, 2: -v, 3: 1000 if v < 0 else 2000.
// CHECK: crc: ( -1696539985, -2002098017, 558161692, -491391367 )
// CHECK-NEXT: sin: ( 0, 0.0980171, 0.19509, 0.290285, 0.382683, 0.471397, 0.55557, 0.634393, 0.707107, 0.77301, 0.83147, 0.881921, 0.92388, 0.95694, 0.980785, 0.995185 )
// CHECK-NEXT: sin: ( 1, 0.995185, 0.980785, 0.95694, 0.92388, 0.881921, 0.83147, 0.77301, 0.707107, 0.634393, 0.55557, 0.471397, 0.382683, 0.290285, 0.19509, 0.0980171 )
// CHECK-NEXT: sin: ( -0, -0.0980171, -0.19509, -0.290285, -0.382683, -0.471397, -0.55557, -0.634393, -0.707107, -0.77301, -0.83147, -0.881921, -0.92388, -0.95694, -0.980785, -0.995185 )
// CHECK-NEXT: sin: ( -1, -0.995185, -0.980785, -0.95694, -0.92388, -0.881921, -0.83147, -0.77301, -0.707107, -0.634393, -0.55557, -0.471397, -0.382683, -0.290285, -0.19509, -0.0980171 )
// CHECK-NEXT: tail: ( 0.92388, 0.95694, 0.980785, 0.995185 )
// CHECK-NEXT: collatz: ( 0, 1, 7, 2, 5, 8, 16, 3, 19, 6, 14, 9, 9, 17, 17, 4 )
// CHECK-NEXT: classify: ( 14, 6, -2, -10, -32, -8, 16, 40, -2, 0, 2, 1000, 1000, 2000, 2000, 10 )

module attributes {gpu.container_module} {
  gpu.module @kernels {
    memref.global "private" constant @crc_nibble : memref<16xi32> = dense<[
        0, 498536548, 997073096, 651767980, 1994146192, 1802195444, 1303535960, 1342533948,
        -306674912, -267414716, -690576408, -882789492, -1687895376, -2032938284, -1609899400, -1111625188]>
    memref.global "private" constant @sin_quarter : memref<17xf32> = dense<[
        0.0, 0.0980171403, 0.195090322, 0.290284677, 0.382683432, 0.471396737, 0.555570233, 0.634393284,
        0.707106781, 0.773010453, 0.831469612, 0.881921264, 0.923879533, 0.956940336, 0.98078528, 0.995184727, 1.0]>

    gpu.func @crc32(%data: memref<4x8xi8>, %out: memref<4xi32>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %m15 = arith.constant 15 : i32
      %k4 = arith.constant 4 : i32
      %ones = arith.constant -1 : i32
      %t = gpu.thread_id x
      %tbl = memref.get_global @crc_nibble : memref<16xi32>
      %crc = scf.for %i = %c0 to %c8 step %c1 iter_args(%c = %ones) -> (i32) {
        %b8 = memref.load %data[%t, %i] : memref<4x8xi8>
        %b = arith.extui %b8 : i8 to i32
        %x0 = arith.xori %c, %b : i32
        %n0 = arith.andi %x0, %m15 : i32
        %j0 = arith.index_cast %n0 : i32 to index
        %e0 = memref.load %tbl[%j0] : memref<16xi32>
        %s0 = arith.shrui %c, %k4 : i32
        %c1v = arith.xori %e0, %s0 : i32
        %bh = arith.shrui %b, %k4 : i32
        %x1 = arith.xori %c1v, %bh : i32
        %n1 = arith.andi %x1, %m15 : i32
        %j1 = arith.index_cast %n1 : i32 to index
        %e1 = memref.load %tbl[%j1] : memref<16xi32>
        %s1 = arith.shrui %c1v, %k4 : i32
        %c2v = arith.xori %e1, %s1 : i32
        scf.yield %c2v : i32
      }
      %fin = arith.xori %crc, %ones : i32
      memref.store %fin, %out[%t] : memref<4xi32>
      gpu.return
    }

    gpu.func @sine(%out: memref<64xf32>, %tail: memref<4xf32>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %c12 = arith.constant 12 : index
      %c15 = arith.constant 15 : index
      %c16 = arith.constant 16 : index
      %t = gpu.thread_id x
      %tbl = memref.get_global @sin_quarter : memref<17xf32>
      %base = arith.muli %t, %c4 : index
      scf.for %k = %c0 to %c4 step %c1 {
        %idx = arith.addi %base, %k : index
        %q = arith.divui %idx, %c16 : index
        %i = arith.remui %idx, %c16 : index
        %ri = arith.subi %c16, %i : index
        %v = scf.index_switch %q -> f32
        case 0 {
          %s = memref.load %tbl[%i] : memref<17xf32>
          scf.yield %s : f32
        }
        case 1 {
          %s = memref.load %tbl[%ri] : memref<17xf32>
          scf.yield %s : f32
        }
        case 2 {
          %s = memref.load %tbl[%i] : memref<17xf32>
          %n = arith.negf %s : f32
          scf.yield %n : f32
        }
        default {
          %s = memref.load %tbl[%ri] : memref<17xf32>
          %n = arith.negf %s : f32
          scf.yield %n : f32
        }
        memref.store %v, %out[%idx] : memref<64xf32>
      }
      %is0 = arith.cmpi eq, %t, %c0 : index
      scf.if %is0 {
        %tv = vector.load %tbl[%c12] : memref<17xf32>, vector<4xf32>
        vector.store %tv, %tail[%c0] : memref<4xf32>, vector<4xf32>
      }
      gpu.return
    }

    gpu.func @collatz(%out: memref<16xi32>) kernel {
      %t = gpu.thread_id x
      %ti = arith.index_cast %t : index to i32
      %one = arith.constant 1 : i32
      %zero = arith.constant 0 : i32
      %n0 = arith.addi %ti, %one : i32
      cf.br ^loop(%n0, %zero : i32, i32)
    ^loop(%x: i32, %steps: i32):
      %done = arith.cmpi eq, %x, %one : i32
      cf.cond_br %done, ^exit(%steps : i32), ^step
    ^step:
      %p = arith.andi %x, %one : i32
      %s1 = arith.addi %steps, %one : i32
      cf.switch %p : i32, [
        default: ^odd,
        0: ^even
      ]
    ^even:
      %h = arith.shrui %x, %one : i32
      cf.br ^loop(%h, %s1 : i32, i32)
    ^odd:
      %three = arith.constant 3 : i32
      %x3 = arith.muli %x, %three : i32
      %x31 = arith.addi %x3, %one : i32
      cf.br ^loop(%x31, %s1 : i32, i32)
    ^exit(%r: i32):
      memref.store %r, %out[%t] : memref<16xi32>
      gpu.return
    }

    gpu.func @classify(%in: memref<16xi32>, %out: memref<16xi32>) kernel {
      %t = gpu.thread_id x
      %v = memref.load %in[%t] : memref<16xi32>
      %three = arith.constant 3 : i32
      %r = arith.andi %v, %three : i32
      cf.switch %r : i32, [
        default: ^other,
        0: ^c0,
        1: ^c1,
        2: ^c2
      ]
    ^c0:
      %two = arith.constant 2 : i32
      %q = arith.shrsi %v, %two : i32
      cf.br ^done(%q : i32)
    ^c1:
      %v3 = arith.muli %v, %three : i32
      %one = arith.constant 1 : i32
      %v31 = arith.addi %v3, %one : i32
      cf.br ^done(%v31 : i32)
    ^c2:
      %zero = arith.constant 0 : i32
      %neg = arith.subi %zero, %v : i32
      cf.br ^done(%neg : i32)
    ^other:
      %z = arith.constant 0 : i32
      %isneg = arith.cmpi slt, %v, %z : i32
      %k1000 = arith.constant 1000 : i32
      %k2000 = arith.constant 2000 : i32
      cf.cond_br %isneg, ^done(%k1000 : i32), ^done(%k2000 : i32)
    ^done(%res: i32):
      memref.store %res, %out[%t] : memref<16xi32>
      gpu.return
    }
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %c48 = arith.constant 48 : index
    %data = memref.alloc() : memref<4x8xi8>
    %crc = memref.alloc() : memref<4xi32>
    %sin = memref.alloc() : memref<64xf32>
    %tail = memref.alloc() : memref<4xf32>
    %col = memref.alloc() : memref<16xi32>
    %in = memref.alloc() : memref<16xi32>
    %cls = memref.alloc() : memref<16xi32>
    // row 0 "12345678", row 1 bytes 0..7, row 2 all 0xFF, row 3 "GenX-CRC"
    %k49 = arith.constant 49 : i8
    %kff = arith.constant -1 : i8
    %r3 = arith.constant dense<[71, 101, 110, 88, 45, 67, 82, 67]> : vector<8xi8>
    scf.for %j = %c0 to %c8 step %c1 {
      %j8 = arith.index_cast %j : index to i8
      %a = arith.addi %j8, %k49 : i8
      memref.store %a, %data[%c0, %j] : memref<4x8xi8>
      memref.store %j8, %data[%c1, %j] : memref<4x8xi8>
      %c2 = arith.constant 2 : index
      memref.store %kff, %data[%c2, %j] : memref<4x8xi8>
    }
    %c3 = arith.constant 3 : index
    vector.store %r3, %data[%c3, %c0] : memref<4x8xi8>, vector<8xi8>
    %k37 = arith.constant 37 : i32
    %k29 = arith.constant 29 : i32
    %k14 = arith.constant 14 : i32
    scf.for %t = %c0 to %c16 step %c1 {
      %ti = arith.index_cast %t : index to i32
      %a = arith.muli %ti, %k37 : i32
      %b = arith.remsi %a, %k29 : i32
      %v = arith.subi %b, %k14 : i32
      memref.store %v, %in[%t] : memref<16xi32>
    }
    gpu.launch_func @kernels::@crc32 blocks in (%c1, %c1, %c1) threads in (%c4, %c1, %c1)
        args(%data : memref<4x8xi8>, %crc : memref<4xi32>)
    gpu.launch_func @kernels::@sine blocks in (%c1, %c1, %c1) threads in (%c16, %c1, %c1)
        args(%sin : memref<64xf32>, %tail : memref<4xf32>)
    gpu.launch_func @kernels::@collatz blocks in (%c1, %c1, %c1) threads in (%c16, %c1, %c1)
        args(%col : memref<16xi32>)
    gpu.launch_func @kernels::@classify blocks in (%c1, %c1, %c1) threads in (%c16, %c1, %c1)
        args(%in : memref<16xi32>, %cls : memref<16xi32>)
    %cv = vector.load %crc[%c0] : memref<4xi32>, vector<4xi32>
    vector.print str "crc: "
    vector.print %cv : vector<4xi32>
    scf.for %r = %c0 to %c4 step %c1 {
      %o = arith.muli %r, %c16 : index
      %sv = vector.load %sin[%o] : memref<64xf32>, vector<16xf32>
      vector.print str "sin: "
      vector.print %sv : vector<16xf32>
    }
    %tv = vector.load %tail[%c0] : memref<4xf32>, vector<4xf32>
    vector.print str "tail: "
    vector.print %tv : vector<4xf32>
    %colv = vector.load %col[%c0] : memref<16xi32>, vector<16xi32>
    vector.print str "collatz: "
    vector.print %colv : vector<16xi32>
    %clsv = vector.load %cls[%c0] : memref<16xi32>, vector<16xi32>
    vector.print str "classify: "
    vector.print %clsv : vector<16xi32>
    memref.dealloc %data : memref<4x8xi8>
    memref.dealloc %crc : memref<4xi32>
    memref.dealloc %sin : memref<64xf32>
    memref.dealloc %tail : memref<4xf32>
    memref.dealloc %col : memref<16xi32>
    memref.dealloc %in : memref<16xi32>
    memref.dealloc %cls : memref<16xi32>
    return
  }
}
