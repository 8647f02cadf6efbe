// f64 math functions without fastmath<afn>, which genx-soft-f64 computes in
// emulated f64 arithmetic: exp, exp2, expm1, log, log2, log10, log1p, sin,
// cos, tan, tanh, sinh, cosh, erf, on vector<16xf64> (in a loop over two halves
// of 8 lanes) and on a scalar per element, each in a kernel of its own (IGC
// holds 4096 predicates a kernel; one function's emulated code takes about
// a thousand). Inputs: two rows of 16, ordinary values
// (signs, 0.25 .. 1e5, -740 and 700 near exp's limits, 1e-300) and edge
// values (infinities, NaN, denormals, 709.5 and -745 at exp's edges, 22.5
// where tanh saturates, 1e6 and 1.5e6 near the end of the exact trigonometric
// reduction by pi/2, 1e15 first reduced by 2 pi).
// Bit patterns printed. Tolerance: 4 ulps, or 1e-10 relative for the
// reference's own expm1 and log1p (upstream lowers them to exp(x) - 1 and
// log(1 + x), inexact near 0; 0 for 1e-300).
// TOLERANCE: ulp 4 rel 1e-10 abs 1e-290
// Differential: the reference and the GenX route must agree (see TOLERANCE).
// RUN: %kernel-reference %s > %t.ref.out
// RUN: FileCheck %s --input-file=%t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
// Hand-checked values of the C library: exp(1) = 2.71828, log(100) =
// 4.60517, sin(pi) ~ 1.2e-16, cosh(-20) = 2.42583e+08.
// CHECK: exp: ( 1, 1.28403, 0.606531, 2.71828,
// CHECK: log: ( -inf, -1.38629, {{-?}}nan, 0,
// CHECK: sin: ( -0, 0.247404, -0.479426, 0.841471,
// CHECK: cosh: ( 1, 1.03141, 1.12763, 1.54308, 1.54308, 6.13229, 21.2723, 11013.2, 2.42583e+08,
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @exp(%x: memref<2x16xf64>, %ov: memref<2x14x16xf64>) kernel {
      %b = gpu.block_id x
      %c0 = arith.constant 0 : index
      %fn = arith.constant 0 : index
      %v = vector.load %x[%b, %c0] : memref<2x16xf64>, vector<16xf64>
      %r = math.exp %v : vector<16xf64>
      vector.store %r, %ov[%b, %fn, %c0] : memref<2x14x16xf64>, vector<16xf64>
      gpu.return
    }
    gpu.func @exp_scalar(%x: memref<2x16xf64>, %os: memref<2x14x16xf64>) kernel {
      %b = gpu.block_id x
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c16 = arith.constant 16 : index
      %fn = arith.constant 0 : index
      scf.for %e = %c0 to %c16 step %c1 {
        %s = memref.load %x[%b, %e] : memref<2x16xf64>
        %rs = math.exp %s : f64
        memref.store %rs, %os[%b, %fn, %e] : memref<2x14x16xf64>
      }
      gpu.return
    }
    gpu.func @exp2(%x: memref<2x16xf64>, %ov: memref<2x14x16xf64>) kernel {
      %b = gpu.block_id x
      %c0 = arith.constant 0 : index
      %fn = arith.constant 1 : index
      %v = vector.load %x[%b, %c0] : memref<2x16xf64>, vector<16xf64>
      %r = math.exp2 %v : vector<16xf64>
      vector.store %r, %ov[%b, %fn, %c0] : memref<2x14x16xf64>, vector<16xf64>
      gpu.return
    }
    gpu.func @exp2_scalar(%x: memref<2x16xf64>, %os: memref<2x14x16xf64>) kernel {
      %b = gpu.block_id x
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c16 = arith.constant 16 : index
      %fn = arith.constant 1 : index
      scf.for %e = %c0 to %c16 step %c1 {
        %s = memref.load %x[%b, %e] : memref<2x16xf64>
        %rs = math.exp2 %s : f64
        memref.store %rs, %os[%b, %fn, %e] : memref<2x14x16xf64>
      }
      gpu.return
    }
    gpu.func @expm1(%x: memref<2x16xf64>, %ov: memref<2x14x16xf64>) kernel {
      %b = gpu.block_id x
      %c0 = arith.constant 0 : index
      %fn = arith.constant 2 : index
      %v = vector.load %x[%b, %c0] : memref<2x16xf64>, vector<16xf64>
      %r = math.expm1 %v : vector<16xf64>
      vector.store %r, %ov[%b, %fn, %c0] : memref<2x14x16xf64>, vector<16xf64>
      gpu.return
    }
    gpu.func @expm1_scalar(%x: memref<2x16xf64>, %os: memref<2x14x16xf64>) kernel {
      %b = gpu.block_id x
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c16 = arith.constant 16 : index
      %fn = arith.constant 2 : index
      scf.for %e = %c0 to %c16 step %c1 {
        %s = memref.load %x[%b, %e] : memref<2x16xf64>
        %rs = math.expm1 %s : f64
        memref.store %rs, %os[%b, %fn, %e] : memref<2x14x16xf64>
      }
      gpu.return
    }
    gpu.func @log(%x: memref<2x16xf64>, %ov: memref<2x14x16xf64>) kernel {
      %b = gpu.block_id x
      %c0 = arith.constant 0 : index
      %fn = arith.constant 3 : index
      %v = vector.load %x[%b, %c0] : memref<2x16xf64>, vector<16xf64>
      %r = math.log %v : vector<16xf64>
      vector.store %r, %ov[%b, %fn, %c0] : memref<2x14x16xf64>, vector<16xf64>
      gpu.return
    }
    gpu.func @log_scalar(%x: memref<2x16xf64>, %os: memref<2x14x16xf64>) kernel {
      %b = gpu.block_id x
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c16 = arith.constant 16 : index
      %fn = arith.constant 3 : index
      scf.for %e = %c0 to %c16 step %c1 {
        %s = memref.load %x[%b, %e] : memref<2x16xf64>
        %rs = math.log %s : f64
        memref.store %rs, %os[%b, %fn, %e] : memref<2x14x16xf64>
      }
      gpu.return
    }
    gpu.func @log2(%x: memref<2x16xf64>, %ov: memref<2x14x16xf64>) kernel {
      %b = gpu.block_id x
      %c0 = arith.constant 0 : index
      %fn = arith.constant 4 : index
      %v = vector.load %x[%b, %c0] : memref<2x16xf64>, vector<16xf64>
      %r = math.log2 %v : vector<16xf64>
      vector.store %r, %ov[%b, %fn, %c0] : memref<2x14x16xf64>, vector<16xf64>
      gpu.return
    }
    gpu.func @log2_scalar(%x: memref<2x16xf64>, %os: memref<2x14x16xf64>) kernel {
      %b = gpu.block_id x
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c16 = arith.constant 16 : index
      %fn = arith.constant 4 : index
      scf.for %e = %c0 to %c16 step %c1 {
        %s = memref.load %x[%b, %e] : memref<2x16xf64>
        %rs = math.log2 %s : f64
        memref.store %rs, %os[%b, %fn, %e] : memref<2x14x16xf64>
      }
      gpu.return
    }
    gpu.func @log10(%x: memref<2x16xf64>, %ov: memref<2x14x16xf64>) kernel {
      %b = gpu.block_id x
      %c0 = arith.constant 0 : index
      %fn = arith.constant 5 : index
      %v = vector.load %x[%b, %c0] : memref<2x16xf64>, vector<16xf64>
      %r = math.log10 %v : vector<16xf64>
      vector.store %r, %ov[%b, %fn, %c0] : memref<2x14x16xf64>, vector<16xf64>
      gpu.return
    }
    gpu.func @log10_scalar(%x: memref<2x16xf64>, %os: memref<2x14x16xf64>) kernel {
      %b = gpu.block_id x
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c16 = arith.constant 16 : index
      %fn = arith.constant 5 : index
      scf.for %e = %c0 to %c16 step %c1 {
        %s = memref.load %x[%b, %e] : memref<2x16xf64>
        %rs = math.log10 %s : f64
        memref.store %rs, %os[%b, %fn, %e] : memref<2x14x16xf64>
      }
      gpu.return
    }
    gpu.func @log1p(%x: memref<2x16xf64>, %ov: memref<2x14x16xf64>) kernel {
      %b = gpu.block_id x
      %c0 = arith.constant 0 : index
      %fn = arith.constant 6 : index
      %v = vector.load %x[%b, %c0] : memref<2x16xf64>, vector<16xf64>
      %r = math.log1p %v : vector<16xf64>
      vector.store %r, %ov[%b, %fn, %c0] : memref<2x14x16xf64>, vector<16xf64>
      gpu.return
    }
    gpu.func @log1p_scalar(%x: memref<2x16xf64>, %os: memref<2x14x16xf64>) kernel {
      %b = gpu.block_id x
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c16 = arith.constant 16 : index
      %fn = arith.constant 6 : index
      scf.for %e = %c0 to %c16 step %c1 {
        %s = memref.load %x[%b, %e] : memref<2x16xf64>
        %rs = math.log1p %s : f64
        memref.store %rs, %os[%b, %fn, %e] : memref<2x14x16xf64>
      }
      gpu.return
    }
    gpu.func @sin(%x: memref<2x16xf64>, %ov: memref<2x14x16xf64>) kernel {
      %b = gpu.block_id x
      %c0 = arith.constant 0 : index
      %fn = arith.constant 7 : index
      %v = vector.load %x[%b, %c0] : memref<2x16xf64>, vector<16xf64>
      %r = math.sin %v : vector<16xf64>
      vector.store %r, %ov[%b, %fn, %c0] : memref<2x14x16xf64>, vector<16xf64>
      gpu.return
    }
    gpu.func @sin_scalar(%x: memref<2x16xf64>, %os: memref<2x14x16xf64>) kernel {
      %b = gpu.block_id x
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c16 = arith.constant 16 : index
      %fn = arith.constant 7 : index
      scf.for %e = %c0 to %c16 step %c1 {
        %s = memref.load %x[%b, %e] : memref<2x16xf64>
        %rs = math.sin %s : f64
        memref.store %rs, %os[%b, %fn, %e] : memref<2x14x16xf64>
      }
      gpu.return
    }
    gpu.func @cos(%x: memref<2x16xf64>, %ov: memref<2x14x16xf64>) kernel {
      %b = gpu.block_id x
      %c0 = arith.constant 0 : index
      %fn = arith.constant 8 : index
      %v = vector.load %x[%b, %c0] : memref<2x16xf64>, vector<16xf64>
      %r = math.cos %v : vector<16xf64>
      vector.store %r, %ov[%b, %fn, %c0] : memref<2x14x16xf64>, vector<16xf64>
      gpu.return
    }
    gpu.func @cos_scalar(%x: memref<2x16xf64>, %os: memref<2x14x16xf64>) kernel {
      %b = gpu.block_id x
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c16 = arith.constant 16 : index
      %fn = arith.constant 8 : index
      scf.for %e = %c0 to %c16 step %c1 {
        %s = memref.load %x[%b, %e] : memref<2x16xf64>
        %rs = math.cos %s : f64
        memref.store %rs, %os[%b, %fn, %e] : memref<2x14x16xf64>
      }
      gpu.return
    }
    gpu.func @tan(%x: memref<2x16xf64>, %ov: memref<2x14x16xf64>) kernel {
      %b = gpu.block_id x
      %c0 = arith.constant 0 : index
      %fn = arith.constant 9 : index
      %v = vector.load %x[%b, %c0] : memref<2x16xf64>, vector<16xf64>
      %r = math.tan %v : vector<16xf64>
      vector.store %r, %ov[%b, %fn, %c0] : memref<2x14x16xf64>, vector<16xf64>
      gpu.return
    }
    gpu.func @tan_scalar(%x: memref<2x16xf64>, %os: memref<2x14x16xf64>) kernel {
      %b = gpu.block_id x
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c16 = arith.constant 16 : index
      %fn = arith.constant 9 : index
      scf.for %e = %c0 to %c16 step %c1 {
        %s = memref.load %x[%b, %e] : memref<2x16xf64>
        %rs = math.tan %s : f64
        memref.store %rs, %os[%b, %fn, %e] : memref<2x14x16xf64>
      }
      gpu.return
    }
    gpu.func @tanh(%x: memref<2x16xf64>, %ov: memref<2x14x16xf64>) kernel {
      %b = gpu.block_id x
      %c0 = arith.constant 0 : index
      %fn = arith.constant 10 : index
      %v = vector.load %x[%b, %c0] : memref<2x16xf64>, vector<16xf64>
      %r = math.tanh %v : vector<16xf64>
      vector.store %r, %ov[%b, %fn, %c0] : memref<2x14x16xf64>, vector<16xf64>
      gpu.return
    }
    gpu.func @tanh_scalar(%x: memref<2x16xf64>, %os: memref<2x14x16xf64>) kernel {
      %b = gpu.block_id x
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c16 = arith.constant 16 : index
      %fn = arith.constant 10 : index
      scf.for %e = %c0 to %c16 step %c1 {
        %s = memref.load %x[%b, %e] : memref<2x16xf64>
        %rs = math.tanh %s : f64
        memref.store %rs, %os[%b, %fn, %e] : memref<2x14x16xf64>
      }
      gpu.return
    }
    gpu.func @sinh(%x: memref<2x16xf64>, %ov: memref<2x14x16xf64>) kernel {
      %b = gpu.block_id x
      %c0 = arith.constant 0 : index
      %fn = arith.constant 11 : index
      %v = vector.load %x[%b, %c0] : memref<2x16xf64>, vector<16xf64>
      %r = math.sinh %v : vector<16xf64>
      vector.store %r, %ov[%b, %fn, %c0] : memref<2x14x16xf64>, vector<16xf64>
      gpu.return
    }
    gpu.func @sinh_scalar(%x: memref<2x16xf64>, %os: memref<2x14x16xf64>) kernel {
      %b = gpu.block_id x
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c16 = arith.constant 16 : index
      %fn = arith.constant 11 : index
      scf.for %e = %c0 to %c16 step %c1 {
        %s = memref.load %x[%b, %e] : memref<2x16xf64>
        %rs = math.sinh %s : f64
        memref.store %rs, %os[%b, %fn, %e] : memref<2x14x16xf64>
      }
      gpu.return
    }
    gpu.func @cosh(%x: memref<2x16xf64>, %ov: memref<2x14x16xf64>) kernel {
      %b = gpu.block_id x
      %c0 = arith.constant 0 : index
      %fn = arith.constant 12 : index
      %v = vector.load %x[%b, %c0] : memref<2x16xf64>, vector<16xf64>
      %r = math.cosh %v : vector<16xf64>
      vector.store %r, %ov[%b, %fn, %c0] : memref<2x14x16xf64>, vector<16xf64>
      gpu.return
    }
    gpu.func @cosh_scalar(%x: memref<2x16xf64>, %os: memref<2x14x16xf64>) kernel {
      %b = gpu.block_id x
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c16 = arith.constant 16 : index
      %fn = arith.constant 12 : index
      scf.for %e = %c0 to %c16 step %c1 {
        %s = memref.load %x[%b, %e] : memref<2x16xf64>
        %rs = math.cosh %s : f64
        memref.store %rs, %os[%b, %fn, %e] : memref<2x14x16xf64>
      }
      gpu.return
    }
    gpu.func @erf(%x: memref<2x16xf64>, %ov: memref<2x14x16xf64>) kernel {
      %b = gpu.block_id x
      %c0 = arith.constant 0 : index
      %fn = arith.constant 13 : index
      %v = vector.load %x[%b, %c0] : memref<2x16xf64>, vector<16xf64>
      %r = math.erf %v : vector<16xf64>
      vector.store %r, %ov[%b, %fn, %c0] : memref<2x14x16xf64>, vector<16xf64>
      gpu.return
    }
    gpu.func @erf_scalar(%x: memref<2x16xf64>, %os: memref<2x14x16xf64>) kernel {
      %b = gpu.block_id x
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c16 = arith.constant 16 : index
      %fn = arith.constant 13 : index
      scf.for %e = %c0 to %c16 step %c1 {
        %s = memref.load %x[%b, %e] : memref<2x16xf64>
        %rs = math.erf %s : f64
        memref.store %rs, %os[%b, %fn, %e] : memref<2x14x16xf64>
      }
      gpu.return
    }
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %k0 = arith.constant 0 : index
    %k1 = arith.constant 1 : index
    %k2 = arith.constant 2 : index
    %k3 = arith.constant 3 : index
    %k4 = arith.constant 4 : index
    %k5 = arith.constant 5 : index
    %k6 = arith.constant 6 : index
    %k7 = arith.constant 7 : index
    %k8 = arith.constant 8 : index
    %k9 = arith.constant 9 : index
    %k10 = arith.constant 10 : index
    %k11 = arith.constant 11 : index
    %k12 = arith.constant 12 : index
    %k13 = arith.constant 13 : index
    %x = memref.alloc() : memref<2x16xf64>
    %ov = memref.alloc() : memref<2x14x16xf64>
    %os = memref.alloc() : memref<2x14x16xf64>
    %row0 = arith.constant dense<[-0.0, 0.25, -0.5, 1.0, -1.0, 2.5, -3.75, 10.0, -20.0, 100.0, 700.0, -740.0, 1.0e-300, 0.3, 3.141592653589793, 1.0e5]> : vector<16xf64>
    %row1 = arith.constant dense<[0x7FF0000000000000, 0xFFF0000000000000, 0x7FF8000000000000, 0x0000000000000001, 0x0000800000000000, 709.5, -745.0, 1.5e6, 0.1, -0.1, 0.7, -0.7, 22.5, -1.0e-5, 1.0e6, 1.0e15]> : vector<16xf64>
    vector.store %row0, %x[%c0, %c0] : memref<2x16xf64>, vector<16xf64>
    vector.store %row1, %x[%c1, %c0] : memref<2x16xf64>, vector<16xf64>
    gpu.launch_func @kernels::@exp blocks in (%c2, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%x : memref<2x16xf64>, %ov : memref<2x14x16xf64>)
    gpu.launch_func @kernels::@exp_scalar blocks in (%c2, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%x : memref<2x16xf64>, %os : memref<2x14x16xf64>)
    gpu.launch_func @kernels::@exp2 blocks in (%c2, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%x : memref<2x16xf64>, %ov : memref<2x14x16xf64>)
    gpu.launch_func @kernels::@exp2_scalar blocks in (%c2, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%x : memref<2x16xf64>, %os : memref<2x14x16xf64>)
    gpu.launch_func @kernels::@expm1 blocks in (%c2, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%x : memref<2x16xf64>, %ov : memref<2x14x16xf64>)
    gpu.launch_func @kernels::@expm1_scalar blocks in (%c2, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%x : memref<2x16xf64>, %os : memref<2x14x16xf64>)
    gpu.launch_func @kernels::@log blocks in (%c2, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%x : memref<2x16xf64>, %ov : memref<2x14x16xf64>)
    gpu.launch_func @kernels::@log_scalar blocks in (%c2, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%x : memref<2x16xf64>, %os : memref<2x14x16xf64>)
    gpu.launch_func @kernels::@log2 blocks in (%c2, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%x : memref<2x16xf64>, %ov : memref<2x14x16xf64>)
    gpu.launch_func @kernels::@log2_scalar blocks in (%c2, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%x : memref<2x16xf64>, %os : memref<2x14x16xf64>)
    gpu.launch_func @kernels::@log10 blocks in (%c2, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%x : memref<2x16xf64>, %ov : memref<2x14x16xf64>)
    gpu.launch_func @kernels::@log10_scalar blocks in (%c2, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%x : memref<2x16xf64>, %os : memref<2x14x16xf64>)
    gpu.launch_func @kernels::@log1p blocks in (%c2, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%x : memref<2x16xf64>, %ov : memref<2x14x16xf64>)
    gpu.launch_func @kernels::@log1p_scalar blocks in (%c2, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%x : memref<2x16xf64>, %os : memref<2x14x16xf64>)
    gpu.launch_func @kernels::@sin blocks in (%c2, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%x : memref<2x16xf64>, %ov : memref<2x14x16xf64>)
    gpu.launch_func @kernels::@sin_scalar blocks in (%c2, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%x : memref<2x16xf64>, %os : memref<2x14x16xf64>)
    gpu.launch_func @kernels::@cos blocks in (%c2, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%x : memref<2x16xf64>, %ov : memref<2x14x16xf64>)
    gpu.launch_func @kernels::@cos_scalar blocks in (%c2, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%x : memref<2x16xf64>, %os : memref<2x14x16xf64>)
    gpu.launch_func @kernels::@tan blocks in (%c2, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%x : memref<2x16xf64>, %ov : memref<2x14x16xf64>)
    gpu.launch_func @kernels::@tan_scalar blocks in (%c2, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%x : memref<2x16xf64>, %os : memref<2x14x16xf64>)
    gpu.launch_func @kernels::@tanh blocks in (%c2, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%x : memref<2x16xf64>, %ov : memref<2x14x16xf64>)
    gpu.launch_func @kernels::@tanh_scalar blocks in (%c2, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%x : memref<2x16xf64>, %os : memref<2x14x16xf64>)
    gpu.launch_func @kernels::@sinh blocks in (%c2, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%x : memref<2x16xf64>, %ov : memref<2x14x16xf64>)
    gpu.launch_func @kernels::@sinh_scalar blocks in (%c2, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%x : memref<2x16xf64>, %os : memref<2x14x16xf64>)
    gpu.launch_func @kernels::@cosh blocks in (%c2, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%x : memref<2x16xf64>, %ov : memref<2x14x16xf64>)
    gpu.launch_func @kernels::@cosh_scalar blocks in (%c2, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%x : memref<2x16xf64>, %os : memref<2x14x16xf64>)
    gpu.launch_func @kernels::@erf blocks in (%c2, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%x : memref<2x16xf64>, %ov : memref<2x14x16xf64>)
    gpu.launch_func @kernels::@erf_scalar blocks in (%c2, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%x : memref<2x16xf64>, %os : memref<2x14x16xf64>)
    %ov0_0 = vector.load %ov[%c0, %k0, %c0] : memref<2x14x16xf64>, vector<16xf64>
    %ov0_0b = vector.bitcast %ov0_0 : vector<16xf64> to vector<16xi64>
    vector.print str "exp: "
    vector.print %ov0_0 : vector<16xf64>
    vector.print str "bits f64: "
    vector.print %ov0_0b : vector<16xi64>
    %ov0_1 = vector.load %ov[%c0, %k1, %c0] : memref<2x14x16xf64>, vector<16xf64>
    %ov0_1b = vector.bitcast %ov0_1 : vector<16xf64> to vector<16xi64>
    vector.print str "exp2: "
    vector.print %ov0_1 : vector<16xf64>
    vector.print str "bits f64: "
    vector.print %ov0_1b : vector<16xi64>
    %ov0_2 = vector.load %ov[%c0, %k2, %c0] : memref<2x14x16xf64>, vector<16xf64>
    %ov0_2b = vector.bitcast %ov0_2 : vector<16xf64> to vector<16xi64>
    vector.print str "expm1: "
    vector.print %ov0_2 : vector<16xf64>
    vector.print str "bits f64: "
    vector.print %ov0_2b : vector<16xi64>
    %ov0_3 = vector.load %ov[%c0, %k3, %c0] : memref<2x14x16xf64>, vector<16xf64>
    %ov0_3b = vector.bitcast %ov0_3 : vector<16xf64> to vector<16xi64>
    vector.print str "log: "
    vector.print %ov0_3 : vector<16xf64>
    vector.print str "bits f64: "
    vector.print %ov0_3b : vector<16xi64>
    %ov0_4 = vector.load %ov[%c0, %k4, %c0] : memref<2x14x16xf64>, vector<16xf64>
    %ov0_4b = vector.bitcast %ov0_4 : vector<16xf64> to vector<16xi64>
    vector.print str "log2: "
    vector.print %ov0_4 : vector<16xf64>
    vector.print str "bits f64: "
    vector.print %ov0_4b : vector<16xi64>
    %ov0_5 = vector.load %ov[%c0, %k5, %c0] : memref<2x14x16xf64>, vector<16xf64>
    %ov0_5b = vector.bitcast %ov0_5 : vector<16xf64> to vector<16xi64>
    vector.print str "log10: "
    vector.print %ov0_5 : vector<16xf64>
    vector.print str "bits f64: "
    vector.print %ov0_5b : vector<16xi64>
    %ov0_6 = vector.load %ov[%c0, %k6, %c0] : memref<2x14x16xf64>, vector<16xf64>
    %ov0_6b = vector.bitcast %ov0_6 : vector<16xf64> to vector<16xi64>
    vector.print str "log1p: "
    vector.print %ov0_6 : vector<16xf64>
    vector.print str "bits f64: "
    vector.print %ov0_6b : vector<16xi64>
    %ov0_7 = vector.load %ov[%c0, %k7, %c0] : memref<2x14x16xf64>, vector<16xf64>
    %ov0_7b = vector.bitcast %ov0_7 : vector<16xf64> to vector<16xi64>
    vector.print str "sin: "
    vector.print %ov0_7 : vector<16xf64>
    vector.print str "bits f64: "
    vector.print %ov0_7b : vector<16xi64>
    %ov0_8 = vector.load %ov[%c0, %k8, %c0] : memref<2x14x16xf64>, vector<16xf64>
    %ov0_8b = vector.bitcast %ov0_8 : vector<16xf64> to vector<16xi64>
    vector.print str "cos: "
    vector.print %ov0_8 : vector<16xf64>
    vector.print str "bits f64: "
    vector.print %ov0_8b : vector<16xi64>
    %ov0_9 = vector.load %ov[%c0, %k9, %c0] : memref<2x14x16xf64>, vector<16xf64>
    %ov0_9b = vector.bitcast %ov0_9 : vector<16xf64> to vector<16xi64>
    vector.print str "tan: "
    vector.print %ov0_9 : vector<16xf64>
    vector.print str "bits f64: "
    vector.print %ov0_9b : vector<16xi64>
    %ov0_10 = vector.load %ov[%c0, %k10, %c0] : memref<2x14x16xf64>, vector<16xf64>
    %ov0_10b = vector.bitcast %ov0_10 : vector<16xf64> to vector<16xi64>
    vector.print str "tanh: "
    vector.print %ov0_10 : vector<16xf64>
    vector.print str "bits f64: "
    vector.print %ov0_10b : vector<16xi64>
    %ov0_11 = vector.load %ov[%c0, %k11, %c0] : memref<2x14x16xf64>, vector<16xf64>
    %ov0_11b = vector.bitcast %ov0_11 : vector<16xf64> to vector<16xi64>
    vector.print str "sinh: "
    vector.print %ov0_11 : vector<16xf64>
    vector.print str "bits f64: "
    vector.print %ov0_11b : vector<16xi64>
    %ov0_12 = vector.load %ov[%c0, %k12, %c0] : memref<2x14x16xf64>, vector<16xf64>
    %ov0_12b = vector.bitcast %ov0_12 : vector<16xf64> to vector<16xi64>
    vector.print str "cosh: "
    vector.print %ov0_12 : vector<16xf64>
    vector.print str "bits f64: "
    vector.print %ov0_12b : vector<16xi64>
    %ov0_13 = vector.load %ov[%c0, %k13, %c0] : memref<2x14x16xf64>, vector<16xf64>
    %ov0_13b = vector.bitcast %ov0_13 : vector<16xf64> to vector<16xi64>
    vector.print str "erf: "
    vector.print %ov0_13 : vector<16xf64>
    vector.print str "bits f64: "
    vector.print %ov0_13b : vector<16xi64>
    %ov1_0 = vector.load %ov[%c1, %k0, %c0] : memref<2x14x16xf64>, vector<16xf64>
    %ov1_0b = vector.bitcast %ov1_0 : vector<16xf64> to vector<16xi64>
    vector.print str "exp: "
    vector.print %ov1_0 : vector<16xf64>
    vector.print str "bits f64: "
    vector.print %ov1_0b : vector<16xi64>
    %ov1_1 = vector.load %ov[%c1, %k1, %c0] : memref<2x14x16xf64>, vector<16xf64>
    %ov1_1b = vector.bitcast %ov1_1 : vector<16xf64> to vector<16xi64>
    vector.print str "exp2: "
    vector.print %ov1_1 : vector<16xf64>
    vector.print str "bits f64: "
    vector.print %ov1_1b : vector<16xi64>
    %ov1_2 = vector.load %ov[%c1, %k2, %c0] : memref<2x14x16xf64>, vector<16xf64>
    %ov1_2b = vector.bitcast %ov1_2 : vector<16xf64> to vector<16xi64>
    vector.print str "expm1: "
    vector.print %ov1_2 : vector<16xf64>
    vector.print str "bits f64: "
    vector.print %ov1_2b : vector<16xi64>
    %ov1_3 = vector.load %ov[%c1, %k3, %c0] : memref<2x14x16xf64>, vector<16xf64>
    %ov1_3b = vector.bitcast %ov1_3 : vector<16xf64> to vector<16xi64>
    vector.print str "log: "
    vector.print %ov1_3 : vector<16xf64>
    vector.print str "bits f64: "
    vector.print %ov1_3b : vector<16xi64>
    %ov1_4 = vector.load %ov[%c1, %k4, %c0] : memref<2x14x16xf64>, vector<16xf64>
    %ov1_4b = vector.bitcast %ov1_4 : vector<16xf64> to vector<16xi64>
    vector.print str "log2: "
    vector.print %ov1_4 : vector<16xf64>
    vector.print str "bits f64: "
    vector.print %ov1_4b : vector<16xi64>
    %ov1_5 = vector.load %ov[%c1, %k5, %c0] : memref<2x14x16xf64>, vector<16xf64>
    %ov1_5b = vector.bitcast %ov1_5 : vector<16xf64> to vector<16xi64>
    vector.print str "log10: "
    vector.print %ov1_5 : vector<16xf64>
    vector.print str "bits f64: "
    vector.print %ov1_5b : vector<16xi64>
    %ov1_6 = vector.load %ov[%c1, %k6, %c0] : memref<2x14x16xf64>, vector<16xf64>
    %ov1_6b = vector.bitcast %ov1_6 : vector<16xf64> to vector<16xi64>
    vector.print str "log1p: "
    vector.print %ov1_6 : vector<16xf64>
    vector.print str "bits f64: "
    vector.print %ov1_6b : vector<16xi64>
    %ov1_7 = vector.load %ov[%c1, %k7, %c0] : memref<2x14x16xf64>, vector<16xf64>
    %ov1_7b = vector.bitcast %ov1_7 : vector<16xf64> to vector<16xi64>
    vector.print str "sin: "
    vector.print %ov1_7 : vector<16xf64>
    vector.print str "bits f64: "
    vector.print %ov1_7b : vector<16xi64>
    %ov1_8 = vector.load %ov[%c1, %k8, %c0] : memref<2x14x16xf64>, vector<16xf64>
    %ov1_8b = vector.bitcast %ov1_8 : vector<16xf64> to vector<16xi64>
    vector.print str "cos: "
    vector.print %ov1_8 : vector<16xf64>
    vector.print str "bits f64: "
    vector.print %ov1_8b : vector<16xi64>
    %ov1_9 = vector.load %ov[%c1, %k9, %c0] : memref<2x14x16xf64>, vector<16xf64>
    %ov1_9b = vector.bitcast %ov1_9 : vector<16xf64> to vector<16xi64>
    vector.print str "tan: "
    vector.print %ov1_9 : vector<16xf64>
    vector.print str "bits f64: "
    vector.print %ov1_9b : vector<16xi64>
    %ov1_10 = vector.load %ov[%c1, %k10, %c0] : memref<2x14x16xf64>, vector<16xf64>
    %ov1_10b = vector.bitcast %ov1_10 : vector<16xf64> to vector<16xi64>
    vector.print str "tanh: "
    vector.print %ov1_10 : vector<16xf64>
    vector.print str "bits f64: "
    vector.print %ov1_10b : vector<16xi64>
    %ov1_11 = vector.load %ov[%c1, %k11, %c0] : memref<2x14x16xf64>, vector<16xf64>
    %ov1_11b = vector.bitcast %ov1_11 : vector<16xf64> to vector<16xi64>
    vector.print str "sinh: "
    vector.print %ov1_11 : vector<16xf64>
    vector.print str "bits f64: "
    vector.print %ov1_11b : vector<16xi64>
    %ov1_12 = vector.load %ov[%c1, %k12, %c0] : memref<2x14x16xf64>, vector<16xf64>
    %ov1_12b = vector.bitcast %ov1_12 : vector<16xf64> to vector<16xi64>
    vector.print str "cosh: "
    vector.print %ov1_12 : vector<16xf64>
    vector.print str "bits f64: "
    vector.print %ov1_12b : vector<16xi64>
    %ov1_13 = vector.load %ov[%c1, %k13, %c0] : memref<2x14x16xf64>, vector<16xf64>
    %ov1_13b = vector.bitcast %ov1_13 : vector<16xf64> to vector<16xi64>
    vector.print str "erf: "
    vector.print %ov1_13 : vector<16xf64>
    vector.print str "bits f64: "
    vector.print %ov1_13b : vector<16xi64>
    %os0_0 = vector.load %os[%c0, %k0, %c0] : memref<2x14x16xf64>, vector<16xf64>
    %os0_0b = vector.bitcast %os0_0 : vector<16xf64> to vector<16xi64>
    vector.print str "exp: "
    vector.print %os0_0 : vector<16xf64>
    vector.print str "bits f64: "
    vector.print %os0_0b : vector<16xi64>
    %os0_1 = vector.load %os[%c0, %k1, %c0] : memref<2x14x16xf64>, vector<16xf64>
    %os0_1b = vector.bitcast %os0_1 : vector<16xf64> to vector<16xi64>
    vector.print str "exp2: "
    vector.print %os0_1 : vector<16xf64>
    vector.print str "bits f64: "
    vector.print %os0_1b : vector<16xi64>
    %os0_2 = vector.load %os[%c0, %k2, %c0] : memref<2x14x16xf64>, vector<16xf64>
    %os0_2b = vector.bitcast %os0_2 : vector<16xf64> to vector<16xi64>
    vector.print str "expm1: "
    vector.print %os0_2 : vector<16xf64>
    vector.print str "bits f64: "
    vector.print %os0_2b : vector<16xi64>
    %os0_3 = vector.load %os[%c0, %k3, %c0] : memref<2x14x16xf64>, vector<16xf64>
    %os0_3b = vector.bitcast %os0_3 : vector<16xf64> to vector<16xi64>
    vector.print str "log: "
    vector.print %os0_3 : vector<16xf64>
    vector.print str "bits f64: "
    vector.print %os0_3b : vector<16xi64>
    %os0_4 = vector.load %os[%c0, %k4, %c0] : memref<2x14x16xf64>, vector<16xf64>
    %os0_4b = vector.bitcast %os0_4 : vector<16xf64> to vector<16xi64>
    vector.print str "log2: "
    vector.print %os0_4 : vector<16xf64>
    vector.print str "bits f64: "
    vector.print %os0_4b : vector<16xi64>
    %os0_5 = vector.load %os[%c0, %k5, %c0] : memref<2x14x16xf64>, vector<16xf64>
    %os0_5b = vector.bitcast %os0_5 : vector<16xf64> to vector<16xi64>
    vector.print str "log10: "
    vector.print %os0_5 : vector<16xf64>
    vector.print str "bits f64: "
    vector.print %os0_5b : vector<16xi64>
    %os0_6 = vector.load %os[%c0, %k6, %c0] : memref<2x14x16xf64>, vector<16xf64>
    %os0_6b = vector.bitcast %os0_6 : vector<16xf64> to vector<16xi64>
    vector.print str "log1p: "
    vector.print %os0_6 : vector<16xf64>
    vector.print str "bits f64: "
    vector.print %os0_6b : vector<16xi64>
    %os0_7 = vector.load %os[%c0, %k7, %c0] : memref<2x14x16xf64>, vector<16xf64>
    %os0_7b = vector.bitcast %os0_7 : vector<16xf64> to vector<16xi64>
    vector.print str "sin: "
    vector.print %os0_7 : vector<16xf64>
    vector.print str "bits f64: "
    vector.print %os0_7b : vector<16xi64>
    %os0_8 = vector.load %os[%c0, %k8, %c0] : memref<2x14x16xf64>, vector<16xf64>
    %os0_8b = vector.bitcast %os0_8 : vector<16xf64> to vector<16xi64>
    vector.print str "cos: "
    vector.print %os0_8 : vector<16xf64>
    vector.print str "bits f64: "
    vector.print %os0_8b : vector<16xi64>
    %os0_9 = vector.load %os[%c0, %k9, %c0] : memref<2x14x16xf64>, vector<16xf64>
    %os0_9b = vector.bitcast %os0_9 : vector<16xf64> to vector<16xi64>
    vector.print str "tan: "
    vector.print %os0_9 : vector<16xf64>
    vector.print str "bits f64: "
    vector.print %os0_9b : vector<16xi64>
    %os0_10 = vector.load %os[%c0, %k10, %c0] : memref<2x14x16xf64>, vector<16xf64>
    %os0_10b = vector.bitcast %os0_10 : vector<16xf64> to vector<16xi64>
    vector.print str "tanh: "
    vector.print %os0_10 : vector<16xf64>
    vector.print str "bits f64: "
    vector.print %os0_10b : vector<16xi64>
    %os0_11 = vector.load %os[%c0, %k11, %c0] : memref<2x14x16xf64>, vector<16xf64>
    %os0_11b = vector.bitcast %os0_11 : vector<16xf64> to vector<16xi64>
    vector.print str "sinh: "
    vector.print %os0_11 : vector<16xf64>
    vector.print str "bits f64: "
    vector.print %os0_11b : vector<16xi64>
    %os0_12 = vector.load %os[%c0, %k12, %c0] : memref<2x14x16xf64>, vector<16xf64>
    %os0_12b = vector.bitcast %os0_12 : vector<16xf64> to vector<16xi64>
    vector.print str "cosh: "
    vector.print %os0_12 : vector<16xf64>
    vector.print str "bits f64: "
    vector.print %os0_12b : vector<16xi64>
    %os0_13 = vector.load %os[%c0, %k13, %c0] : memref<2x14x16xf64>, vector<16xf64>
    %os0_13b = vector.bitcast %os0_13 : vector<16xf64> to vector<16xi64>
    vector.print str "erf: "
    vector.print %os0_13 : vector<16xf64>
    vector.print str "bits f64: "
    vector.print %os0_13b : vector<16xi64>
    %os1_0 = vector.load %os[%c1, %k0, %c0] : memref<2x14x16xf64>, vector<16xf64>
    %os1_0b = vector.bitcast %os1_0 : vector<16xf64> to vector<16xi64>
    vector.print str "exp: "
    vector.print %os1_0 : vector<16xf64>
    vector.print str "bits f64: "
    vector.print %os1_0b : vector<16xi64>
    %os1_1 = vector.load %os[%c1, %k1, %c0] : memref<2x14x16xf64>, vector<16xf64>
    %os1_1b = vector.bitcast %os1_1 : vector<16xf64> to vector<16xi64>
    vector.print str "exp2: "
    vector.print %os1_1 : vector<16xf64>
    vector.print str "bits f64: "
    vector.print %os1_1b : vector<16xi64>
    %os1_2 = vector.load %os[%c1, %k2, %c0] : memref<2x14x16xf64>, vector<16xf64>
    %os1_2b = vector.bitcast %os1_2 : vector<16xf64> to vector<16xi64>
    vector.print str "expm1: "
    vector.print %os1_2 : vector<16xf64>
    vector.print str "bits f64: "
    vector.print %os1_2b : vector<16xi64>
    %os1_3 = vector.load %os[%c1, %k3, %c0] : memref<2x14x16xf64>, vector<16xf64>
    %os1_3b = vector.bitcast %os1_3 : vector<16xf64> to vector<16xi64>
    vector.print str "log: "
    vector.print %os1_3 : vector<16xf64>
    vector.print str "bits f64: "
    vector.print %os1_3b : vector<16xi64>
    %os1_4 = vector.load %os[%c1, %k4, %c0] : memref<2x14x16xf64>, vector<16xf64>
    %os1_4b = vector.bitcast %os1_4 : vector<16xf64> to vector<16xi64>
    vector.print str "log2: "
    vector.print %os1_4 : vector<16xf64>
    vector.print str "bits f64: "
    vector.print %os1_4b : vector<16xi64>
    %os1_5 = vector.load %os[%c1, %k5, %c0] : memref<2x14x16xf64>, vector<16xf64>
    %os1_5b = vector.bitcast %os1_5 : vector<16xf64> to vector<16xi64>
    vector.print str "log10: "
    vector.print %os1_5 : vector<16xf64>
    vector.print str "bits f64: "
    vector.print %os1_5b : vector<16xi64>
    %os1_6 = vector.load %os[%c1, %k6, %c0] : memref<2x14x16xf64>, vector<16xf64>
    %os1_6b = vector.bitcast %os1_6 : vector<16xf64> to vector<16xi64>
    vector.print str "log1p: "
    vector.print %os1_6 : vector<16xf64>
    vector.print str "bits f64: "
    vector.print %os1_6b : vector<16xi64>
    %os1_7 = vector.load %os[%c1, %k7, %c0] : memref<2x14x16xf64>, vector<16xf64>
    %os1_7b = vector.bitcast %os1_7 : vector<16xf64> to vector<16xi64>
    vector.print str "sin: "
    vector.print %os1_7 : vector<16xf64>
    vector.print str "bits f64: "
    vector.print %os1_7b : vector<16xi64>
    %os1_8 = vector.load %os[%c1, %k8, %c0] : memref<2x14x16xf64>, vector<16xf64>
    %os1_8b = vector.bitcast %os1_8 : vector<16xf64> to vector<16xi64>
    vector.print str "cos: "
    vector.print %os1_8 : vector<16xf64>
    vector.print str "bits f64: "
    vector.print %os1_8b : vector<16xi64>
    %os1_9 = vector.load %os[%c1, %k9, %c0] : memref<2x14x16xf64>, vector<16xf64>
    %os1_9b = vector.bitcast %os1_9 : vector<16xf64> to vector<16xi64>
    vector.print str "tan: "
    vector.print %os1_9 : vector<16xf64>
    vector.print str "bits f64: "
    vector.print %os1_9b : vector<16xi64>
    %os1_10 = vector.load %os[%c1, %k10, %c0] : memref<2x14x16xf64>, vector<16xf64>
    %os1_10b = vector.bitcast %os1_10 : vector<16xf64> to vector<16xi64>
    vector.print str "tanh: "
    vector.print %os1_10 : vector<16xf64>
    vector.print str "bits f64: "
    vector.print %os1_10b : vector<16xi64>
    %os1_11 = vector.load %os[%c1, %k11, %c0] : memref<2x14x16xf64>, vector<16xf64>
    %os1_11b = vector.bitcast %os1_11 : vector<16xf64> to vector<16xi64>
    vector.print str "sinh: "
    vector.print %os1_11 : vector<16xf64>
    vector.print str "bits f64: "
    vector.print %os1_11b : vector<16xi64>
    %os1_12 = vector.load %os[%c1, %k12, %c0] : memref<2x14x16xf64>, vector<16xf64>
    %os1_12b = vector.bitcast %os1_12 : vector<16xf64> to vector<16xi64>
    vector.print str "cosh: "
    vector.print %os1_12 : vector<16xf64>
    vector.print str "bits f64: "
    vector.print %os1_12b : vector<16xi64>
    %os1_13 = vector.load %os[%c1, %k13, %c0] : memref<2x14x16xf64>, vector<16xf64>
    %os1_13b = vector.bitcast %os1_13 : vector<16xf64> to vector<16xi64>
    vector.print str "erf: "
    vector.print %os1_13 : vector<16xf64>
    vector.print str "bits f64: "
    vector.print %os1_13b : vector<16xi64>
    return
  }
}
