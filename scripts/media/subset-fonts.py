#!/usr/bin/python3
"""Rebuilds app/fonts/noto-sans-kr-{400,700}.woff2: Noto Sans CJK KR cut down to the Hangul the
site's Korean texts use (messages/ko, content/**/*.ko.ts), so a page never waits on megabytes.

Needs Debian's fonts-noto-cjk, python3-fonttools and python3-brotli. Run again after adding Korean
text with new syllables: /usr/bin/python3 scripts/media/subset-fonts.py
Latin comes from @fontsource-variable/inter; the @font-face for Hangul is limited by unicode-range.
"""
import re
from pathlib import Path
from fontTools import subset
from fontTools.ttLib import TTCollection

ROOT = Path(__file__).resolve().parents[2]
SOURCES = {400: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", 700: "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc"}
HANGUL = re.compile(r"[\u1100-\u11ff\u3130-\u318f\uac00-\ud7a3]")


def site_hangul() -> set[str]:
    chars: set[str] = set()
    files = list((ROOT / "messages" / "ko").glob("*.json")) + list((ROOT / "content").rglob("*.ko.ts"))
    for file in files:
        chars.update(HANGUL.findall(file.read_text(encoding="utf-8")))
    return chars


def kr_font(path: str):
    for font in TTCollection(path).fonts:
        if font["name"].getDebugName(1) == "Noto Sans CJK KR":
            return font
    raise SystemExit(f"Noto Sans CJK KR not found in {path}")


def main() -> None:
    chars = site_hangul()
    # Hangul plus the CJK punctuation and full-width forms Korean text uses.
    text = "".join(sorted(chars)) + "·「」『』《》〈〉【】・"
    for weight, path in SOURCES.items():
        font = kr_font(path)
        options = subset.Options()
        options.flavor = "woff2"
        options.layout_features = ["*"]
        options.name_IDs = ["*"]
        options.hinting = False
        sub = subset.Subsetter(options)
        sub.populate(text=text)
        sub.subset(font)
        out = ROOT / "app" / "fonts" / f"noto-sans-kr-{weight}.woff2"
        font.flavor = "woff2"
        font.save(out)
        print(out.name, len(chars), "syllables", out.stat().st_size, "bytes")


if __name__ == "__main__":
    main()
