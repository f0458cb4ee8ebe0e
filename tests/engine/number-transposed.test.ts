// A number typed with two neighbouring characters swapped (or a character off, or cut short) is offered
// the real number beside the spec's 'not referenced', never answered as if it were the number typed.
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { interchanges } from '../../server/data/db/schema.ts';
import { step } from '../../tools/engine/engine.ts';
import { initialState } from '../../tools/engine/shared/state.ts';
import { demoCatalog } from '../support/demo-catalog.ts';

const demo = demoCatalog();

/** A real number whose swap of two neighbours is no number of the catalog (so only the swap finds it). */
async function realAndSwapped(partTypeId: number) {
  const rows = await demo.handle.db
    .select({ n: interchanges.normalized })
    .from(interchanges)
    .where(and(eq(interchanges.partTypeId, partTypeId), eq(interchanges.competitorId, 1)))
    .orderBy(asc(interchanges.id))
    .limit(50);
  const held = new Set(
    (await demo.handle.db.select({ n: interchanges.normalized }).from(interchanges)).map((r) => r.n),
  );
  for (const { n } of rows) {
    for (let i = 0; i + 1 < n.length; i++) {
      const swapped = n.slice(0, i) + n[i + 1] + n[i] + n.slice(i + 2);
      if (swapped !== n && !held.has(swapped) && ![...held].some((h) => h.startsWith(swapped)))
        return { real: n, swapped };
    }
  }
  throw new Error('no number to swap');
}

describe('a transposed number', () => {
  it('the search offers the real number', async () => {
    const { real, swapped } = await realAndSwapped(115);
    const found = await demo.tools.searchPartNumbers({ text: swapped });
    expect(found.Results.map((r) => r.CompetitorPartNumber)).toContain(real);
  });

  it('the chat offers the real number, and never answers it as the number typed', async () => {
    const { real, swapped } = await realAndSwapped(115);
    const r = await step(initialState, { type: 'text', text: swapped }, demo.tools);
    // the typed number is no number of the catalog: a hub found for it would be another hub, on a
    // safety-critical part; the one it may be is offered
    const said = JSON.stringify(r.messages);
    expect(said).not.toMatch(/Found hub assembly/);
    expect(r.state.hub).toBeNull();
    const outcome = r.messages.find((m) => m.kind === 'outcome');
    expect(outcome?.kind === 'outcome' && outcome.data.kind).toBe('no-results');
    const offered = outcome?.kind === 'outcome' ? outcome.data.links.map((l) => l.label) : [];
    expect(offered.some((l) => l.startsWith('Did you mean') && l.includes(real))).toBe(true);
  });

  it('a number with a character more or less, or only its start, is offered, not answered', async () => {
    const { real } = await realAndSwapped(115);
    for (const text of [`${real}7`, real.slice(0, -1), real.slice(0, 4)]) {
      const r = await step(initialState, { type: 'text', text }, demo.tools);
      expect(JSON.stringify(r.messages), text).not.toMatch(/Found hub assembly/);
      expect(r.state.hub, text).toBeNull();
    }
    // the number itself is answered
    const exact = await step(initialState, { type: 'text', text: real }, demo.tools);
    expect(JSON.stringify(exact.messages)).toMatch(/Found hub assembly/);
  });
});
