// Loading indicator with a label for screen readers.
/**
 * `fillScreen`: the spinner stands in for a page taller than the screen and takes the screen's height, so
 * the footer stays below the fold until the page comes instead of jumping down when it does (layout shift).
 */
export function Spinner({ label = 'Loading', fillScreen = false }: { label?: string; fillScreen?: boolean }) {
  return (
    <div className={fillScreen ? 'spinner-wrap spinner-fill-screen' : 'spinner-wrap'} role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="spinner-label">{label}…</span>
    </div>
  );
}
