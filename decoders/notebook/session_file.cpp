#include "strata/session_file.h"

#include <nlohmann/json.hpp>
#include <set>
#include <stdexcept>

namespace strata {
namespace {

using Json = nlohmann::ordered_json;

// The JSON keys of docs/session-file.md, in one place for writing and reading.
namespace key {
constexpr const char* version = "strata-session";
constexpr const char* writtenBy = "written-by";
constexpr const char* files = "files";
constexpr const char* datasets = "datasets";
constexpr const char* comparisons = "comparisons";
constexpr const char* current = "current";
constexpr const char* path = "path";
constexpr const char* relativePath = "relative-path";
constexpr const char* size = "size";
constexpr const char* headAndTail = "head-tail-xxh64";
constexpr const char* view = "view";
constexpr const char* bookmarks = "bookmarks";
constexpr const char* selection = "selection";
constexpr const char* expanded = "expanded";
constexpr const char* layers = "layers";
constexpr const char* layerInFront = "layer-in-front";
constexpr const char* hexTop = "hex-top";
constexpr const char* table = "table";
constexpr const char* plot = "plot";
constexpr const char* layer = "layer";
constexpr const char* offset = "offset";
constexpr const char* length = "length";
constexpr const char* cell = "cell";
constexpr const char* column = "column";
constexpr const char* row = "row";
constexpr const char* index = "index";
constexpr const char* filter = "filter";
constexpr const char* sort = "sort";
constexpr const char* descending = "descending";
constexpr const char* columnWidths = "column-widths";
constexpr const char* kind = "kind";
constexpr const char* x = "x";
constexpr const char* y = "y";
constexpr const char* colour = "colour";
constexpr const char* name = "name";
constexpr const char* note = "note";
constexpr const char* nodeOffset = "node-offset";
constexpr const char* nodeLength = "node-length";
constexpr const char* left = "left";
constexpr const char* right = "right";
constexpr const char* paths = "paths";
} // namespace key

// ---- writing

Json cellJson(const BookmarkCell& cell) {
    return {{key::table, cell.table}, {key::column, cell.column}, {key::row, cell.row}};
}

// What a selection and a bookmark both name: a node's path, bytes in a byte space, a cell.
void addPlace(Json& json, const std::string& path, const std::string& layerPath,
              const ByteRange& range, const std::optional<BookmarkCell>& cell) {
    json[key::path] = path;
    json[key::layer] = layerPath;
    json[key::offset] = range.offset;
    json[key::length] = range.length;
    if (cell) {
        json[key::cell] = cellJson(*cell);
    }
}

Json selectionJson(const SessionSelection& selection) {
    Json json = Json::object();
    addPlace(json, selection.path, selection.layerPath, selection.range, selection.cell);
    return json;
}

Json tableJson(const SessionTable& table) {
    Json sort = Json::array();
    for (const SessionSortKey& sortKey : table.sort) {
        sort.push_back({{key::column, sortKey.column}, {key::descending, sortKey.descending}});
    }
    Json json{{key::index, table.index},
              {key::column, table.column},
              {key::filter, table.filter},
              {key::sort, sort},
              {key::columnWidths, table.columnWidths}};
    if (table.row) {
        json[key::row] = *table.row;
    }
    return json;
}

Json viewJson(const SessionView& view) {
    Json json{{key::expanded, view.expanded},
              {key::layers, view.openLayers},
              {key::layerInFront, view.layerInFront},
              {key::hexTop, view.hexTop},
              {key::table, tableJson(view.table)},
              {key::plot,
               {{key::kind, view.plot.kind},
                {key::x, view.plot.x},
                {key::y, view.plot.y},
                {key::colour, view.plot.colour}}}};
    if (view.selection) {
        json[key::selection] = selectionJson(*view.selection);
    }
    return json;
}

Json bookmarkJson(const Bookmark& bookmark) {
    Json json{{key::name, bookmark.name},
              {key::colour, bookmark.colour},
              {key::note, bookmark.note},
              {key::nodeOffset, bookmark.nodeRange.offset},
              {key::nodeLength, bookmark.nodeRange.length}};
    addPlace(json, bookmark.path, bookmark.layerPath, bookmark.range, bookmark.cell);
    return json;
}

Json fileJson(const SessionFileEntry& file) {
    Json bookmarks = Json::array();
    for (const Bookmark& bookmark : file.bookmarks) {
        bookmarks.push_back(bookmarkJson(bookmark));
    }
    return {{key::path, file.path},
            {key::relativePath, file.relativePath},
            {key::size, file.fingerprint.size},
            {key::headAndTail, file.fingerprint.headAndTail},
            {key::view, viewJson(file.view)},
            {key::bookmarks, bookmarks}};
}

// ---- reading

struct Refused : std::runtime_error {
    using std::runtime_error::runtime_error;
};

const char* typeName(const Json& json) {
    return json.type_name();
}

// One JSON object of the file: its members read by name and type (a wrong type refuses the
// file, naming where), the keys nobody asked for told as notices (a newer version's).
class ObjectReader {
public:
    ObjectReader(const Json& json, std::string where, std::vector<std::string>& notices)
        : m_json(json)
        , m_where(std::move(where))
        , m_notices(notices) {
        if (!json.is_object()) {
            throw Refused(m_where + " is " + typeName(json) + ", not an object");
        }
    }
    ObjectReader(const ObjectReader&) = delete;
    ObjectReader& operator=(const ObjectReader&) = delete;
    ~ObjectReader() {
        for (const auto& [name, value] : m_json.items()) {
            if (!m_known.contains(name)) {
                m_notices.push_back("unknown key '" + name + "' in " + m_where + " left out");
            }
        }
    }

    const Json* find(const char* name) {
        m_known.insert(name);
        const auto found = m_json.find(name);
        return found == m_json.end() ? nullptr : &*found;
    }
    std::string where(const char* name) const { return m_where + "." + name; }

    std::string text(const char* name) {
        const Json* value = find(name);
        if (value == nullptr) {
            return {};
        }
        if (!value->is_string()) {
            throw wrongType(name, *value, "text");
        }
        return value->get<std::string>();
    }
    std::uint64_t number(const char* name) {
        const Json* value = find(name);
        if (value == nullptr) {
            return 0;
        }
        if (!value->is_number_unsigned()) {
            throw wrongType(name, *value, "a whole number of 0 or more");
        }
        return value->get<std::uint64_t>();
    }
    std::int64_t signedNumber(const char* name, std::int64_t absent) {
        const Json* value = find(name);
        if (value == nullptr) {
            return absent;
        }
        if (!value->is_number_integer()) {
            throw wrongType(name, *value, "a whole number");
        }
        return value->get<std::int64_t>();
    }
    bool flag(const char* name) {
        const Json* value = find(name);
        if (value == nullptr) {
            return false;
        }
        if (!value->is_boolean()) {
            throw wrongType(name, *value, "true or false");
        }
        return value->get<bool>();
    }
    const Json& array(const char* name) {
        static const Json empty = Json::array();
        const Json* value = find(name);
        if (value == nullptr) {
            return empty;
        }
        if (!value->is_array()) {
            throw wrongType(name, *value, "an array");
        }
        return *value;
    }
    std::vector<std::string> texts(const char* name) {
        std::vector<std::string> result;
        const Json& values = array(name);
        for (std::size_t i = 0; i < values.size(); ++i) {
            if (!values[i].is_string()) {
                throw Refused(where(name) + "[" + std::to_string(i) + "] is " +
                              typeName(values[i]) + ", not text");
            }
            result.push_back(values[i].get<std::string>());
        }
        return result;
    }

private:
    Refused wrongType(const char* name, const Json& value, const char* wanted) const {
        return Refused(where(name) + " is " + typeName(value) + ", not " + wanted);
    }

    const Json& m_json;
    std::string m_where;
    std::vector<std::string>& m_notices;
    std::set<std::string> m_known;
};

int intOf(std::int64_t value, const std::string& where) {
    if (value < -1 || value > 1'000'000'000) {
        throw Refused(where + " is " + std::to_string(value) + ", out of range");
    }
    return static_cast<int>(value);
}

BookmarkCell readCell(const Json& json, const std::string& where,
                      std::vector<std::string>& notices) {
    ObjectReader object(json, where, notices);
    return {object.number(key::table), object.text(key::column), object.number(key::row)};
}

std::optional<BookmarkCell> readOptionalCell(ObjectReader& object,
                                             std::vector<std::string>& notices) {
    const Json* cell = object.find(key::cell);
    if (cell == nullptr) {
        return std::nullopt;
    }
    return readCell(*cell, object.where(key::cell), notices);
}

// addPlace's keys read back.
void readPlace(ObjectReader& object, std::vector<std::string>& notices, std::string& path,
               std::string& layerPath, ByteRange& range, std::optional<BookmarkCell>& cell) {
    path = object.text(key::path);
    layerPath = object.text(key::layer);
    range = {object.number(key::offset), object.number(key::length)};
    cell = readOptionalCell(object, notices);
}

SessionSelection readSelection(const Json& json, const std::string& where,
                               std::vector<std::string>& notices) {
    ObjectReader object(json, where, notices);
    SessionSelection selection;
    readPlace(object, notices, selection.path, selection.layerPath, selection.range,
              selection.cell);
    return selection;
}

SessionTable readTable(const Json& json, const std::string& where,
                       std::vector<std::string>& notices) {
    ObjectReader object(json, where, notices);
    SessionTable table;
    table.index = intOf(object.signedNumber(key::index, -1), object.where(key::index));
    if (object.find(key::row) != nullptr) {
        table.row = object.number(key::row);
    }
    table.column = object.text(key::column);
    table.filter = object.text(key::filter);
    const Json& sort = object.array(key::sort);
    for (std::size_t i = 0; i < sort.size(); ++i) {
        ObjectReader sortKey(sort[i], object.where(key::sort) + "[" + std::to_string(i) + "]",
                             notices);
        table.sort.push_back({sortKey.text(key::column), sortKey.flag(key::descending)});
    }
    const Json& widths = object.array(key::columnWidths);
    for (std::size_t i = 0; i < widths.size(); ++i) {
        if (!widths[i].is_number_integer()) {
            throw Refused(object.where(key::columnWidths) + "[" + std::to_string(i) + "] is " +
                          typeName(widths[i]) + ", not a whole number");
        }
        table.columnWidths.push_back(
            intOf(widths[i].get<std::int64_t>(), object.where(key::columnWidths)));
    }
    return table;
}

SessionPlot readPlot(const Json& json, const std::string& where,
                     std::vector<std::string>& notices) {
    ObjectReader object(json, where, notices);
    return {object.text(key::kind), object.text(key::x), object.text(key::y),
            object.text(key::colour)};
}

SessionView readView(const Json& json, const std::string& where,
                     std::vector<std::string>& notices) {
    ObjectReader object(json, where, notices);
    SessionView view;
    if (const Json* selection = object.find(key::selection)) {
        view.selection = readSelection(*selection, object.where(key::selection), notices);
    }
    view.expanded = object.texts(key::expanded);
    view.openLayers = object.texts(key::layers);
    view.layerInFront = object.text(key::layerInFront);
    view.hexTop = object.number(key::hexTop);
    if (const Json* table = object.find(key::table)) {
        view.table = readTable(*table, object.where(key::table), notices);
    }
    if (const Json* plot = object.find(key::plot)) {
        view.plot = readPlot(*plot, object.where(key::plot), notices);
    }
    return view;
}

Bookmark readBookmark(const Json& json, const std::string& where,
                      std::vector<std::string>& notices) {
    ObjectReader object(json, where, notices);
    Bookmark bookmark;
    bookmark.name = object.text(key::name);
    if (const std::string colour = object.text(key::colour); !colour.empty()) {
        bookmark.colour = colour;
    }
    bookmark.note = object.text(key::note);
    bookmark.nodeRange = {object.number(key::nodeOffset), object.number(key::nodeLength)};
    readPlace(object, notices, bookmark.path, bookmark.layerPath, bookmark.range, bookmark.cell);
    return bookmark;
}

SessionFileEntry readFile(const Json& json, const std::string& where,
                          std::vector<std::string>& notices) {
    ObjectReader object(json, where, notices);
    SessionFileEntry file;
    file.path = object.text(key::path);
    if (file.path.empty()) {
        throw Refused(where + " names no path");
    }
    file.relativePath = object.text(key::relativePath);
    file.fingerprint = {object.number(key::size), object.text(key::headAndTail)};
    if (const Json* view = object.find(key::view)) {
        file.view = readView(*view, object.where(key::view), notices);
    }
    const Json& bookmarks = object.array(key::bookmarks);
    for (std::size_t i = 0; i < bookmarks.size(); ++i) {
        file.bookmarks.push_back(readBookmark(
            bookmarks[i], object.where(key::bookmarks) + "[" + std::to_string(i) + "]", notices));
    }
    return file;
}

Session readSessionObject(const Json& json, std::vector<std::string>& notices) {
    ObjectReader object(json, "the session", notices);
    const Json* version = object.find(key::version);
    if (version == nullptr) {
        throw Refused("it has no \"strata-session\" version: not a Strata session file");
    }
    if (!version->is_number_unsigned() || version->get<std::uint64_t>() == 0) {
        throw Refused("its \"strata-session\" version is not a whole number of 1 or more");
    }
    if (version->get<std::uint64_t>() > sessionFileVersion) {
        notices.push_back("written by a newer Strata (session version " +
                          std::to_string(version->get<std::uint64_t>()) + "; this one reads " +
                          std::to_string(sessionFileVersion) + ")");
    }
    object.text(key::writtenBy);
    Session session;
    const Json& files = object.array(key::files);
    for (std::size_t i = 0; i < files.size(); ++i) {
        session.files.push_back(readFile(files[i], "files[" + std::to_string(i) + "]", notices));
    }
    const Json& datasets = object.array(key::datasets);
    for (std::size_t i = 0; i < datasets.size(); ++i) {
        ObjectReader dataset(datasets[i], "datasets[" + std::to_string(i) + "]", notices);
        session.datasets.push_back(dataset.texts(key::paths));
    }
    const Json& comparisons = object.array(key::comparisons);
    for (std::size_t i = 0; i < comparisons.size(); ++i) {
        ObjectReader pair(comparisons[i], "comparisons[" + std::to_string(i) + "]", notices);
        session.comparisons.push_back({pair.text(key::left), pair.text(key::right)});
    }
    session.current = intOf(object.signedNumber(key::current, 0), "current");
    return session;
}

} // namespace

std::string writeSession(const Session& session, std::string_view writtenBy) {
    Json files = Json::array();
    for (const SessionFileEntry& file : session.files) {
        files.push_back(fileJson(file));
    }
    Json datasets = Json::array();
    for (const auto& paths : session.datasets) {
        datasets.push_back({{key::paths, paths}});
    }
    Json comparisons = Json::array();
    for (const SessionComparison& pair : session.comparisons) {
        comparisons.push_back({{key::left, pair.left}, {key::right, pair.right}});
    }
    const Json json{{key::version, sessionFileVersion}, {key::writtenBy, std::string(writtenBy)},
                    {key::current, session.current},    {key::files, files},
                    {key::datasets, datasets},          {key::comparisons, comparisons}};
    // Bytes of a path that are no UTF-8 are replaced rather than refused: a session is
    // written whatever the file names.
    return json.dump(2, ' ', false, Json::error_handler_t::replace) + "\n";
}

SessionReading readSession(std::string_view text) {
    SessionReading reading;
    Json json;
    try {
        json = Json::parse(text);
    } catch (const Json::exception& error) {
        // A syntax error, or a number no double holds (1e999: out_of_range); nlohmann's text
        // is "[json.exception.parse_error.101] parse error at line 3, ...".
        std::string what = error.what();
        if (const auto after = what.find("] "); after != std::string::npos) {
            what = what.substr(after + 2);
        }
        reading.error = "not JSON: " + what;
        return reading;
    }
    try {
        reading.session = readSessionObject(json, reading.notices);
    } catch (const Refused& refused) {
        reading.error = refused.what();
        reading.notices.clear();
    }
    return reading;
}

} // namespace strata
