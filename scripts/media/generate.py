#!/usr/bin/python3
"""Regenerates the product clips and posters under public/en/media/ from drawings of what the product
makes (scripts/media/scenes.py): site plans with parcel, setbacks, units and parking stalls, massing,
unit-mix charts, pro forma tables, design alternatives, floor plates, modules and exported sheets.

Needs Pillow and ffmpeg with libvpx-vp9 and libx264 (`apt-get install -y python3-pil ffmpeg`). Not part of
the build: the generated files are committed. Usage: /usr/bin/python3 scripts/media/generate.py [name ...]
Each clip is 4 s, muted: the drawing stays still while its units, stalls or rows light up in turn (its first
frame is the poster, so the clip starts without a jump; small changes keep the files small). Encoded as WebM
(VP9) and MP4 (H.264) in three device sizes; the poster is one SVG of the same drawing. Poster-only
entries (the case studies) get no clip.
"""
import math
import random
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from PIL import Image, ImageDraw

import scenes
from scenes import SCALE, Canvas, rgba

OUT = Path(__file__).resolve().parents[2] / "public" / "en" / "media"
HERO_SIZES = {"desktop": (1280, 720), "tablet": (960, 540), "mobile": (640, 360)}
# Section clips are shown at most about 640 px wide.
SECTION_SIZES = {"desktop": (960, 540), "tablet": (768, 432), "mobile": (480, 270)}
DURATION = 4
FPS = 20

# Heroes keep their drawing to the right (the headline sits over the left side) and inside the band a
# wide hero crops the 16:9 frame to.
HERO_BOX = (660, 140, 1220, 580)
SECTION_BOX = (60, 50, 900, 490)


def hero(scene, **options):
    return lambda c, rnd: scene(c, HERO_BOX, rnd, **options)


def section(scene, **options):
    return lambda c, rnd: scene(c, SECTION_BOX, rnd, **options)


def dashboard(c, rnd):
    """The consulting hero: a pro forma beside the unit mix of the chosen option."""
    shapes = scenes.pro_forma(c, (640, 130, 940, 590), rnd)
    return shapes + scenes.unit_mix(c, (960, 130, 1230, 350), rnd) + scenes.alternatives(c, (960, 370, 1230, 590), rnd)


def plan_and_mix(c, rnd):
    return scenes.site_plan(c, (60, 60, 560, 480), rnd) + scenes.unit_mix(c, (590, 60, 900, 480), rnd)


# name -> (palette, drawing, seed, size kind: "hero", "section" or "poster")
CLIPS = {
    "landing-hero": ("navy", hero(scenes.massing), 1, "hero"),
    "about-hero": ("paper", lambda c, rnd: scenes.parcel_map(c, (40, 40, 1240, 680), rnd), 2, "hero"),
    "zen-app-hero": ("navy", hero(scenes.site_plan), 3, "hero"),
    "modular-hero": ("slate", hero(scenes.modules, mode="stack"), 4, "hero"),
    "ai-consulting-hero": ("ink", dashboard, 5, "hero"),
    # Automated plans, optimized design, manual design, pro forma, export.
    "zen-app-feature-1": ("light", section(scenes.site_plan), 11, "section"),
    "zen-app-feature-2": ("light", plan_and_mix, 12, "section"),
    "zen-app-feature-3": ("light", section(scenes.floor_plate, mode="move"), 13, "section"),
    "zen-app-feature-4": ("light", section(scenes.pro_forma), 14, "section"),
    "zen-app-feature-5": ("light", section(scenes.sheets), 15, "section"),
    # Draw the site, set regulations, apply a concept, edit or regenerate, export.
    "zen-app-step-1": ("navy", section(scenes.parcel_map), 21, "section"),
    "zen-app-step-2": ("navy", section(scenes.regulations), 22, "section"),
    "zen-app-step-3": ("navy", section(scenes.massing), 23, "section"),
    "zen-app-step-4": ("navy", section(scenes.alternatives), 24, "section"),
    "zen-app-step-5": ("navy", section(scenes.sheets), 25, "section"),
    # Draw the site, project settings, module types, design settings, generated solutions.
    "modular-step-1": ("slate", section(scenes.parcel_map), 31, "section"),
    "modular-step-2": ("slate", section(scenes.regulations), 32, "section"),
    "modular-step-3": ("slate", section(scenes.modules, mode="library"), 33, "section"),
    "modular-step-4": ("slate", section(scenes.floor_plate, mode="units"), 34, "section"),
    "modular-step-5": ("slate", section(scenes.massing, modular=True), 35, "section"),
    # Module sizes, unit types, residential and corridor, core elements.
    "modular-module-1": ("light", section(scenes.modules, mode="library"), 41, "section"),
    "modular-module-2": ("light", section(scenes.modules, mode="units"), 42, "section"),
    "modular-module-3": ("light", section(scenes.floor_plate, mode="corridor"), 43, "section"),
    "modular-module-4": ("light", section(scenes.floor_plate, mode="core"), 44, "section"),
    # Move units, change use, edit core, draw parking, add other use.
    "modular-customize-1": ("ink", section(scenes.floor_plate, mode="move"), 51, "section"),
    "modular-customize-2": ("ink", section(scenes.floor_plate, mode="use"), 52, "section"),
    "modular-customize-3": ("ink", section(scenes.floor_plate, mode="core"), 53, "section"),
    "modular-customize-4": ("ink", section(scenes.site_plan, parking=True), 54, "section"),
    "modular-customize-5": ("ink", section(scenes.massing), 55, "section"),
    # One picture per case study.
    "case-study-los-angeles": ("light", section(scenes.site_plan), 61, "poster"),
    "case-study-seoul": ("light", section(scenes.massing, towers=True), 62, "poster"),
    "case-study-university": ("paper", plan_and_mix, 63, "poster"),
}


def base_canvas(name: str):
    palette, draw, seed, kind = CLIPS[name]
    width, height = (1280, 720) if kind == "hero" else (960, 540)
    c = Canvas(width, height, palette)
    if kind != "hero":
        c.grid(30)  # heroes stay plain: their poster is the page's largest paint and must stay small
    shapes = draw(c, random.Random(seed))
    return c, shapes


def frame(c: Canvas, shapes, t: float) -> Image.Image:
    """The drawing at time t: one shape after another lights up and fades (a unit, a stall, a row)."""
    image = c.image.copy()
    draw = ImageDraw.Draw(image, "RGBA")
    if shapes:
        per = DURATION / min(4, len(shapes))
        index = int(t // per)
        shape = shapes[(index * 7) % len(shapes)]
        alpha = math.sin(math.pi * (t % per) / per) ** 2 * 0.6
        draw.polygon([(x * SCALE, y * SCALE) for x, y in shape], fill=rgba(c.p["accent"], alpha))
    return image.resize((c.w, c.h), Image.LANCZOS)


def encode(name: str) -> None:
    c, shapes = base_canvas(name)
    kind = CLIPS[name][3]
    # The poster: the same drawing as SVG, a few KB at any size (the hero's is the largest paint).
    (OUT / f"{name}.svg").write_text(c.svg_document(), encoding="utf-8")
    if kind == "poster":
        return
    sizes = HERO_SIZES if kind == "hero" else SECTION_SIZES
    work = Path(tempfile.mkdtemp())
    try:
        for i in range(DURATION * FPS):
            frame(c, shapes, i / FPS).save(work / f"{i:03d}.png")
        for size, (w, h) in sizes.items():
            base = OUT / f"{name}-{size}"
            common = ["ffmpeg", "-y", "-hide_banner", "-loglevel", "error", "-framerate", str(FPS), "-i",
                      str(work / "%03d.png"), "-vf", f"scale={w}:{h}:flags=lanczos,format=yuv420p", "-an"]
            subprocess.run(common + ["-c:v", "libvpx-vp9", "-b:v", "0", "-crf", "42", "-deadline", "realtime",
                                     "-cpu-used", "8", "-row-mt", "1", f"{base}.webm"], check=True)
            subprocess.run(common + ["-c:v", "libx264", "-preset", "veryfast", "-crf", "30", "-movflags", "+faststart",
                                     "-pix_fmt", "yuv420p", f"{base}.mp4"], check=True)
    finally:
        shutil.rmtree(work)


if __name__ == "__main__":
    OUT.mkdir(parents=True, exist_ok=True)
    for clip in sys.argv[1:] or CLIPS:
        encode(clip)
        print("made", clip)
