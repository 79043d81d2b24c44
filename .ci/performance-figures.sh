#!/usr/bin/env bash
# Regenerates docs/Performance.md (with docs/fanout.svg and docs/performance.json)
# from one full run of the stress harness at the current commit, on this machine:
#
#     .ci/performance-figures.sh
#
# Not part of CI (a full run takes several minutes). Run it on a quiet machine:
# the timing sections are medians of 5 fresh processes, and the min–max beside
# each median shows how much other work on the machine moved them.
# The page names the command, the commit and the machine that produced it.
# Exit status: the harness's (1 when a correctness target failed; the page is
# written anyway, with the failure in it).
set -euo pipefail
cd "$(dirname "$0")/.."

out=.build-stress/full
mkdir -p "$out" docs
status=0
swift run -c release Stress --json "$out/stress.json" --report "$out" "$@" || status=$?

{
    cat <<'INTRO'
# Performance

What the pool costs beside what apps write by hand, measured by the package's
own harness (`Stress/`, an executable target that is not a product). Every
timing section runs in 5 fresh processes; each cell is the **median** over
them, with the **lowest–highest** in brackets. Ratios are computed in each
process and their median reported. Speed targets print `PASS` or `MISS` and
never fail a build; correctness targets print `PASS` or `FAIL`, and a `FAIL`
makes the harness exit 1 (CI runs `.ci/stress.sh`, the `--quick` size).

Regenerate this page, on a quiet machine, with one command:

```sh
.ci/performance-figures.sh
```

The sections, in brief:

1. **Fan-out**: one post to N clients, all observing it (the pool's best case).
2. **Decode**: UIKit's real 8-key `userInfo` (ring of 256 distinct dictionaries),
   validated, beside both hand-written spellings.
3. **Subscribe/unsubscribe** and 4. **sweep** scaling.
5. **Heap bytes** per protocol client, `observe` token, `events()` sequence, pool.
6. **Realistic show**: UIKit's four-post show and four-post hide, 8-key payloads,
   1–10 screens observing willShow/willHide or everything, warm and with caches
   flushed, beside one block observer per screen per event in the faster of the
   two hand-written spellings.
7. **Event paths**: main-thread time per event and main-queue hops per element
   for a protocol client, `observe` and `events()`.
8. **First use** in a fresh process.
9. **Storm** (correctness: nothing lost, duplicated or reordered; throughput only
   with posting threads ≤ cores, beside a NotificationCenter peer) and
   10. **leak soak**.

INTRO
    tail -n +2 "$out/report.md"
} > docs/Performance.md
cp "$out/fanout.svg" docs/fanout.svg
cp "$out/stress.json" docs/performance.json
echo "Wrote docs/Performance.md, docs/fanout.svg and docs/performance.json"
exit "$status"
