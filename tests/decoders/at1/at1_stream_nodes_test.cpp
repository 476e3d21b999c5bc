// What the tree shows inside the streams of the public-dialect codecs (at1-codecs.md stream
// tables): meta fields, list items, varints and vocabularies, with their places in the decoded
// bytes, checked against the corpus manifest's codec_detail.
#include "strata/format_registry.h"
#include "support/corpus.h"

#include <QJsonArray>
#include <QJsonObject>
#include <gtest/gtest.h>

namespace strata::test {
namespace {

QJsonObject codecDetail(const std::string& name) {
    for (const auto& value :
         readJson(corpusPath("at1-codecs/manifest.json")).object()["cases"].toArray()) {
        if (value.toObject()["name"].toString().toStdString() == name) {
            return value.toObject()["codec_detail"].toObject();
        }
    }
    ADD_FAILURE() << "no manifest case " << name;
    return {};
}

const Node& node(const Document& document, const std::string& path) {
    const Node* found = document.root->findByPath(path);
    EXPECT_NE(found, nullptr) << path;
    static const Node none("none", NodeKind::Padding, {});
    return found ? *found : none;
}

std::string field(const Node& node, const std::string& name) {
    for (const auto& f : node.fields()) {
        if (f.name == name) {
            return fieldValueText(f.value);
        }
    }
    return "(none)";
}

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
    const QJsonObject detail = codecDetail("log_syslog");
    const Node& nlines = node(document, "file / stream set / stream 'meta' / nlines");
    EXPECT_EQ(nlines.value(), std::to_string(detail["nlines"].toInt()));
    EXPECT_EQ(field(nlines, "decoded_offset"), "0");
    EXPECT_EQ(node(document, "file / stream set / stream 'meta' / trailing").value(), "1");
    EXPECT_EQ(leafCount(node(document, "file / stream set / stream 'templates'")),
              static_cast<std::size_t>(detail["ntemplates"].toInt()));
    EXPECT_EQ(leafCount(node(document, "file / stream set / stream 'tids'")),
              static_cast<std::size_t>(detail["templated"].toInt()));
    // 13,690 variables: groups of 512, the last one partial.
    const Node& vars = node(document, "file / stream set / stream 'vars'");
    EXPECT_EQ(leafCount(vars), static_cast<std::size_t>(detail["nvars"].toInt()));
    ASSERT_EQ(vars.children().size(), 27u);
    EXPECT_EQ(vars.children()[26]->label(), "values 13312\u201313689");
    const Node& last = *vars.children()[26]->children().back();
    EXPECT_EQ(last.label(), "item 13689");
    // The last item ends the decoded stream (no '\n' after it).
    EXPECT_EQ(std::stoull(field(last, "decoded_offset")) +
                  std::stoull(field(last, "decoded_length")),
              std::stoull(field(vars, "decoded_size")));
    EXPECT_EQ(leafCount(node(document, "file / stream set / stream 'verbatim'")),
              static_cast<std::size_t>(detail["verbatim"].toInt()));
}

TEST(At1StreamNodes, VcfMetaListsItsGenotypeVocabulary) {
    const Document document = openFile(corpusPath("at1-codecs/vcf_gt_dp_gq.at1"));
    const QJsonObject detail = codecDetail("vcf_gt_dp_gq");
    const std::string meta = "file / stream set / stream 'meta'";
    EXPECT_EQ(node(document, meta + " / nsamp").value(), std::to_string(detail["nsamp"].toInt()));
    EXPECT_EQ(node(document, meta + " / pos_delta").value(), "1");
    EXPECT_EQ(node(document, meta + " / ref_tok").value(),
              detail["ref_token"].toString().toStdString());
    EXPECT_EQ(node(document, meta + " / nvoc").value(), std::to_string(detail["nvocab"].toInt()));
    EXPECT_NE(document.root->findByPath(meta + " / vocabulary " +
                                        std::to_string(detail["nvocab"].toInt() - 1)),
              nullptr);
    EXPECT_EQ(leafCount(node(document, "file / stream set / stream 'flags'")),
              static_cast<std::size_t>(detail["nlines"].toInt()));
}

TEST(At1StreamNodes, OsmVocabulariesAndOpcodes) {
    const Document document = openFile(corpusPath("at1-codecs/osm_city.at1"));
    const QJsonObject detail = codecDetail("osm_city");
    const Node& keys = node(document, "file / stream set / stream 'tag_keys'");
    EXPECT_EQ(node(document, "file / stream set / stream 'tag_keys' / n").value(),
              std::to_string(detail["tag_keys"].toInt()));
    EXPECT_EQ(leafCount(keys), static_cast<std::size_t>(detail["tag_keys"].toInt()) + 1);
    EXPECT_EQ(leafCount(node(document, "file / stream set / stream 'opcodes'")),
              static_cast<std::size_t>(detail["items"].toInt()));
    EXPECT_EQ(leafCount(node(document, "file / stream set / stream 'n_id'")),
              static_cast<std::size_t>(detail["nodes"].toInt()));
}

} // namespace
} // namespace strata::test
