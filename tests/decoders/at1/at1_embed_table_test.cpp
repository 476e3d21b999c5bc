// An embed file's table (codec 10, at1-codecs.md section 6) against the original .npy: the
// header's dict read with a regex, the elements read from the bytes after the header, cells
// compared value for value; and the header's descr, fortran_order and shape on the meta node.
#include "strata/format_registry.h"
#include "support/corpus.h"
#include "support/table_text.h"
#include "support/tree_lookup.h"

#include <cmath>
#include <cstring>
#include <gtest/gtest.h>
#include <regex>

namespace strata::test {
namespace {

struct Npy {
    std::string descr;
    bool fortran = false;
    std::vector<std::size_t> shape;
    std::string data; // the element bytes after the header
};

Npy readNpy(const std::string& name) {
    const std::string bytes = readFileText(corpusPath("at1-codecs/" + name + ".orig"));
    const std::size_t end = bytes.find('\n');
    const std::string dict = bytes.substr(0, end);
    std::smatch match;
    Npy npy;
    EXPECT_TRUE(std::regex_search(dict, match, std::regex("'descr': '([^']*)'")));
    npy.descr = match[1];
    npy.fortran = dict.find("'fortran_order': True") != std::string::npos;
    EXPECT_TRUE(std::regex_search(dict, match, std::regex("'shape': \\(([^)]*)\\)")));
    const std::string shape = match[1];
    const std::regex number("[0-9]+");
    for (std::sregex_iterator it(shape.begin(), shape.end(), number), stop; it != stop; ++it) {
        npy.shape.push_back(std::stoul(it->str()));
    }
    npy.data = bytes.substr(end + 1);
    return npy;
}

float floatAt(const std::string& data, std::size_t index) {
    float value;
    std::memcpy(&value, data.data() + 4 * index, 4);
    return value;
}

// IEEE half precision, bit by bit.
float halfAt(const std::string& data, std::size_t index) {
    const auto low = static_cast<unsigned char>(data[2 * index]);
    const auto high = static_cast<unsigned char>(data[2 * index + 1]);
    const unsigned bits = low | (high << 8);
    const int exponent = static_cast<int>((bits >> 10) & 31);
    const float fraction = static_cast<float>(bits & 1023) / 1024.0f;
    const float magnitude =
        exponent == 0 ? std::ldexp(fraction, -14) : std::ldexp(1.0f + fraction, exponent - 15);
    return (bits & 0x8000) != 0 ? -magnitude : magnitude;
}

TEST(At1EmbedTable, A2dFloat32ArrayIsOneRowPerFirstAxisIndex) {
    const Document document = openFile(corpusPath("at1-codecs/embed_f32_embeddings.at1"));
    const Npy npy = readNpy("embed_f32_embeddings");
    ASSERT_EQ(npy.descr, "<f4");
    ASSERT_EQ(npy.shape.size(), 2u);
    ASSERT_EQ(document.tables.size(), 1u);
    EXPECT_EQ(document.tables[0]->name(), "items");
    EXPECT_EQ(document.tables[0]->columns()[1].type, LogicalType::Float32);
    const auto cells = tableCells(*document.tables[0]);
    ASSERT_EQ(cells.size(), npy.shape[0] + 1);
    ASSERT_EQ(cells[0].size(), npy.shape[1] + 1);
    EXPECT_EQ(cells[0][0], "row");
    for (std::size_t c = 0; c < npy.shape[1]; ++c) {
        EXPECT_EQ(cells[0][c + 1], std::to_string(c));
    }
    for (std::size_t r = 0; r < npy.shape[0]; ++r) {
        EXPECT_EQ(cells[r + 1][0], std::to_string(r));
        for (std::size_t c = 0; c < npy.shape[1]; ++c) {
            EXPECT_EQ(std::strtof(cells[r + 1][c + 1].c_str(), nullptr),
                      floatAt(npy.data, r * npy.shape[1] + c))
                << r << "," << c;
        }
    }
    const Node* meta = document.root->findByPath("file / stream set / stream 'meta'");
    ASSERT_NE(meta, nullptr);
    EXPECT_EQ(fieldText(*meta, "descr"), "<f4");
    EXPECT_EQ(fieldText(*meta, "fortran_order"), "false");
    EXPECT_EQ(fieldText(*meta, "shape"), "(400, 64)");
}

TEST(At1EmbedTable, AFortranOrderFloat16ArrayShowsInItsLogicalLayout) {
    const Document document = openFile(corpusPath("at1-codecs/embed_f16_fortran.at1"));
    const Npy npy = readNpy("embed_f16_fortran");
    ASSERT_EQ(npy.descr, "<f2");
    ASSERT_TRUE(npy.fortran);
    ASSERT_EQ(document.tables.size(), 1u);
    const auto cells = tableCells(*document.tables[0]);
    const std::size_t rows = npy.shape[0];
    ASSERT_EQ(cells.size(), rows + 1);
    ASSERT_EQ(cells[0].size(), npy.shape[1] + 1);
    for (std::size_t r = 0; r < rows; ++r) {
        for (std::size_t c = 0; c < npy.shape[1]; ++c) {
            // Column-major: element (r, c) is stored at c * rows + r.
            EXPECT_EQ(std::strtof(cells[r + 1][c + 1].c_str(), nullptr),
                      halfAt(npy.data, c * rows + r))
                << r << "," << c;
        }
    }
    const Node* meta = document.root->findByPath("file / stream set / stream 'meta'");
    ASSERT_NE(meta, nullptr);
    EXPECT_EQ(fieldText(*meta, "fortran_order"), "true");
    EXPECT_EQ(fieldText(*meta, "shape"), "(50, 32)");
}

TEST(At1EmbedTable, AComplexVectorShowsEachElementsBytesAsHex) {
    const Document document = openFile(corpusPath("at1-codecs/embed_c16.at1"));
    const Npy npy = readNpy("embed_c16");
    ASSERT_EQ(npy.descr, "<c16");
    ASSERT_EQ(document.tables.size(), 1u);
    const auto cells = tableCells(*document.tables[0]);
    ASSERT_EQ(cells.size(), npy.shape[0] + 1);
    EXPECT_EQ(cells[0], (std::vector<std::string>{"index", "value"}));
    for (std::size_t e = 0; e < npy.shape[0]; ++e) {
        std::string hex;
        for (std::size_t b = 0; b < 16; ++b) {
            char text[3];
            std::snprintf(text, sizeof text, "%02x",
                          static_cast<unsigned char>(npy.data[16 * e + b]));
            hex += text;
        }
        EXPECT_EQ(cells[e + 1][0], std::to_string(e));
        EXPECT_EQ(cells[e + 1][1], hex) << e;
    }
}

TEST(At1EmbedTable, InputThatIsNoWholeArrayHasNoTable) {
    for (const char* name :
         {"embed_not_npy", "embed_truncated_npy", "embed_empty", "embed_empty_array"}) {
        const Document document = openFile(corpusPath("at1-codecs/" + std::string(name) + ".at1"));
        EXPECT_TRUE(document.tables.empty()) << name;
        EXPECT_NE(document.payload, nullptr) << name;
    }
}

} // namespace
} // namespace strata::test
