// The chat's no-results answer offers what the /hub/no-results page offers: the typed number under another
// part kind ("X is a rotor number: see the rotor") and the nearest real numbers, before the phone number.
import { beforeAll, describe, expect, it } from 'vitest';
import { generateCatalog } from '../../server/catalog/generate/index.ts';
import { step } from '../../tools/engine/engine.ts';
import type { EngineMessage } from '../../tools/engine/shared/messages.ts';
import { initialState } from '../../tools/engine/shared/state.ts';
import { TEXT } from '../../tools/engine/shared/texts.ts';
import { PART_TYPE } from '../../tools/part-number/part-types.ts';
import { demoCatalog } from '../support/demo-catalog.ts';

const demo = demoCatalog();
const catalog = generateCatalog();
const say = (text: string) => step(initialState, { type: 'text', text }, demo.tools);

function outcomeOf(messages: EngineMessage[]) {
  const m = messages.find((x) => x.kind === 'outcome');
  if (m?.kind !== 'outcome') throw new Error(`no outcome in ${JSON.stringify(messages)}`);
  return m.data;
}

/** The maker's rotor numbers that no hub number search finds (so "components for" it has no hub). */
let rotors: string[] = [];
beforeAll(async () => {
  const own = catalog.interchanges.filter((r) => r.partTypeId === PART_TYPE.rotor && r.competitorId === 1);
  const free: string[] = [];
  for (const r of own.slice(0, 40)) {
    const hubs = await demo.tools.searchHubAssemblyNumbers({ text: r.partNumber });
    if (!hubs.Results.length) free.push(r.partNumber);
  }
  rotors = free;
});

describe("the chat's no-results answer", () => {
  it('names a rotor number typed as a hub and links to the rotor', async () => {
    const rotor = rotors[0] ?? '';
    expect(rotor).not.toBe('');
    const out = outcomeOf((await say(`components for ${rotor}`)).messages);
    expect(out.kind).toBe('no-results');
    expect(out.title).toBe(TEXT.noResultsTitle);
    const offer = out.links.find((l) => l.label.includes('is a rotor number: see the rotor'));
    expect(offer?.label).toContain(rotor);
    expect(offer?.to).toMatch(/^\/hub\/replacement-rotor\/recommended-rotors\/\d+$/);
    // in the conversation the offer asks the rotor's number there, answered as typed
    expect(offer?.say).toBe(`ConMet ${rotor}`);
    const asked = await say(offer?.say ?? '');
    expect(asked.messages.some((m) => m.kind === 'outcome' && m.data.kind === 'no-results')).toBe(false);
  });

  it("gives the no-results page's other ways in, the same ones", async () => {
    const out = outcomeOf((await say('QQ0000ZZ')).messages);
    expect(out.kind).toBe('no-results');
    expect(out.ways?.map((w) => w.to)).toEqual([
      '/hub/choose-path',
      '/parts/choose-path',
      '/hub/replacement-drum',
      '/hub/replacement-rotor',
    ]);
  });

  it('offers the nearest real numbers for a number one character off', async () => {
    // A rotor number with its last digit changed into one the catalog does not hold.
    const known = new Set(catalog.interchanges.map((r) => r.partNumber));
    let typo = '';
    let meant = '';
    for (const rotor of rotors) {
      for (const d of '0123456789') {
        const candidate = rotor.slice(0, -1) + d;
        if (known.has(candidate)) continue;
        const hubs = await demo.tools.searchHubAssemblyNumbers({ text: candidate });
        if (hubs.Results.length) continue;
        typo = candidate;
        meant = rotor;
        break;
      }
      if (typo) break;
    }
    expect(typo).not.toBe('');
    const out = outcomeOf((await say(`components for ${typo}`)).messages);
    expect(out.kind).toBe('no-results');
    const offer = out.links.find((l) => l.label.includes(meant) && l.label.startsWith('Did you mean'));
    expect(offer?.say).toBe(`ConMet ${meant}`);
    expect(out.links.every((l) => !l.label.includes('is a'))).toBe(true);
  });
});

describe('offers keep to the part kind the words name', () => {
  const hubs = () =>
    catalog.interchanges.filter(
      (r) => r.partTypeId === PART_TYPE.hubAssembly && /^[A-Z0-9]{6,}$/.test(r.partNumber),
    );
  const offered = async (text: string) => outcomeOf((await say(text)).messages).links.map((l) => l.label);

  it("a hub's number started beside 'bearing' offers no hub (a bearing was asked)", async () => {
    // the first four characters of a hub's number, which start no bearing's
    const bearings = catalog.interchanges.filter((r) => r.partTypeId === PART_TYPE.bearing);
    const hub = hubs().find((h) => !bearings.some((b) => b.partNumber.startsWith(h.partNumber.slice(0, 4))));
    const start = hub?.partNumber.slice(0, 4) ?? '';
    expect(start).not.toBe('');
    // alone, the number's start offers hubs…
    expect((await offered(start)).some((l) => l.includes('(hub assembly)'))).toBe(true);
    // …beside 'bearing set' none: tapping one would show a hub
    const labels = await offered(`bearing set ${start}`);
    expect(labels.filter((l) => l.includes('(hub assembly)'))).toEqual([]);
  });

  it("a bearing's number started beside 'bearing' is still offered", async () => {
    const labels = await offered('bearing set406');
    expect(labels.some((l) => l.includes('SET 406-6') && l.includes('(bearing set)'))).toBe(true);
  });

  it("a hub's number one character off beside 'seal' is offered: its seals are asked of that hub", async () => {
    const known = new Set(catalog.interchanges.map((r) => r.partNumber));
    // a maker's hub number with one digit changed into a number the catalog does not hold
    let number = '';
    let typo = '';
    for (const h of hubs().filter((x) => x.competitorId === 1 && /^\d+$/.test(x.partNumber))) {
      const at = h.partNumber.length - 3;
      const changed = [...'0123456789'].map(
        (d) => h.partNumber.slice(0, at) + d + h.partNumber.slice(at + 1),
      );
      typo = changed.find((n) => !known.has(n)) ?? '';
      number = h.partNumber;
      if (typo) break;
    }
    expect(typo).not.toBe('');
    const labels = await offered(`seal for ${typo}`);
    expect(labels.some((l) => l.startsWith('Did you mean') && l.includes(number))).toBe(true);
  });
});
