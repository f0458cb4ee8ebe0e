// Narrowing that shows its progress (decision 037), as the chat's questions and the flow pages show it:
// how many parts still match, what each option leaves, 'Show the N parts now' and 'Not sure'.
import type { ReactNode } from 'react';

/**
 * '23 hubs still match', above a question. On a page it is announced when it changes (the question changes
 * in place); in the conversation each question is a new card that the thread's live region announces
 * whole, so one region there speaks, not one more per question card (`live={false}`).
 */
export function StillMatch({ text, live = true }: { text: string; live?: boolean }) {
  return (
    <p className="still-match" role={live ? 'status' : undefined}>
      {text}
    </p>
  );
}

/** What an option leaves, on its button: '5 drums'. */
export function OptionCount({ text }: { text: string }) {
  return <span className="option-count">{text}</span>;
}

/** Over a result list cut at 60: '84 drums match; the first 60 are listed.' */
export function ListedNote({ text }: { text: string }) {
  return <p className="muted listed-note">{text}</p>;
}

type Extra = { label: string; sublabel?: string | null; onClick: () => void };

/** One of those ways on: a plain button, styled by `className`, doing what `extra` does. */
function ExtraButton({
  extra,
  className,
  disabled,
  children,
}: {
  extra: Extra;
  className: string;
  disabled: boolean;
  children: ReactNode;
}) {
  return (
    <button type="button" className={`button ${className}`} disabled={disabled} onClick={extra.onClick}>
      {children}
    </button>
  );
}

/** The two ways on that are no answer: the parts now (when few are left) and Not sure. */
export function NarrowingChoices({
  showNow,
  notSure,
  disabled = false,
}: {
  showNow: Extra | null;
  notSure: Extra | null;
  disabled?: boolean;
}) {
  if (!showNow && !notSure) return null;
  return (
    <div className="narrowing-choices">
      {showNow ? (
        <ExtraButton extra={showNow} className="button-primary show-now" disabled={disabled}>
          {showNow.label}
        </ExtraButton>
      ) : null}
      {notSure ? (
        <ExtraButton extra={notSure} className="button-quiet not-sure" disabled={disabled}>
          <span>{notSure.label}</span>
          {notSure.sublabel ? <span className="not-sure-sublabel">{notSure.sublabel}</span> : null}
        </ExtraButton>
      ) : null}
    </div>
  );
}
