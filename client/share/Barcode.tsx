// A part number as a Code 128 barcode a counter scanner reads, drawn as SVG bars.
import { useDrawing } from './useDrawing.ts';

const loadBars = () => import('./code128-bars.ts');

/** Module width in millimetres: wide enough for a counter scanner and for a 1× screenshot to resolve. */
const MODULE_MM = 0.4;

export function Barcode({ text }: { text: string }) {
  const drawing = useDrawing(loadBars, (m) => m.code128Bars(text), text);
  if (drawing.state === 'loading') return <span className="barcode barcode-loading" />;
  if (drawing.state === 'failed' || !drawing.value) return null;
  const { modules, bars } = drawing.value;
  return (
    <svg
      className="barcode"
      viewBox={`0 0 ${modules} 40`}
      width={`${modules * MODULE_MM}mm`}
      height="12mm"
      preserveAspectRatio="none"
      shapeRendering="crispEdges"
      role="img"
      aria-label={`Barcode ${text}`}
    >
      <rect width={modules} height={40} fill="#fff" />
      {bars.map((b) => (
        <rect key={b.x} x={b.x} width={b.width} height={40} fill="#000" />
      ))}
    </svg>
  );
}
