#pragma once

#include "strata/byte_source.h"
#include "strata/document_diff.h"
#include "strata/payload.h"

#include <optional>
#include <vector>

namespace strata {

// True when the two sources hold the same bytes; reads them through in slices, giving back the
// pages read (memory stays flat on multi-GB files).
bool sameBytes(const ByteSource& a, const ByteSource& b, const JobControl& control);

// The ranges where two byte sources differ, aligned across inserted and deleted bytes: the
// common head and tail are passed by comparing slices; in between, blocks of A hashed into a
// table are looked for at every offset of B (a rolling hash, as rsync does), each match extended
// both ways into an anchor; what lies between anchors goes to Myers' diff when small, else is one
// replaced range. Memory: a table of at most about a million blocks of A, whatever the size.
ByteDiff diffBytes(const ByteSource& a, const ByteSource& b, std::size_t maxListed,
                   const JobControl& control);

// A payload's bytes as a source: in memory while small, else in a temporary file that is mapped
// and unlinked at once (so comparing multi-GB payloads keeps memory flat). Problems go to
// `diagnostics`; nullptr when the temporary file cannot be written or the job was cancelled.
ByteSourcePtr payloadBytes(const Payload& payload, std::vector<Diagnostic>& diagnostics,
                           const JobControl& control);

// Two payloads of the same known size compared as they are produced, position by position (A's
// on a thread of its own, B's on the calling thread), without writing them anywhere: bytes that
// differ gather into islands (runs of difference less than 32 equal bytes apart), each aligned
// by Myers' diff as diffBytes aligns its gaps. nullopt when the sizes are unknown or differ, or an
// island outgrows 64 KiB (inserted or deleted bytes shift everything after them: the caller then
// aligns the whole payloads with payloadBytes and diffBytes), or the job was cancelled.
std::optional<ByteDiff> diffPayloadsInStep(const Payload& a, const Payload& b,
                                           std::vector<Diagnostic>& diagnosticsA,
                                           std::vector<Diagnostic>& diagnosticsB,
                                           std::size_t maxListed, const JobControl& control);

} // namespace strata
