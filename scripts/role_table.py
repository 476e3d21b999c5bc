#!/usr/bin/env python3
"""The role table of docs/architecture.md, produced from the format folders' files.

Every source file of decoders/formats/<format>/ must fit a row of ROLES (AT-1's codec folders
fit the codec row by their place); a file that fits none, or a listed file that is gone, is an
error. With --check the table in the document must be the one the tree gives; with --write it
is replaced. CMake runs --check when configuring, so the build fails when the table would drift.
"""
import argparse
import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
FORMATS_DIR = ROOT / "decoders" / "formats"
FORMATS = [("at1", "AT-1"), ("blosc2", "Blosc2"), ("cole", "COLE"), ("odb2", "ODB-2")]
BEGIN = "<!-- role table: scripts/role_table.py --write -->"
END = "<!-- end of role table -->"

# Each row: the role, and per format the files (stems, without .h/.cpp) that play it.
ROLES = [
    ("`<format>_format`: detect and open",
     {"at1": ["at1_format"], "blosc2": ["blosc2_format"], "cole": ["cole_format"],
      "odb2": ["odb2_format"]}),
    ("`file_layout`: the walk of what is where (`FileLayout`, `readFileLayout`)",
     {"at1": ["file_layout"], "blosc2": ["file_layout", "chunk_slots"], "cole": ["file_layout"],
      "odb2": ["file_layout"]}),
    ("a unit's structure, read without decoding it (`<unit>_header`, `<unit>_layout`)",
     {"at1": ["container", "sections", "stream_set", "backend"],
      "blosc2": ["chunk_header", "chunk_layout", "frame_layout", "array_shape", "msgpack_reader"],
      "cole": ["page_header"], "odb2": ["frame_header", "frames"]}),
    ("a unit's values (`<unit>_decoder`, the codecs that make them)",
     {"at1": ["codec_table", "codec_streams", "decoded_reader", "record_codec", "stream_shapes"],
      "blosc2": ["block_decoder", "chunk_decompress", "filters"], "cole": ["page_decoder"],
      "odb2": ["frame_decoder", "column_program", "codec"]}),
    ("`<format>_tree`: the `Node` tree",
     {"at1": ["at1_tree", "stream_nodes", "stream_content"], "blosc2": ["blosc2_tree", "labels", "msgpack_nodes"],
      "cole": ["cole_tree", "footerless_tree", "footerless_walk"], "odb2": ["odb2_tree"]}),
    ("decoded byte layers (`<unit>_layer(s)`)",
     {"at1": ["stream_layer", "original_layer"], "blosc2": ["chunk_layers"]}),
    ("`<format>_table`: the `Table`s and where their cells lie",
     {"at1": ["at1_table", "record_table"], "blosc2": ["blosc2_table", "chunk_table", "blosc2_array"],
      "cole": ["cole_table", "value_ranges"], "odb2": ["odb2_table"]}),
    ("`<format>_payload`: the decoded bytes",
     {"at1": ["at1_payload"], "blosc2": ["blosc2_payload"]}),
    ("`<format>_writer`: the format written (convert, repair; its class in `strata/<format>_writer.h`)",
     {"at1": ["at1_writer"],
      "blosc2": ["blosc2_writer", "blosc2_convert", "chunk_compress", "frame_settings", "array_items"],
      "cole": ["cole_writer"], "odb2": ["odb2_writer"]}),
    ("`<format>_repair`: what a damaged file still holds, written as a file its library reads",
     {"at1": ["at1_repair"], "blosc2": ["blosc2_repair"], "cole": ["cole_repair"], "odb2": ["odb2_repair"]}),
]
CODEC_ROLE = ("a codec's folder, `codecs/<codec>/`: `<codec>_shapes`, `<codec>_codec` or "
              "`<codec>_layout`, `<codec>_nodes` and its own parts (one row of `codec_table` each)")


def stems(folder):
    return sorted({p.relative_to(folder).with_suffix("").as_posix()
                   for p in folder.rglob("*") if p.suffix in (".h", ".cpp")})


def build_table():
    problems = []
    cells = {}  # (role index, format) -> stems
    for key, _ in FORMATS:
        present = stems(FORMATS_DIR / key)
        placed = set()
        for index, (_, files) in enumerate(ROLES):
            for stem in files.get(key, []):
                if stem not in present:
                    problems.append(f"formats/{key}/{stem}: listed in the role table, not in the tree")
                placed.add(stem)
            cells[(index, key)] = [s for s in files.get(key, []) if s in present]
        codec_folders = sorted({s.split("/")[1] for s in present if s.startswith("codecs/")})
        for folder in codec_folders:
            names = [s.split("/")[-1] for s in present if s.startswith(f"codecs/{folder}/")]
            if not any(n.endswith("_shapes") for n in names):
                problems.append(f"formats/{key}/codecs/{folder}: a codec folder without its "
                                "streams' shapes (<codec>_shapes.h)")
        placed |= {s for s in present if s.startswith("codecs/")}
        cells[(len(ROLES), key)] = [f"codecs/{f}/" for f in codec_folders]
        for stem in present:
            if stem not in placed:
                problems.append(f"formats/{key}/{stem}: fits no row of the role table "
                                "(scripts/role_table.py ROLES)")
    lines = ["| role | " + " | ".join(name for _, name in FORMATS) + " |",
             "| --- |" + " --- |" * len(FORMATS)]
    for index, (role, _) in enumerate(ROLES + [(CODEC_ROLE, {})]):
        row = [", ".join(f"`{s}`" for s in cells[(index, key)]) or "—" for key, _ in FORMATS]
        if all(cell == "—" for cell in row):
            continue
        lines.append(f"| {role} | " + " | ".join(row) + " |")
    return "\n".join(lines), problems


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--check", metavar="DOC", help="fail unless DOC holds the table")
    mode.add_argument("--write", metavar="DOC", help="put the table into DOC")
    args = parser.parse_args()
    table, problems = build_table()
    for problem in problems:
        print(f"role_table: {problem}", file=sys.stderr)
    if problems:
        return 1
    doc_path = args.check or args.write
    if doc_path is None:
        print(table)
        return 0
    doc = pathlib.Path(doc_path).read_text(encoding="utf-8")
    if BEGIN not in doc or END not in doc:
        print(f"role_table: {doc_path} has no role table markers", file=sys.stderr)
        return 1
    head, rest = doc.split(BEGIN, 1)
    _, tail = rest.split(END, 1)
    wanted = f"{head}{BEGIN}\n{table}\n{END}{tail}"
    if args.write:
        pathlib.Path(doc_path).write_text(wanted, encoding="utf-8")
        return 0
    if wanted != doc:
        print(f"role_table: the table in {doc_path} is not the tree's; run "
              f"scripts/role_table.py --write {doc_path}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
