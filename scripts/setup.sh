#!/usr/bin/env bash
# sandtable's one entry point on a fresh Debian 12 machine: installs what is needed, builds,
# then either serves the web app (`run`, the default; further words go to `sandtable serve`)
# or runs every test (`test`: C++ suites, fuzzing, the web app's unit and browser tests).
set -euo pipefail
cd "$(dirname "$0")/.."

APT_PACKAGES=(
  build-essential cmake ninja-build clang libclang-rt-14-dev ccache pkg-config zlib1g-dev
  libfmt-dev libcli11-dev nlohmann-json3-dev libyaml-cpp-dev libsqlite3-dev libcpp-httplib-dev
  libboost-dev libtbb-dev libgtest-dev libgmock-dev librapidcheck-dev libbenchmark-dev libopenmpi-dev openmpi-bin
  emscripten tcl dpkg-dev chromium
)
# Vite 8 and vitest 4 need Node.js 20.19 or later.
NODE_MAJOR_MINOR_NEEDED=(20 19)

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

# The WebAssembly engine compiles yaml-cpp and SQLite from Debian's source packages, which
# apt fetches only where deb-src lines are configured: add them beside Debian's own lines.
ensure_debian_sources() {
  if grep -rqsE '^(Types:.*deb-src|deb-src )' /etc/apt/sources.list /etc/apt/sources.list.d/; then return 1; fi
  local lines=/etc/apt/sources.list.d/debian.sources
  if [ -f "$lines" ]; then
    sed 's/^Types: deb$/Types: deb-src/' "$lines" | as_root tee /etc/apt/sources.list.d/sandtable-debian-src.sources >/dev/null
  else
    grep -E '^deb ' /etc/apt/sources.list | sed 's/^deb /deb-src /' |
      as_root tee /etc/apt/sources.list.d/sandtable-debian-src.list >/dev/null
  fi
  echo "setup: added Debian source lines (for the WebAssembly engine's yaml-cpp and SQLite)"
}

install_packages() {
  local missing=()
  for p in "${APT_PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  command -v node >/dev/null || missing+=(nodejs npm)
  local update=0
  ((${#missing[@]})) && update=1
  ensure_debian_sources && update=1
  if ((update)); then as_root apt-get update -qq; fi
  if ((${#missing[@]})); then
    echo "setup: installing ${missing[*]}"
    DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq --no-install-recommends "${missing[@]}"
  fi
  local version
  version=$(node --version | tr -d v)
  IFS=. read -r major minor _ <<<"$version"
  if ((major < NODE_MAJOR_MINOR_NEEDED[0] || (major == NODE_MAJOR_MINOR_NEEDED[0] && minor < NODE_MAJOR_MINOR_NEEDED[1]))); then
    echo "setup: the web app needs Node.js ${NODE_MAJOR_MINOR_NEEDED[0]}.${NODE_MAJOR_MINOR_NEEDED[1]} or later; this machine has $version" >&2
    exit 1
  fi
}

build() {  # preset
  cmake --preset "$1" >/dev/null
  cmake --build --preset "$1"
}

# npm ci again only when the lockfile changed since the last install.
install_web_packages() {
  local stamp=web/node_modules/.sandtable-lock.sha256
  local want
  want=$(sha256sum web/package-lock.json | cut -d' ' -f1)
  if [ "$(cat "$stamp" 2>/dev/null)" != "$want" ]; then
    (cd web && npm ci --no-audit --no-fund)
    echo "$want" >"$stamp"
  fi
}

# Debian's sources for the WebAssembly engine download and unpack while the native build
# compiles; build_web_app waits for them.
start_wasm_sources() {
  mkdir -p build
  bash scripts/wasm-sources.sh >build/wasm-sources.log 2>&1 &
  wasm_sources=$!
}

# The engine in WebAssembly, then the web app on it (web/dist).
build_web_app() {
  wait "$wasm_sources" || { cat build/wasm-sources.log >&2; exit 1; }
  cat build/wasm-sources.log
  build wasm
  install_web_packages
  (cd web && npm run build)
}

# A browser test that hangs fails the run after 30 minutes (they take about 5) instead of using
# up CI's whole time; each test has its own 10-minute limit as well (package.json).
web_tests() {
  (cd web && npm test && timeout --kill-after=30 1800 npm run e2e)
}

# Runs one step and says how long it took, so a slow run shows where its minutes went.
step() {  # name command...
  local name=$1 start=$SECONDS
  shift
  "$@"
  echo "setup: $name took $((SECONDS - start)) s"
}

# Compiler caching: a second build of the same sources, in this clone or another, reuses
# the objects of the first.
export CCACHE_BASEDIR="$PWD" CCACHE_NOHASHDIR=true

step "installing packages" install_packages
case "${1:-run}" in
  run)
    shift || true
    start_wasm_sources
    build release
    build_web_app
    # The simulation demo stays a command: build/release/sandtable simulate --battles 500
    exec ./build/release/sandtable serve "$@"
    ;;
  test)
    start_wasm_sources
    step "the test build (tests and fuzzers)" build debug
    step "the C++ tests" ctest --preset debug
    step "the web app's build" build_web_app
    step "the web app's tests" web_tests
    step "fuzzing" bash scripts/fuzz.sh "${FUZZ_SECONDS:-60}"
    ;;
  *)
    echo "usage: scripts/setup.sh [run [serve options] | test]" >&2
    exit 2
    ;;
esac
