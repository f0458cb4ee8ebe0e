// /parts/help and /parts/help/detail: finding the assembly number before looking up its components.
import { Link } from 'react-router';
import { PAGE_TEXT } from '../../tools/engine/shared/texts.ts';
import { AssemblyNumberGuide } from '../help/AssemblyNumberGuide.tsx';
import { CustomerServiceLink } from '../help/CustomerServiceLink.tsx';
import { HelpVideo } from '../help/HelpVideo.tsx';
import { IdentificationPage } from '../help/IdentificationPage.tsx';
import { StepBar } from '../ui/StepBar.tsx';

export function PartsHelpPage() {
  return (
    <>
      <StepBar />
      <section className="page stack">
        <h1 className="page-title">Find your hub assembly number</h1>
        <HelpVideo />
        <AssemblyNumberGuide />
        <Link className="link-button" to="/hub/find-assembly-detail">
          {PAGE_TEXT.readMore}
        </Link>
        <CustomerServiceLink />
      </section>
    </>
  );
}

export function PartsHelpDetailPage() {
  return <IdentificationPage searchRoute="/parts/search" />;
}
