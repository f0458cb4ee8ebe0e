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
