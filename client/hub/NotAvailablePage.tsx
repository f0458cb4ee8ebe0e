// /hub/not-available/:hubAssemblyNumber: a hub a number search found but no wizard filters lead to,
// shown on its own as a single result (or the not-referenced text for an unknown number).
import './hub-pages.css';
import { useParams } from 'react-router';
import type { HubAssemblyDetail } from '../../tools/catalog/hub-assembly-details.ts';
import { toHubCard } from '../../tools/engine/hub-card.ts';
import { HubResultsPart } from '../chat/parts/HubResultsPart.tsx';
import { OnPageProvider } from '../chat/parts/OpenAsPage.tsx';
import { PageFrame } from '../ui/PageFrame.tsx';
import { toStatus, useApi } from '../ui/useApi.ts';

export function NotAvailablePage() {
  const { hubAssemblyNumber = '' } = useParams();
  const valid = /^\d{6}(\d{2})?$/.test(hubAssemblyNumber);
  const result = useApi<{ Results: HubAssemblyDetail[] }>(
    valid ? `/api/v11/hubassemblydetails/${hubAssemblyNumber}` : null,
  );
  const hub = result.state === 'done' ? result.data.Results[0] : undefined;
  const card = hub ? toHubCard(hub) : undefined;
  return (
    <PageFrame
      status={!valid || (result.state === 'done' && !card) ? { state: 'not-found' } : toStatus(result)}
      loadingLabel="Loading hub"
      what="this hub"
    >
      {() =>
        card ? (
          <OnPageProvider value={true}>
            <h1 className="visually-hidden">Hub assembly {hubAssemblyNumber}</h1>
            <HubResultsPart
              data={{ title: card.heading, matchedBy: null, hubs: [card], notes: [], route: card.route }}
            />
          </OnPageProvider>
        ) : null
      }
    </PageFrame>
  );
}
