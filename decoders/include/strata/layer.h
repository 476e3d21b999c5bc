#pragma once

#include "strata/byte_source.h"
#include "strata/diagnostic.h"
#include "strata/job_control.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace strata {

class Node;

// What producing a layer gave: its bytes as a source the hex view, Find and the data inspector
// read like a file, and what went wrong. A damaged layer keeps what decoded before the damage.
struct LayerBytes {
    ByteSourcePtr source;
    std::vector<Diagnostic> diagnostics; // offsets are file offsets, like every diagnostic
};

// A byte space other than the file: bytes made from other bytes (a decompressed stream, a Blosc2
// block after its codec or after one filter, a rebuilt original). A node's range lies in the file
// or in one layer (Node::layer()); a layer belongs to the node whose bytes it is made from
// (Node::addLayer). Producing one decodes; nothing is produced to open a file.
class Layer {
public:
    // Makes the bytes, off the GUI thread; stops early (returning what it has) once cancelled.
    using Producer = std::function<LayerBytes(const JobControl& control)>;

    // `origin` says how the bytes were made ("xz, 21,832 → 128,943 bytes"); `size` is the
    // decoded size where the file states it before decoding.
    Layer(std::string name, std::string origin, std::optional<std::uint64_t> size,
          Producer producer);
    ~Layer();

    Layer(const Layer&) = delete;
    Layer& operator=(const Layer&) = delete;

    const std::string& name() const { return m_name; }
    const std::string& origin() const { return m_origin; }
    std::optional<std::uint64_t> size() const { return m_size; }
    // The node it belongs to; set by Node::addLayer.
    const Node* owner() const { return m_owner; }
    // The owner's path and the layer's name: "file / chunk 2 / block 3 :: after bitshuffle".
    std::string path() const;

    // The bytes, produced on first use and shared while anybody holds them; LayerCache keeps
    // the most recent ones within its memory bound. Thread-safe: a second caller waits for the
    // first. nullptr when `control` cancelled the production.
    std::shared_ptr<const LayerBytes> bytes(const JobControl& control = {}) const;
    // Runs `produced` with the bytes' size whenever they are produced, on the thread that
    // produced them: for a layer whose size the file does not state, a node whose extent is the
    // whole layer learns it (AT-1's `lines`). Set before anybody asks for the bytes.
    void setWhenProduced(std::function<void(std::uint64_t size)> produced) {
        m_whenProduced = std::move(produced);
    }

private:
    friend class Node;

    std::string m_name;
    std::string m_origin;
    std::optional<std::uint64_t> m_size;
    Producer m_producer;
    std::function<void(std::uint64_t size)> m_whenProduced;
    const Node* m_owner = nullptr;

    mutable std::mutex m_mutex;
    mutable std::weak_ptr<const LayerBytes> m_bytes;
};

// How a layer was made, as its origin says it: "xz, 21,832 → 128,943 bytes"; without a known
// result size "xz, 21,832 bytes".
std::string layerOriginText(std::string_view how, std::uint64_t from,
                            std::optional<std::uint64_t> to);

// The separator between a layer's owner path and its name in Layer::path().
inline constexpr std::string_view layerPathSeparator = " :: ";

} // namespace strata
