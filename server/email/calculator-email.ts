// Renders the calculator results email (HTML and plain text) from a session's values; every value escaped.

import { listInputs } from '../../tools/engine/shared/calculator/input-list.ts';
import type { CalculatorInputs } from '../../tools/engine/shared/calculator/inputs.ts';
import { headerText } from '../../tools/engine/shared/calculator/kinds.ts';
import {
  type CalculatorResults,
  formatHours,
  formatMoney,
  type SideResult,
} from '../../tools/engine/shared/calculator/results.ts';
import { resultSentence, savingsLabel } from '../../tools/engine/shared/calculator/sentence.ts';
import { emailDocument, escapeHtml } from './email-frame.ts';
import { paragraph, textTable } from './plain-text.ts';

export type EmailForm = {
  recipientName: string;
  recipientEmail: string;
  recipientCompany?: string | undefined;
  senderName?: string | undefined;
  senderEmail?: string | undefined;
  senderCompany?: string | undefined;
  notes?: string | undefined;
};

function inputRows(inputs: CalculatorInputs): [string, string][] {
  return listInputs(inputs).map((i): [string, string] => [i.label, i.shown]);
}

/**
 * The results table's rows. The HTML shows labor's hours beside its cost; the text part gives them a row of
 * their own, so every amount column holds amounts only and lines up.
 */
function resultRows(r: CalculatorResults, hoursApart = false): [string, string, string][] {
  const row = (label: string, pick: (s: SideResult) => string): [string, string, string] => [
    label,
    pick(r.rebuild),
    pick(r.replace),
  ];
  const rows = [
    row('Parts', (s) => formatMoney(s.parts)),
    ...(hoursApart
      ? [row('Labor', (s) => formatMoney(s.labor)), row('Labor hours', (s) => formatHours(s.hours))]
      : [row('Labor', (s) => `${formatMoney(s.labor)} (${formatHours(s.hours)})`)]),
    row('Repair cost', (s) => formatMoney(s.repairCost)),
    row('Downtime', (s) => formatMoney(s.downtime)),
    row('Total', (s) => formatMoney(s.total)),
  ];
  if (r.rebuild.margin && r.replace.margin)
    rows.push(
      row('Parts margin', (s) => formatMoney(s.margin?.parts ?? 0)),
      row('Labor margin', (s) => formatMoney(s.margin?.labor ?? 0)),
      row('Total margin', (s) => formatMoney(s.margin?.total ?? 0)),
    );
  return rows;
}

function senderLine(form: EmailForm): string | null {
  const who = [form.senderName, form.senderCompany].filter(Boolean).join(', ');
  const line = [who, form.senderEmail ? `<${form.senderEmail}>` : ''].filter(Boolean).join(' ');
  return line || null;
}

export function calculatorEmailSubject(inputs: CalculatorInputs): string {
  return `Your ${headerText(inputs.chooseCalculator)} results`;
}

/** The text part: plain tables (labels left, amounts right) and paragraphs within 72 columns (plain-text.ts). */
export function renderText(inputs: CalculatorInputs, r: CalculatorResults, form: EmailForm): string {
  const title = headerText(inputs.chooseCalculator);
  const company = form.recipientCompany ? ` (${form.recipientCompany})` : '';
  const lines = [
    ...paragraph(`Hello ${form.recipientName}${company},`),
    '',
    ...paragraph(`Here are the results of the ${title}.`),
    '',
    'YOUR INPUTS',
    ...textTable(inputRows(inputs), { indent: '  ' }),
    '',
    'RESULTS',
    ...textTable(resultRows(r, true), { head: ['', r.rebuild.label, r.replace.label], indent: '  ' }),
    '',
    ...paragraph(resultSentence(r), '  '),
    ...paragraph(`${savingsLabel(r.chooseCalculator)}: ${formatMoney(r.savings)}`, '  '),
    '',
    'BENEFITS',
    ...r.benefits.flatMap((b) => paragraph(`${b.title}: ${b.text}`, '  ', '- ')),
  ];
  const sender = senderLine(form);
  // the visitor's line breaks are kept; each line is wrapped like the rest
  if (form.notes) lines.push('', 'NOTES', ...form.notes.split(/\r?\n/).flatMap((l) => paragraph(l, '  ')));
  if (sender) lines.push('', ...paragraph(`Sent by ${sender}`));
  return `${lines.join('\n')}\n`;
}

const cell = 'padding:8px 12px;border-bottom:1px solid #e3e6ea;';

export function renderHtml(inputs: CalculatorInputs, r: CalculatorResults, form: EmailForm): string {
  const e = escapeHtml;
  const title = e(headerText(inputs.chooseCalculator));
  const inputs2 = inputRows(inputs)
    .map(
      ([k, v]) => `<tr><td style="${cell}">${e(k)}</td><td style="${cell}text-align:right">${e(v)}</td></tr>`,
    )
    .join('');
  const results = resultRows(r)
    .map(([k, a, b]) => {
      const strong = k === 'Total' ? 'font-weight:bold;' : '';
      return `<tr><td style="${cell}${strong}">${e(k)}</td><td style="${cell}${strong}text-align:right">${e(a)}</td><td style="${cell}${strong}text-align:right">${e(b)}</td></tr>`;
    })
    .join('');
  const benefits = r.benefits.map((b) => `<li><strong>${e(b.title)}</strong>: ${e(b.text)}</li>`).join('');
  const notes = form.notes
    ? `<h2 style="font-size:16px;margin:24px 0 8px">Notes</h2><p style="margin:0;white-space:pre-wrap">${e(form.notes)}</p>`
    : '';
  const sender = senderLine(form);
  const company = form.recipientCompany ? ` (${e(form.recipientCompany)})` : '';
  return emailDocument(
    title,
    `<p style="margin:0 0 16px">Hello ${e(form.recipientName)}${company},</p>
<p style="margin:0 0 16px">Here are the results of the ${title}.</p>
<p style="margin:0 0 24px;padding:16px;background:#e8f4ea;border-radius:4px;font-size:18px"><strong>${e(resultSentence(r))}</strong><br>${e(savingsLabel(r.chooseCalculator))}: <strong>${e(formatMoney(r.savings))}</strong></p>
<h2 style="font-size:16px;margin:0 0 8px">Results</h2>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;font-size:14px">
<tr><th style="${cell}text-align:left"></th><th style="${cell}text-align:right">${e(r.rebuild.label)}</th><th style="${cell}text-align:right">${e(r.replace.label)}</th></tr>
${results}
</table>
<h2 style="font-size:16px;margin:24px 0 8px">Your inputs</h2>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;font-size:14px">${inputs2}</table>
<h2 style="font-size:16px;margin:24px 0 8px">Benefits</h2>
<ul style="margin:0;padding-left:20px">${benefits}</ul>
${notes}
${sender ? `<p style="margin:24px 0 0;color:#52606d">Sent by ${e(sender)}</p>` : ''}`,
  );
}
