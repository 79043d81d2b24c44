#!/usr/bin/env bash
# CI: every ```swift block in README.md, docs/*.md and the DocC articles
# (Sources/*/*.docc/*.md) is type-checked against the library as an iOS app
# sees it: KeyboardObservation, KeyboardObservationTesting and
# KeyboardObservationSwiftUI compiled with the UIKit and SwiftUI stand-ins
# (Checks/SwiftUIStandIn) visible (Checks/UIKitStandIn, as .ci/uikit-typecheck.sh does,
# with -package-name KeyboardObservation), then each block compiled on its own,
# as a client module would be (public API only), in Swift 6 mode with the
# manifest's upcoming features. Any error fails; so does any warning except
# "never used"/"never mutated" (fragments often bind a value just to show it).
#
# How a block is compiled is chosen by an HTML comment on the line right
# before its fence (invisible on GitHub and in DocC):
#
#   (none)                       a whole Swift file: declarations at top level
#                                (classes, structs, @Test functions). A block
#                                that shows its own `import` lines is compiled
#                                as written, alone, with only those imports
#                                (what a reader pasting it into a new file
#                                gets); one without them sees the prelude;
#   <!-- snippet: body -->       statements: the body of a method of
#                                `SnippetScreen`, a view controller with the
#                                views and behavior properties recipes use
#                                (`view`, `scrollView`, `composer`, `loginCard`,
#                                `keyboardInset`, `keyboardBottom`, …);
#   <!-- snippet: members -->    members (properties, overrides): pasted into a
#                                subclass of UIViewController that has the views;
#   <!-- snippet: manifest -->   package dependencies: the elements of
#                                `Package(dependencies: [ … ])`, checked against
#                                the toolchain's PackageDescription;
#   <!-- snippet: skip: why -->  not compiled (say why); listed in the output.
#
# Every other block also sees .ci/snippets/Prelude.swift: `import UIKit`,
# `import KeyboardObservation`, Foundation, the context classes above, and the
# UIKit API snippets use beyond the stand-in (add it there). `@IBOutlet` is
# removed before compiling (it needs the Objective-C runtime), otherwise the
# block is compiled as written, and errors point at the Markdown file's lines.
set -euo pipefail
cd "$(dirname "$0")/.."

if [[ "$(uname -s)" != Linux ]]; then
    echo "-- snippet check skipped: it stands in for UIKit on Linux only"
    exit 0
fi

source .ci/standin.sh
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
modules="$work/modules"
mkdir -p "$modules" "$work/blocks"

flags=(-swift-version 6 -strict-concurrency=complete -diagnostic-style llvm -I "$modules")
for feature in $(standin_features); do
    flags+=(-enable-upcoming-feature "$feature")
done

echo "-- building the stand-ins and the library against them"
for name in Darwin UIKit; do
    build_standin "$modules" "$name" "$standin/$name"/*.swift
done
build_standin "$modules" SwiftUI -I "$modules" Checks/SwiftUIStandIn/SwiftUI/*.swift
for target in KeyboardObservation KeyboardObservationTesting KeyboardObservationSwiftUI; do
    files=()
    while IFS= read -r file; do files+=("$file"); done \
        < <(find "Sources/$target" -name '*.swift' | LC_ALL=C sort)
    swiftc -emit-module -wmo -module-name "$target" -package-name KeyboardObservation \
        -parse-as-library "${flags[@]}" -DSWIFT_PACKAGE \
        -emit-module-path "$modules/$target.swiftmodule" "${files[@]}" >"$work/$target.log" 2>&1 ||
        { cat "$work/$target.log" >&2; echo "FAIL: $target does not build against the stand-in" >&2; exit 1; }
done

# Extract the blocks: blocks/N.swift, and blocks/index.tsv with N, mode, file, line.
docs=(README.md)
for file in docs/*.md Sources/*/*.docc/*.md; do
    [[ -e "$file" ]] && docs+=("$file")
done
awk -v out="$work/blocks" '
    FNR == 1 { inblock = 0; marker = "" }
    !inblock && match($0, /^[[:space:]]*```swift[[:space:]]*$/) {
        indent = match($0, /[^[:space:]]/) - 1
        n++
        mode = "file"
        if (prev ~ /^[[:space:]]*<!-- snippet: [a-z]+/) {
            mode = prev
            sub(/^[[:space:]]*<!-- snippet: /, "", mode)
            sub(/[^a-z].*$/, "", mode)
        }
        printf "%d\t%s\t%s\t%d\n", n, mode, FILENAME, FNR + 1 >> (out "/index.tsv")
        inblock = 1
        prev = $0
        next
    }
    inblock && /^[[:space:]]*```[[:space:]]*$/ { inblock = 0; prev = $0; next }
    inblock { print substr($0, indent + 1) >> (out "/" n ".swift"); prev = $0; next }
    { prev = $0 }
' "${docs[@]}"
touch "$work/blocks/index.tsv"

# Writes the file to compile for block N: the block, wrapped as its mode says,
# between #sourceLocation directives so diagnostics name the Markdown line.
wrap() {
    local n=$1 mode=$2 file=$3 line=$4
    local body="$work/blocks/$n.swift"
    [[ -e "$body" ]] || : >"$body"
    sed -i -E 's/@IBOutlet[[:space:]]+//' "$body"
    {
        case $mode in
            verbatim) ;;
            file) echo "import UIKit"; echo "import KeyboardObservation" ;;
            body) echo "import UIKit"; echo "import KeyboardObservation"
                  echo "extension SnippetScreen {"; echo "func snippet$n() {" ;;
            members) echo "import UIKit"; echo "import KeyboardObservation"
                     echo "final class SnippetMembers$n: SnippetMembersBase {" ;;
            manifest) echo "import PackageDescription"
                      # (a directive cannot stand inside the array literal)
                      echo "#sourceLocation(file: \"$file\", line: $((line - 1)))"
                      echo "let package = Package(name: \"App\", dependencies: [" ;;
        esac
        [[ $mode == manifest ]] || echo "#sourceLocation(file: \"$file\", line: $line)"
        cat "$body"
        [[ $mode == manifest ]] || echo "#sourceLocation()"
        case $mode in
            body) echo "}"; echo "}" ;;
            members) echo "}" ;;
            manifest) echo "])"; echo "#sourceLocation()" ;;
        esac
    } >"$work/blocks/wrapped-$n.swift"
}

manifest_api=$(dirname "$(dirname "$(readlink -f "$(command -v swiftc)")")")/lib/swift/pm/ManifestAPI

echo "-- type-checking the documentation's Swift blocks"
checked=0
skipped=0
failures=0
while IFS=$'\t' read -r n mode file line; do
    where="$file:$line"
    log="$work/blocks/$n.log"
    case $mode in
        skip)
            echo "   skipped: $where"
            skipped=$((skipped + 1))
            continue ;;
        file | body | members)
            prelude=(.ci/snippets/Prelude.swift)
            if [[ $mode == file ]] && grep -qE '^[[:space:]]*import[[:space:]]' "$work/blocks/$n.swift" 2>/dev/null; then
                mode=verbatim
                prelude=()
            fi
            wrap "$n" "$mode" "$file" "$line"
            status=0
            swiftc -typecheck -parse-as-library -module-name "Snippet$n" "${flags[@]}" \
                "${prelude[@]}" "$work/blocks/wrapped-$n.swift" >"$log" 2>&1 || status=$? ;;
        manifest)
            wrap "$n" "$mode" "$file" "$line"
            status=0
            swiftc -typecheck -module-name "Manifest$n" -swift-version 6 -diagnostic-style llvm \
                -I "$manifest_api" "$work/blocks/wrapped-$n.swift" >"$log" 2>&1 || status=$? ;;
        *)
            echo "FAIL $where: unknown snippet mode '$mode'" >&2
            failures=$((failures + 1))
            continue ;;
    esac
    if [[ $status -ne 0 ]] ||
       grep 'warning:' "$log" | grep -vqE 'never used|never mutated|was not compiled with library evolution'; then
        cat "$log" >&2
        echo "FAIL $where ($mode)" >&2
        failures=$((failures + 1))
    else
        echo "   ok ($mode): $where"
        checked=$((checked + 1))
    fi
done <"$work/blocks/index.tsv"

if ((failures > 0)); then
    echo "FAIL: $failures documentation snippet(s) do not compile" >&2
    exit 1
fi
echo "-- $checked snippet(s) type-checked, $skipped skipped"
