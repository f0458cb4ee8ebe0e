// Draws the app's install icons (client/public/icons/*.png) from the favicon's shapes: a navy disc with a
// yellow ring and hub. Run once when the look changes: node --import tsx scripts/make-icons.ts
// PNG because Android and iOS want raster icons; "maskable" keeps the drawing inside the safe circle.
// The tab's icon is a PNG too: Chromium opens an SVG icon as a document of its own on the page's main thread
// (10-60 ms on this machine, in the middle of the app's start, issue 17), where a PNG decodes off it.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PNG } from 'pngjs';

const NAVY = [0x0d, 0x2c, 0x54] as const;
const YELLOW = [0xf5, 0xb4, 0x00] as const;

/**
 * `scale`: the drawing's radius as a share of half the icon (maskable icons keep it in the middle 80%).
 * `samples`: samples per pixel side; more than one smooths the edges, which a 32 px icon needs.
 */
function draw(size: number, scale: number, background: readonly number[] | null, samples = 1): PNG {
  const png = new PNG({ width: size, height: size });
  const c = size / 2;
  const unit = (size / 2) * scale; // 1 unit = the favicon's 15 px radius
  const colorAt = (x: number, y: number) => {
    const d = Math.hypot(x - c, y - c) / unit;
    return d <= 0.2 ? YELLOW : d >= 0.5 && d <= 0.7 ? YELLOW : d <= 1 ? NAVY : background;
  };
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      // the colour averaged over the covered samples, its opacity the covered share
      const sum = [0, 0, 0];
      let covered = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const color = colorAt(x + (sx + 0.5) / samples, y + (sy + 0.5) / samples);
          if (!color) continue;
          covered++;
          for (let k = 0; k < 3; k++) sum[k] = (sum[k] ?? 0) + (color[k] ?? 0);
        }
      }
      const i = (y * size + x) * 4;
      for (let k = 0; k < 3; k++) png.data[i + k] = covered ? Math.round((sum[k] ?? 0) / covered) : 0;
      png.data[i + 3] = Math.round((255 * covered) / (samples * samples)); // transparent around the disc
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
writeFileSync(join(out, 'favicon-32.png'), PNG.sync.write(draw(32, 15 / 16, null, 4)));
