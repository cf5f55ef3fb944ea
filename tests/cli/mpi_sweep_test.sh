#!/usr/bin/env bash
# Issue 19: `mpirun -n 2 sandtable sweep ...` on loopback prints, to the last digit, what one
# process prints: the ranks split every run's blocks and merge them in block order.
set -euo pipefail
mpirun=$1
sandtable=$2
args=(sweep --ruling turn_limit=3,6 --battles 40 --seed 11 --json)
one=$("$sandtable" "${args[@]}")
# CI runs as root; MPI's memory is its own business, not the sanitizer's; containers may
# forbid the shared-memory transport's single copy.
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 OMPI_MCA_btl_vader_single_copy_mechanism=none
export ASAN_OPTIONS=detect_leaks=0
two=$(timeout 300 "$mpirun" -n 2 --oversubscribe "$sandtable" "${args[@]}")
if [ "$one" != "$two" ]; then
  echo "two ranks differ from one process:"
  diff <(echo "$one") <(echo "$two") || true
  exit 1
fi
echo "two ranks tally what one process does ($(echo "$one" | grep -c '"wins"') win counts compared)"
