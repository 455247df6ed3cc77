#!/usr/bin/env python3
"""Regenerates the abstract site-plan clips and posters under public/en/media/.

Needs ffmpeg with libvpx-vp9, libx264 and libwebp (`apt-get install -y ffmpeg`). Not part of the
build: the generated files are committed. Usage: python3 scripts/media/generate.py [name ...]
Each clip is 4 s, muted, drawn from ffmpeg filters (no downloaded footage), encoded as WebM (VP9)
and MP4 (H.264) in three device sizes, plus a WebP poster of its first frame per size.
"""
import random
import subprocess
import sys
from pathlib import Path

OUT = Path(__file__).resolve().parents[2] / "public" / "en" / "media"
HERO_SIZES = {"desktop": (1280, 720), "tablet": (960, 540), "mobile": (640, 360)}
# Section clips are shown at most about 640 px wide.
SECTION_SIZES = {"desktop": (960, 540), "tablet": (768, 432), "mobile": (480, 270)}
DURATION = 4
FPS = 20

# name -> (background, grid colour, accent colour, seed)
PALETTES = {
    "navy": ("0x0b1630", "0x1c2c55", "0x3d7bff"),
    "ink": ("0x101826", "0x243049", "0x22c3a6"),
    "slate": ("0x172033", "0x2a3a5c", "0xf2a93b"),
    "light": ("0xe9eef7", "0xc9d3e6", "0x1f5eff"),
    "paper": ("0xf4f6fa", "0xdde3ee", "0x5b8cff"),
}

CLIPS = {
    "landing-hero": ("navy", 1),
    "about-hero": ("paper", 2),
    "zen-app-hero": ("navy", 3),
    "modular-hero": ("slate", 4),
    "ai-consulting-hero": ("ink", 5),
    **{f"zen-app-feature-{i}": ("light", 10 + i) for i in range(1, 6)},
    **{f"zen-app-step-{i}": ("navy", 20 + i) for i in range(1, 6)},
    **{f"modular-step-{i}": ("slate", 30 + i) for i in range(1, 6)},
    **{f"modular-module-{i}": ("light", 40 + i) for i in range(1, 5)},
    **{f"modular-customize-{i}": ("ink", 50 + i) for i in range(1, 6)},
}


def scene(palette: str, seed: int) -> str:
    """A filter graph (1280x720) of a site plan: grid, parcel outline, blocks placed one by one, a sweep."""
    bg, grid, accent = PALETTES[palette]
    rnd = random.Random(seed)
    w, h = 1280, 720
    px, py = rnd.randint(140, 260), rnd.randint(90, 150)
    pw, ph = w - 2 * px, h - 2 * py
    parts = [
        f"color=c={bg}:s={w}x{h}:r={FPS}:d={DURATION}",
        f"drawgrid=w=40:h=40:t=1:c={grid}@0.9",
        f"drawbox=x={px}:y={py}:w={pw}:h={ph}:c={accent}@0.9:t=4",
    ]
    cols = rnd.randint(3, 5)
    cell_w = (pw - 40) // cols
    blocks = []
    for row in range(2):
        for col in range(cols):
            bw = rnd.randint(cell_w // 2, cell_w - 20)
            bh = rnd.randint(ph // 5, ph // 2 - 40)
            bx = px + 20 + col * cell_w + rnd.randint(0, cell_w - bw - 10)
            by = py + 20 + row * (ph // 2) + rnd.randint(0, max(1, ph // 2 - bh - 30))
            blocks.append((bx, by, bw, bh))
    rnd.shuffle(blocks)
    step = (DURATION - 1.0) / len(blocks)
    for i, (bx, by, bw, bh) in enumerate(blocks):
        start = 0 if i < 2 else round(i * step, 2)
        alpha = 0.35 + 0.5 * rnd.random()
        parts.append(f"drawbox=x={bx}:y={by}:w={bw}:h={bh}:c={accent}@{alpha:.2f}:t=fill:enable='gte(t,{start})'")
        parts.append(f"drawbox=x={bx}:y={by}:w={bw}:h={bh}:c=white@0.55:t=2:enable='gte(t,{start})'")
    # A scanning bar that sweeps the parcel, like the optimiser testing options.
    parts.append(f"drawbox=x='{px}+mod(t*{pw // 2},{pw})':y={py}:w=6:h={ph}:c=white@0.5:t=fill")
    return ",".join(parts)


def encode(name: str) -> None:
    palette, seed = CLIPS[name]
    graph = scene(palette, seed)
    sizes = HERO_SIZES if name.endswith("-hero") else SECTION_SIZES
    for size, (w, h) in sizes.items():
        base = OUT / f"{name}-{size}"
        vf = f"{graph},scale={w}:{h}:flags=lanczos,format=yuv420p"
        common = ["ffmpeg", "-y", "-hide_banner", "-loglevel", "error", "-f", "lavfi", "-i", vf, "-an"]
        subprocess.run(common + ["-c:v", "libvpx-vp9", "-b:v", "0", "-crf", "42", "-deadline", "realtime",
                                 "-cpu-used", "8", "-row-mt", "1", f"{base}.webm"], check=True)
        subprocess.run(common + ["-c:v", "libx264", "-preset", "veryfast", "-crf", "30", "-movflags", "+faststart",
                                 "-pix_fmt", "yuv420p", f"{base}.mp4"], check=True)
        subprocess.run(common + ["-frames:v", "1", "-c:v", "libwebp", "-quality", "70", f"{base}.webp"], check=True)


if __name__ == "__main__":
    OUT.mkdir(parents=True, exist_ok=True)
    for clip in sys.argv[1:] or CLIPS:
        encode(clip)
        print("made", clip)
