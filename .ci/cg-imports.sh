#!/usr/bin/env bash
# The CoreGraphics import rule, which no compiler on Linux can check.
#
# On Apple platforms CGRect, CGFloat, CGPoint, CGSize, CGAffineTransform, ...
# are CoreGraphics', and a default argument or an @inlinable body may use only
# declarations from modules its own file imports: `import Foundation` is not
# enough ("initializer 'init(x:y:width:height:)' cannot be used in a default
# argument value because 'CoreGraphics' was not imported by this file"). On
# Linux they are Foundation's own, so neither `swift build` nor the UIKit
# type-check sees a missing import. Hence this rule: a Swift file under
# Sources/ that names a CG type in code (comments and string literals do not
# count) contains
#     #if canImport(CoreGraphics)
#     import CoreGraphics
#     #endif
# A second rule, from the same difference: CGRect, CGPoint and CGSize are
# Hashable on Linux but only from iOS 18 / macOS 15 on Apple platforms, so a
# type whose declaration says Hashable must not store one directly (keep it
# in HashableRect, or write hash(into:)): with iOS 13 as the deployment target the
# synthesized conformance does not build there.
# It first proves it bites: each file in Checks/CoreGraphicsImports/Flagged
# must be reported, and no file in Checks/CoreGraphicsImports/Clean.
set -euo pipefail
cd "$(dirname "$0")/.."

# Prints "<file>: names <type> without ..." for each offending file given.
offenders() {
    perl -0ne '
        my $code = $_;
        $code =~ s{/\*.*?\*/}{}gs;                  # block comments
        $code =~ s{"(?:[^"\\\n]|\\.)*"}{""}g;       # string literals
        $code =~ s{//[^\n]*}{}g;                    # line and doc comments
        my ($name) = $code =~ /\b(CG[A-Z]\w*)/;
        my $imported = /^[ \t]*#if canImport\(CoreGraphics\)[ \t]*\n(?:[ \t]*(?:public |package |internal )?import CoreGraphics[ \t]*\n)[ \t]*#endif\b/m;
        print "$ARGV: names $name without `import CoreGraphics` under `#if canImport(CoreGraphics)`\n"
            if defined $name && !$imported;
        # Hashable types: their body at depth 1 must store no CGRect/CGPoint/CGSize.
        while ($code =~ /\b(?:struct|enum)\s+(\w+)[^{]*?\bHashable\b[^{]*\{/g) {
            my ($type, $depth, $pos, $line) = ($1, 1, pos($code), "");
            my @stored;
            while ($depth > 0 && $pos < length $code) {
                my $c = substr($code, $pos++, 1);
                if ($c eq "{") { $depth++ } elsif ($c eq "}") { $depth-- }
                if ($c eq "\n" || $depth == 0) {
                    push @stored, $2 if $line =~ /^\s*(?:\w+(?:\(set\))?\s+)*(?:let|var)\s+(\w+)\s*:\s*(CG(?:Rect|Point|Size))\??\s*(?:=[^{]*)?$/;
                    $line = "";
                } elsif ($depth == 1 || ($depth == 2 && $c eq "{")) { $line .= $c }
            }
            my $body = substr($code, pos($code), $pos - pos($code));
            @stored = () if $body =~ /\bfunc\s+hash\s*\(\s*into\b/;   # hashed by hand
            print "$ARGV: Hashable $type stores a $_ (Hashable only from iOS 18 on Apple platforms)\n" for @stored;
        }
    ' "$@"
}

fixtures=Checks/CoreGraphicsImports
failures=0
for file in "$fixtures"/Flagged/*.swift; do
    if [[ -z "$(offenders "$file")" ]]; then
        echo "FAIL: the check misses $file" >&2
        failures=$((failures + 1))
    fi
done
for file in "$fixtures"/Clean/*.swift; do
    if [[ -n "$(offenders "$file")" ]]; then
        offenders "$file" >&2
        echo "FAIL: the check flags $file, which needs no import" >&2
        failures=$((failures + 1))
    fi
done
if ((failures > 0)); then
    echo "FAIL: the CoreGraphics import check does not work" >&2
    exit 1
fi

sources=()
while IFS= read -r file; do sources+=("$file"); done \
    < <(find Sources -name '*.swift' | LC_ALL=C sort)
report=$(offenders "${sources[@]}")
if [[ -n "$report" ]]; then
    echo "$report" >&2
    echo "FAIL: add the import next to the file's other imports" >&2
    exit 1
fi
echo "-- CoreGraphics imports: ${#sources[@]} files checked"
