#include "model/structure/node_text.h"

#include <QCoreApplication>
#include <QHash>
#include <QMutex>
#include <QStringList>
#include <algorithm>
#include <array>

namespace strata::model {
namespace {

// Every phrase the decoders use in display texts, written once here for translation. Codec and
// filter names translate to themselves: a text that names one is translated around it.
constexpr std::array glossary{
    QT_TRANSLATE_NOOP("NodeText", "array"),
    QT_TRANSLATE_NOOP("NodeText", "array marker"),
    QT_TRANSLATE_NOOP("NodeText", "array marker and version"),
    QT_TRANSLATE_NOOP("NodeText", "array of"),
    QT_TRANSLATE_NOOP("NodeText", "at"),
    QT_TRANSLATE_NOOP("NodeText", "backend"),
    QT_TRANSLATE_NOOP("NodeText", "big-endian"),
    QT_TRANSLATE_NOOP("NodeText", "bitmap"),
    QT_TRANSLATE_NOOP("NodeText", "bitshuffle"),
    QT_TRANSLATE_NOOP("NodeText", "block"),
    QT_TRANSLATE_NOOP("NodeText", "block offsets"),
    QT_TRANSLATE_NOOP("NodeText", "block size"),
    QT_TRANSLATE_NOOP("NodeText", "blocks"),
    QT_TRANSLATE_NOOP("NodeText", "blosclz"),
    QT_TRANSLATE_NOOP("NodeText", "bundle"),
    QT_TRANSLATE_NOOP("NodeText", "byte"),
    QT_TRANSLATE_NOOP("NodeText", "bytes"),
    QT_TRANSLATE_NOOP("NodeText", "bytes after the chunk"),
    QT_TRANSLATE_NOOP("NodeText", "chunk"),
    QT_TRANSLATE_NOOP("NodeText", "chunk column"),
    QT_TRANSLATE_NOOP("NodeText", "chunk header"),
    QT_TRANSLATE_NOOP("NodeText", "chunk offsets index"),
    QT_TRANSLATE_NOOP("NodeText", "chunks"),
    QT_TRANSLATE_NOOP("NodeText", "clen"),
    QT_TRANSLATE_NOOP("NodeText", "codec"),
    QT_TRANSLATE_NOOP("NodeText", "codec data"),
    QT_TRANSLATE_NOOP("NodeText", "codec name"),
    QT_TRANSLATE_NOOP("NodeText", "column"),
    QT_TRANSLATE_NOOP("NodeText", "columnar"),
    QT_TRANSLATE_NOOP("NodeText", "columns"),
    QT_TRANSLATE_NOOP("NodeText", "complete"),
    QT_TRANSLATE_NOOP("NodeText", "compressed"),
    QT_TRANSLATE_NOOP("NodeText", "constant"),
    QT_TRANSLATE_NOOP("NodeText", "copy"),
    QT_TRANSLATE_NOOP("NodeText", "cut tail"),
    QT_TRANSLATE_NOOP("NodeText", "damage"),
    QT_TRANSLATE_NOOP("NodeText", "damaged"),
    QT_TRANSLATE_NOOP("NodeText", "data"),
    QT_TRANSLATE_NOOP("NodeText", "decoded block"),
    QT_TRANSLATE_NOOP("NodeText", "decoded stream"),
    QT_TRANSLATE_NOOP("NodeText", "delta"),
    QT_TRANSLATE_NOOP("NodeText", "dicom"),
    QT_TRANSLATE_NOOP("NodeText", "dict entries"),
    QT_TRANSLATE_NOOP("NodeText", "dict entry"),
    QT_TRANSLATE_NOOP("NodeText", "dictionary"),
    QT_TRANSLATE_NOOP("NodeText", "dictionary data"),
    QT_TRANSLATE_NOOP("NodeText", "elements"),
    QT_TRANSLATE_NOOP("NodeText", "embed"),
    QT_TRANSLATE_NOOP("NodeText", "empty"),
    QT_TRANSLATE_NOOP("NodeText", "entries"),
    QT_TRANSLATE_NOOP("NodeText", "entropy tables and content"),
    QT_TRANSLATE_NOOP("NodeText", "entry"),
    QT_TRANSLATE_NOOP("NodeText", "exception"),
    QT_TRANSLATE_NOOP("NodeText", "exceptions"),
    QT_TRANSLATE_NOOP("NodeText", "extended header"),
    QT_TRANSLATE_NOOP("NodeText", "false"),
    QT_TRANSLATE_NOOP("NodeText", "fields"),
    QT_TRANSLATE_NOOP("NodeText", "file"),
    QT_TRANSLATE_NOOP("NodeText", "files"),
    QT_TRANSLATE_NOOP("NodeText", "filter block"),
    QT_TRANSLATE_NOOP("NodeText", "fixed header"),
    QT_TRANSLATE_NOOP("NodeText", "footer"),
    QT_TRANSLATE_NOOP("NodeText", "frame"),
    QT_TRANSLATE_NOOP("NodeText", "frame header"),
    QT_TRANSLATE_NOOP("NodeText", "frame offset"),
    QT_TRANSLATE_NOOP("NodeText", "frames"),
    QT_TRANSLATE_NOOP("NodeText", "from"),
    QT_TRANSLATE_NOOP("NodeText", "group"),
    QT_TRANSLATE_NOOP("NodeText", "header"),
    QT_TRANSLATE_NOOP("NodeText", "high bytes"),
    QT_TRANSLATE_NOOP("NodeText", "in the frame"),
    QT_TRANSLATE_NOOP("NodeText", "incomplete"),
    QT_TRANSLATE_NOOP("NodeText", "inferred"),
    QT_TRANSLATE_NOOP("NodeText", "inner file"),
    QT_TRANSLATE_NOOP("NodeText", "item"),
    QT_TRANSLATE_NOOP("NodeText", "items"),
    QT_TRANSLATE_NOOP("NodeText", "json"),
    QT_TRANSLATE_NOOP("NodeText", "jsondoc"),
    QT_TRANSLATE_NOOP("NodeText", "lazy"),
    QT_TRANSLATE_NOOP("NodeText", "lazy trailer"),
    QT_TRANSLATE_NOOP("NodeText", "length"),
    QT_TRANSLATE_NOOP("NodeText", "line"),
    QT_TRANSLATE_NOOP("NodeText", "lines"),
    QT_TRANSLATE_NOOP("NodeText", "lines of the original"),
    QT_TRANSLATE_NOOP("NodeText", "little-endian"),
    QT_TRANSLATE_NOOP("NodeText", "log"),
    QT_TRANSLATE_NOOP("NodeText", "low bytes"),
    QT_TRANSLATE_NOOP("NodeText", "map value"),
    QT_TRANSLATE_NOOP("NodeText", "map values"),
    QT_TRANSLATE_NOOP("NodeText", "matches the header"),
    QT_TRANSLATE_NOOP("NodeText", "matches the metadata copy"),
    QT_TRANSLATE_NOOP("NodeText", "max"),
    QT_TRANSLATE_NOOP("NodeText", "memcpyed"),
    QT_TRANSLATE_NOOP("NodeText", "metadata"),
    QT_TRANSLATE_NOOP("NodeText", "method"),
    QT_TRANSLATE_NOOP("NodeText", "min"),
    QT_TRANSLATE_NOOP("NodeText", "missing"),
    QT_TRANSLATE_NOOP("NodeText", "missing chunks"),
    QT_TRANSLATE_NOOP("NodeText", "nan"),
    QT_TRANSLATE_NOOP("NodeText", "neutral dialect"),
    QT_TRANSLATE_NOOP("NodeText", "no filter"),
    QT_TRANSLATE_NOOP("NodeText", "no valid footer"),
    QT_TRANSLATE_NOOP("NodeText", "nodes"),
    QT_TRANSLATE_NOOP("NodeText", "not DICOM"),
    QT_TRANSLATE_NOOP("NodeText", "not JSON"),
    QT_TRANSLATE_NOOP("NodeText", "not stored"),
    QT_TRANSLATE_NOOP("NodeText", "of"),
    QT_TRANSLATE_NOOP("NodeText", "ok"),
    QT_TRANSLATE_NOOP("NodeText", "original"),
    QT_TRANSLATE_NOOP("NodeText", "osm"),
    QT_TRANSLATE_NOOP("NodeText", "padding"),
    QT_TRANSLATE_NOOP("NodeText", "page"),
    QT_TRANSLATE_NOOP("NodeText", "page data"),
    QT_TRANSLATE_NOOP("NodeText", "page header"),
    QT_TRANSLATE_NOOP("NodeText", "path"),
    QT_TRANSLATE_NOOP("NodeText", "plane"),
    QT_TRANSLATE_NOOP("NodeText", "planes"),
    QT_TRANSLATE_NOOP("NodeText", "preamble"),
    QT_TRANSLATE_NOOP("NodeText", "prefix"),
    QT_TRANSLATE_NOOP("NodeText", "properties"),
    QT_TRANSLATE_NOOP("NodeText", "property"),
    QT_TRANSLATE_NOOP("NodeText", "public dialect"),
    QT_TRANSLATE_NOOP("NodeText", "qcolumnar"),
    QT_TRANSLATE_NOOP("NodeText", "qjson"),
    QT_TRANSLATE_NOOP("NodeText", "quoted"),
    QT_TRANSLATE_NOOP("NodeText", "raw"),
    QT_TRANSLATE_NOOP("NodeText", "raw content"),
    QT_TRANSLATE_NOOP("NodeText", "raw data"),
    QT_TRANSLATE_NOOP("NodeText", "raw payload"),
    QT_TRANSLATE_NOOP("NodeText", "record"),
    QT_TRANSLATE_NOOP("NodeText", "records"),
    QT_TRANSLATE_NOOP("NodeText", "relations"),
    QT_TRANSLATE_NOOP("NodeText", "repeated value"),
    QT_TRANSLATE_NOOP("NodeText", "reserved"),
    QT_TRANSLATE_NOOP("NodeText", "row"),
    QT_TRANSLATE_NOOP("NodeText", "row group"),
    QT_TRANSLATE_NOOP("NodeText", "row group metadata"),
    QT_TRANSLATE_NOOP("NodeText", "row groups"),
    QT_TRANSLATE_NOOP("NodeText", "rows"),
    QT_TRANSLATE_NOOP("NodeText", "rows end after"),
    QT_TRANSLATE_NOOP("NodeText", "rule"),
    QT_TRANSLATE_NOOP("NodeText", "run"),
    QT_TRANSLATE_NOOP("NodeText", "schema"),
    QT_TRANSLATE_NOOP("NodeText", "shuffle"),
    QT_TRANSLATE_NOOP("NodeText", "sizes"),
    QT_TRANSLATE_NOOP("NodeText", "slot"),
    QT_TRANSLATE_NOOP("NodeText", "snappy"),
    QT_TRANSLATE_NOOP("NodeText", "spec dialect"),
    QT_TRANSLATE_NOOP("NodeText", "start column"),
    QT_TRANSLATE_NOOP("NodeText", "ssh"),
    QT_TRANSLATE_NOOP("NodeText", "stored"),
    QT_TRANSLATE_NOOP("NodeText", "stream"),
    QT_TRANSLATE_NOOP("NodeText", "stream set"),
    QT_TRANSLATE_NOOP("NodeText", "streaming container"),
    QT_TRANSLATE_NOOP("NodeText", "streams"),
    QT_TRANSLATE_NOOP("NodeText", "string"),
    QT_TRANSLATE_NOOP("NodeText", "string table"),
    QT_TRANSLATE_NOOP("NodeText", "strings"),
    QT_TRANSLATE_NOOP("NodeText", "structured"),
    QT_TRANSLATE_NOOP("NodeText", "table row"),
    QT_TRANSLATE_NOOP("NodeText", "tag"),
    QT_TRANSLATE_NOOP("NodeText", "template"),
    QT_TRANSLATE_NOOP("NodeText", "token"),
    QT_TRANSLATE_NOOP("NodeText", "trailer"),
    QT_TRANSLATE_NOOP("NodeText", "true"),
    QT_TRANSLATE_NOOP("NodeText", "unaccounted"),
    QT_TRANSLATE_NOOP("NodeText", "undefined"),
    QT_TRANSLATE_NOOP("NodeText", "undefined length"),
    QT_TRANSLATE_NOOP("NodeText", "uninitialized"),
    QT_TRANSLATE_NOOP("NodeText", "unknown"),
    QT_TRANSLATE_NOOP("NodeText", "unknown codec id"),
    QT_TRANSLATE_NOOP("NodeText", "unknown format"),
    QT_TRANSLATE_NOOP("NodeText", "unreadable"),
    QT_TRANSLATE_NOOP("NodeText", "unreadable body"),
    QT_TRANSLATE_NOOP("NodeText", "unreadable bytes"),
    QT_TRANSLATE_NOOP("NodeText", "unreadable header"),
    QT_TRANSLATE_NOOP("NodeText", "unreadable rows"),
    QT_TRANSLATE_NOOP("NodeText", "value"),
    QT_TRANSLATE_NOOP("NodeText", "values"),
    QT_TRANSLATE_NOOP("NodeText", "vcf"),
    QT_TRANSLATE_NOOP("NodeText", "verbatim line"),
    QT_TRANSLATE_NOOP("NodeText", "version"),
    QT_TRANSLATE_NOOP("NodeText", "vocabulary"),
    QT_TRANSLATE_NOOP("NodeText", "ways"),
    QT_TRANSLATE_NOOP("NodeText", "whole-file container"),
    QT_TRANSLATE_NOOP("NodeText", "xz"),
    QT_TRANSLATE_NOOP("NodeText", "zeros"),
    QT_TRANSLATE_NOOP("NodeText", "zlib"),
    QT_TRANSLATE_NOOP("NodeText", "zone"),
    QT_TRANSLATE_NOOP("NodeText", "zstd"),
    QT_TRANSLATE_NOOP("NodeText", "zstd dictionary"),
};
constexpr int longestPhrase = 4; // words

bool isWordCharacter(QChar c) {
    return c.isLetterOrNumber() || c == QLatin1Char('_') || c == QLatin1Char('@') ||
           c == QLatin1Char('-');
}

// The glossary in the language now installed; rebuilt when the translators change (tests
// switch them), which the translation of its first phrase tells.
class Glossary {
public:
    QString translate(const QString& english) {
        const QMutexLocker lock(&m_mutex);
        const QString probe = QCoreApplication::translate("NodeText", glossary.front());
        if (probe != m_probe || m_phrases.isEmpty()) {
            rebuild(probe);
        }
        return m_translated ? replacePhrases(english) : english;
    }

private:
    void rebuild(const QString& probe) {
        m_probe = probe;
        m_phrases.clear();
        m_translated = false;
        for (const char* phrase : glossary) {
            const QString english = QString::fromLatin1(phrase);
            const QString translated = QCoreApplication::translate("NodeText", phrase);
            m_phrases.insert(english, translated);
            m_translated = m_translated || translated != english;
        }
    }

    // Splits the text into words and the rest, then replaces the longest runs of words (joined
    // by single spaces) that the glossary holds. Quoted text is left alone.
    QString replacePhrases(const QString& text) const {
        struct Word {
            qsizetype begin;
            qsizetype end;
        };
        std::vector<Word> words;
        for (qsizetype i = 0; i < text.size();) {
            const QChar c = text[i];
            if (c == QLatin1Char('"') || c == QLatin1Char('\'')) {
                const qsizetype close = text.indexOf(c, i + 1);
                i = close < 0 ? text.size() : close + 1;
                words.push_back({-1, -1}); // a quote breaks a phrase
                continue;
            }
            if (!isWordCharacter(c)) {
                ++i;
                continue;
            }
            const qsizetype begin = i;
            while (i < text.size() && isWordCharacter(text[i])) {
                ++i;
            }
            words.push_back({begin, i});
        }
        QString result;
        qsizetype copied = 0;
        for (std::size_t w = 0; w < words.size();) {
            bool replaced = false;
            if (words[w].begin >= 0 && !needsTranslation(text, words[w])) {
                ++w; // a name, a number, a codec or type name: the same in every language
                continue;
            }
            for (int length = longestPhrase; length > 0 && !replaced; --length) {
                const std::size_t last = w + static_cast<std::size_t>(length) - 1;
                if (last >= words.size() || !isPhrase(text, words, w, last)) {
                    continue;
                }
                const qsizetype from = words[w].begin;
                const qsizetype to = words[last].end;
                const auto found = m_phrases.constFind(text.mid(from, to - from));
                if (found == m_phrases.constEnd()) {
                    continue;
                }
                result += text.mid(copied, from - copied) + found.value();
                copied = to;
                w = last + 1;
                replaced = true;
            }
            if (!replaced) {
                if (words[w].begin >= 0) {
                    // A word the glossary lacks: half a translation reads worse than none.
                    return text;
                }
                ++w;
            }
        }
        return result + text.mid(copied);
    }

    // Words of lower-case letters are the decoders' own; names with '_', '@' or digits (fields,
    // columns), upper-case names (codecs, types) and mixed case (file contents) are not.
    // A run of hyphens (an arrow's "->") is no word.
    template <typename Word> static bool needsTranslation(const QString& text, const Word& word) {
        bool letters = false;
        for (qsizetype i = word.begin; i < word.end; ++i) {
            const QChar c = text[i];
            if (!(c.isLower() || c == QLatin1Char('-'))) {
                return false;
            }
            letters = letters || c.isLower();
        }
        return letters;
    }

    // Whether words[first..last] are words of letters only, one space apart.
    template <typename Words>
    static bool isPhrase(const QString& text, const Words& words, std::size_t first,
                         std::size_t last) {
        for (std::size_t w = first; w <= last; ++w) {
            if (words[w].begin < 0) {
                return false;
            }
            for (qsizetype i = words[w].begin; i < words[w].end; ++i) {
                if (!text[i].isLetter() && text[i] != QLatin1Char('-')) {
                    return false;
                }
            }
            if (w > first && (words[w].begin != words[w - 1].end + 1 ||
                              text[words[w - 1].end] != QLatin1Char(' '))) {
                return false;
            }
        }
        return true;
    }

    QMutex m_mutex;
    QString m_probe;
    QHash<QString, QString> m_phrases;
    bool m_translated = false;
};

} // namespace

QString translatedNodeText(std::string_view text) {
    static Glossary glossaryInUse;
    const QString english = QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
    return english.isEmpty() ? english : glossaryInUse.translate(english);
}

QString translatedNodePath(std::string_view path) {
    constexpr std::string_view separator = " / ";
    QStringList labels;
    for (std::size_t begin = 0;;) {
        const std::size_t end = path.find(separator, begin);
        labels << translatedNodeText(path.substr(begin, end - begin));
        if (end == std::string_view::npos) {
            break;
        }
        begin = end + separator.size();
    }
    return labels.join(QLatin1StringView(separator.data(), separator.size()));
}

} // namespace strata::model
