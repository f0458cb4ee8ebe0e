// Step diagrams of the hub wizard: every step the map names has its own labelled drawing behind the images
// route, and the wizard's questions carry the diagram url and alt text ("title, optional diagram").
import { describe, expect, it } from 'vitest';
import { undrawnSlugs } from '../../server/images/step-drawings.ts';
import { step } from '../../tools/engine/engine.ts';
import { diagramFor, STEP_DIAGRAMS } from '../../tools/engine/hub-wizard/diagrams.ts';
import { STEP, stepById } from '../../tools/engine/hub-wizard/steps.ts';
import { initialState } from '../../tools/engine/shared/state.ts';
import { bindTools } from '../../tools/index.ts';
import { type Question, questionOf } from '../support/message-checks.ts';
import { testAppForFile } from '../support/test-app.ts';

const t = testAppForFile();

/** Labels each drawing must print, by step path: the dimension or feature it is about. */
const LABELS: Record<string, string[]> = {
  'wheel-stud-standout': ['Wheel stud standout', 'standout', 'flange face'],
  'hub-offset-inches': ['Hub offset', 'hub offset', 'rotor face'],
  'abs-offset-inches': ['ABS offset', 'tone ring'],
  'hub-cap-bolt-circle-diameter-inches': ['Hub cap bolt circle diameter', 'cap bolt holes'],
  'drum-pilot-diameter-inches': ['Drum pilot diameter', 'brake drum'],
  'barrel-length': ['Barrel length', 'barrel length'],
  'overall-rotor-length': ['Overall rotor length', 'overall length', 'braking'],
  'brake-rotor-flange': ['Brake rotor outside diameter', 'braking'],
  'rotor-flange': ['Rotor flange', 'scalloped?'],
  'small-backface': ['Cut for small backface', 'machined step'],
  'hub-pilot-type': ['Hub pilot', 'Stud pilot', 'ball-seat nuts'],
  'stud-pilot-type': ['Hub pilot', 'Stud pilot', 'ball-seat nuts'],
  'axle-stud': ['Axle stud diameter', 'axle shaft flange'],
  'thread-orientation': ['Right-hand thread', 'Left-hand thread'],
  'hub-mounting-system': ['Hub mounting system', 'Count the wheel'],
};

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/'/g, '&#39;').replace(/"/g, '&quot;');

describe('step diagrams', () => {
  it('every drawing the map names exists', () => {
    expect(undrawnSlugs()).toEqual([]);
    expect([...STEP_DIAGRAMS.keys()].map((id) => stepById(id).path).sort()).toEqual(
      Object.keys(LABELS).sort(),
    );
  });

  it.each([...STEP_DIAGRAMS.keys()].map((id) => [stepById(id).path, id] as const))(
    '%s: the images route serves its labelled SVG',
    async (path, id) => {
      const { diagramUrl, diagramAlt } = diagramFor(id);
      expect(diagramUrl).toMatch(/^\/images\/step-[a-z-]+\.svg$/);
      const res = await t.get(diagramUrl ?? '', null);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      const body = await res.text();
      expect(body.startsWith('<svg')).toBe(true);
      expect(body).not.toContain('No image');
      expect(body).toContain(`<title>${esc(diagramAlt ?? '')}</title>`);
      for (const label of LABELS[path] ?? ['(no labels listed)']) expect(body).toContain(label);
    },
  );

  it('steps without a drawing show no diagram', () => {
    expect(diagramFor(STEP.truckMake)).toEqual({ diagramUrl: null, diagramAlt: null });
    expect(diagramFor(STEP.gawr)).toEqual({ diagramUrl: null, diagramAlt: null });
  });

  it("the engine's wheel stud standout question carries the diagram, other questions none", async () => {
    const tools = bindTools({ db: t.db });
    let r = await step(initialState, { type: 'text', text: 'hubs' }, tools);
    const asked: Question[] = [];
    const taps = ['No proceed without the number', 'Trailer with Drum Brakes'];
    for (let i = 0; i < 12; i++) {
      const q = questionOf(r.messages);
      if (!q || q.code === 'wssdi') break;
      asked.push(q);
      const option = q.options.find((o) => o.label === taps[i]) ?? q.options[0];
      if (!option) break;
      r = await step(
        r.state,
        { type: 'option', questionId: q.questionId, value: option.value, label: option.label },
        tools,
      );
    }
    const standout = questionOf(r.messages);
    expect(standout?.code).toBe('wssdi');
    expect(standout?.diagramUrl).toBe('/images/step-wheel-stud-standout.svg');
    expect(standout?.diagramAlt).toMatch(/^Wheel stud standout: measured from the wheel mounting face/);
    const truckType = asked.find((q) => q.code === 'tcomp');
    expect(truckType?.options.map((o) => o.imageUrl)).toEqual([
      '/images/step-truck-type-1-1.svg',
      '/images/step-truck-type-1-2.svg',
      '/images/step-truck-type-2-1.svg',
      '/images/step-truck-type-2-2.svg',
      '/images/step-truck-type-3-1.svg',
      '/images/step-truck-type-3-2.svg',
    ]);
    for (const o of truckType?.options ?? []) {
      const res = await t.get(o.imageUrl ?? '', null);
      expect(res.status).toBe(200);
      expect((await res.text()).toLowerCase()).toContain(`<title>${o.label.toLowerCase()}</title>`);
    }
    for (const q of asked) expect(q.diagramUrl).toBeNull();
  });
});
