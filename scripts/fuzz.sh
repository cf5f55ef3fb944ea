#!/usr/bin/env bash
# Builds the libFuzzer targets in the test build (clang, sanitizers) and runs each for a
# bounded time ($1 seconds in all). A crash leaves its input in build/debug/fuzz-findings/crash-*:
# fix it, then copy the input into fuzz/corpus/<target>/, where the tests replay it in every run (tests/core/fuzz_corpus_test.cpp,
# tests/api/api_fuzz_corpus_test.cpp).
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
cmake --preset debug >/dev/null
cmake --build --preset debug --target all_fuzzers
targets=(build/debug/fuzz/*_fuzzer)
findings=build/debug/fuzz-findings
mkdir -p "$findings"
per_target=$(( seconds / ${#targets[@]} ))
for t in "${targets[@]}"; do
  name=$(basename "$t")
  work="$findings/corpus-$name"
  mkdir -p "$work"
  echo "fuzz: $name for ${per_target}s"
  case "$name" in
    api_fuzzer) max_len=4096 ;;  # a request line may carry a whole scenario
    *) max_len=256 ;;
  esac
  "$t" -max_total_time="$per_target" -max_len="$max_len" -timeout=5 -rss_limit_mb=2048 \
       -artifact_prefix="$findings/" "$work" "fuzz/corpus/$name" 2>&1 | tail -n 3
done
