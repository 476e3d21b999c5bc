// strata-odc-peer: the libodc side of the whole-process comparisons in tests/bench/README.md.
//   strata-odc-peer write ROWS FILE   writes the observation-like file (odb2_observations.h)
//   strata-odc-peer write-doubles ROWS FILE
//                                     writes 15 columns of random doubles (randomDoublesFile)
//   strata-odc-peer decode FILE       decodes every frame with odc_decode (what strata-cli check
//                                     is timed against), the file mapped as strata-cli maps it
#include "decoders/odb2/odc_peer.h"
#include "odb2_observations.h"

#include <cstdio>
#include <cstdlib>
#include <exception>
#include <fcntl.h>
#include <fstream>
#include <string>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>
#include <vector>

namespace {

int write(const std::vector<std::byte>& bytes, const char* path) {
    std::ofstream out(path, std::ios::binary);
    out.write(reinterpret_cast<const char*>(bytes.data()),
              static_cast<std::streamsize>(bytes.size()));
    return out ? 0 : 1;
}

int decode(const char* path) {
    const int fd = ::open(path, O_RDONLY);
    struct stat status {};
    if (fd < 0 || ::fstat(fd, &status) != 0 || status.st_size == 0) {
        std::fprintf(stderr, "strata-odc-peer: cannot read %s\n", path);
        return 1;
    }
    const auto size = static_cast<std::size_t>(status.st_size);
    void* data = ::mmap(nullptr, size, PROT_READ, MAP_PRIVATE, fd, 0);
    ::close(fd);
    if (data == MAP_FAILED) {
        return 1;
    }
    long rows = 0;
    strata::test::odc::decodeFrames(data, static_cast<long>(size),
                                    [&rows](odc_decoder_t*, long frameRows) { rows += frameRows; });
    ::munmap(data, size);
    std::printf("%ld rows\n", rows);
    return 0;
}

} // namespace

int main(int argc, char** argv) {
    try {
        const std::string command = argc > 1 ? argv[1] : "";
        if (command == "write" && argc == 4) {
            return write(strata::bench::observationFile(std::atol(argv[2])), argv[3]);
        }
        if (command == "write-doubles" && argc == 4) {
            return write(strata::bench::randomDoublesFile(std::atol(argv[2])), argv[3]);
        }
        if (command == "decode" && argc == 3) {
            return decode(argv[2]);
        }
        std::fprintf(
            stderr,
            "usage: strata-odc-peer write ROWS FILE | write-doubles ROWS FILE | decode FILE\n");
        return 2;
    } catch (const std::exception& error) {
        std::fprintf(stderr, "strata-odc-peer: %s\n", error.what());
        return 1;
    }
}
