// Calculator sessions (v11): SessionCreate, SessionUpdate (snake_case body; also the resume read), SessionExpire.
import { Hono } from 'hono';
import { z } from 'zod';
import { FIELD_RULES, type InputField } from '../../tools/engine/shared/calculator/inputs.ts';
import { CalculatorMode, ChooseCalculator } from '../../tools/engine/shared/calculator/kinds.ts';
import { CalculatorStep, nextStep } from '../../tools/engine/shared/calculator/steps.ts';
import type { AppEnv } from '../app-env.ts';
import {
  createSession,
  expireSession,
  liveSession,
  type SessionValues,
  sessionJson,
  updateSession,
} from '../calculator/sessions.ts';
import type { Database } from '../data/db/client.ts';
import { rateLimit } from '../http/rate-limit.ts';
import type { RouteDoc } from '../http/route-doc.ts';
import { validate } from '../http/validate.ts';

export type SessionRouteDeps = {
  clock: () => Date;
  sessionTtlDays: number;
  /** SessionCreate calls per client per minute: each one is a stored row, so a script must not flood them. */
  createLimit: { db: Database; limit: number; trustProxy: boolean };
};

/** `?id=`: a positive integer; anything else (missing, 0, -1, text) is "no session". */
const IdQuery = z.object({ id: z.string().max(20).optional() });
function sessionId(raw: string | undefined): number | null {
  const id = raw !== undefined && /^\d+$/.test(raw.trim()) ? Number(raw.trim()) : 0;
  return Number.isSafeInteger(id) && id >= 1 ? id : null;
}
const RequiredId = z.object({
  id: z
    .string()
    .regex(/^\d{1,16}$/, 'Expected a session id')
    .transform(Number)
    .pipe(z.number().int().min(1, 'Expected a session id')),
});

const CreateQuery = z.object({ calculator: CalculatorMode.default('replace') });

const nullable = <T extends z.ZodType>(t: T) => z.union([z.null(), t]).optional();

/** SessionUpdate body: the session's fields in snake_case; null clears a value, unknown keys are refused. */
const UpdateBody = z.strictObject({
  choose_calculator: nullable(ChooseCalculator),
  labor_rate: nullable(FIELD_RULES.laborRate),
  billable_labor_rate: nullable(FIELD_RULES.billableLaborRate),
  rebuild_hours: nullable(FIELD_RULES.rebuildHours),
  replace_hours: nullable(FIELD_RULES.replaceHours),
  bearing_set_cost: nullable(FIELD_RULES.bearingSetCost),
  wheel_seal_cost: nullable(FIELD_RULES.wheelSealCost),
  hub_cost: nullable(FIELD_RULES.hubCost),
  manual_spindle_nut_cost: nullable(FIELD_RULES.manualSpindleNutCost),
  replacement_hub_cost_v: nullable(FIELD_RULES.replacementHubCostV),
  spindle_nut_cost: nullable(FIELD_RULES.spindleNutCost),
  parts_margin: nullable(FIELD_RULES.partsMargin),
  downtime_costs: nullable(FIELD_RULES.downtimeCosts),
  /** Accepted for compatibility and ignored: the server computes the labor margin. */
  labor_margin: z.unknown().optional(),
  last_step: nullable(CalculatorStep),
});

const camel = (snake: string) => snake.replace(/_([a-z])/g, (_, ch: string) => ch.toUpperCase());

function toValues(body: z.output<typeof UpdateBody>): SessionValues {
  const values: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (key === 'labor_margin' || value === undefined) continue;
    values[camel(key)] = value;
  }
  return values as SessionValues & Partial<Record<InputField, number | null>>;
}

export function calculatorSessionRoutes({ clock, sessionTtlDays, createLimit }: SessionRouteDeps) {
  return new Hono<AppEnv>()
    .post(
      '/SessionCreate',
      rateLimit({ ...createLimit, scope: 'session-create', windowMs: 60_000, now: clock }),
      validate('query', CreateQuery),
      async (c) => {
        const row = await createSession(
          c.var.tools.db,
          c.req.valid('query').calculator,
          clock(),
          sessionTtlDays,
        );
        return c.json({ Status: 'OK' as const, Session: sessionJson(row) });
      },
    )
    .post('/SessionUpdate', validate('query', IdQuery), validate('json', UpdateBody), async (c) => {
      const id = sessionId(c.req.valid('query').id);
      if (id === null)
        return c.json({
          Status: 'NO_SESSION' as const,
          Message: 'No calculator session: nothing was saved. Register to start one.',
          NextStep: 'register' as const,
        });
      const now = clock();
      const values = toValues(c.req.valid('json'));
      // an empty body is a read (resume): nothing written, expiry not moved
      const saved = Object.keys(values).length
        ? await updateSession(c.var.tools.db, id, values, now, sessionTtlDays)
        : await liveSession(c.var.tools.db, id, now);
      const json = sessionJson(saved);
      const next =
        json.chooseCalculator !== null && json.lastStep
          ? nextStep(json.chooseCalculator, json.lastStep)
          : null;
      return c.json({ Status: 'OK' as const, Session: json, NextStep: next });
    })
    .post('/SessionExpire', validate('query', RequiredId), async (c) => {
      await expireSession(c.var.tools.db, c.req.valid('query').id, clock());
      return c.json({ Status: 'OK' as const, NextStep: 'choose-calculator' as const });
    });
}

const Value = z.number().nullable();
/** The session as the API returns it (server/calculator/sessions.ts sessionJson). */
export const SessionSchema = z.object({
  id: z.number().int().min(1),
  calculator: CalculatorMode,
  email: z.string(),
  embed: z.boolean(),
  chooseCalculator: ChooseCalculator.nullable(),
  laborRate: Value,
  billableLaborRate: Value,
  rebuildHours: Value,
  replaceHours: Value,
  bearingSetCost: Value,
  wheelSealCost: Value,
  hubCost: Value,
  manualSpindleNutCost: Value,
  replacementHubCostV: Value,
  spindleNutCost: Value,
  partsMargin: Value,
  downtimeCosts: Value,
  laborMargin: Value,
  lastStep: CalculatorStep.nullable(),
  resumeStep: CalculatorStep,
  sendingEmail: z.boolean(),
  emailError: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  expiresAt: z.string(),
  results: z
    .record(z.string(), z.unknown())
    .nullable()
    .describe('CalculatorResults of tools/engine/shared/calculator/results.ts once every value is in'),
});

export const calculatorSessionDocs: RouteDoc[] = [
  {
    method: 'post',
    path: '/v11/SessionCreate',
    tag: 'Calculator',
    summary: 'Starts a guest calculator session',
    description:
      'No body. `calculator=embed` on embed paths, else `replace` (the default). Sessions expire 30 days after their last update. ' +
      'At most SESSION_CREATE_RATE_LIMIT (default 60) per client per minute; past that 429 rate_limited with Retry-After.',
    query: CreateQuery,
    errors: ['rate_limited'],
    response: z.object({ Status: z.literal('OK'), Session: SessionSchema }),
  },
  {
    method: 'post',
    path: '/v11/SessionUpdate',
    tag: 'Calculator',
    summary: 'Stores entered values and the last step; answers the session and the next step',
    description:
      'Body keys are snake_case, all optional; null clears a value. An empty body stores nothing, does not move ' +
      'the expiry and answers the session (resume). An id that is missing or below 1 saves nothing and answers Status NO_SESSION with ' +
      'NextStep register. Unknown session: 404 (session_not_found); expired: 410 (session_expired).',
    query: IdQuery,
    body: UpdateBody,
    errors: ['session_not_found', 'session_expired'],
    response: z.union([
      z.object({ Status: z.literal('OK'), Session: SessionSchema, NextStep: CalculatorStep.nullable() }),
      z.object({ Status: z.literal('NO_SESSION'), Message: z.string(), NextStep: z.literal('register') }),
    ]),
  },
  {
    method: 'post',
    path: '/v11/SessionExpire',
    tag: 'Calculator',
    summary: 'Start Again: ends the session now',
    query: RequiredId,
    errors: ['session_not_found'],
    response: z.object({ Status: z.literal('OK'), NextStep: z.literal('choose-calculator') }),
  },
];
