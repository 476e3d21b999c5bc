#pragma once

#include "strata/job_control.h"
#include "strata/table.h"

#include <cstddef>
#include <functional>
#include <span>

namespace strata {

// Decodes the listed blocks of a table a few at a time on worker threads and hands each to
// `consume` in list order, on the calling thread. At most threads + 1 blocks are in memory, so
// memory stays flat however big the table. Returns false when the job was cancelled.
bool decodeBlocksInOrder(const Table& table, std::span<const std::size_t> blocks,
                         const JobControl& control,
                         const std::function<void(std::size_t block, BlockData& data)>& consume);

} // namespace strata
