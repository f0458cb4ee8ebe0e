// /hub/choose-path: the first step of the hub flow, asking whether the visitor knows the number; without
// one, the hub can be measured.
import { PAGE_TEXT } from '../../tools/engine/shared/texts.ts';
import { ChoiceLinks } from '../ui/ChoiceLinks.tsx';
import { MeasureItLink } from '../ui/MeasureItLink.tsx';
import { StepBar } from '../ui/StepBar.tsx';

export function ChoosePathPage() {
  return (
    <>
      <StepBar backTo="/hub" />
      <section className="page">
        <h1 className="page-title">{PAGE_TEXT.choosePathQuestion}</h1>
        <ChoiceLinks
          choices={PAGE_TEXT.choosePathOptions.map((o) => ({ label: o.label, to: o.route }))}
          label="Answers"
        />
        <MeasureItLink kind="hub" />
      </section>
    </>
  );
}
