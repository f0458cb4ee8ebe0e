// An engine message as the UI message part the chat shows, written once for the chat route's stream and
// the wizard pages' appended answers (typed from the data-part schemas, no casts). The state a
// conversation is at lives beside the turn body (chat-turn.ts).
import type { DataParts, EngineMessage } from '../engine/shared/messages.ts';

type DataPartOf = { [K in keyof DataParts]: { type: `data-${K}`; id: string; data: DataParts[K] } };
/** A data part of the chat message, one variant per data-part schema. */
export type EngineDataPart = DataPartOf[keyof DataParts];
export type EngineUIPart = { type: 'text'; text: string; state: 'done' } | EngineDataPart;

/**
 * An engine message as its UI part: text as markdown text, the rest as `data-<kind>` with id `p<i>`. One
 * case per kind narrows the data to its schema's type; a new data part fails the type check until it has
 * its case here.
 */
export function toUIPart(m: EngineMessage, i: number): EngineUIPart {
  const id = `p${i}`;
  switch (m.kind) {
    case 'text':
      return { type: 'text', text: m.markdown, state: 'done' };
    case 'hub-results':
      return { type: 'data-hub-results', id, data: m.data };
    case 'outcome':
      return { type: 'data-outcome', id, data: m.data };
    case 'question':
      return { type: 'data-question', id, data: m.data };
    case 'chips':
      return { type: 'data-chips', id, data: m.data };
    case 'read-values':
      return { type: 'data-read-values', id, data: m.data };
    case 'part-cards':
      return { type: 'data-part-cards', id, data: m.data };
    case 'part-groups':
      return { type: 'data-part-groups', id, data: m.data };
    case 'compare':
      return { type: 'data-compare', id, data: m.data };
    case 'calculator-form':
      return { type: 'data-calculator-form', id, data: m.data };
    case 'calculator-result':
      return { type: 'data-calculator-result', id, data: m.data };
    case 'job-parts':
      return { type: 'data-job-parts', id, data: m.data };
    default:
      return unreachable(m);
  }
}

function unreachable(m: never): never {
  throw new Error(`Unknown engine message ${JSON.stringify(m)}`);
}
