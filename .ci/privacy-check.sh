#!/usr/bin/env bash
# CI: what the README says about privacy stays true. The libraries make no
# network calls and use none of the APIs Apple's privacy manifests require a
# reason for, so they ship no PrivacyInfo.xcprivacy and an app declares
# nothing for them. This fails when code under Sources/ (comments and string
# literals aside) names one of them:
#   user defaults        UserDefaults, NSUserDefaults
#   file timestamps      creationDate, modificationDate, fileModificationDate,
#                        contentModificationDateKey, creationDateKey, stat,
#                        fstat, fstatat, lstat, getattrlist, getattrlistbulk,
#                        fgetattrlist, getattrlistat
#   system boot time     systemUptime, mach_absolute_time
#   disk space           volumeAvailableCapacity…Key, volumeTotalCapacityKey,
#                        systemFreeSize, systemSize, statfs, statvfs, fstatfs,
#                        fstatvfs
#   active keyboards     activeInputModes
#   the network          URLSession, NSURLConnection, URLRequest, the Network
#                        framework (NWConnection, NWListener, `import Network`)
# (Apple's list: "Describing use of required reason API" in the privacy
# manifest documentation.) A new use needs a PrivacyInfo.xcprivacy resource
# in its target and the README's privacy paragraph changed with it.
set -euo pipefail
cd "$(dirname "$0")/.."

sources=()
while IFS= read -r file; do sources+=("$file"); done \
    < <(find Sources -name '*.swift' | LC_ALL=C sort)

report=$(perl -0ne '
    my $code = $_;
    $code =~ s{/\*.*?\*/}{}gs;                  # block comments
    $code =~ s{"(?:[^"\\\n]|\\.)*"}{""}g;       # string literals
    $code =~ s{//[^\n]*}{}g;                    # line and doc comments
    my @names = qw(
        UserDefaults NSUserDefaults
        creationDate modificationDate fileModificationDate contentModificationDateKey creationDateKey
        stat fstat fstatat lstat getattrlist getattrlistbulk fgetattrlist getattrlistat
        systemUptime mach_absolute_time
        volumeAvailableCapacityKey volumeAvailableCapacityForImportantUsageKey
        volumeAvailableCapacityForOpportunisticUsageKey volumeTotalCapacityKey
        systemFreeSize systemSize statfs statvfs fstatfs fstatvfs
        activeInputModes
        URLSession NSURLConnection URLRequest NWConnection NWListener
    );
    my $pattern = join "|", @names;
    my %seen;
    $seen{$1}++ while $code =~ /\b($pattern)\b/g;
    $seen{"import Network"}++ if $code =~ /^\s*(?:\w+\s+)?import\s+Network\b/m;
    print "$ARGV: $_\n" for sort keys %seen;
' "${sources[@]}")

if [[ -n "$report" ]]; then
    echo "$report" >&2
    echo "FAIL: the sources use an API that needs a privacy manifest entry or reaches the network;" >&2
    echo "      add PrivacyInfo.xcprivacy to the target and change the README's privacy paragraph" >&2
    exit 1
fi
echo "-- privacy: ${#sources[@]} files use no required-reason API and no network API"
