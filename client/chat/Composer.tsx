// The search box that is also the chat composer: suggestions as you type, Continue or Enter to send.

import { type FormEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { PartNumberMatch } from '../../tools/catalog/search-part-numbers.ts';
import { TEXT } from '../../tools/engine/shared/texts.ts';
import { readsAsSize } from '../../tools/engine/words/read-as-size.ts';
import {
  closeOnEscape,
  downToSuggestions,
  matchList,
  SuggestionNotes,
} from '../search/NumberAutocomplete.tsx';
import { isTypedAlone } from '../search/one-meant.ts';
import { UNIFIED_SEARCH } from '../search/useNumberSuggestions.ts';
import { useNumberTextSuggestions } from '../search/useNumberTextSuggestions.ts';
import { pollFor, settledOf } from '../search/wait-for.ts';
import { lengthCount } from '../ui/length-count.ts';
import { useAlive } from '../ui/useAlive.ts';
import { useFittingPlaceholder } from './fitting-placeholder.tsx';
import { forgetKeptSend, handedOver, keepBox, restoreKeptBox } from './hand-over.ts';

// The spec's placeholder where it fits, shorter ones where it would be cut off.
const PLACEHOLDERS = [
  TEXT.searchPlaceholder,
  TEXT.searchPlaceholderShort,
  TEXT.searchPlaceholderTiny,
  TEXT.searchPlaceholderTiniest,
];

/** The most the box takes: a part number or a mechanic's question fits well inside it. */
const BOX_MAX = 120;

/** The unified search's matches carry their brand and number as they are. */
const SAME = { listed: (m: PartNumberMatch) => m };

type Props = {
  busy: boolean;
  onSend: (text: string) => void;
  onPick: (match: PartNumberMatch) => void;
  autoFocus?: boolean;
  /** Hand the text over to the composer that replaces this one (the home shown before the chat's code). */
  handOver?: boolean;
};

export function Composer({ busy, onSend, onPick, autoFocus, handOver }: Props) {
  const [text, setText] = useState(() => {
    // the first box of a load takes what the box held before a reload (hand-over.ts)
    restoreKeptBox();
    return handedOver.text;
  });
  // suggestions closed with Escape stay closed in the box that takes over
  const [open, setOpen] = useState(() => handedOver.open);
  const inputRef = useRef<HTMLInputElement>(null);
  // the text a Continue is waiting to send, null when none is
  const waitingNow = useRef<string | null>(null);
  // an Enter pressed while the chat was not free ('hubs', Enter, '10083923', Enter, typed at speed)
  const enterLater = useRef(false);
  // a text handed over to send while the chat was not free, kept as it was: the box may hold more since
  // ('drum', Enter, 'rotor' typed into the box the HTML drew is 'drum', then 'rotor')
  const sendLater = useRef<string | null>(null);
  // the box is to be sent after the text now waiting for its suggestions (a second Enter handed over)
  const boxAfter = useRef(false);
  // The first-paint composer writes what it holds as it changes, in the event itself: its effects may
  // never run, for the chat's composer can replace it before the next frame (a pending effect of an
  // unmounted component is dropped).
  const typed = (value: string) => {
    setText(value);
    if (handOver) handedOver.text = value;
    keepBox(value);
  };
  const listOpen = (value: boolean) => {
    setOpen(value);
    if (handOver) handedOver.open = value;
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the box takes over (send reads the latest render's props when it runs then)
  useEffect(() => {
    // what is kept for a reload is what this box holds (a new conversation's box starts empty)
    keepBox(textNow.current);
    if (!handOver) {
      // this composer has taken what was handed over
      handedOver.text = '';
      handedOver.open = true;
    }
    // a send left to this box: Enter on the box the HTML drew (decision 045), or a Continue still waiting;
    // and an Enter after it, for what the box holds once that is answered
    const left = handedOver.send;
    const again = handedOver.sendAgain;
    handedOver.send = null;
    handedOver.sendAgain = false;
    if (left !== null) void send(left, again);
    else if (again) enterLater.current = true;
  }, [handOver]);
  // The browser autofocuses only the first box of a page: focus goes back as the first box had it, in the
  // task that took that box away, so no key pressed meanwhile lands on the page's body and is lost.
  useLayoutEffect(() => {
    if (handOver) return;
    if (handedOver.focused) inputRef.current?.focus();
    handedOver.focused = false;
  }, [handOver]);
  // before the box leaves the document (a passive effect's cleanup would run after)
  useLayoutEffect(
    () => () => {
      if (!handOver) return;
      handedOver.focused = document.activeElement === inputRef.current;
      // still to send: a Continue waiting, or an Enter on the drawn box this one had no time to send
      handedOver.send ??= waitingNow.current ?? sendLater.current;
      handedOver.sendAgain ||= enterLater.current || boxAfter.current;
    },
    [handOver],
  );
  // the chat's box taken away in the page (another conversation, another page; not a reload) leaves no send
  // to be made on the next load; the first home's box hands its send over to the box that makes it
  useEffect(
    () => () => {
      if (!handOver) forgetKeptSend();
    },
    [handOver],
  );
  // Only ever the suggestions for the text as it is now, read as the assistant reads it ('PN: 10082200',
  // 'Item 10082200', a brand typed beside the number: useNumberTextSuggestions). A size the assistant reads
  // itself ('16 1/2 x 7 drum', 'stud 5/8-18') gets none: the numbers its digits are near are no answer.
  // An empty box is not read at all: its first reading compiles the size rules' expressions, a few ms of
  // the first render on a phone (issue 17), for a box that asks nothing anyway.
  const asked = open && text.trim() !== '' && !readsAsSize(text);
  const suggestions = useNumberTextSuggestions(text, asked, UNIFIED_SEARCH, SAME);
  const listId = useId();
  const { placeholder, probes } = useFittingPlaceholder(inputRef, PLACEHOLDERS);

  const current = useRef(suggestions);
  current.current = suggestions;
  const textNow = useRef(text);
  textNow.current = text;
  const [waiting, setWaiting] = useState(false);
  const alive = useAlive();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the chat becomes free
  useEffect(() => {
    if (busy || waiting) return;
    // the text handed over first; an Enter after it once that is answered (the chat is busy again then)
    const kept = sendLater.current;
    sendLater.current = null;
    if (kept !== null) void send(kept);
    else if (enterLater.current) {
      enterLater.current = false;
      void send(textNow.current);
    }
  }, [busy, waiting]);

  /**
   * Continue and Enter wait for the search of the text as it is now (spec: polled every 100 ms), so a
   * number typed and sent at once still uses its one suggestion; with the list closed there is nothing to
   * wait for, and a failed search sends the words (the assistant searches them itself).
   */
  function submit(e: FormEvent) {
    e.preventDefault();
    void send(text);
  }

  /** `thenBox`: what the box holds after `sent` is sent goes too, once the chat is free again. */
  async function send(sent: string, thenBox = false) {
    const asked = sent.trim();
    if (!asked) return;
    if (busy || waiting) {
      if (sent !== textNow.current && sendLater.current === null) sendLater.current = sent;
      else enterLater.current = true;
      if (thenBox) enterLater.current = true;
      return;
    }
    boxAfter.current = thenBox;
    setWaiting(true);
    waitingNow.current = sent;
    keepBox(textNow.current, sent);
    // Keys typed while waiting start the next message: the wait ends, and what was in the box on Enter is
    // sent as written ('drum', Enter, 'rotor' is two messages, never 'drumrotor').
    // the suggestions are for the box as it is now: for `asked` while the box still holds it
    const forAsked = () => textNow.current.trim() === asked;
    const s = await pollFor(() => {
      const now = current.current;
      if (now.state === 'idle' || !forAsked()) return now;
      return settledOf(now);
    });
    waitingNow.current = null;
    if (!alive.current) return;
    setWaiting(false);
    if (boxAfter.current) enterLater.current = true;
    boxAfter.current = false;
    const answered = s && s.state !== 'idle' && forAsked() ? s : undefined;
    // One suggestion means the user meant exactly that part when the box holds its number alone (or its
    // brand and number, or the start of either); words beside it are the assistant's to read ('what rotor
    // fits 10082200', 'Gunite 45541F'), and a size has no suggestion: those are sent as typed
    const one =
      answered?.state === 'done' && answered.results.length === 1 && !answered.otherBrand
        ? answered.results[0]
        : undefined;
    const only = one && isTypedAlone(asked, one.CompetitorPartNumber, one.CompetitorName) ? one : undefined;
    keepBox(textNow.current, null);
    if (only) onPick(only);
    else onSend(asked);
    const now = textNow.current;
    typed(now === sent ? '' : now.startsWith(sent) ? now.slice(sent.length).trimStart() : now);
  }

  function pick(match: PartNumberMatch) {
    enterLater.current = false;
    onPick(match);
    typed('');
  }

  const showList = open && text.trim().length > 0 && suggestions.state !== 'idle';
  return (
    <form className="composer" onSubmit={submit}>
      <div className="composer-field">
        <label className="visually-hidden" htmlFor={`${listId}-input`}>
          Part number or question
        </label>
        <input
          id={`${listId}-input`}
          className="text-input composer-input"
          type="search"
          inputMode="search"
          autoComplete="off"
          enterKeyHint="send"
          ref={inputRef}
          placeholder={placeholder}
          value={text}
          maxLength={BOX_MAX}
          aria-describedby={`${listId}-count`}
          onChange={(e) => {
            typed(e.target.value);
            listOpen(true);
          }}
          onKeyDown={(e) => {
            closeOnEscape(e, () => listOpen(false));
            downToSuggestions(e, listId);
            // Continue is disabled while a message waits or is answered, so the browser sends no form
            // for this Enter: it is kept, and what the box holds then is sent once the chat is free
            if (e.key === 'Enter' && !e.nativeEvent.isComposing && (busy || waiting))
              enterLater.current = true;
          }}
          aria-controls={showList ? listId : undefined}
          aria-autocomplete="list"
          // biome-ignore lint/a11y/noAutofocus: the search box is the whole point of the home screen
          autoFocus={autoFocus}
        />
        <button
          className="button button-primary composer-send"
          type="submit"
          disabled={busy || waiting || !text.trim()}
          aria-label="Continue"
        >
          <span className="composer-send-text">Continue</span>
          <svg className="composer-send-icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path
              d="M5 12h12M12 5l7 7-7 7"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
              strokeLinecap="round"
            />
          </svg>
        </button>
        {probes}
      </div>
      {/* always in the page, so its text is announced when it appears */}
      <p className="composer-count" id={`${listId}-count`} aria-live="polite">
        {lengthCount(text, BOX_MAX)}
      </p>
      {showList ? (
        <div className="suggestions" id={listId} aria-live="polite">
          {suggestions.otherBrand ? <p className="suggestions-note">{suggestions.otherBrand}</p> : null}
          <SuggestionNotes
            suggestions={matchList(suggestions)}
            onPick={(item) => {
              const match =
                suggestions.state === 'done'
                  ? suggestions.results.find((m) => String(m.CompetitorInterchangesId) === item.key)
                  : undefined;
              if (match) pick(match);
            }}
            errorText="Suggestions are not available right now. Press Continue to search."
          />
        </div>
      ) : null}
    </form>
  );
}
