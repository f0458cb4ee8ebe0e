// Display rules for one hub result: PreSet or Conventional, the status heading and notice.
import type { HubAssemblyDetail } from '../../catalog/hub-assembly-details.ts';
import { STATUS_LABEL, statusLabel } from './display/labels.ts';
import { gawrNoteSegments } from './display/units.ts';
import type { DataParts, HubCard } from './messages.ts';
import { TEXT } from './texts.ts';

/** A hub's details page. */
export const hubDetailsRoute = (hubAssemblyNumber: string) =>
  `/hub/details/${encodeURIComponent(hubAssemblyNumber)}`;

export function hubKind(aftermarketDescription: string): HubCard['kind'] {
  return aftermarketDescription.toLowerCase().includes('preset') ? 'PreSet' : 'Conventional';
}

/** 'Best value' hubs: the description says plus or premium. */
export function isBestValue(description: string): boolean {
  return /plus|premium/i.test(description);
}

/**
 * The warranty text: PreSet hubs that are best value, or that come with a PreSet Plus spindle nut
 * (only the results know that).
 */
export function warrantyText(kind: HubCard['kind'], description: string, spindleNut = false): string | null {
  return kind === 'PreSet' && (isBestValue(description) || spindleNut) ? `Warranty: ${TEXT.warranty}` : null;
}

export function hubHeading(status: HubCard['status']): string {
  return status === 'Terminated' ? TEXT.hubNoLongerAvailable : TEXT.hubRecommended;
}

/** Made-to-order when active but not aftermarket, or service only; terminated has its own notice. */
export function hubNotice(h: Pick<HubAssemblyDetail, 'PartStatus' | 'IsAftermarket'>): string | null {
  if (h.PartStatus === 'Terminated') return TEXT.terminated;
  if (h.PartStatus === 'Service Only' || (h.PartStatus === 'Active' && !h.IsAftermarket))
    return TEXT.madeToOrder;
  return null;
}

/** Cards of frozen details (the catalog's, made once per row): made once each, frozen like them. */
const madeCards = new WeakMap<HubAssemblyDetail, HubCard>();

/** A hub's card; the card of a frozen detail is frozen and shared: spread it to change a field. */
export function toHubCard(h: HubAssemblyDetail): HubCard {
  if (!Object.isFrozen(h)) return cardOf(h);
  let card = madeCards.get(h);
  if (!card) {
    card = cardOf(h);
    Object.freeze(card.lines);
    if (card.gawrNote) for (const segment of Object.freeze(card.gawrNote)) Object.freeze(segment);
    madeCards.set(h, Object.freeze(card));
  }
  return card;
}

function cardOf(h: HubAssemblyDetail): HubCard {
  const main = h.Images.find((i) => i.ImageTypeId === 1) ?? h.Images[0];
  return {
    hubAssemblyNumber: h.HubAssemblyNumber,
    description: h.Description,
    status: h.PartStatus,
    statusLabel: statusLabel({ Status: h.PartStatus, IsAftermarketAssembly: h.IsAftermarketAssembly }),
    kind: hubKind(h.AftermarketDescription),
    imageUrl: main?.ImageUrl ?? null,
    heading: hubHeading(h.PartStatus),
    notice: hubNotice(h),
    lines: [],
    warranty: null,
    warrantyUrl: h.WarrantyLink,
    gawrNote: h.GawrNote?.Text ? gawrNoteSegments(h.GawrNote) : null,
    bulletinUrl: h.GawrNote?.IBLink ?? null,
    greaseFillUrl: h.GreaseFillLink,
    route: hubDetailsRoute(h.HubAssemblyNumber),
  };
}

type StatusOf = Pick<HubAssemblyDetail, 'PartStatus' | 'IsAftermarketAssembly'>;

/** Whether a hub's status reads 'Available' (not terminated, not made to order). */
export const isAvailableHub = (h: StatusOf) =>
  statusLabel({ Status: h.PartStatus, IsAftermarketAssembly: h.IsAftermarketAssembly }) ===
  STATUS_LABEL.available;

/**
 * The page of a hub shown on its own (a number found it, no filters lead to it): the not-available page
 * unless the hub is available, whose details page it is. The not-available heading would be false over
 * such a hub (an edited link, a hub that came back); chat and page take the route from here.
 */
export function hubOnItsOwnRoute(h: StatusOf & Pick<HubAssemblyDetail, 'HubAssemblyNumber'>): string {
  return isAvailableHub(h)
    ? hubDetailsRoute(h.HubAssemblyNumber)
    : `/hub/not-available/${encodeURIComponent(h.HubAssemblyNumber)}`;
}

/**
 * The answer for a hub shown on its own: an available hub is recommended ('Success!') and links its details;
 * any other is headed 'This hub is no longer available' (spec errors table), never 'Success!', with its own
 * status notice. Chat and page share it.
 */
export function hubOnItsOwnResults(h: HubAssemblyDetail): DataParts['hub-results'] {
  const route = hubOnItsOwnRoute(h);
  if (isAvailableHub(h)) {
    const card = toHubCard(h);
    return { title: card.heading, matchedBy: null, hubs: [card], notes: [], route };
  }
  const card = { ...toHubCard(h), heading: TEXT.hubNoLongerAvailable };
  return {
    title: TEXT.hubNoLongerAvailable,
    matchedBy: null,
    hubs: [card],
    notes: [],
    success: false,
    route,
  };
}
