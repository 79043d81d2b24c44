"""Counts the glue lines a coverage run executed (.ci/glue.sh).

Usage: glue-coverage.py LCOV SOURCES MINIMUM

The glue is every line, in the Swift files under SOURCES, inside a branch
that is compiled only with UIKit: an `#if` or `#elseif` whose condition names
`canImport(UIKit` (not negated), or the `#else` of an `#if !canImport(UIKit…)`;
nested blocks inside such a branch are glue too. A self-check of that rule on
a sample runs first.
The coverage (LCOV, from `llvm-cov export -format=lcov`) names those files
through the link the glue package compiles them by, which is resolved. A line
counts when the coverage says it is executable (a `DA:` record); it ran when
its count is above 0. Prints per file, then `glue lines run: N of M (P%)`
last; exits 1 under MINIMUM percent.
"""
import os
import re
import sys

lcov_path, sources, minimum = sys.argv[1], sys.argv[2], float(sys.argv[3])

IF = re.compile(r"^\s*#if\s+(.*)$")
ELSEIF = re.compile(r"^\s*#elseif\s+(.*)$")
ELSE = re.compile(r"^\s*#else\b")
ENDIF = re.compile(r"^\s*#endif\b")


def needs_uikit(condition):
    """Whether a branch under `condition` is compiled only with UIKit."""
    return "canImport(UIKit" in condition and "!canImport(UIKit" not in condition


def lacks_uikit(condition):
    """Whether `condition` is only UIKit's absence, so that its `#else` needs UIKit."""
    condition = condition.split("//")[0].strip()
    return condition.startswith("!canImport(UIKit") and "&&" not in condition and "||" not in condition


def glue_lines(lines):
    """Line numbers (1-based) of `lines` inside a branch compiled only with UIKit."""
    glue = set()
    stack = []  # for each open #if: [whether the branch now open is glue, whether its #else would be]
    for number, text in enumerate(lines, start=1):
        if match := IF.match(text):
            condition = match.group(1)
            stack.append([needs_uikit(condition), lacks_uikit(condition)])
        elif match := ELSEIF.match(text):
            if stack:
                stack[-1] = [needs_uikit(match.group(1)), False]
        elif ELSE.match(text):
            if stack:
                stack[-1][0] = stack[-1][1]
        elif ENDIF.match(text):
            if stack:
                stack.pop()
        elif any(branch[0] for branch in stack):
            glue.add(number)
    return glue


SAMPLE = """#if canImport(UIKit)
glue
#if DEBUG
glue
#endif
#else
other
#endif
#if !canImport(UIKit)
other
#else
glue
#endif
#if canImport(AppKit)
other
#elseif canImport(UIKit) && os(iOS)
glue
#else
other
#endif
#if canImport(Darwin)
other
#endif
""".splitlines()
assert glue_lines(SAMPLE) == {n for n, text in enumerate(SAMPLE, start=1) if text == "glue"}, glue_lines(SAMPLE)


counts = {}  # real path -> {line: count}
current = None
with open(lcov_path, encoding="utf-8") as lcov:
    for record in lcov:
        record = record.strip()
        if record.startswith("SF:"):
            current = os.path.realpath(record[3:])
            counts.setdefault(current, {})
        elif record.startswith("DA:") and current:
            line, count = record[3:].split(",")[:2]
            counts[current][int(line)] = max(counts[current].get(int(line), 0), int(count))

total = run = 0
rows = []
for root, _, files in os.walk(sources):
    for name in sorted(files):
        if not name.endswith(".swift"):
            continue
        path = os.path.join(root, name)
        with open(path, encoding="utf-8") as file:
            glue = glue_lines(file.read().splitlines())
        if not glue:
            continue
        executable = {line: count for line, count in counts.get(os.path.realpath(path), {}).items() if line in glue}
        file_run = sum(1 for count in executable.values() if count > 0)
        total += len(executable)
        run += file_run
        missed = sorted(line for line, count in executable.items() if count == 0)
        rows.append((path, file_run, len(executable), missed))

for path, file_run, file_total, missed in sorted(rows):
    note = f"   not run: lines {', '.join(map(str, missed))}" if missed else ""
    print(f"   {file_run:3d} of {file_total:3d}  {path}{note}")
if total == 0:
    print("FAIL: no glue line was compiled into the coverage run", file=sys.stderr)
    sys.exit(1)
percent = 100 * run / total
print(f"glue lines run: {run} of {total} ({percent:.1f}%)")
if percent < minimum:
    print(f"FAIL: under {minimum:.0f}% of the glue ran", file=sys.stderr)
    sys.exit(1)
