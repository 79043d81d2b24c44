#!/usr/bin/env bash
# CI: the public API of the library products against the last release.
#
# The baseline is the commit recorded in .ci/api-baseline (the last release;
# moving it is part of releasing, see docs/Releasing.md). This runs
#   swift package diagnose-api-breaking-changes <baseline>
#       --products KeyboardObservation KeyboardObservationTesting KeyboardObservationSwiftUI
# and fails on any break that CHANGELOG.md does not list. Every library
# product is compared as it builds here; on Linux that is the whole of the
# first two and KeyboardObservationSwiftUI's model and platform-neutral layer
# (its SwiftUI modifiers are compiled only where SwiftUI exists). A product
# the baseline does not have yet is skipped, and the tool says so ("Skipping
# … because it does not exist in the baseline"): it is compared from the
# first release that ships it.
#
# The matching rule, kept simple so that listing a break is cheap:
#   - Only the `### Breaking` list inside `## [Unreleased]` counts.
#   - Each reported line reads "API breakage: <kind> <Symbol> <what happened>",
#     for example "API breakage: var KeyboardRevealBehavior.margin has been
#     renamed to var revealMargin". Its symbol is the word after the kind, cut
#     at the first "(" and without an accessor suffix (.Get, .Set, .Modify…):
#     here `KeyboardRevealBehavior.margin`; for a function `ObserverPool.sweep`.
#   - The break is listed when that symbol appears in the Breaking list as a
#     whole name: not preceded or followed by a letter, digit or "_" (so
#     `ObserverPool.sweep()` lists ObserverPool.sweep, `ObserverPool.sweepAll`
#     does not). A line with no recognisable symbol must appear verbatim.
#   - Several breaks of one symbol are listed by naming it once.
#
# The baseline commit must be in this clone's history (CI clones are full;
# `git fetch --unshallow` fixes a shallow one). The build for the current tree
# goes to .build/api-check and the baseline's digest is kept in
# .build/api-baseline/<commit>, so a second run only rebuilds the current tree.
set -euo pipefail
cd "$(dirname "$0")/.."

baseline=$(tr -d '[:space:]' < .ci/api-baseline)
changelog=CHANGELOG.md

if ! git cat-file -e "$baseline^{commit}" 2>/dev/null; then
    echo "FAIL: the API baseline $baseline is not in this clone's history" >&2
    echo "      (a shallow clone? run: git fetch --unshallow)" >&2
    exit 1
fi

# The `### Breaking` list of the `## [Unreleased]` section.
breaking=$(awk '
    /^## /  { unreleased = ($0 ~ /^## \[Unreleased\]/); inlist = 0; next }
    /^### / { inlist = unreleased && ($0 ~ /^### Breaking[[:space:]]*$/); next }
    inlist  { print }
' "$changelog")

log=$(mktemp)
trap 'rm -f "$log"' EXIT
echo "-- public API against the baseline ${baseline:0:12} (.ci/api-baseline)"
status=0
swift package --scratch-path .build/api-check diagnose-api-breaking-changes "$baseline" \
    --products KeyboardObservation KeyboardObservationTesting KeyboardObservationSwiftUI \
    --baseline-dir .build/api-baseline >"$log" 2>&1 || status=$?

breaks=$(grep -o 'API breakage: .*' "$log" | sort -u || true)
if [[ $status -ne 0 && -z "$breaks" ]]; then
    cat "$log" >&2
    echo "FAIL: diagnose-api-breaking-changes failed without reporting a break" >&2
    exit 1
fi
grep -E 'breaking change|No breaking changes|^Skipping ' "$log" || true

# The symbol a breakage line names, by the rule above; empty when none.
symbol_of() {
    sed -E 's/^API breakage: [A-Za-z_]+ ([A-Za-z_][A-Za-z0-9_.]*).*/\1/; t; s/.*//' <<<"$1" |
        sed -E 's/\.(Get|Set|Modify|Read|Address|MutableAddress|WillSet|DidSet|_modify|_read)$//'
}

unlisted=0
while IFS= read -r line; do
    [[ -z "$line" ]] && continue
    symbol=$(symbol_of "$line")
    if [[ -n "$symbol" ]]; then
        pattern="(^|[^A-Za-z0-9_])$(sed 's/\./\\./g' <<<"$symbol")([^A-Za-z0-9_]|$)"
        if grep -Eq -- "$pattern" <<<"$breaking"; then
            echo "   listed: $symbol — $line"
            continue
        fi
    elif grep -Fq -- "$line" <<<"$breaking"; then
        echo "   listed: $line"
        continue
    fi
    echo "FAIL unlisted: ${symbol:-$line} — $line" >&2
    unlisted=$((unlisted + 1))
done <<<"$breaks"

if ((unlisted > 0)); then
    echo "FAIL: $unlisted API break(s) not listed under '### Breaking' in CHANGELOG.md's [Unreleased]" >&2
    echo "      section (name each symbol there, e.g. \`ObserverPool.sweep()\`: renamed to …)" >&2
    exit 1
fi
echo "-- API check passed"
