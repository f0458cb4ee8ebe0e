// A guided wizard page opened by its link alone (a new browser, a typed or reloaded URL without the
// conversation): the link's query holds the answers the page stood on (filters-route.ts, answerPairs), and
// the wizard is rebuilt by answering its questions with them, in order, exactly as the user did. The
// history is then the user's own, so Back on the rebuilt page works as it did on the original.
import type { HubWizardState } from '../shared/state.ts';
import { SPNUT_ANSWER, WAITING } from './filters-route.ts';
import { STEP, STEP_BY_ID } from './steps.ts';
import { answerStep, emptyWizard, enterStep, type WizardOutput } from './wizard.ts';
import type { WizardTools } from './wizard-tools.ts';

/** More than any walk asks (about 12 questions), so a bad link cannot keep the server busy. */
const MAX_ANSWERS = 40;

/** The answer the link gives to the question at `step`, as its option value; undefined when it gives none. */
function answerFor(step: number, pairs: Readonly<Record<string, string>>): string | undefined {
  if (step === STEP.truckType)
    return pairs.tcomp && pairs.brkty ? `${pairs.tcomp}-${pairs.brkty}` : undefined;
  if (step === STEP.spindleNut) return pairs[SPNUT_ANSWER];
  const code = STEP_BY_ID.get(step)?.code;
  return code ? pairs[code] : undefined;
}

/**
 * The wizard rebuilt from `pairs` up to the question at step `to` (or the results, step 40): each question
 * on the way is answered with the link's value for it. Where the link gives no answer the question offers
 * (a link edited by hand, a catalog that changed), that question is where the rebuilt wizard stands.
 */
export async function resumeWizard(
  to: number,
  pairs: Readonly<Record<string, string>>,
  tools: WizardTools,
  newQuestionId: () => string,
): Promise<WizardOutput> {
  // A set of values ('2|3|19') for the page's own question is the narrowing the typed words made there;
  // a value after WAITING, one they named for a question ahead: both wait in the preset, as they did
  const code = STEP_BY_ID.get(to)?.code;
  const narrowing = code && pairs[code]?.includes('|') ? pairs[code] : undefined;
  const preset: Record<string, string> = {};
  for (const [c, v] of Object.entries(pairs))
    if (v.startsWith(WAITING) && v.length > WAITING.length) preset[c] = v.slice(WAITING.length);
  if (code && narrowing) preset[code] = narrowing;
  const start: HubWizardState = Object.keys(preset).length ? { ...emptyWizard(), preset } : emptyWizard();
  let out = await enterStep(STEP.truckType, start, tools, newQuestionId);
  for (let n = 0; n < MAX_ANSWERS; n++) {
    const at = out.hub.current;
    if (at === null || (at === to && !out.hub.splinedPanel)) return out;
    const value = answerFor(at, pairs);
    const question = out.messages.find((m) => m.kind === 'question');
    const option =
      question?.kind === 'question' ? question.data.options.find((o) => o.value === value) : undefined;
    if (!option) return out;
    out = await answerStep(out.hub, option.value, option.label, tools, newQuestionId);
  }
  return out;
}
