// /hub/not-available/:hubAssemblyNumber: a hub a number search found but no wizard filters lead to,
// shown on its own as a single result (or the not-referenced text for an unknown number).
import './hub-pages.css';
import { useParams } from 'react-router';
import { searchedHeading } from '../../tools/engine/shared/display/searched.ts';
import { notAvailableResults } from '../../tools/engine/shared/hub-card.ts';
import { HubResultsPart } from '../chat/parts/HubResultsPart.tsx';
import { OnPageProvider } from '../chat/parts/OpenAsPage.tsx';
import { PageFrame } from '../ui/PageFrame.tsx';
import { useSearched } from '../ui/SearchedHeading.tsx';
import { useHubDetail } from './useHubDetail.ts';

export function NotAvailablePage() {
  const { hubAssemblyNumber = '' } = useParams();
  const { status, hub } = useHubDetail(hubAssemblyNumber);
  const searched = useSearched();
  const data = hub
    ? notAvailableResults(hub, `/hub/not-available/${encodeURIComponent(hub.HubAssemblyNumber)}`)
    : undefined;
  return (
    <PageFrame status={status} loadingLabel="Loading hub" what="this hub">
      {() =>
        data ? (
          <OnPageProvider value={true}>
            <h1 className="visually-hidden">Hub assembly {hubAssemblyNumber}</h1>
            <HubResultsPart
              data={data}
              searched={
                searched
                  ? searchedHeading(searched, [{ number: data.hubs[0]?.hubAssemblyNumber ?? '' }])
                  : null
              }
            />
          </OnPageProvider>
        ) : null
      }
    </PageFrame>
  );
}
