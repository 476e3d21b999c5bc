#include "formats/at1/codecs/query/qjson2_codec.h"

#include "core/worker_pool.h"
#include "formats/at1/codecs/query/query_codec.h"
#include "formats/at1/codecs/query/query_table.h"
#include "formats/at1/decoded_reader.h"
#include "strata/decode_error.h"

#include <algorithm>
#include <atomic>
#include <charconv>
#include <exception>
#include <numeric>

namespace strata::at1 {
namespace {

// at1-codecs.md section 8: "nt <= 64 is checked".
constexpr std::uint64_t maxTemplates = 64;

// One template's lines: its qjson set rebuilt by the codec-8 decoder, then split on '\n'.
struct TemplateLines {
    std::string text;
    std::vector<std::string_view> lines;
    std::size_t next = 0;
};

// Template i's streams are the set's `t<i>:` streams with that prefix removed; the sub-set is
// written without a trailing newline, so its split gives exactly its lines. Its `blocks` stream
// may use any backend (section 8, notes): the corpus's valid files store it, its malformed ones
// compress it with xz.
QueryLayout readTemplateLayout(const ByteSource& source, const StreamSet& nested) {
    return readQueryLayout(source, nested, true, QueryBlocks::AnyBackend);
}

// meta: `varint nlines, byte trailing, varint nt` (section 8); nt is checked.
struct QJson2Meta {
    LineMeta lines;
    std::uint64_t templates = 0;
};

QJson2Meta readMeta(CodecStreams& streams) {
    StreamCursor cursor = streams.cursor("meta");
    QJson2Meta meta;
    meta.lines = readLineMeta(cursor);
    meta.templates = cursor.varint("nt");
    if (meta.templates > maxTemplates) {
        cursor.fail("nt " + std::to_string(meta.templates) + " is more than the " +
                    std::to_string(maxTemplates) + " templates a file may hold");
    }
    return meta;
}

void rebuildTemplate(const ByteSource& source, const StreamSet& nested, std::uint64_t index,
                     TemplateLines& lines) {
    std::uint64_t lineCount = 0;
    try {
        const QueryLayout layout = readTemplateLayout(source, nested);
        rebuildQuery(source, nested, layout, lines.text);
        lineCount = layout.nlines;
    } catch (const DecodeError& error) {
        throw DecodeError(error.offset(), "template " + std::to_string(index) + " (streams '" +
                                              qjson2TemplatePrefix(index) + "'): " + error.what());
    }
    // The text has nlines lines once rebuilt; never more than its bytes allow.
    lines.lines.reserve(std::min<std::uint64_t>(lineCount, lines.text.size() + 1));
    splitLines(lines.text, lines.lines);
}

// Each template's stream set: the set's `t<i>:` streams with that prefix removed, as
// nestedStreamSet gives them, found in one pass over the set rather than one per template.
std::vector<StreamSet> templateStreamSets(const StreamSet& set, std::uint64_t templateCount) {
    std::vector<StreamSet> nested(templateCount);
    for (StreamSet& templateSet : nested) {
        templateSet.range = set.range;
    }
    for (const StreamEntry& entry : set.streams) {
        const std::string_view name = entry.name;
        const std::size_t colon = name.find(':');
        std::uint64_t index = 0;
        // The prefix as qjson2TemplatePrefix writes it: no leading zero.
        if (name.size() < 3 || name[0] != 't' || colon == std::string_view::npos ||
            (name[1] == '0' && colon != 2) ||
            std::from_chars(name.data() + 1, name.data() + colon, index).ptr !=
                name.data() + colon ||
            index >= templateCount) {
            continue;
        }
        StreamEntry& inner = nested[index].streams.emplace_back(entry);
        inner.name.erase(0, colon + 1);
    }
    return nested;
}

// The order templates are taken in: largest stored streams first, so that the last ones taken
// are small and both threads end close together.
std::vector<std::uint64_t> templateOrder(const std::vector<StreamSet>& templateSets) {
    std::vector<std::uint64_t> bytes;
    for (const StreamSet& set : templateSets) {
        std::uint64_t sum = 0;
        for (const StreamEntry& entry : set.streams) {
            sum += entry.payload.length;
        }
        bytes.push_back(sum);
    }
    std::vector<std::uint64_t> order(templateSets.size());
    std::iota(order.begin(), order.end(), std::uint64_t{0});
    std::stable_sort(order.begin(), order.end(),
                     [&bytes](std::uint64_t a, std::uint64_t b) { return bytes[a] > bytes[b]; });
    return order;
}

} // namespace

void rebuildQJson2(CodecStreams& streams, std::string& out) {
    const auto [lines, templateCount] = readMeta(streams);
    const auto [nlines, trailing] = lines;
    std::vector<TemplateLines> templates(templateCount);
    // Templates are independent qjson sets: this thread and one pool task take them one by one,
    // largest first, until none is left, so both cores share a file of many templates
    // (qjson2_many_shapes has 25) and end together however late the pool thread wakes (13-23 us
    // after it is handed the task on this machine, sometimes far more). One task, not one per
    // template: handing each to the pool woke a thread per template, and the wake-ups took a
    // fifth of the time. A template that fails is reported once all are done, the first in
    // template order.
    const std::vector<StreamSet> templateSets = templateStreamSets(streams.set(), templateCount);
    const std::vector<std::uint64_t> order = templateOrder(templateSets);
    std::vector<std::exception_ptr> failures(templateCount);
    std::atomic<std::size_t> nextTaken{0};
    const auto takeTemplates = [&source = streams.source(), &templateSets, &templates, &order,
                                &failures, &nextTaken] {
        for (std::size_t taken = nextTaken++; taken < order.size(); taken = nextTaken++) {
            const std::uint64_t i = order[taken];
            try {
                rebuildTemplate(source, templateSets[i], i, templates[i]);
            } catch (...) {
                failures[i] = std::current_exception();
            }
        }
    };
    PooledTask<void> helper;
    if (templateCount > 1) {
        helper = WorkerPool::shared().submit(takeTemplates);
    }
    takeTemplates();
    if (helper.valid()) {
        helper.get();
    }
    for (const std::exception_ptr& failure : failures) {
        if (failure) {
            std::rethrow_exception(failure);
        }
    }
    std::uint64_t templateBytes = 0;
    for (const TemplateLines& lines : templates) {
        templateBytes += lines.text.size();
    }
    StreamCursor lineMap = streams.cursor("line_map");
    ListCursor verbatim = streams.list("verbatim");
    // Every line takes one line_map byte at least, so its size bounds the separators.
    out.reserve(out.size() + templateBytes + streams.stream("verbatim").data.size() +
                lineMap.remaining());
    for (std::uint64_t line = 0; line < nlines; ++line) {
        beginLine(line, out);
        const std::uint64_t source = lineMap.varint("line_map entry");
        if (source == 0) {
            out += verbatim.next("the top-level verbatim lines");
            continue;
        }
        if (source > templateCount) {
            lineMap.fail("line " + std::to_string(line) + ": entry " + std::to_string(source) +
                         " names template " + std::to_string(source - 1) + ", past the " +
                         std::to_string(templateCount) + " templates");
        }
        TemplateLines& lines = templates[source - 1];
        if (lines.next == lines.lines.size()) {
            lineMap.fail("line " + std::to_string(line) + " reads template " +
                         std::to_string(source - 1) + ", which holds only " +
                         std::to_string(lines.lines.size()) + " lines");
        }
        out += lines.lines[lines.next++];
    }
    // Unlike the other line codecs, the trailing '\n' needs at least one line (section 8).
    if (trailing && nlines > 0) {
        out += '\n';
    }
}

std::string qjson2TemplatePrefix(std::uint64_t index) {
    return "t" + std::to_string(index) + ":";
}

std::vector<FileLayout> qjson2TemplateLayouts(const ByteSource& source, const FileLayout& file) {
    std::vector<FileLayout> layouts;
    const auto& sections = file.container.sections;
    for (std::size_t s = 0; s < sections.size(); ++s) {
        if (!sections[s].hasStreams) {
            continue;
        }
        try {
            const StreamSet set = streamSetOf(source, sections[s]);
            CodecStreams streams(source, set);
            const std::uint64_t count = readMeta(streams).templates;
            for (std::uint64_t i = 0; i < count; ++i) {
                if (i == layouts.size()) {
                    layouts.push_back({file.container, {}, {}, {}});
                    layouts.back().codecs.resize(sections.size());
                }
                try {
                    layouts[i].codecs[s] =
                        readTemplateLayout(source, nestedStreamSet(set, qjson2TemplatePrefix(i)));
                } catch (const DecodeError&) {
                    // This template has no table in this section.
                }
            }
        } catch (const DecodeError&) {
            // The section's templates cannot be counted: it has no tables.
        }
    }
    return layouts;
}

void addQJson2TemplateTables(const ByteSourcePtr& source,
                             const std::shared_ptr<const FileLayout>& file,
                             const std::shared_ptr<Layer>&, Document& document) {
    auto layouts = qjson2TemplateLayouts(*source, *file);
    for (std::size_t i = 0; i < layouts.size(); ++i) {
        auto table = std::make_shared<QueryTable>(
            source, std::make_shared<const FileLayout>(std::move(layouts[i])),
            "template " + std::to_string(i), qjson2TemplatePrefix(i));
        if (!table->empty()) {
            document.tables.push_back(std::move(table));
        }
    }
}

} // namespace strata::at1
