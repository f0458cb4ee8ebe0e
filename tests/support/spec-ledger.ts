// Reads docs/spec-conformance.md (one line per rule of the specification) and checks that each line
// names a test that exists, so the ledger cannot silently point at a renamed or deleted test.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface TestRef {
  file: string;
  title: string;
}

export interface LedgerLine {
  id: string;
  section: string;
  rule: string;
  tests: TestRef[];
  /** Set when the line has no proving test yet: who owns it, what is missing. */
  todo: string | null;
  lineNumber: number;
}

const ROW = /^\|\s*(\d+\.\d+[a-z]?)\s*\|(.*)\|\s*$/;
// `tests/x.test.ts` › title — several proofs are joined with <br>.
const REF = /^`([^`]+)`\s*›\s*(.+)$/;

export function parseLedger(text: string): { lines: LedgerLine[]; errors: string[] } {
  const lines: LedgerLine[] = [];
  const errors: string[] = [];
  let section = '';
  text.split('\n').forEach((raw, index) => {
    const lineNumber = index + 1;
    if (raw.startsWith('## ') || raw.startsWith('### ')) section = raw.replace(/^#+\s*/, '').trim();
    const row = ROW.exec(raw);
    if (!row) return;
    const id = row[1] ?? '';
    const cells = (row[2] ?? '').split('|').map((cell) => cell.trim());
    if (cells.length !== 2) {
      errors.push(`line ${lineNumber} (${id}): expected 3 cells (id, rule, test), found ${cells.length + 1}`);
      return;
    }
    const [rule = '', proof = ''] = cells;
    const todoMatch = /^TO-DO\b\s*(.*)$/.exec(proof);
    const refText = todoMatch ? (todoMatch[1] ?? '').replace(/^[^`]*/, '') : proof;
    const tests: TestRef[] = [];
    for (const part of refText.split('<br>').map((p) => p.trim())) {
      if (part === '') continue;
      const ref = REF.exec(part);
      if (!ref) {
        if (!todoMatch) errors.push(`line ${lineNumber} (${id}): cannot read the test reference "${part}"`);
        continue;
      }
      tests.push({ file: ref[1] ?? '', title: (ref[2] ?? '').trim() });
    }
    if (!todoMatch && tests.length === 0) errors.push(`line ${lineNumber} (${id}): names no test`);
    if (rule === '') errors.push(`line ${lineNumber} (${id}): states no rule`);
    lines.push({ id, section, rule, tests, todo: todoMatch ? proof : null, lineNumber });
  });
  const seen = new Set<string>();
  for (const line of lines) {
    if (seen.has(line.id)) errors.push(`line ${line.lineNumber}: id ${line.id} is used twice`);
    seen.add(line.id);
  }
  return { lines, errors };
}

export interface TestTitle {
  title: string;
  skipped: boolean;
}

// it('..'), test(".."), describe(`..`), it.each([...])('..'), describe.each(...)('..'); the title is the
// literal text (template parts such as ${width} kept as written).
const TITLE =
  /(?<![.\w$])(it|test|describe)((?:\.(?:skip|only|todo|concurrent|sequential|fails)\b)*)(\.each\([\s\S]*?\))?\(\s*(['"`])((?:\\.|(?!\4)[\s\S])*?)\4/g;

export function testTitles(source: string): TestTitle[] {
  const titles: TestTitle[] = [];
  for (const match of source.matchAll(TITLE)) {
    const title = (match[5] ?? '').replace(/\\(['"`\\])/g, '$1');
    titles.push({ title, skipped: /\.(skip|todo)\b/.test(match[2] ?? '') });
  }
  return titles;
}

/** Problems with one line's test references, read from the files under root. */
export function checkRefs(line: LedgerLine, root: string, read = readSource): string[] {
  const problems: string[] = [];
  for (const ref of line.tests) {
    const source = read(join(root, ref.file));
    if (source === null) {
      problems.push(`${line.id}: ${ref.file} does not exist`);
      continue;
    }
    const found = testTitles(source).filter((t) => t.title.includes(ref.title));
    if (found.length === 0) problems.push(`${line.id}: ${ref.file} has no test titled "${ref.title}"`);
    else if (found.every((t) => t.skipped)) problems.push(`${line.id}: "${ref.title}" is skipped`);
  }
  return problems;
}

function readSource(path: string): string | null {
  return existsSync(path) ? readFileSync(path, 'utf8') : null;
}
