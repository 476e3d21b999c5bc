#include "model/table/block_cache.h"

namespace strata::model {

std::uint64_t BlockCache::estimateBytes(const BlockData& data) {
    std::uint64_t bytes = sizeof(BlockData);
    for (const auto& column : data.columns) {
        bytes += data.rowCount * 9; // a value and a missing flag per row
        if (column.type() == LogicalType::String) {
            // Strings keep their bytes beside the offsets.
            bytes += data.rowCount * 8;
        }
    }
    return bytes;
}

std::shared_ptr<const BlockData> BlockCache::find(std::size_t block) {
    const auto it = m_entries.find(block);
    if (it == m_entries.end()) {
        return nullptr;
    }
    m_order.splice(m_order.begin(), m_order, it->second);
    return it->second->data;
}

void BlockCache::insert(std::size_t block, std::shared_ptr<const BlockData> data) {
    if (const auto it = m_entries.find(block); it != m_entries.end()) {
        m_bytesUsed -= it->second->bytes;
        m_order.erase(it->second);
        m_entries.erase(it);
    }
    const std::uint64_t bytes = estimateBytes(*data);
    m_order.push_front({block, std::move(data), bytes});
    m_entries[block] = m_order.begin();
    m_bytesUsed += bytes;
    evict();
}

std::vector<std::pair<std::size_t, std::shared_ptr<const BlockData>>> BlockCache::entries() const {
    std::vector<std::pair<std::size_t, std::shared_ptr<const BlockData>>> all;
    all.reserve(m_order.size());
    for (const Entry& entry : m_order) {
        all.emplace_back(entry.block, entry.data);
    }
    return all;
}

void BlockCache::setByteLimit(std::uint64_t bytes) {
    m_byteLimit = bytes;
    evict();
}

void BlockCache::evict() {
    // The newest block always stays, even when it alone exceeds the limit.
    while (m_bytesUsed > m_byteLimit && m_order.size() > 1) {
        const Entry& last = m_order.back();
        m_bytesUsed -= last.bytes;
        m_entries.erase(last.block);
        m_order.pop_back();
    }
}

} // namespace strata::model
