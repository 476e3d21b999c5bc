#include "formats/odb2/column_program.h"

namespace strata::odb2 {
namespace {

std::uint64_t bitsOfDouble(double value) {
    return std::bit_cast<std::uint64_t>(value);
}

} // namespace

LogicalType logicalTypeOf(std::int32_t columnType) {
    switch (columnType) {
    case integerType:
        return LogicalType::Int64;
    case realType:
        return LogicalType::Float32;
    case stringType:
        return LogicalType::String;
    case bitfieldType:
        return LogicalType::Bitfield;
    default:
        return LogicalType::Float64;
    }
}

ColumnProgram makeColumnProgram(const ColumnHeader& column) {
    ColumnProgram program;
    program.base = column.min;
    program.missingValue = column.missingValue;
    program.width = codecValueWidth(column.codec);
    const LogicalType type = logicalTypeOf(column.type);
    program.output = type == LogicalType::String ? ColumnProgram::Output::String
                     : isIntegral(type)          ? ColumnProgram::Output::Integer
                                                 : ColumnProgram::Output::Real;
    using Op = ColumnProgram::Op;
    switch (column.codec) {
    case CodecKind::Constant:
        program.op = Op::Constant;
        program.constantBits = bitsOfDouble(column.min);
        break;
    case CodecKind::ConstantString:
        program.op = Op::Constant;
        std::memcpy(&program.constantBits, column.minBytes.data(), 8);
        break;
    case CodecKind::ConstantOrMissing:
    case CodecKind::RealConstantOrMissing:
    case CodecKind::Int8Missing:
        program.op = Op::Byte;
        program.missingCode = 0xFF;
        break;
    case CodecKind::Int8:
        program.op = Op::Byte;
        break;
    case CodecKind::Int16Missing:
        program.op = Op::Short;
        program.missingCode = 0xFFFF;
        break;
    case CodecKind::Int16:
        program.op = Op::Short;
        break;
    case CodecKind::Int32:
        program.op = Op::Int32;
        break;
    case CodecKind::ShortReal:
        program.op = Op::Float;
        program.missingCode = shortRealMissingBits;
        break;
    case CodecKind::ShortReal2:
        program.op = Op::Float;
        program.missingCode = shortReal2MissingBits;
        break;
    case CodecKind::LongReal:
        program.op = Op::Double;
        break;
    case CodecKind::Chars:
        program.op = Op::Chars;
        break;
    case CodecKind::Int8String:
        program.op = Op::Index8;
        break;
    case CodecKind::Int16String:
        program.op = Op::Index16;
        break;
    }
    return program;
}

ColumnProgram::Value ColumnProgram::initialValue() const {
    Value value;
    value.number = missingValue;
    value.missing = output != Output::String;
    value.stringRef = indexesStrings() ? missingStringRef : bitsOfDouble(missingValue);
    return value;
}

std::string_view stringValueText(const ColumnProgram& program, std::uint64_t stringRef,
                                 const std::vector<std::string>& table, std::string& scratch) {
    std::string_view text;
    if (program.indexesStrings() && stringRef != ColumnProgram::missingStringRef) {
        text = stringRef < table.size() ? std::string_view(table[stringRef]) : std::string_view();
    } else {
        // 8 characters held like a double: odc's missing value (native, little-endian bytes
        // on the machines odc runs on) or the raw bytes of chars / constant_string.
        if (program.indexesStrings()) {
            stringRef = std::bit_cast<std::uint64_t>(program.missingValue);
        }
        scratch.assign(reinterpret_cast<const char*>(&stringRef), 8);
        text = scratch;
    }
    return text.substr(0, text.find('\0'));
}

} // namespace strata::odb2
