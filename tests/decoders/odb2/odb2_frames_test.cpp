// Frames keeps a file's frames packed (issue 42, "a few bytes per unit"): what runs of frames
// share once a run, what few have once a frame. Every field a frame was added with comes back.
#include "formats/odb2/frames.h"
#include "support/value_list_round_trip.h"

#include <gtest/gtest.h>
#include <limits>

namespace strata::odb2 {
namespace {

void expectSameFrame(const Frame& got, const Frame& want, std::size_t position) {
    SCOPED_TRACE("frame at " + std::to_string(position));
    EXPECT_EQ(got.index, want.index);
    EXPECT_EQ(got.offset, want.offset);
    EXPECT_EQ(got.rows, want.rows);
    EXPECT_EQ(got.dataLength, want.dataLength);
    EXPECT_EQ(got.schema, want.schema);
    EXPECT_EQ(got.md5FieldLength, want.md5FieldLength);
    EXPECT_EQ(got.headerLength, want.headerLength);
    EXPECT_EQ(got.order, want.order);
    EXPECT_EQ(got.truncated, want.truncated);
    ASSERT_EQ(got.damage != nullptr, want.damage != nullptr);
    if (want.damage != nullptr) {
        EXPECT_EQ(got.damage->header, want.damage->header);
        EXPECT_EQ(got.damage->headerOffset, want.damage->headerOffset);
    }
}

TEST(Odb2Frames, EveryFrameComesBackAsItWasAdded) {
    const auto first = std::make_shared<const FrameSchema>(
        FrameSchema{{"lat", realType, CodecKind::Constant, "constant", {}}});
    const auto second = std::make_shared<const FrameSchema>(
        FrameSchema{{"station", stringType, CodecKind::Constant, "constant_string", {}}});
    std::vector<Frame> added;
    std::uint64_t offset = 0;
    std::size_t index = 0;
    for (std::size_t f = 0; f < 3000; ++f) {
        Frame frame;
        index += f % 700 == 699 ? 2 : 1; // a frame expected but not read: the numbers skip one
        frame.index = index;
        frame.offset = offset;
        frame.rows = f == 1234 ? std::uint64_t{1} << 40 : f % 97;
        frame.dataLength = f * 3;
        frame.headerLength = 200 + static_cast<std::uint32_t>(f % 5);
        frame.md5FieldLength = f == 17 ? 4 : 36;
        frame.schema = f < 1000 ? first : f % 2 == 0 ? second : nullptr;
        frame.order = f >= 2000 && f < 2500 ? Endian::Big : Endian::Little;
        frame.truncated = f == 2999;
        if (f % 500 == 3) {
            auto damage = std::make_shared<FrameDamage>();
            damage->header = "column count " + std::to_string(f);
            damage->headerOffset = offset + 60;
            frame.damage = std::move(damage);
        }
        offset += 400 + f;
        added.push_back(frame);
    }
    test::expectEveryUnitComesBack<Frames>(
        added, [](const Frame& got, const Frame& want, std::size_t position) {
            expectSameFrame(got, want, position);
            EXPECT_TRUE(got.md5Ok);
        });
}

TEST(Odb2Frames, DamageFoundLaterIsKeptWithTheFrame) {
    Frames frames;
    for (std::size_t f = 0; f < 10; ++f) {
        Frame frame;
        frame.index = f;
        frame.offset = 100 * f;
        frame.dataLength = 50;
        frames.push_back(frame);
    }
    frames.damageToSay(7).md5Mismatch = true;
    frames.damageToSay(2).rowsHeld = 4;
    frames.damageToSay(7).rowsHeld = 1;
    frames.setDataLength(9, 20);
    for (std::size_t f = 0; f < frames.size(); ++f) {
        const Frame frame = frames[f];
        EXPECT_EQ(frame.md5Ok, f != 7) << f;
        EXPECT_EQ(frame.damage != nullptr, f == 2 || f == 7) << f;
        EXPECT_EQ(frame.dataLength, f == 9 ? 20u : 50u) << f;
    }
    EXPECT_EQ(frames[2].damage->rowsHeld, std::optional<std::uint64_t>(4));
    EXPECT_EQ(frames[7].damage->rowsHeld, std::optional<std::uint64_t>(1));
}

} // namespace
} // namespace strata::odb2
