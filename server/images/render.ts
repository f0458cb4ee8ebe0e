// Draws our own part images as SVG: a hub face for hubs, a neutral placeholder for anything else.

function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

const frame = (body: string, label: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240" role="img" aria-label="${label}">` +
  `<rect width="240" height="240" rx="16" fill="#f3f5f8"/>${body}</svg>`;

function hubFace(id: string): string {
  const studs = hash(id) % 2 ? 10 : 8;
  const holes = Array.from({ length: studs }, (_, i) => {
    const a = (2 * Math.PI * i) / studs;
    const x = (120 + 78 * Math.cos(a)).toFixed(1);
    const y = (120 + 78 * Math.sin(a)).toFixed(1);
    return `<circle cx="${x}" cy="${y}" r="8" fill="#f3f5f8" stroke="#2b3a4a" stroke-width="3"/>`;
  }).join('');
  return frame(
    `<circle cx="120" cy="120" r="104" fill="#c9d1da" stroke="#2b3a4a" stroke-width="4"/>` +
      `<circle cx="120" cy="120" r="62" fill="#aeb9c5" stroke="#2b3a4a" stroke-width="3"/>${holes}` +
      `<circle cx="120" cy="120" r="38" fill="#8796a6" stroke="#2b3a4a" stroke-width="3"/>` +
      `<circle cx="120" cy="120" r="14" fill="#2b3a4a"/>`,
    'Hub assembly drawing',
  );
}

function placeholder(): string {
  return frame(
    `<g fill="none" stroke="#8796a6" stroke-width="6" stroke-linecap="round">` +
      `<circle cx="120" cy="110" r="46"/><circle cx="120" cy="110" r="14"/><path d="M64 190h112"/></g>` +
      `<text x="120" y="222" font-family="sans-serif" font-size="16" text-anchor="middle" fill="#5b6b7c">No image</text>`,
    'No image available',
  );
}

export function renderImage(id: string): string {
  if (id.startsWith('hub-')) return hubFace(id);
  return placeholder();
}
