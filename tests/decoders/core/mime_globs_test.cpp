// The desktop's MIME globs name every extension the format registry opens, and no other.
#include "strata/format_registry.h"
#include "support/build_paths.h"
#include "support/corpus.h"

#include <gtest/gtest.h>
#include <set>
#include <string>

namespace strata {
namespace {

std::set<std::string> globExtensions(const std::string& xml) {
    std::set<std::string> extensions;
    const std::string start = "<glob pattern=\"*.";
    for (std::size_t at = xml.find(start); at != std::string::npos; at = xml.find(start, at)) {
        at += start.size();
        extensions.insert(xml.substr(at, xml.find('"', at) - at));
    }
    return extensions;
}

TEST(MimeGlobs, EqualTheRegistrysExtensions) {
    std::set<std::string> registered;
    for (const Format* format : formats()) {
        for (const std::string_view extension : format->extensions()) {
            registered.emplace(extension);
        }
    }
    EXPECT_TRUE(registered.contains("blosc1") && registered.contains("odb2"));
    // c-blosc2's own extensions for frames and arrays.
    EXPECT_TRUE(registered.contains("b2f") && registered.contains("b2") &&
                registered.contains("b2nd"));
    const std::string xml = test::readFileText(
        test::sourceDirectory() / "resources/desktop/io.github.strata.Strata.mime.xml");
    EXPECT_EQ(globExtensions(xml), registered);
}

} // namespace
} // namespace strata
