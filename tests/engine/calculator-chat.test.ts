// The calculators as forms in the conversation: words that open them, the steps each asks, validation,
// defaults and forced values, and results checked against a computation written out here.
import { describe, expect, it } from 'vitest';
import { step } from '../../tools/engine/engine.ts';
import type { DataParts, EngineMessage } from '../../tools/engine/shared/messages.ts';
import { type EngineEvent, type EngineState, initialState } from '../../tools/engine/shared/state.ts';
import type { BoundTools } from '../../tools/index.ts';

// The calculator needs no catalog: any tool call would be a bug.
const tools = new Proxy({} as BoundTools, {
  get: (_, name) => () => {
    throw new Error(`calculator called tool ${String(name)}`);
  },
});

type Turn = { state: EngineState; messages: EngineMessage[] };

async function send(state: EngineState, event: EngineEvent): Promise<Turn> {
  return step(state, event, tools);
}

function formOf(turn: Turn): DataParts['calculator-form'] {
  const forms = turn.messages.flatMap((m) => (m.kind === 'calculator-form' ? [m.data] : []));
  const form = forms.at(-1);
  if (!form) throw new Error(`no form in ${JSON.stringify(turn.messages)}`);
  return form;
}

function resultOf(turn: Turn): DataParts['calculator-result'] {
  const r = turn.messages.find((m) => m.kind === 'calculator-result');
  if (r?.kind !== 'calculator-result') throw new Error('no result card');
  return r.data;
}

/** Fills each asked field from `values` (the form's own value when absent) and submits. */
async function submit(turn: Turn, values: Record<string, number | string>): Promise<Turn> {
  const form = formOf(turn);
  const sent = Object.fromEntries(form.fields.map((f) => [f.name, String(values[f.name] ?? f.value)]));
  return send(turn.state, { type: 'form', formId: form.formId, values: sent });
}

async function walk(choice: '0' | '1', values: Record<string, number>) {
  let turn = await send(initialState, { type: 'text', text: 'calculator' });
  turn = await send(turn.state, {
    type: 'form',
    formId: formOf(turn).formId,
    values: { chooseCalculator: choice },
  });
  const asked: string[] = [];
  while (formOf(turn).form === 'inputs') {
    asked.push(...formOf(turn).fields.map((f) => f.name));
    turn = await submit(turn, values);
  }
  return { turn, asked };
}

/** One of everything the rebuild-vs-replace steps ask, for tests about what comes after the results. */
const ONES = {
  bearingSetCost: 1,
  wheelSealCost: 1,
  replacementHubCostV: 1,
  spindleNutCost: 1,
  laborRate: 1,
  downtimeCosts: 1,
};

const cents = (n: number) => Math.round(n * 100) / 100;

describe('calculator in the chat', () => {
  it('opens on the words and offers both calculators, linking the classic page', async () => {
    // any calculator asked for by a name the pages do not give it: the choice
    const asked = ['margin calculator', 'savings calculator', 'calculator please', 'hub calculator'];
    for (const text of ['calculator', 'Calculators', 'cost calculator', ...asked]) {
      const turn = await send(initialState, { type: 'text', text });
      const form = formOf(turn);
      expect(form.form).toBe('choose');
      expect(form.header).toBe('Calculators');
      expect(form.choices.map((c) => c.label)).toEqual([
        'Replace Calculator',
        'PreSet vs. Conventional Calculator',
      ]);
      expect(form.route).toBe('/replace/choose-calculator');
    }
    const replace = formOf(await send(initialState, { type: 'text', text: 'rebuild vs replace' }));
    expect([replace.header, replace.step]).toEqual(['Replace Calculator', 'rebuild-costs']);
    // its own name, as the pages give it
    for (const text of ['Replace Calculator', 'the replace calculator'])
      expect(formOf(await send(initialState, { type: 'text', text })).header, text).toBe(
        'Replace Calculator',
      );
    const preset = formOf(await send(initialState, { type: 'text', text: 'PreSet vs. conventional' }));
    expect([preset.header, preset.step, preset.title]).toEqual([
      'PreSet vs. Conventional Calculator',
      'rebuild-costs',
      'Conventional Hub Costs (1 of 5)',
    ]);
    expect(preset.route).toBe('/replace/preset-vs-conventional/rebuild-costs');
  });

  it('an amount typed in the chat box while a form waits says where it goes and leaves the form open', async () => {
    const open = await send(initialState, { type: 'text', text: 'rebuild vs replace' });
    const form = formOf(open);
    const first = form.fields[0]?.label ?? '';
    const text = (turn: Turn) => turn.messages.map((m) => (m.kind === 'text' ? m.markdown : '')).join(' ');
    for (const typed of ['80', '$45.50', '1,250']) {
      const turn = await send(open.state, { type: 'text', text: typed });
      expect(
        turn.messages.map((m) => m.kind),
        typed,
      ).toEqual(['text']);
      expect(text(turn), typed).toContain(`in the form's **${first}** box above, then press **Next**`);
      // nothing changed: the open form is still the one to submit
      expect(turn.state).toEqual(open.state);
    }
    // a box named by its words: that box, whatever the other labels share ('cost')
    // (what is no amount for the form goes on to the catalog, which this suite's tools refuse)
    const boxOf = async (turn: Turn, typed: string) => {
      const answer = await send(turn.state, { type: 'text', text: typed }).catch(() => null);
      return answer ? /form's \*\*(.+?)\*\* box/.exec(text(answer))?.[1] : undefined;
    };
    expect(await boxOf(open, 'wheel seal 12.50')).toBe('Wheel seal cost');
    expect(await boxOf(open, 'wheel seal cost 12.50')).toBe('Wheel seal cost');
    expect(await boxOf(open, 'spindle nut cost 30')).toBe('Manual spindle nut cost');
    // a five-digit number is another brand's part number, and words no box has are searched
    for (const typed of ['21062', 'hub 21062', 'rotor 45'])
      await expect(send(open.state, { type: 'text', text: typed }), typed).rejects.toThrow(/called tool/);
    // a decimal comma is a decimal point in the box
    expect(await boxOf(open, '12,50')).toBe('Bearing set cost');
    // the next steps: their own boxes by their words and units
    const replacement = await submit(open, ONES);
    expect(await boxOf(replacement, 'spindle nut cost 25')).toBe('Spindle nut cost');
    const labor = await submit(replacement, ONES);
    expect(await boxOf(labor, 'replace hours 1')).toBe('Replace hours');
    expect(await boxOf(labor, '2.5 hours')).toBe('Rebuild hours');
    expect(await boxOf(labor, 'labor rate 95')).toBe('Labor rate per hour');
    expect(await boxOf(labor, '$95')).toBe('Labor rate per hour');
    // the form then submits as before
    expect(formOf(replacement).step).not.toBe(form.step);
  });

  it('an amount no box of the open form takes says which step asks for it, or that none does', async () => {
    const open = await send(initialState, { type: 'text', text: 'rebuild vs replace' });
    const said = async (turn: Turn, typed: string) => {
      const answer = await send(turn.state, { type: 'text', text: typed });
      expect(
        answer.messages.map((m) => m.kind),
        typed,
      ).toEqual(['text']);
      // nothing changed: the open form is still the one to submit
      expect(answer.state, typed).toEqual(turn.state);
      return answer.messages.map((m) => (m.kind === 'text' ? m.markdown : '')).join(' ');
    };
    const box = 'This box below searches part numbers.';
    // a later step's box, by its unit or its words
    expect(await said(open, '2 hours')).toBe(
      '**Rebuild hours** is asked on the **Labor Costs** step, after this one: fill in the form above and ' +
        `press **Next** to get there, then type **2** in it. ${box}`,
    );
    expect(await said(open, 'labor rate 95')).toContain(
      '**Labor rate per hour** is asked on the **Labor Costs** step, after this one',
    );
    // the Replace calculator asks no percent; nothing below zero goes in a box
    for (const typed of ['80%', '10 percent'])
      expect(await said(open, typed), typed).toBe(
        `No box of this form takes **${typed}**: its boxes take dollar amounts. ${box}`,
      );
    expect(await said(open, '-5')).toBe(`The form's boxes take amounts of 0 or more, not **-5**. ${box}`);
    expect(await said(open, '12,50')).toContain(
      "Type **12.50** in the form's **Bearing set cost** box above",
    );
    // an earlier step's box: Back, as many times as it takes
    const labor = await submit(await submit(open, ONES), ONES);
    expect(formOf(labor).step).toBe('labor-costs');
    expect(await said(labor, 'wheel seal 12.50')).toBe(
      '**Wheel seal cost** was asked on the **Rebuild Costs** step, before this one: type **back** twice ' +
        `to return to it, then type **12.50** in it. ${box}`,
    );
    const replacement = await send(labor.state, { type: 'text', text: 'back' });
    const rebuild = await send(replacement.state, { type: 'text', text: 'back' });
    expect(formOf(rebuild).step).toBe('rebuild-costs');
    expect(await said(replacement, 'wheel seal 12.50')).toContain('type **back** to return to it');
    // the PreSet calculator's markup takes a percent: a dollar amount goes in no box of it
    let preset = await send(initialState, { type: 'text', text: 'preset vs conventional' });
    for (let i = 0; i < 3; i++) preset = await submit(preset, { ...ONES, hubCost: 1, billableLaborRate: 2 });
    expect(formOf(preset).step).toBe('margin-parts');
    expect(await said(preset, '$95')).toBe(
      `No box of this form takes **$95**: its boxes take a percent. ${box}`,
    );
    expect(await said(preset, '15%')).toContain("Type **15** in the form's **Parts markup (%)** box above");
  });

  it('the start chips offer the calculator', async () => {
    const turn = await send(initialState, { type: 'reset' });
    const chips = turn.messages.find((m) => m.kind === 'chips');
    expect(chips?.kind === 'chips' && chips.data.chips.some((c) => c.text === 'calculator')).toBe(true);
  });

  it('Replace: asks no hub cost, billable rate or markup; defaults 3 and 1 hours; result as computed', async () => {
    const v = {
      bearingSetCost: 120.5,
      wheelSealCost: 35.25,
      manualSpindleNutCost: 12,
      replacementHubCostV: 410.1,
      spindleNutCost: 60,
      laborRate: 95.5,
      downtimeCosts: 110,
    };
    const { turn, asked } = await walk('0', v);
    expect(asked).not.toContain('hubCost');
    expect(asked).not.toContain('billableLaborRate');
    expect(asked).not.toContain('partsMargin');
    const card = resultOf(turn);
    const r = card.results;
    // rebuild 3 h, replace 1 h (the defaults the forms started with)
    const rebuildParts = 120.5 + 35.25 + 12;
    const replaceParts = 410.1 + 60;
    expect(r.rebuild.parts).toBe(cents(rebuildParts));
    expect(r.rebuild.total).toBe(cents(rebuildParts + 95.5 * 3 + 110 * 3));
    expect(r.replace.total).toBe(cents(replaceParts + 95.5 * 1 + 110 * 1));
    expect(r.savings).toBe(cents(rebuildParts + 95.5 * 3 + 330 - (replaceParts + 95.5 + 110)));
    expect(r.rebuild.margin).toBeNull();
    expect(r.benefits.map((b) => b.title)).toEqual([
      'Maximize Uptime',
      'Extended Warranty',
      'Simplified Process',
    ]);
    expect(card.route).toBe('/replace/rebuild-vs-replace/results');
    // the email form follows the result
    expect(formOf(turn).form).toBe('email');
    expect(formOf(turn).route).toBe('/replace/rebuild-vs-replace/email');
  });

  it('PreSet vs Conventional: conventional 2 h default, margins, decimal hours, savings never negative', async () => {
    const v = {
      hubCost: 150,
      bearingSetCost: 80,
      wheelSealCost: 25,
      manualSpindleNutCost: 0,
      replacementHubCostV: 900,
      spindleNutCost: 75,
      laborRate: 100,
      billableLaborRate: 130.5,
      replaceHours: 1.5,
      partsMargin: 20,
      downtimeCosts: 0,
    };
    const first = await send(initialState, { type: 'text', text: 'preset vs conventional' });
    expect(formOf(first).fields.find((f) => f.name === 'manualSpindleNutCost')?.value).toBe('0');
    const { turn, asked } = await walk('1', v);
    expect(asked).toEqual(expect.arrayContaining(['hubCost', 'billableLaborRate', 'partsMargin']));
    const r = resultOf(turn).results;
    const convParts = 150 + 80 + 25;
    const presetParts = 975;
    expect(r.rebuild.hours).toBe(2);
    expect(r.replace.hours).toBe(1.5);
    expect(r.rebuild.total).toBe(cents(convParts + 200));
    expect(r.replace.total).toBe(cents(presetParts + 150));
    expect(r.savings).toBe(0); // PreSet side costs more here; savings are never negative
    expect(r.rebuild.margin).toEqual({
      parts: cents(convParts * 0.2),
      labor: cents(30.5 * 2),
      total: cents(convParts * 0.2 + 61),
    });
    expect(r.replace.margin?.labor).toBe(cents(30.5 * 1.5));
    expect(resultOf(turn).header).toBe('PreSet vs. Conventional Calculator');
  });

  it('refuses empty, negative and non-numeric values and keeps what was typed', async () => {
    const turn = await send(initialState, { type: 'text', text: 'rebuild vs replace' });
    const form = formOf(turn);
    const bad = await send(turn.state, {
      type: 'form',
      formId: form.formId,
      values: { bearingSetCost: '', wheelSealCost: '-5', manualSpindleNutCost: 'abc' },
    });
    const again = formOf(bad);
    expect(again.step).toBe('rebuild-costs');
    expect(again.errors).toEqual({
      bearingSetCost: 'Required',
      wheelSealCost: 'Must be 0 or more',
      manualSpindleNutCost: 'Enter a number',
    });
    expect(again.fields.find((f) => f.name === 'wheelSealCost')?.value).toBe('-5');
    expect(again.formId).not.toBe(form.formId);
  });

  it('a submit of an older form is refused and the open form is shown again', async () => {
    const turn = await send(initialState, { type: 'text', text: 'rebuild vs replace' });
    const old = formOf(turn);
    const next = await submit(turn, { bearingSetCost: 1, wheelSealCost: 1 });
    expect(formOf(next).step).toBe('replacement-costs');
    const stale = await send(next.state, {
      type: 'form',
      formId: old.formId,
      values: { bearingSetCost: '5', wheelSealCost: '5', manualSpindleNutCost: '0' },
    });
    expect(stale.messages[0]).toMatchObject({ kind: 'text' });
    expect(formOf(stale).step).toBe('replacement-costs');
    expect(stale.state.calc?.values).toEqual(next.state.calc?.values);
  });

  it('after the email the engine confirms and offers Start Again', async () => {
    const { turn } = await walk('0', ONES);
    const done = await send(turn.state, {
      type: 'form',
      formId: formOf(turn).formId,
      values: { delivery: 'stored', recipient: 'a@example.com' },
    });
    // 'stored': this server sends no email (no mail service set up), so nothing says it arrives shortly
    const said = done.messages[0]?.kind === 'text' ? done.messages[0].markdown : '';
    expect(said).toContain('not sending email at the moment');
    expect(said).toContain('to a@example.com once it is');
    expect(said).not.toMatch(/shortly|have been emailed/);
    expect(done.state.calc?.formId).toBeNull();
  });
});

describe('Back in a calculator', () => {
  it('asks the previous step again with its values, and before the first step the choice', async () => {
    let turn = await send(initialState, { type: 'text', text: 'rebuild vs replace' });
    turn = await submit(turn, { bearingSetCost: 10, wheelSealCost: 20 });
    expect(formOf(turn).step).toBe('replacement-costs');
    const back = await send(turn.state, { type: 'text', text: 'back' });
    const form = formOf(back);
    expect(form.step).toBe('rebuild-costs');
    expect(form.fields.map((f) => f.value)).toEqual(['10', '20', '0']);
    const again = await send(back.state, { type: 'back' });
    expect(formOf(again).form).toBe('choose');
  });

  it('from the results goes back to the downtime costs', async () => {
    const { turn } = await walk('0', { ...ONES, downtimeCosts: 7 });
    const back = await send(turn.state, { type: 'back' });
    expect(formOf(back).step).toBe('downtime-costs');
    expect(formOf(back).fields[0]?.value).toBe('7');
  });
});
