// The bench's first-load figures: a route counts the entry's and its pages' static imports and CSS once
// each, never dynamic imports, and warns when over its target or loading a chunk it must not.
import { describe, expect, it } from 'vitest';
import { filesOf, firstLoadReport, firstLoads, type Manifest } from '../bench/first-load.ts';

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-a.js',
    isEntry: true,
    imports: ['_react-b.js', '_ui-c.js'],
    css: ['assets/index-d.css'],
  },
  '_react-b.js': { file: 'assets/react-b.js' },
  '_ui-c.js': { file: 'assets/ui-c.js', imports: ['_react-b.js'] },
  '_zod-e.js': { file: 'assets/zod-e.js' },
  'pages/Plain.tsx': { file: 'assets/Plain-f.js', imports: ['_ui-c.js'] },
  'pages/Form.tsx': {
    file: 'assets/Form-g.js',
    imports: ['_zod-e.js', '_react-b.js'],
    css: ['assets/Form-h.css'],
  },
};
const KB = 1024;
const sizes: Record<string, number> = {
  'assets/index-a.js': 10 * KB,
  'assets/react-b.js': 90 * KB,
  'assets/ui-c.js': 5 * KB,
  'assets/zod-e.js': 40 * KB,
  'assets/Plain-f.js': 1 * KB,
  'assets/Form-g.js': 2 * KB,
  'assets/index-d.css': 4 * KB,
  'assets/Form-h.css': 1 * KB,
};

describe('first load from the manifest', () => {
  it('follows static imports once each, with CSS', () => {
    expect(filesOf(manifest, ['index.html', 'pages/Form.tsx']).sort()).toEqual(
      [
        'assets/Form-g.js',
        'assets/Form-h.css',
        'assets/index-a.js',
        'assets/index-d.css',
        'assets/react-b.js',
        'assets/ui-c.js',
        'assets/zod-e.js',
      ].sort(),
    );
    expect(() => filesOf(manifest, ['pages/Missing.tsx'])).toThrow(/Missing/);
  });

  it('sums gzipped bytes per route and warns past the target or on a forbidden chunk', () => {
    const rows = firstLoads(
      manifest,
      [
        { route: '/plain', modules: ['pages/Plain.tsx'], budgetKb: 110, forbidden: /zod-/ },
        { route: '/form', modules: ['pages/Form.tsx'], budgetKb: 140, forbidden: /zod-/ },
      ],
      (file) => ({ raw: (sizes[file] ?? 0) * 3, gzip: sizes[file] ?? 0 }),
    );
    expect(rows.map((r) => [r.route, r.files, r.gzipKb, r.over, r.unwanted])).toEqual([
      ['/plain', 5, 110, false, []],
      ['/form', 7, 152, true, ['assets/zod-e.js']],
    ]);
    const { table, warnings } = firstLoadReport(rows);
    expect(table.some((l) => l.startsWith('| /form | 7 | 456 | 152 ⚠ | ≤ 140 |'))).toBe(true);
    expect(warnings).toEqual([
      'WARNING: first load of /form is 152 KB gzipped, over its 140 KB target',
      'WARNING: first load of /form includes assets/zod-e.js',
    ]);
  });
});
