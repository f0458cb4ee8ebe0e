// The tab's icon is a raster image (issue 17): Chromium opens an SVG icon as a document of its own on the
// page's main thread, a task of 10-60 ms in the middle of the app's start on a phone's CPU; a PNG decodes off
// that thread. The icon named by the page exists, and is the 32 px square browsers show in a tab.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const client = join(import.meta.dirname, '..', '..', 'client');
const page = readFileSync(join(client, 'index.html'), 'utf8');
const iconLinks = [...page.matchAll(/<link\b[^>]*\brel="icon"[^>]*>/g)].map((m) => m[0]);

describe("the page's tab icon", () => {
  it('is named once, as a PNG, never an SVG', () => {
    expect(iconLinks).toHaveLength(1);
    expect(iconLinks[0]).toContain('type="image/png"');
    expect(iconLinks[0]).not.toMatch(/\.svg|svg\+xml/);
  });

  it('is a 32 px square PNG in the public files', () => {
    const href = /href="([^"]+)"/.exec(iconLinks[0] ?? '')?.[1] ?? '';
    const file = readFileSync(join(client, 'public', href));
    expect(file.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([file.readUInt32BE(16), file.readUInt32BE(20)]).toEqual([32, 32]);
  });
});
