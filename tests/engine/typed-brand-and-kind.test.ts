// Words typed beside a number that change what is asked: a brand ('Gunite 45541F' is Webb's number, not
// Gunite's) and another part kind of a hub ('what rotor fits 10082200'), on the demo catalog.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { step } from '../../tools/engine/engine.ts';
import type { EngineMessage } from '../../tools/engine/shared/messages.ts';
import { type EngineState, initialState } from '../../tools/engine/shared/state.ts';
import { demoCatalog } from '../support/demo-catalog.ts';

const demo = demoCatalog();
const say = (text: string, state: EngineState = initialState) =>
  step(state, { type: 'text', text }, demo.tools);
const texts = (messages: EngineMessage[]) =>
  messages.flatMap((m) => (m.kind === 'text' ? [m.markdown] : [])).join('\n');
const chipsOf = (messages: EngineMessage[]) =>
  messages.flatMap((m) => (m.kind === 'chips' ? m.data.chips : []));
const kinds = (messages: EngineMessage[]) => messages.map((m) => m.kind);

describe('a brand typed beside a number', () => {
  it.each(['Gunite 45541F', '45541F gunite', 'need GUNITE part # 45541F'])(
    "a number only another brand lists (%s) is said to be theirs, not answered as the brand's",
    async (text) => {
      const r = await say(text);
      expect(texts(r.messages)).toBe("45541F is listed as Webb's number, not Gunite's.");
      expect(kinds(r.messages)).toEqual(['text', 'chips']);
      expect(chipsOf(r.messages)).toEqual([{ label: 'Webb 45541F (hub assembly)', text: 'Webb 45541F' }]);
      // taking the offer answers Webb's number, as typing it does
      const taken = await say('Webb 45541F', r.state);
      expect(taken.messages).toEqual((await say('45541F')).messages);
    },
  );

  it("the brand's own number is answered as before, and a word that names no brand is no brand", async () => {
    expect((await say('webb 45541F')).messages).toEqual((await say('45541F')).messages);
    expect((await say('Item 45541F')).messages).toEqual((await say('45541F')).messages);
    expect(texts((await say('ConMet 45541F')).messages)).toBe(
      "45541F is listed as Webb's number, not ConMet's.",
    );
  });
});

describe('a brand run into the number', () => {
  it.each(['Gunite45541F', 'gunite-45541f', '45541FGunite'])(
    '%s is read as the brand and the number apart',
    async (text) => {
      expect((await say(text)).messages).toEqual((await say('Gunite 45541F')).messages);
    },
  );

  it("the brand's own number run into it answers that part, and a rest the catalog lacks stays as typed", async () => {
    expect((await say('Webb45541F')).messages).toEqual((await say('45541F')).messages);
    const none = await say('Gunite99999977');
    expect(none.messages).not.toEqual((await say('Gunite 99999977')).messages);
    expect(JSON.stringify(none.messages)).toContain('Gunite99999977');
  });
});

describe('another part kind asked with a hub number', () => {
  /** A demo hub that lists a replacement rotor kit among its components, and that kit. */
  async function hubWithRotor() {
    const rows = (await demo.handle.db.execute(
      sql`select h.hub_assembly_number hub, p.part_number kit from hub_aftermarket_parts h
          join aftermarket_parts p on p.part_number = h.part_number
          where p.type_id = 203 order by h.hub_assembly_number limit 1`,
    )) as unknown as { rows: { hub: string; kit: string }[] };
    const row = rows.rows[0];
    if (!row) throw new Error('no demo hub lists a rotor kit');
    return row;
  }

  it('answers the parts of that kind the catalog lists with the hub', async () => {
    const { hub, kit } = await hubWithRotor();
    for (const text of [`what rotor fits ${hub}`, `rotor for ${hub}`, `rotors for hub ${hub}?`]) {
      const r = await say(text);
      expect(texts(r.messages), text).toBe(`The rotor listed with hub **${hub}**:`);
      const groups = r.messages.find((m) => m.kind === 'part-groups');
      const items = groups?.kind === 'part-groups' ? groups.data.groups.flatMap((g) => g.items) : [];
      expect(items.map((i) => i.partNumber)).toEqual([kit]);
      expect(groups?.kind === 'part-groups' && groups.data.route).toBe(`/parts/search/${hub}`);
    }
  });

  it('a hub without a part of that kind: the hub, a sentence saying what was asked, and its parts linked', async () => {
    const r = await say('what rotor fits 10082200');
    expect(kinds(r.messages)).toEqual(['outcome', 'hub-results']);
    const [said, card] = r.messages;
    expect(said?.kind === 'outcome' && said.data).toMatchObject({
      title: 'No rotor is listed with hub 10082200',
      paragraphs: ['You asked for the rotors of hub 10082200: the catalog lists none among its parts.'],
      links: [{ label: 'All parts of hub 10082200', to: '/parts/search/10082200' }],
    });
    expect(card?.kind === 'hub-results' && card.data.hubs.map((h) => h.hubAssemblyNumber)).toEqual([
      '10082200',
    ]);
    // the hub is shown beside the answer, not recommended
    expect(card?.kind === 'hub-results' && card.data).toMatchObject({
      title: 'Hub 10082200',
      success: false,
    });
  });

  it('a stud named by what it holds lists those studs alone; none of them listed is said so', async () => {
    /** The studs listed with a demo hub, as type and usage ('6:4' is a rotor stud). */
    const rows = (await demo.handle.db.execute(
      sql`select h.hub_assembly_number hub, p.part_number part, p.type_id type, h.usage_id usage
          from hub_aftermarket_parts h join aftermarket_parts p on p.part_number = h.part_number
          where p.type_id in (5, 6) order by h.hub_assembly_number`,
    )) as unknown as { rows: { hub: string; part: string; type: number; usage: number }[] };
    const listed = (r: Awaited<ReturnType<typeof say>>) => {
      const groups = r.messages.find((m) => m.kind === 'part-groups');
      return groups?.kind === 'part-groups'
        ? groups.data.groups.flatMap((g) => g.items.map((i) => i.partNumber))
        : [];
    };
    const hubs = [...new Set(rows.rows.map((r) => r.hub))].slice(0, 12);
    let checked = 0;
    for (const hub of hubs) {
      const of = (type: number, usage?: number) =>
        rows.rows
          .filter((r) => r.hub === hub && r.type === type && (usage === undefined || r.usage === usage))
          .map((r) => r.part);
      for (const [words, want] of [
        ['wheel stud', of(5)],
        ['rotor stud', of(6, 4)],
        ['axle stud', of(6, 3)],
      ] as const) {
        // the number before the words or after them, as a mechanic types it
        for (const text of [`${words} for ${hub}`, `${hub} ${words}s`]) {
          const r = await say(text);
          if (want.length) expect(listed(r).sort(), text).toEqual([...want].sort());
          else {
            const said = r.messages[0];
            expect(said?.kind === 'outcome' && said.data.title, text).toBe(
              `No ${words} is listed with hub ${hub}`,
            );
          }
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('a kind the catalog relates to no hub (drums) is said so, with the hub', async () => {
    const r = await say('which drum goes on 10082200');
    expect(kinds(r.messages)).toEqual(['outcome', 'hub-results']);
    const said = r.messages[0];
    expect(said?.kind === 'outcome' && said.data.title).toBe('Drums are not listed by hub');
    const card = r.messages[1];
    expect(card?.kind === 'hub-results' && card.data).toMatchObject({
      title: 'Hub 10082200',
      success: false,
    });
    expect(said?.kind === 'outcome' && said.data.links.map((l) => l.to)).toEqual([
      '/hub/replacement-drum',
      '/parts/search/10082200',
    ]);
  });

  it("a part word that says what the hub is for ('drum hub') and a part's own number are answered as before", async () => {
    expect((await say('drum hub 10082200')).messages).toEqual((await say('10082200')).messages);
    expect((await say('drum 10600001')).messages).toEqual((await say('10600001')).messages);
  });
});
