// The hub card's document links on the demo catalog through the real tools and engine (GAWR note
// links, warranty text): catalog link names arrive as URLs under the document host.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type StepResult, step } from '../../tools/engine/engine.ts';
import type { HubCard } from '../../tools/engine/shared/messages.ts';
import { initialState } from '../../tools/engine/shared/state.ts';
import { bindTools } from '../../tools/index.ts';
import { demoCatalog } from '../support/demo-catalog.ts';

const demo = demoCatalog();

type Facet = { code: string; id: number; inch: number | null };

/** An active aftermarket steer hub of the given kind (steer hubs carry the GAWR note in the demo catalog). */
async function steerHub(kind: 'PreSet Plus' | 'Conventional'): Promise<string> {
  const found = (await demo.handle.db.execute(
    sql`select hub_assembly_number n from hub_assemblies where axle_position = 'Steer'
        and hub_assembly_type = ${kind} and part_status = 'Active' and is_aftermarket
        order by hub_assembly_number limit 1`,
  )) as unknown as { rows: { n: string }[] };
  const n = found.rows[0]?.n;
  if (!n) throw new Error(`demo catalog has no active ${kind} steer hub`);
  return n;
}

/** From the filters page with the hub's own filters, answering what is left with the hub's values. */
async function resultCard(hub: string, base?: string): Promise<HubCard> {
  const tools = bindTools({ db: demo.handle.db, ...(base ? { documentBaseUrl: base } : {}) });
  const facets = (
    (await demo.handle.db.execute(
      sql`select f.query_parameter_name code, f.value_id id, v.inch from part_facets f join filter_values v
          on v.flow = f.flow and v.query_parameter_name = f.query_parameter_name and v.id = f.value_id
          where f.flow = 'hub' and f.part_number = ${hub}`,
    )) as unknown as { rows: Facet[] }
  ).rows;
  const value = (f: Facet) => String(f.inch ?? f.id);
  const pairs = Object.fromEntries(
    facets.filter((f) => !['tmake', 'gawrr', 'wssdi'].includes(f.code)).map((f) => [f.code, value(f)]),
  );
  let at: StepResult = await step(initialState, { type: 'filters', pairs }, tools);
  for (let i = 0; i < 30; i++) {
    const found = at.messages.find((m) => m.kind === 'hub-results');
    if (found?.kind === 'hub-results') {
      const card = found.data.hubs.find((h) => h.hubAssemblyNumber === hub);
      if (!card) throw new Error(`hub ${hub} not among ${found.data.hubs.map((h) => h.hubAssemblyNumber)}`);
      return card;
    }
    const q = at.messages.find((m) => m.kind === 'question');
    if (q?.kind !== 'question') throw new Error(`no results for ${hub}: ${JSON.stringify(at.messages)}`);
    const own = facets.filter((f) => f.code === q.data.code).map(value);
    const option =
      q.data.code === 'spints'
        ? q.data.options.find((o) => o.label === 'No')
        : q.data.options.find((o) => own.some((v) => Number(v) === Number(o.value)));
    if (!option) throw new Error(`hub ${hub} has none of ${q.data.code}`);
    at = await step(at.state, { type: 'option', questionId: q.data.questionId, ...option }, tools);
  }
  throw new Error('filters flow did not end');
}

describe('hub card documents', () => {
  it('GAWR note {{text}} markers become links when links exist', async () => {
    const card = await resultCard(await steerHub('Conventional'));
    expect(card.gawrNote).toEqual([
      { text: 'Rating assumes matched tires and wheels; see ', link: null },
      { text: 'GAWR ratings', link: '/documents/gawr-ratings.html' },
      { text: ' for limits.', link: null },
    ]);
    expect(card.bulletinUrl).toBe('/documents/steer-hub-installation.html');
    // the note is shown once, with its links, not again as a plain line
    expect(card.lines.join(' ')).not.toContain('GAWR ratings');
    expect(card.warrantyUrl).toBeNull();
  });

  it('a best-value PreSet hub shows the warranty text with its warranty document', async () => {
    const card = await resultCard(await steerHub('PreSet Plus'));
    expect(card.kind).toBe('PreSet');
    expect(card.warranty).toBe('Warranty: 5 years/500,000 miles');
    expect(card.warrantyUrl).toBe('/documents/preset-plus-warranty.html');
    expect(card.lines).not.toContain('Warranty: 5 years/500,000 miles');
  });

  it('document links resolve against DOCUMENT_BASE_URL when one is set', async () => {
    const card = await resultCard(await steerHub('PreSet Plus'), 'https://docs.example.com/wheel-end');
    expect(card.warrantyUrl).toBe('https://docs.example.com/wheel-end/preset-plus-warranty.html');
    expect(card.gawrNote?.find((s) => s.link)?.link).toBe(
      'https://docs.example.com/wheel-end/gawr-ratings.html',
    );
  });
});
