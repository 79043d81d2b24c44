#!/usr/bin/env bash
# Type-checks the library as an iOS app compiles it: every file of the
# KeyboardObservation target (found by globbing Sources/KeyboardObservation,
# compiled in place) with a UIKit stand-in visible, so each
# `#if canImport(UIKit)` branch is the one compiled; then
# KeyboardObservationTesting against the result. Swift 6 mode, complete
# concurrency checking, warnings as errors, the manifest's upcoming features.
#
# The stand-ins (Checks/UIKitStandIn) declare what the package uses from UIKit
# and Darwin (os_unfair_lock), as Swift sees them through the SDK; where SDKs disagree, with the stricter annotation. Dispatch cannot be
# replaced (Foundation is built against it), so the one declaration whose
# Sendability differs, DispatchSpecificKey, is shadowed by a file compiled into
# the library module itself (Checks/UIKitStandIn/DispatchShadow).
# Then, so that a stand-in that accepts anything fails this script, every
# negative case in Checks/UIKitStandIn/Negative must compile as written and be
# rejected, with the error it names, once its one marked mistake is switched
# on (-DMISTAKE); and every mutant in Checks/UIKitStandIn/mutants.tsv (a
# one-edit copy of a real library file) must be rejected. A mutant whose
# pattern no library file contains fails too: it would prove nothing.
#
# Mandatory SIL diagnostics (region-based isolation, "sending ... risks
# causing data races", definite initialisation) run after type-checking, so
# the library is compiled to SIL (-emit-sil), not only `-typecheck`ed.
set -euo pipefail
cd "$(dirname "$0")/.."

# On a Mac the SDK's own Darwin would clash with the stand-in; build the
# package for iOS there instead (xcodebuild -destination 'generic/platform=iOS').
if [[ "$(uname -s)" != Linux ]]; then
    echo "-- UIKit type-check skipped: it stands in for UIKit on Linux only"
    exit 0
fi

source .ci/standin.sh
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
modules="$work/modules"
mkdir -p "$modules"
# Compiler output goes here, never to /dev/null: swiftc deletes its -o file
# when a compile with -emit-module fails, and as root that is /dev/null itself.
sil="$work/sil"
mkdir -p "$sil"

# The manifest's settings: Swift 6 mode, and every upcoming feature it enables.
flags=(-swift-version 6 -strict-concurrency=complete -warnings-as-errors
       -diagnostic-style llvm -DSWIFT_PACKAGE -package-name KeyboardObservation -I "$modules")
for feature in $(standin_features); do
    flags+=(-enable-upcoming-feature "$feature")
done

echo "-- building the Darwin and UIKit stand-ins"
build_standin "$modules" Darwin "$standin"/Darwin/*.swift
build_standin "$modules" UIKit $(standin_files "$standin"/UIKit)
build_standin "$modules" GameController "$standin"/GameController/*.swift

library_files=()
while IFS= read -r file; do library_files+=("$file"); done \
    < <(find Sources/KeyboardObservation -name '*.swift' | LC_ALL=C sort)
shadow_files=("$standin"/DispatchShadow/*.swift)
testing_files=()
while IFS= read -r file; do testing_files+=("$file"); done \
    < <(find Sources/KeyboardObservationTesting -name '*.swift' | LC_ALL=C sort)

# The stand-ins must be what `canImport` finds, or this whole check is a no-op.
printf '%s\n' '#if !canImport(UIKit) || !canImport(Darwin)' \
    '#error("the UIKit and Darwin stand-ins are not visible")' '#endif' \
    'import UIKit' 'import Darwin' >"$work/Visible.swift"
swiftc -typecheck -parse-as-library "${flags[@]}" "$work/Visible.swift"

echo "-- KeyboardObservation (${#library_files[@]} files) with UIKit visible"
swiftc -emit-sil -wmo -o "$sil/KeyboardObservation.sil" -module-name KeyboardObservation -parse-as-library \
    "${flags[@]}" -emit-module -emit-module-path "$modules/KeyboardObservation.swiftmodule" \
    "${library_files[@]}" "${shadow_files[@]}"

echo "-- KeyboardObservationTesting (${#testing_files[@]} files) against it"
swiftc -emit-sil -wmo -module-name KeyboardObservationTesting -parse-as-library \
    "${flags[@]}" -o "$sil/KeyboardObservationTesting.sil" "${testing_files[@]}"

echo "-- negative cases: each must compile, and fail once its mistake is on"
failures=0
run_negative_cases "$standin/Negative"

# Mutants of the real files (Checks/UIKitStandIn/mutants.tsv): each one-edit
# copy of the library must be rejected with the error it names. They prove the
# UIKit branches are the ones compiled, and that the check bites on the glue.
echo "-- mutants of the library: each must be rejected"
while IFS=$'\t' read -r name substitution expected; do
    [[ -z "$name" || "$name" == \#* ]] && continue
    mutant="$work/mutant"
    rm -rf "$mutant"
    mkdir -p "$mutant"
    target=""
    for file in "${library_files[@]}"; do
        perl -0pe "$substitution" "$file" >"$mutant/edited.swift"
        if ! cmp -s "$file" "$mutant/edited.swift"; then
            target=$file
            break
        fi
    done
    if [[ -z "$target" ]]; then
        echo "FAIL mutant '$name': no library file matches; update its pattern" >&2
        failures=$((failures + 1))
        continue
    fi
    mutant_files=()
    for file in "${library_files[@]}"; do
        if [[ "$file" == "$target" ]]; then
            mutant_files+=("$mutant/edited.swift")
        else
            mutant_files+=("$file")
        fi
    done
    log="$work/mutant.log"
    if swiftc -typecheck -wmo -module-name KeyboardObservation -parse-as-library \
            "${flags[@]}" "${mutant_files[@]}" "${shadow_files[@]}" >"$log" 2>&1; then
        echo "FAIL mutant '$name' in $target: compiled; expected: $expected" >&2
        failures=$((failures + 1))
    elif ! grep -F -- "$expected" "$log" | grep -q 'error:'; then
        cat "$log" >&2
        echo "FAIL mutant '$name' in $target: rejected, but not with: $expected" >&2
        failures=$((failures + 1))
    else
        echo "   rejected as expected: $name ($target)"
    fi
done <"$standin/mutants.tsv"

if ((failures > 0)); then
    echo "FAIL: $failures negative case(s) or mutant(s)" >&2
    exit 1
fi
echo "-- UIKit type-check passed"
