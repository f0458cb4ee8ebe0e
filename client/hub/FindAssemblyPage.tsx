// /hub/find-assembly: the visual guide, with ways on for those who still cannot find the number.
import { Link } from 'react-router';
import { PAGE_TEXT } from '../../tools/engine/shared/texts.ts';
import { AssemblyNumberGuide } from '../help/AssemblyNumberGuide.tsx';
import { CustomerServiceLink } from '../help/CustomerServiceLink.tsx';
import { StepBar } from '../ui/StepBar.tsx';

export function FindAssemblyPage() {
  return (
    <>
      <StepBar />
      <section className="page stack">
        <h1 className="page-title">{PAGE_TEXT.choosePathQuestion}</h1>
        <AssemblyNumberGuide />
        <Link className="link-button" to="/hub/find-assembly-detail">
          {PAGE_TEXT.readMore}
        </Link>
        <CustomerServiceLink />
        <Link className="button button-quiet" to="/hub/truck-type">
          {PAGE_TEXT.proceedWithout}
        </Link>
      </section>
    </>
  );
}
