#include "tool_process.h"

#include "commands.h"

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
std::string toolPath() {
    std::vector<char> self(PATH_MAX + 1);
    const ssize_t length = readlink("/proc/self/exe", self.data(), PATH_MAX);
    std::string path = length > 0 ? std::string(self.data(), static_cast<std::size_t>(length))
                                  : std::string("strata-cli");
    const auto slash = path.rfind('/');
    path.erase(slash == std::string::npos ? 0 : slash + 1);
    return path + "strata-cli-plot";
}

} // namespace

int runInTool(const CommandLine& line, const char* what) {
    const std::string tool = toolPath();
    std::vector<char*> argv;
    argv.push_back(const_cast<char*>(tool.c_str()));
    for (const std::string& argument : line.arguments) {
        argv.push_back(const_cast<char*>(argument.c_str()));
    }
    argv.push_back(nullptr);
    std::fflush(nullptr);
    execv(tool.c_str(), argv.data());
    std::fprintf(stderr, "strata-cli: cannot run %s for %s: %s\n", tool.c_str(), what,
                 std::strerror(errno));
    return exitUsage;
}

} // namespace strata::cli
