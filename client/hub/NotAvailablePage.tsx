// /hub/not-available/:hubAssemblyNumber: a hub a number search found but no wizard filters lead to,
// shown on its own as a single result (or the not-referenced text for an unknown number).
import './hub-pages.css';
import { useParams } from 'react-router';
import type { HubAssemblyDetail } from '../../tools/catalog/hub-assembly-details.ts';
import { toHubCard } from '../../tools/engine/hub-card.ts';
import { TEXT } from '../../tools/engine/texts.ts';
import { HubResultsPart } from '../chat/parts/HubResultsPart.tsx';
import { OnPageProvider } from '../chat/parts/OpenAsPage.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { StepBar } from '../ui/StepBar.tsx';
import { useApi } from '../ui/useApi.ts';

export function NotAvailablePage() {
  const { hubAssemblyNumber = '' } = useParams();
  const valid = /^\d{6}(\d{2})?$/.test(hubAssemblyNumber);
  const result = useApi<{ Results: HubAssemblyDetail[] }>(
    valid ? `/api/v11/hubassemblydetails/${hubAssemblyNumber}` : null,
  );
  const hub = result.state === 'done' ? result.data.Results[0] : undefined;
  const card = hub ? toHubCard(hub) : undefined;
  return (
    <>
      <StepBar />
      <section className="page">
        {!valid || (result.state === 'done' && !card) ? (
          <div className="card outcome">
            <h1 className="outcome-title">{TEXT.noResultsTitle}</h1>
            <p>{TEXT.noResultsBody}</p>
          </div>
        ) : result.state === 'error' ? (
          <div className="card error-card" role="alert">
            <p>We could not load this hub right now.</p>
            <button type="button" className="button button-primary" onClick={result.retry}>
              Retry
            </button>
          </div>
        ) : card ? (
          <OnPageProvider value={true}>
            <h1 className="visually-hidden">Hub assembly {hubAssemblyNumber}</h1>
            <HubResultsPart
              data={{ title: card.heading, matchedBy: null, hubs: [card], notes: [], route: card.route }}
            />
          </OnPageProvider>
        ) : (
          <Spinner label="Loading hub" />
        )}
      </section>
    </>
  );
}
