#pragma once

#include "strata/archive_entry.h"
#include "strata/byte_source.h"
#include "strata/diagnostic.h"
#include "strata/job_control.h"
#include "strata/node.h"
#include "strata/payload.h"
#include "strata/table.h"

#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace strata {

class Format;

// What opening a file returns. Opening parses what the top of the tree needs; deeper nodes,
// table blocks and the payload decode on demand.
struct Document {
    const Format* format = nullptr; // nullptr when no format matched
    std::string formatName;         // "COLE", "ODB-2", ...; "unknown" when no format matched
    ByteSourcePtr source;
    std::unique_ptr<Node> root;
    std::vector<std::shared_ptr<const Table>> tables;
    std::shared_ptr<const Payload> payload;
    // The files a container of files holds (an AT-1 bundle), in stored order; such a document
    // has no payload of its own.
    std::vector<ArchiveEntry> entries;
    std::vector<Diagnostic> diagnostics;
    // What the file says of the format version or release that wrote it ("frame format 2, chunks
    // of format 5 (versionlz 1), b2nd metalayer v0"), for a person debugging a writer; empty
    // when the file says nothing of it.
    std::string writer;
    // Builds the tree again from what the open parsed, for a job that walks every part of the
    // file on a worker while the window expands nodes of its own tree (check, sizes): the units'
    // places and counts are then held once, not once a tree (issue 42). Empty for a document
    // made by hand.
    std::function<std::unique_ptr<Node>()> treeAgain;
    // What opening left for check to find, read then: a Blosc2 frame's chunk headers, which
    // opening does not read (issue 42). Empty when opening found all it can.
    std::function<std::vector<Diagnostic>(const JobControl&)> checkFindings;
};

} // namespace strata
