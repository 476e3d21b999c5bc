#include "strata/layer.h"

#include "strata/layer_cache.h"
#include "strata/node.h"
#include "strata/value_text.h"

namespace strata {

Layer::Layer(std::string name, std::string origin, std::optional<std::uint64_t> size,
             Producer producer)
    : m_name(std::move(name))
    , m_origin(std::move(origin))
    , m_size(size)
    , m_producer(std::move(producer)) {}

Layer::~Layer() {
    if (const auto held = m_bytes.lock()) {
        LayerCache::shared().drop(held.get());
    }
}

std::string layerOriginText(std::string_view how, std::uint64_t from,
                            std::optional<std::uint64_t> to) {
    std::string out(how);
    out += ", " + groupedDigits(from);
    if (to) {
        out += " \u2192 " + groupedDigits(*to);
    }
    return out + " bytes";
}

std::string Layer::path() const {
    std::string out = m_owner != nullptr ? m_owner->path() : std::string();
    out += layerPathSeparator;
    out += m_name;
    return out;
}

std::shared_ptr<const LayerBytes> Layer::bytes(const JobControl& control) const {
    std::lock_guard lock(m_mutex);
    if (auto held = m_bytes.lock()) {
        LayerCache::shared().keep(held);
        return held;
    }
    auto produced = std::make_shared<LayerBytes>(m_producer(control));
    if (control.cancelled()) {
        return nullptr;
    }
    if (produced->source == nullptr) {
        produced->source = ByteSource::fromBuffer({}, m_name);
    }
    if (m_whenProduced) {
        m_whenProduced(produced->source->size());
    }
    std::shared_ptr<const LayerBytes> bytes = std::move(produced);
    m_bytes = bytes;
    LayerCache::shared().keep(bytes);
    return bytes;
}

} // namespace strata
