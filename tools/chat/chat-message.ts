// The chat message type shared by server and client: engine state rides on assistant metadata.
import type { UIMessage } from 'ai';
import { z } from 'zod';
import { type DataParts, dataPartSchemas } from '../engine/shared/messages.ts';
import { EngineEvent, EngineState } from '../engine/shared/state.ts';

export const ChatMetadata = z.object({
  /** On assistant messages: the engine state after this answer. */
  state: EngineState.optional(),
  /** On user messages: a structured event (tap, Back, Reset) instead of free text. */
  event: EngineEvent.optional(),
});
export type ChatMetadata = z.infer<typeof ChatMetadata>;

export type ChatMessage = UIMessage<ChatMetadata, DataParts>;

export { dataPartSchemas };
