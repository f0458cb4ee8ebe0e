// /disclaimer: what the app is not, and why answers must be checked.
import { PAGE_TEXT } from '../../tools/engine/shared/texts.ts';
import { StepBar } from '../ui/StepBar.tsx';

export function DisclaimerPage() {
  return (
    <>
      <StepBar />
      <article className="page prose card">
        <h1>{PAGE_TEXT.disclaimerTitle}</h1>
        {PAGE_TEXT.disclaimer.map((p) => (
          <p key={p.slice(0, 24)}>{p}</p>
        ))}
      </article>
    </>
  );
}
