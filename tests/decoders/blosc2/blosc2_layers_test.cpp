// The decoded layers of every Blosc2 corpus file (issue 16): each block's codec output equals what
// the codec's own library (liblz4, libzstd, zlib, snappy) returns for each of its streams; each
// filter layer, filtered forward again by the simple definitions below, gives the layer before
// it; the last layer of a block is its bytes in the chunk's decoded layer, which are the bytes
// c-blosc2 (or c-blosc) returned for the file (corpus/blosc2/*.raw).
#include "strata/format_registry.h"
#include "strata/layer_cache.h"
#include "support/corpus.h"

#include <QJsonArray>
#include <QJsonObject>
#include <cstring>
#include <gtest/gtest.h>
#include <lz4.h>
#include <snappy-c.h>
#include <zdict.h>
#include <zlib.h>
#include <zstd.h>

namespace strata::test {
namespace {

using Bytes = std::vector<std::byte>;

struct ManifestFile {
    std::string name;
    std::string kind;
    std::string raw; // empty when the decoded bytes are not stored beside the file
};

std::vector<ManifestFile> manifestFiles() {
    std::vector<ManifestFile> files;
    for (const auto& value :
         readJson(corpusPath("blosc2/manifest.json")).object()["files"].toArray()) {
        const QJsonObject file = value.toObject();
        const bool rawUsable = !file["raw_file"].isNull() && file["content_defined"].toBool(true);
        files.push_back({file["file"].toString().toStdString(),
                         file["kind"].toString().toStdString(),
                         rawUsable ? file["raw_file"].toString().toStdString() : std::string()});
    }
    return files;
}

Bytes layerBytes(const Layer& layer) {
    const auto produced = layer.bytes();
    EXPECT_NE(produced, nullptr) << layer.path();
    if (produced == nullptr) {
        return {};
    }
    EXPECT_TRUE(produced->diagnostics.empty())
        << layer.path() << ": " << produced->diagnostics.front().message;
    const auto bytes = produced->source->bytes();
    return {bytes.begin(), bytes.end()};
}

const Layer* layerNamed(const Node& node, std::string_view name) {
    for (const auto& layer : node.layers()) {
        if (layer->name() == name) {
            return layer.get();
        }
    }
    return nullptr;
}

const Node* childLabelled(const Node& node, const std::string& label) {
    for (const auto& child : node.children()) {
        if (child->label() == label) {
            return child.get();
        }
    }
    return nullptr;
}

template <typename T> T fieldOf(const Node& node, std::string_view name) {
    for (const Field& field : node.fields()) {
        if (field.name == name) {
            return std::get<T>(field.value);
        }
    }
    ADD_FAILURE() << node.path() << " has no field " << name;
    return {};
}

// What the codec's own library makes of a stream's data.
Bytes libraryDecode(const std::string& codec, std::span<const std::byte> data, std::size_t size,
                    std::span<const std::byte> dictionary) {
    Bytes out(size);
    std::size_t written = 0;
    if (codec == "lz4" || codec == "lz4hc") {
        const int n = LZ4_decompress_safe_usingDict(
            reinterpret_cast<const char*>(data.data()), reinterpret_cast<char*>(out.data()),
            static_cast<int>(data.size()), static_cast<int>(size),
            reinterpret_cast<const char*>(dictionary.data()), static_cast<int>(dictionary.size()));
        written = n < 0 ? 0 : static_cast<std::size_t>(n);
    } else if (codec == "zstd") {
        ZSTD_DCtx* context = ZSTD_createDCtx();
        const std::size_t n =
            ZSTD_decompress_usingDict(context, out.data(), size, data.data(), data.size(),
                                      dictionary.data(), dictionary.size());
        ZSTD_freeDCtx(context);
        written = ZSTD_isError(n) ? 0 : n;
    } else if (codec == "zlib") {
        uLongf length = size;
        written = uncompress(reinterpret_cast<Bytef*>(out.data()), &length,
                             reinterpret_cast<const Bytef*>(data.data()), data.size()) == Z_OK
                      ? length
                      : 0;
    } else if (codec == "snappy") {
        std::size_t length = size;
        written = snappy_uncompress(reinterpret_cast<const char*>(data.data()), data.size(),
                                    reinterpret_cast<char*>(out.data()), &length) == SNAPPY_OK
                      ? length
                      : 0;
    } else {
        ADD_FAILURE() << "no library for " << codec;
    }
    EXPECT_EQ(written, size) << codec;
    return out;
}

// The filters forward, as c-blosc2 applies them (corpus README "Filters"), written plainly.
Bytes shuffle(const Bytes& in, std::size_t width) {
    Bytes out = in;
    const std::size_t elements = in.size() / width;
    for (std::size_t i = 0; i < elements; ++i) {
        for (std::size_t j = 0; j < width; ++j) {
            out[j * elements + i] = in[i * width + j];
        }
    }
    return out;
}

// Bit j of byte b of every element in a row of its own (row 8b + j), eight elements a byte.
Bytes bitshuffle(const Bytes& in, std::size_t typesize, bool blosc1) {
    Bytes out = in;
    const std::size_t elements = in.size() / typesize;
    const std::size_t count = blosc1 ? (elements % 8 == 0 ? elements : 0) : elements - elements % 8;
    const std::size_t rowBytes = count / 8;
    std::fill_n(out.begin(), count * typesize, std::byte{0});
    for (std::size_t i = 0; i < count; ++i) {
        for (std::size_t b = 0; b < typesize; ++b) {
            const auto byte = std::to_integer<unsigned>(in[i * typesize + b]);
            for (std::size_t j = 0; j < 8; ++j) {
                if ((byte >> j) & 1U) {
                    out[(8 * b + j) * rowBytes + i / 8] |= std::byte(1U << (i % 8));
                }
            }
        }
    }
    return out;
}

Bytes delta(const Bytes& in, std::size_t typesize, bool firstBlock, const Bytes& reference) {
    const std::size_t width = typesize == 1 || typesize == 2 || typesize == 4 || typesize == 8
                                  ? typesize
                              : typesize % 8 == 0 ? 8
                                                  : 1;
    const std::size_t covered = in.size() / width * width;
    Bytes out = in;
    for (std::size_t i = 0; i < covered; ++i) {
        if (firstBlock) {
            out[i] = i >= width ? in[i] ^ in[i - width] : in[i];
        } else if (i < reference.size()) {
            out[i] = in[i] ^ reference[i];
        }
    }
    return out;
}

// "shuffle, typesize 8" → 8
std::size_t typesizeIn(const std::string& origin) {
    const auto at = origin.find("typesize ");
    return at == std::string::npos ? 0 : std::stoul(origin.substr(at + 9));
}

struct ChunkCheck {
    const ManifestFile& file;
    const Node& chunk;
    Bytes decoded; // the chunk's decoded layer
    Bytes block0;  // its block 0, which delta XORs later blocks with
};

// Checks block `index`'s layers: codec output against the libraries, every filter step against
// its forward filter, the last step against the block's bytes in the chunk's layer.
void checkBlockLayers(const ChunkCheck& check, const Node& block, std::size_t index,
                      ByteRange inChunk, std::span<const std::byte> file) {
    const auto layers = block.layers();
    if (layers.empty()) {
        return;
    }
    const std::string what = check.file.name + " " + block.path();
    const std::string codec = layers[0]->name().substr(std::string_view("after ").size());
    std::span<const std::byte> dictionary;
    if (const Node* dict = childLabelled(check.chunk, "dictionary")) {
        const ByteRange range = dict->children()[1]->range();
        dictionary = file.subspan(range.offset, range.length);
    }
    const Bytes codecOutput = layerBytes(*layers[0]);
    ASSERT_EQ(codecOutput.size(), inChunk.length) << what;
    std::size_t streams = 0;
    for (const auto& child : block.children()) {
        if (child->layer() != block.layer() || child->label().rfind("stream ", 0) != 0) {
            continue;
        }
        ++streams;
        const Node& stream = *child;
        const auto kind = fieldOf<std::string>(stream, "kind");
        const auto rawOffset = fieldOf<std::uint64_t>(stream, "raw_offset");
        const auto rawLength = fieldOf<std::uint64_t>(stream, "raw_length");
        const auto data = file.subspan(fieldOf<std::uint64_t>(stream, "data_offset"),
                                       fieldOf<std::uint64_t>(stream, "data_length"));
        Bytes expected(rawLength);
        if (kind == "compressed" && codec != "blosclz") {
            // blosclz lives only inside c-blosc: its streams are checked through the final bytes.
            expected = libraryDecode(codec, data, rawLength, dictionary);
        } else if (kind == "raw") {
            expected.assign(data.begin(), data.end());
        } else if (kind == "run") {
            std::fill(expected.begin(), expected.end(),
                      std::byte(fieldOf<std::uint64_t>(stream, "run_byte")));
        } else if (kind != "zeros") {
            continue;
        }
        ASSERT_LE(rawOffset + rawLength, codecOutput.size()) << what;
        EXPECT_TRUE(std::equal(expected.begin(), expected.end(),
                               codecOutput.begin() + static_cast<std::ptrdiff_t>(rawOffset)))
            << what << " / " << stream.label() << " (" << kind << ")";
        // The stream's output is a node in the codec's layer, where it lies.
        const Node* output = Node::deepestAt(*layers[0], rawOffset);
        ASSERT_NE(output, nullptr);
        EXPECT_EQ(output->label(), "decoded " + stream.label()) << what;
        EXPECT_EQ(output->range(), (ByteRange{rawOffset, rawLength})) << what;
    }
    EXPECT_GT(streams, 0u) << what;
    const bool blosc1 = check.file.kind == "blosc1_chunk";
    Bytes before = codecOutput;
    for (std::size_t k = 1; k < layers.size(); ++k) {
        const Layer& layer = *layers[k];
        const Bytes after = layerBytes(layer);
        ASSERT_EQ(after.size(), before.size()) << layer.path();
        const std::size_t typesize = typesizeIn(layer.origin());
        ASSERT_GT(typesize, 0u) << layer.origin();
        Bytes refiltered;
        if (layer.name().starts_with("after shuffle")) {
            refiltered = shuffle(after, typesize);
        } else if (layer.name().starts_with("after bitshuffle")) {
            refiltered = bitshuffle(after, typesize, blosc1);
        } else if (layer.name().starts_with("after delta")) {
            refiltered = delta(after, typesize, index == 0, check.block0);
        } else {
            ASSERT_TRUE(layer.name().starts_with("after trunc_prec")) << layer.name();
            refiltered = after;
        }
        EXPECT_TRUE(refiltered == before) << layer.path() << " (" << layer.origin() << ")";
        before = after;
    }
    // The last step gives the block's final bytes, which lie in the chunk's layer.
    EXPECT_TRUE(std::equal(before.begin(), before.end(),
                           check.decoded.begin() + static_cast<std::ptrdiff_t>(inChunk.offset)))
        << what;
}

// Checks a chunk node's decoded layer and the layers of its blocks; returns the layer's bytes.
Bytes checkChunk(const ManifestFile& file, const Node& chunk, std::span<const std::byte> bytes) {
    chunk.children(); // a chunk's layers are made with its children, when it is expanded
    const Layer* layer = layerNamed(chunk, "decoded chunk");
    if (layer == nullptr) {
        return {};
    }
    ChunkCheck check{file, chunk, layerBytes(*layer), {}};
    if (const Node* first = Node::deepestAt(*layer, 0); first != nullptr && first != &chunk) {
        check.block0.assign(check.decoded.begin(),
                            check.decoded.begin() +
                                static_cast<std::ptrdiff_t>(first->range().length));
    }
    EXPECT_EQ(check.decoded.size(), layer->size().value_or(0)) << file.name;
    std::uint64_t position = 0;
    for (const auto& child : chunk.children()) {
        if (child->layer() != layer) {
            continue;
        }
        // The decoded blocks tile the chunk's layer, in order.
        EXPECT_EQ(child->range().offset, position) << file.name << " " << child->label();
        position = child->range().end();
        const std::size_t index =
            std::stoul(child->label().substr(std::string("decoded block ").size()));
        if (const Node* block = childLabelled(chunk, "block " + std::to_string(index))) {
            checkBlockLayers(check, *block, index, child->range(), bytes);
        }
    }
    EXPECT_EQ(position, check.decoded.size()) << file.name;
    return check.decoded;
}

class Blosc2Layers : public ::testing::TestWithParam<ManifestFile> {};

TEST_P(Blosc2Layers, CodecAndFilterLayersLeadToTheLibrarysBytes) {
    const ManifestFile& file = GetParam();
    const auto bytes = readFileBytes(corpusPath("blosc2/" + file.name));
    const Document document = openBytes(bytes, file.name);
    ASSERT_NE(document.root, nullptr);
    Bytes decoded;
    if (const Node* chunks = childLabelled(*document.root, "chunks")) {
        for (const auto& chunk : chunks->children()) {
            const Bytes part = checkChunk(file, *chunk, bytes);
            decoded.insert(decoded.end(), part.begin(), part.end());
        }
    } else {
        decoded = checkChunk(file, *document.root, bytes);
    }
    if (!file.raw.empty() && file.kind != "b2nd_array" && file.kind != "blosc2_lazy_chunk") {
        const auto raw = readFileBytes(corpusPath("blosc2/" + file.raw));
        ASSERT_EQ(decoded.size(), raw.size()) << file.name;
        const auto mismatch = std::mismatch(decoded.begin(), decoded.end(), raw.begin());
        EXPECT_EQ(mismatch.first - decoded.begin(), decoded.end() - decoded.begin()) << file.name;
    }
}

INSTANTIATE_TEST_SUITE_P(Files, Blosc2Layers, ::testing::ValuesIn(manifestFiles()),
                         [](const auto& info) {
                             std::string name = info.param.name;
                             for (char& c : name) {
                                 c = std::isalnum(static_cast<unsigned char>(c)) ? c : '_';
                             }
                             return name;
                         });

std::vector<std::string> layerNames(const Node& node) {
    std::vector<std::string> names;
    for (const auto& layer : node.layers()) {
        names.push_back(layer->name() + " | " + layer->origin());
    }
    return names;
}

TEST(Blosc2Layers, OpeningDecodesNoLayerAndPathsFindThem) {
    const std::uint64_t held = LayerCache::shared().heldBytes();
    const Document document = openFile(
        corpusPath("blosc2/filters/filt_3stage_truncprec_delta_shuffle_f64_blosclz.b2chunk"));
    // The pipeline is trunc_prec → delta → shuffle: decoding undoes it from the last slot.
    const Layer* delta = document.root->findLayerByPath("file / block 1 :: after delta");
    ASSERT_NE(delta, nullptr);
    const Node& block = *delta->owner();
    EXPECT_EQ(layerNames(block),
              (std::vector<std::string>{
                  "after blosclz | blosclz, 8 streams, 13,094 → 16,384 bytes",
                  "after shuffle | shuffle, typesize 8",
                  "after delta | delta, typesize 8, against block 0",
                  "after trunc_prec | trunc_prec, typesize 8, nothing to undo (filters_meta 32)"}));
    const Layer* chunk = document.root->findLayerByPath("file :: decoded chunk");
    ASSERT_NE(chunk, nullptr);
    EXPECT_EQ(Node::deepestAt(*chunk, *delta->size() + 5)->label(), "decoded block 1");
    EXPECT_EQ(LayerCache::shared().heldBytes(), held) << "finding layers decodes none";
}

TEST(Blosc2Layers, AFramesChunkHasItsLayersOnceExpanded) {
    const Document document = openFile(corpusPath("blosc2/frames/frame_meta_lz4_f64.b2frame"));
    const Layer* chunk = document.root->findLayerByPath("file / chunks / chunk 2 :: decoded chunk");
    ASSERT_NE(chunk, nullptr);
    EXPECT_EQ(chunk->size(), 32000u);
    const auto raw = readFileBytes(corpusPath("blosc2/frames/frame_meta_lz4_f64.raw"));
    EXPECT_TRUE(layerBytes(*chunk) == Bytes(raw.begin() + 64000, raw.begin() + 96000));
    const Layer* bits =
        document.root->findLayerByPath("file / chunks / chunk 2 / block 0 :: after bitshuffle");
    ASSERT_NE(bits, nullptr);
    EXPECT_EQ(bits->origin(), "bitshuffle, typesize 8");
    EXPECT_TRUE(layerBytes(*bits) == layerBytes(*chunk));
}

// codec_lz4_shuffle_f64sine: 3 blocks of 32768 bytes (the last 30464), 8 streams each but the
// last; the first lz4 stream of block 1 after stream 0 is damaged.
TEST(Blosc2Layers, ADamagedStreamGivesAPartialLayerAndSaysWhere) {
    const std::string name = "blosc2/codecs/codec_lz4_shuffle_f64sine.b2chunk";
    auto bytes = readFileBytes(corpusPath(name));
    const Document intact = openBytes(bytes, "intact.b2chunk");
    const Layer* intactCodec = intact.root->findLayerByPath("file / block 1 :: after lz4");
    ASSERT_NE(intactCodec, nullptr);
    const Bytes intactBytes = layerBytes(*intactCodec);
    const Node* stream = nullptr;
    for (int j = 1; j < 8 && stream == nullptr; ++j) {
        const Node* candidate =
            intact.root->findByPath("file / block 1 / stream " + std::to_string(j));
        ASSERT_NE(candidate, nullptr);
        if (fieldOf<std::string>(*candidate, "kind") == "compressed") {
            stream = candidate;
        }
    }
    ASSERT_NE(stream, nullptr);
    const auto dataOffset = fieldOf<std::uint64_t>(*stream, "data_offset");
    const auto rawOffset = fieldOf<std::uint64_t>(*stream, "raw_offset");
    ASSERT_GT(rawOffset, 0u);
    // Literal lengths that run past the end of the stream's data.
    std::fill_n(bytes.begin() + static_cast<std::ptrdiff_t>(dataOffset),
                fieldOf<std::uint64_t>(*stream, "data_length"), std::byte{0xff});

    const Document damaged = openBytes(bytes, "damaged.b2chunk");
    const Layer* codec = damaged.root->findLayerByPath("file / block 1 :: after lz4");
    ASSERT_NE(codec, nullptr);
    const auto partial = codec->bytes();
    ASSERT_NE(partial, nullptr);
    const auto kept = partial->source->bytes();
    EXPECT_GE(kept.size(), rawOffset);
    EXPECT_LT(kept.size(), rawOffset + 4096);
    EXPECT_TRUE(std::equal(kept.begin(), kept.begin() + static_cast<std::ptrdiff_t>(rawOffset),
                           intactBytes.begin()))
        << "the streams before the damage decode";
    ASSERT_EQ(partial->diagnostics.size(), 1u);
    EXPECT_EQ(partial->diagnostics[0].offset, dataOffset);
    EXPECT_EQ(partial->diagnostics[0].nodePath, "file / block 1");
    EXPECT_NE(partial->diagnostics[0].message.find(stream->label()), std::string::npos)
        << partial->diagnostics[0].message;

    const Layer* unshuffled = damaged.root->findLayerByPath("file / block 1 :: after shuffle");
    ASSERT_NE(unshuffled, nullptr);
    const auto none = unshuffled->bytes();
    EXPECT_EQ(none->source->size(), 0u);
    ASSERT_EQ(none->diagnostics.size(), 1u);
    EXPECT_EQ(none->diagnostics[0].offset, dataOffset);

    // The chunk's layer reads the block as zeros and keeps the others.
    const auto chunk = damaged.root->findLayerByPath("file :: decoded chunk")->bytes();
    const auto raw = readFileBytes(corpusPath("blosc2/codecs/codec_lz4_shuffle_f64sine.raw"));
    const auto decoded = chunk->source->bytes();
    ASSERT_EQ(decoded.size(), raw.size());
    EXPECT_TRUE(std::equal(decoded.begin(), decoded.begin() + 32768, raw.begin()));
    EXPECT_TRUE(std::all_of(decoded.begin() + 32768, decoded.begin() + 65536,
                            [](std::byte b) { return b == std::byte{0}; }));
    EXPECT_TRUE(std::equal(decoded.begin() + 65536, decoded.end(), raw.begin() + 65536));
    ASSERT_EQ(chunk->diagnostics.size(), 1u);
    EXPECT_EQ(chunk->diagnostics[0].offset, dataOffset);
    EXPECT_EQ(chunk->diagnostics[0].nodePath, "file / block 1");
}

// A csize that runs block 1's stream 5 into block 2 damages the block's layout: its codec layer
// keeps streams 0 to 4, and the diagnostic points at that csize.
TEST(Blosc2Layers, ABlockDamagedInItsLayoutKeepsTheStreamsBeforeTheDamage) {
    auto bytes = readFileBytes(corpusPath("blosc2/codecs/codec_lz4_shuffle_f64sine.b2chunk"));
    const Document intact = openBytes(bytes, "intact.b2chunk");
    const Bytes intactBytes =
        layerBytes(*intact.root->findLayerByPath("file / block 1 :: after lz4"));
    const Node* stream = intact.root->findByPath("file / block 1 / stream 5");
    ASSERT_NE(stream, nullptr);
    const std::uint64_t csizeAt = stream->range().offset;
    const std::int32_t csize = 30000;
    std::memcpy(bytes.data() + csizeAt, &csize, 4);

    const Document damaged = openBytes(bytes, "damaged.b2chunk");
    const Layer* codec = damaged.root->findLayerByPath("file / block 1 :: after lz4");
    ASSERT_NE(codec, nullptr);
    const auto partial = codec->bytes();
    ASSERT_NE(partial, nullptr);
    const auto kept = partial->source->bytes();
    ASSERT_EQ(kept.size(), 5u * 4096u);
    EXPECT_TRUE(std::equal(kept.begin(), kept.end(), intactBytes.begin()));
    ASSERT_EQ(partial->diagnostics.size(), 1u);
    EXPECT_EQ(partial->diagnostics[0].offset, csizeAt);
    EXPECT_NE(partial->diagnostics[0].message.find("stream 5 of 30000 bytes overruns"),
              std::string::npos)
        << partial->diagnostics[0].message;
    EXPECT_EQ(
        damaged.root->findLayerByPath("file / block 1 :: after shuffle")->bytes()->source->size(),
        0u);
}

// lazychunk_from_frame_chunk1 is chunk 1 of frame_zstd_i32_6chunks (corpus manifest): its
// trailer says where its one block lies in that frame, where the frame's tree has it.
TEST(Blosc2Layers, ALazyChunkSaysWhereItsBlocksAreInTheFrame) {
    const Document lazy = openFile(corpusPath("blosc2/frames/lazychunk_from_frame_chunk1.b2lazy"));
    const Node* entry = lazy.root->findByPath("file / lazy trailer / block 0 in the frame");
    ASSERT_NE(entry, nullptr);
    EXPECT_EQ(entry->value(), "431 bytes at frame offset 603");
    EXPECT_EQ(entry->range(), (ByteRange{48, 4}));
    EXPECT_EQ(lazy.root->findByPath("file / lazy trailer / offset")->value(), "567");

    const Document frame = openFile(corpusPath("blosc2/frames/frame_zstd_i32_6chunks.b2frame"));
    const Node* block = frame.root->findByPath("file / chunks / chunk 1 / block 0");
    ASSERT_NE(block, nullptr);
    EXPECT_EQ(block->range(), (ByteRange{603, 431}));
}

// dict_zstd_text holds a trained zstd dictionary; dict_lz4_text raw samples.
TEST(Blosc2Layers, TheDictionaryShowsItsIdAndTheCodecLayerSaysItUsesIt) {
    const auto bytes = readFileBytes(corpusPath("blosc2/dict/dict_zstd_text.b2chunk"));
    const Document document = openBytes(bytes, "dict.b2chunk");
    const Node* data = document.root->findByPath("file / dictionary / dictionary data");
    ASSERT_NE(data, nullptr);
    const unsigned id = ZDICT_getDictID(bytes.data() + data->range().offset, data->range().length);
    ASSERT_NE(id, 0u);
    EXPECT_EQ(
        document.root->findByPath("file / dictionary / dictionary data / dictionary ID")->value(),
        std::to_string(id));
    const Layer* codec = document.root->findLayerByPath("file / block 0 :: after zstd");
    ASSERT_NE(codec, nullptr);
    EXPECT_NE(codec->origin().find("with the chunk's " + std::to_string(data->range().length) +
                                   "-byte dictionary"),
              std::string::npos)
        << codec->origin();

    const Document lz4 = openFile(corpusPath("blosc2/dict/dict_lz4_text.b2chunk"));
    const Node* samples = lz4.root->findByPath("file / dictionary / dictionary data");
    ASSERT_NE(samples, nullptr);
    EXPECT_EQ(samples->value(), std::to_string(samples->range().length) + " bytes, raw content");
}

} // namespace
} // namespace strata::test
