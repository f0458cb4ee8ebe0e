// The engine's answer to a typed number, on the demo catalog through the real tools.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type StepResult, step } from '../../tools/engine/engine.ts';
import { initialState } from '../../tools/engine/shared/state.ts';
import { TEXT } from '../../tools/engine/shared/texts.ts';
import { competitorHubNumber } from '../support/catalog-samples.ts';
import { demoCatalog } from '../support/demo-catalog.ts';

const demo = demoCatalog();

/** Answers each filters-flow question with the value the hub itself has, until results come. */
async function walkToResults(first: StepResult, hub: string): Promise<StepResult> {
  const facets = (await demo.handle.db.execute(
    sql`select f.query_parameter_name code, f.value_id id, v.inch from part_facets f join filter_values v
        on v.flow = f.flow and v.query_parameter_name = f.query_parameter_name and v.id = f.value_id
        where f.flow = 'hub' and f.part_number = ${hub}`,
  )) as unknown as { rows: { code: string; id: number; inch: number | null }[] };
  let at = first;
  for (let i = 0; i < 30; i++) {
    const q = at.messages.find((m) => m.kind === 'question');
    if (q?.kind !== 'question') return at;
    const own = facets.rows.filter((f) => f.code === q.data.code).map((f) => String(f.inch ?? f.id));
    const option =
      q.data.code === 'spints'
        ? q.data.options.find((o) => o.label === 'No')
        : q.data.options.find((o) => own.some((v) => Number(v) === Number(o.value)));
    if (!option) throw new Error(`hub ${hub} has none of ${q.data.code} ${JSON.stringify(q.data.options)}`);
    at = await step(at.state, { type: 'option', questionId: q.data.questionId, ...option }, demo.tools);
  }
  throw new Error('filters flow did not end');
}

const resultsOf = (r: StepResult) => {
  const m = r.messages.find((x) => x.kind === 'hub-results');
  return m?.kind === 'hub-results' ? m.data : null;
};

describe('number search in the engine', () => {
  it('answers a competitor hub number with the filters flow, then the maker hub it interchanges with', async () => {
    const sample = await competitorHubNumber(demo.handle.db);
    const typed = `${sample.partNumber.toLowerCase().replace(/(\w)(\w)/, '$1-$2')}`;
    const first = await step(initialState, { type: 'text', text: typed }, demo.tools);
    expect(first.state.lastSearch).toBe(typed);
    const intro = first.messages[0];
    expect(intro?.kind === 'text' && intro.markdown).toContain(`${sample.brand} ${sample.partNumber}`);
    expect(intro?.kind === 'text' && intro.markdown).toContain(sample.hub);
    expect(first.state.hub?.fromNumber).toBe(true);
    const results = resultsOf(await walkToResults(first, sample.hub));
    expect(results?.route).toMatch(/^\/hub\/filters\/.*tcomp=/);
    expect(results?.hubs.map((h) => h.hubAssemblyNumber)).toContain(sample.hub);
    const card = results?.hubs.find((h) => h.hubAssemblyNumber === sample.hub);
    expect(card?.route).toBe(`/hub/details/${sample.hub}`);
  });

  it("answers a number nobody makes with the specification's no-results message", async () => {
    const { messages } = await step(initialState, { type: 'text', text: 'QQ-0000-ZZ' }, demo.tools);
    expect(messages).toEqual([
      expect.objectContaining({
        kind: 'outcome',
        data: expect.objectContaining({ title: 'No results were found.', paragraphs: [TEXT.noResultsBody] }),
      }),
    ]);
  });

  it('reads the maker part number of each match from the search itself, as the interchange record has it', async () => {
    const sample = await competitorHubNumber(demo.handle.db);
    for (const text of [sample.partNumber, sample.hub, sample.hub.slice(0, 4), '1']) {
      const links = await demo.tools.searchPartNumberLinks({ text });
      const plain = await demo.tools.searchPartNumbers({ text });
      expect(links.Results.length, text).toBeGreaterThan(0);
      expect(
        links.Results.map(({ PartNumber: _, ...match }) => match),
        text,
      ).toEqual(plain.Results);
      for (const link of links.Results) {
        const record = (await demo.tools.interchangeById({ id: link.CompetitorInterchangesId })).Results[0];
        expect(link.PartNumber, link.CompetitorPartNumber).toBe(record?.PartNumber);
      }
    }
  });

  it('uses the exact suggestion the user picked', async () => {
    const sample = await competitorHubNumber(demo.handle.db);
    const found = await demo.tools.searchPartNumbers({ text: sample.partNumber });
    const picked = found.Results.find((r) => r.CompetitorPartNumber === sample.partNumber);
    expect(picked).toBeDefined();
    if (!picked) return;
    const first = await step(
      initialState,
      { type: 'pick-number', id: picked.CompetitorInterchangesId, label: sample.partNumber },
      demo.tools,
    );
    expect(resultsOf(await walkToResults(first, sample.hub))?.hubs.map((h) => h.hubAssemblyNumber)).toContain(
      sample.hub,
    );
  });

  it('shows the made-to-order or terminated notice from the hub status', async () => {
    const sample = await competitorHubNumber(demo.handle.db);
    const first = await step(initialState, { type: 'text', text: sample.partNumber }, demo.tools);
    const results = resultsOf(await walkToResults(first, sample.hub));
    const card = results?.hubs.find((h) => h.hubAssemblyNumber === sample.hub);
    expect(card?.status).toBe(sample.status);
    if (sample.status === 'Terminated') expect(card?.notice).toBe(TEXT.terminated);
  });
});
