#!/usr/bin/env bash
# Regenerates the Figures section of docs/Performance.md (with docs/screens.svg
# and docs/performance.json) from one full run of the stress harness at the
# current commit, on this machine:
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

# Replace what lies between the two figures markers in docs/Performance.md
# with the report (its title dropped, its sections one level down).
page=docs/Performance.md
generated="$out/figures.md"
tail -n +2 "$out/report.md" | sed 's/^## /### /' > "$generated"
awk -v generated="$generated" '
    /^<!-- figures: generated/ { print; while ((getline line < generated) > 0) print line; skipping = 1; next }
    /^<!-- figures: end -->/ { skipping = 0 }
    !skipping { print }
' "$page" > "$page.new"
mv "$page.new" "$page"
cp "$out/screens.svg" docs/screens.svg
cp "$out/stress.json" docs/performance.json
echo "Wrote docs/Performance.md, docs/screens.svg and docs/performance.json"
exit "$status"
