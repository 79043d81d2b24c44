#!/usr/bin/env bash
# CI: type-checks the KeyboardLab app (Examples/KeyboardLab.swiftpm) on Linux,
# the whole app, every screen: all its .swift files but Package.swift as one
# module, as Xcode compiles the app package, against the library built with
# the UIKit and SwiftUI stand-ins visible. Swift 6 mode, complete concurrency
# checking, warnings as errors, the manifest's upcoming features; compiled to
# SIL, so the mandatory diagnostics (region isolation, "sending") run too.
#
# The decision: the whole app, not only the files the stand-ins already serve.
# The screens are where the app calls the package (behaviors, modifiers,
# KeyboardModel, the trace recorder), so a change of the package's API that
# breaks the lab fails here, in CI, without an SDK. What the app uses of UIKit
# and SwiftUI beyond the stand-ins is declared in Checks/KeyboardLabStandIn
# (each declaration under the SDK line it mirrors, checked against the
# iOS 26.2 SDK) and compiled into the stand-in modules for this check only,
# so the library's own checks (.ci/uikit-typecheck.sh, .ci/swiftui-typecheck.sh,
# .ci/snippets.sh) still see only what the library and its snippets use.
# What Swift needs in a type's own body is in the shared stand-ins instead
# (UIView.hitTest(_:with:) and UIWindow.canBecomeKey, which the app overrides;
# UIView.init(); State's projected value): Checks/KeyboardLabStandIn/README.md.
#
# Left to a build with Apple's SDKs (Xcode, or a type-check against the real
# iOS SDKs outside CI): everything the stand-ins cannot say. Availability
# (`if #available`, the app's iOS 17 deployment target) is not enforced on
# Linux; the stand-ins mirror names, types and isolation, not behaviour; and
# the manifest, which imports AppleProductTypes (Xcode's), is only read here:
# the products it names must be libraries of this repository's Package.swift.
#
# So that this check cannot pass by compiling nothing, each mutant in
# Checks/KeyboardLabStandIn/mutants.tsv (a one-edit copy of an app file) must
# then be rejected with the error it names.
set -euo pipefail
cd "$(dirname "$0")/.."

if [[ "$(uname -s)" != Linux ]]; then
    echo "-- KeyboardLab type-check skipped: it stands in for UIKit on Linux only (build the app in Xcode)"
    exit 0
fi

source .ci/standin.sh
app=Examples/KeyboardLab.swiftpm
lab_standin=Checks/KeyboardLabStandIn
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
modules="$work/modules"
sil="$work/sil"
mkdir -p "$modules" "$sil"

flags=(-swift-version 6 -strict-concurrency=complete -warnings-as-errors
       -diagnostic-style llvm -I "$modules")
for feature in $(standin_features); do
    flags+=(-enable-upcoming-feature "$feature")
done
library_flags=("${flags[@]}" -DSWIFT_PACKAGE -package-name KeyboardObservation)

echo "-- the manifest's products are this package's libraries"
mapfile -t products < <(grep -oE '\.product\(name: "[A-Za-z]+", package: "KeyboardObservation"\)' "$app/Package.swift" |
    sed -E 's/.*name: "([A-Za-z]+)".*/\1/')
((${#products[@]} > 0)) || { echo "FAIL: $app/Package.swift names no product of KeyboardObservation" >&2; exit 1; }
for product in "${products[@]}"; do
    grep -qE "\.library\(name: \"$product\"" Package.swift ||
        { echo "FAIL: $app/Package.swift names '$product', which Package.swift does not offer" >&2; exit 1; }
    echo "   $product"
done

echo "-- building the Darwin, UIKit and SwiftUI stand-ins, with the lab's additions"
build_standin "$modules" Darwin "$standin"/Darwin/*.swift
build_standin "$modules" UIKit $(standin_files "$standin"/UIKit) "$lab_standin"/UIKit/*.swift
build_standin "$modules" GameController "$standin"/GameController/*.swift
build_standin "$modules" SwiftUI -I "$modules" Checks/SwiftUIStandIn/SwiftUI/*.swift "$lab_standin"/SwiftUI/*.swift

files_of() {
    find "$1" -name '*.swift' ! -name Package.swift | LC_ALL=C sort
}
library_files=()
while IFS= read -r file; do library_files+=("$file"); done < <(files_of Sources/KeyboardObservation)
swiftui_files=()
while IFS= read -r file; do swiftui_files+=("$file"); done < <(files_of Sources/KeyboardObservationSwiftUI)
app_files=()
while IFS= read -r file; do app_files+=("$file"); done < <(files_of "$app")

echo "-- KeyboardObservation and KeyboardObservationSwiftUI against the stand-ins"
swiftc -emit-module -wmo -module-name KeyboardObservation -parse-as-library "${library_flags[@]}" \
    -emit-module-path "$modules/KeyboardObservation.swiftmodule" \
    "${library_files[@]}" "$standin"/DispatchShadow/*.swift >"$work/library.log" 2>&1 ||
    { cat "$work/library.log" >&2; echo "FAIL: KeyboardObservation does not build against the stand-ins" >&2; exit 1; }
swiftc -emit-module -wmo -module-name KeyboardObservationSwiftUI -parse-as-library "${library_flags[@]}" \
    -emit-module-path "$modules/KeyboardObservationSwiftUI.swiftmodule" \
    "${swiftui_files[@]}" >"$work/swiftui.log" 2>&1 ||
    { cat "$work/swiftui.log" >&2; echo "FAIL: KeyboardObservationSwiftUI does not build against them" >&2; exit 1; }

# The app, as a client of the package: public API only, its own module name.
compile_app() {
    swiftc -emit-sil -wmo -module-name KeyboardLab -parse-as-library "${flags[@]}" \
        -o "$sil/KeyboardLab.sil" "$@"
}

echo "-- KeyboardLab (${#app_files[@]} files) against the library and the stand-ins"
compile_app "${app_files[@]}"

# Mutants (Checks/KeyboardLabStandIn/mutants.tsv): each one-edit copy of an
# app file must be rejected with the error it names.
echo "-- mutants of the app: each must be rejected"
failures=0
while IFS=$'\t' read -r name file substitution expected; do
    [[ -z "$name" || "$name" == \#* ]] && continue
    edited="$work/mutant/$file"
    mkdir -p "$(dirname "$edited")"
    perl -0pe "$substitution" "$app/$file" >"$edited"
    if cmp -s "$app/$file" "$edited"; then
        echo "FAIL mutant '$name': $app/$file no longer contains its pattern; update it" >&2
        failures=$((failures + 1))
        continue
    fi
    mutant_files=()
    for each in "${app_files[@]}"; do
        if [[ $each == "$app/$file" ]]; then mutant_files+=("$edited"); else mutant_files+=("$each"); fi
    done
    if compile_app "${mutant_files[@]}" >"$work/mutant.log" 2>&1; then
        echo "FAIL mutant '$name': compiled; expected: $expected" >&2
        failures=$((failures + 1))
    elif ! grep 'error:' "$work/mutant.log" | grep -qF -- "$expected"; then
        cat "$work/mutant.log" >&2
        echo "FAIL mutant '$name': rejected, but not with: $expected" >&2
        failures=$((failures + 1))
    else
        echo "   rejected as expected: $name"
    fi
done <"$lab_standin/mutants.tsv"
if ((failures > 0)); then
    echo "FAIL: $failures mutant(s)" >&2
    exit 1
fi
echo "-- KeyboardLab type-check passed"
