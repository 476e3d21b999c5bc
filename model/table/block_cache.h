#pragma once

#include "strata/table.h"

#include <cstddef>
#include <cstdint>
#include <list>
#include <memory>
#include <unordered_map>
#include <utility>
#include <vector>

namespace strata::model {

// A bounded least-recently-used cache of decoded table blocks, sized by an estimate of their
// memory. Used only from the GUI thread.
class BlockCache {
public:
    explicit BlockCache(std::uint64_t byteLimit)
        : m_byteLimit(byteLimit) {}

    std::shared_ptr<const BlockData> find(std::size_t block);
    void insert(std::size_t block, std::shared_ptr<const BlockData> data);
    void setByteLimit(std::uint64_t bytes);
    std::uint64_t bytesUsed() const { return m_bytesUsed; }
    std::size_t size() const { return m_entries.size(); }
    // Every cached block, by block index (the order is unspecified).
    std::vector<std::pair<std::size_t, std::shared_ptr<const BlockData>>> entries() const;

    static std::uint64_t estimateBytes(const BlockData& data);

private:
    void evict();

    struct Entry {
        std::size_t block;
        std::shared_ptr<const BlockData> data;
        std::uint64_t bytes;
    };
    std::uint64_t m_byteLimit;
    std::uint64_t m_bytesUsed = 0;
    std::list<Entry> m_order; // most recent first
    std::unordered_map<std::size_t, std::list<Entry>::iterator> m_entries;
};

} // namespace strata::model
