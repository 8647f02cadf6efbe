// Per-device limits of kernels (issue 14): SLM and argument bytes, implicit
// argument kinds.
// RUN: %genx-opt %s -p 'builtin.module(genx-verify-target)' -split-input-file -verify-diagnostics

// IGC aborts ("SLM size exceeds target limits") over 64 KiB on tgllp.
module attributes {genx.target = #genx.target<"tgllp">} {
  // expected-error @+1 {{'llvm.func' op uses 65537 bytes of SLM (slm_size), over the 65536 bytes of tgllp; use less shared local memory per work-group}}
  llvm.func @k() attributes {genx.kernel = #genx.kernel<slm_size = 65537>} {
    llvm.return
  }
}

// -----

module attributes {genx.target = #genx.target<"dg2">} {
  llvm.func @ok() attributes {genx.kernel = #genx.kernel<slm_size = 65536>} {
    llvm.return
  }
  // expected-error @+1 {{'llvm.func' op uses 131072 bytes of SLM (slm_size), over the 65536 bytes of dg2}}
  llvm.func @k() attributes {genx.kernel = #genx.kernel<slm_size = 131072>} {
    llvm.return
  }
}

// -----

// A 400 KB argument: IGC aborts ("Variable too big").
module attributes {genx.target = #genx.target<"dg2">} {
  // expected-error @+1 {{'llvm.func' op has 400000 bytes of arguments, over the 3996 bytes the thread payload of dg2 holds; pass large data through memory (a buffer or SVM pointer)}}
  llvm.func @k(%a: vector<100000xi32>) attributes {genx.kernel = #genx.kernel<>} {
    llvm.return
  }
}

// -----

module attributes {genx.target = #genx.target<"tgllp">} {
  llvm.func @ok(%a: vector<2014xi32>, %b: i32) attributes {genx.kernel = #genx.kernel<>} {
    llvm.return
  }
  // expected-error @+1 {{'llvm.func' op has 8064 bytes of arguments, over the 8060 bytes the thread payload of tgllp holds}}
  llvm.func @k(%a: vector<2015xi32>, %b: i32) attributes {genx.kernel = #genx.kernel<>} {
    llvm.return
  }
}

// -----

// LSC exists from XeHPG on (IGC aborts on tgllp).
module attributes {genx.target = #genx.target<"tgllp">} {
  llvm.func @lsc(%p: vector<8xi1>, %a: vector<8xi32>, %s: i32) -> vector<8xi32> {
    // expected-error @+1 {{'genx.lsc.load.bti' (llvm.genx.lsc.load.bti) is not available on tgllp (XeLP); it needs XeHPG+}}
    %d = genx.lsc.load.bti %p, %a, %s {subopcode = load, l1_cache = default, l3_cache = default, addr_scale = 1, imm_offset = 0, data_size = u32, vector_size = v1, data_order = non_transposed, channel_mask = none} : (vector<8xi1>, vector<8xi32>, i32) -> vector<8xi32>
    llvm.return %d : vector<8xi32>
  }
}

// -----

// Kernel argument kinds as ocloc accepts them. Implicit-argument kinds
// (above the low 3 bits) are IGC's own: through ocloc they abort ("VISA
// builder API call failed"), as do kinds that do not fit the argument's
// type. The dialect itself accepts both, as IGC's own IR has them.
module attributes {genx.target = #genx.target<"tgllp">} {
  // expected-error @+1 {{'llvm.func' op kernel argument #1 has kind 96, an implicit-argument kind: IGC provides implicit arguments itself and aborts on them here; pass the value as a general argument (kind 0)}}
  llvm.func @k(%a: i32, %b: i64) attributes {genx.kernel = #genx.kernel<arg_kinds = [0, 96]>} {
    llvm.return
  }
}

// -----

module attributes {genx.target = #genx.target<"tgllp">} {
  // expected-error @+1 {{'llvm.func' op kernel argument #0 has kind 2 (surface) and type 'i64'; a surface is an i32 index: change the argument to i32}}
  llvm.func @surface_i64(%a: i64) attributes {genx.kernel = #genx.kernel<arg_kinds = [2], arg_descs = ["buffer_t"]>} {
    llvm.return
  }
}

// -----

module attributes {genx.target = #genx.target<"tgllp">} {
  // expected-error @+1 {{'llvm.func' op kernel argument #1 is an svmptr_t of type 'i32'; an SVM pointer is i64 or !llvm.ptr}}
  llvm.func @svm_i32(%a: i64, %b: i32) attributes {genx.kernel = #genx.kernel<arg_kinds = [0, 0], arg_descs = ["svmptr_t", "svmptr_t"]>} {
    llvm.return
  }
}

// -----

module attributes {genx.target = #genx.target<"tgllp">} {
  // expected-error @+1 {{'llvm.func' op kernel argument #0 is an svmptr_t of kind 1; an SVM pointer is a general argument (kind 0)}}
  llvm.func @svm_kind(%a: i32) attributes {genx.kernel = #genx.kernel<arg_kinds = [1], arg_descs = ["svmptr_t"]>} {
    llvm.return
  }
}

// -----

// Lists shorter than the arguments: the rest are general, without a
// descriptor.
module attributes {genx.target = #genx.target<"tgllp">} {
  llvm.func @ok(%a: i32, %b: i64, %c: !llvm.ptr) attributes {genx.kernel = #genx.kernel<arg_kinds = [2], arg_descs = ["buffer_t", "svmptr_t"]>} {
    llvm.return
  }
}
