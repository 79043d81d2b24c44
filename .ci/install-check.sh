#!/usr/bin/env bash
# CI: the README's install lines resolve and build as written.
#
# The lines come from the README itself: the ```swift block right after the
# line `<!-- install-check … -->` (other HTML comments, such as the snippet
# marker, may stand between them). In it, commented out or not:
#   .package(path: "…")                    built against this checkout, placed
#                                          where the path points;
#   .package(url: "…", <requirement>)      built from this checkout's git
#                                          directory through a file:// URL whose
#                                          last part is the README URL's, with
#                                          `revision:` this checkout's HEAD, and
#                                          also with the requirement as written
#                                          when the version it names is a tag
#                                          in this clone (then it must reach
#                                          the last release tag before HEAD);
#   .product(name: "…", package: "…")      the target dependencies of every
#                                          client built; they must name exactly
#                                          the library products of Package.swift.
# Each client is a throw-away package in a temporary directory: one library
# target depending on every product and importing each (a product's module
# has its name). The package name a product line gives must match the
# identity SwiftPM derives from the path or URL (its last part, without
# `.git`), as it must in an app.
#
# Offline and tag-free: the url line is checked through git on a local path
# (HEAD must be on a branch or other ref, as in any clone), so it also proves
# that everything the build needs is committed. Nothing is written to the
# repository (checked below): builds, caches and Package.resolved stay in the
# temporary directory, which is removed on exit.
set -euo pipefail
cd "$(dirname "$0")/.."

repo=$PWD
readme=README.md
work=$(mktemp -d "${TMPDIR:-/tmp}/install-check.XXXXXX")
trap 'rm -rf "$work"' EXIT
status_before=$(git status --porcelain --ignored)

fail() {
    echo "FAIL: $*" >&2
    exit 1
}

# The marked block, as "LINE<TAB>TEXT" lines, with README line numbers.
block=$(awk '
    /^[[:space:]]*<!-- install-check/ { markers++; armed = 1; next }
    armed && /^[[:space:]]*<!--/       { next }
    armed && /^[[:space:]]*```swift[[:space:]]*$/ { armed = 0; inblock = 1; next }
    armed                               { armed = 0 }
    inblock && /^[[:space:]]*```/       { inblock = 0; next }
    inblock                             { printf "%d\t%s\n", FNR, $0 }
    END { if (markers != 1) exit 1 }
' "$readme") || fail "$readme needs exactly one <!-- install-check --> line, right before a \`\`\`swift block"
[[ -n "$block" ]] || fail "the <!-- install-check --> line in $readme is not followed by a \`\`\`swift block"

# Each line the block declares, as "KIND<TAB>LINE<TAB>FIELDS…": path, url or
# product. A line naming .package or .product in another form fails.
parsed=$(perl -ne '
    my ($line, $text) = /^(\d+)\t(.*)$/ or next;
    my $string = qr/"[^"]*"/;
    my $call = qr/(?:[^()"]|$string|\((?:[^()"]|$string)*\))*?/;
    if ($text =~ /\.package\(\s*path:\s*"([^"]*)"\s*\)/) {
        print "path\t$line\t$1\t$&\n";
    } elsif ($text =~ /\.package\(\s*url:\s*"([^"]*)"\s*,\s*($call)\s*\)/) {
        print "url\t$line\t$1\t$2\t$&\n";
    } elsif ($text =~ /\.product\(\s*name:\s*"([^"]*)"\s*,\s*package:\s*"([^"]*)"\s*\)/) {
        print "product\t$line\t$1\t$2\t$&\n";
    } elsif ($text =~ /\.(package|product)\(/) {
        print "unreadable\t$line\t$text\n";
    }
' <<<"$block")

unreadable=$(awk -F'\t' -v file="$readme" '$1 == "unreadable" { print "   " file ":" $2 ": " $3 }' <<<"$parsed")
[[ -z "$unreadable" ]] || fail "lines in the install block this check cannot read:
$unreadable"
grep -q '^path' <<<"$parsed" || fail "the install block in $readme has no .package(path: …) line"
grep -q '^url' <<<"$parsed" || fail "the install block in $readme has no .package(url: …) line"

# The products: the block's must be exactly the manifest's libraries.
product_lines=$(awk -F'\t' '$1 == "product" { print $5 }' <<<"$parsed")
readme_products=$(awk -F'\t' '$1 == "product" { print $3 }' <<<"$parsed" | sort)
manifest_products=$(grep -oE '\.library\(name: "[^"]+"' Package.swift | sed -E 's/.*"(.*)"/\1/' | sort)
if [[ "$readme_products" != "$manifest_products" ]]; then
    echo "   README:        $(tr '\n' ' ' <<<"$readme_products")" >&2
    echo "   Package.swift: $(tr '\n' ' ' <<<"$manifest_products")" >&2
    fail "the install block's .product lines must name every library product of Package.swift, and only those"
fi

head=$(git rev-parse HEAD)
if [[ -z "$(git for-each-ref --contains "$head" --count=1)" ]]; then
    fail "HEAD ($head) is on no branch or tag, so a clone of this repository would not have it"
fi
git_dir=$(git rev-parse --path-format=absolute --git-common-dir)

# Writes a client package depending on this checkout through $2 and prints its directory.
#   $1  a name for the client (its directory under $work)
#   $2  the dependency, a `.package(…)` expression
#   $3  optional: the path the dependency names, where a link to this checkout goes
make_client() {
    local name=$1 dependency=$2 link=${3:-}
    local root="$work/$name" client="$work/$name/App" rest ups target
    if [[ -n "$link" ]]; then
        # As many directories between the root and the client as the path
        # climbs, so that it lands inside the root.
        rest=$link
        ups=0
        while [[ $rest == ../* ]]; do rest=${rest#../}; ups=$((ups + 1)); done
        [[ $link != /* && $rest != *..* && -n $rest ]] ||
            fail "the path must be relative, with '..' only at its start: $link"
        client="$root"
        for ((i = 1; i < ups; i++)); do client="$client/up$i"; done
        client="$client/App"
        if ((ups == 0)); then target="$client/$rest"; else target="$root/$rest"; fi
        mkdir -p "$(dirname "$target")"
        ln -s "$repo" "$target"
    fi
    mkdir -p "$client/Sources/InstallCheck"
    {
        echo "// swift-tools-version: 6.0"
        echo "import PackageDescription"
        echo ""
        echo "let package = Package("
        echo "    name: \"InstallCheck\","
        echo "    dependencies: ["
        echo "        $dependency,"
        echo "    ],"
        echo "    targets: ["
        echo "        .target(name: \"InstallCheck\", dependencies: ["
        sed 's/^/            /; s/$/,/' <<<"$product_lines"
        echo "        ]),"
        echo "    ]"
        echo ")"
    } >"$client/Package.swift"
    sed 's/^/import /' <<<"$readme_products" >"$client/Sources/InstallCheck/Imports.swift"
    echo "$client"
}

# Runs `swift "$@"` for the client in $1; on failure shows the log and its
# manifest, and fails with the message in $2.
run_client() {
    local client=$1 what=$2
    shift 2
    local log="$client/../swift.log"
    if ! swift "$@" --package-path "$client" --scratch-path "$client/../build" \
            --disable-dependency-cache --manifest-cache local >"$log" 2>&1; then
        cat "$log" >&2
        echo "   the client's manifest:" >&2
        sed 's/^/   | /' "$client/Package.swift" >&2
        fail "$what"
    fi
}

echo "-- the README's install lines, against this checkout (HEAD ${head:0:12})"
n=0
while IFS=$'\t' read -r kind line first second third; do
    n=$((n + 1))
    where="$readme:$line"
    case $kind in
        path)   # first: the path, second: the expression
            client=$(make_client "path$n" "$second" "$first")
            run_client "$client" "$where does not build as written" build
            echo "   ok: $where, as written" ;;
        url)    # first: the URL, second: the requirement, third: the expression
            url=$first requirement=$second
            remote_name=${url%/}
            remote_name=${remote_name##*/}
            [[ -n $remote_name && $remote_name != *:* ]] || fail "$where: the URL has no last part: $url"
            mkdir -p "$work/remote"
            [[ -e "$work/remote/$remote_name" ]] || ln -s "$git_dir" "$work/remote/$remote_name"
            file_url="file://$work/remote/$remote_name"
            client=$(make_client "url$n" ".package(url: \"$file_url\", revision: \"$head\")")
            run_client "$client" "$where does not build from git at HEAD (revision: instead of $requirement)" build
            echo "   ok: $where, built from git with revision: HEAD instead of $requirement"
            client=$(make_client "tag$n" ".package(url: \"$file_url\", $requirement)")
            version=$(grep -oE '"[0-9]+\.[0-9]+\.[0-9]+"' <<<"$requirement" | head -n 1 | tr -d '"' || true)
            if [[ -n $version ]] && git rev-parse -q --verify "refs/tags/$version^{commit}" >/dev/null; then
                run_client "$client" "$where does not build as written (with this clone's tags)" build
                resolved=$(grep -oE '"version" *: *"[0-9]+\.[0-9]+\.[0-9]+"' "$client/Package.resolved" |
                    grep -oE '[0-9]+\.[0-9]+\.[0-9]+' || true)
                echo "   ok: $where, as written, with this clone's tags: resolves to $resolved"
                # The release this commit builds on must be in the line's range:
                # after a release, the README asks for it (docs/Releasing.md).
                latest=$(git describe --tags --abbrev=0 --match '[0-9]*.[0-9]*.[0-9]*' HEAD 2>/dev/null || true)
                if [[ -n $latest && -n $resolved &&
                      "$(printf '%s\n' "$resolved" "$latest" | sort -V | tail -n 1)" != "$resolved" ]]; then
                    fail "$where resolves to $resolved, older than $latest, the last release before this commit:" \
                        "update its requirement (docs/Releasing.md, releasing a version, step 3)"
                fi
            else
                # No tag to resolve: at least the line as written is a valid manifest line.
                run_client "$client" "$where is not a valid manifest line as written" package dump-package
                echo "   ok: $where, as written, is a valid manifest line"
                echo "   note: ${version:-its requirement} is not a tag in this clone: resolving it as written waits for"
                echo "         the tag (docs/Releasing.md: tag, then run this check again)"
            fi ;;
    esac
done < <(grep -E '^(path|url)' <<<"$parsed")

[[ "$(git status --porcelain --ignored)" == "$status_before" ]] ||
    fail "the check left files in the repository (git status --ignored changed)"
echo "-- install lines build as written"
