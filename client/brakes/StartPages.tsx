// Start screens: rotor and drum ask whether the number is known; the casting flows explain and start.
import { Navigate } from 'react-router';
import type { MeasureKind } from '../../tools/catalog/measure-dimensions.ts';
import { PARTS_FLOWS } from '../../tools/engine/parts-flow/index.ts';
import { ChoiceLinks } from '../ui/ChoiceLinks.tsx';
import { MeasureItLink } from '../ui/MeasureItLink.tsx';
import { StepBar } from '../ui/StepBar.tsx';

function KnowNumberPage({ flow, part }: { flow: 'rotor' | 'drum'; part: string }) {
  const route = PARTS_FLOWS[flow].route;
  return (
    <>
      <StepBar backTo="/hub" />
      <section className="page">
        <h1 className="page-title">Do you know your {part} number?</h1>
        <ChoiceLinks
          label="Answers"
          choices={[
            { label: 'Yes I know the number', to: `${route}/search` },
            { label: 'No proceed without the number', to: `${route}/filter` },
          ]}
        />
        <MeasureItLink kind={flow} />
      </section>
    </>
  );
}

export const RotorStartPage = () => <KnowNumberPage flow="rotor" part="rotor" />;
export const DrumStartPage = () => <KnowNumberPage flow="drum" part="drum" />;

const CASTING_INTRO: Record<
  'casting' | 'rotorcasting' | 'drumcasting',
  { title: string; lead: string; measure: MeasureKind }
> = {
  casting: {
    measure: 'hub',
    title: 'Find a hub by its casting',
    lead: 'Answer a few questions about the hub casting (mounting, pilot, axle, flange and rotor measurements) to find the hub assemblies made from it.',
  },
  rotorcasting: {
    measure: 'rotor',
    title: 'Find a rotor by its casting',
    lead: 'Answer a few questions about the vehicle and the rotor (axle position, rotor type, diameter and length) to find the rotors made from that casting.',
  },
  drumcasting: {
    measure: 'drum',
    title: 'Find a drum by its casting',
    lead: 'Answer a few questions about the drum (stud holes, pilot, bolt circle, depth, shoe width and diameter) to find the drums made from that casting.',
  },
};

function CastingStartPage({ flow }: { flow: keyof typeof CASTING_INTRO }) {
  const intro = CASTING_INTRO[flow];
  return (
    <>
      <StepBar />
      <section className="page">
        <h1 className="page-title">{intro.title}</h1>
        <p className="lead">{intro.lead}</p>
        <ChoiceLinks label="Start" choices={[{ label: 'Start', to: `${PARTS_FLOWS[flow].route}/filter` }]} />
        <MeasureItLink kind={intro.measure} />
      </section>
    </>
  );
}

export const HubCastingStartPage = () => <CastingStartPage flow="casting" />;
export const RotorCastingStartPage = () => <CastingStartPage flow="rotorcasting" />;
export const DrumCastingStartPage = () => <CastingStartPage flow="drumcasting" />;

/** The stud flow starts at its first filter. */
export const StudStartPage = () => <Navigate to={`${PARTS_FLOWS.stud.route}/filter`} replace />;
