// /parts/choose-path: hub components by assembly number, or the cross-reference charts (PDF, external).
import { PAGE_TEXT } from '../../tools/engine/shared/texts.ts';
import { ChoiceLinks } from '../ui/ChoiceLinks.tsx';
import { EXTERNAL_LINKS } from '../ui/external-links.ts';
import { StepBar } from '../ui/StepBar.tsx';

const CHOICES = [
  {
    label: PAGE_TEXT.hubComponentsByAssembly,
    to: '/parts/search',
    note: 'Kits and service parts for one hub',
  },
  { label: 'Bearing Cross Reference', to: EXTERNAL_LINKS.bearingCrossReference, external: true, note: 'PDF' },
  { label: 'Seal Cross Reference', to: EXTERNAL_LINKS.sealCrossReference, external: true, note: 'PDF' },
  {
    label: 'Spindle Nut Cross Reference',
    to: EXTERNAL_LINKS.spindleNutCrossReference,
    external: true,
    note: 'PDF',
  },
] as const;

export function PartsChoosePathPage() {
  return (
    <>
      <StepBar backTo="/hub" />
      <section className="page">
        <h1 className="page-title">{PAGE_TEXT.partsChoosePathHeading}</h1>
        <ChoiceLinks choices={CHOICES} label="Hub components" />
      </section>
    </>
  );
}
