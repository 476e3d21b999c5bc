#pragma once

#include <QString>
#include <string_view>

namespace strata::model {

// The English words the decoders use in what they produce for display (node labels, the values
// of structure nodes, table names), in the user's language: the phrases of a glossary (the
// translations' "NodeText" context) are replaced whole, longest first ("row group 12" becomes
// "Zeilengruppe 12" in German). What a file holds stays as it is: quoted names, names with
// '_' or '@' (the specifications' field names, ODB-2 columns), numbers. Decoder texts stay
// English where they are keys: paths, findByPath, the command line's output.
QString translatedNodeText(std::string_view text);

} // namespace strata::model
