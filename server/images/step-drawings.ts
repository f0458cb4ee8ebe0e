// Step diagrams of the hub wizard: what a step measures or asks to identify, drawn as our own labelled SVG.
// Served as `step-<slug>` by the images route; tools/engine/hub-wizard/diagrams.ts says which step shows which
// drawing and gives the alt text, which is also the drawing's <title>.
import { DIAGRAM_SLUGS, STEP_DIAGRAMS } from '../../tools/engine/hub-wizard/diagrams.ts';
import { ACCENT, ARROW, boltFace, dimension, f1, frame, INK, METAL, METAL_DARK, text } from './drawings.ts';

const BG = '#f3f5f8';

const heading = (t: string) => `<g font-weight="700">${text(160, 24, t, 14)}</g>`;
const note = (t: string) => text(160, 230, t, 11, 'middle', '#4a5a6b');
/** Lines of text in the right-hand panel of a face view. */
const panel = (lines: string[], x = 204, y = 80) =>
  lines.map((l, i) => text(x, y + i * 16, l, 12, 'start')).join('');
/** A thin dashed extension line from a feature up to its dimension line. */
const ext = (x1: number, y1: number, x2: number, y2: number) =>
  `<line x1="${f1(x1)}" y1="${f1(y1)}" x2="${f1(x2)}" y2="${f1(y2)}" stroke="${ACCENT}" stroke-width="1" stroke-dasharray="3 2"/>`;
/** A side-view length along the axis: extension lines up from x1 (from y1) and x2 (from y2), dimension at y=46. */
const axialDimension = (x1: number, y1: number, x2: number, y2: number, label: string) =>
  ext(x1, 46, x1, y1) + ext(x2, 46, x2, y2) + dimension(x1, 46, x2, 46, label, -6);
const leader = (x1: number, y1: number, x2: number, y2: number) =>
  `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${ACCENT}" stroke-width="1.5"/><circle cx="${x1}" cy="${y1}" r="3" fill="${ACCENT}"/>`;
const rect = (x: number, y: number, w: number, h: number, fill = METAL, extra = '') =>
  `<rect x="${f1(x)}" y="${f1(y)}" width="${f1(w)}" height="${f1(h)}" fill="${fill}" stroke="${INK}" stroke-width="2"${extra}/>`;

/**
 * A hub in section, seen from the side: wheel (outboard) side on the left. Flange face at x=140, flange back
 * face at x=154, barrel to x=264, studs out to x=70, axis at y=130.
 */
function hubSide(extra = ''): string {
  return (
    `<line x1="96" y1="130" x2="300" y2="130" stroke="${METAL_DARK}" stroke-dasharray="10 4 2 4"/>` +
    rect(118, 100, 22, 60) +
    rect(154, 92, 110, 76) +
    rect(140, 56, 14, 148) +
    extra +
    rect(70, 64, 70, 10, METAL_DARK) +
    rect(70, 186, 70, 10, METAL_DARK) +
    rect(154, 60, 8, 18, METAL_DARK) +
    rect(154, 182, 8, 18, METAL_DARK) +
    text(40, 126, 'wheel', 10, 'middle', '#4a5a6b') +
    text(40, 138, 'side', 10, 'middle', '#4a5a6b')
  );
}

const points = (n: number, cx: number, cy: number, r: number, start = -Math.PI / 2) =>
  Array.from({ length: n }, (_, i) => {
    const a = start + (2 * Math.PI * i) / n;
    return [cx + r * Math.cos(a), cy + r * Math.sin(a)] as const;
  });

function wheelStudStandout(): string {
  return (
    heading('Wheel stud standout') +
    hubSide() +
    axialDimension(70, 64, 140, 56, 'standout') +
    leader(147, 210, 190, 214) +
    text(194, 218, 'flange face', 11, 'start', ACCENT) +
    note('Measure from the flange face to the stud tip')
  );
}

function hubOffset(): string {
  const rotorMount = rect(232, 70, 10, 22, METAL_DARK) + rect(232, 168, 10, 22, METAL_DARK);
  return (
    heading('Hub offset') +
    hubSide(rotorMount) +
    axialDimension(140, 56, 232, 70, 'hub offset') +
    leader(237, 190, 250, 212) +
    text(254, 216, 'rotor face', 11, 'start', ACCENT) +
    note('Wheel mounting face to rotor mounting face')
  );
}

function absOffset(): string {
  const teeth = Array.from({ length: 7 }, (_, i) => rect(264, 80 + i * 15, 6, 8, METAL_DARK)).join('');
  const ring = rect(250, 76, 14, 108, METAL_DARK) + teeth;
  return (
    heading('ABS offset') +
    hubSide(ring) +
    axialDimension(140, 56, 250, 76, 'ABS offset') +
    leader(257, 184, 236, 212) +
    text(232, 216, 'tone ring', 11, 'end', ACCENT) +
    note('Wheel mounting face to the ABS tone ring face')
  );
}

function barrelLength(): string {
  return (
    heading('Barrel length') +
    hubSide() +
    axialDimension(154, 56, 264, 92, 'barrel length') +
    note('Back face of the flange to the inboard end')
  );
}

function smallBackface(): string {
  const cut =
    `<rect x="148" y="57" width="7" height="24" fill="${BG}"/>` +
    `<rect x="148" y="179" width="7" height="24" fill="${BG}"/>` +
    `<path d="M154 56H148V81H154M154 204H148V179H154" fill="none" stroke="${ACCENT}" stroke-width="2.5"/>`;
  return (
    heading('Cut for small backface') +
    hubSide(cut) +
    leader(151, 70, 200, 48) +
    text(204, 46, 'machined step', 11, 'start', ACCENT) +
    text(204, 60, 'on the back face', 11, 'start', ACCENT) +
    note('Look at the inboard (back) face of the flange')
  );
}

function hubCapBoltCircle(): string {
  const holes = points(6, 100, 124, 40, 0)
    .map(
      ([x, y]) => `<circle cx="${f1(x)}" cy="${f1(y)}" r="6" fill="${BG}" stroke="${INK}" stroke-width="2"/>`,
    )
    .join('');
  return (
    heading('Hub cap bolt circle diameter') +
    `<circle cx="100" cy="124" r="82" fill="${METAL}" stroke="${INK}" stroke-width="3"/>` +
    `<circle cx="100" cy="124" r="52" fill="${METAL_DARK}" stroke="${INK}" stroke-width="2"/>${holes}` +
    `<circle cx="100" cy="124" r="40" fill="none" stroke="${ACCENT}" stroke-width="1.5" stroke-dasharray="4 3"/>` +
    dimension(60, 124, 140, 124, '', 0) +
    panel(['Across the centres', 'of opposite hub', 'cap bolt holes', '(outboard end', 'of the hub)']) +
    note('Hub cap bolt circle: centre to centre')
  );
}

function drumPilotDiameter(): string {
  return (
    heading('Drum pilot diameter') +
    boltFace(100, 118, 80, 10, 20) +
    `<circle cx="100" cy="118" r="44" fill="none" stroke="${ACCENT}" stroke-width="3.5"/>` +
    ext(56, 118, 56, 208) +
    ext(144, 118, 144, 208) +
    dimension(56, 206, 144, 206, '', 0) +
    panel([
      'The ring on the',
      'hub flange the',
      'brake drum',
      'centres on.',
      'Measure its',
      'outside diameter.',
    ]) +
    note('Drum pilot: outside diameter of the pilot ring')
  );
}

function overallRotorLength(): string {
  const rotor =
    `<path d="M110 96V164M110 96H216M110 164H216" fill="none" stroke="${INK}" stroke-width="6"/>` +
    rect(216, 46, 22, 168) +
    `<line x1="86" y1="130" x2="290" y2="130" stroke="${METAL_DARK}" stroke-dasharray="10 4 2 4"/>`;
  return (
    heading('Overall rotor length') +
    rotor +
    ext(107, 38, 107, 93) +
    ext(238, 38, 238, 46) +
    dimension(107, 40, 238, 40, '', 0) +
    text(172, 58, 'overall length', 11, 'middle', ACCENT) +
    text(100, 186, 'mounting', 11, 'middle', '#4a5a6b') +
    text(100, 200, 'face', 11, 'middle', '#4a5a6b') +
    text(270, 100, 'braking', 11, 'middle', '#4a5a6b') +
    text(270, 114, 'surface', 11, 'middle', '#4a5a6b') +
    note('Mounting face to the outer braking surface')
  );
}

function rotorFace(cx: number, cy: number, highlightFlange: boolean): string {
  const bolts = points(10, cx, cy, 38)
    .map(
      ([x, y]) =>
        `<circle cx="${f1(x)}" cy="${f1(y)}" r="4.5" fill="${BG}" stroke="${INK}" stroke-width="2"/>`,
    )
    .join('');
  return (
    `<circle cx="${cx}" cy="${cy}" r="82" fill="${METAL}" stroke="${INK}" stroke-width="3"/>` +
    `<circle cx="${cx}" cy="${cy}" r="54" fill="${METAL_DARK}" stroke="${INK}" stroke-width="2"/>` +
    `<circle cx="${cx}" cy="${cy}" r="48" fill="${METAL}" stroke="${highlightFlange ? ACCENT : INK}" stroke-width="${highlightFlange ? 3.5 : 2}"/>` +
    bolts +
    `<circle cx="${cx}" cy="${cy}" r="24" fill="${BG}" stroke="${INK}" stroke-width="2"/>`
  );
}

function brakeRotorFlange(): string {
  return (
    heading('Brake rotor outside diameter') +
    rotorFace(100, 118, false) +
    ext(18, 118, 18, 212) +
    ext(182, 118, 182, 212) +
    dimension(18, 210, 182, 210, '', 0) +
    panel(['Measure across', 'the braking', 'surface, edge', 'to edge.']) +
    note('Outside diameter of the brake rotor')
  );
}

function rotorFlange(): string {
  return (
    heading('Rotor flange') +
    rotorFace(100, 122, true) +
    leader(136, 92, 200, 74) +
    panel(
      ['The flange that', 'bolts the rotor', 'to the hub.', 'Is its edge', 'circular or', 'scalloped?'],
      204,
      78,
    ) +
    note('Check the inner mounting flange of the rotor')
  );
}

function pilotSystem(): string {
  const stud = points(10, 240, 112, 45)
    .map(
      ([x, y]) =>
        `<circle cx="${f1(x)}" cy="${f1(y)}" r="9" fill="none" stroke="${ACCENT}" stroke-width="2.5"/>`,
    )
    .join('');
  const pads = points(8, 80, 112, 23)
    .map(([x, y]) => `<circle cx="${f1(x)}" cy="${f1(y)}" r="3.5" fill="${ACCENT}"/>`)
    .join('');
  return (
    heading('Hub pilot or stud pilot?') +
    boltFace(80, 112, 60, 10, 20) +
    `<circle cx="80" cy="112" r="23" fill="none" stroke="${ACCENT}" stroke-width="3"/>${pads}` +
    boltFace(240, 112, 60, 10, 14) +
    stud +
    text(80, 192, 'Hub pilot', 13, 'middle', INK) +
    text(80, 208, 'wheel centres on', 11) +
    text(80, 222, 'pads on the hub', 11) +
    text(240, 192, 'Stud pilot', 13, 'middle', INK) +
    text(240, 208, 'wheel centres on', 11) +
    text(240, 222, 'ball-seat nuts', 11)
  );
}

function axleStud(): string {
  const threads = Array.from({ length: 9 }, (_, i) => {
    const x = 66 + i * 6;
    return `<line x1="${x}" y1="84" x2="${x + 4}" y2="102" stroke="${INK}"/>`;
  }).join('');
  return (
    heading('Axle stud diameter') +
    `<line x1="60" y1="130" x2="300" y2="130" stroke="${METAL_DARK}" stroke-dasharray="10 4 2 4"/>` +
    rect(150, 70, 140, 120) +
    rect(118, 60, 32, 140, METAL_DARK) +
    rect(64, 84, 86, 18, METAL) +
    threads +
    rect(96, 78, 14, 30, METAL_DARK) +
    rect(64, 158, 86, 18, METAL) +
    rect(96, 152, 14, 30, METAL_DARK) +
    dimension(52, 84, 52, 102, 'Ø', 0, 'left') +
    text(214, 134, 'hub', 12, 'middle') +
    leader(134, 200, 150, 214) +
    text(154, 218, 'axle shaft flange', 11, 'start', ACCENT) +
    note('Nominal thread diameter of the axle studs')
  );
}

function threadOrientation(): string {
  const studLine = (y: number, right: boolean) => {
    const lines = Array.from({ length: 26 }, (_, i) => {
      const x = 84 + i * 7;
      return right
        ? `<line x1="${x}" y1="${y}" x2="${x + 5}" y2="${y + 20}" stroke="${INK}"/>`
        : `<line x1="${x + 5}" y1="${y}" x2="${x}" y2="${y + 20}" stroke="${INK}"/>`;
    }).join('');
    return rect(50, y - 6, 30, 32, METAL_DARK) + rect(80, y, 190, 20) + lines;
  };
  return (
    heading('Thread orientation') +
    studLine(50, true) +
    text(160, 96, 'Right-hand thread: tightens clockwise', 12, 'middle', ACCENT) +
    studLine(130, false) +
    text(160, 176, 'Left-hand thread: tightens counter-clockwise', 12, 'middle', ACCENT) +
    text(65, 144, 'L', 14, 'middle', BG) +
    note('Left-hand studs are often stamped L on the head')
  );
}

function hubMountingSystem(): string {
  const numbers = points(10, 100, 128, 84)
    .map(([x, y], i) => text(x, y + 4, String(i + 1), 11, 'middle', ACCENT))
    .join('');
  return (
    heading('Hub mounting system') +
    boltFace(100, 128, 70, 10, 22) +
    `<circle cx="100" cy="128" r="52.5" fill="none" stroke="${ACCENT}" stroke-width="1.5" stroke-dasharray="4 3"/>` +
    numbers +
    panel(
      [
        'Count the wheel',
        'studs, then check',
        'what centres the',
        'wheel: pads on',
        'the hub (hub',
        'pilot) or the stud',
        'nuts (stud pilot).',
      ],
      204,
      70,
    ) +
    note('Stud count and pilot identify the mounting')
  );
}

const DRAW: Record<string, () => string> = {
  'wheel-stud-standout': wheelStudStandout,
  'hub-offset': hubOffset,
  'abs-offset': absOffset,
  'hub-cap-bolt-circle': hubCapBoltCircle,
  'drum-pilot-diameter': drumPilotDiameter,
  'barrel-length': barrelLength,
  'overall-rotor-length': overallRotorLength,
  'brake-rotor-flange': brakeRotorFlange,
  'rotor-flange': rotorFlange,
  'small-backface': smallBackface,
  'pilot-system': pilotSystem,
  'axle-stud': axleStud,
  'thread-orientation': threadOrientation,
  'hub-mounting-system': hubMountingSystem,
};

const ALT = new Map([...STEP_DIAGRAMS.values()].map((d) => [d.slug, d.alt]));

/** The drawing for a step diagram slug, or null when there is none. */
export function stepDrawing(slug: string): string | null {
  const truck = /^truck-type-(\d)-(\d)$/.exec(slug);
  if (truck) return truckTypeDrawing(truck[1] ?? '', truck[2] ?? '');
  const draw = DRAW[slug];
  const alt = ALT.get(slug);
  if (!draw || !alt) return null;
  return frame(ARROW + draw(), alt);
}

/** Slugs the map names that have no drawing (a test keeps this empty). */
export const undrawnSlugs = () => DIAGRAM_SLUGS.filter((s) => !DRAW[s]);

const wheel = (cx: number, cy: number) =>
  `<circle cx="${cx}" cy="${cy}" r="15" fill="${INK}"/><circle cx="${cx}" cy="${cy}" r="6" fill="${METAL}"/>`;

/** Side view of a truck (1), trailer (2) or school bus (3). */
function vehicle(tcomp: string): string {
  if (tcomp === '2')
    return (
      rect(40, 50, 240, 80) +
      rect(70, 130, 6, 26, METAL_DARK) +
      rect(40, 130, 16, 8, METAL_DARK) +
      wheel(220, 146) +
      wheel(256, 146)
    );
  if (tcomp === '3') {
    const windows = Array.from({ length: 7 }, (_, i) => rect(80 + i * 26, 66, 18, 20, '#dfe7ef')).join('');
    return (
      `<path d="M30 138V88L44 58H286V138Z" fill="#f2c14e" stroke="${INK}" stroke-width="2"/>` +
      rect(46, 66, 24, 24, '#dfe7ef') +
      windows +
      `<line x1="30" y1="110" x2="286" y2="110" stroke="${INK}" stroke-width="2"/>` +
      wheel(76, 142) +
      wheel(240, 142)
    );
  }
  return (
    rect(120, 46, 160, 86) +
    `<path d="M40 132V90L60 60H114V132Z" fill="${METAL_DARK}" stroke="${INK}" stroke-width="2"/>` +
    rect(66, 68, 38, 22, '#dfe7ef') +
    wheel(76, 144) +
    wheel(214, 144) +
    wheel(250, 144)
  );
}

/** Drum (1): a closed drum around the shoes; disc (2): a rotor gripped by a caliper. */
function brake(brkty: string, cx: number, cy: number): string {
  return brkty === '2'
    ? `<circle cx="${cx}" cy="${cy}" r="26" fill="${METAL}" stroke="${INK}" stroke-width="2"/>` +
        `<circle cx="${cx}" cy="${cy}" r="10" fill="${METAL_DARK}" stroke="${INK}" stroke-width="2"/>` +
        `<rect x="${cx + 12}" y="${cy - 30}" width="18" height="24" rx="4" fill="${ACCENT}"/>`
    : `<circle cx="${cx}" cy="${cy}" r="26" fill="${METAL_DARK}" stroke="${INK}" stroke-width="6"/>` +
        `<circle cx="${cx}" cy="${cy}" r="8" fill="${INK}"/>`;
}

const VEHICLE_NAME: Record<string, string> = { '1': 'Truck', '2': 'Trailer', '3': 'School bus' };

/** The truck-type buttons' pictures: `truck-type-<tcomp>-<brkty>`, or null for an unknown pair. */
export function truckTypeDrawing(tcomp: string, brkty: string): string | null {
  const name = VEHICLE_NAME[tcomp];
  if (!name || (brkty !== '1' && brkty !== '2')) return null;
  const brakes = brkty === '2' ? 'disc brakes' : 'drum brakes';
  return frame(
    vehicle(tcomp) + brake(brkty, 110, 198) + text(150, 206, brakes, 20, 'start'),
    `${name} with ${brakes}`,
  );
}
