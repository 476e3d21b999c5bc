// strata-cli layers, cat --layer and tree --json's byte spaces (issue 16), run as a user runs them.
#include "support/cli_runner.h"
#include "support/corpus.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <gtest/gtest.h>

namespace strata::test {
namespace {

const std::string plainCole = corpusPath("cole/int32_plain.col").string();

TEST(CliLayers, AFileWithoutLayersListsNone) {
    const CliResult text = runCli({"layers", plainCole});
    EXPECT_EQ(text.exitCode, 0) << text.err;
    EXPECT_EQ(text.out, "");
    const CliResult json = runCli({"layers", plainCole, "--json"});
    EXPECT_EQ(json.exitCode, 0) << json.err;
    EXPECT_EQ(json.out, "[]\n");
}

TEST(CliLayers, TreeJsonPutsFileNodesInTheFile) {
    const CliResult result = runCli({"tree", plainCole, "--json", "--depth", "1"});
    ASSERT_EQ(result.exitCode, 0) << result.err;
    const QJsonObject root =
        QJsonDocument::fromJson(QByteArray::fromStdString(result.out)).object();
    ASSERT_TRUE(root.contains("layer"));
    EXPECT_TRUE(root["layer"].isNull());
    ASSERT_FALSE(root["children"].toArray().isEmpty());
    EXPECT_TRUE(root["children"].toArray()[0].toObject()["layer"].isNull());
}

TEST(CliLayers, AnUnknownLayerIsAUsageError) {
    const CliResult result = runCli({"cat", plainCole, "--layer", "file :: decoded"});
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_EQ(result.out, "");
    EXPECT_NE(result.err.find("has no layer file :: decoded (layers lists them)"),
              std::string::npos)
        << result.err;
    EXPECT_EQ(runCli({"csv", plainCole, "--layer", "x"}).exitCode, 2) << "only cat takes --layer";
}

const std::string threeFilters =
    corpusPath("blosc2/filters/filt_3stage_truncprec_delta_shuffle_f64_blosclz.b2chunk").string();
const std::string verbatimAt1 = corpusPath("at1/col_all_verbatim.at1").string();

TEST(CliLayers, ListsEveryBlocksStepsWithSizeAndOrigin) {
    const CliResult result = runCli({"layers", threeFilters});
    ASSERT_EQ(result.exitCode, 0) << result.err;
    // Decoding undoes trunc_prec → delta → shuffle from the last slot (corpus README).
    EXPECT_NE(result.out.find("file / block 1 :: after blosclz\t16384\tblosclz, 8 streams, "
                              "13,094 → 16,384 bytes\n"
                              "file / block 1 :: after shuffle\t16384\tshuffle, typesize 8\n"
                              "file / block 1 :: after delta\t16384\tdelta, typesize 8, against "
                              "block 0\n"),
              std::string::npos)
        << result.out;
    EXPECT_NE(result.out.find("file :: decoded chunk\t"), std::string::npos) << result.out;
}

TEST(CliLayers, CatWritesABlockAfterItsLastFilterAsCBlosc2DecodedIt) {
    const CliResult result =
        runCli({"cat", threeFilters, "--layer", "file / block 2 :: after trunc_prec"});
    ASSERT_EQ(result.exitCode, 0) << result.err;
    const auto raw = readFileBytes(
        corpusPath("blosc2/filters/filt_3stage_truncprec_delta_shuffle_f64_blosclz.raw"));
    ASSERT_GE(raw.size(), 3u * 16384);
    EXPECT_EQ(result.out,
              std::string(reinterpret_cast<const char*>(raw.data()) + 2 * 16384, 16384));
}

TEST(CliLayers, AnAt1StreamAndTheOriginalAreLayers) {
    const CliResult meta =
        runCli({"cat", verbatimAt1, "--layer", "file / stream set / stream 'meta' :: decoded"});
    ASSERT_EQ(meta.exitCode, 0) << meta.err;
    EXPECT_EQ(meta.out.size(), 6u);
    EXPECT_EQ(meta.out[4], ',') << "the delimiter";
    const CliResult original = runCli({"cat", verbatimAt1, "--layer", "file :: original"});
    ASSERT_EQ(original.exitCode, 0) << original.err;
    const auto orig = readFileBytes(corpusPath("at1/col_all_verbatim.orig"));
    EXPECT_EQ(original.out, std::string(reinterpret_cast<const char*>(orig.data()), orig.size()));

    const CliResult json = runCli({"layers", verbatimAt1, "--json"});
    ASSERT_EQ(json.exitCode, 0) << json.err;
    const QJsonArray layers = QJsonDocument::fromJson(QByteArray::fromStdString(json.out)).array();
    ASSERT_GE(layers.size(), 2);
    const QJsonObject metaLayer = layers[1].toObject();
    EXPECT_EQ(metaLayer["path"].toString(), "file / stream set / stream 'meta' :: decoded");
    EXPECT_EQ(metaLayer["owner"].toString(), "file / stream set / stream 'meta'");
    EXPECT_EQ(metaLayer["size"].toInteger(), 6);
    EXPECT_EQ(metaLayer["offset"].toInteger(), 6);
    EXPECT_EQ(metaLayer["length"].toInteger(), 70);
}

TEST(CliLayers, TreeJsonNamesTheLayerOfNodesInIt) {
    const CliResult result = runCli({"tree", verbatimAt1, "--json", "--depth", "4"});
    ASSERT_EQ(result.exitCode, 0) << result.err;
    const QJsonObject root =
        QJsonDocument::fromJson(QByteArray::fromStdString(result.out)).object();
    const QJsonObject meta =
        root["children"].toArray()[1].toObject()["children"].toArray()[0].toObject();
    ASSERT_EQ(meta["label"].toString(), "stream 'meta'");
    EXPECT_TRUE(meta["layer"].isNull());
    const QJsonObject delim = meta["children"].toArray()[3].toObject();
    EXPECT_EQ(delim["label"].toString(), "delim");
    EXPECT_EQ(delim["layer"].toString(), "file / stream set / stream 'meta' :: decoded");
    EXPECT_EQ(delim["offset"].toInteger(), 4);
    EXPECT_EQ(delim["length"].toInteger(), 1);
}

} // namespace
} // namespace strata::test
