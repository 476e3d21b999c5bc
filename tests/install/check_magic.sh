#!/usr/bin/env bash
# file(1) with resources/magic/strata.magic names every corpus file of the four formats (AT-1
# with its codec, COLE and ODB-2 with their versions, Blosc chunks with their codec, frames) and
# claims none of the corpus's other files (decoded bytes, CSV, JSON, originals).
set -euo pipefail
source_dir=$1
magic=$source_dir/resources/magic/strata.magic
corpus=$source_dir/tests/corpus
status=0
expect() { # FILE DESCRIPTION: file -m must print DESCRIPTION exactly
    local got
    got=$(file -b -m "$magic" "$corpus/$1")
    if [ "$got" != "$2" ]; then
        echo "$1: expected '$2', file said '$got'"
        status=1
    fi
}
expect at1/col_all_verbatim.at1 "AT-1 container, whole file, codec columnar"
expect at1-codecs/json_gh_events.at1 "AT-1 container, whole file, codec json"
expect at1-codecs/bundle_project.at1 "AT-1 container, whole file, codec bundle"
expect at1/stream_empty.at1 "AT-1 container, streaming, codec columnar"
expect cole/all_combos.col "COLE columnar file, version 1.0"
expect odb2/odb/capi_bitfields.odb "ODB-2 observation table, little-endian, format version 0.5"
expect blosc2/frames/array_2d_f64.b2nd "Blosc2 frame, header 165 bytes, 138051 bytes in all"
expect blosc2/codecs/codec_blosclz_noshuffle_text.b2chunk \
    "Blosc2 chunk, format version 5, blosclz, typesize 1, 80000 bytes decoded"
expect blosc2/blosc1/b1_bitshuffle_leftover_not_x8.blosc1 \
    "Blosc1 chunk, format version 2, zstd, typesize 4, 20532 bytes decoded"

# Every file of a format, by its extension, is named as that format.
check_all() { # PATTERN DESCRIPTION-PREFIX
    while IFS= read -r -d '' path; do
        local got
        got=$(file -b -m "$magic" "$path")
        if [ -s "$path" ] && [[ $got != "$2"* ]]; then
            echo "${path#"$corpus"/}: expected '$2...', file said '$got'"
            status=1
        fi
    done < <(find "$corpus" -name "$1" -not -path '*/bad/*' -not -path '*/quirks/*' -print0)
}
check_all '*.at1' "AT-1 container, "
check_all '*.col' "COLE columnar file, version "
check_all '*.odb' "ODB-2 observation table, "
check_all '*.b2frame' "Blosc2 frame"
check_all '*.b2nd' "Blosc2 frame"
check_all '*.b2chunk' "Blosc2 chunk, format version "
check_all '*.blosc1' "Blosc1 chunk, format version 2, "
check_all '*.cdata' "Blosc"
# The big-endian frames pyodc writes.
big_endian=$(find "$corpus/odb2" -name '*.odb' -print0 | xargs -0 file -b -m "$magic" | grep -c 'big-endian' || true)
if [ "$big_endian" -eq 0 ]; then
    echo "no big-endian ODB-2 file named as such"
    status=1
fi
# Nothing else is claimed.
while IFS= read -r -d '' path; do
    got=$(file -b -m "$magic" "$path")
    if [[ $got == AT-1* || $got == COLE* || $got == ODB-2* || $got == Blosc* ]]; then
        echo "${path#"$corpus"/}: not one of the formats, yet file said '$got'"
        status=1
    fi
done < <(find "$corpus" -type f \( -name '*.raw' -o -name '*.csv' -o -name '*.orig' -o \
    -name '*.txt' -o -name '*.json' -o -name '*.md' -o -name '*.npy' \) -print0)
[ $status -eq 0 ] && echo "every corpus file named as its format, no other claimed"
exit $status
