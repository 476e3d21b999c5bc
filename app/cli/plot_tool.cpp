// plot in strata-cli: Qt renders plots, and loading Qt (Gui, Svg, netCDF for the coastlines)
// costs every command ~15 ms of start-up, so strata-cli runs plot in strata-cli-plot, the same
// commands with the renderer, installed next to it.
#include "plot_command.h"

#include <cerrno>
#include <climits>
#include <cstdio>
#include <cstring>
#include <string>
#include <unistd.h>
#include <vector>

namespace strata::cli {
namespace {

// strata-cli-plot in the directory of this executable.
std::string plotToolPath() {
    std::vector<char> self(PATH_MAX + 1);
    const ssize_t length = readlink("/proc/self/exe", self.data(), PATH_MAX);
    std::string path = length > 0 ? std::string(self.data(), static_cast<std::size_t>(length))
                                  : std::string("strata-cli");
    const auto slash = path.rfind('/');
    path.erase(slash == std::string::npos ? 0 : slash + 1);
    return path + "strata-cli-plot";
}

} // namespace

int runPlot(const CommandLine& line, const Document&, OutputStream&) {
    const std::string tool = plotToolPath();
    std::vector<char*> argv;
    argv.push_back(const_cast<char*>(tool.c_str()));
    for (const std::string& argument : line.arguments) {
        argv.push_back(const_cast<char*>(argument.c_str()));
    }
    argv.push_back(nullptr);
    std::fflush(nullptr);
    execv(tool.c_str(), argv.data());
    std::fprintf(stderr, "strata-cli: cannot run %s for plot: %s\n", tool.c_str(),
                 std::strerror(errno));
    return exitUsage;
}

} // namespace strata::cli
