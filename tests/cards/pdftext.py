"""Read back what a card PDF says: its pages' text, and its Info dictionary.

Qt's own reader, ``PySide6.QtPdf.QPdfDocument``, is used when the installed PySide6 has it. The
PyPI wheels of PySide6 6.8 and later ship QtPdf only with the WebEngine add-on, which this project
does not install, so otherwise a small reader of what ``QPdfWriter`` writes takes over: it follows
the page tree, inflates each page's content stream and maps the glyph codes of its text operators
back to characters through the fonts' ToUnicode maps. That is enough for text Qt wrote; it is not
a general PDF reader.
"""

from __future__ import annotations

import re
import unicodedata
import zlib
from dataclasses import dataclass
from pathlib import Path

try:
    from PySide6.QtPdf import QPdfDocument  # type: ignore[import-not-found, unused-ignore]
except ImportError:  # pragma: no cover - depends on the installed PySide6 add-ons
    QPdfDocument = None


@dataclass(frozen=True)
class PdfText:
    pages: list[str]
    """Each page's text, NFKC-normalised (Qt writes ligatures such as "ffi" as one glyph) and
    with runs of white space made single spaces."""
    page_sizes: list[tuple[float, float]]
    """Width and height of each page in points (1/72 inch)."""
    title: str
    creator: str
    raw: bytes

    @property
    def all_text(self) -> str:
        return "\n".join(self.pages)


def normalise(text: str) -> str:
    return " ".join(unicodedata.normalize("NFKC", text).split())


def read_pdf(path: Path) -> PdfText:
    raw = path.read_bytes()
    if QPdfDocument is not None:  # pragma: no cover - depends on the installed PySide6 add-ons
        return _read_with_qtpdf(path, raw)
    reader = _QtPdfReader(raw)
    return PdfText(
        [normalise(page) for page in reader.page_texts()],
        reader.page_sizes(),
        reader.info_string("Title"),
        reader.info_string("Creator"),
        raw,
    )


def _read_with_qtpdf(path: Path, raw: bytes) -> PdfText:  # pragma: no cover
    document = QPdfDocument(None)
    document.load(str(path))
    count = document.pageCount()
    pages = [normalise(document.getAllText(i).text()) for i in range(count)]
    sizes = [document.pagePointSize(i) for i in range(count)]
    title = document.metaData(QPdfDocument.MetaDataField.Title)
    creator = document.metaData(QPdfDocument.MetaDataField.Creator)
    document.close()
    return PdfText(pages, [(s.width(), s.height()) for s in sizes], str(title), str(creator), raw)


_OBJECT = re.compile(rb"(\d+) 0 obj\b")
_REF = rb"(\d+) 0 R"
_TEXT_OPS = re.compile(
    rb"/([A-Za-z0-9_.+-]+)\s+[-\d.]+\s+Tf"  # set font
    rb"|<([0-9A-Fa-f\s]*)>\s*Tj"  # show a hex string
    rb"|\[((?:[^\]\\]|\\.)*)\]\s*TJ"  # show an array of strings and kerns
    rb"|\bET\b"  # end of a text object: one drawText call
)


class _QtPdfReader:
    def __init__(self, data: bytes) -> None:
        self.data = data
        self.objects: dict[int, tuple[bytes, bytes | None]] = {}
        self._parse_objects()

    def _parse_objects(self) -> None:
        data = self.data
        direct_ints = {
            int(m[1]): int(m[2]) for m in re.finditer(rb"(\d+) 0 obj\s*(\d+)\s*endobj", data)
        }
        position = 0
        while match := _OBJECT.search(data, position):
            number, start = int(match[1]), match.end()
            end = data.index(b"endobj", start)
            stream_at = data.find(b"stream", start, end)
            if stream_at < 0:
                self.objects[number] = (data[start:end], None)
                position = end + len(b"endobj")
                continue
            head = data[start:stream_at]
            length_match = re.search(rb"/Length\s+(\d+)(\s+0\s+R)?", head)
            assert length_match, f"stream object {number} has no /Length"
            length = int(length_match[1])
            if length_match[2]:
                length = direct_ints[length]
            body = stream_at + len(b"stream")
            body += 2 if data[body : body + 2] == b"\r\n" else 1
            stream = data[body : body + length]
            if b"/FlateDecode" in head:
                stream = zlib.decompress(stream)
            self.objects[number] = (head, stream)
            position = data.index(b"endobj", body + length) + len(b"endobj")

    def _dict(self, number: int) -> bytes:
        return self.objects[number][0]

    def _stream(self, number: int) -> bytes:
        stream = self.objects[number][1]
        assert stream is not None
        return stream

    def _ref(self, number: int, key: bytes) -> int:
        match = re.search(rb"/" + key + rb"\s+" + _REF, self._dict(number))
        assert match, f"object {number} has no /{key.decode()}"
        return int(match[1])

    def _pages(self) -> list[int]:
        catalog = next(n for n, (d, _) in self.objects.items() if b"/Type /Catalog" in d)
        return self._kids(self._ref(catalog, b"Pages"))

    def _kids(self, node: int) -> list[int]:
        head = self._dict(node)
        if re.search(rb"/Type\s*/Page\b(?!s)", head):
            return [node]
        kids = re.search(rb"/Kids\s*\[([^\]]*)\]", head)
        assert kids, f"page tree node {node} has no /Kids"
        return [page for ref in re.findall(_REF, kids[1]) for page in self._kids(int(ref))]

    def _fonts(self, page: int) -> dict[bytes, dict[int, str]]:
        resources = self._dict(self._ref(page, b"Resources"))
        fonts = re.search(rb"/Font\s*<<(.*?)>>", resources, re.S)
        maps: dict[bytes, dict[int, str]] = {}
        for name, ref in re.findall(rb"/([A-Za-z0-9_.+-]+)\s+" + _REF, fonts[1] if fonts else b""):
            maps[name] = _to_unicode(self._stream(self._ref(int(ref), b"ToUnicode")))
        return maps

    def page_texts(self) -> list[str]:
        texts = []
        for page in self._pages():
            fonts = self._fonts(page)
            content = b"".join(
                self._stream(int(ref)) for ref in re.findall(_REF, self._contents(page))
            )
            cmap: dict[int, str] = {}
            out: list[str] = []
            for match in _TEXT_OPS.finditer(content):
                if match[1] is not None:
                    cmap = fonts.get(match[1], {})
                elif match[2] is not None:
                    out.append(_decode(match[2], cmap))
                elif match[3] is not None:
                    out.extend(
                        _decode(h, cmap) for h in re.findall(rb"<([0-9A-Fa-f\s]*)>", match[3])
                    )
                else:
                    out.append("\n")
            texts.append("".join(out))
        return texts

    def page_sizes(self) -> list[tuple[float, float]]:
        sizes = []
        for page in self._pages():
            box = re.search(
                rb"/MediaBox\s*\[\s*([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)", self._dict(page)
            )
            assert box, f"page {page} has no /MediaBox"
            x0, y0, x1, y1 = (float(v) for v in box.groups())
            sizes.append((x1 - x0, y1 - y0))
        return sizes

    def _contents(self, page: int) -> bytes:
        match = re.search(rb"/Contents\s+(\[[^\]]*\]|\d+ 0 R)", self._dict(page))
        assert match, f"page {page} has no /Contents"
        return match[1]

    def info_string(self, key: str) -> str:
        for head, stream in self.objects.values():
            if stream is None and b"/Producer" in head:
                match = re.search(rb"/" + key.encode() + rb"\s*\(((?:[^)\\]|\\.)*)\)", head, re.S)
                return _pdf_string(match[1]) if match else ""
        return ""


def _decode(hex_codes: bytes, cmap: dict[int, str]) -> str:
    digits = re.sub(rb"\s", b"", hex_codes).decode()
    codes = [int(digits[i : i + 4], 16) for i in range(0, len(digits), 4)]
    return "".join(cmap.get(code, "\ufffd") for code in codes)


def _utf16(hex_text: bytes) -> str:
    return bytes.fromhex(hex_text.decode()).decode("utf-16-be")


def _to_unicode(cmap: bytes) -> dict[int, str]:
    """Glyph code → text, from a ToUnicode CMap's bfchar and bfrange sections."""
    mapping: dict[int, str] = {}
    for section in re.findall(rb"beginbfchar(.*?)endbfchar", cmap, re.S):
        for source, target in re.findall(rb"<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>", section):
            mapping[int(source, 16)] = _utf16(target)
    for section in re.findall(rb"beginbfrange(.*?)endbfrange", cmap, re.S):
        pattern = rb"<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*(<[0-9A-Fa-f]+>|\[[^\]]*\])"
        for low, high, target in re.findall(pattern, section):
            first, last = int(low, 16), int(high, 16)
            if target.startswith(b"["):
                targets = re.findall(rb"<([0-9A-Fa-f]+)>", target)
                for offset, value in enumerate(targets):
                    mapping[first + offset] = _utf16(value)
            else:
                start = int(target[1:-1], 16)
                for offset in range(last - first + 1):
                    mapping[first + offset] = chr(start + offset)
    return mapping


def _pdf_string(literal: bytes) -> str:
    """A PDF literal string; Qt writes UTF-16BE with a byte order mark."""
    escapes = {b"n": b"\n", b"r": b"\r", b"t": b"\t", b"b": b"\b", b"f": b"\f"}

    def unescape(match: re.Match[bytes]) -> bytes:
        escaped = match[1]
        if escaped[:1].isdigit():
            return bytes([int(escaped, 8) & 0xFF])
        return escapes.get(escaped, escaped)

    unescaped = re.sub(rb"\\([0-7]{1,3}|.)", unescape, literal, flags=re.S)
    if unescaped.startswith(b"\xfe\xff"):
        return unescaped[2:].decode("utf-16-be")
    return unescaped.decode("latin-1")
