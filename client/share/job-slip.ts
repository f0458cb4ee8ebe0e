// The job's parts list as a counter slip: the chosen way's parts to order, each with its barcode and
// quantity; what comes included and the torque, socket, warranty and grease notes under them.
import { ENDS_LABELS, type JobPartsData, MODE_LABELS } from '../../tools/engine/shared/job-parts-data.ts';
import type { Slip, SlipLine } from './CounterSlip.tsx';

export function jobSlip(data: JobPartsData): Slip {
  const list = data.lists.find((l) => l.mode === data.mode) ?? data.lists[0];
  const lines: SlipLine[] = [];
  const included: string[] = [];
  for (const line of list.lines) {
    if (line.status === 'order' && line.partNumber) {
      lines.push({
        number: line.partNumber,
        description: [line.label, line.description].filter(Boolean).join(': '),
        quantity: line.quantity ?? 'As needed',
        notes: line.note ? [line.note] : [],
      });
    } else if (line.status === 'included') {
      // the note says what it comes with ('In rebuild kit 10800001')
      included.push(`${line.label}: ${line.note ?? 'included'}`);
    }
  }
  return {
    title: `${data.title}: hub ${data.hubAssemblyNumber}`,
    lines,
    subtitle: `${MODE_LABELS[data.mode]} · ${ENDS_LABELS[data.ends]}`,
    notes: [...list.notes.map((n) => `${n.label}: ${n.text}`), ...included],
    // the list is the order to the counter: the slip is the whole printout
    alone: true,
  };
}
