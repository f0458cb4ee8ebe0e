// Calculator sessions in the database: create, read, update, expire, and the JSON a client sees.
import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  completeInputs,
  forcedValues,
  type InputField,
} from '../../tools/engine/shared/calculator/inputs.ts';
import { type CalculatorMode, PRESET_VS_CONVENTIONAL } from '../../tools/engine/shared/calculator/kinds.ts';
import { type CalculatorResults, computeResults } from '../../tools/engine/shared/calculator/results.ts';
import { type CalculatorStep, nextStep, parseStep } from '../../tools/engine/shared/calculator/steps.ts';
import type { Database } from '../data/db/client.ts';
import { calculatorSessions } from '../data/db/schema.ts';
import { AppError } from '../http/errors.ts';

export type SessionRow = typeof calculatorSessions.$inferSelect;
export type SessionValues = Partial<Record<InputField, number | null>> & {
  chooseCalculator?: 0 | 1 | null;
  lastStep?: CalculatorStep | null;
};

const DAY_MS = 86_400_000;

/** Random ids in [1, 2^48): numeric like the spec's, but not guessable by counting. */
function newId(): number {
  return randomInt(1, 2 ** 48 - 1);
}

export async function createSession(db: Database, mode: CalculatorMode, now: Date, ttlDays: number) {
  for (let attempt = 0; attempt < 5; attempt++) {
    const rows = await db
      .insert(calculatorSessions)
      .values({
        id: newId(),
        calculator: mode,
        embed: mode === 'embed',
        createdAt: now,
        updatedAt: now,
        expiresAt: new Date(now.getTime() + ttlDays * DAY_MS),
      })
      .onConflictDoNothing()
      .returning();
    if (rows[0]) return rows[0];
  }
  throw new Error('could not allocate a session id');
}

/** The live session, or a 404 (session_not_found) / 410 (session_expired) AppError: the client's SessionGone. */
export async function liveSession(db: Database, id: number, now: Date): Promise<SessionRow> {
  const [row] = await db.select().from(calculatorSessions).where(eq(calculatorSessions.id, id));
  return checkLive(row, now);
}

function checkLive(row: SessionRow | undefined, now: Date): SessionRow {
  if (!row) throw new AppError('session_not_found', 'No such calculator session. Please start again.');
  if (row.expiresAt.getTime() <= now.getTime())
    throw new AppError('session_expired', 'This calculator session has expired. Please start again.');
  return row;
}

/** The stored choice of calculator, null until chosen. */
export function choiceOf(row: Pick<SessionRow, 'chooseCalculator'>): 0 | 1 | null {
  return row.chooseCalculator === 0 ? 0 : row.chooseCalculator === 1 ? 1 : null;
}

/** The complete inputs and results of a session, or null while values are missing. */
export function sessionResults(row: SessionRow): CalculatorResults | null {
  const choice = choiceOf(row);
  if (choice === null) return null;
  const done = completeInputs(choice, row);
  return done.ok ? computeResults(done.inputs) : null;
}

/**
 * Stores the given values (null clears one), applies forced values, slides the expiry forward. The row is
 * locked for the read-merge-write, and only the columns this update decides are written, so parallel
 * updates of different fields (and the e-mail flags) never overwrite each other.
 */
export async function updateSession(
  db: Database,
  id: number,
  values: SessionValues,
  now: Date,
  ttlDays: number,
): Promise<SessionRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(calculatorSessions)
      .where(eq(calculatorSessions.id, id))
      .for('update');
    const merged = { ...checkLive(row, now), ...values };
    const choice = choiceOf(merged);
    const forced = choice === null ? {} : forcedValues(choice);
    const results = sessionResults({ ...merged, ...forced });
    const preset = results?.chooseCalculator === PRESET_VS_CONVENTIONAL;
    const [saved] = await tx
      .update(calculatorSessions)
      .set({
        ...values,
        ...forced,
        laborMargin: preset ? (results?.replace.margin?.labor ?? null) : null,
        updatedAt: now,
        expiresAt: new Date(now.getTime() + ttlDays * DAY_MS),
      })
      .where(eq(calculatorSessions.id, id))
      .returning();
    if (!saved) throw new AppError('session_not_found', 'No such calculator session. Please start again.');
    return saved;
  });
}

export async function expireSession(db: Database, id: number, now: Date): Promise<void> {
  const [row] = await db.select().from(calculatorSessions).where(eq(calculatorSessions.id, id));
  if (!row) throw new AppError('session_not_found', 'No such calculator session. Please start again.');
  if (row.expiresAt.getTime() > now.getTime())
    await db
      .update(calculatorSessions)
      .set({ expiresAt: now, updatedAt: now })
      .where(eq(calculatorSessions.id, id));
}

export async function setEmailFlags(
  db: Database,
  id: number,
  flags: { sendingEmail: boolean; emailError: boolean },
) {
  await db.update(calculatorSessions).set(flags).where(eq(calculatorSessions.id, id));
}

/** What the API returns for a session: its fields (camelCase), where to resume, and the results. */
export function sessionJson(row: SessionRow) {
  const last = row.lastStep ? parseStep(row.lastStep) : null;
  const choice = choiceOf(row);
  return {
    id: row.id,
    calculator: row.calculator as CalculatorMode,
    email: row.email,
    embed: row.embed,
    chooseCalculator: choice,
    laborRate: row.laborRate,
    billableLaborRate: row.billableLaborRate,
    rebuildHours: row.rebuildHours,
    replaceHours: row.replaceHours,
    bearingSetCost: row.bearingSetCost,
    wheelSealCost: row.wheelSealCost,
    hubCost: row.hubCost,
    manualSpindleNutCost: row.manualSpindleNutCost,
    replacementHubCostV: row.replacementHubCostV,
    spindleNutCost: row.spindleNutCost,
    partsMargin: row.partsMargin,
    downtimeCosts: row.downtimeCosts,
    laborMargin: row.laborMargin,
    lastStep: last,
    /** The step a reload should show: the one after lastStep. */
    resumeStep: (choice !== null && last ? nextStep(choice, last) : null) ?? 'choose-calculator',
    sendingEmail: row.sendingEmail,
    emailError: row.emailError,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    results: sessionResults(row),
  };
}
export type SessionJson = ReturnType<typeof sessionJson>;
