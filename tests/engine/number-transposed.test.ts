// A number typed with two neighbouring characters swapped is offered the real number, not "not referenced".
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

  it('the chat does not end on "not referenced"', async () => {
    const { swapped } = await realAndSwapped(115);
    const r = await step(initialState, { type: 'text', text: swapped }, demo.tools);
    expect(r.messages.some((m) => m.kind === 'outcome' && m.data.kind === 'no-results')).toBe(false);
  });
});
