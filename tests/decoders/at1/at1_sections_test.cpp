// Sections keeps a file's sections packed (issue 42, "a few bytes per unit"): a range a section,
// what runs of sections share once a run, a section that fits no run whole. Every field a
// section was added with comes back.
#include "formats/at1/sections.h"
#include "support/value_list_round_trip.h"

#include <gtest/gtest.h>

namespace strata::at1 {
namespace {

void expectSameSection(const Section& got, const Section& want, std::size_t index) {
    SCOPED_TRACE("section " + std::to_string(index));
    EXPECT_EQ(got.range, want.range);
    EXPECT_EQ(got.methodOffset, want.methodOffset);
    EXPECT_EQ(got.body, want.body);
    EXPECT_EQ(got.damage, want.damage);
    EXPECT_EQ(got.structured, want.structured);
    EXPECT_EQ(got.method, want.method);
    EXPECT_EQ(got.rawBackend, want.rawBackend);
    EXPECT_EQ(got.rawBackendByte, want.rawBackendByte);
    EXPECT_EQ(got.hasStreams, want.hasStreams);
    EXPECT_EQ(got.dialect, want.dialect);
}

TEST(At1Sections, EverySectionComesBackAsItWasAdded) {
    std::vector<Section> added;
    // A whole-file container's body: no method byte, the body its whole range.
    Section whole;
    whole.range = {5, 1000};
    whole.body = whole.range;
    whole.hasStreams = true;
    added.push_back(whole);
    std::uint64_t offset = 1005;
    for (std::size_t f = 0; f < 2000; ++f) {
        // payload_len of 1, 2 or 3 bytes, then the method byte.
        const std::uint64_t payload = f % 3 == 0 ? 100 : f % 3 == 1 ? 1000 : 20000;
        const std::uint64_t lengthBytes = payload < 128 ? 1 : payload < 16384 ? 2 : 3;
        Section frame;
        frame.range = {offset, lengthBytes + payload};
        frame.methodOffset = offset + lengthBytes;
        frame.body = {frame.methodOffset + 1, payload - 1};
        frame.dialect = f < 1000 ? Dialect::Spec : Dialect::Public;
        if (f % 7 == 0) {
            frame.method = 1;
            frame.structured = false;
            frame.rawBackend = Backend::Zstd;
            if (frame.dialect == Dialect::Public) {
                frame.rawBackendByte = true;
                frame.body = {frame.body.offset + 1, frame.body.length - 1};
            }
        } else {
            frame.hasStreams = f % 11 != 0;
        }
        if (f % 400 == 5) { // framing that does not read: a range, its damage
            frame = Section{};
            frame.range = {offset, lengthBytes + payload};
            frame.damage = std::make_shared<const Diagnostic>(
                Diagnostic{Severity::Error, offset + 1, "file / frame", "frame payload"});
        }
        added.push_back(frame);
        offset = frame.range.end();
    }
    test::expectEveryUnitComesBack<Sections>(added, expectSameSection);
}

} // namespace
} // namespace strata::at1
