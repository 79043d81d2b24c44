#!/usr/bin/env bash
# CI: the public API, as an app on iOS sees it, counted and checked against
# the examples: every public symbol a client names must appear in an example
# a reader has — a ```swift block of README.md, docs/*.md or a DocC article,
# or a code block of a `///` comment — so nothing public exists that no
# documented case uses. Reads the symbol graphs .ci/docs.sh builds (the
# library with the UIKit stand-in visible, the SwiftUI layer with the SwiftUI
# stand-in visible, and KeyboardObservationTesting), so run it after that.
#
# Not checked (a client does not name them, or the language writes them):
# what the compiler synthesizes for Equatable, Hashable, Codable, CaseIterable
# and RawRepresentable, operators, `description`, and members a protocol
# requires that UIKit conformances implement (their requirement is checked).
# Prints the count per module; `--list` prints every symbol checked.
set -euo pipefail
cd "$(dirname "$0")/.."

graphs=(.build/docs/uikit/graphs .build/docs/uikit/swiftui-graphs .build/docs/graphs/KeyboardObservationTesting)
for dir in "${graphs[@]}"; do
    [[ -d $dir ]] || { echo "FAIL: $dir is missing: run .ci/docs.sh first" >&2; exit 1; }
done

python3 - "${graphs[@]}" "$@" <<'PY'
import json, os, re, sys, glob

dirs = [a for a in sys.argv[1:] if not a.startswith('--')]
listing = '--list' in sys.argv

symbols = {}
for d in dirs:
    for path in glob.glob(os.path.join(d, '*.symbols.json')):
        graph = json.load(open(path))
        module = graph['module']['name']
        for s in graph['symbols']:
            if s.get('accessLevel') not in ('public', 'open'):
                continue
            symbols[s['identifier']['precise']] = (module, s)

# Examples a reader has: fenced swift blocks in the docs, and `///` code blocks.
texts = []
doc_files = ['README.md'] + glob.glob('docs/*.md') + glob.glob('Sources/*/*.docc/**/*.md', recursive=True)
for path in doc_files:
    texts += re.findall(r'```swift\n(.*?)```', open(path).read(), re.S)
for path in glob.glob('Sources/**/*.swift', recursive=True):
    comment = '\n'.join(line.strip()[3:] for line in open(path) if line.strip().startswith('///'))
    texts += re.findall(r'```swift\n(.*?)```', comment + '\n', re.S)
examples = '\n'.join(texts)

synthesized = {'==', '!=', 'hash(into:)', 'hashValue', 'init(from:)', 'encode(to:)', 'allCases', 'rawValue',
               'init(rawValue:)', 'description', 'localizedDescription', 'RawValue', 'AllCases', 'body', 'Body',
               'awakeFromNib()'}
skipped_kinds = {'swift.func.op', 'swift.associatedtype'}

def name_used(name, kind, path):
    if kind == 'swift.init':
        # `Owner(label:`, or `Owner()` / `Owner {` (defaults, a trailing closure), or `.init(label:`.
        owner = re.escape(path[-2] if len(path) > 1 else path[-1])
        labels = re.findall(r'(\w+):', name)
        first = re.escape(labels[0]) if labels else None
        patterns = [r'\b%s\(\)' % owner, r'\b%s \{' % owner]
        if first == '_':
            patterns.append(r'\b%s\((?!\s*\w+:)' % owner)
        elif first:
            patterns += [r'\b%s\(\s*%s:' % (owner, first), r'\.init\(\s*%s:' % first]
        return any(re.search(p, examples) for p in patterns)
    base = name.split('(')[0]
    return re.search(r'(?<![A-Za-z0-9_])%s(?![A-Za-z0-9_])' % re.escape(base), examples) is not None

per_module = {}
missing = []
for module, s in sorted(symbols.values(), key=lambda ms: (ms[0], '.'.join(ms[1]['pathComponents']))):
    kind = s['kind']['identifier']
    path = s['pathComponents']
    name = path[-1]
    per_module[module] = per_module.get(module, 0) + 1
    if kind in skipped_kinds or name.split('(')[0] in synthesized or name in synthesized:
        continue
    # A UIKit conformance's member implements a requirement checked on the protocol.
    if module == 'KeyboardObservation' and path[0] in ('UIView', 'UIScrollView', 'NSLayoutConstraint') and len(path) > 1:
        continue
    used = name_used(name, kind, path)
    if listing:
        print(('ok   ' if used else 'MISS ') + module + ': ' + '.'.join(path[:-1] + [name]))
    if not used:
        missing.append(module + ': ' + '.'.join(path[:-1] + [name]))

total = sum(per_module.values())
print('-- public symbols: %d (%s)' % (total, ', '.join('%s %d' % kv for kv in sorted(per_module.items()))))
if missing:
    print('FAIL: %d public symbol(s) appear in no example (README, docs, DocC, or a /// code block):' % len(missing), file=sys.stderr)
    for m in missing:
        print('   ' + m, file=sys.stderr)
    sys.exit(1)
print('-- every public symbol appears in an example')
PY
