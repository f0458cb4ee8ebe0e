// The words on badges and status lines, one vocabulary for the chat and every page (compare included):
// a hub's status in the spec's compare words, and a badge in the catalog's own spelling ('Hat', 'PreSet').

/** Spec: Terminated shows 'Not Available'; non-aftermarket Active or Service Only 'Made To Order'; else 'Available'. */
export const STATUS_LABEL = {
  notAvailable: 'Not Available',
  madeToOrder: 'Made To Order',
  available: 'Available',
} as const;

type Status = 'Active' | 'Service Only' | 'Terminated';

/** A hub's status as every screen names it; `IsAftermarketAssembly` unknown counts as aftermarket. */
export function statusLabel(h: { Status: Status; IsAftermarketAssembly?: boolean | null }): string {
  if (h.Status === 'Terminated') return STATUS_LABEL.notAvailable;
  if (h.Status === 'Service Only' || (h.Status === 'Active' && h.IsAftermarketAssembly === false))
    return STATUS_LABEL.madeToOrder;
  return STATUS_LABEL.available;
}

/** A badge's text as the catalog spells it, spaces tidied (no shouting in one place and not the other). */
export const badgeLabel = (text: string) => text.replace(/\s+/g, ' ').trim();
