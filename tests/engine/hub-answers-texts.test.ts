// Hub answers as the spec words them (issue 22): a not-available hub is headed 'This hub is no longer
// available', never 'Success!' (but a hub whose status is 'Available' is not: it is recommended, on its
// details page), and trailer hubs link the Grade 00 grease fill volume.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notAvailable } from '../../tools/engine/number/number-answers.ts';
import { toHubCard } from '../../tools/engine/shared/hub-card.ts';
import { TEXT } from '../../tools/engine/shared/texts.ts';
import { demoCatalog } from '../support/demo-catalog.ts';

const demo = demoCatalog();

/** The first hub number with a status (and aftermarket flag) in the demo catalog. */
async function hubWith(status: string, aftermarket: boolean): Promise<string> {
  const r = (await demo.handle.db.execute(
    sql`select hub_assembly_number n from hub_assemblies where part_status = ${status}
        and is_aftermarket_assembly = ${aftermarket} order by 1 limit 1`,
  )) as unknown as { rows: { n: string }[] };
  const n = r.rows[0]?.n;
  if (!n) throw new Error(`no ${status} hub`);
  return n;
}

/** The first hub number of an axle position in the demo catalog. */
async function hubOn(position: string): Promise<string> {
  const r = (await demo.handle.db.execute(
    sql`select hub_assembly_number n from hub_assemblies where axle_position = ${position} order by 1 limit 1`,
  )) as unknown as { rows: { n: string }[] };
  const n = r.rows[0]?.n;
  if (!n) throw new Error(`no ${position} hub`);
  return n;
}

describe('hub answers', () => {
  it.each([
    ['terminated', 'Terminated', true],
    ['made to order', 'Active', false],
    ['service only', 'Service Only', true],
  ])(
    'a %s hub is headed that it is no longer available, without Success!',
    async (_, status, aftermarket) => {
      const number = await hubWith(status, aftermarket);
      const [answer] = await notAvailable(number, demo.tools);
      expect(answer?.kind).toBe('hub-results');
      if (answer?.kind !== 'hub-results') return;
      expect(answer.data.success).toBe(false);
      expect(answer.data.title).toBe(TEXT.hubNoLongerAvailable);
      expect(answer.data.hubs[0]?.heading).toBe(TEXT.hubNoLongerAvailable);
      expect(answer.data.route).toBe(`/hub/not-available/${number}`);
    },
  );

  it('an available hub is not said to be no longer available: it is recommended, on its details page', async () => {
    const number = await hubWith('Active', true);
    const [answer] = await notAvailable(number, demo.tools);
    expect(answer?.kind).toBe('hub-results');
    if (answer?.kind !== 'hub-results') return;
    expect(answer.data.success).not.toBe(false);
    expect(answer.data.title).toBe(TEXT.hubRecommended);
    expect(answer.data.hubs[0]?.heading).toBe(TEXT.hubRecommended);
    expect(answer.data.hubs[0]?.statusLabel).toBe('Available');
    expect(answer.data.route).toBe(`/hub/details/${number}`);
  });

  it('trailer hubs carry the Grade 00 grease fill volume link, other hubs do not', async () => {
    const [trailer] = (await demo.tools.hubAssemblyDetails({ numbers: [await hubOn('Trailer')] })).Results;
    const [steer] = (await demo.tools.hubAssemblyDetails({ numbers: [await hubOn('Steer')] })).Results;
    expect(trailer?.GreaseFillLink).toBe('/documents/grease-fill-volume.html');
    expect(steer?.GreaseFillLink).toBeNull();
    expect(trailer && toHubCard(trailer).greaseFillUrl).toBe('/documents/grease-fill-volume.html');
    expect(steer && toHubCard(steer).greaseFillUrl).toBeNull();
  });
});
