#pragma once

#include <string>
#include <vector>

namespace strata::test {

struct CliResult {
    int exitCode = -1;
    std::string out;
    std::string err;
};

// Runs the built strata-cli with the arguments, as a user would, capturing both streams.
CliResult runCli(const std::vector<std::string>& arguments);
// The same with `standardInput` written to its standard input through a pipe, then closed.
CliResult runCli(const std::vector<std::string>& arguments, const std::string& standardInput);
// Any program on the PATH (python3 reading back what strata-cli wrote), the same way.
CliResult runProgram(const std::string& program, const std::vector<std::string>& arguments,
                     const std::string& standardInput = {});

} // namespace strata::test
