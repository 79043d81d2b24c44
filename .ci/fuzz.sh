#!/usr/bin/env bash
# CI: the fuzz tests at full size: 100,000 generated userInfo dictionaries
# decoded, and 100,000 posted through a pool with live clients.
# Same flags as .ci/run's `swift test`, so nothing is rebuilt.
# A failure prints the command that replays it (KEYBOARD_FUZZ_SEED, KEYBOARD_FUZZ_CASE).
set -euo pipefail
cd "$(dirname "$0")/.."

echo "== fuzz: 100,000 cases each (seed: ${KEYBOARD_FUZZ_SEED:-default})"
KEYBOARD_FUZZ_CASES="${KEYBOARD_FUZZ_CASES:-100000}" \
    swift test -Xswiftc -warnings-as-errors --filter "FuzzDecodingTests|FuzzPoolDeliveryTests"
