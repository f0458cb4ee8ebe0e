// Builds QR codes off the page's thread: qrcode-generator tries all eight masks and scores each, 12-28 ms
// per link in Node and about 90 ms on a cold page at full CPU speed (the counter slip's code is drawn once
// the first screen is done: one of the details page's longest tasks, issue 17).
import { type QrPath, qrPath } from './qr-svg.ts';

export type QrRequest = { id: number; text: string };
export type QrAnswer = { id: number; path: QrPath | null };

self.onmessage = (event: MessageEvent<QrRequest>) => {
  const { id, text } = event.data;
  let path: QrPath | null = null;
  try {
    path = qrPath(text);
  } catch {
    path = null;
  }
  self.postMessage({ id, path } satisfies QrAnswer);
};
