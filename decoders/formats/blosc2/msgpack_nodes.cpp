#include "formats/blosc2/msgpack_nodes.h"

#include "core/printable_text.h"
#include "strata/value_text.h"

#include <bit>
#include <vector>

namespace strata::blosc2 {
namespace {

constexpr std::size_t maxDepth = 64;
// A tree of more values is cut there: a person reads none of that size, and every value is a node.
constexpr std::uint64_t maxValues = 100000;
// A string's value shows at most this many bytes (the node's range covers them all).
constexpr std::size_t textPreview = 200;

struct Truncated {
    std::uint64_t at; // where the field that the bytes run out in starts
};

// Reads msgpack values off `bytes`, building nodes; ranges are relative to the start plus base.
class MsgpackTree {
public:
    MsgpackTree(std::span<const std::byte> bytes, std::uint64_t base)
        : m_bytes(bytes)
        , m_base(base) {}

    // The value at the current position as a node (its children read too).
    std::unique_ptr<Node> value(std::string label, std::size_t depth) {
        const std::uint64_t start = m_at;
        ++m_values;
        const std::uint8_t marker = byte();
        auto node = [&](NodeKind kind, std::string text) {
            return std::make_unique<Node>(std::move(label), kind,
                                          ByteRange{m_base + start, m_at - start}, std::move(text));
        };
        if (marker <= 0x7f) {
            return node(NodeKind::Metadata, std::to_string(marker));
        }
        if (marker >= 0xe0) {
            return node(NodeKind::Metadata, std::to_string(static_cast<std::int8_t>(marker)));
        }
        if ((marker & 0xf0) == 0x80 || (marker & 0xf0) == 0x90) {
            return container(std::move(label), start, marker & 0x0f, marker < 0x90, depth);
        }
        if ((marker & 0xe0) == 0xa0) {
            return node(NodeKind::Metadata, text(marker & 0x1f));
        }
        switch (marker) {
        case 0xc0:
            return node(NodeKind::Metadata, "nil");
        case 0xc2:
            return node(NodeKind::Metadata, "false");
        case 0xc3:
            return node(NodeKind::Metadata, "true");
        case 0xc4:
        case 0xc5:
        case 0xc6: {
            const std::uint64_t size = unsignedOf(std::size_t{1} << (marker - 0xc4));
            skip(size);
            return node(NodeKind::Metadata, countText(size, "byte"));
        }
        case 0xc7:
        case 0xc8:
        case 0xc9: {
            const std::uint64_t size = unsignedOf(std::size_t{1} << (marker - 0xc7));
            return extension(node, size);
        }
        case 0xca: {
            const auto bits = static_cast<std::uint32_t>(unsignedOf(4));
            std::string out;
            appendShortest(out, std::bit_cast<float>(bits));
            return node(NodeKind::Metadata, out);
        }
        case 0xcb: {
            const std::uint64_t bits = unsignedOf(8);
            std::string out;
            appendShortest(out, std::bit_cast<double>(bits));
            return node(NodeKind::Metadata, out);
        }
        case 0xcc:
        case 0xcd:
        case 0xce:
        case 0xcf:
            return node(NodeKind::Metadata,
                        std::to_string(unsignedOf(std::size_t{1} << (marker - 0xcc))));
        case 0xd0:
        case 0xd1:
        case 0xd2:
        case 0xd3: {
            const std::size_t width = std::size_t{1} << (marker - 0xd0);
            const std::uint64_t raw = unsignedOf(width);
            // Sign-extend from the stored width.
            const unsigned shift = static_cast<unsigned>(64 - 8 * width);
            return node(NodeKind::Metadata,
                        std::to_string(static_cast<std::int64_t>(raw << shift) >> shift));
        }
        case 0xd4:
        case 0xd5:
        case 0xd6:
        case 0xd7:
        case 0xd8:
            return extension(node, std::uint64_t{1} << (marker - 0xd4));
        case 0xd9:
        case 0xda:
        case 0xdb:
            return node(NodeKind::Metadata, text(unsignedOf(std::size_t{1} << (marker - 0xd9))));
        case 0xdc:
        case 0xdd:
            return container(std::move(label), start, unsignedOf(marker == 0xdc ? 2 : 4), false,
                             depth);
        case 0xde:
        case 0xdf:
            return container(std::move(label), start, unsignedOf(marker == 0xde ? 2 : 4), true,
                             depth);
        default: // 0xc1 is never used
            return node(NodeKind::Damaged, "0xc1 is no msgpack type");
        }
    }

private:
    template <typename MakeNode>
    std::unique_ptr<Node> extension(MakeNode& node, std::uint64_t size) {
        const auto type = static_cast<std::int8_t>(byte());
        skip(size);
        return node(NodeKind::Metadata,
                    "ext type " + std::to_string(type) + ", " + countText(size, "byte"));
    }

    std::unique_ptr<Node> container(std::string label, std::uint64_t start, std::uint64_t count,
                                    bool map, std::size_t depth) {
        // The children first: a node clamps what it takes into its range, known at the end.
        std::vector<std::unique_ptr<Node>> children;
        if (depth >= maxDepth) {
            children.push_back(cut(m_at, "msgpack nested deeper than " + std::to_string(maxDepth) +
                                             " levels: not read further"));
        }
        try {
            for (std::uint64_t i = 0; i < count && !m_cut; ++i) {
                if (m_values >= maxValues) {
                    children.push_back(cut(m_at,
                                           "more than " + std::to_string(maxValues) +
                                               " values: the rest is not shown",
                                           NodeKind::Metadata));
                    break;
                }
                if (!map) {
                    children.push_back(value("[" + std::to_string(i) + "]", depth + 1));
                    continue;
                }
                const std::uint64_t keyStart = m_at;
                auto key = value("key", depth + 1);
                std::string name = key->children().empty() ? key->value() : key->label();
                if (name.size() >= 2 && name.front() == '"' && name.back() == '"') {
                    name = name.substr(1, name.size() - 2);
                }
                if (m_cut) {
                    break;
                }
                auto entry = value(name, depth + 1);
                entry->setRange({m_base + keyStart, m_at - keyStart});
                children.push_back(std::move(entry));
            }
        } catch (const Truncated& truncated) {
            children.push_back(cut(truncated.at, "msgpack value cut off at offset " +
                                                     std::to_string(m_base + truncated.at)));
        }
        auto node = std::make_unique<Node>(
            std::move(label), NodeKind::Metadata, ByteRange{m_base + start, m_at - start},
            map ? (count == 1 ? std::string("1 entry") : std::to_string(count) + " entries")
                : countText(count, "item"));
        for (auto& child : children) {
            node->addChild(std::move(child));
        }
        return node;
    }

    // The value ends here: what follows is not read (the node returned, over it, says why).
    std::unique_ptr<Node> cut(std::uint64_t at, std::string why,
                              NodeKind kind = NodeKind::Damaged) {
        m_cut = true;
        const std::uint64_t from = std::min<std::uint64_t>(at, m_bytes.size());
        m_at = m_bytes.size();
        return std::make_unique<Node>(kind == NodeKind::Damaged ? "damage" : "not shown", kind,
                                      ByteRange{m_base + from, m_bytes.size() - from},
                                      std::move(why));
    }

    std::uint8_t byte() {
        if (m_at >= m_bytes.size()) {
            throw Truncated{m_at};
        }
        return std::to_integer<std::uint8_t>(m_bytes[m_at++]);
    }

    // A big-endian unsigned integer of `width` bytes (msgpack is big-endian).
    std::uint64_t unsignedOf(std::size_t width) {
        if (m_bytes.size() - m_at < width) {
            throw Truncated{m_at};
        }
        std::uint64_t value = 0;
        for (std::size_t i = 0; i < width; ++i) {
            value = value << 8 | std::to_integer<std::uint64_t>(m_bytes[m_at + i]);
        }
        m_at += width;
        return value;
    }

    void skip(std::uint64_t size) {
        if (m_bytes.size() - m_at < size) {
            throw Truncated{m_at};
        }
        m_at += size;
    }

    std::string text(std::uint64_t size) {
        const std::uint64_t start = m_at;
        skip(size);
        const std::string_view chars(reinterpret_cast<const char*>(m_bytes.data() + start), size);
        return "\"" + printableText(chars, textPreview) + "\"";
    }

    std::span<const std::byte> m_bytes;
    std::uint64_t m_base;
    std::uint64_t m_at = 0;
    std::uint64_t m_values = 0;
    bool m_cut = false; // a value ended early: the containers around it end too
};

} // namespace

std::unique_ptr<Node> msgpackNode(std::string label, std::span<const std::byte> bytes,
                                  std::uint64_t base) {
    MsgpackTree tree(bytes, base);
    try {
        return tree.value(std::move(label), 0);
    } catch (const Truncated& truncated) {
        return std::make_unique<Node>(
            std::move(label), NodeKind::Damaged, ByteRange{base, bytes.size()},
            "msgpack value cut off at offset " + std::to_string(base + truncated.at));
    }
}

} // namespace strata::blosc2
