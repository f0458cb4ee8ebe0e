// /help (in the app frame) and /mobile-help (bare, for the native app's web view): finding the assembly number.
import { AssemblyNumberGuide } from '../help/AssemblyNumberGuide.tsx';
import { IdentificationGuide } from '../help/IdentificationGuide.tsx';
import { StepBar } from '../ui/StepBar.tsx';

const TITLE = 'How to find your hub assembly number';

function HelpContent() {
  return (
    <>
      <h1 className="page-title">{TITLE}</h1>
      <AssemblyNumberGuide />
      <h2 className="section-title">Identification guide</h2>
      <IdentificationGuide />
    </>
  );
}

export function HelpPage() {
  return (
    <>
      <StepBar />
      <section className="page stack">
        <HelpContent />
      </section>
    </>
  );
}

export function MobileHelpPage() {
  return (
    <main className="bare-page stack">
      <HelpContent />
    </main>
  );
}
