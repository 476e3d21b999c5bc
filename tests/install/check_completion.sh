#!/usr/bin/env bash
# The bash completion (resources/completion/strata-cli.bash) completes commands, a command's
# options, --by's values and the column names of the file already on the line, asking the
# built strata-cli; the zsh completion parses in zsh and loads through compinit.
set -euo pipefail
source_dir=$1
cli_dir=$2
export PATH="$cli_dir:$PATH"
corpus=$source_dir/tests/corpus
# shellcheck source=/dev/null
source "$source_dir/resources/completion/strata-cli.bash"
status=0
complete_line() { # WORDS...: completes word $at (default: the last); prints COMPREPLY a line each
    COMP_WORDS=("$@")
    COMP_CWORD=${at:-$((${#COMP_WORDS[@]} - 1))}
    COMPREPLY=()
    _strata_cli
    printf '%s\n' "${COMPREPLY[@]}"
}
expect() { # EXPECTED-LINES WORDS...
    local expected=$1
    shift
    local got
    got=$(complete_line "$@" | sort)
    if [ "$got" != "$(sort <<< "$expected")" ]; then
        echo "completing '$*': expected [$expected], got [$got]"
        status=1
    fi
}
expect $'cat\ncheck\nconvert\ncsv' strata-cli c
expect $'--json\n--output\n--help' strata-cli info "$corpus/cole/all_combos.col" -
expect $'column\ncodec' strata-cli sizes x.col --by c
expect $'seqno@hdr\nstatus@hdr' strata-cli csv "$corpus/odb2/odb/capi_bitfields.odb" --columns s
expect $'seqno@hdr,status@hdr' strata-cli csv "$corpus/odb2/odb/capi_bitfields.odb" --columns seqno@hdr,st
# The cursor before the FILE: its columns all the same.
at=3 expect $'status@hdr' strata-cli stats --counts st "$corpus/odb2/odb/capi_bitfields.odb"
expect $'status@hdr' strata-cli plot "$corpus/odb2/odb/capi_bitfields.odb" --table 0 --y st
# The same file: the FILE after the command is completed as a path.
expect "$corpus/cole/all_combos.col"$'\n'"$corpus/cole/all_combos.csv" strata-cli info "$corpus/cole/all_combo"

zsh -n "$source_dir/resources/completion/_strata-cli"
fpath_dir=$(mktemp -d)
trap 'rm -rf "$fpath_dir"' EXIT
cp "$source_dir/resources/completion/_strata-cli" "$fpath_dir/"
loaded=$(zsh -f -c "fpath=($fpath_dir \$fpath); autoload -Uz compinit; compinit -u -d $fpath_dir/dump; print -r -- \${_comps[strata-cli]}")
if [ "$loaded" != "_strata-cli" ]; then
    echo "zsh's compinit did not bind _strata-cli to strata-cli (got '$loaded')"
    status=1
fi
[ $status -eq 0 ] && echo "bash completes commands, options, values and columns; zsh loads"
exit $status
