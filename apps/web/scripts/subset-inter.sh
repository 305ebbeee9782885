#!/bin/sh
# Makes src/assets/fonts/inter-naira-yoruba.woff2 (a few KB): from fontsource's Inter latin-ext file, only the naira
# sign (U+20A6) and letters of Yoruba and Igbo names found there (Ṣ ṣ Ń ń Ḿ ḿ, combining grave, acute and dot
# below; Ẹ ẹ Ọ ọ Ị ị Ụ ụ are in fontsource's vietnamese file, left as it is). Amounts show ₦ on most signed-in pages, and latin-ext, where fontsource files it, is 85 KB: with this face
# declared after it (src/app/fonts.css) a page with amounts downloads these few glyphs instead.
# Run from apps/web after upgrading @fontsource-variable/inter; needs fonttools with brotli (pip install fonttools
# brotli).
set -eu
SRC=../../node_modules/@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2
pyftsubset "$SRC" \
  --unicodes='U+20A6,U+0300-0301,U+0323,U+0143-0144,U+1E3E-1E3F,U+1E62-1E63' \
  --layout-features='*' --flavor=woff2 --output-file=src/assets/fonts/inter-naira-yoruba.woff2
