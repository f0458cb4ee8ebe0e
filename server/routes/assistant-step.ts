// POST /api/assistant/step: one engine step as plain JSON, so the classic wizard pages run the same
// engine on the same state as the chat (which gets the same step as an AI SDK message stream).
import { Hono } from 'hono';
import { z } from 'zod';
import { step } from '../../tools/engine/engine.ts';
import { STEP, STEP_BY_ID } from '../../tools/engine/hub-wizard/steps.ts';
import { dataPartSchemas } from '../../tools/engine/shared/messages.ts';
import { EngineEvent, EngineState } from '../../tools/engine/shared/state.ts';
import { bindTools } from '../../tools/index.ts';
import type { AppEnv } from '../app-env.ts';
import type { RouteDoc } from '../http/route-doc.ts';
import { validate } from '../http/validate.ts';

/** A state the engine can continue from: its wizard steps must be steps the wizard knows. */
export const KnownState = EngineState.refine(
  (s) =>
    !s.hub ||
    [s.hub.current, ...s.hub.history.map((e) => e.step)].every((id) => id === null || STEP_BY_ID.has(id)),
  { message: 'Unknown hub wizard step in state', path: ['hub'] },
);

/** A page opened by its link alone names its own step: one the wizard knows. */
const KnownEvent = EngineEvent.refine((e) => e.type !== 'resume' || STEP_BY_ID.has(e.step), {
  message: 'Unknown hub wizard step',
  path: ['step'],
});

/**
 * go-to-step names a step this state's wizard answered (the pages only send those); anything else is a
 * client error here, while the chat, which may hold an old question, gets the engine's clear message.
 */
const Body = z
  .object({ state: KnownState, event: KnownEvent })
  .refine(
    ({ state, event }) =>
      event.type !== 'go-to-step' ||
      (state.hub !== null &&
        (state.hub.history.some((e) => e.step === event.step) ||
          (state.hub.splinedPanel === true && event.step === STEP.rotorType))),
    { message: 'go-to-step names a step this wizard has not answered', path: ['event', 'step'] },
  );

/** Every message the engine can answer with: text (markdown) or one typed data part. */
export const EngineMessageSchema = z.union([
  z.object({ kind: z.literal('text'), markdown: z.string() }),
  ...Object.entries(dataPartSchemas).map(([kind, data]) => z.object({ kind: z.literal(kind), data })),
]);

export const StepResponse = z.object({ state: EngineState, messages: z.array(EngineMessageSchema) });

export const assistantStepRoutes = new Hono<AppEnv>().post(
  '/assistant/step',
  validate('json', Body),
  async (c) => {
    const { state, event } = c.req.valid('json');
    const result = await step(state, event, bindTools(c.var.tools));
    return c.json(result);
  },
);

export const assistantStepDocs: RouteDoc[] = [
  {
    method: 'post',
    path: '/assistant/step',
    tag: 'Assistant',
    summary: 'One step of the assistant engine as JSON (the classic wizard pages)',
    description:
      'The same engine as POST /chat: takes the state the last step returned and one event (text, tapped ' +
      'option, picked number, start-wizard, go-to-step an answered step, back, reset) and answers the new state and the messages to show. Start ' +
      'with the initial state (version 1, seq 0, everything else null).',
    body: Body,
    response: StepResponse,
    example: {
      body: {
        state: { version: 1, lastSearch: null, seq: 0, hub: null, parts: null, pending: null },
        event: { type: 'start-wizard' },
      },
    },
  },
];
