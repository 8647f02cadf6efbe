// Integers to bf16 (arith.sitofp / uitofp of i32), rounded once to nearest
// even: by a kernel left one work item per thread (a scalar conversion,
// which IGC aborts on when it reaches it as LLVM's sitofp to bfloat) and
// by 32 work items packed into one thread. The values include ties after
// the 8 significant bits (257, 513, 2^24 + 2^16, 0x01018000), values just
// above ties (65537, 2^24 + 2^16 + 1, which rounding through f32 first
// takes to the tie and then to its even neighbour), INT_MIN, INT_MAX and
// roundings that carry into the exponent (0x00FF8000, 0x0101FFFF,
// 2^31 - 128). The bits are printed as i16 widened to i32; the expected
// values are worked out with Python's integers (exact rounding, no floats),
// and only the GenX route runs: the CPU reference converts through f32.
// RUN: %kernel-genx %s | FileCheck %s
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
// CHECK: scalar_si_lo: ( 0, 16256, -16512, 16384, 16448, 17150, 17152, 17279, 17280, 17280, -15488, 17408, 17408, 17530, -15238, 18304 )
// CHECK: scalar_si_hi: ( 18304, 18304, 19328, 19329, -13439, 19328, 20224, -12544, 20224, 20098, 19691, -12693, 19329, 19329, 19328, -13440 )
// CHECK: scalar_ui_lo: ( 0, 16256, 20352, 16384, 16448, 17150, 17152, 17279, 17280, 17280, 20352, 17408, 17408, 17530, 20352, 18304 )
// CHECK: scalar_ui_hi: ( 18304, 18304, 19328, 19329, 20351, 19328, 20224, 20224, 20224, 20098, 19691, 20293, 19329, 19329, 19328, 20351 )
// CHECK: lanes_si_lo: ( 0, 16256, -16512, 16384, 16448, 17150, 17152, 17279, 17280, 17280, -15488, 17408, 17408, 17530, -15238, 18304 )
// CHECK: lanes_si_hi: ( 18304, 18304, 19328, 19329, -13439, 19328, 20224, -12544, 20224, 20098, 19691, -12693, 19329, 19329, 19328, -13440 )
// CHECK: lanes_ui_lo: ( 0, 16256, 20352, 16384, 16448, 17150, 17152, 17279, 17280, 17280, 20352, 17408, 17408, 17530, 20352, 18304 )
// CHECK: lanes_ui_hi: ( 18304, 18304, 19328, 19329, 20351, 19328, 20224, 20224, 20224, 20098, 19691, 20293, 19329, 19329, 19328, 20351 )

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @scalar(%in: memref<32xi32>, %out: memref<2x32xi32>) kernel
        attributes {known_block_size = array<i32: 1, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c32 = arith.constant 32 : index
      scf.for %i = %c0 to %c32 step %c1 {
        %x = memref.load %in[%i] : memref<32xi32>
        %s = arith.sitofp %x : i32 to bf16
        %u = arith.uitofp %x : i32 to bf16
        %sb = arith.bitcast %s : bf16 to i16
        %ub = arith.bitcast %u : bf16 to i16
        %sw = arith.extsi %sb : i16 to i32
        %uw = arith.extsi %ub : i16 to i32
        memref.store %sw, %out[%c0, %i] : memref<2x32xi32>
        memref.store %uw, %out[%c1, %i] : memref<2x32xi32>
      }
      gpu.return
    }
    gpu.func @lanes(%in: memref<32xi32>, %out: memref<2x32xi32>) kernel
        attributes {known_block_size = array<i32: 32, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %i = gpu.thread_id x
      %x = memref.load %in[%i] : memref<32xi32>
      %s = arith.sitofp %x : i32 to bf16
      %u = arith.uitofp %x : i32 to bf16
      %sb = arith.bitcast %s : bf16 to i16
      %ub = arith.bitcast %u : bf16 to i16
      %sw = arith.extsi %sb : i16 to i32
      %uw = arith.extsi %ub : i16 to i32
      memref.store %sw, %out[%c0, %i] : memref<2x32xi32>
      memref.store %uw, %out[%c1, %i] : memref<2x32xi32>
      gpu.return
    }
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %v = arith.constant dense<[0, 1, -1, 2, 3, 127, 128, 255, 256, 257, -257, 511, 513, 1000, -1000, 65535, 65536, 65537, 16777217, 16842753, -16842753, 16842752, 2147483647, -2147483648, 2147483520, 1086324737, 123456789, -987654321, 16875520, 16908287, 16744448, -16744448]> : vector<32xi32>
    %in = memref.alloc() : memref<32xi32>
    vector.store %v, %in[%c0] : memref<32xi32>, vector<32xi32>
    %out = memref.alloc() : memref<2x32xi32>
    gpu.launch_func @kernels::@scalar blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%in : memref<32xi32>, %out : memref<2x32xi32>)
    vector.print str "scalar_si_lo: "
    %scalar0_lo = vector.load %out[%c0, %c0] : memref<2x32xi32>, vector<16xi32>
    vector.print %scalar0_lo : vector<16xi32>
    vector.print str "scalar_si_hi: "
    %scalar0_hi = vector.load %out[%c0, %c16] : memref<2x32xi32>, vector<16xi32>
    vector.print %scalar0_hi : vector<16xi32>
    vector.print str "scalar_ui_lo: "
    %scalar1_lo = vector.load %out[%c1, %c0] : memref<2x32xi32>, vector<16xi32>
    vector.print %scalar1_lo : vector<16xi32>
    vector.print str "scalar_ui_hi: "
    %scalar1_hi = vector.load %out[%c1, %c16] : memref<2x32xi32>, vector<16xi32>
    vector.print %scalar1_hi : vector<16xi32>
    gpu.launch_func @kernels::@lanes blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1)
        args(%in : memref<32xi32>, %out : memref<2x32xi32>)
    vector.print str "lanes_si_lo: "
    %lanes0_lo = vector.load %out[%c0, %c0] : memref<2x32xi32>, vector<16xi32>
    vector.print %lanes0_lo : vector<16xi32>
    vector.print str "lanes_si_hi: "
    %lanes0_hi = vector.load %out[%c0, %c16] : memref<2x32xi32>, vector<16xi32>
    vector.print %lanes0_hi : vector<16xi32>
    vector.print str "lanes_ui_lo: "
    %lanes1_lo = vector.load %out[%c1, %c0] : memref<2x32xi32>, vector<16xi32>
    vector.print %lanes1_lo : vector<16xi32>
    vector.print str "lanes_ui_hi: "
    %lanes1_hi = vector.load %out[%c1, %c16] : memref<2x32xi32>, vector<16xi32>
    vector.print %lanes1_hi : vector<16xi32>
    memref.dealloc %in : memref<32xi32>
    memref.dealloc %out : memref<2x32xi32>
    return
  }
}
