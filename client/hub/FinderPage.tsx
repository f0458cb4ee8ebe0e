// /hub/finder: every way to find a part, in one list.
import { ChoiceLinks } from '../ui/ChoiceLinks.tsx';
import { StepBar } from '../ui/StepBar.tsx';

const WAYS = [
  { label: 'Search by part number', to: '/hub', note: 'Any maker or competitor number' },
  { label: 'Hub by assembly number', to: '/hub/search', note: '6 or 8 digits, stamped on the hub' },
  { label: 'Hub by truck and axle', to: '/hub/truck-type', note: 'Answer a few questions' },
  { label: 'Hub components', to: '/parts/choose-path', note: 'Kits, bearings, seals, spindle nuts' },
  { label: 'Brake drums', to: '/hub/replacement-drum' },
  { label: 'Brake rotors', to: '/hub/replacement-rotor' },
] as const;

export function FinderPage() {
  return (
    <>
      <StepBar />
      <section className="page">
        <h1 className="page-title">Find a part</h1>
        <p className="lead">Choose how you want to look for the part.</p>
        <ChoiceLinks choices={WAYS} label="Ways to find a part" />
      </section>
    </>
  );
}
