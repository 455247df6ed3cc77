#!/usr/bin/python3
"""Rebuilds public/fonts/noto-sans-kr-{400,700}.woff2 and app/fonts/noto-sans-kr-label.woff2:
- 400: Noto Sans CJK KR cut down to every Hangul syllable the site ships (messages/, content/, the
  published seed posts in lib/blog and the brand's default particle forms in lib/config);
- 700: only the syllables the Korean pages draw in bold (app/fonts/bold-hangul.txt, written by
  scripts/media/bold-hangul.ts from the built site), about half as many: both files load before a
  Korean page's first paint, so every byte of them is on its way;
- both: printable ASCII, so that a Korean page draws its Latin words from the same file and never
  fetches Inter;
- label: only the glyphs of the language switch's "한국어", for English pages.
tests/unit/fonts/korean-coverage.test.ts checks the files against the texts, and
tests/e2e/korean-glyphs.spec.ts the bold file against what the pages draw.

Text outside the subset (names, typed input, new posts) is drawn from @fontsource/noto-sans-kr's
unicode-range slices, a later face in the same font stack (components/fonts/korean-fallback-fonts.tsx).

Needs Debian's python3-fonttools and python3-brotli, and the fonts of fonts-noto-cjk. Installing
that package puts a Korean font on the machine, which hides missing glyphs from the browser tests;
unpack it aside instead and point NOTO_CJK_DIR there:
  apt-get download fonts-noto-cjk && dpkg -x fonts-noto-cjk_*.deb /tmp/noto-cjk
  NOTO_CJK_DIR=/tmp/noto-cjk/usr/share/fonts/opentype/noto /usr/bin/python3 scripts/media/subset-fonts.py
Run it again after adding Korean text with new syllables (the unit test says when).
"""
import os
import re
from pathlib import Path
from fontTools import subset
from fontTools.ttLib import TTCollection

ROOT = Path(__file__).resolve().parents[2]
FONT_DIR = Path(os.environ.get("NOTO_CJK_DIR", "/usr/share/fonts/opentype/noto"))
SOURCES = {400: FONT_DIR / "NotoSansCJK-Regular.ttc", 700: FONT_DIR / "NotoSansCJK-Bold.ttc"}
HANGUL = re.compile(r"[\u1100-\u11ff\u3130-\u318f\uac00-\ud7a3]")
# CJK punctuation and the few symbols the site's texts use that Inter (the Latin face) lacks.
EXTRA = "·「」『』《》〈〉【】・※→▶✓㎡"
# The Latin a Korean page draws (numbers, brand and product names, e-mail addresses) and the typographic
# punctuation its texts use. About 9 KB a weight: less than a fifth of Inter, which Korean pages no longer load.
LATIN = "".join(chr(code) for code in range(0x20, 0x7F)) + "\u00a0©®°²×–—‘’“”•…€™"
LABEL = "한국어"
# Visible text: messages, content, the published seed posts, the seeded news and the brand defaults (lib/config).
TEXT_DIRS = ["messages", "content", "lib/blog", "lib/config", "lib/news"]
TEXT_SUFFIXES = {".json", ".ts", ".tsx"}


def site_hangul() -> set[str]:
    chars: set[str] = set()
    for folder in TEXT_DIRS:
        for file in (ROOT / folder).rglob("*"):
            if file.suffix in TEXT_SUFFIXES and "generated" not in file.parts:
                chars.update(HANGUL.findall(file.read_text(encoding="utf-8")))
    return chars


def bold_hangul() -> set[str]:
    return set(HANGUL.findall((ROOT / "app" / "fonts" / "bold-hangul.txt").read_text(encoding="utf-8")))


def kr_font(path: Path):
    for font in TTCollection(str(path)).fonts:
        if font["name"].getDebugName(1) == "Noto Sans CJK KR":
            return font
    raise SystemExit(f"Noto Sans CJK KR not found in {path}")


def write_subset(source: Path, text: str, out: Path) -> None:
    font = kr_font(source)
    options = subset.Options()
    options.flavor = "woff2"
    # fontTools' default features (kerning, composition, locale forms) and no CFF subroutines: the
    # subroutines save bytes before compression and cost about a tenth of the file after WOFF2's.
    options.desubroutinize = True
    options.hinting = False
    sub = subset.Subsetter(options)
    sub.populate(text=text)
    sub.subset(font)
    font.flavor = "woff2"
    font.save(out)
    print(out.name, len(font.getBestCmap()), "characters", out.stat().st_size, "bytes")


def main() -> None:
    texts = {400: "".join(sorted(site_hangul())), 700: "".join(sorted(bold_hangul()))}
    for weight, path in SOURCES.items():
        write_subset(path, texts[weight] + EXTRA + LATIN, ROOT / "public" / "fonts" / f"noto-sans-kr-{weight}.woff2")
    write_subset(SOURCES[400], LABEL, ROOT / "app" / "fonts" / "noto-sans-kr-label.woff2")


if __name__ == "__main__":
    main()
