// Per-device limits of kernels (issue 14): SLM and argument bytes.
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
