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

} // namespace
} // namespace strata::test
