// Display rules for one hub result: PreSet or Conventional, the status heading and notice.
import type { HubAssemblyDetail } from '../../catalog/hub-assembly-details.ts';
import { statusLabel } from './display/labels.ts';
import { gawrNoteSegments } from './display/units.ts';
import type { DataParts, HubCard } from './messages.ts';
import { TEXT } from './texts.ts';

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
    route: `/hub/details/${h.HubAssemblyNumber}`,
  };
}

/**
 * The not-available answer for a hub a number found but no filters lead to: headed 'This hub is no longer
 * available' (spec errors table), never 'Success!', with the hub's own status notice. Chat and page share it.
 */
export function notAvailableResults(h: HubAssemblyDetail, route: string): DataParts['hub-results'] {
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
