// BloscLZ decoder, written from the format (a FastLZ level-1 variant; versionlz 1):
// - The first byte's low 5 bits are a literal-run control (its top bits mark the codec).
// - A control byte below 32 starts a literal run of control + 1 bytes (at most 32).
// - A control byte of 32 or more starts a match: length code = control >> 5 (1..7) and the
//   high 5 bits of the distance = control & 31. Length code 7 is extended by following bytes
//   added up while they are 255. Then comes the low distance byte. length = code - 1 + 3 plus
//   the extension; distance = (high << 8) + low + 1. A low byte of 255 with high bits 31 means a
//   far match: two more bytes hold a big-endian 16-bit distance d, and distance = d + 8192.
// - The stream ends where the input ends.
#include "codecs/decompress.h"

#include <algorithm>
#include <cstdint>
#include <cstring>

namespace strata::codecs {
namespace {

constexpr std::size_t maxNearDistance = 8191;

// Copies `length` bytes from `distance` bytes back, overlap allowed. `slack` says how many
// bytes past op + length may be scribbled over (they are rewritten later or lie past the end).
inline void copyMatch(std::uint8_t* op, std::size_t distance, std::size_t length,
                      std::size_t slack) {
    const std::uint8_t* ref = op - distance;
    if (distance == 1) {
        std::memset(op, *ref, length);
        return;
    }
    if (distance >= length) {
        std::memcpy(op, ref, length);
        return;
    }
    if (length >= 256) {
        // Long repeats: the bytes from ref on are periodic, so each copy can take everything
        // written so far, doubling the copied length (non-overlapping copies).
        std::size_t done = 0;
        while (done < length) {
            const std::size_t step = std::min(done + distance, length - done);
            std::memcpy(op + done, ref, step);
            done += step;
        }
        return;
    }
    std::size_t done = 0;
    if (distance < 16) {
        // Lay down the first 16 bytes of the repeating pattern; from there on the pattern also
        // repeats every `distance` times k bytes, a period of at least 16.
        const std::size_t prefix = std::min<std::size_t>(16, length);
        for (; done < prefix; ++done) {
            op[done] = ref[done];
        }
        distance *= (16 + distance - 1) / distance;
    }
    // Chunks of 16 with a period of at least 16 never read what the same chunk writes; the last
    // chunk may run past the match only into slack.
    const bool wild = slack >= 16;
    for (; done + 16 <= length || (wild && done < length); done += 16) {
        std::memcpy(op + done, op + done - distance, 16);
    }
    for (; done < length; ++done) {
        op[done] = *(op + done - distance); // done may be below distance: no unsigned wrap
    }
}

// Copies a literal run of at most 32 bytes, with fixed-size moves when both sides have room.
inline void copyLiteral(std::uint8_t* op, const std::uint8_t* ip, std::size_t length, bool room) {
    if (room) {
        std::memcpy(op, ip, 32);
    } else {
        std::memcpy(op, ip, length);
    }
}

} // namespace

DecompressResult blosclzDecompress(std::span<const std::byte> input, std::span<std::byte> output) {
    DecompressResult result;
    const auto* ip = reinterpret_cast<const std::uint8_t*>(input.data());
    const std::uint8_t* const ipEnd = ip + input.size();
    auto* const outBegin = reinterpret_cast<std::uint8_t*>(output.data());
    std::uint8_t* op = outBegin;
    std::uint8_t* const opEnd = outBegin + output.size();
    auto fail = [&](const char* problem) {
        result.error = std::string("blosclz: ") + problem + " at input byte " +
                       std::to_string(ip - reinterpret_cast<const std::uint8_t*>(input.data()));
        result.written = static_cast<std::size_t>(op - outBegin);
        return result;
    };
    if (ip == ipEnd) {
        return output.empty() ? DecompressResult{true, 0, 0, {}} : fail("empty stream");
    }
    std::uint32_t control = *ip++ & 31U;
    while (true) {
        if (control >= 32) {
            std::size_t length = (control >> 5) - 1;
            std::size_t high = (control & 31U) << 8;
            if (length == 6) {
                std::uint8_t extra = 0;
                do {
                    if (ip >= ipEnd) {
                        return fail("match length runs past the end");
                    }
                    extra = *ip++;
                    length += extra;
                } while (extra == 255);
            }
            if (ip >= ipEnd) {
                return fail("match distance runs past the end");
            }
            const std::uint8_t low = *ip++;
            length += 3;
            std::size_t distance = high + low + 1;
            if (low == 255 && high == (31U << 8)) {
                if (ipEnd - ip < 2) {
                    return fail("far match distance runs past the end");
                }
                distance = ((std::size_t{ip[0]} << 8) | ip[1]) + maxNearDistance + 1;
                ip += 2;
            }
            if (distance > static_cast<std::size_t>(op - outBegin)) {
                return fail("match reaches before the start of the output");
            }
            if (length > static_cast<std::size_t>(opEnd - op)) {
                return fail("match overruns the expected size");
            }
            copyMatch(op, distance, length, static_cast<std::size_t>(opEnd - op) - length);
            op += length;
        } else {
            const std::size_t length = control + 1;
            if (length > static_cast<std::size_t>(ipEnd - ip)) {
                return fail("literal run past the end of the input");
            }
            if (length > static_cast<std::size_t>(opEnd - op)) {
                return fail("literal run overruns the expected size");
            }
            copyLiteral(op, ip, length, ipEnd - ip >= 32 && opEnd - op >= 32 + 16);
            op += length;
            ip += length;
        }
        if (ip >= ipEnd) {
            break;
        }
        control = *ip++;
    }
    result.written = static_cast<std::size_t>(op - outBegin);
    result.consumed = input.size();
    result.ok = op == opEnd;
    if (!result.ok) {
        result.error = "blosclz: stream holds " + std::to_string(result.written) +
                       " bytes, expected " + std::to_string(output.size());
    }
    return result;
}

} // namespace strata::codecs
