// A QR code as one SVG path, built with qrcode-generator (loaded on demand by the components that show one).
import qrcode from 'qrcode-generator';

/** Quiet zone around the symbol, in modules: scanners need four. */
const QUIET = 4;

export type QrPath = { size: number; d: string };

/** The dark modules of `text`'s QR code (error correction M) as a path in a `size`×`size` box. */
export function qrPath(text: string): QrPath {
  const qr = qrcode(0, 'M');
  qr.addData(text, 'Byte');
  qr.make();
  const count = qr.getModuleCount();
  const parts: string[] = [];
  for (let row = 0; row < count; row++) {
    for (let col = 0; col < count; col++) {
      if (qr.isDark(row, col)) parts.push(`M${col + QUIET} ${row + QUIET}h1v1h-1z`);
    }
  }
  return { size: count + 2 * QUIET, d: parts.join('') };
}
