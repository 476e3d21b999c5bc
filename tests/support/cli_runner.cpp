#include "support/cli_runner.h"

#include "support/build_paths.h"

#include <QProcess>
#include <QStringList>

namespace strata::test {

CliResult runCli(const std::vector<std::string>& arguments) {
    return runCli(arguments, {});
}

CliResult runCli(const std::vector<std::string>& arguments, const std::string& standardInput) {
    return runProgram(cliExecutable(), arguments, standardInput);
}

CliResult runProgram(const std::string& program, const std::vector<std::string>& arguments,
                     const std::string& standardInput) {
    QStringList list;
    for (const auto& argument : arguments) {
        list << QString::fromStdString(argument);
    }
    QProcess process;
    process.start(QString::fromStdString(program), list);
    process.write(standardInput.data(), static_cast<qint64>(standardInput.size()));
    process.closeWriteChannel();
    CliResult result;
    if (!process.waitForFinished(300000)) {
        process.kill();
        process.waitForFinished();
        result.err = program + " did not finish";
        return result;
    }
    result.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    const QByteArray out = process.readAllStandardOutput();
    const QByteArray err = process.readAllStandardError();
    result.out.assign(out.constData(), static_cast<std::size_t>(out.size()));
    result.err.assign(err.constData(), static_cast<std::size_t>(err.size()));
    return result;
}

} // namespace strata::test
