// An OSM file's tables (codec 2, at1-codecs.md section 11) against the original XML: nodes, ways
// and relations, one row per element the writer could store, found again in the text by the
// layout of section 11 (an element whose lines or numbers do not print back exactly is verbatim
// and no row).
#include "strata/format_registry.h"
#include "support/at1_original.h"
#include "support/corpus.h"
#include "support/table_text.h"

#include <gtest/gtest.h>
#include <regex>

namespace strata::test {
namespace {

// Canonical numbers only: the writer keeps an element whose numbers re-print to the same text.
const std::string id = R"((-?(?:0|[1-9][0-9]*)))";
const std::string version = R"((0|[1-9][0-9]*))";
const std::string timestamp = R"(([0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-5][0-9]Z))";
const std::string coordinate = R"((-?(?:0|[1-9][0-9]*)(?:\.[0-9]{0,6}[1-9])?))";
const std::string header =
    " id=\"" + id + "\" version=\"" + version + "\" timestamp=\"" + timestamp + "\"";

struct Element {
    std::string kind;
    std::vector<std::string> cells; // as the table prints them, lat and lon as written
};

// The elements of `kind` ("node", "way", "relation") in file order.
std::vector<Element> originalElements(const std::vector<std::string>& lines,
                                      const std::string& kind) {
    const std::regex start("  <" + kind + header +
                           (kind == "node"
                                ? " lat=\"" + coordinate + "\" lon=\"" + coordinate + "\""
                                : std::string()) +
                           "(/?)>");
    const std::regex nd(R"(    <nd ref=")" + id + R"("/>)");
    const std::regex member(R"x(    <member type="(node|way|relation)" ref=")x" + id +
                            R"x(" role="([^"]*)"/>)x");
    const std::regex tag(R"x(    <tag k="([^"]*)" v="([^"]*)"/>)x");
    std::vector<Element> elements;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        std::smatch fields;
        if (!std::regex_match(lines[i], fields, start)) {
            continue;
        }
        Element element{kind, {}};
        for (std::size_t f = 1; f + 1 < fields.size(); ++f) {
            element.cells.push_back(fields[f]);
        }
        if (kind == "node" && (element.cells[3] == "-0" || element.cells[4] == "-0")) {
            continue;
        }
        std::vector<std::string> refs;
        std::string members;
        std::string tags;
        std::size_t next = i; // the element's last line
        if (fields[fields.size() - 1] != "/") {
            ++next;
            std::smatch child;
            for (; next < lines.size() && kind == "way" && std::regex_match(lines[next], child, nd);
                 ++next) {
                refs.push_back(child[1]);
            }
            for (; next < lines.size() && kind == "relation" &&
                   std::regex_match(lines[next], child, member);
                 ++next) {
                members += (members.empty() ? "" : "; ") + child[1].str() + " " + child[2].str() +
                           " " + child[3].str();
            }
            for (; next < lines.size() && std::regex_match(lines[next], child, tag); ++next) {
                tags += (tags.empty() ? "" : "; ") + child[1].str() + "=" + child[2].str();
            }
            const bool holdsSomething = next > i + 1;
            if (!holdsSomething || next == lines.size() || lines[next] != "  </" + kind + ">") {
                continue; // not the layout: verbatim
            }
        }
        if (kind == "way") {
            element.cells.push_back(std::to_string(refs.size()));
            std::string text;
            for (const auto& ref : refs) {
                text += (text.empty() ? "" : " ") + ref;
            }
            element.cells.push_back(text);
        } else if (kind == "relation") {
            element.cells.push_back(members);
        }
        element.cells.push_back(tags);
        elements.push_back(std::move(element));
        i = next;
    }
    return elements;
}

void expectTable(const Table& table, const std::vector<Element>& elements,
                 const std::vector<std::string>& names) {
    const auto cells = tableCells(table);
    ASSERT_EQ(cells.size(), elements.size() + 1) << table.name();
    EXPECT_EQ(cells[0], names);
    for (std::size_t row = 0; row < elements.size(); ++row) {
        const auto& expected = elements[row].cells;
        ASSERT_EQ(cells[row + 1].size(), expected.size());
        for (std::size_t c = 0; c < expected.size(); ++c) {
            if (names[c] == "lat" || names[c] == "lon") {
                // The table holds the double; the file prints it with up to 7 decimals.
                EXPECT_EQ(std::stod(cells[row + 1][c]), std::stod(expected[c]))
                    << table.name() << " row " << row << " " << names[c];
            } else {
                EXPECT_EQ(cells[row + 1][c], expected[c])
                    << table.name() << " row " << row << " " << names[c];
            }
        }
    }
}

TEST(At1OsmTable, NodesWaysAndRelationsAreTheElementsOfTheOriginal) {
    const Document document = openFile(corpusPath("at1-codecs/osm_city.at1"));
    ASSERT_EQ(document.tables.size(), 3u);
    EXPECT_EQ(document.tables[0]->name(), "nodes");
    EXPECT_EQ(document.tables[1]->name(), "ways");
    EXPECT_EQ(document.tables[2]->name(), "relations");
    EXPECT_EQ(document.tables[0]->columns()[3].type, LogicalType::Float64);
    const auto lines = originalLines(readFileText(corpusPath("at1-codecs/osm_city.orig")));
    const auto nodes = originalElements(lines, "node");
    const auto ways = originalElements(lines, "way");
    const auto relations = originalElements(lines, "relation");
    ASSERT_GT(nodes.size(), 100u);
    ASSERT_GT(ways.size(), 10u);
    ASSERT_GT(relations.size(), 1u);
    expectTable(*document.tables[0], nodes, {"id", "version", "timestamp", "lat", "lon", "tags"});
    expectTable(*document.tables[1], ways,
                {"id", "version", "timestamp", "nd count", "nd refs", "tags"});
    expectTable(*document.tables[2], relations, {"id", "version", "timestamp", "members", "tags"});
}

TEST(At1OsmTable, NegativeIdsAndCoordinates) {
    const Document document = openFile(corpusPath("at1-codecs/osm_negative_coords.at1"));
    ASSERT_FALSE(document.tables.empty());
    ASSERT_EQ(document.tables[0]->name(), "nodes");
    const auto lines =
        originalLines(readFileText(corpusPath("at1-codecs/osm_negative_coords.orig")));
    expectTable(*document.tables[0], originalElements(lines, "node"),
                {"id", "version", "timestamp", "lat", "lon", "tags"});
}

TEST(At1OsmTable, AKindWithoutElementsHasNoTable) {
    const Document document = openFile(corpusPath("at1-codecs/osm_one_relation.at1"));
    ASSERT_EQ(document.tables.size(), 1u);
    EXPECT_EQ(document.tables[0]->name(), "relations");
    EXPECT_EQ(document.tables[0]->rowCount(), 1u);
}

} // namespace
} // namespace strata::test
