#!/usr/bin/env bash
# Unpacks the C and C++ sources the WebAssembly engine compiles in beside its own: yaml-cpp,
# SQLite and fmt, taken from Debian's source packages (the native build links Debian's
# binaries of the same packages), into build/wasm-sources/. SQLite's one-file amalgamation is made
# from its source tree. Does nothing when they are already there.
set -euo pipefail
cd "$(dirname "$0")/.."
out=build/wasm-sources
mkdir -p "$out"
out=$(cd "$out" && pwd)

if [ -f "$out/yaml-cpp/src/parse.cpp" ] && [ -f "$out/sqlite/sqlite3.c" ] && [ -f "$out/fmt/src/format.cc" ]; then
  exit 0
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
quietly() {  # runs a step, showing its output only when it fails
  "$@" >>"$work/log" 2>&1 || { cat "$work/log" >&2; echo "wasm-sources: failed: $*" >&2; exit 1; }
}
# apt checks the downloads against Debian's signed index; dpkg-source applies Debian's patches.
quietly apt-get source --download-only yaml-cpp sqlite3 fmtlib
quietly dpkg-source -x --skip-debianization yaml-cpp_*.dsc yaml-cpp
quietly dpkg-source -x --skip-debianization sqlite3_*.dsc sqlite-src
quietly dpkg-source -x --skip-debianization fmtlib_*.dsc fmt

rm -rf "$out/yaml-cpp" "$out/fmt"
mv yaml-cpp "$out/yaml-cpp"
mv fmt "$out/fmt"

mkdir sqlite-build
(cd sqlite-build && quietly ../sqlite-src/configure --disable-tcl && quietly make sqlite3.c)
mkdir -p "$out/sqlite"
cp sqlite-build/sqlite3.c sqlite-build/sqlite3.h "$out/sqlite/"
echo "wasm-sources: yaml-cpp, SQLite and fmt unpacked in $out"
