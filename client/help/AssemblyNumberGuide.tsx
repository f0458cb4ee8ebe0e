// The short visual guide: four steps around one drawing, each highlighting where a number is on the hub.
import { useId, useState } from 'react';
import { HubDrawing } from './HubDrawing.tsx';
import { MARKS } from './marks.ts';

export function AssemblyNumberGuide() {
  const [index, setIndex] = useState(0);
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
          disabled={index === 0}
          onClick={() => setIndex((i) => Math.max(0, i - 1))}
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
          disabled={index === last}
          onClick={() => setIndex((i) => Math.min(last, i + 1))}
        >
          Next
        </button>
      </div>
    </section>
  );
}
