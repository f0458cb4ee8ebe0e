// /hub/no-results[?q=...]: the not-referenced message, with the number that was searched when known.
import { useSearchParams } from 'react-router';
import { NotFoundCard } from '../ui/PageFrame.tsx';
import { StepBar } from '../ui/StepBar.tsx';

export function NoResultsPage() {
  const [params] = useSearchParams();
  return (
    <>
      <StepBar />
      <section className="page">
        <NotFoundCard searched={params.get('q')?.trim()} />
      </section>
    </>
  );
}
