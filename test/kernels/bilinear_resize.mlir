// Bilinear image resize, CUDA style (one output pixel per thread, half-pixel
// centres as OpenCV / NPP): a 7x9 f32 image to 13x17, 8x8-thread blocks on a
// 3x2 grid (threads past the output store nothing). src = (dst + 0.5) *
// (in / out) - 0.5; math.floor, arith.fptosi to i32 and arith.index_cast
// give the top-left neighbour, clamped to the image with arith.maxsi /
// arith.minsi (so border pixels replicate); the fraction is src - floor(src)
// and the four neighbours are blended with (1 - f) / f weights.
// RUN: %kernel-reference %s > %t.ref.out
// RUN: FileCheck %s --input-file=%t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
// TOLERANCE: ulp 2
// img[y][x] = ((9y + 4x) mod 7) * 1.5 - 0.25 y. Computed by a few lines of
// Python emulating f32 with the same operation order: rows 0, 6 and 12.
// CHECK: row 0: ( 0, 1.76471, 4.94118, 4.41176, 2.02941, 3.97059, 7.14706, 5.38235, 3, 6.17647, 8.73529, 6.35294, 3.97059, 1.58823, 1.05882, 4.2353, 6 )
// CHECK-NEXT: row 6: ( 8.25, 6.92647, 4.54412, 2.16177, -0.220588, 1.72059, 4.89706, 3.13235, 0.750001, 3.92647, 6.48529, 4.10294, 2.95588, 6.13236, 7.45588, 5.07353, 3.75 )
// CHECK-NEXT: row 12: ( 6, 4.67647, 2.29412, 3.61765, 6.79412, 5.64706, 3.26471, 0.882352, -1.5, 1.67647, 4.23529, 1.85294, 0.705883, 3.88236, 5.20588, 2.82353, 1.5 )

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @resize(%src: memref<7x9xf32>, %dst: memref<13x17xf32>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c6 = arith.constant 6 : index
      %c8 = arith.constant 8 : index
      %c13 = arith.constant 13 : index
      %c17 = arith.constant 17 : index
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %bxo = arith.muli %bx, %c8 : index
      %byo = arith.muli %by, %c8 : index
      %ox = arith.addi %bxo, %tx : index
      %oy = arith.addi %byo, %ty : index
      %xin = arith.cmpi ult, %ox, %c17 : index
      %yin = arith.cmpi ult, %oy, %c13 : index
      %in = arith.andi %xin, %yin : i1
      scf.if %in {
        %fh = arith.constant 7.0 : f32
        %fw = arith.constant 9.0 : f32
        %foh = arith.constant 13.0 : f32
        %fow = arith.constant 17.0 : f32
        %half = arith.constant 0.5 : f32
        %one = arith.constant 1.0 : f32
        %sy = arith.divf %fh, %foh : f32
        %sx = arith.divf %fw, %fow : f32
        %oyi = arith.index_cast %oy : index to i32
        %oxi = arith.index_cast %ox : index to i32
        %oyf = arith.sitofp %oyi : i32 to f32
        %oxf = arith.sitofp %oxi : i32 to f32
        %ty0 = arith.addf %oyf, %half : f32
        %ty1 = arith.mulf %ty0, %sy : f32
        %srcy = arith.subf %ty1, %half : f32
        %tx0 = arith.addf %oxf, %half : f32
        %tx1 = arith.mulf %tx0, %sx : f32
        %srcx = arith.subf %tx1, %half : f32
        %fly = math.floor %srcy : f32
        %flx = math.floor %srcx : f32
        %fy = arith.subf %srcy, %fly : f32
        %fx = arith.subf %srcx, %flx : f32
        %iy = arith.fptosi %fly : f32 to i32
        %ix = arith.fptosi %flx : f32 to i32
        %iyx = arith.index_cast %iy : i32 to index
        %ixx = arith.index_cast %ix : i32 to index
        %y0 = arith.maxsi %iyx, %c0 : index
        %x0 = arith.maxsi %ixx, %c0 : index
        %iy1 = arith.addi %iyx, %c1 : index
        %ix1 = arith.addi %ixx, %c1 : index
        %y1a = arith.minsi %iy1, %c6 : index
        %y1 = arith.maxsi %y1a, %c0 : index
        %x1a = arith.minsi %ix1, %c8 : index
        %x1 = arith.maxsi %x1a, %c0 : index
        %a = memref.load %src[%y0, %x0] : memref<7x9xf32>
        %b = memref.load %src[%y0, %x1] : memref<7x9xf32>
        %c = memref.load %src[%y1, %x0] : memref<7x9xf32>
        %d = memref.load %src[%y1, %x1] : memref<7x9xf32>
        %gx = arith.subf %one, %fx : f32
        %gy = arith.subf %one, %fy : f32
        %ta = arith.mulf %gx, %a : f32
        %tb = arith.mulf %fx, %b : f32
        %top = arith.addf %ta, %tb : f32
        %bc = arith.mulf %gx, %c : f32
        %bd = arith.mulf %fx, %d : f32
        %bot = arith.addf %bc, %bd : f32
        %wt = arith.mulf %gy, %top : f32
        %wb = arith.mulf %fy, %bot : f32
        %v = arith.addf %wt, %wb : f32
        memref.store %v, %dst[%oy, %ox] : memref<13x17xf32>
      }
      gpu.return
    }
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c6 = arith.constant 6 : index
    %c7 = arith.constant 7 : index
    %c8 = arith.constant 8 : index
    %c9 = arith.constant 9 : index
    %c12 = arith.constant 12 : index
    %c13 = arith.constant 13 : index
    %src = memref.alloc() : memref<7x9xf32>
    %dst = memref.alloc() : memref<13x17xf32>
    %f15 = arith.constant 1.5 : f32
    %fq = arith.constant 0.25 : f32
    scf.for %y = %c0 to %c7 step %c1 {
      scf.for %x = %c0 to %c9 step %c1 {
        %y9 = arith.muli %y, %c9 : index
        %x4 = arith.muli %x, %c4 : index
        %s = arith.addi %y9, %x4 : index
        %m = arith.remui %s, %c7 : index
        %mi = arith.index_cast %m : index to i32
        %mf = arith.sitofp %mi : i32 to f32
        %v0 = arith.mulf %mf, %f15 : f32
        %yi = arith.index_cast %y : index to i32
        %yf = arith.sitofp %yi : i32 to f32
        %yq = arith.mulf %yf, %fq : f32
        %v = arith.subf %v0, %yq : f32
        memref.store %v, %src[%y, %x] : memref<7x9xf32>
      }
    }
    gpu.launch_func @kernels::@resize blocks in (%c3, %c2, %c1) threads in (%c8, %c8, %c1)
        args(%src : memref<7x9xf32>, %dst : memref<13x17xf32>)
    %r0 = vector.load %dst[%c0, %c0] : memref<13x17xf32>, vector<17xf32>
    vector.print str "row 0: "
    vector.print %r0 : vector<17xf32>
    %r6 = vector.load %dst[%c6, %c0] : memref<13x17xf32>, vector<17xf32>
    vector.print str "row 6: "
    vector.print %r6 : vector<17xf32>
    %r12 = vector.load %dst[%c12, %c0] : memref<13x17xf32>, vector<17xf32>
    vector.print str "row 12: "
    vector.print %r12 : vector<17xf32>
    scf.for %i = %c0 to %c13 step %c1 {
      %row = vector.load %dst[%i, %c0] : memref<13x17xf32>, vector<17xf32>
      %bits = vector.bitcast %row : vector<17xf32> to vector<17xi32>
      vector.print str "bits f32: "
      vector.print %bits : vector<17xi32>
    }
    memref.dealloc %src : memref<7x9xf32>
    memref.dealloc %dst : memref<13x17xf32>
    return
  }
}
