#pragma once

#include <QString>
#include <string_view>

namespace strata::model {

// The English words the decoders use in what they produce for display (node labels, the values
// of structure nodes, table names), in the user's language: the phrases of a glossary (the
// translations' "NodeText" context) are replaced whole, longest first ("row group 12" becomes
// "Zeilengruppe 12" in German). What a file holds stays as it is: quoted names, names with
// '_' or '@' (the specifications' field names, ODB-2 columns), numbers, upper-case codec and
// type names. A text with a word the glossary lacks stays English whole, not half translated.
// Decoder texts stay English where they are keys: paths, findByPath, the command line.
QString translatedNodeText(std::string_view text);

// A node's path (labels joined by " / ") for display, each label as translatedNodeText says.
QString translatedNodePath(std::string_view path);

} // namespace strata::model
