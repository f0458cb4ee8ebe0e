// The calculator's server calls (sessions, email) and the session's mirror in IndexedDB, per mode.
import type { SessionJson } from '../../server/calculator/sessions.ts';
import type { ErrorCode } from '../../server/http/errors.ts';
import type { SendEmailBody } from '../../server/routes/send-email.ts';
import type { CalculatorMode, ChooseCalculator } from '../../tools/engine/shared/calculator/kind-names.ts';
import type { CalculatorStep } from '../../tools/engine/shared/calculator/step-paths.ts';
import { ApiError, apiHeaders } from '../api.ts';
import { type Db, localDb, putSetting } from '../local-db.ts';
import { adoptDrafts, carryDrafts, dropDrafts } from './step-drafts.ts';

export type Session = SessionJson;

const storageKey = (mode: CalculatorMode) => `calculator-session:${mode}`;

/** The session this device keeps for `mode`; `db` is given so a live query can read it in its scope. */
export async function storedSession(db: Db, mode: CalculatorMode): Promise<Session | null> {
  return ((await db.settings.get(storageKey(mode)))?.value as Session | undefined) ?? null;
}

export async function storeSession(mode: CalculatorMode, session: Session | null): Promise<void> {
  if (session) await putSetting(storageKey(mode), session);
  else await (await localDb()).settings.delete(storageKey(mode));
}

/**
 * The server no longer has the session a call names: 404 session_not_found (no such session) or 410
 * session_expired (expired 30 days after its last change, or ended by Start Again; decision 004). The one place those answers are read: every
 * session call throws this for them, and a page says CALCULATOR_TEXT.calculationGone.
 */
export class SessionGone extends Error {
  constructor(readonly status: 404 | 410) {
    super('This calculation is no longer available');
  }
}

/**
 * The answers that say the session is gone, by status and the server's error code: any other 404 (a path
 * this server lacks, a proxy's page) is a failed call, not a gone calculation.
 */
const GONE_CODES: Partial<Record<number, { status: 404 | 410; code: ErrorCode }>> = {
  404: { status: 404, code: 'session_not_found' },
  410: { status: 410, code: 'session_expired' },
};

/**
 * Forgets the session held here for `mode` when it is `id` (a session the server no longer has); the text
 * typed into its steps and not saved is kept for the next calculation (carryDrafts).
 */
async function forgetHeld(mode: CalculatorMode, id: number | null): Promise<void> {
  const held = await storedSession(await localDb(), mode);
  if (held && held.id === id) await storeSession(mode, null);
  if (id !== null) carryDrafts(mode, id);
}

async function post<T>(path: string, body?: unknown): Promise<T> {
  const res = await fetch(path, {
    method: 'POST',
    headers: { ...apiHeaders(), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await res.json().catch(() => null)) as
    | (T & { Error?: { Code?: string; Message?: string; Issues?: { field: string; message: string }[] } })
    | null;
  const gone = GONE_CODES[res.status];
  if (gone && json?.Error?.Code === gone.code) throw new SessionGone(gone.status);
  if (!res.ok) throw new ApiError(res.status, json?.Error?.Message ?? `Request failed (${res.status})`);
  return json as T;
}

/** A new session on the server, not yet held on this device. */
async function newSession(mode: CalculatorMode): Promise<Session> {
  const body = await post<{ Session: Session }>(`/api/v11/SessionCreate?calculator=${mode}`);
  // a new calculation: text typed for the one it replaces here is not carried into it, except what was
  // typed into a calculation found gone (forgetHeld), which this one continues
  adoptDrafts(mode, body.Session.id);
  return body.Session;
}

export async function createSession(mode: CalculatorMode): Promise<Session> {
  const session = await newSession(mode);
  await storeSession(mode, session);
  return session;
}

/**
 * A new session for `choice` in place of the other calculator's calculation held here, which stays as it
 * was on the server. It is held here only once it has its calculator: a page that saw it without one in
 * between drew a step of no calculator (a form step sent itself to register while the save was on its way).
 */
export async function startOtherCalculator(mode: CalculatorMode, choice: ChooseCalculator): Promise<Session> {
  const fresh = await newSession(mode);
  const saved = await updateSession(mode, fresh.id, {
    choose_calculator: choice,
    last_step: 'choose-calculator',
  });
  return saved.kind === 'saved' ? saved.session : fresh;
}

/** 'no-session': none named (the spec's skip to register); 'gone': the server no longer has it (SessionGone). */
export type UpdateResult =
  | { kind: 'saved'; session: Session; next: CalculatorStep | null }
  | { kind: 'no-session' }
  | { kind: 'gone' };

/** The steps before any value is entered: a session that went no further holds no calculation yet. */
const BEFORE_VALUES: readonly (CalculatorStep | null)[] = [null, 'choose-calculator', 'register'];

/**
 * The session a save goes into: a save choosing the other calculator than a calculation this device holds
 * (the chooser, the chat, a link to one calculator) starts a new session, so the calculation keeps its
 * values and its results link shows what it showed; the other calculator's forced values never land in it.
 */
async function sessionFor(mode: CalculatorMode, id: number | null, values: Record<string, unknown>) {
  const choice = values.choose_calculator;
  if (id === null || choice === undefined || choice === null) return id;
  const held = await storedSession(await localDb(), mode);
  const begun = held?.id === id && held.chooseCalculator !== null && !BEFORE_VALUES.includes(held.lastStep);
  // held by the save that gives it the new calculator, not before
  return begun && held.chooseCalculator !== choice ? (await newSession(mode)).id : id;
}

/**
 * SessionUpdate with snake_case values; a gone session (SessionGone) is forgotten and reported. Choosing
 * the other calculator than the calculation held here saves into a new session (sessionFor).
 */
export async function updateSession(
  mode: CalculatorMode,
  heldId: number | null,
  values: Record<string, unknown>,
): Promise<UpdateResult> {
  const id = await sessionFor(mode, heldId, values);
  try {
    const body = await post<
      { Status: 'OK'; Session: Session; NextStep: CalculatorStep | null } | { Status: 'NO_SESSION' }
    >(`/api/v11/SessionUpdate?id=${id ?? ''}`, values);
    if (body.Status !== 'OK') return { kind: 'no-session' };
    await storeSession(mode, body.Session);
    return { kind: 'saved', session: body.Session, next: body.NextStep };
  } catch (err) {
    if (!(err instanceof SessionGone)) throw err;
    await forgetHeld(mode, id);
    return { kind: 'gone' };
  }
}

/**
 * Opens the session a link names (`?session=`) with the empty-body resume read: stored here on success,
 * null when the server no longer has it (SessionGone). The session kept on this device is left alone then.
 */
export async function resumeSession(mode: CalculatorMode, id: number): Promise<Session | null> {
  try {
    const body = await post<{ Status: 'OK'; Session: Session } | { Status: 'NO_SESSION' }>(
      `/api/v11/SessionUpdate?id=${id}`,
      {},
    );
    if (body.Status !== 'OK') return null;
    await storeSession(mode, body.Session);
    return body.Session;
  } catch (err) {
    if (err instanceof SessionGone) return null;
    throw err;
  }
}

/**
 * Checks that the server still has the session held here (the page opens, the tab comes back): true while it
 * does, or when the server cannot be asked (a save says so later); false when it is gone, forgotten here with
 * its drafts kept for the next calculation.
 */
export async function checkHeld(mode: CalculatorMode, id: number): Promise<boolean> {
  try {
    const body = await post<{ Status: 'OK'; Session: Session } | { Status: 'NO_SESSION' }>(
      `/api/v11/SessionUpdate?id=${id}`,
      {},
    );
    const held = await storedSession(await localDb(), mode);
    if (body.Status === 'OK' && held?.id === id) await storeSession(mode, body.Session);
    return true;
  } catch (err) {
    if (!(err instanceof SessionGone)) return true;
    await forgetHeld(mode, id);
    return false;
  }
}

/** Start Again: ends the session on the server (if it still exists) and forgets it here, with its drafts. */
export async function expireSession(mode: CalculatorMode, id: number | null): Promise<void> {
  dropDrafts(mode);
  if (id)
    await post(`/api/v11/SessionExpire?id=${id}`).catch((err: unknown) => {
      if (!(err instanceof SessionGone)) throw err;
    });
  await storeSession(mode, null);
}

export type EmailForm = Omit<SendEmailBody, 'sessionId' | 'calculator' | 'totals'>;

/** Sends the session's results; a session the server no longer has is forgotten here and thrown (SessionGone). */
export async function sendEmail(
  mode: CalculatorMode,
  sessionId: number,
  form: EmailForm,
): Promise<'sent' | 'stored'> {
  const body = await post<{ Delivery: 'sent' | 'stored' | 'sending' }>('/api/v11/SendEmail', {
    sessionId,
    calculator: mode,
    ...form,
  }).catch(async (err: unknown) => {
    if (err instanceof SessionGone) await forgetHeld(mode, sessionId);
    throw err;
  });
  // 'sending': a retry of a send already under way; for the visitor it is on its way like 'sent'
  return body.Delivery === 'stored' ? 'stored' : 'sent';
}

/** camelCase session field -> snake_case body key (replacementHubCostV -> replacement_hub_cost_v). */
export function snake(name: string): string {
  return name.replace(/[A-Z]/g, (ch) => `_${ch.toLowerCase()}`);
}
