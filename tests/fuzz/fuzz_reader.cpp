// libFuzzer target: the bounded reader (LEB128 varints, zigzag, length-prefixed strings, integers
// of both byte orders) driven by the input itself; every failure must be a DecodeError.
#include "core/reader.h"
#include "strata/decode_error.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    strata::Reader reader(std::span(reinterpret_cast<const std::byte*>(data), size), 1000,
                          size % 2 == 0 ? strata::Endian::Little : strata::Endian::Big);
    try {
        while (reader.remaining() > 0) {
            switch (reader.u8("op") % 6) {
            case 0:
                (void)reader.uvarint("uvarint");
                break;
            case 1:
                (void)reader.zigzag("zigzag", 5, 32);
                break;
            case 4:
                (void)reader.lengthPrefixedText("text");
                break;
            case 2:
                (void)reader.read<std::uint32_t>("u32");
                break;
            case 3:
                (void)reader.read<double>("f64");
                break;
            default:
                (void)reader.bytes(reader.u8("length"), "bytes");
                break;
            }
        }
    } catch (const strata::DecodeError&) {
    }
    return 0;
}
