#!/usr/bin/env bash
# sandtable's one entry point on a fresh Debian 12 machine: installs what is needed,
# builds, then either runs the main job (`run`, the default) or every test (`test`).
set -euo pipefail
cd "$(dirname "$0")/.."

APT_PACKAGES=(
  build-essential cmake ninja-build clang libclang-rt-14-dev
  libfmt-dev libcli11-dev nlohmann-json3-dev libyaml-cpp-dev libsqlite3-dev libcpp-httplib-dev
  libboost-dev libtbb-dev libgtest-dev libgmock-dev librapidcheck-dev libbenchmark-dev
)

install_packages() {
  local missing=()
  for p in "${APT_PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  if ((${#missing[@]})); then
    echo "setup: installing ${missing[*]}"
    local sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
  fi
}

build() {  # preset
  cmake --preset "$1" >/dev/null
  cmake --build --preset "$1"
}

install_packages
case "${1:-run}" in
  run)
    build release
    # The main job: AI-against-AI battles of the built-in Mini-Nap 2 brigade action.
    ./build/release/sandtable simulate --battles 500 --seed 2026
    ;;
  test)
    build debug
    ctest --preset debug
    bash scripts/fuzz.sh "${FUZZ_SECONDS:-60}"
    ;;
  *)
    echo "usage: scripts/setup.sh [run|test]" >&2
    exit 2
    ;;
esac
