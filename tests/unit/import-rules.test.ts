// The layer rules of biome.json (docs/architecture.md) catch what they promise: each planted bad import and
// each planted cycle fails the lint, the allowed directions pass. Biome runs on a scratch tree laid out like
// the repository, with this repository's biome.json and GritQL plugin.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repo = resolve(import.meta.dirname, '../..');
const biome = join(repo, 'node_modules/@biomejs/biome/bin/biome');

/** Planted modules: path -> source. Each imports one thing; names say whether it must fail. */
const PLANTED: Record<string, string> = {
  // Targets the planted imports point at.
  'server/data/sorted.ts': 'export const a = 1;\n',
  'server/data/db/schema.ts': 'export const a = 1;\n',
  'server/routes/kits.ts': 'export const a = 1;\n',
  'server/catalog/files.ts': 'export const a = 1;\n',
  'client/api.ts': 'export const a = 1;\n',
  'tools/catalog/facets.ts': 'export const a = 1;\n',
  'tools/part-number/normalize.ts': 'export const a = 1;\n',
  'tools/engine/hub-wizard/steps.ts': 'export const a = 1;\n',
  'tools/engine/shared/texts.ts': 'export const a = 1;\n',

  // Forbidden directions.
  'tools/catalog/bad-route.ts': "import { a } from '../../server/routes/kits.ts';\nexport const b = a;\n",
  'tools/engine/number/bad-data.ts':
    "import { a } from '../../../server/data/sorted.ts';\nexport const b = a;\n",
  'client/chat/bad-value.ts': "import { a } from '../../server/data/sorted.ts';\nexport const b = a;\n",
  'client/chat/bad-reexport.ts': "export { a } from '../../server/routes/kits.ts';\n",
  'client/chat/bad-lazy.ts': "export const b = () => import('../../server/routes/kits.ts');\n",
  'server/routes/bad-client.ts': "import { a } from '../../client/api.ts';\nexport const b = a;\n",
  'server/data/bad-up.ts': "import { a } from '../catalog/files.ts';\nexport const b = a;\n",
  'server/data/db/bad-up.ts': "import { a } from '../../routes/kits.ts';\nexport const b = a;\n",
  'tools/engine/shared/bad-flow.ts': "import { a } from '../hub-wizard/steps.ts';\nexport const b = a;\n",
  'tools/part-number/bad-out.ts': "import { a } from '../catalog/facets.ts';\nexport const b = a;\n",

  // Allowed directions.
  'tools/catalog/ok-data.ts':
    "import { a } from '../../server/data/sorted.ts';\nimport { a as s } from '../../server/data/db/schema.ts';\nexport const b = a + s;\n",
  'tools/engine/ok-tools.ts':
    "import { a } from '../catalog/facets.ts';\nimport { a as t } from './shared/texts.ts';\nexport const b = a + t;\n",
  'tools/engine/shared/ok-catalog.ts': "import { a } from '../../catalog/facets.ts';\nexport const b = a;\n",
  'client/chat/ok-types.ts':
    "import type { a } from '../../server/routes/kits.ts';\nexport type B = typeof a;\n",
  'client/chat/ok-tools.ts': "import { a } from '../../tools/engine/shared/texts.ts';\nexport const b = a;\n",
  'server/routes/ok-tools.ts':
    "import { a } from '../../tools/catalog/facets.ts';\nimport { a as d } from '../data/sorted.ts';\nexport const b = a + d;\n",
  'server/data/ok-leaf.ts':
    "import { a } from '../../tools/part-number/normalize.ts';\nimport { a as s } from './db/schema.ts';\nexport const b = a + s;\n",

  // A cycle, also through a type-only import.
  'server/catalog/cycle-a.ts': "import { b } from './cycle-b.ts';\nexport const a = b;\n",
  'server/catalog/cycle-b.ts':
    "import type { a } from './cycle-a.ts';\nexport const b = 1;\nexport type A = typeof a;\n",
};

type Diagnostic = { category: string; location: { path: string } };
let scratch = '';
let byFile = new Map<string, string[]>();

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'import-rules-'));
  const config = JSON.parse(readFileSync(join(repo, 'biome.json'), 'utf8')) as Record<string, unknown>;
  delete config.$schema;
  writeFileSync(join(scratch, 'biome.json'), JSON.stringify(config));
  cpSync(join(repo, 'scripts/biome'), join(scratch, 'scripts/biome'), { recursive: true });
  for (const [path, source] of Object.entries(PLANTED)) {
    mkdirSync(dirname(join(scratch, path)), { recursive: true });
    writeFileSync(join(scratch, path), source);
  }
  const run = spawnSync(process.execPath, [biome, 'lint', '--reporter=json', '--max-diagnostics=none', '.'], {
    cwd: scratch,
    encoding: 'utf8',
  });
  const report = JSON.parse(run.stdout) as { diagnostics: Diagnostic[] };
  byFile = new Map();
  for (const d of report.diagnostics) {
    const path = d.location.path.replaceAll('\\', '/');
    byFile.set(path, [...(byFile.get(path) ?? []), d.category]);
  }
});

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe('layer rules in biome.json', () => {
  const bad = Object.keys(PLANTED).filter((p) => p.includes('/bad-'));
  const ok = Object.keys(PLANTED).filter((p) => p.includes('/ok-'));

  it.each(bad)('a forbidden import fails the lint: %s', (path) => {
    const categories = byFile.get(path) ?? [];
    const restricted = categories.filter((c) => c === 'lint/style/noRestrictedImports' || c === 'plugin');
    expect(restricted.length).toBeGreaterThan(0);
  });

  it.each(ok)('an allowed import passes: %s', (path) => {
    expect(byFile.get(path) ?? []).toEqual([]);
  });

  it('an import cycle fails the lint, also when one side imports only types', () => {
    expect(byFile.get('server/catalog/cycle-a.ts')).toContain('lint/suspicious/noImportCycles');
    expect(byFile.get('server/catalog/cycle-b.ts')).toContain('lint/suspicious/noImportCycles');
  });
});
