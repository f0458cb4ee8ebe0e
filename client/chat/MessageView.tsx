// One chat message: user text as a bubble, assistant parts through their renderers.
import { Component, memo, type ReactNode } from 'react';
import type { ChatMessage } from '../../tools/chat/chat-message.ts';
import { STEP_BY_ID } from '../../tools/engine/hub-wizard/steps.ts';
import type { DataParts } from '../../tools/engine/shared/messages.ts';
import { isInternalPath } from '../../tools/internal-path.ts';
import { MessageStateProvider, PartKeyProvider } from './chat-actions.tsx';
import { EngineText } from './EngineText.tsx';
import { partRenderers } from './part-renderers.ts';

function isDataPartName(name: string): name is keyof DataParts {
  return Object.hasOwn(partRenderers, name);
}

/** Looks the renderer up by the part's name; the map's type guarantees one per data part. */
function DataPart({ name, data }: { name: keyof DataParts; data: unknown }) {
  const Renderer = partRenderers[name] as React.ComponentType<{ data: unknown }>;
  return (
    <PartBoundary route={routeOf(data)}>
      <Renderer data={data} />
    </PartBoundary>
  );
}

function routeOf(data: unknown): string | null {
  const route = (data as { route?: unknown } | null)?.route;
  return typeof route === 'string' && isInternalPath(route) ? route : null;
}

/** One answer that cannot be shown (say, saved by an older version) must not blank the conversation. */
class PartBoundary extends Component<{ route: string | null; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="card error-card" role="note">
        <p>This answer cannot be shown here.</p>
        {this.props.route ? (
          <a className="link-button small" href={this.props.route}>
            Open as page
          </a>
        ) : null}
      </div>
    );
  }
}

/**
 * Memoised: useChat keeps the objects of the messages it did not change, so a new turn renders the new
 * messages and not the whole thread again (a long conversation would slow every turn). The actions'
 * context never changes in the conversation; a part that shows busy, its answer or the engine state reads
 * that one value from the view store (chat-actions.tsx), so it renders again only when that value changes.
 */
export const MessageView = memo(function MessageView({ message }: { message: ChatMessage }) {
  if (message.role === 'user') {
    const stepNote = stepBackNote(message);
    if (stepNote) {
      // going back is not something the visitor typed: a quiet line, the same from the chat and the pages
      return (
        <div className="msg msg-step">
          <p className="step-note">{stepNote}</p>
        </div>
      );
    }
    const text = message.parts.flatMap((p) => (p.type === 'text' ? [p.text] : [])).join(' ');
    return (
      <div className="msg msg-user">
        <p className="bubble">{text}</p>
      </div>
    );
  }
  return (
    <div className="msg msg-assistant">
      <MessageStateProvider value={message.metadata?.state ?? null}>
        {message.parts.map((part, i) => {
          const key = `${message.id}-${i}`;
          if (part.type === 'text') {
            return (
              <div key={key} className="bubble bubble-assistant markdown">
                {/* the engine's replies never link or show images (those come as data parts): markup in a
                  reply's text shows as plain characters and fetches nothing */}
                <EngineText text={part.text} />
              </div>
            );
          }
          const name = part.type.startsWith('data-') ? part.type.slice(5) : '';
          if (isDataPartName(name) && 'data' in part)
            return (
              <PartKeyProvider key={key} value={key}>
                <DataPart name={name} data={part.data} />
              </PartKeyProvider>
            );
          return null;
        })}
      </MessageStateProvider>
    </div>
  );
});

/**
 * A step back in the hub wizard (Back, Change on an answer, the browser's Back on a wizard page) as the
 * thread says it: 'Back to Truck make'. Null for anything else (typed words, taps on an answer).
 */
export function stepBackNote(message: ChatMessage): string | null {
  const event = message.metadata?.event;
  if (event?.type === 'back' && event.to === undefined) return 'Back one question';
  const step =
    event?.type === 'back' ? event.to : event?.type === 'go-to-step' && !event.value ? event.step : undefined;
  if (step === undefined) return null;
  const name = STEP_BY_ID.get(step)?.name;
  return name ? `Back to ${name}` : 'Back one question';
}
