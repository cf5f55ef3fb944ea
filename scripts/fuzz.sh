#!/usr/bin/env bash
# Builds the libFuzzer targets with clang and runs each for a bounded time ($1 seconds in all).
# A crash leaves its input in build/fuzz/crash-*: fix it, then copy the input into
# fuzz/corpus/<target>/, where the tests replay it in every run (tests/core/fuzz_corpus_test.cpp,
# tests/api/api_fuzz_corpus_test.cpp).
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
cmake --preset fuzz >/dev/null
cmake --build --preset fuzz --target all_fuzzers
targets=(build/fuzz/fuzz/*_fuzzer)
per_target=$(( seconds / ${#targets[@]} ))
for t in "${targets[@]}"; do
  name=$(basename "$t")
  work="build/fuzz/corpus-$name"
  mkdir -p "$work"
  echo "fuzz: $name for ${per_target}s"
  case "$name" in
    api_fuzzer) max_len=4096 ;;  # a request line may carry a whole scenario
    *) max_len=256 ;;
  esac
  "$t" -max_total_time="$per_target" -max_len="$max_len" -timeout=5 -rss_limit_mb=2048 \
       -artifact_prefix=build/fuzz/ "$work" "fuzz/corpus/$name" 2>&1 | tail -n 3
done
