// Draws the app's install icons (client/public/icons/*.png) from the favicon's shapes: a navy disc with a
// yellow ring and hub. Run once when the look changes: node --import tsx scripts/make-icons.ts
// PNG because Android and iOS want raster icons; "maskable" keeps the drawing inside the safe circle.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PNG } from 'pngjs';

const NAVY = [0x0d, 0x2c, 0x54] as const;
const YELLOW = [0xf5, 0xb4, 0x00] as const;

/** `scale`: the drawing's radius as a share of half the icon (maskable icons keep it in the middle 80%). */
function draw(size: number, scale: number, background: readonly number[] | null): PNG {
  const png = new PNG({ width: size, height: size });
  const c = size / 2;
  const unit = (size / 2) * scale; // 1 unit = the favicon's 15 px radius
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const d = Math.hypot(x + 0.5 - c, y + 0.5 - c) / unit;
      const color = d <= 0.2 ? YELLOW : d >= 0.5 && d <= 0.7 ? YELLOW : d <= 1 ? NAVY : background;
      const i = (y * size + x) * 4;
      png.data[i] = color?.[0] ?? 0;
      png.data[i + 1] = color?.[1] ?? 0;
      png.data[i + 2] = color?.[2] ?? 0;
      png.data[i + 3] = color ? 255 : 0; // transparent around the disc
    }
  }
  return png;
}

const out = join(import.meta.dirname, '..', 'client', 'public', 'icons');
for (const size of [192, 512]) {
  writeFileSync(join(out, `icon-${size}.png`), PNG.sync.write(draw(size, 0.94, null)));
  writeFileSync(join(out, `maskable-${size}.png`), PNG.sync.write(draw(size, 0.7, NAVY)));
}
writeFileSync(join(out, 'apple-touch-icon.png'), PNG.sync.write(draw(180, 0.94, NAVY)));
