// POST /api/chat: runs the step engine on the conversation and answers as an AI SDK UI message stream.
import { safeValidateUIMessages } from 'ai';
import { Hono } from 'hono';
import { z } from 'zod';
import { type ChatMessage, ChatMetadata, dataPartSchemas } from '../../tools/chat/chat-message.ts';
import { latestState } from '../../tools/chat/chat-turn.ts';
import { toUIPart } from '../../tools/chat/engine-parts.ts';
import { step } from '../../tools/engine/engine.ts';
import { type EngineEvent, initialState, MAX_TEXT_LENGTH } from '../../tools/engine/shared/state.ts';
import { bindTools } from '../../tools/index.ts';
import type { AppEnv } from '../app-env.ts';
import { IndexWarmingError } from '../data/catalog-cache.ts';
import { wholeAnswer } from '../http/compression.ts';
import { AppError } from '../http/errors.ts';
import type { RouteDoc } from '../http/route-doc.ts';
import { validate } from '../http/validate.ts';
import { KnownState } from './assistant-step.ts';
import { uiMessageEvents } from './chat-events.ts';

/**
 * A message's metadata, made once: a schema made per request cost its construction and threw away what
 * zod compiles on a schema's first parse (2 % of a loaded chat's CPU).
 */
const MessageMetadata = ChatMetadata.optional();

/**
 * The visitor's new message of a turn, as useChat sends it: text parts, and a tap's event in its metadata.
 * Checked here in one pass rather than by the SDK's checks of every kind of message part, which cost 6 % of
 * a loaded chat's CPU for one user message (those still check a whole conversation, below). The role is
 * any, so that an assistant's message is refused by the engine's own words (lastEvent).
 */
const TurnMessage = z.object({
  id: z.string().max(100),
  role: z.enum(['system', 'user', 'assistant']),
  parts: z
    .array(z.object({ type: z.literal('text'), text: z.string() }))
    .min(1)
    .max(20),
  metadata: MessageMetadata,
});

/** What the chat sends each turn: the visitor's new message and the state of the latest answer. */
const TurnBody = z.object({
  id: z.string().max(100).optional(),
  message: TurnMessage,
  // the same check as the pages' step route: a state naming wizard steps the wizard does not know is refused
  state: KnownState.nullable(),
});
/** The whole conversation, as useChat sends it by default (older clients, and API users). */
const ConversationBody = z
  .looseObject({
    id: z.string().max(100).optional(),
    messages: z.array(z.unknown()).min(1).max(400),
  })
  // a body with both shapes is a client bug: answering one of them would hide it
  .refine((b) => !('message' in b || 'state' in b), 'Send either message and state, or messages');
const Body = z.union([TurnBody.strict(), ConversationBody]);

/** Said instead of an answer while the catalog indexes are still loading after a start; the state is kept. */
export const WARMING_REPLY =
  'I have just started and am still loading the parts catalog. Please send that again in a few seconds.';

/** A whole conversation's messages, checked by the SDK as useChat's own server would. */
async function conversation(messages: unknown[]): Promise<ChatMessage[]> {
  const checked = await safeValidateUIMessages<ChatMessage>({
    messages,
    metadataSchema: MessageMetadata,
    dataSchemas: dataPartSchemas,
  });
  if (!checked.success)
    throw new AppError('bad_request', `Invalid messages: ${checked.error.message.slice(0, 300)}`);
  return checked.data;
}

/** The event is the last user message: its structured event, or the text it carries. */
function lastEvent(messages: ChatMessage[]): EngineEvent {
  const last = messages.at(-1);
  if (last?.role !== 'user') throw new AppError('bad_request', 'The last message must come from the user');
  if (last.metadata?.event) return last.metadata.event;
  const text = last.parts.flatMap((p) => (p.type === 'text' ? [p.text] : [])).join(' ');
  // refused, not cut: a text cut short mid-number would be answered as another number
  if (text.length > MAX_TEXT_LENGTH)
    throw new AppError(
      'bad_request',
      `A message holds at most ${MAX_TEXT_LENGTH} characters; this one has ${text.length}`,
    );
  return { type: 'text', text };
}

export const chatRoutes = new Hono<AppEnv>().post('/chat', validate('json', Body), async (c) => {
  const body = c.req.valid('json');
  const turn = !('messages' in body);
  const messages: ChatMessage[] = turn ? [body.message] : await conversation(body.messages);
  const event = lastEvent(messages);
  const state = (turn ? body.state : latestState(messages)) ?? initialState;
  const result = await step(state, event, bindTools(c.var.tools)).catch((err: unknown) => {
    // a stream the chat shows like any answer, rather than an error the visitor cannot act on
    if (err instanceof IndexWarmingError)
      return { state, messages: [{ kind: 'text' as const, markdown: WARMING_REPLY }] };
    throw err;
  });

  const answer = uiMessageEvents<ChatMessage>((write) => {
    // the state once, as the answer starts: its question is shown open as it arrives (a third of a
    // short answer's bytes; the finish event repeated it until the client no longer needed it)
    write({ type: 'start', messageMetadata: { state: result.state } });
    result.messages.forEach((m, i) => {
      const part = toUIPart(m, i);
      if (part.type === 'text') {
        const id = `p${i}`;
        write({ type: 'text-start', id });
        write({ type: 'text-delta', id, delta: part.text });
        write({ type: 'text-end', id });
      } else write(part);
    });
    write({ type: 'finish' });
  });
  return wholeAnswer(c, answer, answer.headers);
});

export const chatDocs: RouteDoc[] = [
  {
    method: 'post',
    path: '/chat',
    tag: 'Assistant',
    summary: 'The assistant: one step of the conversation',
    description:
      'Speaks the AI SDK UI message stream protocol (useChat). The body is the new user message and the ' +
      'engine state of the latest answer (`message`, `state`), or the whole conversation (`messages`, whose ' +
      'last message must come from the user); its text or structured event is answered with text, tool and ' +
      'data parts as server-sent events.',
    body: Body,
    response: z.string().describe('Server-sent events of the AI SDK UI message stream'),
    responseType: 'text/event-stream',
  },
];
