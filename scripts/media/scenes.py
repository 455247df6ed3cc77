"""Drawings of what the product makes, for scripts/media/generate.py: site plans (parcel, setbacks,
buildings split into units, cores, parking stalls, trees), massing, unit-mix charts, pro forma tables,
design alternatives, floor plates, modules and exported sheets. Language-neutral: no words, only
shapes and figures. Each scene draws into a box of a Canvas and returns the shapes it highlights in turn.
The Canvas paints a raster (the clip's frames) and writes the same drawing as SVG (the poster).
"""
import json
import math
import random
from pathlib import Path
from PIL import Image, ImageDraw, ImageFont

SCALE = 2  # drawn at twice the size, then scaled down: smooth edges
FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
FONT_BOLD = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"

# The colours of each look a scene can take (the ground, the parcel and its setback, buildings and
# units, cores, parking, trees, an accent, text): data, kept beside this script.
with open(Path(__file__).with_name("palettes.json"), encoding="utf-8") as palettes:
    PALETTES = json.load(palettes)
# Unit types: studio, one, two and three bedrooms.
UNIT_COLOURS = ["#9dbaff", "#5b8cff", "#22c3a6", "#f2a93b"]


def rgba(colour: str, alpha: float = 1.0) -> tuple:
    colour = colour.lstrip("#")
    return tuple(int(colour[i:i + 2], 16) for i in (0, 2, 4)) + (int(255 * alpha),)


def n(value: float) -> str:
    return f"{value:.1f}".rstrip("0").rstrip(".")


def paint(kind: str, colour, alpha: float) -> str:
    if not colour:
        return f'{kind}="none"'
    return f'{kind}="{colour}"' + (f' {kind}-opacity="{n(alpha)}"' if alpha < 1 else "")


class Canvas:
    def __init__(self, width: int, height: int, palette: str):
        self.w, self.h = width, height
        self.p = PALETTES[palette]
        # RGB with an RGBA pen: translucent shapes blend into what is below.
        self.image = Image.new("RGB", (width * SCALE, height * SCALE), rgba(self.p["bg"])[:3])
        self.draw = ImageDraw.Draw(self.image, "RGBA")
        self.svg: list[str] = []
        self.recording = True

    def s(self, points):
        return [(x * SCALE, y * SCALE) for x, y in points]

    def emit(self, element: str):
        if self.recording:
            self.svg.append(element)

    def svg_document(self) -> str:
        return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {self.w} {self.h}" width="{self.w}" '
                f'height="{self.h}" stroke-linecap="round" stroke-linejoin="round" '
                f'font-family="Inter,Arial,sans-serif"><rect width="{self.w}" height="{self.h}" fill="{self.p["bg"]}"/>'
                + "".join(self.svg) + "</svg>\n")

    def rect(self, x, y, w, h, fill=None, outline=None, width=1, radius=0, alpha=1.0):
        box = [x * SCALE, y * SCALE, (x + w) * SCALE, (y + h) * SCALE]
        self.draw.rounded_rectangle(box, radius=radius * SCALE, fill=rgba(fill, alpha) if fill else None,
                                    outline=rgba(outline, alpha) if outline else None, width=max(1, int(width * SCALE)))
        stroke = f' {paint("stroke", outline, alpha)} stroke-width="{n(width)}"' if outline else ""
        rounded = f' rx="{n(radius)}"' if radius else ""
        self.emit(f'<rect x="{n(x)}" y="{n(y)}" width="{n(w)}" height="{n(h)}"{rounded} {paint("fill", fill, alpha)}{stroke}/>')

    def poly(self, points, fill=None, outline=None, width=1, alpha=1.0):
        self.draw.polygon(self.s(points), fill=rgba(fill, alpha) if fill else None)
        if fill:
            coords = " ".join(f"{n(x)},{n(y)}" for x, y in points)
            self.emit(f'<polygon points="{coords}" {paint("fill", fill, alpha)}/>')
        if outline:
            self.line(points + [points[0]], outline, width, alpha)

    def line(self, points, colour, width=1, alpha=1.0, dash=None):
        if not dash:
            self.draw.line(self.s(points), fill=rgba(colour, alpha), width=max(1, int(width * SCALE)), joint="curve")
        coords = " ".join(f"{n(x)},{n(y)}" for x, y in points)
        dashes = f' stroke-dasharray="{dash}"' if dash else ""
        self.emit(f'<polyline points="{coords}" fill="none" {paint("stroke", colour, alpha)} stroke-width="{n(width)}"{dashes}/>')

    def pie(self, cx, cy, r, start, end, colour):
        self.draw.pieslice([(cx - r) * SCALE, (cy - r) * SCALE, (cx + r) * SCALE, (cy + r) * SCALE], start, end,
                           fill=rgba(colour))
        a, b = math.radians(start), math.radians(end)
        large = 1 if end - start > 180 else 0
        self.emit(f'<path d="M{n(cx)} {n(cy)}L{n(cx + r * math.cos(a))} {n(cy + r * math.sin(a))}'
                  f'A{n(r)} {n(r)} 0 {large} 1 {n(cx + r * math.cos(b))} {n(cy + r * math.sin(b))}Z" fill="{colour}"/>')

    def dashed(self, points, colour, width=1, dash=8, gap=6, alpha=1.0):
        self.line(points, colour, width, alpha, dash=f"{dash} {gap}")
        recording, self.recording = self.recording, False
        for (x0, y0), (x1, y1) in zip(points, points[1:]):
            length = math.hypot(x1 - x0, y1 - y0)
            steps = int(length // (dash + gap)) + 1
            for i in range(steps):
                a = i * (dash + gap) / length
                b = min(1.0, (i * (dash + gap) + dash) / length)
                if a >= 1:
                    break
                self.line([(x0 + (x1 - x0) * a, y0 + (y1 - y0) * a), (x0 + (x1 - x0) * b, y0 + (y1 - y0) * b)],
                          colour, width, alpha)
        self.recording = recording

    def circle(self, x, y, r, fill=None, outline=None, width=1, alpha=1.0):
        box = [(x - r) * SCALE, (y - r) * SCALE, (x + r) * SCALE, (y + r) * SCALE]
        self.draw.ellipse(box, fill=rgba(fill, alpha) if fill else None,
                          outline=rgba(outline, alpha) if outline else None, width=max(1, int(width * SCALE)))
        stroke = f' {paint("stroke", outline, alpha)} stroke-width="{n(width)}"' if outline else ""
        self.emit(f'<circle cx="{n(x)}" cy="{n(y)}" r="{n(r)}" {paint("fill", fill, alpha)}{stroke}/>')

    def text(self, x, y, value, size, colour, bold=False, anchor="la", alpha=1.0):
        font = ImageFont.truetype(FONT_BOLD if bold else FONT, int(size * SCALE))
        self.draw.text((x * SCALE, y * SCALE), value, font=font, fill=rgba(colour, alpha), anchor=anchor)
        align = {"l": "start", "m": "middle", "r": "end"}[anchor[0]]
        base = {"a": "hanging", "m": "central"}[anchor[1]]
        weight = ' font-weight="700"' if bold else ""
        self.emit(f'<text x="{n(x)}" y="{n(y)}" font-size="{n(size)}"{weight} text-anchor="{align}" '
                  f'dominant-baseline="{base}" {paint("fill", colour, alpha)}>{value}</text>')

    def grid(self, step=40):
        for x in range(0, self.w, step):
            self.line([(x, 0), (x, self.h)], self.p["grid"], 1)
        for y in range(0, self.h, step):
            self.line([(0, y), (self.w, y)], self.p["grid"], 1)

    def result(self, width: int, height: int) -> Image.Image:
        return self.image.resize((width, height), Image.LANCZOS)


# --- site plan -------------------------------------------------------------------------------------

def site_plan(c: Canvas, box, rnd: random.Random, parking=True, selected=None):
    """Parcel with a cut corner, dashed setback line, buildings split into units around corridors and
    cores, a surface lot with stalls along a drive aisle, trees on the edges and a north arrow."""
    p = c.p
    x0, y0, x1, y1 = box
    w, h = x1 - x0, y1 - y0
    cut = min(w, h) * rnd.uniform(0.12, 0.2)
    parcel = [(x0, y0), (x1 - cut, y0), (x1, y0 + cut), (x1, y1), (x0, y1)]
    c.poly(parcel, fill=p["ground"], outline=p["parcel"], width=3)
    for px, py in parcel:
        c.circle(px, py, 4, fill=p["parcel"])
    sb = min(w, h) * 0.07
    setback = [(x0 + sb, y0 + sb), (x1 - cut - sb * 0.4, y0 + sb), (x1 - sb, y0 + cut + sb * 0.4), (x1 - sb, y1 - sb),
               (x0 + sb, y1 - sb)]
    c.dashed(setback + [setback[0]], p["setback"], 1.5)
    ix0, iy0, ix1, iy1 = x0 + sb * 1.6, y0 + sb * 1.6, x1 - sb * 1.6 - cut * 0.5, y1 - sb * 1.6
    iw, ih = ix1 - ix0, iy1 - iy0
    highlights = []
    building_h = ih * (0.42 if parking else 0.8)
    # An L of two wings: a long bar along the top and a shorter wing down the left.
    wings = [(ix0, iy0, iw, building_h * 0.55), (ix0, iy0, iw * 0.28, building_h)]
    if rnd.random() < 0.5:
        wings[1] = (ix0 + iw * 0.72, iy0, iw * 0.28, building_h)
    for index, (bx, by, bw, bh) in enumerate(wings):
        c.rect(bx, by, bw, bh, fill=p["building"], outline=p["line"], width=2)
        horizontal = bw >= bh
        length, depth = (bw, bh) if horizontal else (bh, bw)
        count = max(3, int(length // max(28, depth * 0.55)))
        corridor = depth * 0.12
        for side in (0, 1):
            for i in range(count):
                if index == 1 and i < int(count * 0.55):
                    continue  # the corner already belongs to the long bar
                a = length * i / count
                b = length * (i + 1) / count
                d0 = 0 if side == 0 else depth / 2 + corridor / 2
                d1 = depth / 2 - corridor / 2 if side == 0 else depth
                cell = (bx + a, by + d0, b - a, d1 - d0) if horizontal else (bx + d0, by + a, d1 - d0, b - a)
                colour = UNIT_COLOURS[rnd.randrange(4)]
                c.rect(cell[0] + 1.5, cell[1] + 1.5, cell[2] - 3, cell[3] - 3, fill=colour, alpha=0.55)
                highlights.append([(cell[0], cell[1]), (cell[0] + cell[2], cell[1]), (cell[0] + cell[2], cell[1] + cell[3]),
                                   (cell[0], cell[1] + cell[3])])
        core = depth * 0.34
        cx, cy = (bx + bw * 0.5 - core / 2, by + bh / 2 - core / 2)
        c.rect(cx, cy, core, core, fill=p["core"], outline=p["line"], width=1.5)
        c.line([(cx, cy), (cx + core, cy + core)], p["line"], 1)
        c.line([(cx + core, cy), (cx, cy + core)], p["line"], 1)
    if parking:
        lot_y = iy0 + building_h + ih * 0.08
        lot_h = iy1 - lot_y
        lot_x = ix0 + (iw * 0.3 if wings[1][0] == ix0 else 0)
        lot_w = iw * 0.7
        c.rect(lot_x, lot_y, lot_w, lot_h, fill=p["parking"], radius=4)
        stall_w = max(14, lot_w / 22)
        row_h = lot_h * 0.36
        aisle_y = lot_y + row_h
        c.rect(lot_x, aisle_y, lot_w, lot_h - 2 * row_h, fill=p["ground"], alpha=0.6)
        for i in range(int(lot_w // stall_w) + 1):
            x = lot_x + i * stall_w
            c.line([(x, lot_y + 3), (x, lot_y + row_h)], p["stall"], 1.2)
            c.line([(x, lot_y + lot_h - row_h), (x, lot_y + lot_h - 3)], p["stall"], 1.2)
        for i in range(0, int(lot_w // stall_w), 3):
            x = lot_x + i * stall_w
            highlights.append([(x, lot_y), (x + stall_w, lot_y), (x + stall_w, lot_y + row_h), (x, lot_y + row_h)])
        # Drive aisle arrows and the entrance from the street.
        for i in range(3):
            ax = lot_x + lot_w * (0.2 + 0.3 * i)
            ay = aisle_y + (lot_h - 2 * row_h) / 2
            c.poly([(ax, ay - 4), (ax + 9, ay), (ax, ay + 4)], fill=p["stall"], alpha=0.8)
        c.rect(lot_x + lot_w * 0.45, lot_y + lot_h, lot_w * 0.1, y1 - (lot_y + lot_h), fill=p["parking"])
    for i in range(int(w // 46)):
        c.circle(x0 + 20 + i * 46 + rnd.uniform(-6, 6), y1 - sb * 0.5, sb * 0.28, fill=p["tree"], alpha=0.9)
    for i in range(int(h // 56)):
        c.circle(x0 + sb * 0.5, y0 + 30 + i * 56 + rnd.uniform(-6, 6), sb * 0.25, fill=p["tree"], alpha=0.9)
    nx, ny = x1 - 24, y1 - 40
    c.poly([(nx, ny - 16), (nx + 8, ny + 8), (nx, ny + 3), (nx - 8, ny + 8)], fill=p["parcel"])
    if selected is not None and highlights:
        shape = highlights[selected % len(highlights)]
        c.poly(shape, outline=p["accent"], width=3)
        for px, py in shape:
            c.rect(px - 4, py - 4, 8, 8, fill="#ffffff", outline=p["accent"], width=1.5)
    return highlights


# --- massing ---------------------------------------------------------------------------------------

def iso(ox, oy, unit):
    """An isometric projection centred on (ox, oy): x to the lower right, y to the lower left, z up."""
    def project(x, y, z):
        return (ox + (x - y) * unit * 0.866, oy + (x + y) * unit * 0.5 - z * unit)
    return project


def block(c: Canvas, pr, x, y, w, d, floors, floor_h, colour, edge, mark_floor=None, accent=None):
    z = floors * floor_h
    top = [pr(x, y, z), pr(x + w, y, z), pr(x + w, y + d, z), pr(x, y + d, z)]
    left = [pr(x, y + d, 0), pr(x + w, y + d, 0), pr(x + w, y + d, z), pr(x, y + d, z)]
    right = [pr(x + w, y, 0), pr(x + w, y + d, 0), pr(x + w, y + d, z), pr(x + w, y, z)]
    c.poly(left, fill=colour, alpha=0.78)
    c.poly(right, fill=colour, alpha=0.55)
    c.poly(top, fill=colour, alpha=1.0)
    for f in range(1, floors):
        zz = f * floor_h
        c.line([pr(x, y + d, zz), pr(x + w, y + d, zz), pr(x + w, y, zz)], edge, 1, alpha=0.45)
    for face in (left, right, top):
        c.poly(face, outline=edge, width=1.2, alpha=0.9)
    if mark_floor is not None:
        zz, zt = mark_floor * floor_h, (mark_floor + 1) * floor_h
        band = [pr(x, y + d, zz), pr(x + w, y + d, zz), pr(x + w, y, zz), pr(x + w, y, zt), pr(x + w, y + d, zt), pr(x, y + d, zt)]
        c.poly(band, fill=accent, alpha=0.85)
    return [pr(x, y + d, 0), pr(x + w, y + d, 0), pr(x + w, y, 0), pr(x + w, y, z), pr(x, y, z), pr(x, y + d, z)]


def massing(c: Canvas, box, rnd: random.Random, towers=False, modular=False):
    p = c.p
    x0, y0, x1, y1 = box
    unit = min((x1 - x0) / 9.5, (y1 - y0) / (7.5 if towers else 6.2))
    pr = iso((x0 + x1) / 2 - unit * 0.4, y0 + (y1 - y0) * (0.36 if towers else 0.4), unit)
    ground = [pr(0, 0, 0), pr(6, 0, 0), pr(6, 5, 0), pr(0, 5, 0)]
    c.poly(ground, fill=p["ground"], outline=p["parcel"], width=2.5)
    c.dashed([pr(0.5, 0.5, 0), pr(5.5, 0.5, 0), pr(5.5, 4.5, 0), pr(0.5, 4.5, 0), pr(0.5, 0.5, 0)], p["setback"], 1.2)
    shapes = []
    if towers:
        specs = [(0.9, 0.9, 1.6, 1.6, 14), (3.4, 0.8, 1.6, 1.6, 18), (0.9, 2.9, 1.7, 1.4, 10), (3.3, 2.9, 1.8, 1.3, 12)]
        floor_h = 0.17
    else:
        specs = [(0.8, 0.8, 4.4, 1.3, 6), (0.8, 2.1, 1.3, 2.2, 5), (3.6, 2.6, 1.6, 1.6, 4)]
        floor_h = 0.3
    for bx, by, bw, bd, floors in specs:
        shapes.append(block(c, pr, bx, by, bw, bd, floors, floor_h, p["building"] if not modular else p["unit"], p["line"]))
        if modular:
            for i in range(1, int(bw / 0.55)):
                xx = bx + i * 0.55
                c.line([pr(xx, by + bd, 0), pr(xx, by + bd, floors * floor_h)], p["line"], 1, alpha=0.5)
    return shapes


# --- charts and tables -----------------------------------------------------------------------------

def unit_mix(c: Canvas, box, rnd: random.Random):
    """A donut of the unit mix beside bars of units per type for three options, the chosen one marked."""
    p = c.p
    x0, y0, x1, y1 = box
    w, h = x1 - x0, y1 - y0
    c.rect(x0, y0, w, h, fill=p["card"], radius=14, alpha=0.95)
    shares = [rnd.uniform(0.1, 0.35) for _ in range(4)]
    total = sum(shares)
    r = min(w * 0.22, h * 0.36)
    cx, cy = x0 + w * 0.27, y0 + h * 0.5
    start = -90
    for share, colour in zip(shares, UNIT_COLOURS):
        end = start + 360 * share / total
        c.pie(cx, cy, r, start, end, colour)
        start = end
    c.circle(cx, cy, r * 0.58, fill=p["card"])
    c.text(cx, cy, f"{rnd.randrange(90, 240)}", r * 0.32, p["text"], bold=True, anchor="mm")
    bx0, by1 = x0 + w * 0.55, y0 + h * 0.84
    bar_w = w * 0.09
    highlights = []
    for option in range(3):
        x = bx0 + option * bar_w * 1.45
        y = by1
        for share, colour in zip([rnd.uniform(0.1, 0.35) for _ in range(4)], UNIT_COLOURS):
            seg = h * 0.62 * share / 1.0
            c.rect(x, y - seg, bar_w, seg - 2, fill=colour, radius=2)
            y -= seg
        highlights.append([(x - 4, y - 4), (x + bar_w + 4, y - 4), (x + bar_w + 4, by1 + 4), (x - 4, by1 + 4)])
    c.line([(bx0 - 10, by1 + 1), (x1 - w * 0.04, by1 + 1)], p["muted"], 1.5)
    chosen = highlights[rnd.randrange(3)]
    c.poly(chosen, outline=p["accent"], width=2.5)
    return highlights


def money(value: float) -> str:
    return f"{value:,.0f}"


def pro_forma(c: Canvas, box, rnd: random.Random):
    """A pro forma: rows of costs and revenue with figures, a total, and tiles for yield and IRR."""
    p = c.p
    x0, y0, x1, y1 = box
    w, h = x1 - x0, y1 - y0
    c.rect(x0, y0, w, h, fill=p["card"], radius=14, alpha=0.97)
    tile_h = h * 0.2
    tiles = [(f"{rnd.uniform(5.2, 7.4):.1f}%", p["unit"]), (f"{rnd.uniform(14, 22):.1f}%", p["accent"]),
             (f"{rnd.uniform(1.3, 1.9):.2f}x", UNIT_COLOURS[2])]
    tw = (w - 40 - 2 * 12) / 3
    for i, (value, colour) in enumerate(tiles):
        tx = x0 + 20 + i * (tw + 12)
        c.rect(tx, y0 + 18, tw, tile_h, fill=colour, radius=10, alpha=0.18)
        c.rect(tx + 12, y0 + 30, tw * 0.35, 6, fill=p["muted"], radius=3, alpha=0.7)
        c.text(tx + 12, y0 + 18 + tile_h * 0.42, value, min(tile_h * 0.38, tw * 0.19), p["text"], bold=True)
    rows = 6
    top = y0 + 30 + tile_h
    row_h = (y1 - 20 - top) / (rows + 1)
    highlights = []
    total = 0
    for i in range(rows + 1):
        ry = top + i * row_h
        last = i == rows
        if i % 2 == 0 and not last:
            c.rect(x0 + 12, ry, w - 24, row_h, fill=p["grid"], radius=6, alpha=0.6)
        if last:
            c.line([(x0 + 20, ry), (x1 - 20, ry)], p["muted"], 1.5)
        c.rect(x0 + 24, ry + row_h * 0.38, w * rnd.uniform(0.12, 0.22), row_h * 0.24, fill=p["muted"], radius=4,
               alpha=0.9 if last else 0.55)
        value = total if last else rnd.randrange(400, 9000) * 1000
        total += 0 if last else value
        c.text(x1 - 24, ry + row_h / 2, money(value), row_h * 0.42, p["text"], bold=last, anchor="rm")
        c.text(x0 + w * 0.56, ry + row_h / 2, f"{rnd.uniform(2, 30):.1f}%", row_h * 0.36, p["muted"], anchor="rm")
        highlights.append([(x0 + 12, ry), (x1 - 12, ry), (x1 - 12, ry + row_h), (x0 + 12, ry + row_h)])
    return highlights


# --- compositions ----------------------------------------------------------------------------------

def alternatives(c: Canvas, box, rnd: random.Random):
    """Four generated options side by side, the best one marked."""
    x0, y0, x1, y1 = box
    gap = 16
    cw, ch = (x1 - x0 - gap) / 2, (y1 - y0 - gap) / 2
    cells = []
    for i in range(4):
        cx, cy = x0 + (i % 2) * (cw + gap), y0 + (i // 2) * (ch + gap)
        c.rect(cx, cy, cw, ch, fill=c.p["card"], radius=10, alpha=0.6)
        site_plan(c, (cx + 14, cy + 14, cx + cw - 14, cy + ch - 14), random.Random(rnd.random()))
        cells.append([(cx, cy), (cx + cw, cy), (cx + cw, cy + ch), (cx, cy + ch)])
    best = cells[rnd.randrange(4)]
    c.poly(best, outline=c.p["accent"], width=3)
    return cells


def parcel_map(c: Canvas, box, rnd: random.Random):
    """City blocks cut into parcels; one parcel traced with its corner points (drawing a site boundary)."""
    p = c.p
    x0, y0, x1, y1 = box
    street = 18
    cols, rows = 4, 3
    bw, bh = (x1 - x0 - street * (cols - 1)) / cols, (y1 - y0 - street * (rows - 1)) / rows
    parcels = []
    for r in range(rows):
        for col in range(cols):
            bx, by = x0 + col * (bw + street), y0 + r * (bh + street)
            c.rect(bx, by, bw, bh, fill=p["ground"], radius=3)
            splits = rnd.randint(2, 4)
            for s in range(splits):
                px = bx + bw * s / splits
                c.rect(px + 2, by + 2, bw / splits - 4, bh / 2 - 3, outline=p["muted"], width=1, alpha=0.6)
                c.rect(px + 2, by + bh / 2 + 1, bw / splits - 4, bh / 2 - 3, outline=p["muted"], width=1, alpha=0.6)
                parcels.append((px + 2, by + 2, bw / splits - 4, bh / 2 - 3))
    px, py, pw, ph = parcels[len(parcels) // 2 + 1]
    shape = [(px, py), (px + pw, py), (px + pw, py + ph), (px, py + ph)]
    c.poly(shape, fill=p["parcel"], alpha=0.35)
    c.poly(shape, outline=p["parcel"], width=3)
    for point in shape:
        c.circle(point[0], point[1], 5, fill="#ffffff", outline=p["parcel"], width=2)
    return [[(a, b), (a + w, b), (a + w, b + h), (a, b + h)] for a, b, w, h in parcels[:8]]


def regulations(c: Canvas, box, rnd: random.Random):
    """The buildable envelope: parcel, setbacks and the height limit drawn as a wireframe volume."""
    p = c.p
    x0, y0, x1, y1 = box
    unit = min((x1 - x0) / 11.5, (y1 - y0) / 8.5)
    pr = iso((x0 + x1) / 2, y0 + (y1 - y0) * 0.42, unit)
    c.poly([pr(0, 0, 0), pr(6, 0, 0), pr(6, 5, 0), pr(0, 5, 0)], fill=p["ground"], outline=p["parcel"], width=2.5)
    a, b, z = 0.7, 0.7, 2.6
    base = [pr(a, b, 0), pr(6 - a, b, 0), pr(6 - a, 5 - b, 0), pr(a, 5 - b, 0)]
    top = [pr(a, b, z), pr(6 - a, b, z), pr(6 - a, 5 - b, z), pr(a, 5 - b, z)]
    c.poly(top, fill=p["setback"], alpha=0.16)
    c.dashed(base + [base[0]], p["setback"], 1.5)
    c.dashed(top + [top[0]], p["setback"], 1.5)
    for low, high in zip(base, top):
        c.dashed([low, high], p["setback"], 1.2)
    c.line([pr(6, 5, 0), pr(6 - a, 5, 0)], p["accent"], 2)
    c.line([pr(6.4, 5, 0), pr(6.4, 5, z)], p["accent"], 2)
    block(c, pr, 1.2, 1.2, 3.2, 1.2, 6, 0.38, p["building"], p["line"])
    return [base, top]


def floor_plate(c: Canvas, box, rnd: random.Random, mode="units"):
    """A double-loaded corridor floor: units by type on both sides, cores with stairs and lifts."""
    p = c.p
    x0, y0, x1, y1 = box
    w, h = x1 - x0, y1 - y0
    depth = h * 0.62
    top = y0 + (h - depth) / 2
    corridor = depth * 0.14
    c.rect(x0, top, w, depth, fill=p["card"], outline=p["line"], width=2.5)
    c.rect(x0, top + depth / 2 - corridor / 2, w, corridor, fill=p["ground"],
           alpha=1.0 if mode != "corridor" else 0.0)
    if mode == "corridor":
        c.rect(x0, top + depth / 2 - corridor / 2, w, corridor, fill=p["accent"], alpha=0.45)
    count = 8
    cells = []
    moved = rnd.randrange(count)
    for side in (0, 1):
        for i in range(count):
            if i in (2, 6):
                continue
            ux = x0 + w * i / count
            uy = top if side == 0 else top + depth / 2 + corridor / 2
            uw, uh = w / count, depth / 2 - corridor / 2
            kind = rnd.randrange(4)
            colour = UNIT_COLOURS[kind]
            if mode == "use" and (i < 3 and side == 1):
                colour = p["accent"]
            offset = uh * 0.18 if (mode == "move" and side == 0 and i == moved) else 0
            c.rect(ux + 3, uy + 3 - offset, uw - 6, uh - 6, fill=colour, alpha=0.6, radius=3)
            c.rect(ux + 3, uy + 3 - offset, uw - 6, uh - 6, outline=p["line"], width=1, radius=3, alpha=0.6)
            cells.append([(ux, uy), (ux + uw, uy), (ux + uw, uy + uh), (ux, uy + uh)])
    for i in (2, 6):
        cx = x0 + w * i / count
        for side in (0, 1):
            cy = top if side == 0 else top + depth / 2 + corridor / 2
            cw, ch = w / count, depth / 2 - corridor / 2
            colour = p["accent"] if mode == "core" else p["core"]
            c.rect(cx + 3, cy + 3, cw - 6, ch - 6, fill=colour, alpha=0.9 if mode == "core" else 0.75, radius=3)
            for k in range(5):
                sx = cx + 8 + k * (cw - 16) / 5
                c.line([(sx, cy + 8), (sx, cy + ch - 8)], p["line"], 1, alpha=0.5)
            if mode == "core":
                for px, py in [(cx, cy), (cx + cw, cy), (cx + cw, cy + ch), (cx, cy + ch)]:
                    c.rect(px - 4, py - 4, 8, 8, fill="#ffffff", outline=p["accent"], width=1.5)
    if mode == "move":
        ux = x0 + w * moved / count + w / count / 2
        c.line([(ux, top - 6), (ux, top - depth * 0.22)], p["accent"], 3)
        c.poly([(ux - 7, top - depth * 0.2), (ux + 7, top - depth * 0.2), (ux, top - depth * 0.28)], fill=p["accent"])
    return cells


def modules(c: Canvas, box, rnd: random.Random, mode="library"):
    """Volumetric modules: a library of sizes, modules grouped into units, or a stacked building."""
    p = c.p
    x0, y0, x1, y1 = box
    w, h = x1 - x0, y1 - y0
    if mode in ("library", "units"):
        # A row along the x axis runs to the lower right: start it at the upper left.
        unit = min(w / 11, h / 8)
        pr = iso(x0 + w * 0.3, y0 + h * 0.12, unit)
    else:
        unit = min(w / 12, h / 8.5)
        pr = iso((x0 + x1) / 2, y0 + h * 0.45, unit)
    shapes = []
    if mode == "library":
        sizes = [(1.2, 3.6, UNIT_COLOURS[0]), (1.5, 4.2, UNIT_COLOURS[1]), (1.8, 4.8, UNIT_COLOURS[2]), (1.2, 2.4, UNIT_COLOURS[3])]
        x = 0.0
        for width, length, colour in sizes:
            shapes.append(block(c, pr, x, 0.5, width, length, 1, 0.9, colour, p["line"]))
            x += width + 0.6
    elif mode == "units":
        x = 0.0
        for group, colour in zip([1, 2, 3, 2], UNIT_COLOURS):
            for k in range(group):
                shapes.append(block(c, pr, x, 0.5, 1.1, 3.6, 1, 0.9, colour, p["line"]))
                x += 1.1
            x += 0.6
    else:
        for floor in range(4):
            for k in range(6):
                colour = UNIT_COLOURS[(k + floor) % 4] if mode == "stack" else p["unit"]
                block(c, pr, k * 1.0, 0.6, 1.0, 3.2, 1, 0.7, colour, p["line"])
            pr = iso((x0 + x1) / 2, y0 + (y1 - y0) * 0.45 - (floor + 1) * 0.7 * unit, unit)
        shapes.append([(x0, y0), (x1, y0), (x1, y1), (x0, y1)])
    return shapes


def sheets(c: Canvas, box, rnd: random.Random):
    """Exports: a report page with the plan, a spreadsheet and a CAD drawing, fanned out."""
    p = c.p
    x0, y0, x1, y1 = box
    w, h = x1 - x0, y1 - y0
    sw, sh = w * 0.38, h * 0.78
    badges = [("PDF", "#e03131"), ("XLSX", "#2f9e44"), ("DWG", "#1f5eff")]
    shapes = []
    for i, (label, colour) in enumerate(badges):
        sx, sy = x0 + i * (w - sw) / 2, y0 + h * 0.1 + (1 - abs(i - 1)) * -h * 0.06
        c.rect(sx + 6, sy + 8, sw, sh, fill="#000000", radius=8, alpha=0.18)
        c.rect(sx, sy, sw, sh, fill="#ffffff", outline=p["grid"], radius=8)
        inner = (sx + 14, sy + 40, sx + sw - 14, sy + sh - 18)
        if i == 0:
            sub = Canvas(1, 1, "light")
            sub.image, sub.draw, sub.svg = c.image, c.draw, c.svg
            site_plan(sub, inner, random.Random(rnd.random()), parking=True)
        elif i == 1:
            for r in range(9):
                for k in range(4):
                    cx = inner[0] + k * (inner[2] - inner[0]) / 4
                    cy = inner[1] + r * (inner[3] - inner[1]) / 9
                    c.rect(cx, cy, (inner[2] - inner[0]) / 4, (inner[3] - inner[1]) / 9, outline="#cfd6e4", width=1,
                           fill="#e7f5ea" if r == 0 else None)
                    if k and r:
                        c.rect(cx + 6, cy + 6, (inner[2] - inner[0]) / 4 * rnd.uniform(0.3, 0.7), 5, fill="#8a94a6", radius=2)
        else:
            for k in range(7):
                c.line([(inner[0], inner[1] + k * (inner[3] - inner[1]) / 6), (inner[2], inner[1] + k * (inner[3] - inner[1]) / 6)],
                       "#1f5eff", 1, alpha=0.5)
            c.rect(inner[0] + 10, inner[1] + 10, (inner[2] - inner[0]) * 0.6, (inner[3] - inner[1]) * 0.5, outline="#1f5eff", width=2)
            c.line([(inner[0] + 10, inner[3] - 20), (inner[2] - 10, inner[3] - 20)], "#1f5eff", 2)
        c.rect(sx + 14, sy + 12, 58, 20, fill=colour, radius=5)
        c.text(sx + 43, sy + 22, label, 11, "#ffffff", bold=True, anchor="mm")
        shapes.append([(sx, sy), (sx + sw, sy), (sx + sw, sy + sh), (sx, sy + sh)])
    return shapes
