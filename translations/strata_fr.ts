<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>BookmarkNames</name>
    <message>
        <source>%1 of row %2</source>
        <translation>%1 de la ligne %2</translation>
    </message>
</context>
<context>
    <name>Diagnostic</name>
    <message>
        <source>a page header cut short by the end of the file</source>
        <translation>un en-tête de page tronqué par la fin du fichier</translation>
    </message>
    <message>
        <source>bstart %1 lies outside the chunk&apos;s data [%2, %3)</source>
        <translation>bstart %1 se trouve hors des données du chunk [%2, %3)</translation>
    </message>
    <message>
        <source>stream %1 of %2 bytes overruns its chunk</source>
        <translation>le flux %1 de %2 octets déborde de son chunk</translation>
    </message>
    <message>
        <source>frame_len %1 differs from the file size %2</source>
        <translation>frame_len %1 diffère de la taille du fichier %2</translation>
    </message>
    <message>
        <source>not an ODB-2 frame</source>
        <translation>pas une trame ODB-2</translation>
    </message>
    <message>
        <source>row groups recovered from inline page headers: %1</source>
        <translation>groupes de lignes retrouvés par les en-têtes de page : %1</translation>
    </message>
    <message>
        <source>chunks found walking the chunk area from %1: %2, the last cut short at %3</source>
        <translation>chunks trouvés en parcourant la zone des chunks depuis %1 : %2, le dernier tronqué à %3</translation>
    </message>
    <message>
        <source>chunks found walking the chunk area from %1: %2</source>
        <translation>chunks trouvés en parcourant la zone des chunks depuis %1 : %2</translation>
    </message>
    <message>
        <source>not %1 (whole file) or %2 (streaming)</source>
        <translation>ni %1 (fichier entier) ni %2 (flux continu)</translation>
    </message>
    <message>
        <source>the block reads as zeros</source>
        <translation>le bloc se lit comme des zéros</translation>
    </message>
    <message>
        <source>stream %1 of %2 bytes overruns its block (it reaches into the next block)</source>
        <translation>le flux %1 de %2 octets déborde de son bloc (il atteint le bloc suivant)</translation>
    </message>
    <message>
        <source>needs %1 bytes, %2 left</source>
        <translation>il faut %1 octets, %2 restent</translation>
    </message>
    <message>
        <source>cbytes %1 runs past the end of the file (%2 bytes left)</source>
        <translation>cbytes %1 dépasse la fin du fichier (%2 octets restent)</translation>
    </message>
    <message>
        <source>reading what is there</source>
        <translation>lecture de ce qui est là</translation>
    </message>
    <message>
        <source>corrupt data</source>
        <translation>données corrompues</translation>
    </message>
    <message>
        <source>the xz stream is incomplete or has bytes after it (its index cannot be read)</source>
        <translation>le flux xz est incomplet ou suivi d’octets (son index est illisible)</translation>
    </message>
    <message>
        <source>the file ends inside it (%1 of %2 bytes)</source>
        <translation>le fichier s’arrête dedans (%1 sur %2 octets)</translation>
    </message>
    <message>
        <source>the file ends inside it</source>
        <translation>le fichier s’arrête dedans</translation>
    </message>
    <message>
        <source>stream %1 payload</source>
        <translation>contenu du flux %1</translation>
    </message>
    <message>
        <source>stream %1 (decoded byte %2)</source>
        <translation>flux %1 (octet décodé %2)</translation>
    </message>
    <message>
        <source>corrupt block (error at input byte %1)</source>
        <translation>bloc corrompu (erreur à l’octet d’entrée %1)</translation>
    </message>
    <message>
        <source>corrupt block</source>
        <translation>bloc corrompu</translation>
    </message>
    <message>
        <source>frame payload</source>
        <translation>contenu de la trame</translation>
    </message>
    <message>
        <source>file truncated at %1</source>
        <translation>fichier tronqué à %1</translation>
    </message>
    <message>
        <source>footer missing</source>
        <translation>pied de page manquant</translation>
    </message>
    <message>
        <source>stream name</source>
        <translation>nom du flux</translation>
    </message>
    <message>
        <source>footer magic</source>
        <translation>signature du pied de page</translation>
    </message>
    <message>
        <source>file magic</source>
        <translation>signature du fichier</translation>
    </message>
    <message>
        <source>bad magic</source>
        <translation>signature erronée</translation>
    </message>
    <message>
        <source>no output</source>
        <translation>aucune sortie</translation>
    </message>
    <message>
        <source>chunk header</source>
        <translation>en-tête du chunk</translation>
    </message>
    <message>
        <source>column chunk</source>
        <translation>chunk de colonne</translation>
    </message>
    <message>
        <source>the chunk is unreadable</source>
        <translation>le chunk est illisible</translation>
    </message>
    <message>
        <source>its bytes cannot be decompressed and read as zeros</source>
        <translation>ses octets ne se décompressent pas et se lisent comme des zéros</translation>
    </message>
    <message>
        <source>the remaining %1 rows are missing</source>
        <translation>les %1 lignes restantes manquent</translation>
    </message>
    <message>
        <source>%1 bytes of rows, %2 left in the file</source>
        <translation>%1 octets de lignes, %2 restent dans le fichier</translation>
    </message>
    <message>
        <source>truncated frame</source>
        <translation>trame tronquée</translation>
    </message>
    <message>
        <source>memcpyed data of %1 bytes runs past the end of the chunk</source>
        <translation>les données non compressées de %1 octets dépassent la fin du chunk</translation>
    </message>
    <message>
        <source>memcpyed chunk of nbytes %1 but cbytes %2 (header and data make %3)</source>
        <translation>chunk non compressé de nbytes %1 mais cbytes %2 (en-tête et données font %3)</translation>
    </message>
    <message>
        <source>the stream set has no %1 stream</source>
        <translation>l’ensemble de flux n’a pas de flux %1</translation>
    </message>
    <message>
        <source>a page of %1 values cut short</source>
        <translation>une page de %1 valeurs tronquée</translation>
    </message>
    <message>
        <source>its header declares %1 bytes of data, %2 are present</source>
        <translation>son en-tête déclare %1 octets de données, %2 sont présents</translation>
    </message>
    <message>
        <source>the rest show as missing</source>
        <translation>le reste apparaît comme manquant</translation>
    </message>
    <message>
        <source>not an ODB-2 frame, after the last one</source>
        <translation>pas une trame ODB-2, après la dernière</translation>
    </message>
    <message>
        <source>row %1 needs %2 bytes, %3 left</source>
        <translation>la ligne %1 demande %2 octets, %3 restent</translation>
    </message>
    <message>
        <source>stored min %1 &lt; actual min %2 (a loose bound)</source>
        <translation>min stocké %1 &lt; min réel %2 (une borne lâche)</translation>
    </message>
    <message>
        <source>stored max %1 &gt; actual max %2 (a loose bound)</source>
        <translation>max stocké %1 &gt; max réel %2 (une borne lâche)</translation>
    </message>
    <message>
        <source>stored min %1 &gt; actual min %2</source>
        <translation>min stocké %1 &gt; min réel %2</translation>
    </message>
    <message>
        <source>stored max %1 &lt; actual max %2</source>
        <translation>max stocké %1 &lt; max réel %2</translation>
    </message>
    <message>
        <source>entry %1 %2 (inner file byte %3)</source>
        <translation>entrée %1 %2 (octet %3 du fichier interne)</translation>
    </message>
    <message>
        <source>bytes that do not read as a page</source>
        <translation>octets qui ne se lisent pas comme une page</translation>
    </message>
    <message>
        <source>file too short for the AT-1 header (%1 bytes, needs magic and codec byte)</source>
        <translation>fichier trop court pour l’en-tête AT-1 (%1 octets, il faut la signature et l’octet du codec)</translation>
    </message>
    <message>
        <source>file of %1 bytes is too short for a header and footer</source>
        <translation>un fichier de %1 octets est trop court pour un en-tête et un pied de page</translation>
    </message>
    <message>
        <source>page header differs from its copy in the metadata at %1</source>
        <translation>l’en-tête de page diffère de sa copie dans les métadonnées à %1</translation>
    </message>
    <message>
        <source>block holds %1 bytes, expected %2</source>
        <translation>le bloc contient %1 octets, %2 attendus</translation>
    </message>
    <message>
        <source>stream holds more than the expected %1 bytes</source>
        <translation>le flux contient plus que les %1 octets attendus</translation>
    </message>
    <message>
        <source>stream holds %1 bytes, expected %2</source>
        <translation>le flux contient %1 octets, %2 attendus</translation>
    </message>
    <message>
        <source>match reaches before the start of the output at input byte %1</source>
        <translation>la correspondance remonte avant le début de la sortie, à l’octet d’entrée %1</translation>
    </message>
    <message>
        <source>match length runs past the end at input byte %1</source>
        <translation>la longueur de correspondance dépasse la fin, à l’octet d’entrée %1</translation>
    </message>
    <message>
        <source>match overruns the expected size at input byte %1</source>
        <translation>la correspondance dépasse la taille attendue, à l’octet d’entrée %1</translation>
    </message>
    <message>
        <source>literal run overruns the expected size at input byte %1</source>
        <translation>la suite littérale dépasse la taille attendue, à l’octet d’entrée %1</translation>
    </message>
    <message>
        <source>%1 decodes to %2 values for %3 rows</source>
        <translation>%1 donne %2 valeurs pour %3 lignes</translation>
    </message>
    <message>
        <source>the chunk offsets index at %1 lies outside the frame&apos;s chunk area</source>
        <translation>l’index des offsets de chunks à %1 est hors de la zone des chunks de la trame</translation>
    </message>
    <message>
        <source>the chunk offsets index at %1 cannot be read</source>
        <translation>l’index des offsets de chunks à %1 est illisible</translation>
    </message>
    <message>
        <source>not an xz stream (no xz magic)</source>
        <translation>pas un flux xz (pas de signature xz)</translation>
    </message>
    <message>
        <source>empty, not an xz stream</source>
        <translation>vide, pas un flux xz</translation>
    </message>
    <message>
        <source>not a zstd frame (no zstd magic)</source>
        <translation>pas une trame zstd (pas de signature zstd)</translation>
    </message>
    <message>
        <source>stream %1 csize lies past the end of the chunk</source>
        <translation>le csize du flux %1 est au-delà de la fin du chunk</translation>
    </message>
    <message>
        <source>stream %1 has an unknown token %2 after a negative csize</source>
        <translation>le flux %1 a un jeton inconnu %2 après un csize négatif</translation>
    </message>
    <message>
        <source>template %1 (streams %2)</source>
        <translation>modèle %1 (flux %2)</translation>
    </message>
    <message>
        <source>varint past the end</source>
        <translation>varint au-delà de la fin</translation>
    </message>
    <message>
        <source>bad varint (truncated, too long or overflowing %1 bits)</source>
        <translation>varint invalide (tronqué, trop long ou dépassant %1 bits)</translation>
    </message>
    <message>
        <source>is not a msgpack %1</source>
        <translation>n’est pas un %1 msgpack</translation>
    </message>
    <message>
        <source>row marker %1 is past the column count %2</source>
        <translation>le marqueur de ligne %1 dépasse le nombre de colonnes %2</translation>
    </message>
    <message>
        <source>width %1 is outside %2..%3</source>
        <translation>la largeur %1 est hors de %2..%3</translation>
    </message>
    <message>
        <source>%1 rows, little-endian, md5 bad</source>
        <translation>%1 lignes, petit-boutiste, MD5 faux</translation>
    </message>
    <message>
        <source>%1 rows, big-endian, md5 bad</source>
        <translation>%1 lignes, gros-boutiste, MD5 faux</translation>
    </message>
    <message>
        <source>the rebuilt original ends before the pixel data&apos;s last sample</source>
        <translation>l’original reconstruit s’arrête avant le dernier échantillon des données de pixels</translation>
    </message>
    <message>
        <source>blocksize %1 exceeds nbytes %2 (c-blosc2 clamps it)</source>
        <translation>blocksize %1 dépasse nbytes %2 (c-blosc2 le borne)</translation>
    </message>
    <message>
        <source>%1 streams cannot fit in %2 bytes</source>
        <translation>%1 flux ne tiennent pas dans %2 octets</translation>
    </message>
    <message>
        <source>column %1 runs out of values at row %2 (it holds %3)</source>
        <translation>la colonne %1 manque de valeurs à la ligne %2 (elle en contient %3)</translation>
    </message>
    <message>
        <source>column %1 runs out of values</source>
        <translation>la colonne %1 manque de valeurs</translation>
    </message>
    <message>
        <source>holds %1 line flags for nlines %2</source>
        <translation>contient %1 marques de ligne pour nlines %2</translation>
    </message>
    <message>
        <source>unknown codec id %1</source>
        <translation>identifiant de codec inconnu %1</translation>
    </message>
    <message>
        <source>unknown codec tag %1 (%2 xz and %3 zstd exist)</source>
        <translation>étiquette de codec inconnue %1 (%2 xz et %3 zstd existent)</translation>
    </message>
    <message>
        <source>unknown codec %1</source>
        <translation>codec inconnu %1</translation>
    </message>
    <message>
        <source>column chunk [%1, +%2) lies outside the file</source>
        <translation>le chunk de colonne [%1, +%2) est hors du fichier</translation>
    </message>
    <message>
        <source>bstarts for %1 blocks run past the end of the chunk</source>
        <translation>les bstarts de %1 blocs dépassent la fin du chunk</translation>
    </message>
    <message>
        <source>special-value chunk of cbytes %1 stores %2</source>
        <translation>le chunk de valeur spéciale de cbytes %1 stocke %2</translation>
    </message>
    <message>
        <source>block (%1) holds %2 values for %3 rows</source>
        <translation>le bloc (%1) contient %2 valeurs pour %3 lignes</translation>
    </message>
    <message>
        <source>block (%1) of %2 bytes does not fit in the %3 stream at %4 of %5</source>
        <translation>le bloc (%1) de %2 octets ne tient pas dans le flux %3 à %4 sur %5</translation>
    </message>
    <message>
        <source>template has %1 segments</source>
        <translation>le modèle a %1 segments</translation>
    </message>
    <message>
        <source>the repeated value runs past the end of the chunk</source>
        <translation>la valeur répétée dépasse la fin du chunk</translation>
    </message>
    <message>
        <source>delta needs block %1, which did not decode</source>
        <translation>le delta a besoin du bloc %1, qui ne s’est pas décodé</translation>
    </message>
    <message>
        <source>unknown backend byte %1</source>
        <translation>octet de backend inconnu %1</translation>
    </message>
    <message>
        <source>a row group holds at least one row</source>
        <translation>un groupe de lignes contient au moins une ligne</translation>
    </message>
    <message>
        <source>page data runs past the end of the file</source>
        <translation>les données de page dépassent la fin du fichier</translation>
    </message>
    <message>
        <source>page data [%1, +%2) does not lie inside its column chunk and the file</source>
        <translation>les données de page [%1, +%2) ne sont pas dans leur chunk de colonne et le fichier</translation>
    </message>
    <message>
        <source>VL blocks hold %1 bytes but nbytes says %2</source>
        <translation>les blocs VL contiennent %1 octets mais nbytes indique %2</translation>
    </message>
    <message>
        <source>VL block of %1 bytes runs past nbytes %2</source>
        <translation>le bloc VL de %1 octets dépasse nbytes %2</translation>
    </message>
    <message>
        <source>%1 bytes after the last stream</source>
        <translation>%1 octets après le dernier flux</translation>
    </message>
    <message>
        <source>runs exceed the %1 rows of the row group</source>
        <translation>les séquences dépassent les %1 lignes du groupe de lignes</translation>
    </message>
    <message>
        <source>row count %1 is more than the %2 bytes of rows can hold</source>
        <translation>le nombre de lignes %1 dépasse ce que %2 octets de lignes peuvent contenir</translation>
    </message>
    <message>
        <source>its blocks live in the frame, chunk %1 at frame offset %2 (block i at that offset + bstart i)</source>
        <translation>ses blocs sont dans la trame, chunk %1 à l’offset %2 de la trame (bloc i à cet offset + bstart i)</translation>
    </message>
    <message>
        <source>this file alone cannot be decompressed</source>
        <translation>ce fichier seul ne peut pas être décompressé</translation>
    </message>
    <message>
        <source>stream %1 has %2 entries but meta %3 is %4</source>
        <translation>le flux %1 a %2 entrées mais meta %3 vaut %4</translation>
    </message>
    <message>
        <source>mode byte %1 (only %2 raw, %3 pixel)</source>
        <translation>octet de mode %1 (seulement %2 brut, %3 pixel)</translation>
    </message>
    <message>
        <source>nt %1 is more than the %2 templates a file may hold</source>
        <translation>nt %1 dépasse les %2 modèles qu’un fichier peut contenir</translation>
    </message>
    <message>
        <source>decode class %1 (image-codec pixel data) is unsupported</source>
        <translation>la classe de décodage %1 (données de pixels d’un codec d’image) n’est pas prise en charge</translation>
    </message>
    <message>
        <source>no published decoder rebuilds it</source>
        <translation>aucun décodeur publié ne le reconstruit</translation>
    </message>
    <message>
        <source>the bundle has no entries (no stream %1, or it is empty)</source>
        <translation>le paquet n’a pas d’entrées (pas de flux %1, ou il est vide)</translation>
    </message>
    <message>
        <source>%1 is over the limit of %2</source>
        <translation>%1 dépasse la limite de %2</translation>
    </message>
    <message>
        <source>rows end after %1 of %2 rows</source>
        <translation>les lignes s’arrêtent après %1 sur %2</translation>
    </message>
    <message>
        <source>value %1 %2 lies outside the zone map</source>
        <translation>la valeur %1 %2 est hors de la carte de zones</translation>
    </message>
    <message>
        <source>a second stream with this name</source>
        <translation>un second flux de ce nom</translation>
    </message>
    <message>
        <source>unknown frame method %1 (only %2 structured and %3 raw exist)</source>
        <translation>méthode de trame inconnue %1 (seuls %2 structuré et %3 brut existent)</translation>
    </message>
    <message>
        <source>trailer SHA-256 %1 does not match the decoded bytes (%2)</source>
        <translation>le SHA-256 %1 du trailer ne correspond pas aux octets décodés (%2)</translation>
    </message>
    <message>
        <source>md5 %1 does not match the header (%2)</source>
        <translation>le MD5 %1 ne correspond pas à l’en-tête (%2)</translation>
    </message>
    <message>
        <source>entry %1 has no terminating NUL</source>
        <translation>l’entrée %1 n’a pas de NUL final</translation>
    </message>
    <message>
        <source>unknown pixel transform %1 (only %2..%3)</source>
        <translation>transformation de pixels inconnue %1 (seulement %2..%3)</translation>
    </message>
    <message>
        <source>offset %1 out of order or past the data</source>
        <translation>offset %1 hors d’ordre ou au-delà des données</translation>
    </message>
    <message>
        <source>metadata offset %1 is outside the file body [%2, %3]</source>
        <translation>l’offset des métadonnées %1 est hors du corps du fichier [%2, %3]</translation>
    </message>
    <message>
        <source>the shape needs %1 chunks</source>
        <translation>la forme demande %1 chunks</translation>
    </message>
    <message>
        <source>the frame has %1</source>
        <translation>la trame en a %1</translation>
    </message>
    <message>
        <source>unknown format version %1</source>
        <translation>version de format inconnue %1</translation>
    </message>
    <message>
        <source>not a COLE file header</source>
        <translation>pas un en-tête de fichier COLE</translation>
    </message>
    <message>
        <source>count %1 does not fit in the %2 header bytes left</source>
        <translation>le nombre %1 ne tient pas dans les %2 octets d’en-tête restants</translation>
    </message>
    <message>
        <source>trailer_len %1 is not plausible</source>
        <translation>trailer_len %1 n’est pas plausible</translation>
    </message>
    <message>
        <source>lazy chunk trailer runs past the end of the file</source>
        <translation>le trailer du chunk paresseux dépasse la fin du fichier</translation>
    </message>
    <message>
        <source>unknown filter %1 in slot %2</source>
        <translation>filtre inconnu %1 à l’emplacement %2</translation>
    </message>
    <message>
        <source>unknown filter %1</source>
        <translation>filtre inconnu %1</translation>
    </message>
    <message>
        <source>nbytes %1, but cbytes %2 stores more than the header</source>
        <translation>nbytes %1, mais cbytes %2 stocke plus que l’en-tête</translation>
    </message>
    <message>
        <source>%1 bytes follow the chunk&apos;s cbytes</source>
        <translation>%1 octets suivent les cbytes du chunk</translation>
    </message>
    <message>
        <source>reading resumes at the next frame marker, at %1</source>
        <translation>la lecture reprend au prochain marqueur de trame, à %1</translation>
    </message>
    <message>
        <source>the index lists %1 chunks, but uncompressed_size %2 in chunks of %3 bytes makes %4</source>
        <translation>l’index liste %1 chunks, mais uncompressed_size %2 en chunks de %3 octets en fait %4</translation>
    </message>
    <message>
        <source>the entries after those are not read</source>
        <translation>les entrées suivantes ne sont pas lues</translation>
    </message>
    <message>
        <source>frame too short for a trailer</source>
        <translation>trame trop courte pour un trailer</translation>
    </message>
    <message>
        <source>%1 entries cannot fit in the %2 bytes left</source>
        <translation>%1 entrées ne tiennent pas dans les %2 octets restants</translation>
    </message>
    <message>
        <source>%1 chunks listed for %2 columns</source>
        <translation>%1 chunks listés pour %2 colonnes</translation>
    </message>
    <message>
        <source>the page header in front of the data cannot be read</source>
        <translation>l’en-tête de page devant les données est illisible</translation>
    </message>
    <message>
        <source>the data is found through the metadata&apos;s copy</source>
        <translation>les données sont trouvées par la copie des métadonnées</translation>
    </message>
    <message>
        <source>total_rows %1 but the row groups hold %2</source>
        <translation>total_rows %1 mais les groupes de lignes en contiennent %2</translation>
    </message>
    <message>
        <source>row group num_rows %1 agrees with none of its column chunks</source>
        <translation>le num_rows %1 du groupe de lignes ne concorde avec aucun de ses chunks de colonne</translation>
    </message>
    <message>
        <source>showing the %1 rows every chunk holds</source>
        <translation>affichage des %1 lignes que chaque chunk contient</translation>
    </message>
    <message>
        <source>index %1 outside the %2-entry dictionary</source>
        <translation>index %1 hors du dictionnaire de %2 entrées</translation>
    </message>
    <message>
        <source>size %1 does not fit in %2 bits</source>
        <translation>la taille %1 ne tient pas dans %2 bits</translation>
    </message>
    <message>
        <source>%1 bytes are left that nothing reads</source>
        <translation>il reste %1 octets que rien ne lit</translation>
    </message>
    <message>
        <source>a value nests deeper than %1 levels</source>
        <translation>une valeur s’imbrique sur plus de %1 niveaux</translation>
    </message>
    <message>
        <source>dictionary of %1 bytes runs past the end of the chunk</source>
        <translation>le dictionnaire de %1 octets dépasse la fin du chunk</translation>
    </message>
    <message>
        <source>value %1 has index %2, not below ndict %3</source>
        <translation>la valeur %1 a l’index %2, pas inférieur à ndict %3</translation>
    </message>
    <message>
        <source>%1 items are left over after the %2 used</source>
        <translation>il reste %1 éléments après les %2 utilisés</translation>
    </message>
    <message>
        <source>template id %1 is past the %2 templates</source>
        <translation>l’identifiant de modèle %1 dépasse les %2 modèles</translation>
    </message>
    <message>
        <source>%1 runs cannot fit in %2 bytes</source>
        <translation>%1 séquences ne tiennent pas dans %2 octets</translation>
    </message>
    <message>
        <source>line %1 reads template %2, which holds only %3 lines</source>
        <translation>la ligne %1 lit le modèle %2, qui ne contient que %3 lignes</translation>
    </message>
    <message>
        <source>entry %1 names template %2, past the %3 templates</source>
        <translation>l’entrée %1 désigne le modèle %2, au-delà des %3 modèles</translation>
    </message>
    <message>
        <source>the array has no table</source>
        <translation>le tableau n’a pas de table</translation>
    </message>
    <message>
        <source>showing %1</source>
        <translation>affichage : %1</translation>
    </message>
    <message>
        <source>not %1</source>
        <translation>pas %1</translation>
    </message>
    <message>
        <source>is %1</source>
        <translation>vaut %1</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1 ; %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>stream %1 has %2 items, too few for the records</source>
        <translation>le flux %1 a %2 éléments, trop peu pour les enregistrements</translation>
    </message>
    <message>
        <source>stream %1 has %2 items, too few for the templates&apos; variable slots</source>
        <translation>le flux %1 a %2 éléments, trop peu pour les emplacements variables des modèles</translation>
    </message>
    <message>
        <source>stream %1 has %2 items, too few for the structured lines&apos; hosts</source>
        <translation>le flux %1 a %2 éléments, trop peu pour les hôtes des lignes structurées</translation>
    </message>
    <message>
        <source>stream %1 has %2 items, too few for the structured lines&apos; days</source>
        <translation>le flux %1 a %2 éléments, trop peu pour les jours des lignes structurées</translation>
    </message>
    <message>
        <source>stream %1 has %2 items, too few for the raw messages</source>
        <translation>le flux %1 a %2 éléments, trop peu pour les messages bruts</translation>
    </message>
    <message>
        <source>column %1 of stream %2 has %3 items, too few for the skeleton&apos;s placeholders</source>
        <translation>la colonne %1 du flux %2 a %3 éléments, trop peu pour les emplacements du squelette</translation>
    </message>
    <message>
        <source>column %1 of %2 has %3 items, too few for the values read from it</source>
        <translation>la colonne %1 de %2 a %3 éléments, trop peu pour les valeurs qu’on y lit</translation>
    </message>
    <message>
        <source>%1 values, more than the %2 the row group holds</source>
        <translation>%1 valeurs, plus que les %2 du groupe de lignes</translation>
    </message>
    <message>
        <source>%1 entries cannot fit in the page</source>
        <translation>%1 entrées ne tiennent pas dans la page</translation>
    </message>
    <message>
        <source>no %1 frame marker here</source>
        <translation>pas de marqueur de trame %1 ici</translation>
    </message>
    <message>
        <source>frame marker</source>
        <translation>marqueur de trame</translation>
    </message>
    <message>
        <source>%1 complete column chunks of %2</source>
        <translation>%1 chunks de colonne complets sur %2</translation>
    </message>
    <message>
        <source>its rows are not in the table</source>
        <translation>ses lignes ne sont pas dans la table</translation>
    </message>
    <message>
        <source>expected an array of 7 elements (or 5, as caterva wrote it), not %1</source>
        <translation>un tableau de 7 éléments attendu (ou 5, comme l’écrivait caterva), pas %1</translation>
    </message>
    <message>
        <source>msgpack value cut off at offset %1</source>
        <translation>valeur msgpack coupée à l’offset %1</translation>
    </message>
    <message>
        <source>msgpack nested deeper than %1 levels: not read further</source>
        <translation>msgpack imbriqué sur plus de %1 niveaux : pas lu plus loin</translation>
    </message>
    <message>
        <source>more than %1 values: the rest is not shown</source>
        <translation>plus de %1 valeurs : le reste n’est pas affiché</translation>
    </message>
    <message>
        <source>the last %1 bytes of this block (%2 bytes, typesize %3) are stored as they are after the bitshuffled elements; c-blosc2 leaves them unwritten in format version 2</source>
        <translation>les %1 derniers octets de ce bloc (%2 octets, taille de type %3) sont stockés tels quels après les éléments bitshufflés ; c-blosc2 ne les écrit pas en version de format 2</translation>
    </message>
    <message>
        <source>the chunk area [%1, %2) has room for %3 stored chunk(s) at most</source>
        <translation>la zone des chunks [%1, %2) a de la place pour %3 chunks stockés au plus</translation>
    </message>
    <message>
        <source>entries from %1 on (%2) are not read</source>
        <translation>les entrées à partir de %1 (%2) ne sont pas lues</translation>
    </message>
    <message>
        <source>%1 entries point at chunks listed before them</source>
        <translation>%1 entrées pointent vers des chunks déjà listés avant elles</translation>
    </message>
    <message>
        <source>they are left out</source>
        <translation>elles sont omises</translation>
    </message>
    <message>
        <source>%1 more entries point outside the chunk area</source>
        <translation>%1 entrées de plus pointent hors de la zone des chunks</translation>
    </message>
    <message>
        <source>offsets index entry %1 points at %2, outside the chunk area [%3, %4)</source>
        <translation>l’entrée %1 de l’index des offsets pointe vers %2, hors de la zone des chunks [%3, %4)</translation>
    </message>
    <message>
        <source>offsets index entry %1 marks a special chunk of no kind c-blosc2 knows (top byte 0x%2)</source>
        <translation>l’entrée %1 de l’index des offsets marque un chunk spécial d’un type que c-blosc2 ne connaît pas (octet de poids fort 0x%2)</translation>
    </message>
    <message>
        <source>offsets index entries %1 mark a special chunk of no kind c-blosc2 knows (top byte 0x%2)</source>
        <translation>les entrées %1 de l’index des offsets marquent un chunk spécial d’un type que c-blosc2 ne connaît pas (octet de poids fort 0x%2)</translation>
    </message>
    <message>
        <source>the offsets index changes at every few entries: Strata reads %1 runs of like entries, the first %2 of %3 entries</source>
        <translation>l’index des offsets change toutes les quelques entrées : Strata lit %1 suites d’entrées semblables, les %2 premières des %3 entrées</translation>
    </message>
    <message>
        <source>the rest are not read</source>
        <translation>le reste n’est pas lu</translation>
    </message>
    <message>
        <source>a block of the offsets index decodes to %1 bytes</source>
        <translation>un bloc de l’index des offsets se décode en %1 octets</translation>
    </message>
    <message>
        <source>Strata reads blocks of the index up to %1</source>
        <translation>Strata lit les blocs de l’index jusqu’à %1</translation>
    </message>
    <message>
        <source>the chunks hold %1 bytes, but uncompressed_size says %2</source>
        <translation>les chunks contiennent %1 octets, mais uncompressed_size indique %2</translation>
    </message>
    <message>
        <source>the metadata lists no more row groups</source>
        <translation>les métadonnées ne listent plus de groupes de lignes</translation>
    </message>
    <message>
        <source>column names inferred from the page headers</source>
        <translation>noms de colonnes déduits des en-têtes de page</translation>
    </message>
    <message>
        <source>the frame header&apos;s typesize %1 differs from its chunks&apos; typesize %2</source>
        <translation>la taille de type %1 de l’en-tête du frame diffère de celle de ses chunks, %2</translation>
    </message>
    <message>
        <source>metalayers that cannot be read or that the chunks contradict are left out</source>
        <translation>les metalayers illisibles ou que les chunks contredisent sont omis</translation>
    </message>
    <message>
        <source>the file ends before these chunks</source>
        <translation>le fichier se termine avant ces chunks</translation>
    </message>
    <message>
        <source>uncompressed_size leaves no bytes for them</source>
        <translation>uncompressed_size ne leur laisse aucun octet</translation>
    </message>
    <message>
        <source>its page headers are damaged</source>
        <translation>ses en-têtes de page sont endommagés</translation>
    </message>
    <message>
        <source>its pages cannot be read</source>
        <translation>ses pages sont illisibles</translation>
    </message>
    <message>
        <source>the chunk is cut short</source>
        <translation>le chunk est tronqué</translation>
    </message>
    <message>
        <source>the trailer&apos;s SHA-256 does not match the frames kept</source>
        <translation>le SHA-256 du trailer ne correspond pas aux frames conservés</translation>
    </message>
    <message>
        <source>it is left out</source>
        <translation>il est omis</translation>
    </message>
    <message>
        <source>written as a RAW container (codec 255) of the rebuilt original</source>
        <translation>écrit comme conteneur RAW (codec 255) de l’original reconstruit</translation>
    </message>
    <message>
        <source>no frame can be read there</source>
        <translation>aucun frame n’y est lisible</translation>
    </message>
    <message>
        <source>the container holds no section</source>
        <translation>le conteneur ne contient aucune section</translation>
    </message>
    <message>
        <source>the container is damaged</source>
        <translation>le conteneur est endommagé</translation>
    </message>
    <message>
        <source>the rebuilt original does not match the trailer&apos;s SHA-256</source>
        <translation>l’original reconstruit ne correspond pas au SHA-256 du trailer</translation>
    </message>
    <message>
        <source>the container header cannot be read</source>
        <translation>l’en-tête du conteneur est illisible</translation>
    </message>
    <message>
        <source>the frame header cannot be read</source>
        <translation>l’en-tête du frame est illisible</translation>
    </message>
    <message>
        <source>more blocks of the offsets index that fail the same way and read as zeros: %1</source>
        <translation>autres blocs de l’index des offsets qui échouent de même et se lisent comme des zéros : %1</translation>
    </message>
    <message>
        <source>column &apos;%1&apos; is %2 in %3 and %4 in %5</source>
        <translation>la colonne « %1 » est %2 dans %3 et %4 dans %5</translation>
    </message>
    <message>
        <source>read as %1</source>
        <translation>lue comme %1</translation>
    </message>
    <message>
        <source>its cells in %1 are left missing</source>
        <translation>ses cellules dans %1 restent manquantes</translation>
    </message>
    <message>
        <source>its column &apos;file&apos; is left out</source>
        <translation>sa colonne « file » est écartée</translation>
    </message>
    <message>
        <source>the dataset&apos;s column of that name holds each row&apos;s file</source>
        <translation>la colonne de ce nom du jeu de données contient le fichier de chaque ligne</translation>
    </message>
    <message>
        <source>no format Strata knows</source>
        <translation>aucun format connu de Strata</translation>
    </message>
    <message>
        <source>names no file</source>
        <translation>ne désigne aucun fichier</translation>
    </message>
    <message>
        <source>cannot be read</source>
        <translation>illisible</translation>
    </message>
    <message>
        <source>cannot be opened</source>
        <translation>ne peut être ouvert</translation>
    </message>
    <message>
        <source>%1 file without table %2</source>
        <translation>fichier %1 sans table %2</translation>
    </message>
    <message>
        <source>a link to nothing</source>
        <translation>un lien vers rien</translation>
    </message>
</context>
<context>
    <name>FileNotice</name>
    <message>
        <source>This file is empty: there is nothing to show.</source>
        <translation>Ce fichier est vide : il n’y a rien à afficher.</translation>
    </message>
    <message>
        <source>Strata does not recognise this file: neither its first bytes nor its name are those of AT-1, COLE, Blosc2 or ODB-2. The hex view shows its bytes.</source>
        <translation>Strata ne reconnaît pas ce fichier : ni ses premiers octets ni son nom ne sont ceux d’AT-1, COLE, Blosc2 ou ODB-2. La vue hexadécimale montre ses octets.</translation>
    </message>
    <message>
        <source>No data in this %1 file could be decoded: Diagnostics lists what is wrong, and the tree and the hex view show what is left of its structure.</source>
        <translation>Aucune donnée de ce fichier %1 n’a pu être décodée : les diagnostics disent ce qui ne va pas ; l’arbre et la vue hexadécimale montrent ce qui reste de sa structure.</translation>
    </message>
    <message>
        <source>A dataset: its files are listed in its tab, and the rows of them all are one table in the Tables pane.</source>
        <translation>Un jeu de données : ses fichiers sont listés dans son onglet, et les lignes de tous forment une seule table dans le volet « Tables ».</translation>
    </message>
</context>
<context>
    <name>GoToOffset</name>
    <message>
        <source>Not an offset: %1</source>
        <translation>Position invalide : %1</translation>
    </message>
    <message>
        <source>The layer has no bytes</source>
        <translation>La couche n’a aucun octet</translation>
    </message>
    <message>
        <source>The file is empty</source>
        <translation>Le fichier est vide</translation>
    </message>
    <message>
        <source>Offset %1 is past the end of the layer: the last offset is %2</source>
        <translation>La position %1 est au-delà de la fin de la couche : la dernière position est %2</translation>
    </message>
    <message>
        <source>Offset %1 is past the end of the file: the last offset is %2</source>
        <translation>Le décalage %1 est au-delà de la fin du fichier : le dernier décalage est %2</translation>
    </message>
</context>
<context>
    <name>NodeText</name>
    <message>
        <source>array marker</source>
        <translation>marqueur de tableau</translation>
    </message>
    <message>
        <source>array marker and version</source>
        <translation>marqueur de tableau et version</translation>
    </message>
    <message>
        <source>backend</source>
        <translation>backend</translation>
    </message>
    <message>
        <source>big-endian</source>
        <translation>gros-boutiste</translation>
    </message>
    <message>
        <source>block</source>
        <translation>bloc</translation>
    </message>
    <message>
        <source>block offsets</source>
        <translation>décalages des blocs</translation>
    </message>
    <message>
        <source>block size</source>
        <translation>taille de bloc</translation>
    </message>
    <message>
        <source>blocks</source>
        <translation>blocs</translation>
    </message>
    <message>
        <source>bytes</source>
        <translation>octets</translation>
    </message>
    <message>
        <source>chunk</source>
        <translation>chunk</translation>
    </message>
    <message>
        <source>chunk column</source>
        <translation>colonne de chunk</translation>
    </message>
    <message>
        <source>chunk offsets index</source>
        <translation>index des décalages des chunks</translation>
    </message>
    <message>
        <source>chunks</source>
        <translation>chunks</translation>
    </message>
    <message>
        <source>codec data</source>
        <translation>données du codec</translation>
    </message>
    <message>
        <source>codec name</source>
        <translation>nom du codec</translation>
    </message>
    <message>
        <source>column</source>
        <translation>colonne</translation>
    </message>
    <message>
        <source>columns</source>
        <translation>colonnes</translation>
    </message>
    <message>
        <source>compressed</source>
        <translation>compressé</translation>
    </message>
    <message>
        <source>constant</source>
        <translation>constante</translation>
    </message>
    <message>
        <source>damaged</source>
        <translation>endommagé</translation>
    </message>
    <message>
        <source>data</source>
        <translation>données</translation>
    </message>
    <message>
        <source>decoded block</source>
        <translation>bloc décodé</translation>
    </message>
    <message>
        <source>decoded stream</source>
        <translation>flux décodé</translation>
    </message>
    <message>
        <source>dictionary</source>
        <translation>dictionnaire</translation>
    </message>
    <message>
        <source>dictionary data</source>
        <translation>données du dictionnaire</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vide</translation>
    </message>
    <message>
        <source>entries</source>
        <translation>entrées</translation>
    </message>
    <message>
        <source>extended header</source>
        <translation>en-tête étendu</translation>
    </message>
    <message>
        <source>fields</source>
        <translation>champs</translation>
    </message>
    <message>
        <source>file</source>
        <translation>fichier</translation>
    </message>
    <message>
        <source>filter block</source>
        <translation>bloc de filtres</translation>
    </message>
    <message>
        <source>fixed header</source>
        <translation>en-tête fixe</translation>
    </message>
    <message>
        <source>footer</source>
        <translation>pied</translation>
    </message>
    <message>
        <source>frame</source>
        <translation>trame</translation>
    </message>
    <message>
        <source>frame header</source>
        <translation>en-tête de trame</translation>
    </message>
    <message>
        <source>frames</source>
        <translation>trames</translation>
    </message>
    <message>
        <source>from</source>
        <translation>depuis</translation>
    </message>
    <message>
        <source>group</source>
        <translation>groupe</translation>
    </message>
    <message>
        <source>header</source>
        <translation>en-tête</translation>
    </message>
    <message>
        <source>items</source>
        <translation>éléments</translation>
    </message>
    <message>
        <source>lazy trailer</source>
        <translation>trailer paresseux</translation>
    </message>
    <message>
        <source>little-endian</source>
        <translation>petit-boutiste</translation>
    </message>
    <message>
        <source>matches the header</source>
        <translation>comme dans l’en-tête</translation>
    </message>
    <message>
        <source>matches the metadata copy</source>
        <translation>comme la copie des métadonnées</translation>
    </message>
    <message>
        <source>metadata</source>
        <translation>métadonnées</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>manquant</translation>
    </message>
    <message>
        <source>no filter</source>
        <translation>aucun filtre</translation>
    </message>
    <message>
        <source>not stored</source>
        <translation>non stocké</translation>
    </message>
    <message>
        <source>padding</source>
        <translation>remplissage</translation>
    </message>
    <message>
        <source>page</source>
        <translation>page</translation>
    </message>
    <message>
        <source>page data</source>
        <translation>données de page</translation>
    </message>
    <message>
        <source>page header</source>
        <translation>en-tête de page</translation>
    </message>
    <message>
        <source>properties</source>
        <translation>propriétés</translation>
    </message>
    <message>
        <source>quoted</source>
        <translation>entre guillemets</translation>
    </message>
    <message>
        <source>property</source>
        <translation>propriété</translation>
    </message>
    <message>
        <source>raw data</source>
        <translation>données brutes</translation>
    </message>
    <message>
        <source>raw payload</source>
        <translation>charge utile brute</translation>
    </message>
    <message>
        <source>repeated value</source>
        <translation>valeur répétée</translation>
    </message>
    <message>
        <source>row</source>
        <translation>ligne</translation>
    </message>
    <message>
        <source>row group</source>
        <translation>groupe de lignes</translation>
    </message>
    <message>
        <source>row group metadata</source>
        <translation>métadonnées des groupes de lignes</translation>
    </message>
    <message>
        <source>row groups</source>
        <translation>groupes de lignes</translation>
    </message>
    <message>
        <source>rows</source>
        <translation>lignes</translation>
    </message>
    <message>
        <source>schema</source>
        <translation>schéma</translation>
    </message>
    <message>
        <source>sizes</source>
        <translation>tailles</translation>
    </message>
    <message>
        <source>stored</source>
        <translation>stocké</translation>
    </message>
    <message>
        <source>stream</source>
        <translation>flux</translation>
    </message>
    <message>
        <source>stream set</source>
        <translation>ensemble de flux</translation>
    </message>
    <message>
        <source>streaming container</source>
        <translation>conteneur en flux</translation>
    </message>
    <message>
        <source>streams</source>
        <translation>flux</translation>
    </message>
    <message>
        <source>strings</source>
        <translation>chaînes</translation>
    </message>
    <message>
        <source>trailer</source>
        <translation>trailer</translation>
    </message>
    <message>
        <source>unreadable</source>
        <translation>illisible</translation>
    </message>
    <message>
        <source>unreadable body</source>
        <translation>corps illisible</translation>
    </message>
    <message>
        <source>unreadable header</source>
        <translation>en-tête illisible</translation>
    </message>
    <message>
        <source>unreadable rows</source>
        <translation>lignes illisibles</translation>
    </message>
    <message>
        <source>values</source>
        <translation>valeurs</translation>
    </message>
    <message>
        <source>version</source>
        <translation>version</translation>
    </message>
    <message>
        <source>whole-file container</source>
        <translation>conteneur de fichier entier</translation>
    </message>
    <message>
        <source>zeros</source>
        <translation>zéros</translation>
    </message>
    <message>
        <source>at</source>
        <translation>à</translation>
    </message>
    <message>
        <source>complete</source>
        <translation>complet</translation>
    </message>
    <message>
        <source>cut tail</source>
        <translation>fin tronquée</translation>
    </message>
    <message>
        <source>incomplete</source>
        <translation>incomplet</translation>
    </message>
    <message>
        <source>inferred</source>
        <translation>déduit</translation>
    </message>
    <message>
        <source>max</source>
        <translation>max</translation>
    </message>
    <message>
        <source>min</source>
        <translation>min</translation>
    </message>
    <message>
        <source>no valid footer</source>
        <translation>aucun pied valide</translation>
    </message>
    <message>
        <source>of</source>
        <translation>de</translation>
    </message>
    <message>
        <source>rows end after</source>
        <translation>les lignes s’arrêtent après</translation>
    </message>
    <message>
        <source>run</source>
        <translation>suite</translation>
    </message>
    <message>
        <source>unreadable bytes</source>
        <translation>octets illisibles</translation>
    </message>
    <message>
        <source>entry</source>
        <translation>entrée</translation>
    </message>
    <message>
        <source>byte</source>
        <translation>octet</translation>
    </message>
    <message>
        <source>elements</source>
        <translation>éléments</translation>
    </message>
    <message>
        <source>inner file</source>
        <translation>fichier interne</translation>
    </message>
    <message>
        <source>item</source>
        <translation>élément</translation>
    </message>
    <message>
        <source>lines</source>
        <translation>lignes</translation>
    </message>
    <message>
        <source>line</source>
        <translation>ligne</translation>
    </message>
    <message>
        <source>nodes</source>
        <translation>nœuds</translation>
    </message>
    <message>
        <source>records</source>
        <translation>enregistrements</translation>
    </message>
    <message>
        <source>relations</source>
        <translation>relations</translation>
    </message>
    <message>
        <source>string</source>
        <translation>chaîne</translation>
    </message>
    <message>
        <source>template</source>
        <translation>modèle</translation>
    </message>
    <message>
        <source>value</source>
        <translation>valeur</translation>
    </message>
    <message>
        <source>vocabulary</source>
        <translation>vocabulaire</translation>
    </message>
    <message>
        <source>ways</source>
        <translation>chemins</translation>
    </message>
    <message>
        <source>unaccounted</source>
        <translation>non attribué</translation>
    </message>
    <message>
        <source>length</source>
        <translation>longueur</translation>
    </message>
    <message>
        <source>not JSON</source>
        <translation>pas du JSON</translation>
    </message>
    <message>
        <source>preamble</source>
        <translation>préambule</translation>
    </message>
    <message>
        <source>prefix</source>
        <translation>préfixe</translation>
    </message>
    <message>
        <source>reserved</source>
        <translation>réservé</translation>
    </message>
    <message>
        <source>tag</source>
        <translation>étiquette</translation>
    </message>
    <message>
        <source>not DICOM</source>
        <translation>pas du DICOM</translation>
    </message>
    <message>
        <source>bitmap</source>
        <translation>bitmap</translation>
    </message>
    <message>
        <source>copy</source>
        <translation>copie</translation>
    </message>
    <message>
        <source>damage</source>
        <translation>dommage</translation>
    </message>
    <message>
        <source>dict entries</source>
        <translation>entrées du dictionnaire</translation>
    </message>
    <message>
        <source>dict entry</source>
        <translation>entrée du dictionnaire</translation>
    </message>
    <message>
        <source>entropy tables and content</source>
        <translation>tables d&apos;entropie et contenu</translation>
    </message>
    <message>
        <source>exception</source>
        <translation>exception</translation>
    </message>
    <message>
        <source>exceptions</source>
        <translation>exceptions</translation>
    </message>
    <message>
        <source>high bytes</source>
        <translation>octets de poids fort</translation>
    </message>
    <message>
        <source>low bytes</source>
        <translation>octets de poids faible</translation>
    </message>
    <message>
        <source>map value</source>
        <translation>valeur de correspondance</translation>
    </message>
    <message>
        <source>map values</source>
        <translation>valeurs de correspondance</translation>
    </message>
    <message>
        <source>path</source>
        <translation>chemin</translation>
    </message>
    <message>
        <source>plane</source>
        <translation>plan</translation>
    </message>
    <message>
        <source>planes</source>
        <translation>plans</translation>
    </message>
    <message>
        <source>record</source>
        <translation>enregistrement</translation>
    </message>
    <message>
        <source>rule</source>
        <translation>règle</translation>
    </message>
    <message>
        <source>slot</source>
        <translation>emplacement</translation>
    </message>
    <message>
        <source>string table</source>
        <translation>table des chaînes</translation>
    </message>
    <message>
        <source>token</source>
        <translation>jeton</translation>
    </message>
    <message>
        <source>array</source>
        <translation>tableau</translation>
    </message>
    <message>
        <source>array of</source>
        <translation>tableau de</translation>
    </message>
    <message>
        <source>bitshuffle</source>
        <translation>bitshuffle</translation>
    </message>
    <message>
        <source>blosclz</source>
        <translation>blosclz</translation>
    </message>
    <message>
        <source>bundle</source>
        <translation>bundle</translation>
    </message>
    <message>
        <source>codec</source>
        <translation>codec</translation>
    </message>
    <message>
        <source>columnar</source>
        <translation>columnar</translation>
    </message>
    <message>
        <source>delta</source>
        <translation>delta</translation>
    </message>
    <message>
        <source>dicom</source>
        <translation>dicom</translation>
    </message>
    <message>
        <source>embed</source>
        <translation>embed</translation>
    </message>
    <message>
        <source>false</source>
        <translation>faux</translation>
    </message>
    <message>
        <source>json</source>
        <translation>json</translation>
    </message>
    <message>
        <source>jsondoc</source>
        <translation>jsondoc</translation>
    </message>
    <message>
        <source>lines of the original</source>
        <translation>lignes de l&apos;original</translation>
    </message>
    <message>
        <source>log</source>
        <translation>log</translation>
    </message>
    <message>
        <source>memcpyed</source>
        <translation>memcpyed</translation>
    </message>
    <message>
        <source>method</source>
        <translation>méthode</translation>
    </message>
    <message>
        <source>neutral dialect</source>
        <translation>dialecte neutre</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>ok</translation>
    </message>
    <message>
        <source>osm</source>
        <translation>osm</translation>
    </message>
    <message>
        <source>public dialect</source>
        <translation>dialecte public</translation>
    </message>
    <message>
        <source>qcolumnar</source>
        <translation>qcolumnar</translation>
    </message>
    <message>
        <source>qjson</source>
        <translation>qjson</translation>
    </message>
    <message>
        <source>raw</source>
        <translation>brut</translation>
    </message>
    <message>
        <source>raw content</source>
        <translation>contenu brut</translation>
    </message>
    <message>
        <source>shuffle</source>
        <translation>shuffle</translation>
    </message>
    <message>
        <source>spec dialect</source>
        <translation>dialecte de la spécification</translation>
    </message>
    <message>
        <source>ssh</source>
        <translation>ssh</translation>
    </message>
    <message>
        <source>structured</source>
        <translation>structuré</translation>
    </message>
    <message>
        <source>table row</source>
        <translation>ligne du tableau</translation>
    </message>
    <message>
        <source>true</source>
        <translation>vrai</translation>
    </message>
    <message>
        <source>uninitialized</source>
        <translation>non initialisé</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>inconnu</translation>
    </message>
    <message>
        <source>vcf</source>
        <translation>vcf</translation>
    </message>
    <message>
        <source>verbatim line</source>
        <translation>ligne telle quelle</translation>
    </message>
    <message>
        <source>xz</source>
        <translation>xz</translation>
    </message>
    <message>
        <source>zlib</source>
        <translation>zlib</translation>
    </message>
    <message>
        <source>zstd</source>
        <translation>zstd</translation>
    </message>
    <message>
        <source>zstd dictionary</source>
        <translation>dictionnaire zstd</translation>
    </message>
    <message>
        <source>clen</source>
        <translation>clen</translation>
    </message>
    <message>
        <source>frame offset</source>
        <translation>décalage de trame</translation>
    </message>
    <message>
        <source>in the frame</source>
        <translation>dans la trame</translation>
    </message>
    <message>
        <source>lazy</source>
        <translation>lazy</translation>
    </message>
    <message>
        <source>nan</source>
        <translation>nan</translation>
    </message>
    <message>
        <source>snappy</source>
        <translation>snappy</translation>
    </message>
    <message>
        <source>undefined</source>
        <translation>indéfinie</translation>
    </message>
    <message>
        <source>undefined length</source>
        <translation>longueur indéfinie</translation>
    </message>
    <message>
        <source>unknown codec id</source>
        <translation>identifiant de codec inconnu</translation>
    </message>
    <message>
        <source>unknown format</source>
        <translation>format inconnu</translation>
    </message>
    <message>
        <source>zone</source>
        <translation>zone</translation>
    </message>
    <message>
        <source>start column</source>
        <translation>colonne de départ</translation>
    </message>
    <message>
        <source>bytes after the chunk</source>
        <translation>octets après le chunk</translation>
    </message>
    <message>
        <source>chunk header</source>
        <translation>en-tête du chunk</translation>
    </message>
    <message>
        <source>missing chunks</source>
        <translation>chunks manquants</translation>
    </message>
    <message>
        <source>original</source>
        <translation>original</translation>
    </message>
    <message>
        <source>files</source>
        <translation>fichiers</translation>
    </message>
</context>
<context>
    <name>OpenRequest</name>
    <message>
        <source>No node at %1</source>
        <translation>Aucun nœud à %1</translation>
    </message>
</context>
<context>
    <name>QueryError</name>
    <message>
        <source>column %1 not found; did you mean %2?</source>
        <translation>colonne %1 introuvable ; vouliez-vous dire %2 ?</translation>
    </message>
    <message>
        <source>column %1 not found</source>
        <translation>colonne %1 introuvable</translation>
    </message>
    <message>
        <source>expected a value after %1, found %2</source>
        <translation>valeur attendue après %1, trouvé : %2</translation>
    </message>
    <message>
        <source>%1 is not a number, and column %2 holds numbers</source>
        <translation>%1 n’est pas un nombre, et la colonne %2 contient des nombres</translation>
    </message>
    <message>
        <source>expected AND, OR or the end, found %1</source>
        <translation>AND, OR ou la fin attendus, trouvé : %1</translation>
    </message>
    <message>
        <source>expected a column name, found %1</source>
        <translation>nom de colonne attendu, trouvé : %1</translation>
    </message>
    <message>
        <source>expected &apos;)&apos; to close the &apos;(&apos; at position %1, found %2</source>
        <translation>&apos;)&apos; attendue pour fermer la &apos;(&apos; en position %1, trouvé : %2</translation>
    </message>
    <message>
        <source>&apos;)&apos; without a matching &apos;(&apos;</source>
        <translation>&apos;)&apos; sans &apos;(&apos; correspondante</translation>
    </message>
    <message>
        <source>unterminated string</source>
        <translation>chaîne non terminée</translation>
    </message>
</context>
<context>
    <name>ReportExport</name>
    <message>
        <source>The file is still being read</source>
        <translation>Le fichier est encore en lecture</translation>
    </message>
    <message>
        <source>Export Report</source>
        <translation>Exporter un rapport</translation>
    </message>
    <message>
        <source>Markdown (*.md);;HTML, one page (*.html)</source>
        <translation>Markdown (*.md);;HTML, une page (*.html)</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>Impossible d’écrire %1 : %2</translation>
    </message>
    <message>
        <source>Report written to %1</source>
        <translation>Rapport écrit dans %1</translation>
    </message>
</context>
<context>
    <name>SaveBytes</name>
    <message>
        <source>The bytes lie outside the file.</source>
        <translation>Les octets sont hors du fichier.</translation>
    </message>
    <message>
        <source>Save Bytes As</source>
        <translation>Enregistrer les octets sous</translation>
    </message>
    <message>
        <source>Cannot save bytes</source>
        <translation>Impossible d’enregistrer les octets</translation>
    </message>
    <message>
        <source>Strata could not write %1:
%2</source>
        <translation>Strata n’a pas pu écrire %1 :
%2</translation>
    </message>
    <message>
        <source>The layer is still being decoded; save again once it shows</source>
        <translation>La couche est encore en cours de décodage ; enregistrez à nouveau une fois affichée</translation>
    </message>
    <message numerus="yes">
        <source>Saved %Ln byte(s) to %1</source>
        <translation>
            <numerusform>%Ln octet enregistré dans %1</numerusform>
            <numerusform>%Ln octets enregistrés dans %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WindowPanes</name>
    <message>
        <source>Structure</source>
        <translation>Structure</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Détails</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Tables</translation>
    </message>
    <message>
        <source>Diagnostics</source>
        <translation>Diagnostics</translation>
    </message>
    <message>
        <source>Data Inspector</source>
        <translation>Inspecteur de données</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>Sizes</source>
        <translation>Tailles</translation>
    </message>
    <message>
        <source>Plot</source>
        <translation>Graphique</translation>
    </message>
    <message numerus="yes">
        <source>Diagnostics (%Ln)</source>
        <translation>
            <numerusform>Diagnostics (%Ln)</numerusform>
            <numerusform>Diagnostics (%Ln)</numerusform>
        </translation>
    </message>
    <message>
        <source>Bookmarks</source>
        <translation>Signets</translation>
    </message>
</context>
<context>
    <name>strata::gui::ArrayImagePane</name>
    <message>
        <source>&amp;Log scale</source>
        <translation>Échelle &amp;logarithmique</translation>
    </message>
    <message>
        <source>&amp;X:</source>
        <translation>&amp;X :</translation>
    </message>
    <message>
        <source>&amp;Y:</source>
        <translation>&amp;Y :</translation>
    </message>
    <message>
        <source>min: auto</source>
        <translation>min : auto</translation>
    </message>
    <message>
        <source>max: auto</source>
        <translation>max : auto</translation>
    </message>
    <message>
        <source>The value coloured darkest; empty: the smallest shown</source>
        <translation>La valeur la plus sombre ; vide : la plus petite affichée</translation>
    </message>
    <message>
        <source>The value coloured brightest; empty: the largest shown</source>
        <translation>La valeur la plus claire ; vide : la plus grande affichée</translation>
    </message>
    <message>
        <source>Point at an item for its index and value; click it to select it in the table.</source>
        <translation>Pointez un élément pour voir son indice et sa valeur ; cliquez pour le sélectionner dans la table.</translation>
    </message>
    <message>
        <source>Open a b2nd array to see it as an image.</source>
        <translation>Ouvrez un tableau b2nd pour le voir comme une image.</translation>
    </message>
    <message>
        <source>This table is no b2nd array of two or more dimensions.</source>
        <translation>Cette table n’est pas un tableau b2nd de deux dimensions ou plus.</translation>
    </message>
    <message>
        <source>Dimension %1 (%2)</source>
        <translation>Dimension %1 (%2)</translation>
    </message>
    <message>
        <source>Index in dimension %1</source>
        <translation>Indice dans la dimension %1</translation>
    </message>
    <message>
        <source>Choose two different dimensions for X and Y.</source>
        <translation>Choisissez deux dimensions différentes pour X et Y.</translation>
    </message>
    <message>
        <source>Dimension %1: %2 of %3</source>
        <translation>Dimension %1 : %2 sur %3</translation>
    </message>
    <message>
        <source>[%1] = %2</source>
        <translation>[%1] = %2</translation>
    </message>
</context>
<context>
    <name>strata::gui::ArrayImageView</name>
    <message>
        <source>Wheel: zoom · drag: pan · double-click: show everything · click an item: select it in the table</source>
        <translation>Molette : zoom · glisser : déplacer · double-clic : tout afficher · clic sur un élément : le sélectionner dans la table</translation>
    </message>
</context>
<context>
    <name>strata::gui::BookmarkDialog</name>
    <message>
        <source>Yellow</source>
        <translation>Jaune</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Orange</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rouge</translation>
    </message>
    <message>
        <source>Pink</source>
        <translation>Rose</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Violet</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Bleu</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Vert</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Gris</translation>
    </message>
    <message>
        <source>What you found here (Markdown)</source>
        <translation>Ce que vous avez trouvé ici (Markdown)</translation>
    </message>
    <message>
        <source>, row %1, column %2</source>
        <translation>, ligne %1, colonne %2</translation>
    </message>
    <message>
        <source>Place:</source>
        <translation>Emplacement :</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nom :</translation>
    </message>
    <message>
        <source>&amp;Colour:</source>
        <translation>&amp;Couleur :</translation>
    </message>
    <message>
        <source>N&amp;ote:</source>
        <translation>N&amp;ote :</translation>
    </message>
    <message numerus="yes">
        <source>, %Ln byte(s) at %1</source>
        <translation>
            <numerusform>, %Ln octet à %1</numerusform>
            <numerusform>, %Ln octets à %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>strata::gui::BookmarkList</name>
    <message>
        <source>NULL</source>
        <translation>NULL</translation>
    </message>
</context>
<context>
    <name>strata::gui::BookmarksModel</name>
    <message>
        <source>moved from %1</source>
        <translation>déplacé depuis %1</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>absent</translation>
    </message>
    <message>
        <source> · row %1, %2</source>
        <translation> · ligne %1, %2</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>In This File</source>
        <translation>Dans ce fichier</translation>
    </message>
    <message>
        <source>Path</source>
        <translation>Chemin</translation>
    </message>
    <message>
        <source>Offset</source>
        <translation>Position</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Taille</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Note</translation>
    </message>
    <message>
        <source>as marked</source>
        <translation>comme posé</translation>
    </message>
    <message>
        <source>Where the bookmark&apos;s node is in this file: as marked, moved with its node (a session made on another file), or missing</source>
        <translation>Où se trouve le nœud du signet dans ce fichier : comme posé, déplacé avec son nœud (une session faite sur un autre fichier) ou absent</translation>
    </message>
</context>
<context>
    <name>strata::gui::BookmarksPane</name>
    <message>
        <source>No bookmarks in this file. Select a node, bytes, a cell or a diagnostic and press Ctrl+D to add one.</source>
        <translation>Aucun signet dans ce fichier. Sélectionnez un nœud, des octets, une cellule ou un diagnostic et appuyez sur Ctrl+D pour en ajouter un.</translation>
    </message>
    <message>
        <source>Filter bookmarks</source>
        <translation>Filtrer les signets</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Modifier…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>Edit Bookmark</source>
        <translation>Modifier le signet</translation>
    </message>
</context>
<context>
    <name>strata::gui::ByteFinder</name>
    <message>
        <source>Not a byte pattern: %1</source>
        <translation>Motif d’octets invalide : %1</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>Recherche…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Search cancelled</source>
        <translation>Recherche annulée</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>Introuvable</translation>
    </message>
    <message>
        <source>Reached the end of the file; continued from the start</source>
        <translation>Fin du fichier atteinte ; reprise au début</translation>
    </message>
    <message>
        <source>Reached the start of the file; continued from the end</source>
        <translation>Début du fichier atteint ; reprise à la fin</translation>
    </message>
</context>
<context>
    <name>strata::gui::CompareSide</name>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>Structure tree of %1</source>
        <translation>Arbre de structure de %1</translation>
    </message>
    <message>
        <source>Hex view of %1</source>
        <translation>Vue hexadécimale de %1</translation>
    </message>
</context>
<context>
    <name>strata::gui::CompareWindow</name>
    <message>
        <source>Cannot compare</source>
        <translation>Comparaison impossible</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Comparer</translation>
    </message>
    <message>
        <source>Differences</source>
        <translation>Différences</translation>
    </message>
    <message>
        <source>Table Differences</source>
        <translation>Différences de table</translation>
    </message>
    <message>
        <source>&amp;Compare</source>
        <translation>&amp;Comparer</translation>
    </message>
    <message>
        <source>&amp;Next Difference</source>
        <translation>Différence &amp;suivante</translation>
    </message>
    <message>
        <source>&amp;Previous Difference</source>
        <translation>Différence &amp;précédente</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>Compare %1 and %2</source>
        <translation>Comparer %1 et %2</translation>
    </message>
    <message>
        <source>Cannot open file</source>
        <translation>Impossible d’ouvrir le fichier</translation>
    </message>
    <message>
        <source>Strata cannot open %1:
%2</source>
        <translation>Strata ne peut pas ouvrir %1 :
%2</translation>
    </message>
    <message>
        <source>Still comparing…</source>
        <translation>Comparaison en cours…</translation>
    </message>
    <message>
        <source>No differences</source>
        <translation>Aucune différence</translation>
    </message>
    <message>
        <source>No more differences after this one</source>
        <translation>Aucune différence après celle-ci</translation>
    </message>
    <message>
        <source>No differences before this one</source>
        <translation>Aucune différence avant celle-ci</translation>
    </message>
    <message>
        <source>Difference %1 of %2: %3 (%4)</source>
        <translation>Différence %1 sur %2 : %3 (%4)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Ai&amp;de</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Raccourcis clavier</translation>
    </message>
    <message>
        <source>Compare %1 With</source>
        <translation>Comparer %1 avec</translation>
    </message>
    <message>
        <source>Strata formats (%1);;All files (*)</source>
        <translation>Formats Strata (%1);;Tous les fichiers (*)</translation>
    </message>
</context>
<context>
    <name>strata::gui::CsvOptionsForm</name>
    <message>
        <source>Write a header row of column names</source>
        <translation>Écrire une ligne d’en-tête avec les noms de colonnes</translation>
    </message>
    <message>
        <source>Delimiter</source>
        <translation>Séparateur</translation>
    </message>
    <message>
        <source>Quoting</source>
        <translation>Guillemets</translation>
    </message>
    <message>
        <source>Missing values as</source>
        <translation>Valeurs manquantes écrites</translation>
    </message>
    <message>
        <source>Floating point format</source>
        <translation>Format des nombres à virgule</translation>
    </message>
    <message>
        <source>Digits after the point</source>
        <translation>Chiffres après la virgule</translation>
    </message>
    <message>
        <source>Line ends</source>
        <translation>Fins de ligne</translation>
    </message>
    <message>
        <source>Comma (,)</source>
        <translation>Virgule (,)</translation>
    </message>
    <message>
        <source>Semicolon (;)</source>
        <translation>Point-virgule (;)</translation>
    </message>
    <message>
        <source>Tab</source>
        <translation>Tabulation</translation>
    </message>
    <message>
        <source>Pipe (|)</source>
        <translation>Barre verticale (|)</translation>
    </message>
    <message>
        <source>Only where needed (RFC 4180)</source>
        <translation>Seulement si nécessaire (RFC 4180)</translation>
    </message>
    <message>
        <source>Every field</source>
        <translation>Tous les champs</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>Jamais</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vide</translation>
    </message>
    <message>
        <source>Shortest exact</source>
        <translation>Le plus court exact</translation>
    </message>
    <message>
        <source>Fixed digits</source>
        <translation>Nombre fixe de décimales</translation>
    </message>
    <message>
        <source>LF (Unix)</source>
        <translation>LF (Unix)</translation>
    </message>
    <message>
        <source>CR LF (Windows, spreadsheets)</source>
        <translation>CR LF (Windows, tableurs)</translation>
    </message>
    <message>
        <source>Delimiter:</source>
        <translation>Séparateur :</translation>
    </message>
    <message>
        <source>Quoting:</source>
        <translation>Guillemets :</translation>
    </message>
    <message>
        <source>Missing values as:</source>
        <translation>Valeurs manquantes :</translation>
    </message>
    <message>
        <source>Floating point:</source>
        <translation>Nombres à virgule :</translation>
    </message>
    <message>
        <source>Line ends:</source>
        <translation>Fins de ligne :</translation>
    </message>
</context>
<context>
    <name>strata::gui::DataInspector</name>
    <message>
        <source>Type</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>Data inspector</source>
        <translation>Inspecteur de données</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%Ln byte(s))</source>
        <translation>
            <numerusform>%1 (%Ln octet)</numerusform>
            <numerusform>%1 (%Ln octets)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>strata::gui::DatasetMembersModel</name>
    <message>
        <source>File</source>
        <translation>Fichier</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Taille</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>Lignes</translation>
    </message>
    <message>
        <source>Diagnostics</source>
        <translation>Diagnostics</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>État</translation>
    </message>
    <message>
        <source>skipped: %1</source>
        <translation>ignoré : %1</translation>
    </message>
    <message>
        <source>not checked</source>
        <translation>non vérifié</translation>
    </message>
    <message>
        <source>cannot be opened: %1</source>
        <translation>ne peut être ouvert : %1</translation>
    </message>
    <message>
        <source>damaged at byte %1: %2</source>
        <translation>endommagé à l’octet %1 : %2</translation>
    </message>
    <message>
        <source>sound</source>
        <translation>sain</translation>
    </message>
    <message>
        <source>sound, with warnings</source>
        <translation>sain, avec avertissements</translation>
    </message>
</context>
<context>
    <name>strata::gui::DatasetOpener</name>
    <message>
        <source>Opening %1: %2 of %3 files…</source>
        <translation>Ouverture de %1 : %2 fichiers sur %3…</translation>
    </message>
    <message numerus="yes">
        <source>%Ln file(s)</source>
        <translation>
            <numerusform>%Ln fichier</numerusform>
            <numerusform>%Ln fichiers</numerusform>
        </translation>
    </message>
    <message>
        <source>Opening %1…</source>
        <translation>Ouverture de %1…</translation>
    </message>
    <message>
        <source>Opening %1 was cancelled</source>
        <translation>Ouverture de %1 annulée</translation>
    </message>
    <message>
        <source>%1 holds no file with a table</source>
        <translation>%1 ne contient aucun fichier avec une table</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Fichiers</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1 ouvert</translation>
    </message>
</context>
<context>
    <name>strata::gui::DatasetView</name>
    <message>
        <source>&amp;Check Dataset</source>
        <translation>&amp;Vérifier le jeu de données</translation>
    </message>
    <message>
        <source>Files of the dataset</source>
        <translation>Fichiers du jeu de données</translation>
    </message>
    <message>
        <source>Double-click a file to open it in its own tab</source>
        <translation>Double-cliquez sur un fichier pour l’ouvrir dans son propre onglet</translation>
    </message>
    <message>
        <source>Filter files…</source>
        <translation>Filtrer les fichiers…</translation>
    </message>
    <message>
        <source>Filter files</source>
        <translation>Filtrer les fichiers</translation>
    </message>
    <message>
        <source>Decode every file in the background and list what is wrong</source>
        <translation>Décoder chaque fichier en arrière-plan et lister ce qui ne va pas</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Stop checking; the files checked so far keep their status</source>
        <translation>Arrêter la vérification ; les fichiers déjà vérifiés gardent leur état</translation>
    </message>
    <message numerus="yes">
        <source>%Ln file(s)</source>
        <translation>
            <numerusform>%Ln fichier</numerusform>
            <numerusform>%Ln fichiers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln row(s)</source>
        <translation>
            <numerusform>%Ln ligne</numerusform>
            <numerusform>%Ln lignes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln skipped</source>
        <translation>
            <numerusform>%Ln ignoré</numerusform>
            <numerusform>%Ln ignorés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>checked %1 of %2: %Ln damaged</source>
        <translation>
            <numerusform>%1 sur %2 vérifiés : %Ln endommagé</numerusform>
            <numerusform>%1 sur %2 vérifiés : %Ln endommagés</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>strata::gui::DetailPane</name>
    <message>
        <source>Field</source>
        <translation>Champ</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>Node details</source>
        <translation>Détails du nœud</translation>
    </message>
    <message>
        <source>node kind</source>
        <translation>type de nœud</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%1&lt;/b&gt; — %Ln byte(s) at %2</source>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt; — %Ln octet à %2</numerusform>
            <numerusform>&lt;b&gt;%1&lt;/b&gt; — %Ln octets à %2</numerusform>
        </translation>
    </message>
    <message>
        <source>value</source>
        <translation>valeur</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%1&lt;/b&gt; — %Ln byte(s) at %2 in layer %3</source>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt; — %Ln octet à %2 dans la couche %3</numerusform>
            <numerusform>&lt;b&gt;%1&lt;/b&gt; — %Ln octets à %2 dans la couche %3</numerusform>
        </translation>
    </message>
    <message>
        <source>layer %1</source>
        <translation>couche %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%Ln byte(s))</source>
        <translation>
            <numerusform>%1 (%Ln octet)</numerusform>
            <numerusform>%1 (%Ln octets)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 % of the layer</source>
        <translation>%1 % de la couche</translation>
    </message>
    <message>
        <source>%1 % of the file</source>
        <translation>%1 % du fichier</translation>
    </message>
    <message>
        <source>%1× (%2 bytes decoded from %3 stored)</source>
        <translation>%1× (%2 octets décodés depuis %3 stockés)</translation>
    </message>
    <message>
        <source>share</source>
        <translation>part</translation>
    </message>
    <message>
        <source>compression ratio</source>
        <translation>taux de compression</translation>
    </message>
    <message>
        <source>CRC-32, CRC-32C, Adler-32, MD5, SHA-1, SHA-256 and xxHash64 of the selected bytes</source>
        <translation>CRC-32, CRC-32C, Adler-32, MD5, SHA-1, SHA-256 et xxHash64 des octets sélectionnés</translation>
    </message>
    <message>
        <source>Checksum</source>
        <translation>Somme de contrôle</translation>
    </message>
    <message>
        <source>Checksums of the selection</source>
        <translation>Sommes de contrôle de la sélection</translation>
    </message>
    <message>
        <source>Select a value and copy it (Ctrl+C) to compare it elsewhere</source>
        <translation>Sélectionnez une valeur et copiez-la (Ctrl+C) pour la comparer ailleurs</translation>
    </message>
    <message numerus="yes">
        <source>%Ln byte(s)</source>
        <translation>
            <numerusform>%Ln octet</numerusform>
            <numerusform>%Ln octets</numerusform>
        </translation>
    </message>
    <message>
        <source>Checksums: the selection (%1) is larger than %2</source>
        <translation>Sommes de contrôle : la sélection (%1) dépasse %2</translation>
    </message>
    <message>
        <source>Checksums of the selected %1</source>
        <translation>Sommes de contrôle des %1 sélectionnés</translation>
    </message>
</context>
<context>
    <name>strata::gui::DiagnosticsPane</name>
    <message>
        <source>Severity</source>
        <translation>Gravité</translation>
    </message>
    <message>
        <source>Offset</source>
        <translation>Position</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Message</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>Nœud</translation>
    </message>
    <message>
        <source>Diagnostics</source>
        <translation>Diagnostics</translation>
    </message>
    <message>
        <source>error</source>
        <translation>erreur</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>avertissement</translation>
    </message>
    <message>
        <source>info</source>
        <translation>info</translation>
    </message>
</context>
<context>
    <name>strata::gui::DifferencesPane</name>
    <message>
        <source>The comparison was cancelled: the differences found so far.</source>
        <translation>La comparaison a été annulée : les différences trouvées jusque-là.</translation>
    </message>
    <message>
        <source>The files are the same.</source>
        <translation>Les fichiers sont identiques.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln structure difference(s)</source>
        <translation>
            <numerusform>%Ln différence de structure</numerusform>
            <numerusform>%Ln différences de structure</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln damage difference(s)</source>
        <translation>
            <numerusform>%Ln différence d’endommagement</numerusform>
            <numerusform>%Ln différences d’endommagement</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln column difference(s)</source>
        <translation>
            <numerusform>%Ln différence de colonne</numerusform>
            <numerusform>%Ln différences de colonnes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln changed cell(s)</source>
        <translation>
            <numerusform>%Ln cellule modifiée</numerusform>
            <numerusform>%Ln cellules modifiées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln row(s) only in one file</source>
        <translation>
            <numerusform>%Ln ligne dans un seul fichier</numerusform>
            <numerusform>%Ln lignes dans un seul fichier</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln differing byte range(s)</source>
        <translation>
            <numerusform>%Ln plage d’octets différente</numerusform>
            <numerusform>%Ln plages d’octets différentes</numerusform>
        </translation>
    </message>
    <message>
        <source>Same data, different encoding: %1</source>
        <translation>Mêmes données, autre encodage : %1</translation>
    </message>
    <message>
        <source>(the first %1 of each kind are listed)</source>
        <translation>(les %1 premières de chaque sorte sont listées)</translation>
    </message>
    <message>
        <source>The structure comparison stopped early.</source>
        <translation>La comparaison de structure s’est arrêtée tôt.</translation>
    </message>
    <message>
        <source>How the files differ</source>
        <translation>En quoi les fichiers diffèrent</translation>
    </message>
    <message>
        <source>Comparison progress</source>
        <translation>Progression de la comparaison</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Stop comparing</source>
        <translation>Arrêter la comparaison</translation>
    </message>
    <message>
        <source>Differences</source>
        <translation>Différences</translation>
    </message>
    <message>
        <source>Comparing…</source>
        <translation>Comparaison…</translation>
    </message>
</context>
<context>
    <name>strata::gui::ExportDialog</name>
    <message>
        <source>The selected rows and columns</source>
        <translation>Les lignes et colonnes sélectionnées</translation>
    </message>
    <message>
        <source>Destination file</source>
        <translation>Fichier de destination</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Parcourir…</translation>
    </message>
    <message>
        <source>The whole table</source>
        <translation>La table entière</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>Fichier :</translation>
    </message>
    <message>
        <source>Rows:</source>
        <translation>Lignes :</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exporter</translation>
    </message>
    <message>
        <source>NumPy array</source>
        <translation>tableau NumPy</translation>
    </message>
    <message>
        <source>CSV</source>
        <translation>CSV</translation>
    </message>
    <message>
        <source>Export Table</source>
        <translation>Exporter la table</translation>
    </message>
    <message>
        <source>File format</source>
        <translation>Format de fichier</translation>
    </message>
    <message>
        <source>Format:</source>
        <translation>Format :</translation>
    </message>
    <message>
        <source>%1 files (*%2);;All files (*)</source>
        <translation>Fichiers %1 (*%2);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Blosc2 frame (.b2frame)</source>
        <translation>Frame Blosc2 (.b2frame)</translation>
    </message>
    <message>
        <source>b2nd array (.b2nd)</source>
        <translation>Tableau b2nd (.b2nd)</translation>
    </message>
    <message>
        <source>The array (%1), or its slice:</source>
        <translation>Le tableau (%1), ou sa tranche :</translation>
    </message>
    <message>
        <source>Slice of the array</source>
        <translation>Tranche du tableau</translation>
    </message>
    <message>
        <source>all; or NumPy&apos;s indexes, e.g. 0:10,:,5</source>
        <translation>tout ; ou des indices NumPy, p. ex. 0:10,:,5</translation>
    </message>
    <message>
        <source>Per dimension START:STOP or one index (which drops the dimension), negative from the end, as NumPy indexes an array</source>
        <translation>Par dimension DÉBUT:FIN ou un indice (qui retire la dimension), négatif depuis la fin, comme NumPy indexe un tableau</translation>
    </message>
</context>
<context>
    <name>strata::gui::FindDialog</name>
    <message>
        <source>&amp;Hex bytes</source>
        <translation>Octets &amp;hex</translation>
    </message>
    <message>
        <source>Find</source>
        <translation>Rechercher</translation>
    </message>
    <message>
        <source>&amp;Text</source>
        <translation>&amp;Texte</translation>
    </message>
    <message>
        <source>Find:</source>
        <translation>Rechercher :</translation>
    </message>
    <message>
        <source>As:</source>
        <translation>Comme :</translation>
    </message>
    <message>
        <source>text, or bytes such as 4F 44 41</source>
        <translation>texte, ou octets comme 4F 44 41</translation>
    </message>
    <message>
        <source>Find &amp;Next</source>
        <translation>&amp;Suivant</translation>
    </message>
    <message>
        <source>Find &amp;Previous</source>
        <translation>&amp;Précédent</translation>
    </message>
    <message>
        <source>Search result</source>
        <translation>Résultat de la recherche</translation>
    </message>
</context>
<context>
    <name>strata::gui::GoToOffsetDialog</name>
    <message>
        <source>Offset (decimal, or hexadecimal with 0x):</source>
        <translation>Position (décimale, ou hexadécimale avec 0x) :</translation>
    </message>
    <message>
        <source>Go to Offset</source>
        <translation>Aller à la position</translation>
    </message>
</context>
<context>
    <name>strata::gui::GroupBarChart</name>
    <message>
        <source>Bar chart of the groups</source>
        <translation>Diagramme en barres des groupes</translation>
    </message>
    <message numerus="yes">
        <source>%Ln more group(s) not shown</source>
        <translation>
            <numerusform>%Ln groupe de plus non affiché</numerusform>
            <numerusform>%Ln groupes de plus non affichés</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>strata::gui::GroupByDialog</name>
    <message>
        <source>Count</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Min</source>
        <translation>Min</translation>
    </message>
    <message>
        <source>Max</source>
        <translation>Max</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>Moyenne</translation>
    </message>
    <message>
        <source>Sum</source>
        <translation>Somme</translation>
    </message>
    <message>
        <source>Std. dev.</source>
        <translation>Écart type</translation>
    </message>
    <message>
        <source>Distinct</source>
        <translation>Distincts</translation>
    </message>
    <message>
        <source>&amp;Group</source>
        <translation>&amp;Grouper</translation>
    </message>
    <message>
        <source>Group By</source>
        <translation>Grouper par</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>Bins of the first key&apos;s numbers: a width (10: 10-degree bands), or hour, day or month for ODB-2 times (HHMMSS) and dates (YYYYMMDD)</source>
        <translation>Classes des nombres de la première clé : une largeur (10 : bandes de 10 degrés), ou hour, day ou month pour les heures (HHMMSS) et dates (YYYYMMDD) ODB-2</translation>
    </message>
    <message>
        <source>A second column to group by within the first</source>
        <translation>Une seconde colonne de regroupement à l’intérieur de la première</translation>
    </message>
    <message>
        <source>The number of rows in the group</source>
        <translation>Le nombre de lignes du groupe</translation>
    </message>
    <message>
        <source>Group by:</source>
        <translation>Grouper par :</translation>
    </message>
    <message>
        <source>Then by:</source>
        <translation>Puis par :</translation>
    </message>
    <message>
        <source>Bins:</source>
        <translation>Classes :</translation>
    </message>
    <message>
        <source>Of the column:</source>
        <translation>De la colonne :</translation>
    </message>
    <message>
        <source>Aggregates:</source>
        <translation>Agrégats :</translation>
    </message>
    <message>
        <source>Groups</source>
        <translation>Groupes</translation>
    </message>
    <message>
        <source>Double-click a group to filter the table to its rows</source>
        <translation>Double-cliquez sur un groupe pour filtrer la table sur ses lignes</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Aggregate charted</source>
        <translation>Agrégat représenté</translation>
    </message>
    <message>
        <source>Chart:</source>
        <translation>Diagramme :</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(aucune)</translation>
    </message>
    <message>
        <source>Tick an aggregate to compute</source>
        <translation>Cochez un agrégat à calculer</translation>
    </message>
    <message>
        <source>Grouping…</source>
        <translation>Regroupement…</translation>
    </message>
    <message>
        <source>More than %1 groups: too many to hold in memory; group by other columns or in bins</source>
        <translation>Plus de %1 groupes : trop pour la mémoire ; groupez par d’autres colonnes ou en classes</translation>
    </message>
    <message>
        <source>Grouping was cancelled</source>
        <translation>Regroupement annulé</translation>
    </message>
    <message numerus="yes">
        <source>%Ln group(s)</source>
        <translation>
            <numerusform>%Ln groupe</numerusform>
            <numerusform>%Ln groupes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln row(s)</source>
        <translation>
            <numerusform>%Ln ligne</numerusform>
            <numerusform>%Ln lignes</numerusform>
        </translation>
    </message>
    <message>
        <source>NULL</source>
        <translation>NULL</translation>
    </message>
</context>
<context>
    <name>strata::gui::GroupTableModel</name>
    <message>
        <source>NULL</source>
        <translation>NULL</translation>
    </message>
</context>
<context>
    <name>strata::gui::Help</name>
    <message>
        <source>About Strata</source>
        <translation>À propos de Strata</translation>
    </message>
    <message>
        <source>&lt;b&gt;Strata&lt;/b&gt; %1&lt;br&gt;An inspector for AT-1, COLE, Blosc2 and ODB-2 files.&lt;br&gt;&lt;br&gt;Built with Qt %2 (running %3) and:&lt;table&gt;%4&lt;/table&gt;</source>
        <translation>&lt;b&gt;Strata&lt;/b&gt; %1&lt;br&gt;Un inspecteur de fichiers AT-1, COLE, Blosc2 et ODB-2.&lt;br&gt;&lt;br&gt;Compilé avec Qt %2 (exécuté avec %3) et :&lt;table&gt;%4&lt;/table&gt;</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Raccourci</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
</context>
<context>
    <name>strata::gui::HexLegend</name>
    <message>
        <source>header</source>
        <translation>en-tête</translation>
    </message>
    <message>
        <source>index / metadata</source>
        <translation>index / métadonnées</translation>
    </message>
    <message>
        <source>data</source>
        <translation>données</translation>
    </message>
    <message>
        <source>padding / unknown</source>
        <translation>remplissage / inconnu</translation>
    </message>
    <message>
        <source>damaged</source>
        <translation>endommagé</translation>
    </message>
    <message>
        <source>Hex colour legend</source>
        <translation>Légende des couleurs de la vue hex</translation>
    </message>
</context>
<context>
    <name>strata::gui::HexPane</name>
    <message>
        <source>Byte spaces</source>
        <translation>Espaces d’octets</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Fichier</translation>
    </message>
    <message>
        <source>The file&apos;s own bytes</source>
        <translation>Les octets du fichier lui-même</translation>
    </message>
</context>
<context>
    <name>strata::gui::HexView</name>
    <message>
        <source>Hex view</source>
        <translation>Vue hexadécimale</translation>
    </message>
    <message>
        <source>Nothing selected to copy</source>
        <translation>Rien n’est sélectionné à copier</translation>
    </message>
    <message numerus="yes">
        <source>Not copied: %Ln bytes selected, more than the %1 MiB that can be copied; use Save Selection As… instead</source>
        <translation>
            <numerusform>Non copié : %Ln octet sélectionné, plus que les %1 Mio copiables ; utilisez plutôt « Enregistrer la sélection sous… »</numerusform>
            <numerusform>Non copié : %Ln octets sélectionnés, plus que les %1 Mio copiables ; utilisez plutôt « Enregistrer la sélection sous… »</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Copied %Ln byte(s)</source>
        <translation>
            <numerusform>%Ln octet copié</numerusform>
            <numerusform>%Ln octets copiés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Saved %Ln byte(s) to %1</source>
        <translation>
            <numerusform>%Ln octet enregistré dans %1</numerusform>
            <numerusform>%Ln octets enregistrés dans %1</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copier</translation>
    </message>
    <message>
        <source>Copy &amp;As</source>
        <translation>Copier &amp;comme</translation>
    </message>
    <message>
        <source>C Array</source>
        <translation>tableau C</translation>
    </message>
    <message>
        <source>Python Bytes</source>
        <translation>bytes Python</translation>
    </message>
    <message>
        <source>Base64</source>
        <translation>Base64</translation>
    </message>
    <message>
        <source>Plain Text</source>
        <translation>texte brut</translation>
    </message>
    <message>
        <source>&amp;Save Selection As…</source>
        <translation>&amp;Enregistrer la sélection sous…</translation>
    </message>
    <message>
        <source>Select &amp;Node</source>
        <translation>Sélectionner le &amp;nœud</translation>
    </message>
    <message>
        <source>&amp;Go to Offset…</source>
        <translation>&amp;Aller au décalage…</translation>
    </message>
</context>
<context>
    <name>strata::gui::HistogramView</name>
    <message>
        <source>Histogram</source>
        <translation>Histogramme</translation>
    </message>
    <message>
        <source>No values</source>
        <translation>Aucune valeur</translation>
    </message>
    <message>
        <source>max %1</source>
        <translation>max. %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>%1: ≈ %2</source>
        <translation>%1 : ≈ %2</translation>
    </message>
    <message>
        <source>max ≈ %1</source>
        <translation>max ≈ %1</translation>
    </message>
</context>
<context>
    <name>strata::gui::JobProgress</name>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
</context>
<context>
    <name>strata::gui::LayerTab</name>
    <message>
        <source>Layer origin</source>
        <translation>Origine de la couche</translation>
    </message>
    <message>
        <source>Decoding progress</source>
        <translation>Progression du décodage</translation>
    </message>
    <message>
        <source>Hex view of %1</source>
        <translation>Vue hexadécimale de %1</translation>
    </message>
    <message>
        <source>Decoding %1…</source>
        <translation>Décodage de %1…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Stop decoding this layer</source>
        <translation>Arrêter le décodage de cette couche</translation>
    </message>
    <message>
        <source>Decoding stopped</source>
        <translation>Décodage arrêté</translation>
    </message>
    <message>
        <source>Decode</source>
        <translation>Décoder</translation>
    </message>
    <message>
        <source>Decode this layer again</source>
        <translation>Décoder à nouveau cette couche</translation>
    </message>
    <message numerus="yes">
        <source>%Ln byte(s)</source>
        <translation>
            <numerusform>%Ln octet</numerusform>
            <numerusform>%Ln octets</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 at file offset %2</source>
        <translation>%1 à la position %2 du fichier</translation>
    </message>
</context>
<context>
    <name>strata::gui::MainWindow</name>
    <message>
        <source>Strata</source>
        <translation>Strata</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Fichiers &amp;récents</translation>
    </message>
    <message>
        <source>&amp;Close Tab</source>
        <translation>&amp;Fermer l’onglet</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>&amp;Go to Offset…</source>
        <translation>&amp;Aller à la position…</translation>
    </message>
    <message>
        <source>&amp;Find…</source>
        <translation>&amp;Rechercher…</translation>
    </message>
    <message>
        <source>Find &amp;Next</source>
        <translation>Rechercher le &amp;suivant</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>Column &amp;Statistics</source>
        <translation>&amp;Statistiques des colonnes</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Ai&amp;de</translation>
    </message>
    <message>
        <source>&amp;About Strata</source>
        <translation>À &amp;propos de Strata</translation>
    </message>
    <message>
        <source>Cannot open file</source>
        <translation>Impossible d’ouvrir le fichier</translation>
    </message>
    <message>
        <source>Strata cannot open %1:
%2</source>
        <translation>Strata ne peut pas ouvrir %1 :
%2</translation>
    </message>
    <message>
        <source>%1 — Strata</source>
        <translation>%1 — Strata</translation>
    </message>
    <message>
        <source>Open Files</source>
        <translation>Ouvrir des fichiers</translation>
    </message>
    <message>
        <source>Ne&amp;xt Pane</source>
        <translation>Panneau &amp;suivant</translation>
    </message>
    <message>
        <source>Pre&amp;vious Pane</source>
        <translation>Panneau &amp;précédent</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Raccourcis clavier</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Préférences…</translation>
    </message>
    <message>
        <source>Find Pre&amp;vious</source>
        <translation>Rechercher le pré&amp;cédent</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copier</translation>
    </message>
    <message>
        <source>Strata formats (%1);;All files (*)</source>
        <translation>Formats Strata (%1);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Co&amp;mpare With…</source>
        <translation>Co&amp;mparer avec…</translation>
    </message>
    <message>
        <source>Open a file first, then compare it with another.</source>
        <translation>Ouvrez d’abord un fichier, puis comparez-le avec un autre.</translation>
    </message>
    <message>
        <source>&amp;Export Table…</source>
        <translation>&amp;Exporter la table…</translation>
    </message>
    <message>
        <source>Save &amp;Repaired Copy…</source>
        <translation>Enregistrer une copie &amp;réparée…</translation>
    </message>
    <message>
        <source>Open &amp;Folder…</source>
        <translation>Ouvrir un &amp;dossier…</translation>
    </message>
    <message>
        <source>Open Folder</source>
        <translation>Ouvrir un dossier</translation>
    </message>
    <message>
        <source>Export Re&amp;port…</source>
        <translation>Exporter un ra&amp;pport…</translation>
    </message>
    <message>
        <source>Open Sessio&amp;n…</source>
        <translation>Ouvrir une &amp;session…</translation>
    </message>
    <message>
        <source>Sa&amp;ve Session…</source>
        <translation>Enre&amp;gistrer la session…</translation>
    </message>
    <message>
        <source>Appl&amp;y Session to This File…</source>
        <translation>&amp;Appliquer une session à ce fichier…</translation>
    </message>
    <message>
        <source>Recent Sess&amp;ions</source>
        <translation>Sessions réce&amp;ntes</translation>
    </message>
    <message>
        <source>Add &amp;Bookmark…</source>
        <translation>Ajouter un si&amp;gnet…</translation>
    </message>
    <message>
        <source>Ne&amp;xt Bookmark</source>
        <translation>Signet sui&amp;vant</translation>
    </message>
    <message>
        <source>Previous Boo&amp;kmark</source>
        <translation>Signet pr&amp;écédent</translation>
    </message>
    <message>
        <source>Open a file first, then bookmark what you select in it.</source>
        <translation>Ouvrez d’abord un fichier, puis posez un signet sur ce que vous y sélectionnez.</translation>
    </message>
    <message>
        <source>Select a node, bytes, a table cell or a diagnostic, then add a bookmark.</source>
        <translation>Sélectionnez un nœud, des octets, une cellule ou un diagnostic, puis ajoutez un signet.</translation>
    </message>
    <message>
        <source>Add Bookmark</source>
        <translation>Ajouter un signet</translation>
    </message>
    <message>
        <source>Bookmark “%1” added; F2 goes through the bookmarks.</source>
        <translation>Signet « %1 » ajouté ; F2 parcourt les signets.</translation>
    </message>
    <message>
        <source>“%1” is not in this file: %2</source>
        <translation>« %1 » n’est pas dans ce fichier : %2</translation>
    </message>
    <message>
        <source>“%1” moved: marked at offset %2, in this file at %3</source>
        <translation>« %1 » déplacé : posé à la position %2, dans ce fichier à %3</translation>
    </message>
    <message>
        <source>Open Session</source>
        <translation>Ouvrir une session</translation>
    </message>
    <message>
        <source>Strata sessions (*.strata-session);;All files (*)</source>
        <translation>Sessions Strata (*.strata-session);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Save Session</source>
        <translation>Enregistrer la session</translation>
    </message>
    <message>
        <source>Strata sessions (*.strata-session)</source>
        <translation>Sessions Strata (*.strata-session)</translation>
    </message>
    <message>
        <source>Session saved to %1</source>
        <translation>Session enregistrée dans %1</translation>
    </message>
    <message>
        <source>Cannot save session</source>
        <translation>Impossible d’enregistrer la session</translation>
    </message>
    <message>
        <source>Strata cannot write %1:
%2</source>
        <translation>Strata ne peut pas écrire %1 :
%2</translation>
    </message>
    <message>
        <source>Open a file first, then apply a session made on another.</source>
        <translation>Ouvrez d’abord un fichier, puis appliquez-lui une session faite sur un autre.</translation>
    </message>
    <message>
        <source>Apply Session to %1</source>
        <translation>Appliquer une session à %1</translation>
    </message>
</context>
<context>
    <name>strata::gui::OverviewStrip</name>
    <message>
        <source>Where the bytes go</source>
        <translation>Où vont les octets</translation>
    </message>
    <message>
        <source>Colour by kind of bytes</source>
        <translation>Colorer selon le type d’octets</translation>
    </message>
    <message>
        <source>Colour by entropy</source>
        <translation>Colorer selon l’entropie</translation>
    </message>
    <message>
        <source>Colour by compression ratio</source>
        <translation>Colorer selon le taux de compression</translation>
    </message>
    <message>
        <source>Where the bytes go (computing…)</source>
        <translation>Où vont les octets (calcul en cours…)</translation>
    </message>
    <message>
        <source>offset %1 (0x%2)</source>
        <translation>position %1 (0x%2)</translation>
    </message>
    <message>
        <source>entropy %1 bits per byte</source>
        <translation>entropie %1 bits par octet</translation>
    </message>
    <message>
        <source>compression ratio %1×</source>
        <translation>taux de compression %1×</translation>
    </message>
</context>
<context>
    <name>strata::gui::PlotFigure</name>
    <message>
        <source>Row</source>
        <translation>Ligne</translation>
    </message>
    <message>
        <source>Points per pixel</source>
        <translation>Points par pixel</translation>
    </message>
    <message>
        <source>%1 points in view</source>
        <translation>%1 points affichés</translation>
    </message>
    <message>
        <source>%1 left out: a value is missing</source>
        <translation>%1 omis : une valeur manque</translation>
    </message>
    <message>
        <source>GSHHG coastlines</source>
        <translation>Côtes GSHHG</translation>
    </message>
    <message>
        <source>Natural Earth coastlines (bundled)</source>
        <translation>Côtes Natural Earth (fournies)</translation>
    </message>
</context>
<context>
    <name>strata::gui::PlotPane</name>
    <message>
        <source>Line</source>
        <translation>Courbe</translation>
    </message>
    <message>
        <source>Scatter</source>
        <translation>Nuage de points</translation>
    </message>
    <message>
        <source>Density</source>
        <translation>Densité</translation>
    </message>
    <message>
        <source>Show All</source>
        <translation>Tout afficher</translation>
    </message>
    <message>
        <source>Show every point again (double-click the plot does the same)</source>
        <translation>Afficher de nouveau tous les points (un double-clic sur le graphique fait de même)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exporter</translation>
    </message>
    <message>
        <source>Plot as PNG or SVG…</source>
        <translation>Graphique en PNG ou SVG…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>X:</source>
        <translation>X :</translation>
    </message>
    <message>
        <source>Y:</source>
        <translation>Y :</translation>
    </message>
    <message>
        <source>Colour:</source>
        <translation>Couleur :</translation>
    </message>
    <message>
        <source>Choose Plot Column in a table&apos;s context menu, or a column here.</source>
        <translation>Choisissez « Tracer la colonne » dans le menu contextuel d&apos;une table, ou une colonne ici.</translation>
    </message>
    <message>
        <source>This file has no table to plot.</source>
        <translation>Ce fichier n&apos;a pas de table à tracer.</translation>
    </message>
    <message>
        <source>Row number</source>
        <translation>Numéro de ligne</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Aucune</translation>
    </message>
    <message>
        <source>This table has no column of numbers.</source>
        <translation>Cette table n&apos;a pas de colonne de nombres.</translation>
    </message>
    <message>
        <source>There is no plot to export.</source>
        <translation>Il n&apos;y a pas de graphique à exporter.</translation>
    </message>
    <message>
        <source>Export Plot</source>
        <translation>Exporter le graphique</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg)</source>
        <translation>Image PNG (*.png);;Dessin SVG (*.svg)</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>Impossible d&apos;écrire %1 : %2</translation>
    </message>
    <message>
        <source>Export Plotted Data</source>
        <translation>Exporter les données tracées</translation>
    </message>
    <message>
        <source>CSV file (*.csv)</source>
        <translation>Fichier CSV (*.csv)</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>Carte</translation>
    </message>
    <message>
        <source>Image</source>
        <translation>Image</translation>
    </message>
    <message>
        <source>Line: the column against X, min and max per pixel column · Scatter: a point per row · Density: how many rows per pixel · Map: latitude (Y) against longitude (X) with coastlines · Image: a b2nd array as a heatmap</source>
        <translation>Ligne : la colonne en fonction de X, min et max par colonne de pixels · Nuage : un point par ligne · Densité : combien de lignes par pixel · Carte : latitude (Y) en fonction de la longitude (X) avec les côtes · Image : un tableau b2nd en carte de chaleur</translation>
    </message>
    <message>
        <source>Choose the longitude as X and the latitude as Y.</source>
        <translation>Choisissez la longitude comme X et la latitude comme Y.</translation>
    </message>
    <message>
        <source>Plotted Data…</source>
        <translation>Données tracées…</translation>
    </message>
    <message>
        <source>CSV file (*.csv);;NumPy array (*.npy);;NetCDF-4 (*.nc)</source>
        <translation>Fichier CSV (*.csv);;Tableau NumPy (*.npy);;NetCDF-4 (*.nc)</translation>
    </message>
</context>
<context>
    <name>strata::gui::PlotView</name>
    <message>
        <source>Wheel: zoom · drag: pan · Shift+drag: zoom into a rectangle · double-click: show everything · click a point: select its row</source>
        <translation>Molette : zoomer · glisser : déplacer · Maj+glisser : zoomer sur un rectangle · double-clic : tout afficher · clic sur un point : sélectionner sa ligne</translation>
    </message>
</context>
<context>
    <name>strata::gui::RepairReportDialog</name>
    <message>
        <source>copied</source>
        <translation>copiée</translation>
    </message>
    <message>
        <source>re-encoded</source>
        <translation>ré-encodée</translation>
    </message>
    <message>
        <source>dropped</source>
        <translation>écartée</translation>
    </message>
    <message>
        <source>Save Repaired Copy</source>
        <translation>Enregistrer une copie réparée</translation>
    </message>
    <message>
        <source>Nothing to repair: the copy is the file, byte for byte.</source>
        <translation>Rien à réparer : la copie est le fichier, octet pour octet.</translation>
    </message>
    <message numerus="yes">
        <source>Keeps %Ln row(s)</source>
        <translation>
            <numerusform>Garde %Ln ligne</numerusform>
            <numerusform>Garde %Ln lignes</numerusform>
        </translation>
    </message>
    <message>
        <source>loses nothing</source>
        <translation>ne perd rien</translation>
    </message>
    <message>
        <source>The copy goes to %1.</source>
        <translation>La copie va dans %1.</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unité</translation>
    </message>
    <message>
        <source>Bytes</source>
        <translation>Octets</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>Lignes</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Raison</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1 à %2</translation>
    </message>
    <message>
        <source>%1 (%2 lost)</source>
        <translation>%1 (%2 perdues)</translation>
    </message>
    <message>
        <source>Save and Open</source>
        <translation>Enregistrer et ouvrir</translation>
    </message>
    <message numerus="yes">
        <source>loses %Ln row(s)</source>
        <translation>
            <numerusform>perd %Ln ligne</numerusform>
            <numerusform>perd %Ln lignes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>drops %Ln unit(s)</source>
        <translation>
            <numerusform>écarte %Ln unité</numerusform>
            <numerusform>écarte %Ln unités</numerusform>
        </translation>
    </message>
    <message>
        <source>filled with zeros</source>
        <translation>rempli de zéros</translation>
    </message>
    <message>
        <source>Fill with Zeros Instead</source>
        <translation>Remplir de zéros à la place</translation>
    </message>
    <message>
        <source>Repair again, keeping each chunk that does not decode as a chunk of zeros, so that the data keep their size and shape</source>
        <translation>Réparer à nouveau en gardant chaque chunk illisible comme un chunk de zéros, pour que les données gardent leur taille et leur forme</translation>
    </message>
    <message numerus="yes">
        <source>fills %Ln unit(s) with zeros</source>
        <translation>
            <numerusform>remplit %Ln unité de zéros</numerusform>
            <numerusform>remplit %Ln unités de zéros</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>strata::gui::RepairSaver</name>
    <message>
        <source>A repair is already running</source>
        <translation>Une réparation est déjà en cours</translation>
    </message>
    <message>
        <source>Open a file to repair first</source>
        <translation>Ouvrez d’abord un fichier à réparer</translation>
    </message>
    <message>
        <source>-repaired</source>
        <translation>-repare</translation>
    </message>
    <message>
        <source>Save Repaired Copy</source>
        <translation>Enregistrer une copie réparée</translation>
    </message>
    <message>
        <source>The repaired copy cannot replace the file itself: choose another name.</source>
        <translation>La copie réparée ne peut pas remplacer le fichier lui-même : choisissez un autre nom.</translation>
    </message>
    <message>
        <source>Repairing %1 files is not available yet.</source>
        <translation>La réparation des fichiers %1 n’est pas encore disponible.</translation>
    </message>
    <message>
        <source>Strata could not write %1:
%2</source>
        <translation>Strata n’a pas pu écrire %1 :
%2</translation>
    </message>
    <message>
        <source>The repaired copy was discarded</source>
        <translation>La copie réparée a été écartée</translation>
    </message>
    <message>
        <source>Saved the repaired copy as %1</source>
        <translation>Copie réparée enregistrée sous %1</translation>
    </message>
    <message>
        <source>Repair progress</source>
        <translation>Progression de la réparation</translation>
    </message>
    <message>
        <source>Stop the repair; no file is written</source>
        <translation>Arrêter la réparation ; aucun fichier n’est écrit</translation>
    </message>
    <message>
        <source>Repairing %1</source>
        <translation>Réparation de %1</translation>
    </message>
    <message>
        <source>Repairing %1: %2 of %3 written</source>
        <translation>Réparation de %1 : %2 sur %3 écrits</translation>
    </message>
    <message>
        <source>The repair was cancelled; no file was written</source>
        <translation>La réparation a été annulée ; aucun fichier n’a été écrit</translation>
    </message>
</context>
<context>
    <name>strata::gui::SettingsDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Préférences</translation>
    </message>
    <message>
        <source>Bytes per hex row</source>
        <translation>Octets par ligne hex</translation>
    </message>
    <message>
        <source>Hex font</source>
        <translation>Police de la vue hex</translation>
    </message>
    <message>
        <source>Hex font size</source>
        <translation>Taille de la police hex</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Thème</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Comme le système</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Clair</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Sombre</translation>
    </message>
    <message>
        <source>Decoded blocks memory limit</source>
        <translation>Limite mémoire des blocs décodés</translation>
    </message>
    <message>
        <source> MiB</source>
        <translation> Mio</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>View</source>
        <translation>Affichage</translation>
    </message>
    <message>
        <source>Bytes per hex row:</source>
        <translation>Octets par ligne hex :</translation>
    </message>
    <message>
        <source>Hex font:</source>
        <translation>Police de la vue hex :</translation>
    </message>
    <message>
        <source>Theme:</source>
        <translation>Thème :</translation>
    </message>
    <message>
        <source>Language (after a restart):</source>
        <translation>Langue (après redémarrage) :</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Tables</translation>
    </message>
    <message>
        <source>Memory for decoded blocks, per table:</source>
        <translation>Mémoire des blocs décodés, par table :</translation>
    </message>
    <message>
        <source>CSV export defaults</source>
        <translation>Valeurs par défaut de l’export CSV</translation>
    </message>
    <message>
        <source>Reopen the files of the last session on start</source>
        <translation>Rouvrir au démarrage les fichiers de la dernière session</translation>
    </message>
</context>
<context>
    <name>strata::gui::SizesPane</name>
    <message>
        <source>&amp;Group by:</source>
        <translation>&amp;Regrouper par :</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>Colonne</translation>
    </message>
    <message>
        <source>Codec</source>
        <translation>Codec</translation>
    </message>
    <message>
        <source>Unit (row group, frame, chunk, stream)</source>
        <translation>Unité (groupe de lignes, trame, bloc, flux)</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Nature</translation>
    </message>
    <message>
        <source>Group the bytes by</source>
        <translation>Regrouper les octets par</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Bytes</source>
        <translation>Octets</translation>
    </message>
    <message>
        <source>Share of the file</source>
        <translation>Part du fichier</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>Données</translation>
    </message>
    <message>
        <source>Decoded</source>
        <translation>Décodé</translation>
    </message>
    <message>
        <source>Ratio</source>
        <translation>Taux</translation>
    </message>
    <message>
        <source>Where the bytes go</source>
        <translation>Où vont les octets</translation>
    </message>
    <message>
        <source>Counting the bytes… %1 %</source>
        <translation>Comptage des octets… %1 %</translation>
    </message>
    <message>
        <source>Counting the bytes…</source>
        <translation>Comptage des octets…</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>%1×</source>
        <translation>%1×</translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln byte(s), %2 % of the file</source>
        <translation>
            <numerusform>%1 : %Ln octet, %2 % du fichier</numerusform>
            <numerusform>%1 : %Ln octets, %2 % du fichier</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln byte(s) of headers, metadata, padding or damage</source>
        <translation>
            <numerusform>%Ln octet d’en-têtes, de métadonnées, de remplissage ou de dommages</numerusform>
            <numerusform>%Ln octets d’en-têtes, de métadonnées, de remplissage ou de dommages</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 stored bytes of data decode to %2 (%3×)</source>
        <translation>%1 octets de données stockés se décodent en %2 (%3×)</translation>
    </message>
    <message numerus="yes">
        <source>From %Ln node(s); click to select the first, again for the next</source>
        <translation>
            <numerusform>Issu de %Ln nœud ; cliquer sélectionne le premier, cliquer encore le suivant</numerusform>
            <numerusform>Issu de %Ln nœuds ; cliquer sélectionne le premier, cliquer encore le suivant</numerusform>
        </translation>
    </message>
    <message>
        <source>Click to select its node and bytes</source>
        <translation>Cliquer sélectionne son nœud et ses octets</translation>
    </message>
    <message>
        <source>%1 bytes in %2</source>
        <translation>%1 octets en %2</translation>
    </message>
    <message numerus="yes">
        <source>%Ln entry(s)</source>
        <translation>
            <numerusform>%Ln entrée</numerusform>
            <numerusform>%Ln entrées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln byte range(s) of the entry framed in the hex view</source>
        <translation>
            <numerusform>%Ln plage d’octets de l’entrée encadrée dans la vue hexadécimale</numerusform>
            <numerusform>%Ln plages d’octets de l’entrée encadrées dans la vue hexadécimale</numerusform>
        </translation>
    </message>
    <message>
        <source>(%1 other units)</source>
        <translation>(%1 autres unités)</translation>
    </message>
    <message>
        <source>The units smaller than the %1 listed, added up</source>
        <translation>Les unités plus petites que les %1 listées, additionnées</translation>
    </message>
    <message>
        <source>(%1 other columns)</source>
        <translation>(%1 autres colonnes)</translation>
    </message>
    <message>
        <source>The columns smaller than the %1 listed, added up</source>
        <translation>Les colonnes plus petites que les %1 listées, additionnées</translation>
    </message>
    <message>
        <source>(%1 other codecs)</source>
        <translation>(%1 autres codecs)</translation>
    </message>
    <message>
        <source>The codecs smaller than the %1 listed, added up</source>
        <translation>Les codecs plus petits que les %1 listés, additionnés</translation>
    </message>
</context>
<context>
    <name>strata::gui::StatisticsPane</name>
    <message>
        <source>every value once</source>
        <translation>chaque valeur une fois</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>Colonne</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Missing</source>
        <translation>Manquantes</translation>
    </message>
    <message>
        <source>Distinct</source>
        <translation>Distinctes</translation>
    </message>
    <message>
        <source>Min</source>
        <translation>Min.</translation>
    </message>
    <message>
        <source>Max</source>
        <translation>Max.</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>Moyenne</translation>
    </message>
    <message>
        <source>Std. deviation</source>
        <translation>Écart type</translation>
    </message>
    <message>
        <source>Most frequent</source>
        <translation>Plus fréquentes</translation>
    </message>
    <message>
        <source>Column statistics</source>
        <translation>Statistiques des colonnes</translation>
    </message>
    <message>
        <source>Statistics progress</source>
        <translation>Progression des statistiques</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Stop computing; the statistics cover the rows read so far</source>
        <translation>Arrêter le calcul ; les statistiques couvrent les lignes déjà lues</translation>
    </message>
    <message>
        <source>Choose Column Statistics in a table&apos;s context menu.</source>
        <translation>Choisissez « Statistiques des colonnes » dans le menu contextuel d’une table.</translation>
    </message>
    <message>
        <source>Computing the statistics of table “%1”…</source>
        <translation>Calcul des statistiques de la table « %1 »…</translation>
    </message>
    <message>
        <source>Table “%1”: the first %2 rows (cancelled)</source>
        <translation>Table « %1 » : les %2 premières lignes (annulé)</translation>
    </message>
    <message>
        <source>Table “%1”: %2 rows</source>
        <translation>Table « %1 » : %2 lignes</translation>
    </message>
    <message>
        <source>≈ %1</source>
        <translation>≈ %1</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 à %2</translation>
    </message>
    <message>
        <source>%1: distribution</source>
        <translation>%1 : distribution</translation>
    </message>
    <message>
        <source>%1: most frequent values</source>
        <translation>%1 : valeurs les plus fréquentes</translation>
    </message>
    <message>
        <source>Computing the statistics of table “%1”: %2 of %3 rows</source>
        <translation>Calcul des statistiques de la table « %1 » : %2 lignes sur %3</translation>
    </message>
    <message>
        <source>An estimate from a sample of the values&apos; hashes (within a few percent); never more than the values there are</source>
        <translation>Une estimation à partir d’un échantillon des empreintes des valeurs (à quelques pour cent près) ; jamais plus que le nombre de valeurs</translation>
    </message>
    <message>
        <source>%1: distribution, estimated from a sample</source>
        <translation>%1 : distribution, estimée sur un échantillon</translation>
    </message>
    <message>
        <source>%1: most frequent values, counted in part</source>
        <translation>%1 : valeurs les plus fréquentes, comptées en partie</translation>
    </message>
</context>
<context>
    <name>strata::gui::StatusLine</name>
    <message>
        <source>Opening progress</source>
        <translation>Progression de l’ouverture</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Stop opening this file</source>
        <translation>Arrêter l’ouverture de ce fichier</translation>
    </message>
    <message>
        <source>No file</source>
        <translation>Aucun fichier</translation>
    </message>
    <message>
        <source>Opening…</source>
        <translation>Ouverture…</translation>
    </message>
    <message>
        <source>Decoding…</source>
        <translation>Décodage…</translation>
    </message>
    <message numerus="yes">
        <source>%Ln byte(s)</source>
        <translation>
            <numerusform>%Ln octet</numerusform>
            <numerusform>%Ln octets</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: offset %2 (0x%3)</source>
        <translation>%1 : position %2 (0x%3)</translation>
    </message>
    <message>
        <source>Offset %1 (0x%2)</source>
        <translation>Position %1 (0x%2)</translation>
    </message>
    <message numerus="yes">
        <source>Selected %Ln byte(s)</source>
        <translation>
            <numerusform>%Ln octet sélectionné</numerusform>
            <numerusform>%Ln octets sélectionnés</numerusform>
        </translation>
    </message>
    <message>
        <source>Written as: %1</source>
        <translation>Écrit comme : %1</translation>
    </message>
    <message>
        <source>Dataset</source>
        <translation>Jeu de données</translation>
    </message>
    <message numerus="yes">
        <source>%Ln file(s)</source>
        <translation>
            <numerusform>%Ln fichier</numerusform>
            <numerusform>%Ln fichiers</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>strata::gui::StructurePane</name>
    <message>
        <source>Structure tree</source>
        <translation>Arbre de structure</translation>
    </message>
    <message>
        <source>Copy value</source>
        <translation>Copier la valeur</translation>
    </message>
    <message>
        <source>Copy path</source>
        <translation>Copier le chemin</translation>
    </message>
    <message>
        <source>Expand all below</source>
        <translation>Tout déplier en dessous</translation>
    </message>
    <message>
        <source>About this file</source>
        <translation>À propos de ce fichier</translation>
    </message>
    <message>
        <source>Save Bytes As…</source>
        <translation>Enregistrer les octets sous…</translation>
    </message>
    <message>
        <source>Show Layer “%1”</source>
        <translation>Afficher la couche « %1 »</translation>
    </message>
</context>
<context>
    <name>strata::gui::TableDiffPane</name>
    <message>
        <source>Compare Again</source>
        <translation>Comparer à nouveau</translation>
    </message>
    <message>
        <source>Pair rows by the values of these columns instead of by position</source>
        <translation>Apparier les lignes par les valeurs de ces colonnes plutôt que par leur position</translation>
    </message>
    <message>
        <source>Key columns</source>
        <translation>Colonnes clés</translation>
    </message>
    <message>
        <source>Tolerance:</source>
        <translation>Tolérance :</translation>
    </message>
    <message>
        <source>Exact</source>
        <translation>Exacte</translation>
    </message>
    <message>
        <source>Absolute</source>
        <translation>Absolue</translation>
    </message>
    <message>
        <source>Relative</source>
        <translation>Relative</translation>
    </message>
    <message>
        <source>Same float32</source>
        <translation>Même float32</translation>
    </message>
    <message>
        <source>When two numbers count as equal</source>
        <translation>Quand deux nombres comptent comme égaux</translation>
    </message>
    <message>
        <source>Tolerance amount</source>
        <translation>Valeur de la tolérance</translation>
    </message>
    <message>
        <source>|a − b| at most this (absolute), or this times the larger magnitude (relative)</source>
        <translation>|a − b| au plus cette valeur (absolue), ou cette valeur fois la plus grande valeur absolue (relative)</translation>
    </message>
    <message>
        <source>Compare the files again with these key columns and tolerance</source>
        <translation>Comparer à nouveau les fichiers avec ces colonnes clés et cette tolérance</translation>
    </message>
    <message>
        <source>Rows paired by key: only the rows that differ are shown</source>
        <translation>Lignes appariées par clé : seules les lignes qui diffèrent sont affichées</translation>
    </message>
    <message>
        <source>By Row Position</source>
        <translation>Par position de ligne</translation>
    </message>
    <message>
        <source>Rows by position</source>
        <translation>Lignes par position</translation>
    </message>
    <message>
        <source>Key: %1</source>
        <translation>Clé : %1</translation>
    </message>
    <message>
        <source>(changed rows only: those of the first %1 cells and rows listed)</source>
        <translation>(lignes modifiées seulement : celles des %1 premières cellules et lignes listées)</translation>
    </message>
    <message>
        <source>Changed rows only</source>
        <translation>Lignes modifiées seulement</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>What differs in the table</source>
        <translation>Ce qui diffère dans la table</translation>
    </message>
    <message>
        <source>Table differences</source>
        <translation>Différences de table</translation>
    </message>
    <message>
        <source>Show only the rows that differ</source>
        <translation>N’afficher que les lignes qui diffèrent</translation>
    </message>
    <message>
        <source>%1 (same)</source>
        <translation>%1 (identique)</translation>
    </message>
    <message>
        <source>%1 (differs)</source>
        <translation>%1 (diffère)</translation>
    </message>
    <message numerus="yes">
        <source>%Ln changed cell(s)</source>
        <translation>
            <numerusform>%Ln cellule modifiée</numerusform>
            <numerusform>%Ln cellules modifiées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln row(s) only in A</source>
        <translation>
            <numerusform>%Ln ligne seulement dans A</numerusform>
            <numerusform>%Ln lignes seulement dans A</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln row(s) only in B</source>
        <translation>
            <numerusform>%Ln ligne seulement dans B</numerusform>
            <numerusform>%Ln lignes seulement dans B</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>strata::gui::TableExporter</name>
    <message>
        <source>An export is already running</source>
        <translation>Un export est déjà en cours</translation>
    </message>
    <message numerus="yes">
        <source>Exported %Ln row(s) to %1</source>
        <translation>
            <numerusform>%Ln ligne exportée vers %1</numerusform>
            <numerusform>%Ln lignes exportées vers %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Export cancelled; %1 was not written</source>
        <translation>Export annulé ; %1 n’a pas été écrit</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Échec de l’export</translation>
    </message>
    <message>
        <source>Strata could not write %1:
%2</source>
        <translation>Strata n’a pas pu écrire %1 :
%2</translation>
    </message>
    <message>
        <source>This file has no table to export</source>
        <translation>Ce fichier n’a pas de table à exporter</translation>
    </message>
    <message>
        <source>Export not possible</source>
        <translation>Export impossible</translation>
    </message>
    <message>
        <source>The table cannot be written as %1:
%2</source>
        <translation>La table ne peut pas être écrite en %1 :
%2</translation>
    </message>
    <message numerus="yes">
        <source>%Ln NaN or infinite value(s) written as null</source>
        <translation>
            <numerusform>%Ln valeur NaN ou infinie écrite comme null</numerusform>
            <numerusform>%Ln valeurs NaN ou infinies écrites comme null</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln missing integer(s) written as the fill value</source>
        <translation>
            <numerusform>%Ln entier manquant écrit avec la valeur de remplissage</numerusform>
            <numerusform>%Ln entiers manquants écrits avec la valeur de remplissage</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln string(s) that were no UTF-8 written as Latin-1</source>
        <translation>
            <numerusform>%Ln chaîne qui n’était pas de l’UTF-8 écrite en Latin-1</numerusform>
            <numerusform>%Ln chaînes qui n’étaient pas de l’UTF-8 écrites en Latin-1</numerusform>
        </translation>
    </message>
    <message>
        <source>Export progress</source>
        <translation>Progression de l’export</translation>
    </message>
    <message>
        <source>Stop the export; no file is written</source>
        <translation>Arrêter l’export ; aucun fichier n’est écrit</translation>
    </message>
    <message>
        <source>Exporting %1</source>
        <translation>Export de %1</translation>
    </message>
    <message>
        <source>Exporting %1: %2 of %3 rows</source>
        <translation>Export de %1 : %2 lignes sur %3</translation>
    </message>
    <message>
        <source>The array cannot be written so:
%1</source>
        <translation>Le tableau ne peut pas être écrit ainsi :
%1</translation>
    </message>
    <message>
        <source>Exporting %1: %2 of %3</source>
        <translation>Exportation de %1 : %2 sur %3</translation>
    </message>
    <message numerus="yes">
        <source>Exported %Ln item(s) (%2) to %1</source>
        <translation>
            <numerusform>%Ln élément (%2) exporté vers %1</numerusform>
            <numerusform>%Ln éléments (%2) exportés vers %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>strata::gui::TablePane</name>
    <message>
        <source>Table:</source>
        <translation>Table :</translation>
    </message>
    <message>
        <source>Row:</source>
        <translation>Ligne :</translation>
    </message>
    <message>
        <source>Table picker</source>
        <translation>Choix de la table</translation>
    </message>
    <message>
        <source>go to row</source>
        <translation>aller à la ligne</translation>
    </message>
    <message>
        <source>Go to row</source>
        <translation>Aller à la ligne</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copier</translation>
    </message>
    <message>
        <source>Column S&amp;tatistics</source>
        <translation>S&amp;tatistiques des colonnes</translation>
    </message>
    <message>
        <source>Items as:</source>
        <translation>Éléments comme :</translation>
    </message>
    <message>
        <source>Go to row message</source>
        <translation>Message « Aller à la ligne »</translation>
    </message>
    <message>
        <source>Item type</source>
        <translation>Type d’élément</translation>
    </message>
    <message>
        <source>Read the items as signed or unsigned integers or as floating-point numbers of the file&apos;s item size</source>
        <translation>Lire les éléments comme entiers signés ou non signés, ou comme nombres à virgule flottante de la taille d’élément du fichier</translation>
    </message>
    <message>
        <source>as in the file</source>
        <translation>comme dans le fichier</translation>
    </message>
    <message>
        <source>“%1” is not a row number</source>
        <translation>« %1 » n’est pas un numéro de ligne</translation>
    </message>
    <message>
        <source>The table has no rows</source>
        <translation>La table n’a aucune ligne</translation>
    </message>
    <message>
        <source>Row %1 is past the end: the last row is %2</source>
        <translation>La ligne %1 est au-delà de la fin : la dernière ligne est %2</translation>
    </message>
    <message>
        <source>%1 (%2 × %3)</source>
        <translation>%1 (%2 × %3)</translation>
    </message>
    <message numerus="yes">
        <source>%Ln row(s)</source>
        <translation>
            <numerusform>%Ln ligne</numerusform>
            <numerusform>%Ln lignes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln column(s)</source>
        <translation>
            <numerusform>%Ln colonne</numerusform>
            <numerusform>%Ln colonnes</numerusform>
        </translation>
    </message>
    <message>
        <source>Filter:</source>
        <translation>Filtre :</translation>
    </message>
    <message>
        <source>e.g. lat@hdr &gt; 45 AND (station = &apos;ABC&apos; OR obsvalue IS MISSING), then Return</source>
        <translation>p. ex. lat@hdr &gt; 45 AND (station = &apos;ABC&apos; OR obsvalue IS MISSING), puis Entrée</translation>
    </message>
    <message>
        <source>Filter</source>
        <translation>Filtrer</translation>
    </message>
    <message>
        <source>Keeps the rows of the whole table where the expression holds: comparisons (= != &lt; &lt;= &gt; &gt;=), AND, OR, NOT, parentheses, IN (…), BETWEEN … AND …, IS [NOT] MISSING, CONTAINS &apos;text&apos;, STARTS WITH &apos;text&apos;, ~ &apos;regular expression&apos;. Columns by name, &quot;quoted name&quot; or #index; strings in &apos;single quotes&apos;.</source>
        <translation>Garde les lignes de toute la table où l’expression est vraie : comparaisons (= != &lt; &lt;= &gt; &gt;=), AND, OR, NOT, parenthèses, IN (…), BETWEEN … AND …, IS [NOT] MISSING, CONTAINS &apos;texte&apos;, STARTS WITH &apos;texte&apos;, ~ &apos;expression régulière&apos;. Colonnes par nom, &quot;nom entre guillemets&quot; ou #index ; chaînes entre &apos;apostrophes&apos;.</translation>
    </message>
    <message>
        <source>Filter status</source>
        <translation>État du filtre</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>&amp;Value Counts</source>
        <translation>&amp;Fréquences des valeurs</translation>
    </message>
    <message>
        <source>%1 (at character %2)</source>
        <translation>%1 (au caractère %2)</translation>
    </message>
    <message>
        <source>Filtering…</source>
        <translation>Filtrage…</translation>
    </message>
    <message>
        <source>Filtering… %1 %</source>
        <translation>Filtrage… %1 %</translation>
    </message>
    <message>
        <source>Filter cancelled; the table shows every row</source>
        <translation>Filtrage annulé ; la table montre toutes les lignes</translation>
    </message>
    <message>
        <source>%1 of %2 rows</source>
        <translation>%1 sur %2 lignes</translation>
    </message>
    <message>
        <source> (the first %1 shown)</source>
        <translation> (les %1 premières affichées)</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>Lignes</translation>
    </message>
    <message>
        <source>Sort status</source>
        <translation>État du tri</translation>
    </message>
    <message>
        <source>Stop filtering or sorting; the table stays as it was</source>
        <translation>Arrêter le filtrage ou le tri ; la table reste telle quelle</translation>
    </message>
    <message>
        <source>Sorting… %1 %</source>
        <translation>Tri… %1 %</translation>
    </message>
    <message>
        <source>Click a column&apos;s header to sort by it, again for descending; Shift+click adds a column to sort by</source>
        <translation>Un clic sur l’en-tête d’une colonne trie selon elle, un second en ordre décroissant ; Maj+clic ajoute une colonne de tri</translation>
    </message>
    <message>
        <source>Show in &amp;Table Order</source>
        <translation>Afficher dans l’ordre de la &amp;table</translation>
    </message>
    <message>
        <source>Sorting holds the order of at most %1 rows: filter the table first</source>
        <translation>Le tri garde l’ordre d’au plus %1 lignes : filtrez d’abord la table</translation>
    </message>
    <message>
        <source>Sorting…</source>
        <translation>Tri…</translation>
    </message>
    <message>
        <source>Sort cancelled; the rows keep their order</source>
        <translation>Tri annulé ; les lignes gardent leur ordre</translation>
    </message>
    <message>
        <source>Could not sort: %1</source>
        <translation>Tri impossible : %1</translation>
    </message>
    <message>
        <source>&amp;Plot Column</source>
        <translation>&amp;Tracer la colonne</translation>
    </message>
    <message>
        <source>Plot &amp;Against…</source>
        <translation>Tracer en &amp;fonction de…</translation>
    </message>
    <message>
        <source>Plot on a &amp;Map</source>
        <translation>Tracer sur une ca&amp;rte</translation>
    </message>
    <message>
        <source>Show as &amp;Image</source>
        <translation>Afficher comme &amp;image</translation>
    </message>
    <message>
        <source>Rows lost</source>
        <translation>Lignes perdues</translation>
    </message>
    <message>
        <source>%1 of %2 rows; %3 lost to truncation at %4</source>
        <translation>%1 lignes sur %2 ; %3 perdues par troncature à %4</translation>
    </message>
    <message>
        <source>The file ends before the rows its header promises: only the rows it holds are shown, counted and exported.</source>
        <translation>Le fichier s’arrête avant les lignes que son en-tête annonce : seules les lignes qu’il contient sont affichées, comptées et exportées.</translation>
    </message>
    <message>
        <source>Filter error</source>
        <translation>Erreur de filtre</translation>
    </message>
    <message>
        <source>No table</source>
        <translation>Aucune table</translation>
    </message>
    <message>
        <source>This file holds no table.</source>
        <translation>Ce fichier ne contient aucune table.</translation>
    </message>
    <message>
        <source>No table could be decoded: %1 (at byte %2). Diagnostics lists everything found.</source>
        <translation>Aucune table n’a pu être décodée : %1 (à l’octet %2). Les diagnostics listent tout ce qui a été trouvé.</translation>
    </message>
    <message>
        <source>&amp;Export Table…</source>
        <translation>&amp;Exporter la table…</translation>
    </message>
    <message>
        <source>Export &amp;Selection…</source>
        <translation>Exporter la &amp;sélection…</translation>
    </message>
    <message>
        <source>&amp;Group By…</source>
        <translation>&amp;Grouper par…</translation>
    </message>
    <message>
        <source>Open Row in Its &amp;File</source>
        <translation>Ouvrir la ligne dans son &amp;fichier</translation>
    </message>
</context>
<context>
    <name>strata::gui::TablePlotLink</name>
    <message>
        <source>This file has no table</source>
        <translation>Ce fichier n’a pas de table</translation>
    </message>
</context>
<context>
    <name>strata::gui::TableStatisticsLink</name>
    <message>
        <source>This file has no table</source>
        <translation>Ce fichier n’a pas de table</translation>
    </message>
    <message>
        <source>%1 where %2</source>
        <translation>%1 où %2</translation>
    </message>
</context>
<context>
    <name>strata::gui::ValueCountsDialog</name>
    <message>
        <source>Value Counts</source>
        <translation>Fréquences des valeurs</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Value counts</source>
        <translation>Fréquences des valeurs</translation>
    </message>
    <message>
        <source>Double-click a value to filter the table to it</source>
        <translation>Double-cliquez sur une valeur pour filtrer la table sur elle</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Counting the values of “%1”…</source>
        <translation>Comptage des valeurs de « %1 »…</translation>
    </message>
    <message>
        <source>“%1” has too many distinct values to count them all in memory</source>
        <translation>« %1 » a trop de valeurs distinctes pour les compter toutes en mémoire</translation>
    </message>
    <message>
        <source>Counting the values of “%1” was cancelled</source>
        <translation>Le comptage des valeurs de « %1 » a été annulé</translation>
    </message>
    <message>
        <source>“%1”: %2 distinct values in %3 rows</source>
        <translation>« %1 » : %2 valeurs distinctes dans %3 lignes</translation>
    </message>
    <message>
        <source>NULL</source>
        <translation>NULL</translation>
    </message>
</context>
<context>
    <name>strata::gui::WindowSessions</name>
    <message>
        <source>Where Is the Folder %1 Now?</source>
        <translation>Où se trouve maintenant le dossier %1 ?</translation>
    </message>
    <message>
        <source>it has %1 bytes, more than a session file holds</source>
        <translation>il a %1 octets, plus qu’un fichier de session n’en contient</translation>
    </message>
    <message>
        <source>Cannot open session</source>
        <translation>Impossible d’ouvrir la session</translation>
    </message>
    <message>
        <source>Strata cannot open the session %1:
%2</source>
        <translation>Strata ne peut pas ouvrir la session %1 :
%2</translation>
    </message>
    <message>
        <source>%1 was not found; it is left out.</source>
        <translation>%1 est introuvable ; il est omis.</translation>
    </message>
    <message>
        <source>Session %1 opened</source>
        <translation>Session %1 ouverte</translation>
    </message>
    <message>
        <source>%1 changed since the session was saved: it had %2 bytes, now %3.</source>
        <translation>%1 a changé depuis l’enregistrement de la session : il avait %2 octets, maintenant %3.</translation>
    </message>
    <message>
        <source>%1 changed since the session was saved: its first or last bytes differ.</source>
        <translation>%1 a changé depuis l’enregistrement de la session : ses premiers ou derniers octets diffèrent.</translation>
    </message>
    <message>
        <source>The session %1 holds no file.</source>
        <translation>La session %1 ne contient aucun fichier.</translation>
    </message>
    <message numerus="yes">
        <source>%1 applied: %Ln bookmark(s), %2 moved, %3 not in this file</source>
        <translation>
            <numerusform>%1 appliquée : %Ln signet, %2 déplacés, %3 absents de ce fichier</numerusform>
            <numerusform>%1 appliquée : %Ln signets, %2 déplacés, %3 absents de ce fichier</numerusform>
        </translation>
    </message>
    <message>
        <source>Session</source>
        <translation>Session</translation>
    </message>
    <message>
        <source>What the session could not show as it was:</source>
        <translation>Ce que la session n’a pas pu montrer tel quel :</translation>
    </message>
</context>
<context>
    <name>strata::model::DifferenceModel</name>
    <message>
        <source>only in B</source>
        <translation>seulement dans B</translation>
    </message>
    <message>
        <source>only in A</source>
        <translation>seulement dans A</translation>
    </message>
    <message>
        <source>changed</source>
        <translation>modifié</translation>
    </message>
    <message>
        <source>column only in B</source>
        <translation>colonne seulement dans B</translation>
    </message>
    <message>
        <source>column only in A</source>
        <translation>colonne seulement dans A</translation>
    </message>
    <message>
        <source>column moved</source>
        <translation>colonne déplacée</translation>
    </message>
    <message>
        <source>column type</source>
        <translation>type de colonne</translation>
    </message>
    <message>
        <source>column encoding</source>
        <translation>encodage de colonne</translation>
    </message>
    <message>
        <source>damage in B</source>
        <translation>endommagé dans B</translation>
    </message>
    <message>
        <source>damage in A</source>
        <translation>endommagé dans A</translation>
    </message>
    <message>
        <source>decoded bytes</source>
        <translation>octets décodés</translation>
    </message>
    <message>
        <source>entry only in A</source>
        <translation>entrée seulement dans A</translation>
    </message>
    <message>
        <source>entry only in B</source>
        <translation>entrée seulement dans B</translation>
    </message>
    <message>
        <source>entry</source>
        <translation>entrée</translation>
    </message>
    <message numerus="yes">
        <source>%Ln differing range(s)</source>
        <translation>
            <numerusform>%Ln plage différente</numerusform>
            <numerusform>%Ln plages différentes</numerusform>
        </translation>
    </message>
    <message>
        <source>file</source>
        <translation>fichier</translation>
    </message>
    <message>
        <source>cell</source>
        <translation>cellule</translation>
    </message>
    <message>
        <source>%1 / row %2 / %3</source>
        <translation>%1 / ligne %2 / %3</translation>
    </message>
    <message>
        <source>row only in B</source>
        <translation>ligne seulement dans B</translation>
    </message>
    <message>
        <source>row only in A</source>
        <translation>ligne seulement dans A</translation>
    </message>
    <message>
        <source>%1 / row %2</source>
        <translation>%1 / ligne %2</translation>
    </message>
    <message>
        <source>bytes inserted</source>
        <translation>octets insérés</translation>
    </message>
    <message>
        <source>bytes deleted</source>
        <translation>octets supprimés</translation>
    </message>
    <message>
        <source>bytes replaced</source>
        <translation>octets remplacés</translation>
    </message>
    <message>
        <source>%1 → %2 bytes</source>
        <translation>%1 → %2 octets</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>Différence</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Où</translation>
    </message>
    <message>
        <source>A → B</source>
        <translation>A → B</translation>
    </message>
    <message>
        <source>Bytes in A</source>
        <translation>Octets dans A</translation>
    </message>
    <message>
        <source>Bytes in B</source>
        <translation>Octets dans B</translation>
    </message>
</context>
<context>
    <name>strata::model::StructureModel</name>
    <message>
        <source>[%1 … %2]</source>
        <translation>[%1 … %2]</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>Offset</source>
        <translation>Décalage</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Longueur</translation>
    </message>
    <message>
        <source>0x%1 in layer %2</source>
        <translation>0x%1 dans la couche %2</translation>
    </message>
</context>
<context>
    <name>strata::model::TableDiffModel</name>
    <message>
        <source>Row %1 in A, row %2 in B</source>
        <translation>Ligne %1 dans A, ligne %2 dans B</translation>
    </message>
    <message>
        <source>Only in A: %1</source>
        <translation>Seulement dans A : %1</translation>
    </message>
    <message>
        <source>Only in B: %1</source>
        <translation>Seulement dans B : %1</translation>
    </message>
    <message>
        <source>A: %1
B: %2</source>
        <translation>A : %1
B : %2</translation>
    </message>
    <message>
        <source>Only in A</source>
        <translation>Seulement dans A</translation>
    </message>
    <message>
        <source>Only in B</source>
        <translation>Seulement dans B</translation>
    </message>
</context>
<context>
    <name>strata::model::TableModel</name>
    <message>
        <source>NULL</source>
        <translation>NULL</translation>
    </message>
    <message>
        <source>missing value</source>
        <translation>valeur manquante</translation>
    </message>
    <message>
        <source>%1: %2, %3</source>
        <translation>%1 : %2, %3</translation>
    </message>
    <message>
        <source>
  %1: %2 bits</source>
        <translation>
  %1 : %2 bits</translation>
    </message>
    <message>
        <source>%1
%2</source>
        <translation>%1
%2</translation>
    </message>
    <message>
        <source>%1
%2 · %3</source>
        <translation>%1
%2 · %3</translation>
    </message>
    <message>
        <source>(unnamed %1)</source>
        <translation>(sans nom %1)</translation>
    </message>
</context>
</TS>
