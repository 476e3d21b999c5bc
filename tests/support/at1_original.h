#pragma once

// What the AT-1 codec table tests compare against: a corpus case's original text and the
// writer's counts from at1-codecs/manifest.json.
#include "support/corpus.h"

#include <QJsonArray>
#include <QJsonObject>
#include <string>
#include <vector>

namespace strata::test {

// The lines of an original text, without their '\n'; a last line without one counts too.
inline std::vector<std::string> originalLines(const std::string& text) {
    std::vector<std::string> lines;
    std::size_t start = 0;
    for (std::size_t end; (end = text.find('\n', start)) != std::string::npos; start = end + 1) {
        lines.push_back(text.substr(start, end - start));
    }
    if (start < text.size()) {
        lines.push_back(text.substr(start));
    }
    return lines;
}

// An at1-codecs case of the manifest (its frames, codec_detail, ...).
inline QJsonObject corpusCase(const std::string& name) {
    for (const auto& value :
         readJson(corpusPath("at1-codecs/manifest.json")).object()["cases"].toArray()) {
        if (value.toObject()["name"].toString().toStdString() == name) {
            return value.toObject();
        }
    }
    return {};
}

// The `codec_detail` of an at1-codecs case (nlines, templated, records, ...).
inline QJsonObject codecDetail(const std::string& name) {
    return corpusCase(name)["codec_detail"].toObject();
}

} // namespace strata::test
