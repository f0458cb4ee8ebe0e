// Golden answers to a picked number per destination class of the routing table, on the demo catalog.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { step } from '../../tools/engine/engine.ts';
import type { EngineMessage } from '../../tools/engine/shared/messages.ts';
import { initialState } from '../../tools/engine/shared/state.ts';
import { demoCatalog } from '../support/demo-catalog.ts';

const demo = demoCatalog();

type Row = { id: number; part_number: string; maker: string; competitor_id: number };

/** The first number of a part type, a competitor's (own = false) or our own brand's. */
async function sample(type: number, own: boolean): Promise<Row> {
  const r = (await demo.handle.db.execute(
    sql`select id, part_number, maker_part_number maker, competitor_id from interchanges
        where part_type_id = ${type} and (competitor_id = 1) = ${own} order by id limit 1`,
  )) as unknown as { rows: Row[] };
  const row = r.rows[0];
  if (!row) throw new Error(`no ${own ? 'own' : 'competitor'} number of type ${type}`);
  return row;
}

async function pick(row: Row): Promise<EngineMessage[]> {
  return (await step(initialState, { type: 'pick-number', id: row.id, label: row.part_number }, demo.tools))
    .messages;
}

type DataKind = Exclude<EngineMessage['kind'], 'text'>;
type DataOf<K extends DataKind> = Extract<EngineMessage, { kind: K }> extends { data: infer D } ? D : never;
function of<K extends DataKind>(messages: EngineMessage[], kind: K): DataOf<K> | undefined {
  const m = messages.find((x) => x.kind === kind);
  return m && m.kind !== 'text' ? (m.data as DataOf<K>) : undefined;
}

/** A route without its query: the number search adds what was searched (`?searched=`). */
const pathOf = (route: string | null | undefined) => route?.split('?')[0];
const searchedOf = (route: string | null | undefined) =>
  new URLSearchParams(route?.split('?')[1] ?? '').get('searched');

describe('chat answers per destination', () => {
  it.each([
    [219, 'hub-rebuild-kits-detail', 'kit'],
    [241, 'abs-service-kit-detail', 'kit'],
    [221, 'seal-spacer-kit-detail', 'kit'],
    [227, 'spindle-nut-kit-detail', 'kit'],
    [101, 'bearing-detail', 'bearing'],
  ])('%s: a competitor number answers the maker part card linking /hub/%s', async (type, path, partKind) => {
    const row = await sample(type, false);
    const messages = await pick(row);
    // the card's heading names the number searched and the maker part: no sentence above says it again
    expect(messages.filter((m) => m.kind === 'text')).toEqual([]);
    const cards = of(messages, 'part-cards');
    expect(cards?.partKind).toBe(partKind);
    expect(pathOf(cards?.route)).toBe(`/hub/${path}/${row.maker}`);
    // the page it opens is headed with the brand and number searched, as the chat card is
    expect(searchedOf(cards?.route)).toMatch(new RegExp(` ${row.part_number}$`));
    expect(cards?.searched).toBe(`${searchedOf(cards?.route)} → ConMet ${row.maker}`);
    expect(cards?.cards[0]?.number).toBe(row.maker);
    expect(cards?.cards[0]?.rows.length).toBeGreaterThan(1);
  });

  it('101: the bearing card shows the specs to two decimals', async () => {
    const cards = of(await pick(await sample(101, true)), 'part-cards');
    const od = cards?.cards[0]?.rows.find(([label]) => label === 'Od(IN.)')?.[1];
    expect(od).toMatch(/^(\d+\.\d{2}|-)$/);
  });

  it('227: the spindle nut card ends its torque with the warning', async () => {
    const cards = of(await pick(await sample(227, true)), 'part-cards');
    expect(cards?.cards[0]?.rows.find(([l]) => l === 'Torque')?.[1]).toMatch(/DO NOT BACK OFF SPINDLE NUT$/);
  });

  it('220: our own seal and a competitor seal both answer the maker seal card, as the seals page does', async () => {
    const own = await sample(220, true);
    expect(pathOf(of(await pick(own), 'part-cards')?.route)).toBe(`/hub/seals-detail/${own.maker}`);
    const other = await sample(220, false);
    const cards = of(await pick(other), 'part-cards');
    expect(pathOf(cards?.route)).toBe(`/hub/seals-detail/${other.maker}`);
    expect(cards?.cards[0]?.number).toBe(other.maker);
    expect(cards?.cards[0]?.rows.map(([label]) => label)).toContain('Inner Diameter (in.)');
  });

  it('7: the tone ring 10083900 links its token page', async () => {
    const messages = await pick(await sample(7, true));
    expect(pathOf(of(messages, 'part-cards')?.route)).toBe('/hub/abs-tone-ring-detail/ff-steer-100-tooth');
    // our own number found as itself: the heading is the number searched, not 'X → X'
    expect(of(messages, 'part-cards')?.searched).toBe('ConMet 10083900');
    expect(of(messages, 'part-cards')?.cards[0]?.number).toBe('10083900');
  });

  it('23: a drum number answers the recommended drums, each linking its details', async () => {
    const row = await sample(23, false);
    const cards = of(await pick(row), 'part-cards');
    expect(pathOf(cards?.route)).toBe(`/hub/replacement-drum/recommended-drums/${row.id}`);
    expect(cards?.title).toBe('The following drum is recommended');
    expect(cards?.cards[0]?.route).toMatch(/^\/hub\/replacement-drum\/drumdetails\/\d+$/);
    expect(cards?.cards[0]?.rows).toContainEqual([
      'Ball Seat Nut Compatible',
      expect.stringMatching(/^(Yes|No)$/),
    ]);
  });

  it('203: a rotor kit number answers the kit with its rotor; the discontinued rotor says so', async () => {
    const row = (await demo.handle.db.execute(
      sql`select i.id, i.part_number, i.maker_part_number maker, i.competitor_id from interchanges i
          join brake_rotor_kits k on k.brake_rotor_kit_number = i.maker_part_number
          join brake_rotors r on r.brake_rotor_number = k.brake_rotor_number and r.status = 'Active'
          where i.part_type_id = 203 and i.maker_part_number <> '10009970' order by i.id limit 1`,
    )) as unknown as { rows: Row[] };
    const kit = row.rows[0];
    if (!kit) throw new Error('no rotor kit number');
    const cards = of(await pick(kit), 'part-cards');
    expect(pathOf(cards?.route)).toBe(`/hub/replacement-rotor/recommended-rotors/${kit.id}`);
    expect(cards?.cards[0]?.number).toBe(kit.maker);
    // 'Gunite R9003 → ConMet 10510029, rotor 10500035': the kit and the rotor it holds; our own kit number
    // found as itself names the rotor with no arrow to itself ('ConMet 10083923, rotor 10083733')
    expect(cards?.searched).toMatch(
      kit.part_number === kit.maker
        ? new RegExp(`^ConMet ${kit.maker}, rotor \\d+$`)
        : new RegExp(`${kit.part_number} → ConMet ${kit.maker}, rotor \\d+$`),
    );
    expect(cards?.cards[0]?.rows).toContainEqual(['Brake Rotor Kit Number', kit.maker]);
    const found = (await demo.handle.db.execute(
      sql`select id, part_number, maker_part_number maker, competitor_id from interchanges
          where part_type_id = 203 and maker_part_number = '10009970' order by id limit 1`,
    )) as unknown as { rows: Row[] };
    const gone = found.rows[0];
    if (!gone) throw new Error('the demo catalog has no 10009970');
    expect(of(await pick(gone), 'outcome')).toMatchObject({
      kind: 'discontinued',
      title: 'Sorry, the 10009970 rotor has been discontinued.',
      paragraphs: ['A new hub/rotor assembly will be required.'],
    });
  });

  it('5: a stud number answers the stud with its dimensions', async () => {
    const row = await sample(5, false);
    const cards = of(await pick(row), 'part-cards');
    expect(pathOf(cards?.route)).toBe(`/hub/stud/summaries/${row.maker}`);
    expect(cards?.cards[0]?.rows.map(([l]) => l)).toContain('Dimension A');
  });

  /** The casting flow a casting number starts: its intro names the casting, its next step carries it. */
  function castingFlowAnswer(messages: EngineMessage[], maker: string, prefix: string, code: string) {
    const intro = messages.find((m) => m.kind === 'text');
    expect(intro?.kind === 'text' && intro.markdown).toContain(maker);
    const next = messages.find((m) => m.kind !== 'text');
    const route = next && 'data' in next ? (next.data as { route?: string }).route : undefined;
    expect(route?.startsWith(prefix)).toBe(true);
    expect(route).toContain(`${code}=${maker}`);
  }

  it('1: a hub casting number starts the casting flow with the casting filled in, like its page', async () => {
    const row = await sample(1, false);
    castingFlowAnswer(await pick(row), row.maker, '/hub/casting/filter/', 'hcnum');
  });

  it('202 and 652: casting numbers start their casting flows', async () => {
    const rotor = await sample(202, false);
    castingFlowAnswer(await pick(rotor), rotor.maker, '/hub/rotor-casting/filter/', 'ctnum');
    const drum = await sample(652, true);
    castingFlowAnswer(await pick(drum), drum.maker, '/hub/drum-casting/filter/', 'ctnum');
  });

  it.each([
    [1115, 'Meritor'],
    [1112, 'Volvo'],
  ])('%s: the hub is exclusive to %s', async (type, maker) => {
    const messages = await pick(await sample(type, false));
    expect(of(messages, 'outcome')).toMatchObject({
      kind: 'exclusive',
      title: `The entered hub is exclusive to ${maker}.`,
      paragraphs: [`Please contact ${maker} for service enquiries.`],
      route: `/hub/${maker.toLowerCase()}-exclusive`,
    });
  });

  it('115 without filters: the hub itself, on its not-available page', async () => {
    const r = (await demo.handle.db.execute(
      sql`select i.id, i.part_number, i.maker_part_number maker, i.competitor_id from interchanges i
          where i.part_type_id = 115 and not exists (select 1 from part_facets f where f.flow = 'hub'
          and f.part_number = i.maker_part_number) order by i.id limit 1`,
    )) as unknown as { rows: Row[] };
    const row = r.rows[0];
    if (!row) throw new Error('no hub without filters');
    const hubs = of(await pick(row), 'hub-results');
    expect(hubs?.route).toBe(`/hub/not-available/${row.maker}`);
    expect(hubs?.hubs[0]?.hubAssemblyNumber).toBe(row.maker);
  });
});
