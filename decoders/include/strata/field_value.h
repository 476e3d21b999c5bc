#pragma once

#include <cstdint>
#include <string>
#include <variant>

namespace strata {

// A typed value shown in the detail pane and in `tree --json`.
using FieldValue = std::variant<bool, std::int64_t, std::uint64_t, double, std::string>;

std::string fieldValueText(const FieldValue& value);

struct Field {
    std::string name;
    FieldValue value;
};

} // namespace strata
