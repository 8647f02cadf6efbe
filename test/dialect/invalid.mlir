// Every verifier error of the genx ops.
// RUN: %genx-opt %s -split-input-file -verify-diagnostics

llvm.func @rdregion_i1(%v: vector<16xi1>, %o: i16) {
  // expected-error @+1 {{element type must be i8, i16, i32, i64, f16, f32 or f64, not i1}}
  %0 = genx.rdregion %v[%o] <0, 4, 1> parent_width 0 : vector<16xi1>, i16 -> vector<4xi1>
  llvm.return
}

// -----

llvm.func @rdregion_element_type(%v: vector<16xi32>, %o: i16) {
  // expected-error @+1 {{region element type 'i16' differs from vector element type 'i32'}}
  %0 = genx.rdregion %v[%o] <0, 4, 1> parent_width 0 : vector<16xi32>, i16 -> vector<4xi16>
  llvm.return
}

// -----

llvm.func @rdregion_zero_width(%v: vector<16xi32>, %o: i16) {
  // expected-error @+1 {{a width-0 region is one row (IGC's reading) and needs vstride 0, got 4}}
  %0 = genx.rdregion %v[%o] <4, 0, 1> parent_width 0 : vector<16xi32>, i16 -> vector<4xi32>
  llvm.return
}

// -----

llvm.func @rdregion_negative_stride(%v: vector<16xi32>, %o: i16) {
  // expected-error @+1 {{vstride and stride must be non-negative}}
  %0 = genx.rdregion %v[%o] <0, 4, -1> parent_width 0 : vector<16xi32>, i16 -> vector<4xi32>
  llvm.return
}

// -----

// A last row shorter than the width counts for the bounds too: rows of 4
// from element 12, the second (2 elements) at 16 and 17.
llvm.func @rdregion_partial_row_bounds(%v: vector<16xi32>) {
  %o = llvm.mlir.constant(48 : i16) : i16
  // expected-error @+1 {{region at byte offset 48 reaches element 17, outside the 16-element vector}}
  %0 = genx.rdregion %v[%o] <4, 4, 1> parent_width 0 : vector<16xi32>, i16 -> vector<6xi32>
  llvm.return
}

// -----

llvm.func @rdregion_offset_type(%v: vector<16xi32>, %o: i32) {
  // expected-error @+1 {{offset must be i16 or a vector of i16, got 'i32'}}
  %0 = genx.rdregion %v[%o] <0, 4, 1> parent_width 0 : vector<16xi32>, i32 -> vector<4xi32>
  llvm.return
}

// -----

llvm.func @rdregion_offset_rows(%v: vector<16xi32>, %o: vector<4xi16>) {
  // expected-error @+1 {{a vector offset needs one i16 per row: 2 rows, but the offset has 4 elements}}
  %0 = genx.rdregion %v[%o] <0, 4, 1> parent_width 0 : vector<16xi32>, vector<4xi16> -> vector<8xi32>
  llvm.return
}

// -----

llvm.func @rdregion_misaligned(%v: vector<16xi32>) {
  %o = llvm.mlir.constant(6 : i16) : i16
  // expected-error @+1 {{offset 6 must be a non-negative multiple of the element size (4 bytes)}}
  %0 = genx.rdregion %v[%o] <0, 4, 1> parent_width 0 : vector<16xi32>, i16 -> vector<4xi32>
  llvm.return
}

// -----

llvm.func @rdregion_out_of_range(%v: vector<16xi32>) {
  %o = llvm.mlir.constant(32 : i16) : i16
  // expected-error @+1 {{region at byte offset 32 reaches element 19, outside the 16-element vector}}
  %0 = genx.rdregion %v[%o] <8, 4, 1> parent_width 0 : vector<16xi32>, i16 -> vector<8xi32>
  llvm.return
}

// -----

llvm.func @rdregion_multi_indirect_out_of_range(%v: vector<16xi32>) {
  %o = llvm.mlir.constant(dense<[0, 56]> : vector<2xi16>) : vector<2xi16>
  // expected-error @+1 {{region at byte offset 56 reaches element 17, outside the 16-element vector}}
  %0 = genx.rdregion %v[%o] <0, 4, 1> parent_width 0 : vector<16xi32>, vector<2xi16> -> vector<8xi32>
  llvm.return
}

// -----

llvm.func @rdregion_result_type(%v: vector<16xi32>, %o: i16) {
  // expected-error @+1 {{result #0 must be GenX integer, float or pointer, scalar or vector}}
  %0 = genx.rdregion %v[%o] <0, 4, 1> parent_width 0 : vector<16xi32>, i16 -> vector<4xi128>
  llvm.return
}

// -----

llvm.func @wrregion_too_large(%v: vector<4xi32>, %s: vector<8xi32>, %o: i16) {
  %t = llvm.mlir.constant(true) : i1
  // expected-error @+1 {{region of 8 elements is larger than the 4-element vector}}
  %0 = genx.wrregion %s into %v[%o] <0, 8, 1> parent_width 0 mask %t : vector<8xi32>, vector<4xi32>, i16, i1
  llvm.return
}

// -----

llvm.func @wrregion_out_of_range(%v: vector<16xf32>, %s: vector<4xf32>) {
  %o = llvm.mlir.constant(56 : i16) : i16
  %t = llvm.mlir.constant(true) : i1
  // expected-error @+1 {{region at byte offset 56 reaches element 17, outside the 16-element vector}}
  %0 = genx.wrregion %s into %v[%o] <0, 4, 1> parent_width 0 mask %t : vector<4xf32>, vector<16xf32>, i16, i1
  llvm.return
}

// -----

llvm.func @wrregion_mask_type(%v: vector<16xi32>, %s: vector<4xi32>, %o: i16, %m: vector<4xi8>) {
  // expected-error @+1 {{mask must be i1 or a vector of i1, got 'vector<4xi8>'}}
  %0 = genx.wrregion %s into %v[%o] <0, 4, 1> parent_width 0 mask %m : vector<4xi32>, vector<16xi32>, i16, vector<4xi8>
  llvm.return
}

// -----

llvm.func @wrregion_mask_width(%v: vector<16xi32>, %s: vector<4xi32>, %o: i16, %m: vector<8xi1>) {
  // expected-error @+1 {{mask has 8 elements but the region has 4}}
  %0 = genx.wrregion %s into %v[%o] <0, 4, 1> parent_width 0 mask %m : vector<4xi32>, vector<16xi32>, i16, vector<8xi1>
  llvm.return
}

// -----

llvm.func @wrregion_scalar_mask(%v: vector<16xi32>, %s: vector<4xi32>, %o: i16, %m: i1) {
  // expected-error @+1 {{a scalar mask must be a constant (true: write, false: no write); use a vector<4xi1> mask for a predicated write}}
  %0 = genx.wrregion %s into %v[%o] <0, 4, 1> parent_width 0 mask %m : vector<4xi32>, vector<16xi32>, i16, i1
  llvm.return
}

// -----

llvm.func @wrregion_element_type(%v: vector<16xi32>, %s: vector<4xf32>, %o: i16) {
  %t = llvm.mlir.constant(true) : i1
  // expected-error @+1 {{region element type 'f32' differs from vector element type 'i32'}}
  %0 = genx.wrregion %s into %v[%o] <0, 4, 1> parent_width 0 mask %t : vector<4xf32>, vector<16xi32>, i16, i1
  llvm.return
}

// -----

llvm.func @add_sat_shape(%a: vector<8xi32>) {
  // expected-error @+1 {{result 'vector<4xi16>' and operands 'vector<8xi32>' must have the same number of elements}}
  %0 = genx.ssadd.sat %a, %a : vector<8xi32> -> vector<4xi16>
  llvm.return
}

// -----

llvm.func @add_sat_float(%a: vector<8xf32>) {
  // expected-error @+1 {{operand #0 must be GenX integer or vector of GenX integers}}
  %0 = genx.uuadd.sat %a, %a : vector<8xf32> -> vector<8xi16>
  llvm.return
}

// -----

llvm.func @min_shape(%a: vector<8xi32>) {
  // expected-error @+1 {{result 'i32' and operands 'vector<8xi32>' must have the same number of elements}}
  %0 = genx.umin %a, %a : vector<8xi32> -> i32
  llvm.return
}

// -----

llvm.func @fmax_int(%a: vector<8xi32>) {
  // expected-error @+1 {{operand #0 must be GenX float or vector of GenX floats}}
  %0 = genx.fmax %a, %a : vector<8xi32> -> vector<8xi32>
  llvm.return
}

// -----

llvm.func @sat_int(%a: vector<8xi32>) {
  // expected-error @+1 {{result #0 must be GenX float or vector of GenX floats}}
  %0 = genx.sat %a : vector<8xi32>
  llvm.return
}

// -----

llvm.func @group_id_type() {
  // expected-error @+1 {{result #0 must be 32-bit signless integer}}
  %0 = genx.group.id.x : i64
  llvm.return
}

// -----

llvm.func @local_id_type() {
  // expected-error @+1 {{result must be vector<3xi32> (x, y, z), got 'vector<4xi32>'}}
  %0 = genx.local.id : vector<4xi32>
  llvm.return
}

// -----

llvm.func @oword_ld_size(%s: i32, %o: i32) {
  // expected-error @+1 {{result 'vector<12xi32>' is 48 bytes; an oword block message moves 16, 32, 64 or 128 bytes}}
  %0 = genx.oword.ld %s[%o] modified 0 : vector<12xi32>
  llvm.return
}

// -----

llvm.func @oword_ld_modified(%s: i32, %o: i32) {
  // expected-error @+1 {{is_modified must be 0 or 1, got 2}}
  %0 = genx.oword.ld %s[%o] modified 2 : vector<4xi32>
  llvm.return
}

// -----

llvm.func @oword_st_size(%s: i32, %o: i32, %d: vector<64xi32>) {
  // expected-error @+1 {{data 'vector<64xi32>' is 256 bytes; an oword block message moves 16, 32, 64 or 128 bytes}}
  genx.oword.st %d, %s[%o] : vector<64xi32>
  llvm.return
}

// -----

llvm.func @svm_ld_size(%a: i64) {
  // expected-error @+1 {{result 'vector<2xi32>' is 8 bytes; an oword block message moves 16, 32, 64 or 128 bytes}}
  %0 = genx.svm.block.ld %a : i64 -> vector<2xi32>
  llvm.return
}

// -----

llvm.func @svm_ld_address(%a: i16) {
  // expected-error @+1 {{address must be i32 or i64, got 'i16'}}
  %0 = genx.svm.block.ld %a : i16 -> vector<4xi32>
  llvm.return
}

// -----

llvm.func @svm_st_address(%a: vector<2xi64>, %d: vector<4xi32>) {
  // expected-error @+1 {{address must be i32 or i64, got 'vector<2xi64>'}}
  genx.svm.block.st %d, %a : vector<4xi32>, vector<2xi64>
  llvm.return
}

// -----

llvm.func @svm_st_size(%a: i64, %d: vector<3xf64>) {
  // expected-error @+1 {{data 'vector<3xf64>' is 24 bytes; an oword block message moves 16, 32, 64 or 128 bytes}}
  genx.svm.block.st %d, %a : vector<3xf64>, i64
  llvm.return
}

// -----

// The generic "same type as overload slot N" rule of the intrinsic table.
llvm.func @same_as_slot(%a: vector<8xi32>) {
  // expected-error @+1 {{'genx.absi' op 'src0' must have the type of overload slot 0 (vector<8xi16>), but has vector<8xi32>}}
  %0 = genx.absi %a : (vector<8xi32>) -> vector<8xi16>
  llvm.return
}

// -----

llvm.func @unsupported_type(%a: vector<8xi128>) {
  // expected-error @+1 {{operand #0 must be GenX integer or vector of GenX integers}}
  %0 = genx.cbit %a : (vector<8xi128>) -> vector<8xi32>
  llvm.return
}

// -----

llvm.func @immediate_type(%a: vector<8xi32>) {
  // expected-error @+1 {{attribute 'lut' failed to satisfy constraint: 8-bit immediate}}
  %0 = "genx.bfn"(%a, %a, %a) <{lut = 1 : i32}> : (vector<8xi32>, vector<8xi32>, vector<8xi32>) -> vector<8xi32>
  llvm.return
}
