#!/usr/bin/env bash
# CI: builds the documentation with the toolchain's `docc` and fails on any
# warning, so a broken ``symbol`` link, in a `///` comment or in an article of
# Sources/KeyboardObservation/KeyboardObservation.docc, fails CI.
#
# Two views of the API are converted, each with --warnings-as-errors:
#   1. the package as `swift build` compiles it here (symbol graphs from
#      `swift build -Xswiftc -emit-symbol-graph`): KeyboardObservation with its
#      catalog, KeyboardObservationTesting (no catalog of its own), and
#      KeyboardObservationSwiftUI with its catalog (the model: SwiftUI is absent);
#   2. KeyboardObservation as an iOS app compiles it: every file compiled with
#      the UIKit stand-in visible (as .ci/uikit-typecheck.sh does), so the
#      UIKit glue's comments are checked too; and KeyboardObservationSwiftUI
#      with the SwiftUI stand-in visible, so the SwiftUI layer's are.
# A link must resolve in both, so an article links only to API that exists on
# every platform; name UIKit-only API in code voice (`KeyboardLayoutConstraint`).
# The archives land in .build/docs/ (git-ignored).
set -euo pipefail
cd "$(dirname "$0")/.."

out=.build/docs
catalog=Sources/KeyboardObservation/KeyboardObservation.docc
swiftui_catalog=Sources/KeyboardObservationSwiftUI/KeyboardObservationSwiftUI.docc
# The compiler writes symbol graphs only when it recompiles a module, so they
# are emitted into a directory kept between runs (emitted) and copied from it.
rm -rf "$out/graphs" "$out/uikit"
mkdir -p "$out/emitted" "$out/graphs/KeyboardObservation" "$out/graphs/KeyboardObservationTesting" \
    "$out/graphs/KeyboardObservationSwiftUI" "$out/uikit/modules" "$out/uikit/graphs" "$out/uikit/swiftui-graphs" \
    "$out/keyboard" "$out/testing" "$out/swiftui"

failures=0

# docc prints diagnostics and returns non-zero with --warnings-as-errors; the
# log is also scanned, so a warning can never pass unnoticed.
convert() {
    local name=$1 graphs=$2 archive=$3
    shift 3
    local log="$out/$name.log"
    local status=0
    docc convert "$@" --additional-symbol-graph-dir "$graphs" \
        --fallback-display-name "${name%%-*}" --fallback-bundle-identifier "${name%%-*}" \
        --output-dir "$archive" --warnings-as-errors >"$log" 2>&1 || status=$?
    if [[ $status -ne 0 ]] || grep -Eq '(^|[^a-z])(warning|error):' "$log"; then
        cat "$log" >&2
        echo "FAIL: docc reported problems in $name" >&2
        failures=$((failures + 1))
        return
    fi
    echo "   $name: no warnings"
}

echo "-- symbol graphs (swift build)"
for target in KeyboardObservationTesting KeyboardObservationSwiftUI; do
    swift build --scratch-path "$out/build" --target "$target" \
        -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$out/emitted" \
        >"$out/build.log" 2>&1 || { cat "$out/build.log" >&2; exit 1; }
done
for module in KeyboardObservation KeyboardObservationTesting KeyboardObservationSwiftUI; do
    cp "$out/emitted/$module.symbols.json" "$out/graphs/$module/"
    cp "$out/emitted/$module"@*.symbols.json "$out/graphs/$module/" 2>/dev/null || true
done

echo "-- docc convert"
convert KeyboardObservation "$out/graphs/KeyboardObservation" "$out/keyboard/KeyboardObservation.doccarchive" "$catalog"
convert KeyboardObservationTesting "$out/graphs/KeyboardObservationTesting" \
    "$out/testing/KeyboardObservationTesting.doccarchive"
convert KeyboardObservationSwiftUI "$out/graphs/KeyboardObservationSwiftUI" \
    "$out/swiftui/KeyboardObservationSwiftUI.doccarchive" "$swiftui_catalog"

if [[ "$(uname -s)" == Linux ]]; then
    echo "-- symbol graph with the UIKit stand-in visible"
    source .ci/standin.sh
    modules="$out/uikit/modules"
    for name in Darwin UIKit; do
        build_standin "$modules" "$name" $(standin_files "$standin/$name")
    done
    library_files=()
    while IFS= read -r file; do library_files+=("$file"); done \
        < <(find Sources/KeyboardObservation -name '*.swift' | LC_ALL=C sort)
    swiftc -emit-module -wmo -module-name KeyboardObservation -parse-as-library -swift-version 6 \
        -enable-upcoming-feature ExistentialAny -DSWIFT_PACKAGE -package-name KeyboardObservation -I "$modules" \
        -emit-module-path "$out/uikit/KeyboardObservation.swiftmodule" \
        -emit-symbol-graph -emit-symbol-graph-dir "$out/uikit/graphs" "${library_files[@]}"
    convert KeyboardObservation-UIKit "$out/uikit/graphs" "$out/uikit/KeyboardObservation.doccarchive" "$catalog"

    echo "-- symbol graph of the SwiftUI layer with the SwiftUI stand-in visible"
    build_standin "$modules" SwiftUI -I "$modules" Checks/SwiftUIStandIn/SwiftUI/*.swift
    swiftui_files=()
    while IFS= read -r file; do swiftui_files+=("$file"); done \
        < <(find Sources/KeyboardObservationSwiftUI -name '*.swift' | LC_ALL=C sort)
    swiftc -emit-module -wmo -module-name KeyboardObservationSwiftUI -parse-as-library -swift-version 6 \
        -enable-upcoming-feature ExistentialAny -DSWIFT_PACKAGE -package-name KeyboardObservation -I "$modules" \
        -I "$out/uikit" -emit-module-path "$out/uikit/KeyboardObservationSwiftUI.swiftmodule" \
        -emit-symbol-graph -emit-symbol-graph-dir "$out/uikit/swiftui-graphs" "${swiftui_files[@]}"
    convert KeyboardObservationSwiftUI-SwiftUI "$out/uikit/swiftui-graphs" \
        "$out/uikit/KeyboardObservationSwiftUI.doccarchive" "$swiftui_catalog"
fi
if ((failures > 0)); then
    echo "FAIL: $failures documentation build(s) with warnings" >&2
    exit 1
fi
echo "-- documentation built without warnings"
