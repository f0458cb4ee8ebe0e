// Where the hub wizard is: 'Question 3 of about 7' and a bar. The total is the engine's estimate (answers
// decide which questions follow, one-value questions answer themselves), so the words say 'about'.
import './wizard-answers.css';
import type { DataParts } from '../../../tools/engine/shared/messages.ts';

type Progress = NonNullable<DataParts['question']['progress']>;

export function StepIndicator({ progress }: { progress: Progress }) {
  const about = Math.max(progress.about, progress.number);
  // 'about' even on the last: the engine cannot know a question is the last before it is answered.
  const text = `Question ${progress.number} of about ${about}`;
  // The bar counts the questions answered: the first question starts at a sliver, not at zero.
  const share = Math.min(100, Math.round(((progress.number - 0.5) / about) * 100));
  return (
    <div className="step-indicator">
      <p className="step-indicator-text">{text}</p>
      <div className="step-indicator-bar" aria-hidden="true">
        <div className="step-indicator-fill" style={{ width: `${share}%` }} />
      </div>
    </div>
  );
}
