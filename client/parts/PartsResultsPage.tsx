// /parts/search/:id: the hub components of one hub assembly, grouped by part-groups.ts.
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import {
  groupHubParts,
  PARTS_RESULTS_TITLE,
  type PartGroup,
  type PartRow,
} from '../../tools/engine/shared/part-groups.ts';
import { PART_TYPE } from '../../tools/part-number/part-types.ts';
import { api } from '../data/api-client.ts';
import { apiQuery } from '../data/queries.ts';
import { toStatus, useApi } from '../data/useApi.ts';
import { JobPartsAction } from '../hub/job/JobPartsAction.tsx';
import { RebuildKitContents } from '../kits/RebuildKitContents.tsx';
import '../kits/kits.css';
import { HUB_NUMBER } from '../hub/useHubDetail.ts';
import { NumberDetailsFrame } from '../search/NumberDetailsFrame.tsx';
import { SearchedFor } from '../ui/SearchedHeading.tsx';

const HUB_TYPES = [PART_TYPE.hubAssembly];
const partsResultsRoute = (n: string) => `/parts/search/${encodeURIComponent(n)}`;

export function PartsResultsPage() {
  const { id = '' } = useParams();
  const valid = HUB_NUMBER.test(id);
  const result = useApi(valid ? apiQuery(api.v11.aftermarketparts, { query: { hanum: id } }) : null);
  const hub = result.state === 'done' ? result.data.Results[0] : undefined;
  const groups = hub ? groupHubParts(hub.AftermarketParts).filter((g) => g.rows.length) : [];
  // another brand's hub number ('001-736-50'): the components of the maker hub it crosses to
  const missing = !valid || (result.state === 'done' && !groups.length);

  return (
    <NumberDetailsFrame
      typed={id}
      status={missing ? { state: 'not-found' } : toStatus(result)}
      partTypeIds={HUB_TYPES}
      route={partsResultsRoute}
      loadingLabel="Loading hub components"
      what="the hub components"
      searched={id}
      backTo="/parts/search"
      after={
        <Link className="link-button" to="/parts/search">
          Return to search
        </Link>
      }
    >
      {() =>
        hub ? (
          <>
            <SearchedFor number={hub.HubAssemblyNumber} />
            <h1 className="page-title">{PARTS_RESULTS_TITLE}</h1>
            <p className="parts-hub">
              <span className="parts-hub-description">{hub.HubAssemblyDescription}</span>{' '}
              <strong className="parts-hub-number">{hub.HubAssemblyNumber}</strong>
            </p>
            <p className="actions">
              <JobPartsAction hubAssemblyNumber={hub.HubAssemblyNumber} className="button button-primary" />
            </p>
            {groups.map((g) => (
              <GroupView key={g.name} group={g} />
            ))}
          </>
        ) : null
      }
    </NumberDetailsFrame>
  );
}

function GroupView({ group }: { group: PartGroup }) {
  return (
    <section className="card parts-group" aria-label={group.name}>
      <h2 className="section-title">{group.name}</h2>
      <ul className="parts-rows">
        {group.rows.map((row) => (
          <li key={`${row.typeId}-${row.partNumber}-${row.typeName}`}>
            {row.expandable ? <ExpandableRow row={row} /> : <RowBody row={row} />}
          </li>
        ))}
      </ul>
    </section>
  );
}

function RowBody({ row }: { row: PartRow }) {
  return (
    <div className="parts-row">
      <span className="parts-row-type">{row.typeName}</span>
      {row.route ? (
        <Link className="parts-row-number" to={row.route}>
          {row.partNumber}
        </Link>
      ) : (
        <strong className="parts-row-number">{row.partNumber}</strong>
      )}
      <span className="parts-row-description">{row.description}</span>
      {row.socketSize != null ? (
        <span className="parts-row-socket">Socket size: {row.socketSize}"</span>
      ) : null}
    </div>
  );
}

/** Rebuild kit rows open to the kit's inner bearing, outer bearing and seal & spacer kit. */
function ExpandableRow({ row }: { row: PartRow }) {
  const [open, setOpen] = useState(false);
  return (
    <div className={`parts-row-expandable${open ? ' open' : ''}`}>
      <div className="parts-row-head">
        <RowBody row={row} />
        <button
          type="button"
          className="button button-quiet parts-row-toggle"
          aria-expanded={open}
          aria-label={`${open ? 'Hide' : 'Show'} what kit ${row.partNumber} holds`}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? '−' : '+'}
        </button>
      </div>
      {open ? <RebuildKitContents kitNumber={row.partNumber} /> : null}
    </div>
  );
}
