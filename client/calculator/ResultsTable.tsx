// The two sides of a calculator side by side: parts, labor, downtime, totals, and margins when present.
import type { ReactNode } from 'react';
import {
  type CalculatorResults,
  formatHours,
  formatMoney,
  type SideResult,
} from '../../tools/engine/shared/calculator/results.ts';

type Row = { label: string; value: (s: SideResult) => ReactNode; total?: boolean };

export function ResultsTable({
  results,
  withDowntime,
}: {
  results: CalculatorResults;
  withDowntime: boolean;
}) {
  const rows: Row[] = [
    { label: 'Parts', value: (s) => formatMoney(s.parts) },
    {
      label: 'Labor',
      // the hours on a line of their own: beside a large sum they pushed the table past a phone's width
      value: (s) => (
        <>
          {formatMoney(s.labor)} <span className="calculator-hours">({formatHours(s.hours)})</span>
        </>
      ),
    },
    ...(withDowntime
      ? [
          { label: 'Repair cost', value: (s: SideResult) => formatMoney(s.repairCost) },
          { label: 'Downtime', value: (s: SideResult) => formatMoney(s.downtime) },
          { label: 'Total', value: (s: SideResult) => formatMoney(s.total), total: true },
        ]
      : [{ label: 'Total', value: (s: SideResult) => formatMoney(s.repairCost), total: true }]),
  ];
  return (
    <TableFrame>
      <table className="calculator-table">
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">Cost</span>
            </th>
            <th scope="col">{results.rebuild.label}</th>
            <th scope="col">{results.replace.label}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.label} className={r.total ? 'total' : undefined}>
              <th scope="row">{r.label}</th>
              <td>{r.value(results.rebuild)}</td>
              <td>{r.value(results.replace)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}

/**
 * Holds a table inside the page's width: on a phone each row's name stands over its two sums
 * (calculator.css), so the largest sums the fields allow fit 320 px; a table wider than the screen
 * would scroll in its frame, never the whole page.
 */
function TableFrame({ children }: { children: ReactNode }) {
  return <div className="calculator-table-frame">{children}</div>;
}

export function MarginsTable({ results }: { results: CalculatorResults }) {
  const { rebuild, replace } = results;
  if (!rebuild.margin || !replace.margin) return null;
  const rows: [string, number, number][] = [
    ['Parts margin', rebuild.margin.parts, replace.margin.parts],
    ['Labor margin', rebuild.margin.labor, replace.margin.labor],
    ['Total margin', rebuild.margin.total, replace.margin.total],
  ];
  return (
    <TableFrame>
      <table className="calculator-table">
        <caption className="visually-hidden">Your margins</caption>
        <thead>
          <tr>
            <th scope="col">Margin</th>
            <th scope="col">{rebuild.label}</th>
            <th scope="col">{replace.label}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, a, b]) => (
            <tr key={label} className={label === 'Total margin' ? 'total' : undefined}>
              <th scope="row">{label}</th>
              <td>{formatMoney(a)}</td>
              <td>{formatMoney(b)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}
