#!/usr/bin/env bash
# Fails, naming the file and line, when the code's includes leave the layers docs/architecture.md
# draws:
#  - a file in core/X/ or ui/X/ includes a folder that X's "may use" cell does not list (every
#    folder of core/ and ui/ needs a row; a ui folder may use all of core besides the ui folders it
#    lists; core may use nothing of ui);
#  - app/cli/ (podcad-cli) includes anything but core and itself;
#  - the "may use" cells themselves allow a cycle between folders.
# An include is named by its first folder ("model/design.h", "../session/document.h"); a path that
# exists beside the including file ("tools/selecttool.h" in ui/canvas/) is its own folder's.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

arch=docs/architecture.md
problems=0
fail() {
    echo "check-layers: $*" >&2
    problems=$((problems + 1))
}

# "core/analysis<TAB>cabling catalog format model": the rows of the tables whose header has a
# "may use" column, that cell without its code spans and (remarks), as words.
rows() {
    awk -F'|' '
        /^\|/ && /\| *may use[^|]*\|/ { table = 1; next }
        table && !/^\|/ { table = 0 }
        table && /^\| *`(core|ui)\/[a-z]+\/` *\|/ {
            folder = $2
            gsub(/[ `]/, "", folder)
            sub(/\/$/, "", folder)
            cell = $(NF - 1)
            gsub(/`[^`]*`/, "", cell)
            gsub(/\([^)]*\)/, "", cell)
            gsub(/[^a-z]+/, " ", cell)
            print folder "\t" cell
        }' "$arch"
}

declare -A mayUse
while IFS=$'\t' read -r folder cell; do
    tree=${folder%%/*}
    uses=" "
    for word in $cell; do
        [ -d "$tree/$word" ] && [ "$word" != "${folder#*/}" ] && uses+="$word "
    done
    mayUse[$folder]="$uses"
done < <(rows)

if [ "${#mayUse[@]}" -eq 0 ]; then
    fail "$arch has no table with a \"may use\" column (the pattern above no longer matches it)"
fi

for dir in core/*/ ui/*/; do
    folder=${dir%/}
    [ -n "${mayUse[$folder]+set}" ] || fail "$folder/ has no row with a \"may use\" cell in $arch"
done

# One pass over every include: "file<TAB>line<TAB>path" into awk, which knows every file (for
# paths beside the including file), every folder, and the cells.
allFiles=$(find core ui app -type f \( -name '*.h' -o -name '*.cpp' \) | sort)
cells=""
for folder in "${!mayUse[@]}"; do
    cells+="$folder=${mayUse[$folder]}"$'\n'
done
findings=$(
    # shellcheck disable=SC2086
    grep -nE '^[[:space:]]*#[[:space:]]*include[[:space:]]+"[^"]*"' $allFiles |
        sed -E 's/^([^:]+):([0-9]+):[^"]*"([^"]*)".*/\1\t\2\t\3/' |
        awk -F'\t' -v arch="$arch" -v files="$allFiles" -v cells="$cells" -v folders="$(ls -d core/*/ ui/*/ | sed "s:/$::")" '
            BEGIN {
                n = split(files, f, "\n"); for (i = 1; i <= n; i++) exists[f[i]] = 1
                n = split(folders, d, "\n"); for (i = 1; i <= n; i++) isFolder[d[i]] = 1
                n = split(cells, c, "\n")
                for (i = 1; i <= n; i++) if (c[i] != "") { k = c[i]; sub(/=.*/, "", k); v = c[i]; sub(/^[^=]*=/, "", v); mayUse[k] = v }
            }
            function dir(p) { sub(/\/[^\/]*$/, "", p); return p }
            {
                file = $1; line = $2; path = $3; orig = path
                while (path ~ /^\.\.\//) path = substr(path, 4)
                if (path !~ /\//) next
                if ((dir(file) "/" orig) in exists) next
                used = path; sub(/\/.*/, "", used)
                split(file, parts, "/"); top = parts[1]; own = parts[2]
                if (used == own) next
                allowed = (top "/" own) in mayUse ? mayUse[top "/" own] : " "
                if (top == "core") {
                    if (("ui/" used) in isFolder) print file ":" line " includes \"" orig "\": core never includes ui"
                    else if (index(allowed, " " used " ") == 0)
                        print file ":" line " includes \"" orig "\", but core/" own " may use only:" (allowed == " " ? " nothing " : allowed) "(" arch ")"
                } else if (top == "ui") {
                    if (!(("core/" used) in isFolder) && index(allowed, " " used " ") == 0)
                        print file ":" line " includes \"" orig "\", but ui/" own " may use core and only:" (allowed == " " ? " nothing " : allowed) "(" arch ")"
                } else if (top == "app" && own == "cli" && !(("core/" used) in isFolder)) {
                    print file ":" line " includes \"" orig "\": podcad-cli uses core only"
                }
            }'
)
if [ -n "$findings" ]; then
    while IFS= read -r finding; do fail "$finding"; done <<<"$findings"
fi

# A cycle in the cells would let two folders include each other without a finding above.
pairs=""
for folder in "${!mayUse[@]}"; do
    for used in ${mayUse[$folder]}; do
        pairs+="${folder%%/*}/$used $folder"$'\n'
    done
done
if ! loop=$(printf '%s' "$pairs" | tsort 2>&1 >/dev/null); then
    # tsort names each loop it breaks; the first is enough to mend.
    fail "the \"may use\" cells of $arch allow a cycle: $(echo "$loop" |
        awk '/input contains a loop/ { n++; next } n == 1 { sub(/^tsort: /, ""); printf "%s ", $0 }')"
fi

if [ "$problems" -gt 0 ]; then
    echo "check-layers: $problems problem(s)" >&2
    exit 1
fi
echo "check-layers: ${#mayUse[@]} folders keep their layers"
