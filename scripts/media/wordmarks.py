#!/usr/bin/python3
"""Writes public/en/about/funded-by.svg and partners.svg: neutral wordmarks of the investors and
partners (a small monochrome mark and the name set in Inter, converted to outlines so that the SVG
draws the same everywhere, without fonts) until their own logo files arrive.

Needs Debian's python3-fonttools and python3-brotli. Usage: /usr/bin/python3 scripts/media/wordmarks.py
"""
from pathlib import Path
from fontTools.pens.svgPathPen import SVGPathPen
from fontTools.pens.transformPen import TransformPen
from fontTools.ttLib import TTFont
from fontTools.varLib import instancer

ROOT = Path(__file__).resolve().parents[2]
INTER = ROOT / "public" / "fonts" / "inter-latin-variable.woff2"
INK = "#3b4455"

# name, weight, upper case, letter spacing (em), mark
FUNDED = [
    ("Hanbit Ventures", 700, False, -0.01, "sun"),
    ("Northgate Capital", 600, True, 0.12, "gate"),
    ("Parkside Developers", 500, False, 0.0, "blocks"),
    ("Blue Harbor VC", 800, False, -0.02, "wave"),
    ("Seoul Angels", 400, True, 0.16, "ring"),
    ("Mesa Real Estate", 700, False, 0.02, "mesa"),
]
PARTNERS = [
    ("NewValue Modular", 700, False, -0.01, "modules"),
    ("Studio Arcline", 300, True, 0.18, "arc"),
    ("Crestline Brokerage", 600, False, 0.0, "crest"),
    ("Urban Frame Homes", 800, True, 0.06, "frame"),
    ("Lattice Architects", 500, False, 0.01, "lattice"),
    ("Keystone Builders", 700, False, 0.0, "keystone"),
]

MARKS = {
    "sun": '<circle cx="16" cy="16" r="7"/><path d="M16 2v5M16 25v5M2 16h5M25 16h5M6 6l3.5 3.5M22.5 22.5L26 26M26 6l-3.5 3.5M9.5 22.5L6 26" stroke-width="2.4" fill="none"/>',
    "gate": '<path d="M4 30V12L16 3l12 9v18h-6V16H10v14z"/>',
    "blocks": '<rect x="3" y="14" width="8" height="16"/><rect x="12" y="6" width="8" height="24"/><rect x="21" y="18" width="8" height="12"/>',
    "wave": '<path d="M2 20c5-8 9-8 14 0s9 8 14 0v10H2z"/><path d="M2 12c5-8 9-8 14 0s9 8 14 0" fill="none" stroke-width="2.6"/>',
    "ring": '<circle cx="16" cy="16" r="11" fill="none" stroke-width="4"/><circle cx="16" cy="16" r="3.5"/>',
    "mesa": '<path d="M2 28l7-14h4l3-6h4l3 6h4l3 14z"/>',
    "modules": '<rect x="3" y="3" width="12" height="12" rx="2"/><rect x="17" y="3" width="12" height="12" rx="2" opacity=".55"/><rect x="3" y="17" width="12" height="12" rx="2" opacity=".55"/><rect x="17" y="17" width="12" height="12" rx="2"/>',
    "arc": '<path d="M3 29A13 13 0 0 1 29 29" fill="none" stroke-width="3.2"/><path d="M10 29a6 6 0 0 1 12 0" fill="none" stroke-width="3.2"/>',
    "crest": '<path d="M16 2l13 7v8c0 7-6 12-13 14C9 29 3 24 3 17V9z"/>',
    "frame": '<path d="M3 3h26v26H3z" fill="none" stroke-width="3.4"/><path d="M3 16h26M16 3v26" stroke-width="2" fill="none"/>',
    "lattice": '<path d="M2 16L16 2l14 14-14 14z" fill="none" stroke-width="2.4"/><path d="M9 9l14 14M23 9L9 23" stroke-width="2.4" fill="none"/>',
    "keystone": '<path d="M7 3h18l-4 26H11z"/>',
}


def outlines(text: str, weight: int, size: float, tracking: float):
    """The text as one SVG path at font size `size`, and its width."""
    font = instancer.instantiateVariableFont(TTFont(INTER), {"wght": weight})
    glyphs = font.getGlyphSet()
    cmap = font.getBestCmap()
    scale = size / font["head"].unitsPerEm
    pen = SVGPathPen(glyphs, ntos=lambda value: f"{value:.1f}".rstrip("0").rstrip("."))
    x = 0.0
    for char in text:
        name = cmap.get(ord(char))
        if name is None:
            continue
        glyphs[name].draw(TransformPen(pen, (scale, 0, 0, -scale, x, 0)))
        x += glyphs[name].width * scale + tracking * size
    return pen.getCommands(), x - tracking * size


def logo(name: str, weight: int, upper: bool, tracking: float, mark: str, x: float, y: float) -> str:
    text = name.upper() if upper else name
    size = 21 if upper else 25
    path, width = outlines(text, weight, size, tracking)
    total = 32 + 12 + width
    left = x - total / 2
    return (f'<g fill="{INK}" stroke="{INK}" stroke-linecap="round" stroke-linejoin="round">'
            f'<g transform="translate({left:.1f} {y - 16:.1f})" stroke-width="0">{MARKS[mark]}</g></g>'
            f'<path transform="translate({left + 44:.1f} {y + size * 0.36:.1f})" fill="{INK}" d="{path}"/>')


def wall(entries, label: str) -> str:
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 240" width="1200" height="240" role="img" '
             f'aria-label="{label}">']
    for index, entry in enumerate(entries):
        cx = 200 + (index % 3) * 400
        cy = 70 + (index // 3) * 110
        parts.append(logo(*entry, cx, cy))
    parts.append("</svg>\n")
    return "".join(parts)


def main() -> None:
    out = ROOT / "public" / "en" / "about"
    (out / "funded-by.svg").write_text(wall(FUNDED, "Investors"), encoding="utf-8")
    (out / "partners.svg").write_text(wall(PARTNERS, "Partners"), encoding="utf-8")
    for file in ("funded-by.svg", "partners.svg"):
        print(file, (out / file).stat().st_size, "bytes")


if __name__ == "__main__":
    main()
