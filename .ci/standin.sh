# Sourced, not run: what the scripts that compile against the UIKit stand-in
# (Checks/UIKitStandIn) share. The caller has `cd`'d to the repository root.
#
#   standin_features              the manifest's upcoming features, one a line
#   standin_files DIR             the .swift files under DIR, in every subfolder, sorted
#   build_standin DIR NAME FILES  builds module NAME into DIR/NAME.swiftmodule
#   run_negative_cases DIR        checks every negative case in DIR (below)
#
# Compiler output goes to files, never to /dev/null: swiftc deletes its -o file
# when a compile with -emit-module fails, and as root that is /dev/null itself.

standin=Checks/UIKitStandIn

# ExistentialAny and every feature Package.swift enables.
standin_features() {
    { echo ExistentialAny
      grep -o 'enableUpcomingFeature("[A-Za-z]*")' Package.swift |
          sed 's/.*("\(.*\)")/\1/'; } | sort -u
}

# The Swift files of a stand-in module: the UIKit model keeps its run loop,
# keyboard and layout in a subfolder (Checks/UIKitStandIn/UIKit/Model).
standin_files() {
    find "$1" -name '*.swift' | LC_ALL=C sort
}

# Builds one stand-in module. Library evolution makes its enums non-frozen, as
# the SDK's are; the one warning that brings (Linux Foundation is not built
# for library evolution) is expected, any other diagnostic fails the build.
build_standin() {
    local dir=$1 name=$2
    shift 2
    local log="$dir/$name.log"
    # The UIKit stand-in mirrors the iOS 26.2 SDK's UIKit, whose module
    # version is 9126.2.4.1.111 (18.6's is 8506, 17.5's 7511): code fenced
    # with `canImport(UIKit, _version: 9126)` for API new in iOS 26 (the
    # typed keyboard messages) is compiled here as with that SDK. Likewise the
    # SwiftUI stand-in carries iOS 26.2's SwiftUI version, 7.2.5.1.102 (18.6's
    # is 6.5.4, 17.5's 5.5.8), for `canImport(SwiftUI, _version: 6.0)`.
    local version=()
    [[ $name == UIKit ]] && version=(-user-module-version 9126.2.4.1.111)
    [[ $name == SwiftUI ]] && version=(-user-module-version 7.2.5.1.102)
    mkdir -p "$dir"
    if ! swiftc -emit-module -module-name "$name" -parse-as-library \
            -swift-version 6 -enable-library-evolution -diagnostic-style llvm "${version[@]}" \
            -emit-module-path "$dir/$name.swiftmodule" "$@" >"$log" 2>&1 ||
       grep -E 'warning:|error:' "$log" |
            grep -vq "module 'Foundation' was not compiled with library evolution support"; then
        cat "$log" >&2
        echo "FAIL: the $name stand-in does not build cleanly" >&2
        exit 1
    fi
}

# Each negative case is a small client of a stand-in (and of the library)
# that compiles as written; its first lines name the diagnostic expected once
# `-DMISTAKE` switches its marked mistake on:
#   // expect: <text that must follow "error: " in the compiler's output>
# Compiled to SIL, so the mandatory diagnostics (region isolation, "sending")
# run too. Uses the caller's `flags` and `work`; adds to its `failures`.
run_negative_cases() {
    local dir=$1 case name expected log
    for case in "$dir"/*.swift; do
        name=$(basename "$case")
        expected=$(sed -n 's|^// expect: ||p' "$case" | head -n 1)
        if [[ -z "$expected" ]]; then
            echo "FAIL $name: no '// expect:' line" >&2
            failures=$((failures + 1))
            continue
        fi
        log="$work/$name.log"
        if ! swiftc -emit-sil -module-name NegativeCase -parse-as-library \
                "${flags[@]}" -o "$work/NegativeCase.sil" "$case" >"$log" 2>&1; then
            cat "$log" >&2
            echo "FAIL $name: does not compile without its mistake" >&2
            failures=$((failures + 1))
            continue
        fi
        if swiftc -emit-sil -module-name NegativeCase -parse-as-library \
                "${flags[@]}" -DMISTAKE -o "$work/NegativeCase.sil" "$case" >"$log" 2>&1; then
            echo "FAIL $name: compiled with its mistake; expected: $expected" >&2
            failures=$((failures + 1))
        elif ! grep -F -- "error: $expected" "$log" >/dev/null; then
            cat "$log" >&2
            echo "FAIL $name: rejected, but not with: $expected" >&2
            failures=$((failures + 1))
        else
            echo "   rejected as expected: $name"
        fi
    done
}
