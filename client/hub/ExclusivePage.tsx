// /hub/meritor-exclusive and /hub/volvo-exclusive: the hub is serviced by that truck maker only.
import type { ExclusiveMaker } from '../../tools/engine/shared/texts.ts';
import { EXCLUSIVE_MAKERS, PAGE_TEXT } from '../../tools/engine/shared/texts.ts';
import { StepBar } from '../ui/StepBar.tsx';

export function ExclusivePage({ maker }: { maker: ExclusiveMaker }) {
  return (
    <>
      <StepBar />
      <section className="page">
        <div className="card outcome outcome-exclusive">
          <h1 className="outcome-title">{PAGE_TEXT.exclusiveTo(maker)}</h1>
          <p>{PAGE_TEXT.exclusiveContact(maker)}</p>
        </div>
      </section>
    </>
  );
}

export const MeritorExclusivePage = () => <ExclusivePage maker={EXCLUSIVE_MAKERS.meritor} />;
export const VolvoExclusivePage = () => <ExclusivePage maker={EXCLUSIVE_MAKERS.volvo} />;
