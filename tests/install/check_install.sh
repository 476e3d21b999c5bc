#!/usr/bin/env bash
# Installs a build into a temporary prefix and checks that everything a desktop needs is there
# and valid: binaries, .desktop file, MIME types, icon, AppStream metainfo, man page.
set -euo pipefail
build=$1
prefix=$(mktemp -d)
trap 'rm -rf "$prefix"' EXIT
cmake --install "$build" --prefix "$prefix" > /dev/null
id=io.github.strata.Strata
for file in bin/strata bin/strata-cli share/applications/$id.desktop \
    share/mime/packages/$id.xml share/icons/hicolor/scalable/apps/$id.svg \
    share/metainfo/$id.metainfo.xml share/man/man1/strata-cli.1 \
    share/bash-completion/completions/strata-cli share/zsh/vendor-completions/_strata-cli \
    share/strata/strata.magic; do
    [ -s "$prefix/$file" ] || { echo "not installed: $file"; exit 1; }
done
desktop-file-validate "$prefix/share/applications/$id.desktop"
appstreamcli validate --no-net "$prefix/share/metainfo/$id.metainfo.xml"
xmllint --noout "$prefix/share/mime/packages/$id.xml" "$prefix/share/icons/hicolor/scalable/apps/$id.svg"
update-mime-database "$prefix/share/mime"
# The MIME database built from the installed XML knows every type with its globs.
for type in x-strata-at1 x-strata-cole x-strata-blosc2-frame x-strata-blosc2-chunk x-odb2; do
    [ -f "$prefix/share/mime/application/$type.xml" ] || { echo "MIME type $type missing"; exit 1; }
done
grep -q '^\*\.odb$\|:\*\.odb$' "$prefix/share/mime/globs2" || { echo "no *.odb glob"; exit 1; }
grep -q 'AT1' "$prefix/share/mime/magic" || { echo "no AT-1 magic"; exit 1; }
"$prefix/bin/strata-cli" --version | grep -q '^strata-cli '
# No run path, built or installed: an empty entry in one makes the loader look for libraries in
# the working directory first.
for binary in "$build/app/cli/strata-cli" "$build/app/gui/strata" "$prefix/bin/strata-cli" \
    "$prefix/bin/strata"; do
    if readelf -d "$binary" | grep -qE '\((RPATH|RUNPATH)\)'; then
        echo "$binary has a run path: $(readelf -d "$binary" | grep -E 'RPATH|RUNPATH')"
        exit 1
    fi
done
grep -q '^\.TH STRATA-CLI 1' "$prefix/share/man/man1/strata-cli.1"
echo "installed and valid"
