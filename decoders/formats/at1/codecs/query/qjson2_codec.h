#pragma once

#include "formats/at1/codec_streams.h"
#include "formats/at1/file_layout.h"
#include "strata/document.h"
#include "strata/layer.h"

namespace strata::at1 {

// The codec byte of its containers (at1-codecs.md, as the spec leaves it out).
inline constexpr std::uint8_t qjson2CodecId = 11;

// Codec 11, qjson2: NDJSON lines of several shapes, each shape a qjson (codec 8) stream set of
// its own, merged by a line map (at1-codecs.md section 8).
void rebuildQJson2(CodecStreams& streams, std::string& out);

// The qjson tables of a qjson2 file, one per template index: a copy of the file's layout whose
// sections hold that template's qjson layout, so that QueryTable reads it as a qjson file's. A
// section without the template, or whose template streams are damaged, holds none (rebuilding
// the original reports the damage).
std::vector<FileLayout> qjson2TemplateLayouts(const ByteSource& source, const FileLayout& file);
// "t<i>:", the prefix of template i's streams.
std::string qjson2TemplatePrefix(std::uint64_t index);

// The qjson2 codec's table hook (codec_table.h): one table per template.
void addQJson2TemplateTables(const ByteSourcePtr& source,
                             const std::shared_ptr<const FileLayout>& file,
                             const std::shared_ptr<Layer>& original, Document& document);

} // namespace strata::at1
