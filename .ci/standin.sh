# Sourced, not run: what the scripts that compile against the UIKit stand-in
# (Checks/UIKitStandIn) share. The caller has `cd`'d to the repository root.
#
#   standin_features              the manifest's upcoming features, one a line
#   build_standin DIR NAME FILES  builds module NAME into DIR/NAME.swiftmodule
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

# Builds one stand-in module. Library evolution makes its enums non-frozen, as
# the SDK's are; the one warning that brings (Linux Foundation is not built
# for library evolution) is expected, any other diagnostic fails the build.
build_standin() {
    local dir=$1 name=$2
    shift 2
    local log="$dir/$name.log"
    mkdir -p "$dir"
    if ! swiftc -emit-module -module-name "$name" -parse-as-library \
            -swift-version 6 -enable-library-evolution -diagnostic-style llvm \
            -emit-module-path "$dir/$name.swiftmodule" "$@" >"$log" 2>&1 ||
       grep -E 'warning:|error:' "$log" |
            grep -vq "module 'Foundation' was not compiled with library evolution support"; then
        cat "$log" >&2
        echo "FAIL: the $name stand-in does not build cleanly" >&2
        exit 1
    fi
}
