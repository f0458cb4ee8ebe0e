// The identification guide as a page: read it, then search with the number (or go on without it).
import { Link } from 'react-router';
import { PAGE_TEXT } from '../../tools/engine/shared/texts.ts';
import { StepBar } from '../ui/StepBar.tsx';
import { IdentificationGuide } from './IdentificationGuide.tsx';

export function IdentificationPage({
  searchRoute,
  withoutNumber,
}: {
  searchRoute: string;
  withoutNumber?: string;
}) {
  return (
    <>
      <StepBar />
      <section className="page stack">
        <h1 className="page-title">Identifying your hub</h1>
        <IdentificationGuide />
        <div className="actions">
          <Link className="button button-primary" to={searchRoute}>
            {PAGE_TEXT.knowNumberNow}
          </Link>
          {withoutNumber ? (
            <Link className="button button-quiet" to={withoutNumber}>
              {PAGE_TEXT.proceedWithout}
            </Link>
          ) : null}
        </div>
      </section>
    </>
  );
}
