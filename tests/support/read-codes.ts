// Reads QR codes and Code 128 barcodes back out of screenshots with pure-JS decoders (jsqr, @zxing/library),
// so a test checks what a phone camera or a counter scanner would read, not what the markup claims.
import {
  BarcodeFormat,
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  MultiFormatReader,
  RGBLuminanceSource,
} from '@zxing/library';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

/** The text of the QR code in a PNG screenshot, or null when none is found. */
export function readQr(png: Buffer): string | null {
  const { data, width, height } = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), width, height)?.data ?? null;
}

/** The text of the Code 128 barcode in a PNG screenshot, or null when none can be read. */
export function readCode128(png: Buffer): string | null {
  const { data, width, height } = PNG.sync.read(png);
  const luminance = new Uint8ClampedArray(width * height);
  for (let i = 0; i < luminance.length; i++) {
    const r = data[i * 4] ?? 0;
    const g = data[i * 4 + 1] ?? 0;
    const b = data[i * 4 + 2] ?? 0;
    luminance[i] = (r * 299 + g * 587 + b * 114) / 1000;
  }
  const reader = new MultiFormatReader();
  const hints = new Map<DecodeHintType, unknown>([
    [DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.CODE_128]],
    [DecodeHintType.TRY_HARDER, true],
  ]);
  try {
    const bitmap = new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(luminance, width, height)));
    return reader.decode(bitmap, hints).getText();
  } catch {
    return null;
  }
}
