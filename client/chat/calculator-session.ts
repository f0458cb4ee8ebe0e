// The chat's calculator saves into the same calculator session as the /replace pages (mirrored in IndexedDB),
// so the server holds the values, SendEmail works, and 'Open as page' continues where the chat is.
import { INPUT_FIELDS, type InputValues } from '../../tools/engine/shared/calculator/input-rules.ts';
import type { ChooseCalculator } from '../../tools/engine/shared/calculator/kind-names.ts';
import type { CalculatorStep } from '../../tools/engine/shared/calculator/step-paths.ts';
import {
  createSession,
  type EmailForm,
  type Session,
  sendEmail,
  snake,
  storedSession,
  updateSession,
} from '../calculator/calculator-api.ts';
import { localDb } from '../local-db.ts';

const MODE = 'replace' as const;

/**
 * Stores the calculator, every value known so far (the rest cleared) and the step. Creates the session
 * when there is none, and again when the server no longer has it, so nothing entered is lost.
 */
export async function saveCalculator(
  choice: ChooseCalculator,
  values: InputValues,
  lastStep: CalculatorStep,
): Promise<Session> {
  const body: Record<string, unknown> = { choose_calculator: choice, last_step: lastStep };
  for (const f of INPUT_FIELDS) body[snake(f)] = values[f] ?? null;
  let session = (await storedSession(await localDb(), MODE)) ?? (await createSession(MODE));
  for (let attempt = 0; attempt < 2; attempt++) {
    const saved = await updateSession(MODE, session.id, body);
    if (saved.kind === 'saved') return saved.session;
    session = await createSession(MODE);
  }
  throw new Error('The calculator session could not be saved');
}

/** Makes sure the session holds every value, then sends the email from it. */
export async function emailResults(
  choice: ChooseCalculator,
  values: InputValues,
  form: EmailForm,
): Promise<'sent' | 'stored'> {
  const session = await saveCalculator(choice, values, 'results');
  return sendEmail(MODE, session.id, form);
}
