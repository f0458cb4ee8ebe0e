// /hub/not-available/:hubAssemblyNumber: a hub a number search found but no wizard filters lead to,
// shown on its own as a single result (or the not-referenced text for an unknown number). A hub whose
// status is 'Available' has no such page: the visitor is sent on to its details.
import './hub-pages.css';
import { Navigate, useParams } from 'react-router';
import { searchedHeading } from '../../tools/engine/shared/display/searched.ts';
import { hubOnItsOwnResults, hubOnItsOwnRoute, isAvailableHub } from '../../tools/engine/shared/hub-card.ts';
import { HubResultsPart } from '../chat/parts/HubResultsPart.tsx';
import { OnPageProvider } from '../chat/parts/OpenAsPage.tsx';
import { PageFrame } from '../ui/PageFrame.tsx';
import { useCarrySearched, useSearched } from '../ui/SearchedHeading.tsx';
import { useHubDetail } from './useHubDetail.ts';

export function NotAvailablePage() {
  const { hubAssemblyNumber = '' } = useParams();
  const { status, hub } = useHubDetail(hubAssemblyNumber);
  const searched = useSearched();
  const carry = useCarrySearched();
  const data = hub ? hubOnItsOwnResults(hub) : undefined;
  // an available hub (an edited link, a hub that came back): its details replace this page in history,
  // so Back does not return to a page that only forwards
  if (hub && isAvailableHub(hub)) return <Navigate to={carry(hubOnItsOwnRoute(hub))} replace />;
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
