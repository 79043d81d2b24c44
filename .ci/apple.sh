#!/usr/bin/env bash
# The macOS job of .github/workflows/ci.yml, with Apple's tools: what no step
# of .ci/run can do on Linux, where UIKit and SwiftUI are stand-ins.
#
#   bash .ci/apple.sh packages   the three libraries with xcodebuild for the iOS
#                                Simulator, Mac Catalyst and the visionOS
#                                Simulator, warnings as errors
#   bash .ci/apple.sh tests      the package's test suite on an iOS simulator
#                                (the shared scheme KeyboardObservationTests:
#                                the two test targets, not the Stress harness,
#                                which needs Process and so macOS or Linux)
#   bash .ci/apple.sh lab        KeyboardLab (Examples/KeyboardLab.swiftpm)
#                                for that simulator, installed on it
#   bash .ci/apple.sh ui-test    KeyboardLab's UI test (Checks/KeyboardLabUITests:
#                                a show, an interactive drag and a hide, recorded),
#                                then the trace the app wrote, checked and copied
#                                to .build-apple/artifacts/keyboard-trace.json
#   bash .ci/apple.sh all        the four in that order
#
# Needs macOS with Xcode 16 or later (the visionOS SDK is downloaded when
# Xcode lacks it) and, for ui-test, XcodeGen (`brew install xcodegen`).
# Results (derived data, .xcresult bundles, the trace) go to .build-apple/
# (git-ignored). The simulator: the newest iOS runtime's first iPhone, or
# $SIMULATOR_UDID; its hardware keyboard is disconnected first, or no
# on-screen keyboard would appear.
set -euo pipefail
cd "$(dirname "$0")/.."

if [[ "$(uname -s)" != Darwin ]] || ! command -v xcodebuild >/dev/null; then
    echo ".ci/apple.sh needs macOS with Xcode (it is the macOS job of .github/workflows/ci.yml)" >&2
    exit 2
fi

out=$PWD/.build-apple
lab_identifier=keyboardobservation.KeyboardLab
trace_file=keyboard-trace.json
mkdir -p "$out/artifacts"

# The simulator every step after `packages` uses.
simulator() {
    if [[ -n "${SIMULATOR_UDID:-}" ]]; then
        echo "$SIMULATOR_UDID"
        return
    fi
    xcrun simctl list devices available --json | python3 -c '
import json, re, sys
devices = json.load(sys.stdin)["devices"]
def version(runtime):
    return [int(part) for part in re.findall(r"\d+", runtime.rsplit(".", 1)[-1])]
for runtime in sorted((r for r in devices if ".iOS-" in r), key=version, reverse=True):
    for device in devices[runtime]:
        if device["name"].startswith("iPhone"):
            print(device["udid"])
            sys.exit(0)
sys.exit("no available iPhone simulator")
'
}

packages() {
    if ! xcodebuild -showsdks | grep -q xrsimulator; then
        echo "-- downloading the visionOS platform"
        xcodebuild -downloadPlatform visionOS
    fi
    local destination scheme
    for destination in "generic/platform=iOS Simulator" "generic/platform=macOS,variant=Mac Catalyst" \
                       "generic/platform=visionOS Simulator"; do
        for scheme in KeyboardObservation KeyboardObservationSwiftUI KeyboardObservationTesting; do
            echo "-- $scheme for $destination"
            xcodebuild build -quiet -scheme "$scheme" -destination "$destination" \
                -derivedDataPath "$out/packages" SWIFT_TREAT_WARNINGS_AS_ERRORS=YES
        done
    done
}

tests() {
    local udid
    udid=$(simulator)
    # Booted here, before xcodebuild boots it: the hardware keyboard setting
    # holds only from a boot (the later steps find the simulator up).
    boot "$udid"
    echo "-- the test suite on simulator $udid"
    rm -rf "$out/tests.xcresult"
    xcodebuild test -quiet -scheme KeyboardObservationTests -destination "id=$udid" \
        -derivedDataPath "$out/tests" -resultBundlePath "$out/tests.xcresult"
}

lab() {
    local udid app
    udid=$(simulator)
    echo "-- KeyboardLab for simulator $udid"
    (cd Examples/KeyboardLab.swiftpm &&
        xcodebuild build -quiet -scheme KeyboardLab -destination "id=$udid" -derivedDataPath "$out/lab" \
            SWIFT_TREAT_WARNINGS_AS_ERRORS=YES)
    app=$(find "$out/lab/Build/Products" -maxdepth 2 -name KeyboardLab.app -path '*iphonesimulator*' | head -1)
    [[ -n "$app" ]] || { echo "FAIL: no KeyboardLab.app under $out/lab/Build/Products" >&2; exit 1; }
    boot "$udid"
    xcrun simctl install "$udid" "$app"
    echo "   installed $app"
}

# Boots the simulator with its hardware keyboard disconnected (a simulator
# already booted keeps the setting it was booted with).
boot() {
    local udid=$1
    defaults write com.apple.iphonesimulator ConnectHardwareKeyboard -bool false
    xcrun simctl boot "$udid" 2>/dev/null || true   # already booted is fine
    xcrun simctl bootstatus "$udid" -b >/dev/null
}

ui_test() {
    local udid container
    udid=$(simulator)
    command -v xcodegen >/dev/null || { echo "FAIL: ui-test needs XcodeGen (brew install xcodegen)" >&2; exit 1; }
    boot "$udid"
    xcodegen generate --quiet --spec Checks/KeyboardLabUITests/project.yml
    # A trace left by an earlier run, when KeyboardLab is installed already
    # (the UI test installs it otherwise).
    if container=$(xcrun simctl get_app_container "$udid" "$lab_identifier" data 2>/dev/null); then
        rm -f "$container/Documents/$trace_file"
    fi
    rm -f "$out/artifacts/$trace_file"
    rm -rf "$out/ui-test.xcresult"
    echo "-- KeyboardLab's UI test on simulator $udid"
    xcodebuild test -quiet -project Checks/KeyboardLabUITests/KeyboardLabUITests.xcodeproj \
        -scheme KeyboardLabUITests -destination "id=$udid" -derivedDataPath "$out/ui-test" \
        -resultBundlePath "$out/ui-test.xcresult"
    container=$(xcrun simctl get_app_container "$udid" "$lab_identifier" data)
    [[ -s "$container/Documents/$trace_file" ]] ||
        { echo "FAIL: KeyboardLab wrote no trace to Documents/$trace_file" >&2; exit 1; }
    cp "$container/Documents/$trace_file" "$out/artifacts/$trace_file"
    # The trace must hold what the test did: a show, a hide, and the drag's
    # keyboard layout-guide readings.
    python3 - "$out/artifacts/$trace_file" <<'PY'
import json, sys
trace = json.load(open(sys.argv[1]))
events = [step["post"]["event"] for step in trace["steps"] if "post" in step]
guide = sum(1 for step in trace["steps"] if "guideLayout" in step)
missing = [name for name, found in (("willShow", "willShow" in events), ("willHide", "willHide" in events),
                                    ("a guideLayout step", guide > 0)) if not found]
print(f"   trace: {len(trace['steps'])} steps, posts {' '.join(events)}, {guide} guide layouts")
if missing:
    sys.exit("FAIL: the trace lacks " + ", ".join(missing))
PY
    echo "   kept as $out/artifacts/$trace_file"
}

case "${1:-all}" in
    packages) packages ;;
    tests) tests ;;
    lab) lab ;;
    ui-test) ui_test ;;
    all) packages; tests; lab; ui_test ;;
    *) echo "usage: bash .ci/apple.sh [packages|tests|lab|ui-test|all]" >&2; exit 2 ;;
esac
