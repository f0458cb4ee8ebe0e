// "Step 2 of 6" with a bar, on every calculator page: the screens from the first costs to the results.
import type { ChooseCalculator } from '../../tools/engine/shared/calculator/kind-names.ts';
import { type CalculatorStep, stepProgress } from '../../tools/engine/shared/calculator/step-paths.ts';

export function CalculatorProgress({
  choice,
  step,
}: {
  choice: ChooseCalculator | null;
  step: CalculatorStep;
}) {
  const p = stepProgress(choice, step);
  const text =
    p.kind === 'step'
      ? `Step ${p.index} of ${p.total}`
      : p.kind === 'after'
        ? `All ${p.total} steps done`
        : p.total === null
          ? 'Before you start'
          : `Before you start: ${p.total} steps to your results`;
  const done = p.kind === 'step' ? p.index : p.kind === 'after' ? p.total : 0;
  return (
    <div className="calculator-progress" data-testid="calculator-progress">
      <p className="calculator-progress-text">{text}</p>
      {p.total ? <ProgressBar done={done} total={p.total} /> : null}
    </div>
  );
}

/** One segment per step, filled up to the current one; the text above says it for screen readers. */
export function ProgressBar({ done, total }: { done: number; total: number }) {
  return (
    <ol className="calculator-progress-bar" aria-hidden="true">
      {Array.from({ length: total }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the segments are positions, nothing else
        <li key={i} className={i < done ? 'done' : ''} />
      ))}
    </ol>
  );
}
