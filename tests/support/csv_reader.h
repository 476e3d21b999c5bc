#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace strata::test {

// Parses RFC 4180 CSV (quoted fields may hold delimiters, quotes and line breaks) into records.
// Records end at LF (a CR before it is kept only inside quotes). A blank line is no record, as
// Python's csv module and pandas read it (a lone empty field must be written as "").
std::vector<std::vector<std::string>> parseCsv(std::string_view text, char delimiter = ',');

} // namespace strata::test
