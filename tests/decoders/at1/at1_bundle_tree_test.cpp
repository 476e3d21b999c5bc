// A bundle's entries in the tree (codec 12, at1-codecs.md section 12): each entry stream holds
// the inner file's tree. A stored entry's inner file is a run of the outer file's bytes: its
// tree must be the tree of those bytes opened on their own, every range moved to where they
// lie. An encoded entry's inner nodes span the entry stream.
#include "strata/format_registry.h"
#include "support/at1_test_encoder.h"
#include "support/corpus.h"

#include <QJsonArray>
#include <QJsonObject>
#include <gtest/gtest.h>

namespace strata::test {
namespace {

QJsonObject streamOf(const QJsonObject& entry, const std::string& name) {
    for (const auto& stream : entry["streams"].toArray()) {
        if (stream.toObject()["name"].toString().toStdString() == name) {
            return stream.toObject();
        }
    }
    ADD_FAILURE() << "no stream " << name;
    return {};
}

// Every node below `mirrored` is the node of `standalone` at the same place, `shift` bytes on;
// nodes in the inner file's decoded layers have no place in the outer file but their entry.
void expectSameTree(const Node& mirrored, const Node& standalone, std::uint64_t shift) {
    ASSERT_EQ(mirrored.children().size(), standalone.children().size()) << mirrored.path();
    for (std::size_t i = 0; i < standalone.children().size(); ++i) {
        const Node& a = *mirrored.children()[i];
        const Node& b = *standalone.children()[i];
        EXPECT_EQ(a.label(), b.label());
        EXPECT_EQ(a.value(), b.value()) << a.path();
        EXPECT_EQ(a.kind(), b.kind()) << a.path();
        if (b.layer() == nullptr) {
            EXPECT_EQ(a.range().offset, b.range().offset + shift) << a.path();
            EXPECT_EQ(a.range().length, b.range().length) << a.path();
        }
        EXPECT_EQ(a.fields().size(), b.fields().size()) << a.path();
        expectSameTree(a, b, shift);
    }
}

TEST(At1BundleTree, AStoredEntryShowsItsInnerFileInPlace) {
    const QJsonObject manifest = manifestCase("at1-codecs", "bundle_single");
    const QJsonObject e0 = streamOf(manifest, "e0");
    ASSERT_EQ(e0["backend"].toString(), "stored");
    const auto offset = static_cast<std::uint64_t>(e0["offset"].toInteger());
    const auto length = static_cast<std::uint64_t>(e0["comp_len"].toInteger());
    const std::string outer = readFileText(corpusPath("at1-codecs/bundle_single.at1"));
    const std::string innerBytes = outer.substr(offset, length);
    ASSERT_EQ(innerBytes.substr(0, 4), std::string("AT1\x02", 4));
    const auto* data = reinterpret_cast<const std::byte*>(innerBytes.data());
    const Document standalone = openBytes({data, data + innerBytes.size()}, "one.json.at1");

    const Document document = openFile(corpusPath("at1-codecs/bundle_single.at1"));
    const Node* inner = document.root->findByPath("file / stream set / stream 'e0' / inner file");
    ASSERT_NE(inner, nullptr);
    EXPECT_EQ(inner->range().offset, offset);
    EXPECT_EQ(inner->range().length, length);
    EXPECT_EQ(inner->kind(), NodeKind::Group);
    EXPECT_EQ(inner->value(),
              "'one.json': whole-file container, codec jsondoc (6), public dialect");
    expectSameTree(*inner, *standalone.root, offset);
}

TEST(At1BundleTree, AnEncodedEntrysInnerNodesSpanItsStream) {
    const Document document = openFile(corpusPath("at1-codecs/bundle_edge.at1"));
    const Node* stream = document.root->findByPath("file / stream set / stream 'e1'");
    ASSERT_NE(stream, nullptr);
    const Node* meta =
        document.root->findByPath("file / stream set / stream 'e1' / inner file / stream set / "
                                  "stream 'meta'");
    ASSERT_NE(meta, nullptr);
    EXPECT_EQ(stream->children()[0]->value(),
              "'d\xc3\xbcr/\xc3\xbcml\xc3\xa4ut.npy': whole-file container, codec embed (10), "
              "public dialect");
    for (const Node* node = meta; node != stream; node = node->parent()) {
        EXPECT_EQ(node->range().offset, stream->range().offset) << node->path();
        EXPECT_EQ(node->range().length, stream->range().length) << node->path();
    }
    // The inner embed file's header, as its .npy says: '<f4', (4, 4).
    const Node* width = document.root->findByPath(meta->path() + " / width");
    ASSERT_NE(width, nullptr);
    EXPECT_EQ(width->value(), "4");
}

TEST(At1BundleTree, ABundleInsideABundleIsADamagedEntry) {
    const std::string inner = at1enc::publicWholeFile(
        12, {{"manifest", R"([{"name": "x"}])"}, {"e0", at1enc::storedRawFile("x")}});
    const std::string file =
        at1enc::publicWholeFile(12, {{"manifest", R"([{"name": "inner.at1"}])"}, {"e0", inner}});
    const auto* data = reinterpret_cast<const std::byte*>(file.data());
    const Document document = openBytes({data, data + file.size()}, "bundle.at1");
    const Node* stream = document.root->findByPath("file / stream set / stream 'e0'");
    ASSERT_NE(stream, nullptr);
    ASSERT_EQ(stream->children().size(), 1u);
    EXPECT_EQ(stream->children()[0]->kind(), NodeKind::Damaged);
    EXPECT_EQ(stream->children()[0]->value(),
              "a bundle inside a bundle (bundles hold plain files only)");
}

} // namespace
} // namespace strata::test
