// A Code 128 barcode as bar rectangles, from jsbarcode's encoder (loaded on demand by the counter slip).
import code128 from 'jsbarcode/bin/barcodes/CODE128/CODE128_AUTO.js';

const Code128 = 'default' in code128 ? code128.default : code128;

/** Quiet zone each side, in modules: counter scanners want ten. */
export const BAR_QUIET = 10;

export type Bars = { modules: number; bars: { x: number; width: number }[] };

/** The bars of `text` (x and width in modules, quiet zones included), or null when Code 128 cannot hold it. */
export function code128Bars(text: string): Bars | null {
  const encoder = new Code128(text, {});
  if (!encoder.valid()) return null;
  const { data } = encoder.encode();
  const bars: Bars['bars'] = [];
  let start = -1;
  for (let i = 0; i <= data.length; i++) {
    const dark = data[i] === '1';
    if (dark && start < 0) start = i;
    if (!dark && start >= 0) {
      bars.push({ x: start + BAR_QUIET, width: i - start });
      start = -1;
    }
  }
  return { modules: data.length + 2 * BAR_QUIET, bars };
}
