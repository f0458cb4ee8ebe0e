// The engine's answer to a typed number, on the demo catalog through the real tools.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureCatalog } from '../../server/catalog/bootstrap.ts';
import { type DatabaseHandle, openDatabase } from '../../server/db/client.ts';
import { step } from '../../tools/engine/engine.ts';
import { initialState } from '../../tools/engine/state.ts';
import { TEXT } from '../../tools/engine/texts.ts';
import { type BoundTools, bindTools } from '../../tools/index.ts';
import { competitorHubNumber } from '../support/catalog-samples.ts';

let handle: DatabaseHandle;
let tools: BoundTools;

beforeAll(async () => {
  handle = await openDatabase({ kind: 'pglite', dataDir: null });
  await ensureCatalog(handle.db);
  tools = bindTools({ db: handle.db });
});
afterAll(() => handle.close());

describe('number search in the engine', () => {
  it('answers a competitor hub number with a hub card for the maker hub it interchanges with', async () => {
    const sample = await competitorHubNumber(handle.db);
    const typed = `${sample.partNumber.toLowerCase().replace(/(\w)(\w)/, '$1-$2')}`;
    const { messages, state } = await step(initialState, { type: 'text', text: typed }, tools);
    expect(state.lastSearch).toBe(typed);
    const answer = messages[0];
    expect(answer?.kind).toBe('hub-results');
    if (answer?.kind !== 'hub-results') return;
    expect(answer.data.hubs[0]?.hubAssemblyNumber).toBe(sample.hub);
    expect(answer.data.hubs[0]?.route).toBe(`/hub/details/${sample.hub}`);
    expect(answer.data.matchedBy).toContain(sample.brand);
  });

  it("answers a number nobody makes with the specification's no-results message", async () => {
    const { messages } = await step(initialState, { type: 'text', text: 'QQ-0000-ZZ' }, tools);
    expect(messages).toEqual([
      expect.objectContaining({
        kind: 'outcome',
        data: expect.objectContaining({ title: 'No results were found.', paragraphs: [TEXT.noResultsBody] }),
      }),
    ]);
  });

  it('uses the exact suggestion the user picked', async () => {
    const sample = await competitorHubNumber(handle.db);
    const found = await tools.searchPartNumbers({ text: sample.partNumber });
    const picked = found.Results.find((r) => r.CompetitorPartNumber === sample.partNumber);
    expect(picked).toBeDefined();
    if (!picked) return;
    const { messages } = await step(
      initialState,
      { type: 'pick-number', id: picked.CompetitorInterchangesId, label: sample.partNumber },
      tools,
    );
    expect(messages[0]?.kind === 'hub-results' && messages[0].data.hubs[0]?.hubAssemblyNumber).toBe(
      sample.hub,
    );
  });

  it('shows the made-to-order or terminated notice from the hub status', async () => {
    const sample = await competitorHubNumber(handle.db);
    const { messages } = await step(initialState, { type: 'text', text: sample.partNumber }, tools);
    const card = messages[0]?.kind === 'hub-results' ? messages[0].data.hubs[0] : undefined;
    expect(card?.status).toBe(sample.status);
    if (sample.status === 'Terminated') expect(card?.notice).toBe(TEXT.terminated);
  });
});
