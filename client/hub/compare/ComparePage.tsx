// /hub/compare/:assembly/:compareAssembly: both hubs' pictures and an accordion of their properties,
// built by the same compare builder as the chat's answer (differing rows open, Status always open).
import { Badge } from '../../ui/Badge.tsx';
import '../hub-pages.css';
import { type RefObject, useEffect, useRef } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import type { HubAssemblyDetail } from '../../../tools/catalog/hub-assembly-details.ts';
import { buildCompare, compareRoute } from '../../../tools/engine/compare/compare.ts';
import { hubKind } from '../../../tools/engine/shared/hub-card.ts';
import { PART_TYPE } from '../../../tools/part-number/part-types.ts';
import { api } from '../../data/api-client.ts';
import { crossedStatus, useCrossedPair, useCrossedPairSaid } from '../../data/crossed-number.ts';
import { apiQuery } from '../../data/queries.ts';
import { toStatus, useApi } from '../../data/useApi.ts';
import { LaterElsewhereOffers } from '../../search/LaterElsewhereOffers.tsx';
import { ShareActions } from '../../share/ShareActions.tsx';
import { PageFrame, PLACEHOLDER_IMAGE } from '../../ui/PageFrame.tsx';
import { SearchedHeading } from '../../ui/SearchedHeading.tsx';
import { HUB_NUMBER } from '../useHubDetail.ts';
import { COMPARE_PATH, compareFromRoute } from './compare-from.ts';

export function ComparePage() {
  const { assembly: rawA = '', compareAssembly: rawB = '' } = useParams();
  const [assembly, compareAssembly] = [rawA.trim(), rawB.trim()];
  // a space around a number (a link copied with one) is no part of it
  if (assembly !== rawA || compareAssembly !== rawB)
    return (
      <Navigate
        replace
        to={`/hub/compare/${encodeURIComponent(assembly)}/${encodeURIComponent(compareAssembly)}`}
      />
    );
  // one hub named twice is no comparison: the picker holds it in both boxes and says so
  if (assembly === compareAssembly && HUB_NUMBER.test(assembly))
    return <Navigate replace to={compareFromRoute(assembly, compareAssembly)} />;
  return <ComparedHubs assembly={assembly} compareAssembly={compareAssembly} />;
}

const HUB_TYPES = [PART_TYPE.hubAssembly];

function ComparedHubs({ assembly, compareAssembly }: { assembly: string; compareAssembly: string }) {
  const valid = HUB_NUMBER.test(assembly) && HUB_NUMBER.test(compareAssembly);
  const ids = `${assembly},${compareAssembly}`;
  const result = useApi(valid ? apiQuery(api.v11.hubassemblydetails[':ids'], { param: { ids } }) : null);
  const [a, b] = result.state === 'done' ? result.data.Results : [];
  const missing = !valid || (result.state === 'done' && !(a && b));
  // which of the two the card is about: one number may be right
  const held = result.state === 'done' ? result.data.Results.map((h) => h.HubAssemblyNumber) : [];
  const unknown = [
    ...new Set(
      [assembly, compareAssembly].filter((n) => !HUB_NUMBER.test(n) || (valid && !held.includes(n))),
    ),
  ];
  // another brand's hub number ('4002T', Gunite's), as the chat reads it: the maker hubs compared instead
  // (asked only once the lookup says which is none: a hub still loading is no unknown number)
  const crossed = useCrossedPair(
    [assembly, compareAssembly],
    missing ? unknown : [],
    HUB_TYPES,
    compareRoute,
  );
  return (
    <PageFrame
      status={missing ? crossedStatus(true, crossed, { state: 'not-found' }) : toStatus(result)}
      notFound={<CompareMissed numbers={[assembly, compareAssembly]} unknown={unknown} />}
      loadingLabel="Loading hubs"
      what="these hubs"
      after={
        // back to the picker with both hubs in it, to change one of them
        <Link className="link-button" to={valid ? compareFromRoute(assembly, compareAssembly) : COMPARE_PATH}>
          Return to Comparison
        </Link>
      }
    >
      {() =>
        a && b && result.state === 'done' ? (
          <CompareDetails a={a} b={b} differing={result.data.differentProperties ?? []} />
        ) : null
      }
    </PageFrame>
  );
}

/** What the not-found card says of the two numbers: which is no hub assembly number (one may be right). */
function CompareMissed({ numbers, unknown }: { numbers: [string, string]; unknown: string[] }) {
  const shown = (n: string) => <strong className="searched">{n.slice(0, 40)}</strong>;
  const [first, second] = numbers;
  if (!unknown.length) return null;
  return (
    <>
      <p data-testid="compare-missed">
        {unknown.length === 2 ? (
          <>
            Neither {shown(first)} nor {shown(second)} is
          </>
        ) : (
          <>{shown(unknown[0] ?? '')} is not</>
        )}{' '}
        one of our hub assembly numbers (6 or 8 digits).
      </p>
      {/* another kind's number (a drum's) or a digit off: where it is */}
      {unknown.map((n) => (
        <LaterElsewhereOffers key={n} typed={n} />
      ))}
    </>
  );
}

function CompareDetails({
  a,
  b,
  differing,
}: {
  a: HubAssemblyDetail;
  b: HubAssemblyDetail;
  differing: string[];
}) {
  const data = buildCompare(a, b, differing);
  const rows = useRef<HTMLDivElement>(null);
  useOpenForPrint(rows);
  return (
    <article className="compare-page">
      <SearchedHeading text={useCrossedPairSaid()} />
      <h1 className="page-title">Compare Details</h1>
      <div className="compare-heads">
        {[a, b].map((h) => {
          const image = h.Images.find((i) => i.ImageTypeId === 1) ?? h.Images[0];
          return (
            <div key={h.HubAssemblyNumber} className="compare-head">
              <img
                src={image?.ImageUrl ?? PLACEHOLDER_IMAGE}
                alt={`Hub assembly ${h.HubAssemblyNumber}`}
                width={140}
                height={140}
              />
              <Badge
                text={hubKind(h.AftermarketDescription)}
                tone={hubKind(h.AftermarketDescription).toLowerCase()}
              />
              <Link className="compare-number" to={`/hub/details/${h.HubAssemblyNumber}`}>
                {h.HubAssemblyNumber}
              </Link>
            </div>
          );
        })}
      </div>
      <div className="compare-rows" ref={rows}>
        {data.rows.map((r) => (
          <details key={r.label} className={r.differs ? 'compare-row differs' : 'compare-row'} open={r.open}>
            <summary>
              {r.label}
              {r.differs ? <span className="compare-differs">Differs</span> : null}
            </summary>
            <dl className="compare-values">
              <div>
                <dt>{data.numbers[0]}</dt>
                <dd>{r.values[0]}</dd>
              </div>
              <div>
                <dt>{data.numbers[1]}</dt>
                <dd>{r.values[1]}</dd>
              </div>
            </dl>
          </details>
        ))}
      </div>
      <ShareActions title={`Compare hubs ${a.HubAssemblyNumber} and ${b.HubAssemblyNumber}`} />
    </article>
  );
}

/**
 * A printed compare shows every row, the matching ones too. The print stylesheet opens them where the
 * browser styles a closed row's content (::details-content); elsewhere (older Safari, Firefox) the rows
 * closed are opened for the print and closed again after it.
 */
function useOpenForPrint(rows: RefObject<HTMLElement | null>) {
  useEffect(() => {
    let opened: HTMLDetailsElement[] = [];
    const before = () => {
      opened = [...(rows.current?.querySelectorAll('details') ?? [])].filter((d) => !d.open);
      for (const d of opened) d.open = true;
    };
    const after = () => {
      for (const d of opened) d.open = false;
      opened = [];
    };
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, [rows]);
}
