# Bash completion for strata-cli: commands, their options, option values (--by, --as, ...) and
# the column names of the file already on the line. It asks strata-cli itself
# (strata-cli --complete ...), so it knows what the installed strata-cli knows.
_strata_cli() {
    local cli=${COMP_WORDS[0]}
    local cur=${COMP_WORDS[COMP_CWORD]}
    local prev=""
    ((COMP_CWORD > 0)) && prev=${COMP_WORDS[COMP_CWORD - 1]}
    local valued
    valued=$("$cli" --complete value-options 2> /dev/null)
    local command="" file="" table="" i word
    # The command and the first FILE, wherever they stand on the line (options may come first).
    for ((i = 1; i < ${#COMP_WORDS[@]}; i++)); do
        ((i == COMP_CWORD)) && continue
        word=${COMP_WORDS[i]}
        if [[ $word == --table ]]; then
            table=${COMP_WORDS[i + 1]}
            ((i++))
        elif grep -qxF -- "$word" <<< "$valued"; then
            ((i++))
        elif [[ $word == -?* ]]; then
            continue
        elif [[ -z $command ]]; then
            command=$word
        elif [[ -z $file ]]; then
            file=$word
        fi
    done
    COMPREPLY=()
    local IFS=$'\n'
    if [[ -n $prev ]] && grep -qxF -- "$prev" <<< "$valued"; then
        local values
        values=$("$cli" --complete values "$prev" 2> /dev/null)
        case $values in
        @column)
            [[ -n $file && -f $file ]] &&
                COMPREPLY=($(compgen -W "$("$cli" --complete columns "$file" $table 2> /dev/null)" -- "$cur"))
            ;;
        @columns)
            if [[ -n $file && -f $file ]]; then
                local head="" last=$cur
                if [[ $cur == *,* ]]; then
                    head=${cur%,*},
                    last=${cur##*,}
                fi
                COMPREPLY=($(compgen -P "$head" -W "$("$cli" --complete columns "$file" $table 2> /dev/null)" -- "$last"))
                compopt -o nospace 2> /dev/null
            fi
            ;;
        @file)
            COMPREPLY=($(compgen -f -- "$cur"))
            ;;
        *)
            COMPREPLY=($(compgen -W "$values" -- "$cur"))
            [[ ${COMPREPLY[0]} == *: ]] && compopt -o nospace 2> /dev/null
            ;;
        esac
        return 0
    fi
    if [[ -z $command ]]; then
        COMPREPLY=($(compgen -W "$("$cli" --complete commands 2> /dev/null)
--help
--version" -- "$cur"))
    elif [[ $cur == -* ]]; then
        COMPREPLY=($(compgen -W "$("$cli" --complete options "$command" 2> /dev/null)" -- "$cur"))
    else
        COMPREPLY=($(compgen -f -- "$cur"))
        compopt -o filenames 2> /dev/null
    fi
    return 0
}
complete -F _strata_cli strata-cli
