#!/usr/bin/python3
"""
Makes lib/fonts/fraunces-600.woff2, the headings' font, from Fraunces' variable Latin file
(@fontsource-variable/fraunces, SIL Open Font License 1.1: lib/fonts/Fraunces-OFL.txt).

Headings use one weight, 600 (font-semibold): a static instance at that weight is half the size
of the variable file (18 KB instead of 37 KB), and every public page loads it before its largest
paint. Run once when the weight or the source changes, with Debian's fontTools:
    apt-get install python3-fonttools python3-brotli && /usr/bin/python3 scripts/heading-font.py
"""
from pathlib import Path

from fontTools.ttLib import TTFont
from fontTools.varLib import instancer

ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / "node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2"
TARGET = ROOT / "lib/fonts/fraunces-600.woff2"
WEIGHT = 600

font = instancer.instantiateVariableFont(TTFont(SOURCE), {"wght": WEIGHT})
font.flavor = "woff2"
font.save(TARGET)
print(f"{TARGET.relative_to(ROOT)}: {TARGET.stat().st_size} bytes (from {SOURCE.stat().st_size})")
