#!/usr/bin/env bash
# Fails, naming each one, when the documentation points at something that is not there:
#  - a folder or file that docs/architecture.md names (a path starting with app/, core/, ui/,
#    tests/, resources/, scripts/ or docs/; one ending in / must be a folder), so the page cannot
#    drift from the tree unnoticed;
#  - a relative link or image in README.md or docs/*.md whose file does not exist, or whose
#    #anchor is not a heading (GitHub's slug) or an id="..." of the file it points into.
# Code blocks and `code spans` are not links, so they are skipped; http(s) and mailto links are
# not checked (no network in the test run).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

problems=0
fail() {
    echo "check-docs: $*" >&2
    problems=$((problems + 1))
}

# The text of a Markdown file without its fenced code blocks and inline code spans.
prose() {
    awk '/^[[:space:]]*```/ { fenced = !fenced; next } !fenced { print }' "$1" |
        sed -E 's/`[^`]*`//g'
}

# Every anchor a Markdown file offers: its headings as GitHub slugs them (lower case, punctuation
# dropped, spaces to hyphens, -1, -2, ... for repeats) and explicit id="..." attributes.
anchors() {
    awk '/^[[:space:]]*```/ { fenced = !fenced; next }
         !fenced && /^#+[[:space:]]/ {
             h = $0
             sub(/^#+[[:space:]]+/, "", h)
             sub(/[[:space:]]+#*[[:space:]]*$/, "", h)
             h = tolower(h)
             gsub(/[^a-z0-9 _-]/, "", h)
             gsub(/ /, "-", h)
             if (h in seen) { seen[h]++; print h "-" seen[h] } else { seen[h] = 0; print h }
         }' "$1"
    grep -oE 'id="[^"]+"' "$1" | sed -E 's/^id="//; s/"$//' || true
}

# 1. Paths named by docs/architecture.md.
arch=docs/architecture.md
named=0
while IFS= read -r path; do
    named=$((named + 1))
    if [[ "$path" == */ ]]; then
        [ -d "$path" ] || fail "$arch names the folder $path, which does not exist"
    else
        [ -e "$path" ] || fail "$arch names $path, which does not exist"
    fi
done < <(grep -oE '(^|[^A-Za-z0-9_./-])(app|core|ui|tests|resources|scripts|docs)/[A-Za-z0-9_./+-]*' "$arch" |
    sed -E 's/^[^a-z]//; s/[.]+$//' | sort -u)
if [ "$named" -eq 0 ]; then
    fail "$arch names no folder at all (the pattern above no longer matches how it writes them)"
fi

# 2. Relative links and images.
links=0
for md in README.md docs/*.md; do
    dir=$(dirname "$md")
    while IFS= read -r target; do
        [ -n "$target" ] || continue
        case "$target" in
            http://* | https://* | mailto:*) continue ;;
        esac
        links=$((links + 1))
        file=${target%%#*}
        anchor=
        [[ "$target" == *'#'* ]] && anchor=${target#*#}
        if [ -z "$file" ]; then
            resolved=$md
        else
            resolved="$dir/$file"
            if [ ! -e "$resolved" ]; then
                fail "$md: link $target: no such file ($resolved)"
                continue
            fi
        fi
        if [ -n "$anchor" ]; then
            if [[ "$resolved" != *.md ]]; then
                fail "$md: link $target: an anchor into a file that is not Markdown"
            elif ! anchors "$resolved" | grep -qxF -- "$anchor"; then
                fail "$md: link $target: no heading or id \"$anchor\" in $resolved"
            fi
        fi
    done < <(prose "$md" |
        { grep -oE '\]\([^)[:space:]]+([[:space:]]+"[^"]*")?\)|<img[^>]*src="[^"]+"' || true; } |
        sed -E 's/^\]\(([^)[:space:]]+).*/\1/; s/^<img[^>]*src="([^"]+)".*/\1/')
done

if [ "$problems" -gt 0 ]; then
    echo "check-docs: $problems problem(s)" >&2
    exit 1
fi
echo "check-docs: $named paths in $arch and $links relative links checked"
