#!/usr/bin/env bash
# CI: every ```swift block in README.md, docs/*.md, the DocC articles
# (Sources/*/*.docc/*.md) and the `///` comments of Sources/**/*.swift is
# type-checked against the library as an iOS app sees it: KeyboardObservation,
# KeyboardObservationTesting, KeyboardObservationSwiftUI and
# KeyboardObservationInstruments compiled with the UIKit and SwiftUI stand-ins
# (Checks/UIKitStandIn, Checks/SwiftUIStandIn) visible, as
# .ci/uikit-typecheck.sh does, with -package-name KeyboardObservation; then
# each block compiled on its own, as a client module would be (public API
# only), in Swift 6 mode with the manifest's upcoming features. Any error
# fails; so does any warning except "never used"/"never mutated" (fragments
# often bind a value just to show it: `let height = info.endFrame.height   // 336`).
#
# Markdown: how a block is compiled is chosen by an HTML comment on the line
# right before its fence (invisible on GitHub and in DocC):
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
# `///` comments: no marker (a doc comment is read in the source, so it shows
# only the example). Every block is compiled, and one rule picks how: a block
# whose first line starts with an attribute (`@`) or with a declaration
# keyword other than `let` and `var` (`func`, `override`, `init`, `class`,
# `final`, `struct`, `enum`, `private`, …: `declaration` below) declares
# members; any other block is statements.
#
#   statements (doc)             the body of a throwing method of
#                                `SnippetScreen` (a `KeyboardObservable`, so
#                                `self` can subscribe), whose parameters are
#                                the values handlers and tests name: `info`,
#                                `change`, `notification`, `userInfo`, `pool`,
#                                `event`, `state`, `keyboard` (a
#                                `KeyboardSimulator`), `screen` (the screen
#                                under test), `recorder` (a trace recorder)
#                                and `json` (a trace's `Data`); a block's own `let info = …`
#                                shadows one. Not `async`: there, UIKit's
#                                completion-handler calls would resolve to
#                                their async forms, which an app's handler
#                                does not see;
#   members (doc-members)        pasted into a subclass of `SnippetScreen`:
#                                overrides override, a type nests.
#
# The blocks of Sources/KeyboardObservationSwiftUI are written in a SwiftUI
# view instead: statements (doc-view) are the content of a view builder
# method of `SnippetView` (`keyboard`, a `KeyboardModel`, `isTabBarHidden`,
# `lastMessageID`), members (doc-view-members) a view of their own; they see
# Foundation, SwiftUI, KeyboardObservation, KeyboardObservationSwiftUI and
# .ci/snippets/SwiftUIPrelude.swift (the app's own views the examples place,
# and SwiftUI API beyond the stand-in). Every other `///` block sees
# Foundation, UIKit, KeyboardObservation, KeyboardObservationTesting and
# Testing (a test's fakes, `#expect`); those of KeyboardObservationInstruments,
# which only the package's tests import, also see that module, with
# -package-name.
#
# Every other block, Markdown or `///`, also sees .ci/snippets/Prelude.swift:
# `import UIKit`, `import KeyboardObservation`, Foundation, the context
# classes above, and the UIKit API snippets use beyond the stand-in (add it
# there; add context there too, never library API). `@IBOutlet` is removed
# before compiling (it needs the Objective-C runtime), otherwise the block is
# compiled as written, and errors point at the Markdown or Swift file's lines.
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
    build_standin "$modules" "$name" $(standin_files "$standin/$name")
done
build_standin "$modules" SwiftUI -I "$modules" Checks/SwiftUIStandIn/SwiftUI/*.swift
for target in KeyboardObservation KeyboardObservationTesting KeyboardObservationSwiftUI \
              KeyboardObservationInstruments; do
    files=()
    while IFS= read -r file; do files+=("$file"); done \
        < <(find "Sources/$target" -name '*.swift' | LC_ALL=C sort)
    swiftc -emit-module -wmo -module-name "$target" -package-name KeyboardObservation \
        -parse-as-library "${flags[@]}" -DSWIFT_PACKAGE \
        -emit-module-path "$modules/$target.swiftmodule" "${files[@]}" >"$work/$target.log" 2>&1 ||
        { cat "$work/$target.log" >&2; echo "FAIL: $target does not build against the stand-in" >&2; exit 1; }
done

# Extract the blocks: blocks/N.swift, and blocks/index.tsv with N, mode, file, line.
# A `///` block is read from its comment lines, the indentation, `///` and one
# space turned into spaces, so a diagnostic's column is the source's too.
docs=(README.md)
for file in docs/*.md Sources/*/*.docc/*.md; do
    [[ -e "$file" ]] && docs+=("$file")
done
while IFS= read -r file; do docs+=("$file"); done < <(find Sources -name '*.swift' | LC_ALL=C sort)
awk -v out="$work/blocks" '
    FNR == 1 { inblock = 0; prev = ""; comment = FILENAME ~ /\.swift$/ }
    {
        text = $0
        if (comment) {
            if (text !~ /^[[:space:]]*\/\/\//) { inblock = 0; prev = ""; next }
            match(text, /^[[:space:]]*\/\/\/ ?/)
            text = sprintf("%" RLENGTH "s", "") substr(text, RLENGTH + 1)
        }
    }
    !inblock && match(text, /^[[:space:]]*```swift[[:space:]]*$/) {
        indent = comment ? 0 : match(text, /[^[:space:]]/) - 1
        n++
        mode = comment ? "doc" : "file"
        if (!comment && prev ~ /^[[:space:]]*<!-- snippet: [a-z]+/) {
            mode = prev
            sub(/^[[:space:]]*<!-- snippet: /, "", mode)
            sub(/[^a-z].*$/, "", mode)
        }
        printf "%d\t%s\t%s\t%d\n", n, mode, FILENAME, FNR + 1 >> (out "/index.tsv")
        inblock = 1
        prev = text
        next
    }
    inblock && text ~ /^[[:space:]]*```[[:space:]]*$/ { inblock = 0; prev = text; next }
    inblock { print substr(text, indent + 1) >> (out "/" n ".swift"); prev = text; next }
    { prev = text }
' "${docs[@]}"
touch "$work/blocks/index.tsv"

# Writes the file to compile for block N: the block, wrapped as its mode says,
# between #sourceLocation directives so diagnostics name the source line.
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
            doc | doc-members)
                echo "import Foundation"; echo "import KeyboardObservation"
                echo "import KeyboardObservationTesting"; echo "import Testing"; echo "import UIKit"
                [[ $file == Sources/KeyboardObservationInstruments/* ]] && echo "import KeyboardObservationInstruments"
                if [[ $mode == doc ]]; then
                    echo "extension SnippetScreen {"
                    echo "func docSnippet$n($doc_parameters) throws {"
                else
                    echo "final class DocSnippet$n: SnippetScreen {"
                fi ;;
            doc-view | doc-view-members)
                echo "import Foundation"; echo "import KeyboardObservation"
                echo "import KeyboardObservationSwiftUI"; echo "import SwiftUI"
                if [[ $mode == doc-view ]]; then
                    echo "extension SnippetView {"; echo "@ViewBuilder func docSnippet$n() -> some View {"
                else
                    echo "struct DocSnippet$n: View {"; echo "var body: some View { EmptyView() }"
                fi ;;
            manifest) echo "import PackageDescription"
                      # (a directive cannot stand inside the array literal)
                      echo "#sourceLocation(file: \"$file\", line: $((line - 1)))"
                      echo "let package = Package(name: \"App\", dependencies: [" ;;
        esac
        [[ $mode == manifest ]] || echo "#sourceLocation(file: \"$file\", line: $line)"
        cat "$body"
        [[ $mode == manifest ]] || echo "#sourceLocation()"
        case $mode in
            body | doc | doc-view) echo "}"; echo "}" ;;
            members | doc-members | doc-view-members) echo "}" ;;
            manifest) echo "])"; echo "#sourceLocation()" ;;
        esac
    } >"$work/blocks/wrapped-$n.swift"
}

# What a `///` statements block is handed: the names handlers and tests
# give the values the library passes around (a block's own `let` of the
# same name shadows one).
doc_parameters="info: KeyboardInfo, change: KeyboardChange, notification: Notification, \
userInfo: [AnyHashable: Any], pool: ObserverPool, event: KeyboardEvent, state: KeyboardState, \
keyboard: KeyboardSimulator, screen: SnippetScreen, recorder: KeyboardTraceRecorder, json: Data"
# A `///` block whose first line starts with an attribute or a declaration
# keyword other than `let` and `var` declares members.
declaration='^(@|(func|init|override|required|convenience|final|class|struct|enum|actor|protocol|typealias|private|fileprivate|public|open|static|nonisolated)([^[:alnum:]_]|$))'

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
        file | body | members | doc)
            prelude=(.ci/snippets/Prelude.swift)
            package=()
            if [[ $mode == file ]] && grep -qE '^[[:space:]]*import[[:space:]]' "$work/blocks/$n.swift" 2>/dev/null; then
                mode=verbatim
                prelude=()
            elif [[ $mode == doc ]]; then
                first=$(grep -m 1 -vE '^[[:space:]]*$' "$work/blocks/$n.swift" 2>/dev/null || true)
                [[ ${first#"${first%%[![:space:]]*}"} =~ $declaration ]] && mode=doc-members
                if [[ $file == Sources/KeyboardObservationSwiftUI/* ]]; then
                    mode=${mode/doc/doc-view}
                    prelude=(.ci/snippets/SwiftUIPrelude.swift)
                fi
                [[ $file == Sources/KeyboardObservationInstruments/* ]] && package=(-package-name KeyboardObservation)
            fi
            wrap "$n" "$mode" "$file" "$line"
            status=0
            swiftc -typecheck -parse-as-library -module-name "Snippet$n" "${flags[@]}" "${package[@]}" \
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
