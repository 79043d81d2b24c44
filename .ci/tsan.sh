#!/usr/bin/env bash
# CI: the whole test suite under the thread sanitizer, on its own build path
# (.build-tsan, ignored by git). Fails when a test fails or when the sanitizer
# reports anything: the exit status is checked, and the output is searched for
# ThreadSanitizer reports too, in case one escapes the status.
set -euo pipefail
cd "$(dirname "$0")/.."

log="$(mktemp)"
trap 'rm -f "$log"' EXIT

echo "== swift test --sanitize=thread"
status=0
swift test --sanitize=thread --scratch-path .build-tsan 2>&1 | tee "$log" || status=$?

if grep -q "ThreadSanitizer" "$log"; then
    echo "ThreadSanitizer reported:" >&2
    grep "SUMMARY: ThreadSanitizer" "$log" | sort | uniq -c >&2 || true
    exit 1
fi
exit "$status"
