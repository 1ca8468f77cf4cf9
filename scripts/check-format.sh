#!/usr/bin/env bash
# Fails, naming the files, when a C++ source under app/, core/, ui/ or tests/ is not formatted as
# the root .clang-format says. Debian 12's clang-format (14) is the reference: another version may
# format a few constructs differently, so a different one is refused rather than trusted.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
FORMAT="${CLANG_FORMAT:-clang-format}"
if ! command -v "$FORMAT" >/dev/null; then
    echo "check-format: $FORMAT not found (Debian package clang-format)" >&2
    exit 1
fi
version=$("$FORMAT" --version)
case "$version" in
    *" 14."*) ;;
    *) echo "check-format: want clang-format 14 (Debian 12), found: $version" >&2; exit 1 ;;
esac
mapfile -t files < <(find app core ui tests -name '*.cpp' -o -name '*.h' | sort)
# A process per hundred files, one per core: a process per file took 80 s of the test command.
# A file that differs is named in an "error: code should be clang-formatted" line.
status=0
report=$(printf '%s\0' "${files[@]}" |
         xargs -0 -n 100 -P "$(nproc)" "$FORMAT" --dry-run -Werror 2>&1 >/dev/null) || status=$?
mapfile -t bad < <(grep -oE '^[^:]+:[0-9]+:[0-9]+: error: code should be clang-formatted' <<<"$report" |
                   cut -d: -f1 | sort -u)
if [ $status -ne 0 ] && [ ${#bad[@]} -eq 0 ]; then
    printf 'check-format: %s failed:\n%s\n' "$FORMAT" "$report" >&2
    exit 1
fi
if [ ${#bad[@]} -gt 0 ]; then
    printf 'check-format: %d file(s) differ from .clang-format; run: clang-format -i FILE\n' "${#bad[@]}" >&2
    printf '  %s\n' "${bad[@]}" >&2
    exit 1
fi
echo "check-format: ${#files[@]} files formatted"
