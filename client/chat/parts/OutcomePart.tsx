// Informational outcomes (no results, not available, exclusive, ...): the spec's texts and a link to the page.
import { Link } from 'react-router';
import type { DataParts } from '../../../tools/engine/shared/messages.ts';
import { CUSTOMER_SERVICE_PHONE } from '../../../tools/engine/shared/texts.ts';
import { OtherWays } from '../../ui/OtherWays.tsx';
import { PhoneLink } from '../../ui/PhoneLink.tsx';
import { useChatBusy, useOptionalChatActions } from '../chat-actions.tsx';
import { GivenAnswers } from './GivenAnswers.tsx';
import { OpenAsPage } from './OpenAsPage.tsx';

/** A paragraph with the customer service number as a link a phone can dial, as on the pages. */
function Paragraph({ text }: { text: string }) {
  const [before, after] = text.split(CUSTOMER_SERVICE_PHONE);
  if (after === undefined) return <p>{text}</p>;
  return (
    <p>
      {before}
      <PhoneLink />
      {after}
    </p>
  );
}

/**
 * Page links; in the conversation a link that asks a question ('Answer: …') asks it in the chat, and one
 * that names a number ('Did you mean …?') sends it there.
 */
function Links({ links }: { links: DataParts['outcome']['links'] }) {
  const actions = useOptionalChatActions();
  const askParts = actions?.askParts;
  const busy = useChatBusy();
  // the conversation only: a page's actions have no conversation to send a number in
  const say = actions?.conversationId ? actions.sendText : undefined;
  return links.map((l) => {
    const { ask, say: text } = l;
    // what the link does in the conversation, if anything: send its number, or ask its question
    const inChat = text && say ? () => say(text) : ask && askParts ? () => askParts(ask, l.label) : undefined;
    return inChat ? (
      <button
        key={`${l.label} ${l.to}`}
        type="button"
        className="button button-quiet outcome-link"
        disabled={busy}
        onClick={inChat}
      >
        {l.label}
      </button>
    ) : (
      <Link key={`${l.label} ${l.to}`} className="button button-quiet outcome-link" to={l.to}>
        {l.label}
      </Link>
    );
  });
}

export function OutcomePart({ data }: { data: DataParts['outcome'] }) {
  const noResults = data.kind === 'no-results';
  return (
    <section className={`card outcome outcome-${data.kind}`} aria-label={data.title}>
      <h3 className="outcome-title">{data.title}</h3>
      {/* a wizard outcome (unitized, no hubs) lists the answers given, each changeable, as its results do */}
      <GivenAnswers answers={data.answers ?? []} />
      {/* No results: the other ways on come before the last paragraph, the phone number, as on the page. */}
      {(noResults ? data.paragraphs.slice(0, -1) : data.paragraphs).map((p) => (
        <Paragraph key={p} text={p} />
      ))}
      <Links links={data.links} />
      <OtherWays ways={data.ways ?? []} />
      {noResults ? data.paragraphs.slice(-1).map((p) => <Paragraph key={p} text={p} />) : null}
      <OpenAsPage to={data.route} small={false} />
    </section>
  );
}
