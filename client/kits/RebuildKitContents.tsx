// What a hub rebuild kit holds (inner bearing, outer bearing, seal & spacer kit), and the collapsible row
// that shows it on the parts results and the bearing filter detail.
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { api } from '../data/api-client.ts';
import { apiQuery } from '../data/queries.ts';
import { useApi } from '../data/useApi.ts';
import { Spinner } from '../ui/Spinner.tsx';

function PartLink({ number, to }: { number: string | null; to: (n: string) => string }) {
  return number ? <Link to={to(number)}>{number}</Link> : <>-</>;
}

const bearingPath = (n: string) => `/hub/bearing-detail/${encodeURIComponent(n)}`;
const sealKitPath = (n: string) => `/hub/seal-spacer-kit-detail/${encodeURIComponent(n)}`;

/** Fetches and lists the kit's contents; '-' for a part the kit does not have. */
export function RebuildKitContents({ kitNumber }: { kitNumber: string }) {
  const result = useApi(
    apiQuery(api.v11.presetpresetplushubrebuildkitdetails[':kitNumber'], {
      param: { kitNumber: encodeURIComponent(kitNumber) },
    }),
  );
  if (result.state === 'loading') return <Spinner label="Loading kit contents" />;
  if (result.state === 'error')
    return (
      <p className="kit-contents-error">
        The kit contents could not be loaded.{' '}
        <button type="button" className="button-quiet" onClick={result.retry}>
          Retry
        </button>
      </p>
    );
  const row = result.data.Results[0];
  return (
    <dl className="kit-contents">
      <div>
        <dt>Inner Bearing</dt>
        <dd>
          <PartLink number={row?.BearingSetNumberInboard ?? null} to={bearingPath} />
        </dd>
      </div>
      <div>
        <dt>Outer Bearing</dt>
        <dd>
          <PartLink number={row?.BearingSetNumberOutboard ?? null} to={bearingPath} />
        </dd>
      </div>
      <div>
        <dt>Seal &amp; Spacer</dt>
        <dd>
          <PartLink number={row?.SealAndSpacerKitNumber ?? null} to={sealKitPath} />
        </dd>
      </div>
    </dl>
  );
}

/** A row that shows the kit number and opens to its contents (fetched only when opened). */
export function CollapsibleKitRow({ label, kitNumber }: { label: string; kitNumber: string | null }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  if (!kitNumber)
    return (
      <div className="kit-row">
        <span className="kit-row-label">{label}</span>
        <span className="kit-row-number">-</span>
      </div>
    );
  return (
    <div className={`kit-row${open ? ' kit-row-open' : ''}`}>
      <button
        type="button"
        className="kit-row-toggle"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        <span className="kit-row-label">{label}</span>
        <span className="kit-row-number">{kitNumber}</span>
        <span className="kit-row-chevron" aria-hidden="true">
          {open ? '−' : '+'}
        </span>
      </button>
      {open ? (
        <div id={id} className="kit-row-body">
          <RebuildKitContents kitNumber={kitNumber} />
        </div>
      ) : null}
    </div>
  );
}
