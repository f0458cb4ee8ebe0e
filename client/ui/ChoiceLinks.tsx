// A column (two on wide screens) of large link buttons: the answers to a page's question.
import { Link } from 'react-router';
import { externalLinkProps } from './external-links.ts';

export type Choice = { label: string; to: string; external?: boolean; note?: string };

export function ChoiceLinks({ choices, label }: { choices: readonly Choice[]; label?: string }) {
  return (
    <ul className="choices" aria-label={label}>
      {choices.map((c) => (
        <li key={c.label}>
          {c.external ? (
            <a className="choice" href={c.to} {...externalLinkProps}>
              <span className="choice-label">{c.label}</span>
              {c.note ? <span className="choice-note">{c.note}</span> : null}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          ) : (
            <Link className="choice" to={c.to}>
              <span className="choice-label">{c.label}</span>
              {c.note ? <span className="choice-note">{c.note}</span> : null}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}
