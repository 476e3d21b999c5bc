// The forms the hex view copies bytes in, to the character.
#include "hex/byte_copy_formats.h"
#include "support/corpus.h"

#include <QTest>
#include <vector>

using namespace strata::gui;
using strata::test::bytesOf;

namespace {

QString format(std::initializer_list<int> values, ByteCopyFormat form) {
    return QString::fromStdString(formatBytes(bytesOf(values), form));
}

} // namespace

class ByteCopyFormatsTest : public QObject {
    Q_OBJECT

private slots:
    void hexTextIsAsTheHexViewShowsIt() {
        QCOMPARE(format({0xFF, 0xFF, 0x4F, 0x44, 0x41, 0x00}, ByteCopyFormat::HexText),
                 QStringLiteral("FF FF 4F 44 41 00"));
        QCOMPARE(format({}, ByteCopyFormat::HexText), QString());
    }

    void cArrayHasTwelveBytesALine() {
        QCOMPARE(format({0x4F, 0x44, 0x41}, ByteCopyFormat::CArray),
                 QStringLiteral("const unsigned char bytes[3] = {\n    0x4F, 0x44, 0x41,\n};\n"));
        QCOMPARE(format({0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12}, ByteCopyFormat::CArray),
                 QStringLiteral("const unsigned char bytes[13] = {\n"
                                "    0x00, 0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0x08, 0x09, "
                                "0x0A, 0x0B,\n"
                                "    0x0C,\n"
                                "};\n"));
    }

    void pythonBytesIsWhatPythonsReprWrites() {
        // Python 3: repr(b"OD'A\\\t\n\r\x00\x7f\xff ~"), repr(b'a\'b"c'), repr(b'a"b').
        QCOMPARE(format({'O', 'D', '\'', 'A', '\\', '\t', '\n', '\r', 0x00, 0x7F, 0xFF, ' ', '~'},
                        ByteCopyFormat::PythonBytes),
                 QStringLiteral("b\"OD'A\\\\\\t\\n\\r\\x00\\x7f\\xff ~\""));
        QCOMPARE(format({'a', '\'', 'b', '"', 'c'}, ByteCopyFormat::PythonBytes),
                 QStringLiteral("b'a\\'b\"c'"));
        QCOMPARE(format({'a', '"', 'b'}, ByteCopyFormat::PythonBytes), QStringLiteral("b'a\"b'"));
        QCOMPARE(format({}, ByteCopyFormat::PythonBytes), QStringLiteral("b''"));
    }

    void base64IsPadded() {
        // RFC 4648 section 10's test vectors.
        QCOMPARE(format({'f'}, ByteCopyFormat::Base64), QStringLiteral("Zg=="));
        QCOMPARE(format({'f', 'o'}, ByteCopyFormat::Base64), QStringLiteral("Zm8="));
        QCOMPARE(format({'f', 'o', 'o'}, ByteCopyFormat::Base64), QStringLiteral("Zm9v"));
        QCOMPARE(format({'f', 'o', 'o', 'b', 'a', 'r'}, ByteCopyFormat::Base64),
                 QStringLiteral("Zm9vYmFy"));
        QCOMPARE(format({0xFF, 0xFE, 0x00}, ByteCopyFormat::Base64), QStringLiteral("//4A"));
    }

    void textKeepsLineEndsAndHidesControlCharacters() {
        QCOMPARE(
            format({'O', 'D', 'A', 0x00, '\t', 'x', '\r', '\n', 0x7F, 0x01}, ByteCopyFormat::Text),
            QStringLiteral("ODA.\tx\r\n.."));
        // UTF-8 stays UTF-8.
        QCOMPARE(QString::fromUtf8(formatBytes(bytesOf({0xE6, 0x9D, 0xB1}), ByteCopyFormat::Text)),
                 QStringLiteral(u"東"));
    }
};

QTEST_APPLESS_MAIN(ByteCopyFormatsTest)
#include "byte_copy_formats_test.moc"
