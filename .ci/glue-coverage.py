"""Counts the glue lines a coverage run executed (.ci/glue.sh).

Usage: glue-coverage.py LCOV SOURCES MINIMUM

The glue is every line inside the true branch of an `#if` whose condition
names `canImport(UIKit` (not negated), in the Swift files under SOURCES.
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
ELSE = re.compile(r"^\s*#(else|elseif)\b")
ENDIF = re.compile(r"^\s*#endif\b")


def glue_lines(path):
    """Line numbers (1-based) inside the true branch of a `canImport(UIKit` #if."""
    lines = set()
    stack = []  # for each open #if: whether this branch is glue
    with open(path, encoding="utf-8") as file:
        for number, text in enumerate(file, start=1):
            if match := IF.match(text):
                condition = match.group(1)
                stack.append("canImport(UIKit" in condition and "!canImport(UIKit" not in condition)
                continue
            if ELSE.match(text):
                if stack:
                    stack[-1] = False
                continue
            if ENDIF.match(text):
                if stack:
                    stack.pop()
                continue
            if any(stack):
                lines.add(number)
    return lines


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
        glue = glue_lines(path)
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
