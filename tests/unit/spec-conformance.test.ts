// The conformance ledger (docs/spec-conformance.md) names, for every rule of the specification, the
// test that proves it. This test keeps the ledger honest: named files and test titles must exist and
// not be skipped, and lines still marked TO-DO are printed and may only shrink.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkRefs, parseLedger, testTitles } from '../support/spec-ledger.ts';

const ROOT = join(import.meta.dirname, '../..');
const LEDGER = readFileSync(join(ROOT, 'docs/spec-conformance.md'), 'utf8');

// Lines whose proving test does not exist yet (issue 22 work in progress). Issue 22 is resolved only when
// this list is empty; remove an id as soon as its line names a real test.
const OPEN_TODOS: readonly string[] = [];

describe('spec conformance ledger', () => {
  const { lines, errors } = parseLedger(LEDGER);

  it('is well formed: every line has an id, a rule and a test or a TO-DO', () => {
    expect(errors).toEqual([]);
    expect(lines.length).toBeGreaterThan(150);
  });

  it('walks every section of the specification (1 to 9), each with lines', () => {
    for (let n = 1; n <= 9; n++)
      expect(lines.filter((line) => line.id.startsWith(`${n}.`)).length, `section ${n}`).toBeGreaterThan(3);
  });

  it('names test files and test titles that exist and are not skipped', () => {
    const problems = lines.filter((line) => line.todo === null).flatMap((line) => checkRefs(line, ROOT));
    expect(problems).toEqual([]);
  });

  it('has no TO-DO lines beyond the known list, and the known list only names open TO-DOs', () => {
    const todos = lines.filter((line) => line.todo !== null);
    console.info(
      `spec-conformance: ${todos.length} TO-DO line(s) of ${lines.length}\n` +
        todos.map((line) => `  ${line.id} ${line.rule} — ${line.todo}`).join('\n'),
    );
    const ids = todos.map((line) => line.id);
    expect(ids.filter((id) => !OPEN_TODOS.includes(id))).toEqual([]);
    expect(OPEN_TODOS.filter((id) => !ids.includes(id))).toEqual([]);
  });
});

describe('ledger checker', () => {
  const files: Record<string, string> = {
    '/r/tests/a.test.ts': [
      "describe('area', () => {",
      "  it('finds the part', () => {});",
      // a skipped test in the fixture, spelled so that no scan of the tree mistakes it for a real one
      `  it.${'skip'}('is put off', () => {});`,
      "  it.each([1, 2])('answers %s twice', () => {});",
      '  it("keeps the maker\'s number", () => {});',
      '});',
    ].join('\n'),
  };
  const read = (path: string) => files[path] ?? null;
  const ledger = (proof: string) =>
    parseLedger(`## 9. Section\n\n| Id | Rule | Test |\n| --- | --- | --- |\n| 9.01 | a rule | ${proof} |\n`);

  it('reads titles of it, describe, it.each and it.skip, quotes included', () => {
    expect(testTitles(files['/r/tests/a.test.ts'] ?? '')).toEqual([
      { title: 'area', skipped: false },
      { title: 'finds the part', skipped: false },
      { title: 'is put off', skipped: true },
      { title: 'answers %s twice', skipped: false },
      { title: "keeps the maker's number", skipped: false },
    ]);
  });

  it('accepts a line naming an existing test, and several joined with <br>', () => {
    const { lines, errors } = ledger(
      "`tests/a.test.ts` › finds the part<br>`tests/a.test.ts` › maker's number",
    );
    expect(errors).toEqual([]);
    expect(lines[0]?.section).toBe('9. Section');
    expect(checkRefs(lines[0] as never, '/r', read)).toEqual([]);
  });

  it('reports a missing file, a missing title and a skipped test', () => {
    const { lines } = ledger(
      '`tests/b.test.ts` › x<br>`tests/a.test.ts` › finds no part<br>`tests/a.test.ts` › is put off',
    );
    expect(checkRefs(lines[0] as never, '/r', read)).toEqual([
      '9.01: tests/b.test.ts does not exist',
      '9.01: tests/a.test.ts has no test titled "finds no part"',
      '9.01: "is put off" is skipped',
    ]);
  });

  it('reports a line with no test, an unreadable reference and a repeated id', () => {
    expect(ledger('').errors).toEqual(['line 5 (9.01): names no test']);
    expect(ledger('tests/a.test.ts finds the part').errors).toEqual([
      'line 5 (9.01): cannot read the test reference "tests/a.test.ts finds the part"',
      'line 5 (9.01): names no test',
    ]);
    const twice = parseLedger('| 1.01 | a | `t` › x |\n| 1.01 | b | `t` › y |\n');
    expect(twice.errors).toEqual(['line 2: id 1.01 is used twice']);
  });

  it('counts a TO-DO line, with or without the test it is waiting for', () => {
    const waiting = ledger('TO-DO w22a: `tests/engine/back.test.ts` › lands where the user was');
    expect(waiting.errors).toEqual([]);
    expect(waiting.lines[0]?.todo).toMatch(/^TO-DO w22a/);
    expect(waiting.lines[0]?.tests).toEqual([
      { file: 'tests/engine/back.test.ts', title: 'lands where the user was' },
    ]);
    expect(ledger('TO-DO nobody has written it').lines[0]?.todo).toBe('TO-DO nobody has written it');
  });
});
