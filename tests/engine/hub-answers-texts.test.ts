// Hub answers as the spec words them (issue 22): a not-available hub is headed 'This hub is no longer
// available', never 'Success!', and trailer hubs link the Grade 00 grease fill volume.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notAvailable } from '../../tools/engine/number/number-answers.ts';
import { toHubCard } from '../../tools/engine/shared/hub-card.ts';
import { TEXT } from '../../tools/engine/shared/texts.ts';
import { demoCatalog } from '../support/demo-catalog.ts';

const demo = demoCatalog();

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
  it('a not-available hub is headed that it is no longer available, without Success!', async () => {
    const number = await hubOn('Drive');
    const [answer] = await notAvailable(number, demo.tools);
    expect(answer?.kind).toBe('hub-results');
    if (answer?.kind !== 'hub-results') return;
    expect(answer.data.success).toBe(false);
    expect(answer.data.title).toBe(TEXT.hubNoLongerAvailable);
    expect(answer.data.hubs[0]?.heading).toBe(TEXT.hubNoLongerAvailable);
    expect(answer.data.route).toBe(`/hub/not-available/${number}`);
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
