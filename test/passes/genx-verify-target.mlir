// RUN: %genx-opt %s -p 'builtin.module(genx-verify-target)' -split-input-file -verify-diagnostics

// The silent miscompile of IGC: add3 and bfn on XeLP.
module attributes {genx.target = #genx.target<"tgllp">} {
  llvm.func @add3(%a: vector<8xi32>) -> vector<8xi32> {
    // expected-error @+1 {{'genx.add3' (llvm.genx.add3) is not available on tgllp (XeLP); it needs XeHP+}}
    %0 = genx.add3 %a, %a, %a : (vector<8xi32>, vector<8xi32>, vector<8xi32>) -> vector<8xi32>
    // expected-error @+1 {{'genx.bfn' (llvm.genx.bfn) is not available on tgllp (XeLP); it needs XeHP+}}
    %1 = genx.bfn %a, %a, %a {lut = 1} : (vector<8xi32>, vector<8xi32>, vector<8xi32>) -> vector<8xi32>
    llvm.return %1 : vector<8xi32>
  }
}

// -----

// The reference's own restrictions: dpas needs XeHP and later, but not
// XeLPG or XeHPCVG.
module attributes {genx.target = #genx.target<"mtl">} {
  llvm.func @dpas(%acc: vector<8xf32>, %b: vector<128xi32>, %a: vector<64xi32>) -> vector<8xf32> {
    // expected-error @+1 {{'genx.dpas' (llvm.genx.dpas) is not available on mtl (XeLPG); it needs XeHP+,~XeLPG,~XeHPCVG}}
    %0 = genx.dpas %acc, %b, %a {info = 0} : (vector<8xf32>, vector<128xi32>, vector<64xi32>) -> vector<8xf32>
    llvm.return %0 : vector<8xf32>
  }
}

// -----

// Legacy dataport messages are gone from Xe2.
module attributes {genx.target = #genx.target<"bmg">} {
  llvm.func @oword(%s: i32, %o: i32) -> vector<4xi32> {
    // expected-error @+1 {{'genx.oword.ld' (llvm.genx.oword.ld) is not available on bmg (Xe2); it needs -Xe2}}
    %0 = genx.oword.ld %s[%o] modified 0 : vector<4xi32>
    llvm.return %0 : vector<4xi32>
  }
}

// -----

// Available everywhere: nothing to report.
module attributes {genx.target = #genx.target<"skl">} {
  llvm.func @ok(%s: i32, %o: i32) -> vector<4xi32> {
    %0 = genx.oword.ld %s[%o] modified 0 : vector<4xi32>
    %1 = genx.group.id.x : i32
    llvm.return %0 : vector<4xi32>
  }
}

// -----

// expected-error @+1 {{genx-verify-target needs a device: set the module attribute genx.target = #genx.target<"..."> or the pass option device=...}}
module {
}
