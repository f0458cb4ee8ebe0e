// The badge and the status line of a part, one look and one vocabulary for the chat and every page.
import { badgeLabel, statusLabel } from '../../tools/engine/shared/display/labels.ts';

type Status = 'Active' | 'Service Only' | 'Terminated';

/** A short kind over a part's number ('PreSet', 'Hat'), spelled as the catalog spells it. */
export function Badge({ text, tone }: { text: string; tone?: string }) {
  return <p className={tone ? `badge badge-${tone}` : 'badge'}>{badgeLabel(text)}</p>;
}

/** A hub's status line: 'Available', 'Made To Order' or 'Not Available' (display/labels.ts). */
export function StatusLine({ status, label }: { status: Status; label?: string | null }) {
  return (
    <p className={`status status-${status.replace(' ', '-').toLowerCase()}`}>
      {label ?? statusLabel({ Status: status })}
    </p>
  );
}
