// Grid-stride loops written per work item (CUDA style: start at the global
// id, step by block_dim * grid_dim, bound n from the host), which
// genx-vectorize-work-items packs 32 work items to a thread: the lanes of a
// thread leave the loop after different numbers of trips, the last trip is
// partial, and a lane may not enter the loop at all.
//   @sum_f32 (gpu.global_id) / @sum_i32 (block_id * block_dim + thread_id):
//     out[id] = sum of in[j], j = id, id + G, ... < n (G = grid size; the
//     f32 sum starts from -0.0, the i32 sum wraps), every work item stores;
//     launched (through a host helper, so the group size is a run-time
//     value) with n = 0 (2 x 64: all -0 / 0), n = 5 (2 x 64: work items
//     5..127 make no trip), n = 1000 (3 x 64: 6 trips for ids 0..39, 5 for
//     the rest, 1000 not a multiple of 32), n = 512 (2 x 128: exactly 2
//     trips each), n = 5000 (1 x 128: 40 trips for ids 0..7, 39 for the rest);
//   @scale_store: out[j] = 2 in[j] + j in the grid-stride loop (stores in
//     the partial last trip), out set to -99 first: n = 1000 (3 x 64),
//     n = 37 (1 x 128, one partial trip), n = 161 (2 x 64, second trip 33
//     lanes); prints part of out and the host's counts of wrong elements
//     below n and of elements from n on that are not -99;
//   @sum_step: the step is a kernel argument s (index): sum and trip count
//     of j = id, id + s, ... < 300 on 2 x 64, s = 1, 7 and 128 (the grid);
//   @even_sum: the grid-stride loop under `scf.if` (id even): the sum goes
//     to out[id] (odd ids keep -7), and owner[j] = id in the loop (odd j and
//     j >= n keep -1); n = 250 on 2 x 64, n = 100 on 1 x 128 (even ids 100..
//     126 make no trip and store 0).
// Data: in_f[j] = ((37 j mod 101) - 50) / 4 (sums of quarters are exact)
// with -0 at 3 and 4, 2^24 at 130 (later terms of that sum round), NaN at
// 1000 (just past n = 1000) and +inf at 4999; in_i[j] = (7919 j mod 2001) -
// 1000 with INT_MAX at 1 and 129, INT_MIN at 2 and 4999.
// By hand: n = 5: in_f[0..2] = -12.5, -3.25, 6, ids 3 and 4 get -0 + -0 =
// -0; in_i[3] = 23757 - 11 * 2001 - 1000 = 746. n = 5000: id 7 reaches
// 4999 = 39 * 128 + 7 (inf), id 104 reaches 1000 = 7 * 128 + 104 (NaN).
// n = 1000 on 3 x 64: id 130 = 2^24 + 11.75 (in_f[322]) rounds to 2^24 + 12
// and so on. Stores n = 37: out[36] = 2 (19 - 50) / 4 + 36 = 20.5, then -99.
// Trips: ceil((300 - id) / s): s = 7: 43 for id 0; s = 128: 3 below id 44.
// The CHECK lines are these formulas run by a few lines of Python (f32
// rounded through struct after each operation, i32 wrapped), not a copy of
// a run; the n = 512 section, the step-1 sums and most bit patterns are
// checked only differentially.
// TOLERANCE: 0
// Differential: the reference and the GenX route must agree (see TOLERANCE).
// RUN: %kernel-reference %s > %t.ref.out
// RUN: FileCheck %s --input-file=%t.ref.out
// RUN: %kernel-genx %s > %t.genx.out
// RUN: %kernel-compare %s %t.ref.out %t.genx.out
// RUN: %genx-opt %s -p 'builtin.module(genx-lower)' | FileCheck %s --check-prefix=PACKED
// RUN: %if genx-backend %{ rm -rf %t.c && %kernel-compile %s %t.c tgllp dg2 && %kernel-check-asm %t.c tgllp dg2 %}
// PACKED-DAG: llvm.func @sum_f32({{.*}}genx.work_items_per_thread = {{[2-9]|[1-9][0-9]+}} : i32
// PACKED-DAG: llvm.func @sum_i32({{.*}}genx.work_items_per_thread = {{[2-9]|[1-9][0-9]+}} : i32
// PACKED-DAG: llvm.func @scale_store({{.*}}genx.work_items_per_thread = {{[2-9]|[1-9][0-9]+}} : i32
// PACKED-DAG: llvm.func @sum_step({{.*}}genx.work_items_per_thread = {{[2-9]|[1-9][0-9]+}} : i32
// PACKED-DAG: llvm.func @even_sum({{.*}}genx.work_items_per_thread = {{[2-9]|[1-9][0-9]+}} : i32
// CHECK: sums n = 0, 2 x 64
// CHECK-NEXT: f32 sums
// CHECK-NEXT: ( -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0 )
// CHECK: ( -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0 )
// CHECK: i32 sums
// CHECK-NEXT: ( 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0 )
// CHECK-NEXT: ( 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0 )
// CHECK-NEXT: sums n = 5, 2 x 64
// CHECK-NEXT: f32 sums
// CHECK-NEXT: ( -12.5, -3.25, 6, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0 )
// CHECK-NEXT: bits f32: ( -1052246016, -1068498944, 1086324736, -2147483648, -2147483648, -2147483648, -2147483648, -2147483648, -2147483648, -2147483648, -2147483648, -2147483648, -2147483648, -2147483648, -2147483648, -2147483648, -2147483648, -2147483648, -2147483648, -2147483648, -2147483648, -2147483648, -2147483648, -2147483648, -2147483648, -2147483648, -2147483648, -2147483648, -2147483648, -2147483648, -2147483648, -2147483648, -2147483648, -2147483648, -2147483648, -2147483648, -2147483648, -2147483648, -2147483648, -2147483648, -2147483648, -2147483648, -2147483648, -2147483648, -2147483648, -2147483648, -2147483648, -2147483648, -2147483648, -2147483648, -2147483648, -2147483648, -2147483648, -2147483648, -2147483648, -2147483648, -2147483648, -2147483648, -2147483648, -2147483648, -2147483648, -2147483648, -2147483648, -2147483648 )
// CHECK-NEXT: ( -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0, -0 )
// CHECK: i32 sums
// CHECK-NEXT: ( -1000, 2147483647, -2147483648, 746, 661, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0 )
// CHECK-NEXT: ( 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0 )
// CHECK-NEXT: sums n = 1000, 3 x 64
// CHECK-NEXT: f32 sums
// CHECK-NEXT: ( -23.25, -18.25, -13.25, 1.75, -2.5, 1.75, 6.75, 11.75, 16.75, 21.75, -23.75, -18.75, -13.75, -8.75, -3.75, 1.25, 6.25, 11.25, 16.25, 21.25, -24.25, -19.25, -14.25, -9.25, -4.25, 0.75, 5.75, 10.75, 15.75, 20.75, 0.5, -19.75, -14.75, -9.75, -4.75, 0.25, 5.25, 10.25, 15.25, 20.25, 4, -25.5, -4.5, -8.75, -13, 8, 3.75, -0.5, 20.5, 16.25, 12, -17.5, -21.75, -0.75, -5, -9.25, 11.75, 7.5, 3.25, 24.25, 20, -9.5, -13.75, -18 )
// CHECK: ( 3, -1.25, -5.5, 15.5, 11.25, 7, 28, -26.75, -5.75, -10, -14.25, 6.75, 2.5, -1.75, 19.25, 15, 10.75, -18.75, -23, -2, -6.25, -10.5, 10.5, 6.25, 2, 23, 18.75, -10.75, -15, -19.25, 1.75, -2.5, -6.75, 14.25, 10, 5.75, 26.75, -28, -7, -11.25, -15.5, 5.5, 1.25, -3, 18, 13.75, 9.5, -20, -24.25, -3.25, -7.5, -11.75, 9.25, 5, 0.75, 21.75, 17.5, -12, -16.25, -20.5, 0.5, -3.75, -8, 13 )
// CHECK: ( 8.75, 4.5, 1.67772e+07, -4, -8.25, -12.5, -16.75, 4.25, 0, -4.25, 16.75, 12.5, 8.25, 4, -25.5, -4.5, -8.75, -13, 8, 3.75, -0.5, 20.5, 16.25, 12, -17.5, -21.75, -0.75, -5, -9.25, 11.75, 7.5, 3.25, 24.25, 20, -9.5, -13.75, -18, 3, -1.25, -5.5, 15.5, 11.25, 7, 28, -26.75, -5.75, -10, -14.25, 6.75, 2.5, -1.75, 19.25, 15, 10.75, -18.75, -23, -2, -6.25, -10.5, 10.5, 6.25, 2, 23, 18.75 )
// CHECK-NEXT: bits f32: ( 1091305472, 1083179008, 1266679820, -1065353216, -1056702464, -1052246016, -1048182784, 1082654720, 0, -1064828928, 1099300864, 1095237632, 1090781184, 1082130432, -1043595264, -1064304640, -1056178176, -1051721728, 1090519040, 1081081856, -1090519040, 1101266944, 1099038720, 1094713344, -1047789568, -1045561344, -1086324736, -1063256064, -1055653888, 1094451200, 1089470464, 1078984704, 1103233024, 1101004800, -1055391744, -1050935296, -1047527424, 1077936128, -1080033280, -1062207488, 1098383360, 1093926912, 1088421888, 1105199104, -1042939904, -1061683200, -1054867456, -1050411008, 1087897600, 1075838976, -1075838976, 1100611584, 1097859072, 1093402624, -1047134208, -1044905984, -1073741824, -1060634624, -1054343168, 1093140480, 1086849024, 1073741824, 1102577664, 1100349440 )
// CHECK-NEXT: i32 sums
// CHECK-NEXT: ( -675, 2147483547, 2147483123, -204, -714, -1224, 267, -243, -753, 738, 228, -282, -792, 699, 189, -321, -831, 660, 150, -360, 1131, 621, 111, -399, 1092, 582, 72, -438, -948, 543, 33, -477, -987, 504, -6, -516, -1026, 465, -45, -555, 893, 468, 43, -382, 1194, 769, 344, -81, 1495, 1070, 645, 220, -205, -630, -1055, -1480, 96, -329, -754, -1179, 397, -28, -453, -878 )
// CHECK-NEXT: ( 698, 273, -152, 1424, 999, 574, 149, 1725, 1300, 875, 450, 25, -400, -825, -1250, -1675, -99, -524, -949, -1374, 202, -223, -648, 928, 503, 78, -347, 1229, 804, 379, -46, 1530, 1105, 680, 255, -170, -595, -1020, -1445, -1870, -294, -719, -1144, 432, 7, -418, -843, 733, 308, -117, -542, 1034, 609, 184, 1760, 1335, 910, 485, 60, -365, -790, -1215, -1640, -64 )
// CHECK-NEXT: ( -489, 2147482692, -1339, 237, -188, -613, 963, 538, 113, -312, 1264, 839, 414, -11, 1565, 1140, 715, 290, -135, -560, -985, -1410, -1835, -259, -684, -1109, 467, 42, -383, -808, 768, 343, -82, -507, 1069, 644, 219, 1795, 1370, 945, 520, 95, -330, -755, -1180, -1605, -29, -454, -879, -1304, 272, -153, -578, 998, 573, 148, -277, 1299, 874, 449, 24, 1600, 1175, 750 )
// CHECK-NEXT: sums n = 512, 2 x 128
// CHECK: sums n = 5000, 1 x 128
// CHECK-NEXT: f32 sums
// CHECK-NEXT: ( 6.25, -2.5, 1.67772e+07, 15.25, -2.75, 13, -21, inf, 32.5, -10.75, -3.5, 3.75, -14.25, -7, 0.25, 7.5, 14.75, -28.5, 4, 11.25, -32, 25.75, 7.75, -10.25, 22.25, -21, -13.75, 18.75, 0.75, 8, 15.25, -2.75, 4.5, -13.5, -6.25, 26.25, -17, -9.75, 22.75, -20.5, -13.25, 19.25, 1.25, 8.5, -9.5, -2.25, 5, -38.25, 19.5, 26.75, -16.5, 16, -2, -20, 12.5, -5.5, 1.75, 9, -9, -1.75, 5.5, -12.5, 20, 2 )
// CHECK-NEXT: bits f32: ( 1086849024, -1071644672, 1266679814, 1098121216, -1070596096, 1095761920, -1045954560, 2139095040, 1107427328, -1054081024, -1067450368, 1081081856, -1050411008, -1059061760, 1048576000, 1089470464, 1097596928, -1042022400, 1082130432, 1093926912, -1040187392, 1104019456, 1089994752, -1054605312, 1102184448, -1045954560, -1050935296, 1100349440, 1061158912, 1090519040, 1098121216, -1070596096, 1083179008, -1051197440, -1060634624, 1104281600, -1048051712, -1055129600, 1102446592, -1046216704, -1051459584, 1100611584, 1067450368, 1091043328, -1055391744, -1072693248, 1084227584, -1038548992, 1100742656, 1104543744, -1048313856, 1098907648, -1073741824, -1046478848, 1095237632, -1062207488, 1071644672, 1091567616, -1055916032, -1075838976, 1085276160, -1052246016, 1101004800, 1073741824 )
// CHECK-NEXT: ( -16, 16.5, -26.75, -19.5, 38.25, -5, 2.25, 9.5, -8.5, -1.25, -19.25, 13.25, 20.5, -22.75, 9.75, 17, -26.25, 6.25, 13.5, -4.5, 2.75, -15.25, -8, -0.75, -18.75, 13.75, 21, -22.25, 10.25, -7.75, -25.75, 32, -11.25, -4, 28.5, -14.75, -7.5, -0.25, 7, 14.25, nan, 3.5, 10.75, -32.5, 0, 32.5, -10.75, -3.5, 3.75, -14.25, -7, 0.25, 7.5, 14.75, -28.5, 4, 11.25, -32, 25.75, 7.75, -10.25, 22.25, -21, -13.75 )
// CHECK: i32 sums
// CHECK-NEXT: ( -2140, -496, -2147483414, -334, 268, 870, 1472, 2147483423, 462, 1149, -165, 522, 1209, -2106, 582, 1269, -2046, 642, 1329, -1986, 702, 1389, -1926, -1239, 1449, -1866, -1179, 1509, -1806, -1119, 1569, 255, -1059, 1629, 315, -999, -312, 2376, -939, -252, 2436, -879, -192, 2496, -819, -132, 555, -2760, -72, 615, -2700, -12, 675, -639, 48, 735, -579, 108, 795, 1482, -1833, 855, 1542, -1773 )
// CHECK-NEXT: ( 915, 1602, -1713, 975, 1662, -1653, -966, 1722, -1593, -906, 1782, -1533, -846, 1842, -1473, -786, 1902, -1413, -726, -39, 648, -666, 21, 2709, -606, 81, 2769, -546, 141, 828, -2487, 201, 888, -2427, 261, 948, -2367, 321, 1008, -2307, 381, 1068, -246, -1560, 1128, -186, -1500, 1188, 1875, -1440, 1248, 1935, -1380, -693, 1995, -1320, -633, 2055, -1260, -573, 2115, -1200, -513, 2175 )
// CHECK-NEXT: stores n = 1000, 3 x 64, out[896 .. 1024)
// CHECK-NEXT: ( 883, 902.5, 922, 891, 910.5, 879.5, 899, 918.5, 887.5, 907, 926.5, 895.5, 915, 884, 903.5, 923, 892, 911.5, 931, 900, 919.5, 939, 908, 927.5, 896.5, 916, 935.5, 904.5, 924, 943.5, 912.5, 932, 951.5, 920.5, 940, 909, 928.5, 948, 917, 936.5, 956, 925, 944.5, 964, 933, 952.5, 921.5, 941, 960.5, 929.5, 949, 968.5, 937.5, 957, 926, 945.5, 965, 934, 953.5, 973, 942, 961.5, 981, 950 )
// CHECK: ( 969.5, 938.5, 958, 977.5, 946.5, 966, 985.5, 954.5, 974, 993.5, 962.5, 982, 951, 970.5, 990, 959, 978.5, 998, 967, 986.5, 955.5, 975, 994.5, 963.5, 983, 1002.5, 971.5, 991, 1010.5, 979.5, 999, 968, 987.5, 1007, 976, 995.5, 1015, 984, 1003.5, 1023, -99, -99, -99, -99, -99, -99, -99, -99, -99, -99, -99, -99, -99, -99, -99, -99, -99, -99, -99, -99, -99, -99, -99, -99 )
// CHECK: wrong below n: 0
// CHECK-NEXT: touched from n: 0
// CHECK-NEXT: stores n = 37, 1 x 128, out[0 .. 64)
// CHECK-NEXT: ( -25, -5.5, 14, 3, 4, 22, -9, 10.5, 30, -1, 18.5, -12.5, 7, 26.5, -4.5, 15, 34.5, 3.5, 23, 42.5, 11.5, 31, 0, 19.5, 39, 8, 27.5, 47, 16, 35.5, 55, 24, 43.5, 12.5, 32, 51.5, 20.5, -99, -99, -99, -99, -99, -99, -99, -99, -99, -99, -99, -99, -99, -99, -99, -99, -99, -99, -99, -99, -99, -99, -99, -99, -99, -99, -99 )
// CHECK: wrong below n: 0
// CHECK-NEXT: touched from n: 0
// CHECK-NEXT: stores n = 161, 2 x 64, out[128 .. 192)
// CHECK-NEXT: ( 148, 117, 3.35546e+07, 156, 125, 144.5, 113.5, 133, 152.5, 121.5, 141, 160.5, 129.5, 149, 118, 137.5, 157, 126, 145.5, 165, 134, 153.5, 173, 142, 161.5, 130.5, 150, 169.5, 138.5, 158, 177.5, 146.5, 166, -99, -99, -99, -99, -99, -99, -99, -99, -99, -99, -99, -99, -99, -99, -99, -99, -99, -99, -99, -99, -99, -99, -99, -99, -99, -99, -99, -99, -99, -99, -99 )
// CHECK: wrong below n: 0
// CHECK-NEXT: touched from n: 0
// CHECK-NEXT: step 1
// CHECK-NEXT: sums n = 300, 2 x 64
// CHECK: trips
// CHECK-NEXT: ( 300, 299, 298, 297, 296, 295, 294, 293, 292, 291, 290, 289, 288, 287, 286, 285, 284, 283, 282, 281, 280, 279, 278, 277, 276, 275, 274, 273, 272, 271, 270, 269, 268, 267, 266, 265, 264, 263, 262, 261, 260, 259, 258, 257, 256, 255, 254, 253, 252, 251, 250, 249, 248, 247, 246, 245, 244, 243, 242, 241, 240, 239, 238, 237 )
// CHECK-NEXT: ( 236, 235, 234, 233, 232, 231, 230, 229, 228, 227, 226, 225, 224, 223, 222, 221, 220, 219, 218, 217, 216, 215, 214, 213, 212, 211, 210, 209, 208, 207, 206, 205, 204, 203, 202, 201, 200, 199, 198, 197, 196, 195, 194, 193, 192, 191, 190, 189, 188, 187, 186, 185, 184, 183, 182, 181, 180, 179, 178, 177, 176, 175, 174, 173 )
// CHECK-NEXT: step 7
// CHECK-NEXT: sums n = 300, 2 x 64
// CHECK-NEXT: ( 5, 2147483083, 2147483516, -2147482644, 1393, -261, 573, 1005, -564, -132, -2147483390, 732, -837, 82, 599, -885, -368, -2147483541, 666, -818, 186, 788, -611, -9, -2147483097, 1195, -204, 885, 1572, 258, 945, 2147483237, 318, -996, 178, 950, -279, 493, 2147482870, 36, -1193, 66, 923, -221, 636, 2147483098, 349, -795, 549, 1491, 432, 1374, -2147483375, 1257, 198, -374, 653, -321, 706, 2147483338, 759, -215, -702, 410 )
// CHECK-NEXT: ( -479, 633, 2147483350, 856, -33, -435, 762, -42, 1155, -2147483339, 1548, 744, 427, 1709, -1011, 271, 2147483158, 834, 115, -117, 1250, -1385, -18, 2147482954, 715, 81, -66, 1386, -1164, 288, 2147483345, 1191, 642, 580, 2117, -348, 1189, -2147482965, 261, -203, -180, 1442, -938, 684, -2147483385, -74, -453, -345, 1362, -933, 774, -2147483210, 186, -108, 85, 1877, -333, 1459, -2147482440, 1041, 832, -891, 986, -1139 )
// CHECK-NEXT: trips
// CHECK-NEXT: ( 43, 43, 43, 43, 43, 43, 42, 42, 42, 42, 42, 42, 42, 41, 41, 41, 41, 41, 41, 41, 40, 40, 40, 40, 40, 40, 40, 39, 39, 39, 39, 39, 39, 39, 38, 38, 38, 38, 38, 38, 38, 37, 37, 37, 37, 37, 37, 37, 36, 36, 36, 36, 36, 36, 36, 35, 35, 35, 35, 35, 35, 35, 34, 34 )
// CHECK-NEXT: ( 34, 34, 34, 34, 34, 33, 33, 33, 33, 33, 33, 33, 32, 32, 32, 32, 32, 32, 32, 31, 31, 31, 31, 31, 31, 31, 30, 30, 30, 30, 30, 30, 30, 29, 29, 29, 29, 29, 29, 29, 28, 28, 28, 28, 28, 28, 28, 27, 27, 27, 27, 27, 27, 27, 26, 26, 26, 26, 26, 26, 26, 25, 25, 25 )
// CHECK-NEXT: step 128
// CHECK-NEXT: sums n = 300, 2 x 64
// CHECK-NEXT: ( -1623, -836, 2147482685, 1614, 1359, 1104, 849, 594, 339, 84, -171, -426, -681, -936, 810, 555, 300, 45, -210, -465, -720, -975, -1230, -1485, 261, 6, -249, 1497, 1242, 987, 732, 477, 222, -33, -288, -543, -798, 948, 693, 438, 183, -72, -327, -582, -350, -520, -690, -860, 971, 801, 631, 461, 291, 121, -49, -219, -389, -559, -729, -899, -1069, 762, 592, 422 )
// CHECK-NEXT: ( 252, 82, -88, -258, -428, -598, -768, 1063, 893, 723, 553, 383, 213, 43, -127, -297, -467, -637, -807, -977, 854, 684, 514, 344, 174, 4, -166, -336, -506, -676, -846, 985, 815, 645, 475, 305, 135, -35, -205, -375, -545, -715, -885, -1055, 776, 606, 436, 266, 96, -74, -244, -414, -584, -754, 1077, 907, 737, 567, 397, 227, 57, -113, -283, -453 )
// CHECK-NEXT: trips
// CHECK-NEXT: ( 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2 )
// CHECK-NEXT: ( 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2 )
// CHECK-NEXT: even n = 250, 2 x 64: sums
// CHECK-NEXT: ( -874, -7, 2147483604, -7, 447, -7, 107, -7, -233, -7, -573, -7, -913, -7, 748, -7, 408, -7, 68, -7, -272, -7, -612, -7, 1049, -7, 709, -7, 369, -7, 29, -7, -311, -7, -651, -7, -991, -7, 670, -7, 330, -7, -10, -7, -350, -7, -690, -7, 971, -7, 631, -7, 291, -7, -49, -7, -389, -7, -729, -7, -1069, -7, 592, -7 )
// CHECK-NEXT: ( 252, -7, -88, -7, -428, -7, -768, -7, 893, -7, 553, -7, 213, -7, -127, -7, -467, -7, -807, -7, 854, -7, 514, -7, 174, -7, -166, -7, -506, -7, -846, -7, 815, -7, 475, -7, 135, -7, -205, -7, -545, -7, -885, -7, 776, -7, 436, -7, 96, -7, -244, -7, -584, -7, 1077, -7, 737, -7, 636, -7, 466, -7, 296, -7 )
// CHECK-NEXT: owners
// CHECK-NEXT: ( 0, -1, 2, -1, 4, -1, 6, -1, 8, -1, 10, -1, 12, -1, 14, -1, 16, -1, 18, -1, 20, -1, 22, -1, 24, -1, 26, -1, 28, -1, 30, -1, 32, -1, 34, -1, 36, -1, 38, -1, 40, -1, 42, -1, 44, -1, 46, -1, 48, -1, 50, -1, 52, -1, 54, -1, 56, -1, 58, -1, 60, -1, 62, -1 )
// CHECK-NEXT: ( 64, -1, 66, -1, 68, -1, 70, -1, 72, -1, 74, -1, 76, -1, 78, -1, 80, -1, 82, -1, 84, -1, 86, -1, 88, -1, 90, -1, 92, -1, 94, -1, 96, -1, 98, -1, 100, -1, 102, -1, 104, -1, 106, -1, 108, -1, 110, -1, 112, -1, 114, -1, 116, -1, 118, -1, 120, -1, 122, -1, 124, -1, 126, -1 )
// CHECK-NEXT: ( 0, -1, 2, -1, 4, -1, 6, -1, 8, -1, 10, -1, 12, -1, 14, -1, 16, -1, 18, -1, 20, -1, 22, -1, 24, -1, 26, -1, 28, -1, 30, -1, 32, -1, 34, -1, 36, -1, 38, -1, 40, -1, 42, -1, 44, -1, 46, -1, 48, -1, 50, -1, 52, -1, 54, -1, 56, -1, 58, -1, 60, -1, 62, -1 )
// CHECK-NEXT: ( 64, -1, 66, -1, 68, -1, 70, -1, 72, -1, 74, -1, 76, -1, 78, -1, 80, -1, 82, -1, 84, -1, 86, -1, 88, -1, 90, -1, 92, -1, 94, -1, 96, -1, 98, -1, 100, -1, 102, -1, 104, -1, 106, -1, 108, -1, 110, -1, 112, -1, 114, -1, 116, -1, 118, -1, 120, -1, -1, -1, -1, -1, -1, -1 )
// CHECK-NEXT: even n = 100, 1 x 128: sums
// CHECK-NEXT: ( -1000, -7, -2147483648, -7, 661, -7, 491, -7, 321, -7, 151, -7, -19, -7, -189, -7, -359, -7, -529, -7, -699, -7, -869, -7, 962, -7, 792, -7, 622, -7, 452, -7, 282, -7, 112, -7, -58, -7, -228, -7, -398, -7, -568, -7, -738, -7, -908, -7, 923, -7, 753, -7, 583, -7, 413, -7, 243, -7, 73, -7, -97, -7, -267, -7 )
// CHECK-NEXT: ( -437, -7, -607, -7, -777, -7, -947, -7, 884, -7, 714, -7, 544, -7, 374, -7, 204, -7, 34, -7, -136, -7, -306, -7, -476, -7, -646, -7, -816, -7, -986, -7, 845, -7, 675, -7, 0, -7, 0, -7, 0, -7, 0, -7, 0, -7, 0, -7, 0, -7, 0, -7, 0, -7, 0, -7, 0, -7, 0, -7, 0, -7, 0, -7 )
// CHECK-NEXT: owners
// CHECK-NEXT: ( 0, -1, 2, -1, 4, -1, 6, -1, 8, -1, 10, -1, 12, -1, 14, -1, 16, -1, 18, -1, 20, -1, 22, -1, 24, -1, 26, -1, 28, -1, 30, -1, 32, -1, 34, -1, 36, -1, 38, -1, 40, -1, 42, -1, 44, -1, 46, -1, 48, -1, 50, -1, 52, -1, 54, -1, 56, -1, 58, -1, 60, -1, 62, -1 )
// CHECK-NEXT: ( 64, -1, 66, -1, 68, -1, 70, -1, 72, -1, 74, -1, 76, -1, 78, -1, 80, -1, 82, -1, 84, -1, 86, -1, 88, -1, 90, -1, 92, -1, 94, -1, 96, -1, 98, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1 )

module attributes {gpu.container_module} {
  gpu.module @kernels {
    // Grid-stride sum: out[id] = -0.0 + in[id] + in[id + G] + ... (j < n).
    gpu.func @sum_f32(%in: memref<?xf32>, %out: memref<?xf32>, %n: index) kernel {
      %gid = gpu.global_id x
      %bd = gpu.block_dim x
      %gd = gpu.grid_dim x
      %stride = arith.muli %bd, %gd : index
      %init = arith.constant -0.0 : f32
      %s = scf.for %j = %gid to %n step %stride iter_args(%acc = %init) -> (f32) {
        %v = memref.load %in[%j] : memref<?xf32>
        %a = arith.addf %acc, %v : f32
        scf.yield %a : f32
      }
      memref.store %s, %out[%gid] : memref<?xf32>
      gpu.return
    }

    // The same in i32 (wrapping), the id spelled block_id * block_dim + thread_id.
    gpu.func @sum_i32(%in: memref<?xi32>, %out: memref<?xi32>, %n: index) kernel {
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %bd = gpu.block_dim x
      %gd = gpu.grid_dim x
      %base = arith.muli %bid, %bd : index
      %gid = arith.addi %base, %tid : index
      %stride = arith.muli %gd, %bd : index
      %zero = arith.constant 0 : i32
      %s = scf.for %j = %gid to %n step %stride iter_args(%acc = %zero) -> (i32) {
        %v = memref.load %in[%j] : memref<?xi32>
        %a = arith.addi %acc, %v : i32
        scf.yield %a : i32
      }
      memref.store %s, %out[%gid] : memref<?xi32>
      gpu.return
    }

    // Grid-stride loop that stores: out[j] = 2 in[j] + j for j < n.
    gpu.func @scale_store(%in: memref<?xf32>, %out: memref<?xf32>, %n: index) kernel {
      %gid = gpu.global_id x
      %bd = gpu.block_dim x
      %gd = gpu.grid_dim x
      %stride = arith.muli %bd, %gd : index
      %two = arith.constant 2.0 : f32
      scf.for %j = %gid to %n step %stride {
        %v = memref.load %in[%j] : memref<?xf32>
        %d = arith.mulf %v, %two : f32
        %ji = arith.index_cast %j : index to i32
        %jf = arith.sitofp %ji : i32 to f32
        %r = arith.addf %d, %jf : f32
        memref.store %r, %out[%j] : memref<?xf32>
      }
      gpu.return
    }

    // A loop whose step is a kernel argument: sum and trip count.
    gpu.func @sum_step(%in: memref<?xi32>, %sum: memref<?xi32>, %cnt: memref<?xi32>,
                       %n: index, %s: index) kernel {
      %gid = gpu.global_id x
      %zero = arith.constant 0 : i32
      %one = arith.constant 1 : i32
      %r:2 = scf.for %j = %gid to %n step %s iter_args(%acc = %zero, %c = %zero) -> (i32, i32) {
        %v = memref.load %in[%j] : memref<?xi32>
        %a = arith.addi %acc, %v : i32
        %c1 = arith.addi %c, %one : i32
        scf.yield %a, %c1 : i32, i32
      }
      memref.store %r#0, %sum[%gid] : memref<?xi32>
      memref.store %r#1, %cnt[%gid] : memref<?xi32>
      gpu.return
    }

    // Only work items with an even id run the grid-stride loop; it records
    // which work item visited each j (owner[j] = id) and stores its sum.
    gpu.func @even_sum(%in: memref<?xi32>, %out: memref<?xi32>, %owner: memref<?xi32>,
                       %n: index) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %gid = gpu.global_id x
      %bd = gpu.block_dim x
      %gd = gpu.grid_dim x
      %stride = arith.muli %bd, %gd : index
      %bit = arith.andi %gid, %c1 : index
      %even = arith.cmpi eq, %bit, %c0 : index
      scf.if %even {
        %g32 = arith.index_cast %gid : index to i32
        %zero = arith.constant 0 : i32
        %s = scf.for %j = %gid to %n step %stride iter_args(%acc = %zero) -> (i32) {
          %v = memref.load %in[%j] : memref<?xi32>
          memref.store %g32, %owner[%j] : memref<?xi32>
          %a = arith.addi %acc, %v : i32
          scf.yield %a : i32
        }
        memref.store %s, %out[%gid] : memref<?xi32>
      }
      gpu.return
    }
  }

  // Prints m[lo .. hi) in lines of 64 (hi - lo a multiple of 64).
  func.func @show_i(%m: memref<?xi32>, %lo: index, %hi: index) {
    %c64 = arith.constant 64 : index
    scf.for %k = %lo to %hi step %c64 {
      %v = vector.load %m[%k] : memref<?xi32>, vector<64xi32>
      vector.print %v : vector<64xi32>
    }
    return
  }

  // Decimal, then the bit patterns.
  func.func @show_f(%m: memref<?xf32>, %lo: index, %hi: index) {
    %c64 = arith.constant 64 : index
    scf.for %k = %lo to %hi step %c64 {
      %v = vector.load %m[%k] : memref<?xf32>, vector<64xf32>
      vector.print %v : vector<64xf32>
      %b = vector.bitcast %v : vector<64xf32> to vector<64xi32>
      vector.print str "bits f32: "
      vector.print %b : vector<64xi32>
    }
    return
  }

  func.func @fill_i(%m: memref<?xi32>, %hi: index, %x: i32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    scf.for %k = %c0 to %hi step %c1 {
      memref.store %x, %m[%k] : memref<?xi32>
    }
    return
  }

  func.func @fill_f(%m: memref<?xf32>, %hi: index, %x: f32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    scf.for %k = %c0 to %hi step %c1 {
      memref.store %x, %m[%k] : memref<?xf32>
    }
    return
  }

  // Launches @sum_f32 and @sum_i32 on grid x block with n, prints 'count'
  // results of each (outputs first set to -7).
  func.func @sums(%inf: memref<?xf32>, %ini: memref<?xi32>, %outf: memref<?xf32>,
                  %outi: memref<?xi32>, %grid: index, %block: index, %n: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c256 = arith.constant 256 : index
    %sf = arith.constant -7.0 : f32
    %si = arith.constant -7 : i32
    func.call @fill_f(%outf, %c256, %sf) : (memref<?xf32>, index, f32) -> ()
    func.call @fill_i(%outi, %c256, %si) : (memref<?xi32>, index, i32) -> ()
    gpu.launch_func @kernels::@sum_f32 blocks in (%grid, %c1, %c1) threads in (%block, %c1, %c1)
        args(%inf : memref<?xf32>, %outf : memref<?xf32>, %n : index)
    gpu.launch_func @kernels::@sum_i32 blocks in (%grid, %c1, %c1) threads in (%block, %c1, %c1)
        args(%ini : memref<?xi32>, %outi : memref<?xi32>, %n : index)
    %count = arith.muli %grid, %block : index
    vector.print str "f32 sums\n"
    func.call @show_f(%outf, %c0, %count) : (memref<?xf32>, index, index) -> ()
    vector.print str "i32 sums\n"
    func.call @show_i(%outi, %c0, %count) : (memref<?xi32>, index, index) -> ()
    return
  }

  // Launches @scale_store with n on out (1024 elements, all -99 first);
  // prints out[lo .. hi), the number of j < n with out[j] != 2 in[j] + j and
  // the number of j >= n with out[j] != -99.
  func.func @stores(%in: memref<?xf32>, %out: memref<?xf32>, %grid: index, %block: index,
                    %n: index, %lo: index, %hi: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c1024 = arith.constant 1024 : index
    %sent = arith.constant -99.0 : f32
    %two = arith.constant 2.0 : f32
    %i0 = arith.constant 0 : i32
    %i1 = arith.constant 1 : i32
    func.call @fill_f(%out, %c1024, %sent) : (memref<?xf32>, index, f32) -> ()
    gpu.launch_func @kernels::@scale_store blocks in (%grid, %c1, %c1) threads in (%block, %c1, %c1)
        args(%in : memref<?xf32>, %out : memref<?xf32>, %n : index)
    func.call @show_f(%out, %lo, %hi) : (memref<?xf32>, index, index) -> ()
    %bad:2 = scf.for %j = %c0 to %c1024 step %c1 iter_args(%b1 = %i0, %b2 = %i0) -> (i32, i32) {
      %o = memref.load %out[%j] : memref<?xf32>
      %v = memref.load %in[%j] : memref<?xf32>
      %d = arith.mulf %v, %two : f32
      %ji = arith.index_cast %j : index to i32
      %jf = arith.sitofp %ji : i32 to f32
      %e = arith.addf %d, %jf : f32
      %inside = arith.cmpi ult, %j, %n : index
      %want = arith.select %inside, %e, %sent : f32
      %ne = arith.cmpf une, %o, %want : f32
      %ne32 = arith.extui %ne : i1 to i32
      %in32 = arith.select %inside, %ne32, %i0 : i32
      %out32 = arith.select %inside, %i0, %ne32 : i32
      %n1 = arith.addi %b1, %in32 : i32
      %n2 = arith.addi %b2, %out32 : i32
      scf.yield %n1, %n2 : i32, i32
    }
    vector.print str "wrong below n: "
    vector.print %bad#0 : i32
    vector.print str "touched from n: "
    vector.print %bad#1 : i32
    return
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %c7 = arith.constant 7 : index
    %c64 = arith.constant 64 : index
    %c100 = arith.constant 100 : index
    %c128 = arith.constant 128 : index
    %c129 = arith.constant 129 : index
    %c130 = arith.constant 130 : index
    %c161 = arith.constant 161 : index
    %c192 = arith.constant 192 : index
    %c250 = arith.constant 250 : index
    %c256 = arith.constant 256 : index
    %c300 = arith.constant 300 : index
    %c512 = arith.constant 512 : index
    %c896 = arith.constant 896 : index
    %c1000 = arith.constant 1000 : index
    %c1024 = arith.constant 1024 : index
    %c4999 = arith.constant 4999 : index
    %c5000 = arith.constant 5000 : index
    %c5120 = arith.constant 5120 : index
    %i37 = arith.constant 37 : i32
    %i101 = arith.constant 101 : i32
    %i50 = arith.constant 50 : i32
    %i7919 = arith.constant 7919 : i32
    %i2001 = arith.constant 2001 : i32
    %i1000 = arith.constant 1000 : i32
    %quarter = arith.constant 0.25 : f32
    // inf[j] = ((37 j mod 101) - 50) / 4; ini[j] = (7919 j mod 2001) - 1000.
    %inf = memref.alloc(%c5120) : memref<?xf32>
    %ini = memref.alloc(%c5120) : memref<?xi32>
    scf.for %j = %c0 to %c5120 step %c1 {
      %jj = arith.index_cast %j : index to i32
      %a = arith.muli %jj, %i37 : i32
      %b = arith.remui %a, %i101 : i32
      %c = arith.subi %b, %i50 : i32
      %cf = arith.sitofp %c : i32 to f32
      %f = arith.mulf %cf, %quarter : f32
      memref.store %f, %inf[%j] : memref<?xf32>
      %d = arith.muli %jj, %i7919 : i32
      %e = arith.remui %d, %i2001 : i32
      %g = arith.subi %e, %i1000 : i32
      memref.store %g, %ini[%j] : memref<?xi32>
    }
    // Edge values: -0 at 3 and 4, 2^24 at 130 (later terms round), NaN at
    // 1000 (just past n = 1000), +inf at 4999; INT_MAX at 1 and 129,
    // INT_MIN at 2 and 4999 (the i32 sums wrap).
    %mz = arith.constant -0.0 : f32
    %big = arith.constant 16777216.0 : f32
    %nan = arith.constant 0x7FC00000 : f32
    %inf_v = arith.constant 0x7F800000 : f32
    memref.store %mz, %inf[%c3] : memref<?xf32>
    memref.store %mz, %inf[%c4] : memref<?xf32>
    memref.store %big, %inf[%c130] : memref<?xf32>
    memref.store %nan, %inf[%c1000] : memref<?xf32>
    memref.store %inf_v, %inf[%c4999] : memref<?xf32>
    %imax = arith.constant 2147483647 : i32
    %imin = arith.constant -2147483648 : i32
    memref.store %imax, %ini[%c1] : memref<?xi32>
    memref.store %imax, %ini[%c129] : memref<?xi32>
    memref.store %imin, %ini[%c2] : memref<?xi32>
    memref.store %imin, %ini[%c4999] : memref<?xi32>

    %outf = memref.alloc(%c256) : memref<?xf32>
    %outi = memref.alloc(%c256) : memref<?xi32>
    vector.print str "sums n = 0, 2 x 64\n"
    func.call @sums(%inf, %ini, %outf, %outi, %c2, %c64, %c0)
        : (memref<?xf32>, memref<?xi32>, memref<?xf32>, memref<?xi32>, index, index, index) -> ()
    vector.print str "sums n = 5, 2 x 64\n"
    func.call @sums(%inf, %ini, %outf, %outi, %c2, %c64, %c5)
        : (memref<?xf32>, memref<?xi32>, memref<?xf32>, memref<?xi32>, index, index, index) -> ()
    vector.print str "sums n = 1000, 3 x 64\n"
    func.call @sums(%inf, %ini, %outf, %outi, %c3, %c64, %c1000)
        : (memref<?xf32>, memref<?xi32>, memref<?xf32>, memref<?xi32>, index, index, index) -> ()
    vector.print str "sums n = 512, 2 x 128\n"
    func.call @sums(%inf, %ini, %outf, %outi, %c2, %c128, %c512)
        : (memref<?xf32>, memref<?xi32>, memref<?xf32>, memref<?xi32>, index, index, index) -> ()
    vector.print str "sums n = 5000, 1 x 128\n"
    func.call @sums(%inf, %ini, %outf, %outi, %c1, %c128, %c5000)
        : (memref<?xf32>, memref<?xi32>, memref<?xf32>, memref<?xi32>, index, index, index) -> ()

    %out2 = memref.alloc(%c1024) : memref<?xf32>
    vector.print str "stores n = 1000, 3 x 64, out[896 .. 1024)\n"
    func.call @stores(%inf, %out2, %c3, %c64, %c1000, %c896, %c1024)
        : (memref<?xf32>, memref<?xf32>, index, index, index, index, index) -> ()
    %n37 = arith.constant 37 : index
    vector.print str "stores n = 37, 1 x 128, out[0 .. 64)\n"
    func.call @stores(%inf, %out2, %c1, %c128, %n37, %c0, %c64)
        : (memref<?xf32>, memref<?xf32>, index, index, index, index, index) -> ()
    vector.print str "stores n = 161, 2 x 64, out[128 .. 192)\n"
    func.call @stores(%inf, %out2, %c2, %c64, %c161, %c128, %c192)
        : (memref<?xf32>, memref<?xf32>, index, index, index, index, index) -> ()

    %cnt = memref.alloc(%c128) : memref<?xi32>
    %m7 = arith.constant -7 : i32
    %steps = memref.alloc() : memref<3xindex>
    memref.store %c1, %steps[%c0] : memref<3xindex>
    memref.store %c7, %steps[%c1] : memref<3xindex>
    memref.store %c128, %steps[%c2] : memref<3xindex>
    scf.for %k = %c0 to %c3 step %c1 {
      %s = memref.load %steps[%k] : memref<3xindex>
      func.call @fill_i(%outi, %c128, %m7) : (memref<?xi32>, index, i32) -> ()
      func.call @fill_i(%cnt, %c128, %m7) : (memref<?xi32>, index, i32) -> ()
      gpu.launch_func @kernels::@sum_step blocks in (%c2, %c1, %c1) threads in (%c64, %c1, %c1)
          args(%ini : memref<?xi32>, %outi : memref<?xi32>, %cnt : memref<?xi32>,
               %c300 : index, %s : index)
      vector.print str "step "
      vector.print %s : index
      vector.print str "sums n = 300, 2 x 64\n"
      func.call @show_i(%outi, %c0, %c128) : (memref<?xi32>, index, index) -> ()
      vector.print str "trips\n"
      func.call @show_i(%cnt, %c0, %c128) : (memref<?xi32>, index, index) -> ()
    }

    %owner = memref.alloc(%c256) : memref<?xi32>
    %m1 = arith.constant -1 : i32
    func.call @fill_i(%outi, %c128, %m7) : (memref<?xi32>, index, i32) -> ()
    func.call @fill_i(%owner, %c256, %m1) : (memref<?xi32>, index, i32) -> ()
    gpu.launch_func @kernels::@even_sum blocks in (%c2, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%ini : memref<?xi32>, %outi : memref<?xi32>, %owner : memref<?xi32>, %c250 : index)
    vector.print str "even n = 250, 2 x 64: sums\n"
    func.call @show_i(%outi, %c0, %c128) : (memref<?xi32>, index, index) -> ()
    vector.print str "owners\n"
    func.call @show_i(%owner, %c0, %c256) : (memref<?xi32>, index, index) -> ()
    func.call @fill_i(%outi, %c128, %m7) : (memref<?xi32>, index, i32) -> ()
    func.call @fill_i(%owner, %c256, %m1) : (memref<?xi32>, index, i32) -> ()
    gpu.launch_func @kernels::@even_sum blocks in (%c1, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%ini : memref<?xi32>, %outi : memref<?xi32>, %owner : memref<?xi32>, %c100 : index)
    vector.print str "even n = 100, 1 x 128: sums\n"
    func.call @show_i(%outi, %c0, %c128) : (memref<?xi32>, index, index) -> ()
    vector.print str "owners\n"
    func.call @show_i(%owner, %c0, %c128) : (memref<?xi32>, index, index) -> ()

    memref.dealloc %inf : memref<?xf32>
    memref.dealloc %ini : memref<?xi32>
    memref.dealloc %outf : memref<?xf32>
    memref.dealloc %outi : memref<?xi32>
    memref.dealloc %out2 : memref<?xf32>
    memref.dealloc %cnt : memref<?xi32>
    memref.dealloc %steps : memref<3xindex>
    memref.dealloc %owner : memref<?xi32>
    return
  }
}
