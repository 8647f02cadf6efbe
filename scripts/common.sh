# Shared by scripts/*.sh: install what the project needs from Debian's
# packages, and build the plugin. Source it; do not run it.

GENX_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
GENX_BUILD=${GENX_BUILD:-$GENX_ROOT/build}
LLVM_BIN=/usr/lib/llvm-22/bin

# Build: LLVM/MLIR 22 and a compiler. Backend: IGC's ocloc, iga64, LLVM 14.
# GPU runtime: the Level Zero loader and headers.
GENX_PACKAGES=(
  cmake ninja-build python3 clang-22
  llvm-22-dev llvm-22-tools libmlir-22-dev mlir-22-tools
  intel-opencl-icd libigc-tools llvm-14 time libze-dev
)

genx_log() { printf '==> %s\n' "$*"; }

# Installs the missing packages; does nothing when all are present.
genx_install() {
  local missing=()
  for pkg in "${GENX_PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "ok installed" ||
      missing+=("$pkg")
  done
  if [ ${#missing[@]} -eq 0 ]; then
    genx_log "Debian packages already installed"
    return
  fi
  genx_log "Installing: ${missing[*]}"
  local sudo=""
  [ "$(id -u)" -eq 0 ] || sudo=sudo
  $sudo apt-get update
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y "${missing[@]}"
}

# Configures (once) and builds the plugin with Ninja.
genx_build() {
  if [ ! -f "$GENX_BUILD/build.ninja" ]; then
    genx_log "Configuring in $GENX_BUILD"
    cmake -G Ninja -S "$GENX_ROOT" -B "$GENX_BUILD" \
      -DCMAKE_BUILD_TYPE=Release \
      -DCMAKE_C_COMPILER=clang-22 -DCMAKE_CXX_COMPILER=clang++-22
  fi
  genx_log "Building the plugin"
  ninja -C "$GENX_BUILD" GenXPlugin mlir-doc
}
