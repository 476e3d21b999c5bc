// What the tree shows inside the streams of the public-dialect codecs (at1-codecs.md stream
// tables): meta fields, list items, varints and vocabularies, with their places in the decoded
// bytes, checked against the corpus manifest's codec_detail.
#include "strata/format_registry.h"
#include "support/corpus.h"
#include "support/tree_lookup.h"

#include <QJsonArray>
#include <QJsonObject>
#include <algorithm>
#include <filesystem>
#include <gtest/gtest.h>
#include <set>
#include <tuple>

namespace strata::test {
namespace {

std::string layerText(const Node& node);

// Leaves below a node, group nodes ("values 0-511") looked through.
std::size_t leafCount(const Node& parent) {
    std::size_t count = 0;
    for (const auto& child : parent.children()) {
        count += child->hasChildren() ? leafCount(*child) : 1;
    }
    return count;
}

TEST(At1StreamNodes, LogStreamsShowMetaTemplatesIdsAndVariables) {
    const Document document = openFile(corpusPath("at1-codecs/log_syslog.at1"));
    const QJsonObject detail = manifestCase("at1-codecs", "log_syslog")["codec_detail"].toObject();
    const Node& nlines = nodeAtPath(document, "file / stream set / stream 'meta' / nlines");
    EXPECT_EQ(nlines.value(), std::to_string(detail["nlines"].toInt()));
    // nlines is the meta stream's first varint, in its decoded layer.
    const Node& meta = nodeAtPath(document, "file / stream set / stream 'meta'");
    ASSERT_EQ(meta.layers().size(), 1u);
    EXPECT_EQ(nlines.layer(), meta.layers()[0].get());
    EXPECT_EQ(nlines.range(), (ByteRange{0, detail["nlines"].toInt() < 128 ? 1u : 2u}));
    EXPECT_EQ(nodeAtPath(document, "file / stream set / stream 'meta' / trailing").value(), "1");
    // Fewer than 512 templates: one node each (with its slots inside).
    EXPECT_EQ(nodeAtPath(document, "file / stream set / stream 'templates'").children().size(),
              static_cast<std::size_t>(detail["ntemplates"].toInt()));
    EXPECT_EQ(leafCount(nodeAtPath(document, "file / stream set / stream 'tids'")),
              static_cast<std::size_t>(detail["templated"].toInt()));
    // 13,690 variables: groups of 512, the last one partial.
    const Node& vars = nodeAtPath(document, "file / stream set / stream 'vars'");
    EXPECT_EQ(leafCount(vars), static_cast<std::size_t>(detail["nvars"].toInt()));
    ASSERT_EQ(vars.children().size(), 27u);
    EXPECT_EQ(vars.children()[26]->label(), "values 13312\u201313689");
    const Node& lastGroup = *vars.children()[26];
    const Node& last = *lastGroup.children().back();
    EXPECT_EQ(last.label(), "item 13689");
    // The last item ends the decoded stream (no '\n' after it), and so does its group, which
    // starts with item 13312.
    const Layer& decoded = *vars.layers()[0];
    EXPECT_EQ(decoded.name(), "decoded");
    EXPECT_EQ(last.layer(), &decoded);
    EXPECT_EQ(last.range().end(), std::stoull(fieldText(vars, "decoded_size")));
    EXPECT_EQ(lastGroup.layer(), &decoded);
    EXPECT_EQ(lastGroup.range().offset, lastGroup.children()[0]->range().offset);
    EXPECT_EQ(lastGroup.range().end(), last.range().end());
    // The item's bytes in the layer are its text.
    const auto bytes = decoded.bytes();
    ASSERT_NE(bytes, nullptr);
    const auto itemBytes = bytes->source->view(last.range().offset, last.range().length);
    EXPECT_EQ(std::string(reinterpret_cast<const char*>(itemBytes.data()), itemBytes.size()),
              last.value());
    EXPECT_EQ(Node::deepestAt(decoded, last.range().offset), &last);
    EXPECT_EQ(leafCount(nodeAtPath(document, "file / stream set / stream 'verbatim'")),
              static_cast<std::size_t>(detail["verbatim"].toInt()));
}

TEST(At1StreamNodes, VcfMetaListsItsGenotypeVocabulary) {
    const Document document = openFile(corpusPath("at1-codecs/vcf_gt_dp_gq.at1"));
    const QJsonObject detail =
        manifestCase("at1-codecs", "vcf_gt_dp_gq")["codec_detail"].toObject();
    const std::string meta = "file / stream set / stream 'meta'";
    EXPECT_EQ(nodeAtPath(document, meta + " / nsamp").value(),
              std::to_string(detail["nsamp"].toInt()));
    EXPECT_EQ(nodeAtPath(document, meta + " / pos_delta").value(), "1");
    EXPECT_EQ(nodeAtPath(document, meta + " / ref_tok").value(),
              detail["ref_token"].toString().toStdString());
    EXPECT_EQ(nodeAtPath(document, meta + " / nvoc").value(),
              std::to_string(detail["nvocab"].toInt()));
    EXPECT_NE(document.root->findByPath(meta + " / vocabulary " +
                                        std::to_string(detail["nvocab"].toInt() - 1)),
              nullptr);
    EXPECT_EQ(leafCount(nodeAtPath(document, "file / stream set / stream 'flags'")),
              static_cast<std::size_t>(detail["nlines"].toInt()));
}

TEST(At1StreamNodes, VcfGenotypesAreOneNodePerRecord) {
    const Document document = openFile(corpusPath("at1-codecs/vcf_gt_dp_gq.at1"));
    const QJsonObject detail =
        manifestCase("at1-codecs", "vcf_gt_dp_gq")["codec_detail"].toObject();
    const Node& gt = nodeAtPath(document, "file / stream set / stream 'gt'");
    EXPECT_EQ(leafCount(gt), static_cast<std::size_t>(detail["records"].toInt()));
    // The first record's entries are its samples that differ from ref_tok (section 7).
    const std::string original = readFileText(corpusPath("at1-codecs/vcf_gt_dp_gq.orig"));
    std::size_t start = 0;
    while (original[start] == '#') {
        start = original.find('\n', start) + 1;
    }
    const std::string record = original.substr(start, original.find('\n', start) - start);
    std::size_t differing = 0;
    std::size_t field = 0;
    for (std::size_t from = 0;; ++field) {
        const std::size_t tab = record.find('\t', from);
        const std::string text = record.substr(from, tab - from);
        if (field >= 9 && text != detail["ref_token"].toString().toStdString()) {
            ++differing;
        }
        if (tab == std::string::npos) {
            break;
        }
        from = tab + 1;
    }
    EXPECT_EQ(gt.children()[0]->value().rfind(std::to_string(differing) + " entries: +0:", 0), 0u)
        << gt.children()[0]->value();
}

TEST(At1StreamNodes, JsonRulesAndTapeTokens) {
    const Document document = openFile(corpusPath("at1-codecs/json_gh_events.at1"));
    const QJsonObject detail =
        manifestCase("at1-codecs", "json_gh_events")["codec_detail"].toObject();
    const std::string rules = "file / stream set / stream 'rules'";
    EXPECT_EQ(nodeAtPath(document, rules + " / nrules").value(),
              std::to_string(detail["nrules"].toInt()));
    EXPECT_EQ(leafCount(nodeAtPath(document, rules)),
              static_cast<std::size_t>(detail["nrules"].toInt()) + 1);
    // Rule 2 builds repository URLs from a column (at1-codecs.md section 9, writer note).
    EXPECT_EQ(nodeAtPath(document, rules + " / rule 2")
                  .value()
                  .rfind("\"https://api.github.com/repos/\" [", 0),
              0u);
    const Node& tape = nodeAtPath(document, "file / stream set / stream 'tape'");
    EXPECT_EQ(tape.children()[0]->children()[0]->value().rfind("OBJECT, ", 0), 0u);
    std::size_t derived = 0;
    for (const auto& group : tape.children()) {
        for (const auto& token : group->children()) {
            derived += token->value().find("DERIVED rule ") != std::string::npos ? 1 : 0;
        }
    }
    EXPECT_EQ(derived, static_cast<std::size_t>(detail["derived_values"].toInt()));
}

TEST(At1StreamNodes, DicomHeaderElementsAgreeWithThePixelMeta) {
    const Document document = openFile(corpusPath("at1-codecs/dicom_ct16_hdelta.at1"));
    const std::string set = "file / stream set / ";
    const std::string rows = nodeAtPath(document, set + "stream 'meta' / rows").value();
    const std::string cols = nodeAtPath(document, set + "stream 'meta' / cols").value();
    EXPECT_EQ(nodeAtPath(document, set + "stream 'pre' / (0028,0010)").value(), "US " + rows);
    EXPECT_EQ(nodeAtPath(document, set + "stream 'pre' / (0028,0011)").value(), "US " + cols);
    // The header ends with the pixel data element, whose value is the pixels: 16-bit samples.
    const Node& pre = nodeAtPath(document, set + "stream 'pre'");
    const Node& pixels = *pre.children().back();
    EXPECT_EQ(pixels.label(), "(7fe0,0010)");
    EXPECT_EQ(pixels.value(),
              "OW " + std::to_string(std::stoull(rows) * std::stoull(cols) * 2) + " bytes");
    // The 128-byte preamble and "DICM" (PS3.10 section 7.1), then elements end to end in the
    // decoded header; the pixel data element's header ends it.
    EXPECT_EQ(pre.children()[0]->label(), "preamble");
    EXPECT_EQ(pre.children()[0]->range(), (ByteRange{0, 128}));
    EXPECT_EQ(pre.children()[1]->label(), "prefix");
    EXPECT_EQ(layerText(*pre.children()[1]), "DICM");
    EXPECT_EQ(pre.children()[2]->range().offset, 132u);
    for (std::size_t i = 1; i < pre.children().size(); ++i) {
        EXPECT_EQ(pre.children()[i]->range().offset, pre.children()[i - 1]->range().end());
    }
    EXPECT_EQ(pixels.range().end(), std::stoull(fieldText(pre, "decoded_size")));
}

TEST(At1StreamNodes, EmbedDataShowsItsBytePlanes) {
    const Document document = openFile(corpusPath("at1-codecs/embed_f32_embeddings.at1"));
    const QJsonObject detail =
        manifestCase("at1-codecs", "embed_f32_embeddings")["codec_detail"].toObject();
    const Node& data = nodeAtPath(document, "file / stream set / stream 'data'");
    ASSERT_EQ(data.children().size(), static_cast<std::size_t>(detail["width"].toInt()));
    const Node& last = *data.children().back();
    EXPECT_EQ(last.label(), "plane 3");
    const auto n = static_cast<std::uint64_t>(detail["n"].toInt());
    EXPECT_EQ(last.layer(), data.layers()[0].get());
    EXPECT_EQ(last.range(), (ByteRange{3 * n, n}));
}

TEST(At1StreamNodes, OsmVocabulariesAndOpcodes) {
    const Document document = openFile(corpusPath("at1-codecs/osm_city.at1"));
    const QJsonObject detail = manifestCase("at1-codecs", "osm_city")["codec_detail"].toObject();
    const Node& keys = nodeAtPath(document, "file / stream set / stream 'tag_keys'");
    EXPECT_EQ(nodeAtPath(document, "file / stream set / stream 'tag_keys' / n").value(),
              std::to_string(detail["tag_keys"].toInt()));
    EXPECT_EQ(leafCount(keys), static_cast<std::size_t>(detail["tag_keys"].toInt()) + 1);
    EXPECT_EQ(leafCount(nodeAtPath(document, "file / stream set / stream 'opcodes'")),
              static_cast<std::size_t>(detail["items"].toInt()));
    EXPECT_EQ(leafCount(nodeAtPath(document, "file / stream set / stream 'n_id'")),
              static_cast<std::size_t>(detail["nodes"].toInt()));
}

// The text of a node's bytes in its layer.
std::string layerText(const Node& node) {
    const auto bytes = node.layer()->bytes();
    const auto view = bytes->source->view(node.range().offset, node.range().length);
    return {reinterpret_cast<const char*>(view.data()), view.size()};
}

// The nodes below `parent`, group nodes ("values 0-511") looked through.
std::vector<const Node*> leaves(const Node& parent) {
    std::vector<const Node*> found;
    for (const auto& child : parent.children()) {
        if (child->hasChildren()) {
            const auto below = leaves(*child);
            found.insert(found.end(), below.begin(), below.end());
        } else {
            found.push_back(child.get());
        }
    }
    return found;
}

TEST(At1StreamNodes, JsonValuesAreColumnChunksOfTheirValues) {
    const Document document = openFile(corpusPath("at1-codecs/json_gh_events.at1"));
    const QJsonObject detail =
        manifestCase("at1-codecs", "json_gh_events")["codec_detail"].toObject();
    const Node& values = nodeAtPath(document, "file / stream set / stream 'values'");
    ASSERT_EQ(values.children().size(), static_cast<std::size_t>(detail["ncols"].toInt()));
    // Chunks lie back to back, one separator byte apart (section 9), to the end of the stream.
    for (std::size_t c = 1; c < values.children().size(); ++c) {
        EXPECT_EQ(values.children()[c]->range().offset,
                  values.children()[c - 1]->range().end() + 1);
    }
    EXPECT_EQ(values.children().back()->range().end(),
              std::stoull(fieldText(values, "decoded_size")));
    // Column 0 is the first key path, .id: each line's id as written, quotes included, one
    // after another from decoded byte 0.
    const std::string original = readFileText(corpusPath("at1-codecs/json_gh_events.orig"));
    const Node& ids = *values.children()[0];
    EXPECT_EQ(ids.label(), "column 0 \".id\"");
    // The chunks are named by key path as the table's value columns are.
    ASSERT_FALSE(document.tables.empty());
    const auto& schema = document.tables[0]->columns();
    for (std::size_t c = 0; c < values.children().size(); ++c) {
        EXPECT_EQ(values.children()[c]->label(),
                  "column " + std::to_string(c) + " \"" + schema.at(c).name + "\"");
    }
    const auto items = leaves(ids);
    ASSERT_EQ(items.size(), static_cast<std::size_t>(detail["nlines"].toInt()));
    std::uint64_t offset = 0;
    std::size_t line = 0;
    for (const Node* item : items) {
        const std::string prefix = "{\"id\":";
        ASSERT_EQ(original.compare(line, prefix.size(), prefix), 0);
        const std::size_t start = line + prefix.size();
        const std::string id = original.substr(start, original.find(',', start) - start);
        EXPECT_EQ(item->range(), (ByteRange{offset, id.size()}));
        EXPECT_EQ(item->value(), id);
        EXPECT_EQ(layerText(*item), id);
        offset += id.size() + 1;
        line = original.find('\n', line) + 1;
    }
    EXPECT_EQ(ids.range(), (ByteRange{0, offset - 1}));
}

TEST(At1StreamNodes, JsonDocValuesAreColumnChunksWithoutSeparators) {
    const Document document = openFile(corpusPath("at1-codecs/jsondoc_api_pretty.at1"));
    const QJsonObject detail =
        manifestCase("at1-codecs", "jsondoc_api_pretty")["codec_detail"].toObject();
    const Node& values = nodeAtPath(document, "file / stream set / stream 'values'");
    ASSERT_EQ(values.children().size(), static_cast<std::size_t>(detail["ncols"].toInt()));
    std::size_t count = 0;
    for (std::size_t c = 0; c < values.children().size(); ++c) {
        if (c > 0) { // section 5: no separator between chunks
            EXPECT_EQ(values.children()[c]->range().offset,
                      values.children()[c - 1]->range().end());
        }
        count += leaves(*values.children()[c]).size();
    }
    EXPECT_EQ(count, static_cast<std::size_t>(detail["nvalues"].toInt()));
    // The document's first four key paths give the first value of columns 0 to 3: numbers whole,
    // a string's content without its quotes.
    const std::string original = readFileText(corpusPath("at1-codecs/jsondoc_api_pretty.orig"));
    const auto valueOf = [&original](const std::string& key, const std::string& end) {
        const std::size_t start = original.find("\"" + key + "\": ") + key.size() + 4;
        return original.substr(start, original.find(end, start) - start);
    };
    const std::string next = valueOf("next", "\",");
    const std::vector<std::string> expected{valueOf("page", ","), valueOf("per_page", ","),
                                            valueOf("total", ","), next.substr(1)};
    for (std::size_t c = 0; c < expected.size(); ++c) {
        const Node& first = *leaves(*values.children()[c]).front();
        EXPECT_EQ(first.value(), expected[c]) << c;
        EXPECT_EQ(layerText(first), expected[c]) << c;
        EXPECT_EQ(first.range().offset, values.children()[c]->range().offset);
    }
}

TEST(At1StreamNodes, BundleManifestNamesItsEntriesWhereItGivesThem) {
    const Document document = openFile(corpusPath("at1-codecs/bundle_project.at1"));
    const Node& manifest = nodeAtPath(document, "file / stream set / stream 'manifest'");
    std::set<std::string> named;
    for (const Node* name : leaves(manifest)) {
        EXPECT_EQ(layerText(*name), name->value());
        // The name follows `"name": "` (section 12).
        const auto bytes = name->layer()->bytes();
        const std::string_view text(reinterpret_cast<const char*>(bytes->source->bytes().data()),
                                    bytes->source->size());
        EXPECT_EQ(text.substr(0, name->range().offset).ends_with("\"name\": \""), true);
        named.insert(name->value());
    }
    // The names are the files of the original folder, by their paths inside it.
    const auto folder = corpusPath("at1-codecs/bundle_project.orig");
    std::set<std::string> files;
    for (const auto& entry : std::filesystem::recursive_directory_iterator(folder)) {
        if (entry.is_regular_file()) {
            files.insert(std::filesystem::relative(entry.path(), folder).generic_string());
        }
    }
    EXPECT_EQ(named, files);
}

TEST(At1StreamNodes, DicomBytePlanesHoldTheHighThenTheLowBytes) {
    const Document document = openFile(corpusPath("at1-codecs/dicom_ct16_planes_implicit.at1"));
    const QJsonObject detail =
        manifestCase("at1-codecs", "dicom_ct16_planes_implicit")["codec_detail"].toObject();
    ASSERT_EQ(detail["transform"].toInt(), 3);
    const std::string set = "file / stream set / ";
    const Node& high = nodeAtPath(document, set + "stream 'pix' / high bytes");
    const Node& low = nodeAtPath(document, set + "stream 'pix' / low bytes");
    const auto samples = static_cast<std::uint64_t>(detail["pixel_len"].toInt()) / 2;
    EXPECT_EQ(high.range(), (ByteRange{0, samples}));
    EXPECT_EQ(low.range(), (ByteRange{samples, samples}));
    // The pixels follow the header `pre` holds: sample i's low byte first (little endian).
    const std::string original =
        readFileText(corpusPath("at1-codecs/dicom_ct16_planes_implicit.orig"));
    const std::uint64_t pixels =
        std::stoull(fieldText(nodeAtPath(document, set + "stream 'pre'"), "decoded_size"));
    const std::string highBytes = layerText(high);
    const std::string lowBytes = layerText(low);
    for (std::uint64_t i = 0; i < samples; ++i) {
        ASSERT_EQ(lowBytes[i], original[pixels + 2 * i]) << i;
        ASSERT_EQ(highBytes[i], original[pixels + 2 * i + 1]) << i;
    }
}

// Each template's slots, by template index, from its nodes (templates are fewer than 512).
std::vector<std::size_t> slotCounts(const Node& templates, std::string_view marker) {
    std::vector<std::size_t> counts;
    for (const auto& item : templates.children()) {
        for (const auto& slot : item->children()) {
            EXPECT_EQ(layerText(*slot), marker) << slot->path();
        }
        counts.push_back(item->children().size());
    }
    return counts;
}

TEST(At1StreamNodes, LogTemplateSlotsAreTheVariablesItsLinesTake) {
    const Document document = openFile(corpusPath("at1-codecs/log_syslog.at1"));
    const QJsonObject detail = manifestCase("at1-codecs", "log_syslog")["codec_detail"].toObject();
    const std::string set = "file / stream set / ";
    const auto templateSlots =
        slotCounts(nodeAtPath(document, set + "stream 'templates'"), std::string_view("\0", 1));
    // Section 3: every templated line takes one variable per slot of its template.
    std::size_t variables = 0;
    for (const Node* tid : leaves(nodeAtPath(document, set + "stream 'tids'"))) {
        variables += templateSlots.at(std::stoull(tid->value()));
    }
    EXPECT_EQ(variables, static_cast<std::size_t>(detail["nvars"].toInt()));
    const Node& first = nodeAtPath(document, set + "stream 'templates' / item 0 / slot 0");
    EXPECT_EQ(first.value(), "variable 0");
}

TEST(At1StreamNodes, SshTemplateSlotsMatchTheVariablesOfTheirLines) {
    const Document document = openFile(corpusPath("at1-codecs/ssh_auth.at1"));
    const std::string set = "file / stream set / ";
    const auto templateSlots = slotCounts(nodeAtPath(document, set + "stream 'templates'"), "<*>");
    const auto ids = leaves(nodeAtPath(document, set + "stream 'template_ids'"));
    const auto vars = leaves(nodeAtPath(document, set + "stream 'vars'"));
    ASSERT_EQ(ids.size(), vars.size());
    // Section 4: a line's vars item holds one 0x00-separated piece per slot of its template.
    for (std::size_t line = 0; line < ids.size(); ++line) {
        const std::string item = layerText(*vars[line]);
        const std::size_t pieces =
            item.empty() ? 0
                         : 1 + static_cast<std::size_t>(std::count(item.begin(), item.end(), '\0'));
        const std::size_t expected = templateSlots.at(std::stoull(ids[line]->value()));
        if (expected != 0 || !item.empty()) {
            ASSERT_EQ(pieces, expected) << "line " << line;
        }
    }
}

TEST(At1StreamNodes, JsonDocSkeletonPlaceholdersNameTheirColumns) {
    const Document document = openFile(corpusPath("at1-codecs/jsondoc_api_pretty.at1"));
    const QJsonObject detail =
        manifestCase("at1-codecs", "jsondoc_api_pretty")["codec_detail"].toObject();
    const Node& skeleton = nodeAtPath(document, "file / stream set / stream 'skeleton'");
    const auto values = leaves(skeleton);
    ASSERT_EQ(values.size(), static_cast<std::size_t>(detail["nvalues"].toInt()));
    for (const Node* value : values) {
        ASSERT_EQ(layerText(*value), std::string(1, '\0')) << value->path();
    }
    // Section 5: the skeleton is the original with each value replaced by one 0x00. The first
    // two values are "page" and "per_page", the first two columns.
    const std::string original = readFileText(corpusPath("at1-codecs/jsondoc_api_pretty.orig"));
    const std::size_t page = original.find("\"page\": ") + 8;
    const std::size_t perPage = original.find("\"per_page\": ") + 12;
    const std::size_t pageEnd = original.find(',', page);
    EXPECT_EQ(values[0]->range().offset, page);
    EXPECT_EQ(values[1]->range().offset, page + 1 + (perPage - pageEnd));
    EXPECT_EQ(values[0]->value(), "column 0");
    EXPECT_EQ(values[1]->value(), "column 1");
    const auto bytes = skeleton.layers()[0]->bytes();
    const std::string_view text(reinterpret_cast<const char*>(bytes->source->bytes().data()),
                                bytes->source->size());
    EXPECT_EQ(text.substr(0, page), original.substr(0, page));
    EXPECT_EQ(text.substr(page + 1, perPage - pageEnd),
              original.substr(pageEnd, perPage - pageEnd));
}

// Little-endian unsigned integer of `size` bytes at `at` in `text`.
std::uint64_t littleEndian(const std::string& text, std::size_t at, std::size_t size) {
    std::uint64_t value = 0;
    for (std::size_t i = 0; i < size; ++i) {
        value |= std::uint64_t{static_cast<unsigned char>(text[at + i])} << (8 * i);
    }
    return value;
}

TEST(At1StreamNodes, JsonDocRawShowsItsLinesAndTheFirstByteThatIsNoJson) {
    const Document document = openFile(corpusPath("at1-codecs/jsondoc_raw_invalid.at1"));
    const Node& raw = nodeAtPath(document, "file / stream set / stream 'raw'");
    const std::string original = readFileText(corpusPath("at1-codecs/jsondoc_raw_invalid.orig"));
    // Raw mode stores the input whole (section 5): its lines split on '\n', the item after the
    // last one included (empty here: the text ends with '\n').
    std::vector<std::pair<std::size_t, std::string>> lines;
    for (std::size_t start = 0;;) {
        const std::size_t end = original.find('\n', start);
        lines.emplace_back(start, original.substr(start, end - start));
        if (end == std::string::npos) {
            break;
        }
        start = end + 1;
    }
    ASSERT_EQ(raw.children().size(), lines.size() + 1);
    for (std::size_t k = 0; k < lines.size(); ++k) {
        const Node& line = *raw.children()[k + 1];
        EXPECT_EQ(line.label(), "line " + std::to_string(k));
        EXPECT_EQ(line.layer(), raw.layers()[0].get());
        EXPECT_EQ(line.range(), (ByteRange{lines[k].first, lines[k].second.size()}));
        EXPECT_EQ(layerText(line), lines[k].second);
    }
    // The input has trailing commas (manifest: "not valid JSON (trailing commas)"): the first
    // ']' or '}' that follows a ',' and whitespace is where no value can start.
    std::size_t stop = std::string::npos;
    for (std::size_t i = 0; i < original.size() && stop == std::string::npos; ++i) {
        if (original[i] == ',') {
            const std::size_t next = original.find_first_not_of(" \t\r\n", i + 1);
            if (next != std::string::npos && (original[next] == ']' || original[next] == '}')) {
                stop = next;
            }
        }
    }
    ASSERT_NE(stop, std::string::npos);
    const Node& notJson = *raw.children()[0];
    EXPECT_EQ(notJson.label(), "not JSON");
    EXPECT_EQ(notJson.range(), (ByteRange{stop, 1}));
    const std::size_t lineStart =
        original.rfind('\n', stop) == std::string::npos ? 0 : original.rfind('\n', stop) + 1;
    EXPECT_EQ(notJson.value(),
              "decoded byte " + std::to_string(stop) + " (line " +
                  std::to_string(std::count(original.begin(), original.begin() + stop, '\n')) +
                  ", byte " + std::to_string(stop - lineStart) + "): '" + original[stop] +
                  "' cannot start a value");
    // A click on that byte selects the node; any other byte of its line, the line.
    const Layer& decoded = *raw.layers()[0];
    EXPECT_EQ(Node::deepestAt(decoded, stop), &notJson);
    EXPECT_EQ(Node::deepestAt(decoded, lineStart)->label(), "line 0");
}

TEST(At1StreamNodes, DicomSuffixIsTheElementsAfterThePixelData) {
    // dicom_ct16_vdelta_seq ends with trailing padding (FFFC,FFFC) after its pixel data: `suf`
    // holds it (section 10), the last bytes of the original.
    const Document document = openFile(corpusPath("at1-codecs/dicom_ct16_vdelta_seq.at1"));
    const std::string original = readFileText(corpusPath("at1-codecs/dicom_ct16_vdelta_seq.orig"));
    const Node& suf = nodeAtPath(document, "file / stream set / stream 'suf'");
    const std::uint64_t size = std::stoull(fieldText(suf, "decoded_size"));
    ASSERT_GT(size, 0u);
    const std::size_t sufStart = original.size() - size;
    const std::size_t padding = original.rfind(std::string("\xFC\xFF\xFC\xFF", 4));
    ASSERT_NE(padding, std::string::npos);
    ASSERT_GE(padding, sufStart);
    // Explicit VR little endian (the transfer syntax in `pre`): tag, VR, 2 reserved bytes and a
    // 4-byte length for OB (PS3.5 7.1.2), then the value.
    const std::string vr = original.substr(padding + 4, 2);
    ASSERT_EQ(vr, "OB");
    const std::uint64_t length = littleEndian(original, padding + 8, 4);
    const std::uint64_t at = padding - sufStart;
    ASSERT_EQ(suf.children().size(), 1u);
    const Node& element = *suf.children()[0];
    EXPECT_EQ(element.label(), "(fffc,fffc)");
    EXPECT_EQ(element.layer(), suf.layers()[0].get());
    EXPECT_EQ(element.range(), (ByteRange{at, 12 + length}));
    EXPECT_EQ(layerText(element), original.substr(padding, 12 + length));
    std::string zeros;
    for (std::uint64_t i = 0; i < length; ++i) {
        ASSERT_EQ(original[padding + 12 + i], '\0');
        zeros += i == 0 ? "00" : " 00";
    }
    EXPECT_EQ(element.value(), "OB " + zeros);
    EXPECT_EQ(fieldText(element, "length"), std::to_string(length));
    const std::vector<std::tuple<std::string, ByteRange, std::string>> fields{
        {"tag", {at, 4}, "(fffc,fffc)"},
        {"VR", {at + 4, 2}, "OB"},
        {"reserved", {at + 6, 2}, "2 bytes"},
        {"length", {at + 8, 4}, std::to_string(length)},
        {"value", {at + 12, length}, zeros}};
    ASSERT_EQ(element.children().size(), fields.size());
    for (std::size_t i = 0; i < fields.size(); ++i) {
        const Node& field = *element.children()[i];
        EXPECT_EQ(field.label(), std::get<0>(fields[i]));
        EXPECT_EQ(field.range(), std::get<1>(fields[i])) << field.label();
        EXPECT_EQ(field.value(), std::get<2>(fields[i])) << field.label();
        EXPECT_EQ(Node::deepestAt(*suf.layers()[0], field.range().offset), &field);
    }
    // The padding element is all of `suf`.
    EXPECT_EQ(element.range().end(), size);
}

// The POS column of the original's records (lines not starting with '#'), as written.
std::vector<std::string> originalPositions(const std::string& name) {
    const std::string original = readFileText(corpusPath("at1-codecs/" + name + ".orig"));
    std::vector<std::string> positions;
    for (std::size_t start = 0; start < original.size();) {
        const std::size_t end = std::min(original.find('\n', start), original.size());
        if (original[start] != '#') {
            const std::size_t tab = original.find('\t', start);
            positions.push_back(original.substr(tab + 1, original.find('\t', tab + 1) - tab - 1));
        }
        start = end + 1;
    }
    return positions;
}

TEST(At1StreamNodes, VcfPositionsAreDeltasOrTextsAsPosDeltaSays) {
    // Section 7: pos_delta set, svarints summed from 0; unset (leading zeros), a list.
    const std::string pos = "file / stream set / stream 'pos'";
    const auto deltaPositions = originalPositions("vcf_gt_dp_gq");
    const Document deltas = openFile(corpusPath("at1-codecs/vcf_gt_dp_gq.at1"));
    const auto deltaNodes = leaves(nodeAtPath(deltas, pos));
    ASSERT_EQ(deltaNodes.size(), deltaPositions.size());
    std::int64_t sum = 0;
    for (std::size_t i = 0; i < deltaNodes.size(); ++i) {
        EXPECT_EQ(deltaNodes[i]->label(), "value " + std::to_string(i));
        sum += std::stoll(deltaNodes[i]->value());
        EXPECT_EQ(std::to_string(sum), deltaPositions[i]) << i;
    }
    const auto textPositions = originalPositions("vcf_pos_text");
    const Document texts = openFile(corpusPath("at1-codecs/vcf_pos_text.at1"));
    EXPECT_EQ(nodeAtPath(texts, "file / stream set / stream 'meta' / pos_delta").value(), "0");
    const auto textNodes = leaves(nodeAtPath(texts, pos));
    ASSERT_EQ(textNodes.size(), textPositions.size());
    for (std::size_t i = 0; i < textNodes.size(); ++i) {
        EXPECT_EQ(layerText(*textNodes[i]), textPositions[i]) << i;
    }
}

TEST(At1StreamNodes, Qjson2TemplateStreamsAreQjsonStreams) {
    // Section 8: template 0's `t0:` streams are a qjson set; its segments with its row's values
    // between them are the one line of the original.
    const Document document = openFile(corpusPath("at1-codecs/qjson2_one_line.at1"));
    const std::string set = "file / stream set / ";
    EXPECT_EQ(nodeAtPath(document, set + "stream 't0:meta' / nlines").value(), "1");
    const auto segments = leaves(nodeAtPath(document, set + "stream 't0:template'"));
    ASSERT_GE(segments.size(), 2u);
    EXPECT_EQ(segments[0]->label(), "nseg");
    const std::size_t columns = segments.size() - 2;
    const auto paths = leaves(nodeAtPath(document, set + "stream 't0:paths'"));
    ASSERT_EQ(paths.size(), columns + 1);
    const auto entries = nodeAtPath(document, set + "stream 't0:index'").children();
    ASSERT_EQ(entries.size(), columns);
    std::string line = layerText(*segments[1]);
    for (std::size_t c = 0; c < columns; ++c) {
        const Node& block =
            nodeAtPath(document, set + "stream 't0:blocks' / row group 0 / column " +
                                     std::to_string(c) + " \"" + paths[c + 1]->value() + "\"");
        EXPECT_EQ(fieldText(*entries[c], "offset_in_blocks"), std::to_string(block.range().offset));
        const Node& value = *block.children().back();
        EXPECT_EQ(value.label(), "value 0");
        line += layerText(value) + layerText(*segments[c + 2]);
    }
    std::string original = readFileText(corpusPath("at1-codecs/qjson2_one_line.orig"));
    if (original.ends_with('\n')) {
        original.pop_back();
    }
    EXPECT_EQ(line, original);
}

} // namespace
} // namespace strata::test
