// Makes the /parts/help video (spec: "/parts/help: video, ...") and its captions from the same drawing and
// texts as the visual guide (client/help/HubDrawing.tsx, marks.ts): an intro, one scene per number on the
// hub (highlighted, named, where to look), and a closing scene. Drawn on a canvas in Chromium and recorded
// with MediaRecorder to WebM (VP8), so no video tool is needed; the captions (WebVTT) use the same timings.
// Run again after changing the marks. Usage: node --import tsx scripts/make-help-video.ts
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { HubDrawing } from '../client/help/HubDrawing.tsx';
import { MARKS } from '../client/help/marks.ts';

const OUT = join(import.meta.dirname, '../client/help');
const NAME = 'find-assembly-number';

type Scene = { seconds: number; svg: string; heading: string; lines: string[] };

const drawing = (highlight?: (typeof MARKS)[number]['id']) =>
  renderToStaticMarkup(createElement(HubDrawing, { highlight, title: 'Wheel hub' })).replace(
    '<svg ',
    '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400" ',
  );

/** The first sentence of a text: a caption must be short enough to read in a few seconds. */
const firstSentence = (text: string) => text.split(/(?<=\.)\s/)[0] ?? text;

const SCENES: Scene[] = [
  {
    seconds: 3,
    svg: drawing(),
    heading: 'Finding your hub assembly number',
    lines: ['A hub carries several numbers.', 'Here is where each one is, and which to search for.'],
  },
  ...MARKS.map((m, i) => ({
    seconds: 4.5,
    svg: drawing(m.id),
    heading: `${i + 1}. ${m.name}: ${m.sample}`,
    lines: [firstSentence(m.where), firstSentence(m.meaning)],
  })),
  {
    seconds: 3.5,
    svg: drawing('assembly'),
    heading: 'Search for the final assembly number',
    lines: ['Type its 6 or 8 digits in the search box.', 'No number? Answer the questions instead.'],
  },
];

function vttTime(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
}

function captions(scenes: Scene[]): string {
  let at = 0;
  const cues = scenes.map((s, i) => {
    const cue = `${i + 1}\n${vttTime(at)} --> ${vttTime(at + s.seconds)}\n${s.heading}\n${s.lines.join(' ')}\n`;
    at += s.seconds;
    return cue;
  });
  return `WEBVTT\n\n${cues.join('\n')}`;
}

/** Runs in the browser: draws each scene on a 1280 x 720 canvas for its time and records the canvas. */
async function record(scenes: Scene[]): Promise<string> {
  const canvas = document.createElement('canvas');
  canvas.width = 1280;
  canvas.height = 720;
  document.body.append(canvas);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no canvas');
  const images = await Promise.all(
    scenes.map(
      (s) =>
        new Promise<HTMLImageElement>((resolve, reject) => {
          const img = new Image();
          img.onload = () => resolve(img);
          img.onerror = reject;
          img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(s.svg)}`;
        }),
    ),
  );
  const paint = (i: number) => {
    const scene = scenes[i];
    const img = images[i];
    if (!scene || !img) return;
    ctx.fillStyle = '#f4f6f9';
    ctx.fillRect(0, 0, 1280, 720);
    ctx.fillStyle = '#0d2c54';
    ctx.fillRect(0, 0, 1280, 96);
    ctx.fillStyle = '#ffffff';
    ctx.font = 'bold 44px sans-serif';
    ctx.fillText(scene.heading, 48, 64);
    // the drawing on the left, the words on the right, both above the strip the player's controls cover
    ctx.drawImage(img, 24, 130, 640, 400);
    ctx.fillStyle = '#1b2430';
    ctx.font = '34px sans-serif';
    const rows: string[] = [];
    for (const line of scene.lines) {
      let row = '';
      for (const word of line.split(' ')) {
        const next = row ? `${row} ${word}` : word;
        if (ctx.measureText(next).width > 560 && row) {
          rows.push(row);
          row = word;
        } else row = next;
      }
      rows.push(row, '');
    }
    rows.slice(0, 11).forEach((row, n) => {
      ctx.fillText(row, 692, 160 + n * 44);
    });
  };
  paint(0);
  const stream = canvas.captureStream(10);
  const recorder = new MediaRecorder(stream, { mimeType: 'video/webm;codecs=vp8', videoBitsPerSecond: 250_000 });
  const chunks: Blob[] = [];
  recorder.ondataavailable = (e) => chunks.push(e.data);
  const stopped = new Promise((resolve) => {
    recorder.onstop = resolve;
  });
  recorder.start(500);
  for (let i = 0; i < scenes.length; i++) {
    paint(i);
    // repaint now and then so the encoder gets frames while a scene stands still
    const end = performance.now() + (scenes[i]?.seconds ?? 0) * 1000;
    while (performance.now() < end) {
      await new Promise((r) => setTimeout(r, 200));
      paint(i);
    }
  }
  recorder.stop();
  await stopped;
  const buffer = await new Blob(chunks, { type: 'video/webm' }).arrayBuffer();
  let binary = '';
  for (const byte of new Uint8Array(buffer)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** An EBML variable-size integer at `pos`: its value (with the length marker for element ids) and length. */
function vint(buf: Buffer, pos: number, id = false): { value: number; len: number } {
  const first = buf[pos] ?? 0;
  let len = 1;
  while (len <= 8 && !(first & (0x100 >> len))) len++;
  let value = id ? first : first & (0xff >> len);
  for (let i = 1; i < len; i++) value = value * 256 + (buf[pos + i] ?? 0);
  return { value, len };
}

const SEGMENT = 0x18538067;
const INFO = 0x1549a966;
const TIMECODE_SCALE = 0x2ad7b1;
const DURATION = 0x4489;

/**
 * MediaRecorder writes no duration (players show an endless video without a seek bar): add the Duration
 * element to the segment's Info. The segment's size is 'unknown' in recorder output, so growing Info is safe.
 */
function withDuration(webm: Buffer, seconds: number): Buffer {
  let pos = 0;
  const header = vint(webm, pos, true);
  pos += header.len;
  const headerSize = vint(webm, pos);
  pos += headerSize.len + headerSize.value;
  const segment = vint(webm, pos, true);
  if (segment.value !== SEGMENT) throw new Error('no WebM segment');
  pos += segment.len;
  pos += vint(webm, pos).len; // the segment's size: unknown
  for (;;) {
    const id = vint(webm, pos, true);
    const size = vint(webm, pos + id.len);
    const data = pos + id.len + size.len;
    if (id.value !== INFO) {
      pos = data + size.value;
      if (pos >= webm.length) throw new Error('no Info in the WebM segment');
      continue;
    }
    let scale = 1_000_000;
    for (let at = data; at < data + size.value; ) {
      const childId = vint(webm, at, true);
      const childSize = vint(webm, at + childId.len);
      const body = at + childId.len + childSize.len;
      if (childId.value === DURATION) return webm; // already there
      if (childId.value === TIMECODE_SCALE) scale = webm.readUIntBE(body, childSize.value);
      at = body + childSize.value;
    }
    const duration = Buffer.alloc(11);
    duration.writeUInt16BE(DURATION, 0);
    duration[2] = 0x88; // size 8, as a one-byte vint
    duration.writeDoubleBE((seconds * 1e9) / scale, 3);
    const body = Buffer.concat([webm.subarray(data, data + size.value), duration]);
    const newSize = Buffer.alloc(8);
    newSize[0] = 0x01; // an 8-byte vint
    newSize.writeUIntBE(body.length, 2, 6);
    return Buffer.concat([webm.subarray(0, pos + id.len), newSize, body, webm.subarray(data + size.value)]);
  }
}

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const page = await browser.newPage();
  await page.setContent('<!doctype html><html><body></body></html>');
  // tsx keeps function names with a helper the page lacks
  await page.evaluate('window.__name = (f) => f');
  const webm = await page.evaluate(record, SCENES);
  const seconds = SCENES.reduce((sum, scene) => sum + scene.seconds, 0);
  writeFileSync(join(OUT, `${NAME}.webm`), withDuration(Buffer.from(webm, 'base64'), seconds));
  writeFileSync(join(OUT, `${NAME}.vtt`), captions(SCENES));
  console.info(`wrote ${NAME}.webm (${Math.round((webm.length * 3) / 4 / 1024)} kB) and ${NAME}.vtt`);
} finally {
  await browser.close();
}
