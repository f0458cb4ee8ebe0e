// Renders the job's parts list email (HTML and plain text) from the jobParts tool's answer; every value
// escaped. The chosen way's list only: the mail is what goes across the counter.
import {
  ENDS_LABELS,
  type JobLine,
  type JobPartsData,
  MODE_LABELS,
} from '../../tools/engine/shared/job-parts-data.ts';
import { emailDocument, escapeHtml } from './email-frame.ts';
import { paragraph } from './plain-text.ts';

const INDENT = '  ';
/** 'As needed', the longest quantity, and a space. */
const QUANTITY_WIDTH = 10;

export function jobPartsEmailSubject(data: JobPartsData): string {
  return `${data.title}: hub ${data.hubAssemblyNumber}`;
}

function chosenList(data: JobPartsData) {
  return data.lists.find((l) => l.mode === data.mode) ?? data.lists[0];
}

/** What the quantity column says: a count, or why there is none. */
function quantityText(line: JobLine): string {
  if (line.status === 'not-listed') return '-';
  if (line.status === 'included') return 'Included';
  return line.quantity === null ? 'As needed' : `${line.quantity}`;
}

function lineNote(line: JobLine): string {
  return [line.status === 'not-listed' ? 'Not listed for this hub' : null, line.note]
    .filter(Boolean)
    .join('. ');
}

function heading(data: JobPartsData): string {
  return `${MODE_LABELS[data.mode]}, ${ENDS_LABELS[data.ends].toLowerCase()}`;
}

/** `link`: the list's page at the app's configured address; null where none is configured. */
export function renderJobPartsText(data: JobPartsData, link: string | null): string {
  const list = chosenList(data);
  const lines = [
    ...paragraph(`${data.title}: hub ${data.hubAssemblyNumber} ${data.hubDescription}`),
    heading(data),
    '',
    ...(list.notice ? [...paragraph(list.notice), ''] : []),
    'PARTS',
    // the quantity in its own column, the part's words wrapped under each other beside it
    ...list.lines.flatMap((l) => {
      const note = lineNote(l);
      const what = `${l.label}: ${l.partNumber ?? '-'}${l.description ? ` ${l.description}` : ''}`;
      return [
        ...paragraph(what, INDENT, quantityText(l).padEnd(QUANTITY_WIDTH)),
        ...(note ? paragraph(note, INDENT + ' '.repeat(QUANTITY_WIDTH)) : []),
      ];
    }),
    '',
    'NOTES',
    // an address is never cut: it goes on its own line
    ...list.notes.flatMap((n) => [
      ...paragraph(`${n.label}: ${n.text}`, INDENT),
      ...(n.url ? [`${INDENT}${n.url}`] : []),
    ]),
    ...(link ? ['', `The list online: ${link}`] : []),
  ];
  return `${lines.join('\n')}\n`;
}

const cell = 'padding:8px 12px;border-bottom:1px solid #e3e6ea;vertical-align:top;';

export function renderJobPartsHtml(data: JobPartsData, link: string | null): string {
  const e = escapeHtml;
  const list = chosenList(data);
  const title = `${e(data.title)}: hub ${e(data.hubAssemblyNumber)}`;
  const rows = list.lines
    .map((l) => {
      const note = lineNote(l);
      return `<tr><td style="${cell}text-align:right;white-space:nowrap">${e(quantityText(l))}</td><td style="${cell}"><strong>${e(l.label)}</strong><br><span style="font-family:monospace;font-size:18px">${e(l.partNumber ?? '-')}</span>${l.description ? `<br>${e(l.description)}` : ''}${note ? `<br><span style="color:#52606d">${e(note)}</span>` : ''}</td></tr>`;
    })
    .join('');
  const notes = list.notes
    .map(
      (n) =>
        `<li><strong>${e(n.label)}</strong>: ${e(n.text)}${n.url ? ` (<a href="${e(n.url)}">${e(n.url)}</a>)` : ''}</li>`,
    )
    .join('');
  const notice = list.notice ? `<p style="margin:0 0 16px;font-weight:bold">${e(list.notice)}</p>` : '';
  return emailDocument(
    title,
    `<p style="margin:0 0 16px">${e(data.hubDescription)}<br><strong>${e(heading(data))}</strong></p>
${notice}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;font-size:14px">
<tr><th style="${cell}text-align:right">Qty</th><th style="${cell}text-align:left">Part</th></tr>
${rows}
</table>
<ul style="margin:24px 0 0;padding-left:20px">${notes}</ul>${link ? `\n<p style="margin:24px 0 0"><a href="${e(link)}">Open this list online</a><br><span style="color:#52606d">${e(link)}</span></p>` : ''}`,
  );
}
