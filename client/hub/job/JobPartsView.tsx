// The job's parts list as the chat's rich message and the /hub/job page show it, from the same data
// (tools/engine/shared/job-parts-data.ts): the two ways side by side (the chosen one first), one tap to
// switch the way or the number of wheel ends, and the torque, socket, warranty and grease notes.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  ENDS_LABELS,
  type JobEnds,
  type JobLine,
  type JobList,
  type JobMode,
  type JobNote,
  type JobPartsData,
  MODE_LABELS,
  SPINDLE_LABELS,
  type SpindleStyle,
} from '../../../tools/engine/shared/job-parts-data.ts';
import { DocumentLink, isSafeHref } from '../../ui/DocumentLink.tsx';
import './job-parts.css';

/** A choice of the list: the way, the ends, and the spindle nut (PreSet Plus, spindle style) it keeps. */
export type JobChoice = { mode: JobMode; ends: JobEnds; plus?: boolean; spindle?: SpindleStyle | null };

type Props = {
  data: JobPartsData;
  /** Where a choice leads (the page: its URL) or what it does (the chat: an engine event). */
  choose:
    | { kind: 'link'; href: (c: JobChoice) => string }
    | { kind: 'action'; run: (c: JobChoice) => void; busy: boolean };
  /** The heading level of the title: h1 on the page, h3 in the conversation. */
  headingLevel: 1 | 3;
  /** Shown right under the toggles (the page's share row: on a phone it would sit under both lists). */
  actions?: ReactNode;
};

export function JobPartsView({ data, choose, headingLevel, actions }: Props) {
  const Heading = headingLevel === 1 ? 'h1' : 'h3';
  // every toggle keeps the other choices, the nut ones included
  // (the spindle style only when chosen, so an untouched list keeps its short link)
  const nut = { plus: data.nut?.plus ?? false, spindle: data.nut?.spindleChosen ? data.nut.spindle : null };
  const spindles = data.nut?.spindles ?? [];
  const ordered = data.mode === 'replace' ? data.lists : [data.lists[1], data.lists[0]];
  return (
    <section className="job-parts" aria-label={`${data.title} ${data.hubAssemblyNumber}`}>
      <Heading className="job-title">{data.title}</Heading>
      <p className="job-hub">
        <Link className="part-link" to={`/hub/details/${encodeURIComponent(data.hubAssemblyNumber)}`}>
          {data.hubAssemblyNumber}
        </Link>{' '}
        {data.hubDescription}
      </p>
      <div className="job-toggles">
        <Toggle
          label="Job"
          options={(['replace', 'rebuild'] as const).map((mode) => ({
            text: MODE_LABELS[mode],
            choice: { ...nut, mode, ends: data.ends },
            current: mode === data.mode,
          }))}
          choose={choose}
        />
        <Toggle
          label="Wheel ends"
          options={([1, 2] as const).map((ends) => ({
            text: ENDS_LABELS[ends],
            choice: { ...nut, mode: data.mode, ends },
            current: ends === data.ends,
          }))}
          choose={choose}
        />
        {spindles.length > 1 && (
          <Toggle
            label="Spindle nut"
            options={spindles.map((spindle) => ({
              text: SPINDLE_LABELS[spindle],
              choice: { ...nut, mode: data.mode, ends: data.ends, spindle },
              current: spindle === data.nut?.spindle,
            }))}
            choose={choose}
          />
        )}
        {data.nut?.plus && <p className="job-nut-plus">PreSet Plus upgrade chosen</p>}
      </div>
      {actions}
      <div className="job-lists">
        {ordered.map((list) => (
          <JobListView key={list.mode} list={list} chosen={list.mode === data.mode} ends={data.ends} />
        ))}
      </div>
      <p className="job-calculator">
        <Link to={data.calculatorRoute}>Compare the costs of rebuilding and replacing</Link> in the Rebuild vs
        Replace calculator.
      </p>
    </section>
  );
}

type Option = { text: string; choice: JobChoice; current: boolean };

function Toggle({ label, options, choose }: { label: string; options: Option[]; choose: Props['choose'] }) {
  return (
    <fieldset className="job-toggle">
      <legend>{label}</legend>
      {options.map((o) =>
        choose.kind === 'link' ? (
          <Link
            key={o.text}
            className={o.current ? 'toggle-option current' : 'toggle-option'}
            aria-current={o.current ? 'true' : undefined}
            to={choose.href(o.choice)}
            replace
          >
            {o.text}
          </Link>
        ) : (
          <button
            key={o.text}
            type="button"
            className={o.current ? 'toggle-option current' : 'toggle-option'}
            aria-pressed={o.current}
            disabled={choose.busy || o.current}
            onClick={() => choose.run(o.choice)}
          >
            {o.text}
          </button>
        ),
      )}
    </fieldset>
  );
}

function JobListView({ list, chosen, ends }: { list: JobList; chosen: boolean; ends: JobEnds }) {
  return (
    <section
      className={chosen ? 'job-list chosen' : 'job-list'}
      aria-label={`${list.title}, ${ENDS_LABELS[ends].toLowerCase()}`}
    >
      <h4 className="job-list-title">
        {list.title}
        {chosen ? <span className="job-chosen"> · chosen</span> : null}
      </h4>
      {list.notice ? <p className="notice">{list.notice}</p> : null}
      <ul className="job-lines">
        {list.lines.map((line) => (
          <JobLineView key={line.role} line={line} />
        ))}
      </ul>
      {list.notes.length ? (
        <dl className="job-notes">
          {list.notes.map((n) => (
            <JobNoteView key={n.kind} note={n} />
          ))}
        </dl>
      ) : null}
    </section>
  );
}

function quantityText(line: JobLine): string {
  if (line.status === 'included') return 'Included';
  if (line.status === 'not-listed') return '–';
  return line.quantity === null ? 'As needed' : `× ${line.quantity}`;
}

function JobLineView({ line }: { line: JobLine }) {
  return (
    <li className={`job-line job-line-${line.status}`} data-role={line.role}>
      <span className="job-qty" data-quantity={line.quantity ?? ''}>
        {quantityText(line)}
      </span>
      <span className="job-part">
        <span className="job-label">{line.label}</span>
        {line.partNumber ? (
          line.route ? (
            <Link className="part-link job-number" to={line.route}>
              {line.partNumber}
            </Link>
          ) : (
            <span className="job-number">{line.partNumber}</span>
          )
        ) : null}
        {line.description ? <span className="job-description">{line.description}</span> : null}
        {line.note ? <span className="job-note">{line.note}</span> : null}
      </span>
    </li>
  );
}

function JobNoteView({ note }: { note: JobNote }) {
  return (
    <div className={`job-note-row job-note-${note.kind}`}>
      <dt>{note.label}</dt>
      <dd>
        {note.kind === 'grease' && isSafeHref(note.url) ? (
          <DocumentLink href={note.url}>{note.text}</DocumentLink>
        ) : (
          note.text
        )}
        {note.kind === 'warranty' && isSafeHref(note.url) ? (
          <>
            {' · '}
            <DocumentLink href={note.url}>Warranty details</DocumentLink>
          </>
        ) : null}
      </dd>
    </div>
  );
}
