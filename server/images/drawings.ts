// Our own SVG drawings, computed from a part's dimensions or from what a filter value means.
// Pure functions: dimensions in, SVG text out. Labels use inches with millimeters alongside.

export const INK = '#2b3a4a';
export const METAL = '#c9d1da';
export const METAL_DARK = '#8796a6';
export const ACCENT = '#c0392b';

export const esc = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** Escapes element text (quotes may stay: they print inch marks). */
const escText = (t: string) =>
  t.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c] ?? c);
export const f1 = (n: number) => n.toFixed(1);
export const inchLabel = (inch: number) => `${inch.toFixed(2)}" (${Math.round(inch * 25.4)} mm)`;

export function frame(body: string, label: string, width = 320, height = 240): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" role="img" aria-label="${esc(label)}">` +
    `<title>${esc(label)}</title><rect width="${width}" height="${height}" rx="16" fill="#f3f5f8"/>${body}</svg>`
  );
}

export const text = (x: number, y: number, t: string, size = 12, anchor = 'middle', fill = INK) =>
  `<text x="${f1(x)}" y="${f1(y)}" font-family="sans-serif" font-size="${size}" text-anchor="${anchor}" fill="${fill}">${escText(t)}</text>`;

/** A dimension line with arrow ends and a label. */
export function dimension(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  label: string,
  offset = -6,
  side: 'left' | 'right' | 'below' = 'left',
): string {
  const mx = (x1 + x2) / 2;
  const my = (y1 + y2) / 2;
  const vertical = x1 === x2;
  const at = !vertical
    ? text(mx, my + offset, label, 11, 'middle', ACCENT)
    : side === 'below'
      ? text(mx, Math.max(y1, y2) + 16, label, 11, 'middle', ACCENT)
      : text(side === 'left' ? mx - 6 : mx + 6, my + 4, label, 11, side === 'left' ? 'end' : 'start', ACCENT);
  return (
    `<line x1="${f1(x1)}" y1="${f1(y1)}" x2="${f1(x2)}" y2="${f1(y2)}" stroke="${ACCENT}" stroke-width="1.5" marker-start="url(#arrow)" marker-end="url(#arrow)"/>` +
    at
  );
}
export const ARROW =
  `<defs><marker id="arrow" viewBox="0 0 10 10" refX="5" refY="5" markerWidth="6" markerHeight="6" orient="auto-start-reverse">` +
  `<path d="M0 0L10 5L0 10z" fill="${ACCENT}"/></marker></defs>`;

/** Bolt pattern seen from the wheel side. */
export function boltFace(cx: number, cy: number, r: number, studs: number, pilotR: number): string {
  const holes = Array.from({ length: studs }, (_, i) => {
    const a = (2 * Math.PI * i) / studs - Math.PI / 2;
    return `<circle cx="${f1(cx + r * 0.75 * Math.cos(a))}" cy="${f1(cy + r * 0.75 * Math.sin(a))}" r="${f1(r * 0.08)}" fill="#f3f5f8" stroke="${INK}" stroke-width="2"/>`;
  }).join('');
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${METAL}" stroke="${INK}" stroke-width="3"/>${holes}` +
    `<circle cx="${cx}" cy="${cy}" r="${f1(pilotR)}" fill="${METAL_DARK}" stroke="${INK}" stroke-width="2"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${f1(pilotR * 0.45)}" fill="${INK}"/>`
  );
}

export type HubDrawing = {
  number: string;
  material: string;
  studs: number;
  standoutInch: number | null;
  boltCircleInch: number | null;
  pilotInch: number | null;
  brake: string;
};

/** Hub: face with its bolt pattern, and a cross-section marking stud standout and pilot diameter. */
export function hubDrawing(h: HubDrawing): string {
  const standout = h.standoutInch ?? 3.12;
  const studLen = 18 + standout * 12;
  const section =
    // flange, barrel and studs (right half of the drawing, wheel side up)
    `<rect x="190" y="70" width="16" height="120" fill="${METAL}" stroke="${INK}" stroke-width="2"/>` +
    `<rect x="206" y="100" width="70" height="60" fill="${METAL}" stroke="${INK}" stroke-width="2"/>` +
    `<rect x="${f1(190 - studLen)}" y="80" width="${f1(studLen)}" height="8" fill="${METAL_DARK}" stroke="${INK}"/>` +
    `<rect x="${f1(190 - studLen)}" y="172" width="${f1(studLen)}" height="8" fill="${METAL_DARK}" stroke="${INK}"/>` +
    dimension(190 - studLen, 66, 190, 66, `standout ${inchLabel(standout)}`) +
    (h.pilotInch ? dimension(290, 100, 290, 160, `pilot ${h.pilotInch.toFixed(2)}"`, 0, 'below') : '');
  return frame(
    ARROW +
      boltFace(70, 118, 56, h.studs, 20) +
      section +
      text(
        70,
        196,
        h.boltCircleInch ? `${h.studs} studs on ${h.boltCircleInch.toFixed(2)}"` : `${h.studs} studs`,
        11,
      ) +
      text(160, 226, `${h.number} · ${h.material} · ${h.brake} brakes`, 12),
    `Hub assembly ${h.number}: ${h.studs} studs, stud standout ${standout.toFixed(2)} inches`,
  );
}

export type RotorDrawing = {
  number: string;
  type: string;
  outsideInch: number;
  lengthInch: number;
  thicknessInch: number;
  bolts: number;
};

/** Rotor: face with outside diameter, and a section whose shape follows the rotor type. */
export function rotorDrawing(r: RotorDrawing): string {
  const radius = 40 + (r.outsideInch - 14) * 9;
  const splined = /splined/i.test(r.type);
  const teeth = splined
    ? Array.from({ length: 24 }, (_, i) => {
        const a = (2 * Math.PI * i) / 24;
        return `<rect x="${f1(80 + 26 * Math.cos(a) - 3)}" y="${f1(110 + 26 * Math.sin(a) - 3)}" width="6" height="6" fill="${INK}"/>`;
      }).join('')
    : '';
  const len = 30 + r.lengthInch * 12;
  const shape = /u-section/i.test(r.type)
    ? `<path d="M200 50v120h${f1(len * 0.5)}v-90h18v90h${f1(len * 0.5 - 18)}v-120" fill="none" stroke="${INK}" stroke-width="6"/>`
    : /hat/i.test(r.type)
      ? `<path d="M200 40v140M200 110h${f1(len)}v-40" fill="none" stroke="${INK}" stroke-width="6"/>`
      : `<path d="M200 40v140M200 110h${f1(len)}" fill="none" stroke="${INK}" stroke-width="6"/>`;
  return frame(
    ARROW +
      `<circle cx="80" cy="110" r="${f1(radius)}" fill="${METAL}" stroke="${INK}" stroke-width="3"/>` +
      `<circle cx="80" cy="110" r="${f1(radius * 0.55)}" fill="#f3f5f8" stroke="${INK}" stroke-width="2"/>${teeth}` +
      dimension(
        80 - radius,
        110 + radius + 12,
        80 + radius,
        110 + radius + 12,
        inchLabel(r.outsideInch),
        14,
      ) +
      shape +
      dimension(200, 196, 200 + len, 196, `overall ${r.lengthInch.toFixed(2)}"`, 14) +
      text(160, 24, `${r.type} rotor ${r.number}`, 13),
    `${r.type} brake rotor ${r.number}, ${r.outsideInch.toFixed(2)} inch outside diameter`,
  );
}

export type DrumDrawing = {
  number: string;
  diameterInch: number;
  widthInch: number;
  pilotInch: number;
  holes: number;
  boltCircleInch: number;
};

/** Drum: section with brake diameter (A), shoe width (B) and pilot diameter (C). */
export function drumDrawing(d: DrumDrawing): string {
  const h = 60 + (d.diameterInch - 14) * 20;
  const w = 20 + d.widthInch * 10;
  const top = 120 - h / 2;
  const x = 100;
  return frame(
    ARROW +
      `<path d="M${x} ${f1(top)}h${f1(w)}M${x} ${f1(top + h)}h${f1(w)}" stroke="${INK}" stroke-width="10"/>` +
      `<path d="M${x} ${f1(top)}v${f1(h / 2 - 30)}M${x} ${f1(top + h)}v-${f1(h / 2 - 30)}" stroke="${INK}" stroke-width="8"/>` +
      dimension(x - 20, top, x - 20, top + h, `A ${d.diameterInch.toFixed(2)}"`, 0, 'left') +
      dimension(x, top - 14, x + w, top - 14, `B ${d.widthInch.toFixed(3)}"`) +
      dimension(x + 18, 90, x + 18, 150, `C ${d.pilotInch.toFixed(2)}"`, 0, 'right') +
      boltFace(262, 110, 44, d.holes, 16) +
      text(262, 172, `${d.holes} holes on ${d.boltCircleInch.toFixed(2)}"`, 11) +
      text(160, 226, `Brake drum ${d.number}`, 13),
    `Brake drum ${d.number}: ${d.diameterInch} by ${d.widthInch} inches, pilot ${d.pilotInch} inches`,
  );
}

export type StudDrawing = {
  number: string;
  a: number;
  b: number;
  c: number;
  d: number;
  style: string;
  diameter: string;
};

/** Stud: side view with dimensions A (length), B (head), C (thread) and D (head diameter). */
export function studDrawing(s: StudDrawing): string {
  const scale = 44;
  const len = s.a * scale;
  const head = Math.max(8, s.b * scale);
  const thread = Math.min(len - head, s.c * scale);
  const x0 = 70;
  const headH = Math.max(20, s.d * 40);
  const doubleEnded = /double|rotor/i.test(s.style);
  const threads = Array.from({ length: Math.floor(thread / 6) }, (_, i) => {
    const x = x0 + len - thread + i * 6;
    return `<line x1="${f1(x)}" y1="102" x2="${f1(x + 4)}" y2="118" stroke="${INK}"/>`;
  }).join('');
  return frame(
    ARROW +
      (doubleEnded
        ? ''
        : `<rect x="${x0}" y="${f1(110 - headH / 2)}" width="${f1(head)}" height="${f1(headH)}" fill="${METAL_DARK}" stroke="${INK}" stroke-width="2"/>`) +
      `<rect x="${f1(doubleEnded ? x0 : x0 + head)}" y="102" width="${f1(doubleEnded ? len : len - head)}" height="16" fill="${METAL}" stroke="${INK}" stroke-width="2"/>${threads}` +
      dimension(x0, 60, x0 + len, 60, `A ${s.a.toFixed(2)}"`) +
      dimension(x0, 160, x0 + head, 160, `B ${s.b.toFixed(2)}"`, 16) +
      dimension(x0 + len - thread, 140, x0 + len, 140, `C ${s.c.toFixed(2)}"`, 16) +
      (doubleEnded
        ? ''
        : dimension(x0 - 14, 110 - headH / 2, x0 - 14, 110 + headH / 2, `D ${s.d.toFixed(2)}"`, 0, 'left')) +
      text(160, 222, `${s.diameter} ${s.style} ${s.number}`, 12),
    `Stud ${s.number}: ${s.style}, ${s.a} inches long`,
  );
}

/** Filter-value diagrams, drawn from what the value means. */
export function valueDrawing(kind: string, id: number, name: string): string {
  switch (kind) {
    case 'whlps':
      return frame(
        boltFace(110, 110, 70, 10, id === 2 ? 26 : 18) +
          (id === 2
            ? `<circle cx="110" cy="110" r="30" fill="none" stroke="${ACCENT}" stroke-width="4"/>`
            : `<circle cx="110" cy="57" r="10" fill="none" stroke="${ACCENT}" stroke-width="4"/>`) +
          text(230, 104, id === 2 ? 'wheel centred' : 'wheel centred', 12, 'middle') +
          text(230, 122, id === 2 ? 'on the hub pilot' : 'on the stud nuts', 12, 'middle') +
          text(160, 222, name, 14),
        `${name} wheel mounting`,
      );
    case 'rotor-type':
      return rotorDrawing({
        number: '',
        type: name,
        outsideInch: 15.35,
        lengthInch: 5.5,
        thicknessInch: 1.5,
        bolts: 10,
      });
    case 'flgty':
      return frame(
        (id === 1
          ? `<circle cx="160" cy="110" r="80" fill="${METAL}" stroke="${INK}" stroke-width="3"/>`
          : `<path d="${Array.from({ length: 10 }, (_, i) => {
              const a = (2 * Math.PI * i) / 10;
              const b = a + Math.PI / 10;
              return `${i ? 'L' : 'M'}${f1(160 + 80 * Math.cos(a))} ${f1(110 + 80 * Math.sin(a))}L${f1(160 + 62 * Math.cos(b))} ${f1(110 + 62 * Math.sin(b))}`;
            }).join('')}Z" fill="${METAL}" stroke="${INK}" stroke-width="3"/>`) +
          `<circle cx="160" cy="110" r="34" fill="${METAL_DARK}" stroke="${INK}" stroke-width="2"/>` +
          text(160, 222, `${name} rotor flange`, 14),
        `${name} rotor flange`,
      );
    case 'hamnt': {
      const studs = id === 3 ? 8 : id === 6 ? 6 : 10;
      return frame(
        boltFace(160, 105, 80, studs, id === 2 || id === 5 ? 20 : 30) + text(160, 222, name, 11),
        name,
      );
    }
    case 'stud-style':
      return studDrawing({
        number: '',
        a: 3.5,
        b: id >= 3 ? 0.5 : 0.38,
        c: 1.25,
        d: 1,
        style: name,
        diameter: '',
      });
    default:
      return placeholder();
  }
}

/** A generic drawing for kits and components, labelled with the part number. */
export function partDrawing(number: string, description: string): string {
  return frame(
    `<rect x="90" y="50" width="140" height="110" rx="10" fill="${METAL}" stroke="${INK}" stroke-width="3"/>` +
      `<circle cx="160" cy="105" r="32" fill="none" stroke="${INK}" stroke-width="8"/>` +
      `<circle cx="160" cy="105" r="14" fill="${METAL_DARK}" stroke="${INK}" stroke-width="2"/>` +
      text(160, 190, number, 14) +
      text(160, 212, description.slice(0, 48), 11),
    `${description} ${number}`,
  );
}

export function placeholder(): string {
  return frame(
    `<g fill="none" stroke="${METAL_DARK}" stroke-width="6" stroke-linecap="round">` +
      `<circle cx="160" cy="105" r="46"/><circle cx="160" cy="105" r="14"/><path d="M104 185h112"/></g>` +
      text(160, 222, 'No image', 16, 'middle', '#5b6b7c'),
    'No image available',
  );
}
