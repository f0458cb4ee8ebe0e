// Stud pages: the stud list by number (summaries/:studNumber, filters/sdnum?inclv=1&sdnum=n) or by query.
import type { ReactNode } from 'react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import type { FilterCategory } from '../../tools/catalog/facets.ts';
import type { Stud } from '../../tools/catalog/studs.ts';
import {
  filterRoute,
  formatPairs,
  PARTS_FLOWS,
  parsePairs,
  readPairs,
  usableStuds,
} from '../../tools/engine/parts-flow/index.ts';
import { TEXT } from '../../tools/engine/shared/texts.ts';
import { useApi } from '../data/useApi.ts';
import { ResultsFailed } from '../ui/ErrorCard.tsx';
import { NotFoundCard } from '../ui/PageFrame.tsx';
import { useSearched } from '../ui/SearchedHeading.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { StepBar } from '../ui/StepBar.tsx';
import { StudResults } from './StudResults.tsx';

type Listing = { Status: string; Results: Stud[] };

/** `empty`: what the page shows when no stud fits (the not-found card when absent). */
function StudList({
  query,
  searched = null,
  empty = <NotFoundCard />,
}: {
  query: string | null;
  searched?: string | null;
  empty?: ReactNode;
}) {
  const res = useApi<Listing>(query === null ? null : `/api/v11/stud/filtervalues/sdnum?${query}`);
  if (query === null) return <NotFoundCard />;
  if (res.state === 'loading') return <Spinner label="Receiving results" />;
  // a failed lookup is no 'not found': said so, with Retry
  if (res.state === 'error') return <ResultsFailed onRetry={res.retry} />;
  const studs = usableStuds(res.data);
  return studs ? <StudResults studs={studs} searched={searched} /> : empty;
}

const byNumber = (n: string | null | undefined) => (n && /^\d{5,10}$/.test(n) ? `inclv=1&sdnum=${n}` : null);

/** /hub/stud/summaries/:studNumber */
export function StudSummaryPage() {
  const searched = useSearched();
  return (
    <>
      <StepBar />
      <section className="page">
        <StudList query={byNumber(useParams().studNumber)} searched={searched} />
      </section>
    </>
  );
}

/** A value as the link's query writes it ('%3Cb%3E'), read back ('<b>'); as written when it does not decode. */
function decoded(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return value;
  }
}

/** /hub/stud/summaries?sdnum=n or ?{pairs}: the studs that fit. */
export function StudSummariesPage() {
  const [params] = useSearchParams();
  const { pairs, malformed } = readPairs(params.toString());
  const { inclv: _ignored, ...answers } = pairs;
  const query = answers.sdnum
    ? byNumber(answers.sdnum)
    : `inclv=2${formatPairs(answers) ? `&${formatPairs(answers)}` : ''}`;
  // an answer edited into the link ('sdnum=abc', 'stdia=bogus') is said, never dropped for every stud to
  // be listed as recommended
  const [edited] = Object.entries(malformed);
  // the question the code stands for, by the catalog's own name ('Stud Diameter'); a code no question has
  // is not named at all
  const categories = useApi<FilterCategory[]>(edited ? `${PARTS_FLOWS.stud.api}/filtercategories/` : null);
  const asked =
    edited && categories.state === 'done'
      ? categories.data.find((c) => c.QueryParameterName === edited[0])?.Name
      : undefined;
  const answerOf = edited?.[0] === 'sdnum' ? ' for the stud number' : asked ? ` for ${asked}` : '';
  return (
    <>
      <StepBar />
      <section className="page">
        {edited ? (
          <NotFoundCard
            paragraphs={[
              `The link's answer “${decoded(edited[1])}”${answerOf} is not one the catalog has.`,
              TEXT.noResultsBody,
            ]}
          >
            <p className="actions">
              <Link className="button button-primary" to={PARTS_FLOWS.stud.route}>
                Answer the stud questions
              </Link>
            </p>
          </NotFoundCard>
        ) : (
          <StudList
            query={query}
            // answers no stud has ('stdia=99'): the questions' own answer, which names the answer the
            // catalog does not have and asks it again, not a 'part number you entered'
            empty={
              !answers.sdnum && formatPairs(answers) ? (
                <Navigate
                  replace
                  to={filterRoute(PARTS_FLOWS.stud.route, PARTS_FLOWS.stud.resultCode, answers)}
                />
              ) : undefined
            }
          />
        )}
      </section>
    </>
  );
}

/** /hub/stud/filters/:currentFilter?{pairs}: the unified search's entry (sdnum by number), else the flow. */
export function StudFiltersPage() {
  const { currentFilter = '' } = useParams();
  const [params] = useSearchParams();
  const { inclv: _ignored, ...pairs } = parsePairs(params.toString());
  if (currentFilter !== 'sdnum')
    return <Navigate replace to={filterRoute(PARTS_FLOWS.stud.route, currentFilter, pairs)} />;
  return (
    <>
      <StepBar />
      <section className="page">
        <StudList query={byNumber(pairs.sdnum)} />
      </section>
    </>
  );
}
