// The short visual guide: four steps around one drawing, each highlighting where a number is on the hub.
// The step shown is kept with the page's history entry (Back from 'Read more' and a reload return to it);
// Previous and Next stay focusable at the ends (aria-disabled), so a keyboard user's focus is not dropped.
import { useId } from 'react';
import { useHistoryIndex } from '../ui/history-index.ts';
import { HubDrawing } from './HubDrawing.tsx';
import { MARKS } from './marks.ts';

export function AssemblyNumberGuide() {
  const [index, setIndex] = useHistoryIndex('guideStep', MARKS.length);
  const headingId = useId();
  const mark = MARKS[index] ?? MARKS[0];
  if (!mark) return null;
  const last = MARKS.length - 1;
  return (
    <section className="guide card" aria-labelledby={headingId}>
      <h2 id={headingId} className="guide-title">
        Where to find the numbers on a hub
      </h2>
      <HubDrawing highlight={mark.id} title={`Side view of a wheel hub; highlighted: ${mark.name}`} />
      <div className="guide-step" aria-live="polite">
        <p className="guide-count">
          Step {index + 1} of {MARKS.length}
        </p>
        <h3 className="guide-step-title">{mark.name}</h3>
        <p>{mark.where}</p>
        <p className="guide-meaning">{mark.meaning}</p>
      </div>
      <div className="guide-nav">
        <button
          type="button"
          className="button button-quiet"
          aria-disabled={index === 0}
          onClick={() => {
            if (index > 0) setIndex(index - 1);
          }}
        >
          Previous
        </button>
        <ol className="guide-dots" aria-label="Steps">
          {MARKS.map((m, i) => (
            <li key={m.id}>
              <button
                type="button"
                className="guide-dot"
                aria-current={i === index ? 'step' : undefined}
                aria-label={`Step ${i + 1}: ${m.name}`}
                onClick={() => setIndex(i)}
              />
            </li>
          ))}
        </ol>
        <button
          type="button"
          className="button button-primary"
          aria-disabled={index === last}
          onClick={() => {
            if (index < last) setIndex(index + 1);
          }}
        >
          Next
        </button>
      </div>
    </section>
  );
}
