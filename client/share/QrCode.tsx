// The QR code of a link, drawn in the browser as SVG (no other origin: the page policy allows none).
import { useDrawing } from './useDrawing.ts';

// built in a worker: scoring the masks is a long task on a phone's page thread (issue 17)
const loadQr = () => import('./qr-off-thread.ts');

/** `text` as a QR code (sized by its class); its label says what it opens. */
export function QrCode({ text, label, className }: { text: string; label: string; className?: string }) {
  const drawing = useDrawing(loadQr, (m) => m.qrPathOffThread(text), text);
  if (drawing.state === 'failed') return <p className="muted">The QR code could not be drawn.</p>;
  if (drawing.state === 'loading') return <span className={`qr-code qr-loading ${className ?? ''}`} />;
  const { size, d } = drawing.value;
  return (
    <svg
      className={`qr-code ${className ?? ''}`}
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}
