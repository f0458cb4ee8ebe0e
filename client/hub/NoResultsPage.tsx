// /hub/no-results[?q=...]: the not-referenced message, with the number that was searched when known.
import { useSearchParams } from 'react-router';
import { CUSTOMER_SERVICE_PHONE, TEXT } from '../../tools/engine/texts.ts';
import { PhoneLink } from '../ui/PhoneLink.tsx';
import { StepBar } from '../ui/StepBar.tsx';

export function NoResultsPage() {
  const [params] = useSearchParams();
  const query = params.get('q')?.trim();
  const [before, after] = TEXT.noResultsBody.split(CUSTOMER_SERVICE_PHONE);
  return (
    <>
      <StepBar />
      <section className="page">
        <div className="card outcome outcome-no-results">
          <h1 className="outcome-title">{TEXT.noResultsTitle}</h1>
          {query ? (
            <p>
              You searched for: <strong className="searched">{query}</strong>
            </p>
          ) : null}
          <p>
            {before}
            <PhoneLink />
            {after}
          </p>
        </div>
      </section>
    </>
  );
}
