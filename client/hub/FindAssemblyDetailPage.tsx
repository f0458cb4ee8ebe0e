// /hub/find-assembly-detail: the full identification guide, then search or go on without the number.
import { Link } from 'react-router';
import { PAGE_TEXT } from '../../tools/engine/texts.ts';
import { IdentificationGuide } from '../help/IdentificationGuide.tsx';
import { StepBar } from '../ui/StepBar.tsx';

export function FindAssemblyDetailPage() {
  return (
    <>
      <StepBar />
      <section className="page stack">
        <h1 className="page-title">Identifying your hub</h1>
        <IdentificationGuide />
        <div className="actions">
          <Link className="button button-primary" to="/hub/search">
            {PAGE_TEXT.knowNumberNow}
          </Link>
          <Link className="button button-quiet" to="/hub/truck-type">
            {PAGE_TEXT.proceedWithout}
          </Link>
        </div>
      </section>
    </>
  );
}
