#!/usr/bin/env bash
# Type-checks the SwiftUI layer as an iOS app compiles it: every file of the
# KeyboardObservationSwiftUI target with a SwiftUI stand-in
# (Checks/SwiftUIStandIn, built on the UIKit stand-in) visible, so each
# `#if canImport(SwiftUI)` branch is the one compiled; Swift 6 mode, complete
# concurrency checking, warnings as errors, the manifest's upcoming features.
# Then every negative case in Checks/SwiftUIStandIn/Negative (a bogus SwiftUI
# modifier among them) must compile as written and be rejected, with the
# error it names, once its marked mistake is on (-DMISTAKE): a stand-in that
# accepted anything would fail here.
#
# The stand-in is our belief about Apple's SDK, not the SDK: only a build
# with Apple's iOS and Mac Catalyst SDKs (Xcode on a Mac) confirms that these
# sources compile against the real SwiftUI and UIKit.
set -euo pipefail
cd "$(dirname "$0")/.."

if [[ "$(uname -s)" != Linux ]]; then
    echo "-- SwiftUI type-check skipped: it stands in for SwiftUI on Linux only"
    exit 0
fi

source .ci/standin.sh
swiftui_standin=Checks/SwiftUIStandIn
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
modules="$work/modules"
sil="$work/sil"
mkdir -p "$modules" "$sil"

flags=(-swift-version 6 -strict-concurrency=complete -warnings-as-errors
       -diagnostic-style llvm -DSWIFT_PACKAGE -package-name KeyboardObservation -I "$modules")
for feature in $(standin_features); do
    flags+=(-enable-upcoming-feature "$feature")
done

echo "-- building the Darwin, UIKit and SwiftUI stand-ins"
build_standin "$modules" Darwin "$standin"/Darwin/*.swift
build_standin "$modules" UIKit $(standin_files "$standin"/UIKit)
build_standin "$modules" SwiftUI -I "$modules" "$swiftui_standin"/SwiftUI/*.swift

files_of() {
    find "Sources/$1" -name '*.swift' | LC_ALL=C sort
}
library_files=()
while IFS= read -r file; do library_files+=("$file"); done < <(files_of KeyboardObservation)
swiftui_files=()
while IFS= read -r file; do swiftui_files+=("$file"); done < <(files_of KeyboardObservationSwiftUI)

# The stand-ins must be what `canImport` finds, or this whole check is a no-op.
printf '%s\n' '#if !canImport(SwiftUI) || !canImport(UIKit)' \
    '#error("the SwiftUI and UIKit stand-ins are not visible")' '#endif' \
    'import SwiftUI' >"$work/Visible.swift"
swiftc -typecheck -parse-as-library "${flags[@]}" "$work/Visible.swift"

echo "-- KeyboardObservation with UIKit visible"
swiftc -emit-module -wmo -module-name KeyboardObservation -parse-as-library "${flags[@]}" \
    -emit-module-path "$modules/KeyboardObservation.swiftmodule" \
    "${library_files[@]}" "$standin"/DispatchShadow/*.swift >"$work/library.log" 2>&1 ||
    { cat "$work/library.log" >&2; echo "FAIL: KeyboardObservation does not build against the UIKit stand-in" >&2; exit 1; }

echo "-- KeyboardObservationSwiftUI (${#swiftui_files[@]} files) with SwiftUI visible"
swiftc -emit-sil -wmo -o "$sil/KeyboardObservationSwiftUI.sil" -module-name KeyboardObservationSwiftUI \
    -parse-as-library "${flags[@]}" -emit-module -emit-module-path "$modules/KeyboardObservationSwiftUI.swiftmodule" \
    "${swiftui_files[@]}"

echo "-- negative cases: each must compile, and fail once its mistake is on"
failures=0
run_negative_cases "$swiftui_standin/Negative"

if ((failures > 0)); then
    echo "FAIL: $failures negative case(s)" >&2
    exit 1
fi
echo "-- SwiftUI type-check passed"
