#!/usr/bin/env bash
# CI: runs the package's UIKit glue. Checks/UIKitGlue compiles the library's
# own sources against the executable UIKit model (Checks/UIKitStandIn/UIKit,
# docs/UIKitModel.md) and runs its tests: the model's own, against their
# sources, and the scenarios that drive the glue as apps do (a chat screen,
# sheets, a popover, an input accessory view, a second screen, …). Then it
# counts, with the coverage Swift records, how many of the executable lines
# under `#if canImport(UIKit)` in Sources/KeyboardObservation ran, prints
# `glue lines run: N of M (P%)` last, and fails under 90%.
set -euo pipefail
cd "$(dirname "$0")/.."

if [[ "$(uname -s)" != Linux ]]; then
    echo "-- glue run skipped: the UIKit model stands in for UIKit on Linux only"
    exit 0
fi

minimum=90
package=Checks/UIKitGlue
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

echo "-- the UIKit model's tests and the glue scenarios (swift test in $package)"
(cd "$package" && swift test --enable-code-coverage -Xswiftc -warnings-as-errors)

toolchain_bin=$(dirname "$(command -v swift)")
llvm_cov=$toolchain_bin/llvm-cov
[[ -x $llvm_cov ]] || llvm_cov=llvm-cov
# Where SwiftPM put the profile and the test binary, as it says.
codecov=$(cd "$package" && dirname "$(swift test --show-codecov-path)")
bin=$(cd "$package" && swift build --show-bin-path)
"$llvm_cov" export -format=lcov -instr-profile="$codecov/default.profdata" \
    "$bin/UIKitGluePackageTests.xctest" >"$work/coverage.lcov"

python3 .ci/glue-coverage.py "$work/coverage.lcov" Sources/KeyboardObservation "$minimum"
