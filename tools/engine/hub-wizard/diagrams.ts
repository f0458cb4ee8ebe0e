// Step diagrams of the hub wizard ("Each filter screen shows a title, optional diagram and one button
// per value"): which of our own drawings a step shows, and its alt text. The drawings are served by image id
// (`step-<slug>`) from server/images/step-drawings.ts; a step without an entry shows no diagram.
import { STEP } from './steps.ts';

export type StepDiagram = { slug: string; alt: string };

/** Step id -> diagram. Measurement and identification steps, where a picture helps a mechanic. */
export const STEP_DIAGRAMS: ReadonlyMap<number, StepDiagram> = new Map<number, StepDiagram>([
  [
    STEP.studStandout,
    {
      slug: 'wheel-stud-standout',
      alt: 'Wheel stud standout: measured from the wheel mounting face of the hub flange to the tip of the stud',
    },
  ],
  [
    STEP.hubOffset,
    {
      slug: 'hub-offset',
      alt: 'Hub offset: distance from the wheel mounting face to the rotor mounting face of the hub',
    },
  ],
  [
    30,
    {
      slug: 'abs-offset',
      alt: 'ABS offset: distance from the wheel mounting face to the face of the ABS tone ring',
    },
  ],
  [
    STEP.hubCapBoltCircle,
    {
      slug: 'hub-cap-bolt-circle',
      alt: 'Hub cap bolt circle diameter: measured across the centres of opposite hub cap bolt holes',
    },
  ],
  [
    32,
    {
      slug: 'drum-pilot-diameter',
      alt: 'Drum pilot diameter: outside diameter of the pilot the brake drum centres on',
    },
  ],
  [
    STEP.barrelLength,
    {
      slug: 'barrel-length',
      alt: 'Barrel length: from the inboard face of the hub flange to the inboard end of the barrel',
    },
  ],
  [
    37,
    {
      slug: 'overall-rotor-length',
      alt: 'Overall rotor length: from the rotor mounting face to the outer braking surface',
    },
  ],
  [
    STEP.rotorFlangeDiameter,
    {
      slug: 'brake-rotor-flange',
      alt: 'Brake rotor outside diameter: measured across the braking surface',
    },
  ],
  [
    STEP.rotorFlange,
    {
      slug: 'rotor-flange',
      alt: 'Rotor flange: the inner mounting flange that bolts the rotor to the hub, with a circular or scalloped edge',
    },
  ],
  [
    STEP.smallBackface,
    {
      slug: 'small-backface',
      alt: 'Small backface: a machined step on the inboard face of the hub flange',
    },
  ],
  [
    STEP.hubPilot,
    {
      slug: 'pilot-system',
      alt: 'Hub pilot: the wheel centres on pads on the hub. Stud pilot: the wheel centres on ball-seat nuts on the studs',
    },
  ],
  [
    26,
    {
      slug: 'pilot-system',
      alt: 'Hub pilot: the wheel centres on pads on the hub. Stud pilot: the wheel centres on ball-seat nuts on the studs',
    },
  ],
  [
    STEP.axleStud,
    {
      slug: 'axle-stud',
      alt: 'Axle stud diameter: nominal thread diameter of the studs that hold the axle shaft flange to the hub',
    },
  ],
  [
    24,
    {
      slug: 'thread-orientation',
      alt: 'Thread orientation: right-hand threads tighten clockwise, left-hand threads tighten counter-clockwise',
    },
  ],
  [
    STEP.mounting,
    {
      slug: 'hub-mounting-system',
      alt: 'Hub mounting system: count the wheel studs and note whether the wheel centres on the hub or on the studs',
    },
  ],
]);

/** The slugs the image route draws (one per drawing, some steps share one). */
export const DIAGRAM_SLUGS: readonly string[] = [...new Set([...STEP_DIAGRAMS.values()].map((d) => d.slug))];

export const diagramImageId = (slug: string) => `step-${slug}`;

/** The diagram fields of a step's question: url and alt text, or nulls when the step has none. */
export function diagramFor(stepId: number): { diagramUrl: string | null; diagramAlt: string | null } {
  const d = STEP_DIAGRAMS.get(stepId);
  return d
    ? { diagramUrl: `/images/${diagramImageId(d.slug)}.svg`, diagramAlt: d.alt }
    : { diagramUrl: null, diagramAlt: null };
}

/** The picture on a truck-type button: the vehicle and its brakes (drawn by the same images route). */
export const truckTypeImageUrl = (t: { tcomp: string; brkty: string }) =>
  `/images/${diagramImageId(`truck-type-${t.tcomp}-${t.brkty}`)}.svg`;
