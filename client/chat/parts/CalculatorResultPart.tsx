// The calculator's result card in the conversation: savings, both sides with downtime, margins, benefits.
import type { CalculatorResults } from '../../../tools/engine/shared/calculator/results.ts';
import { formatMoney } from '../../../tools/engine/shared/calculator/results.ts';
import { resultSentence, savingsLabel } from '../../../tools/engine/shared/calculator/sentence.ts';
import type { DataParts } from '../../../tools/engine/shared/messages.ts';
import '../../calculator/calculator.css';
import { storedSession } from '../../calculator/calculator-api.ts';
import { MarginsTable, ResultsTable } from '../../calculator/ResultsTable.tsx';
import { useLocalQuery } from '../../local-db.ts';
import { OpenAsPage } from './OpenAsPage.tsx';

/** The page of the result names the session the chat saved into, so the link opens in any browser. */
function withSession(route: string, id: number | undefined): string {
  return id ? `${route}?session=${id}` : route;
}

export function CalculatorResultPart({ data }: { data: DataParts['calculator-result'] }) {
  const session = useLocalQuery((db) => storedSession(db, 'replace'), []);
  // Same shape as the engine's CalculatorResults (the benefits arrive as plain strings).
  const results = data.results as unknown as CalculatorResults;
  return (
    <section className="card calc-card calc-result" aria-label={`${data.header} results`}>
      <p className="calc-header">{data.header}</p>
      <h3 className="question-title">Results</h3>
      <p className="calculator-sentence" data-testid="chat-result-sentence">
        {resultSentence(results)}
      </p>
      <p className="calculator-savings" data-testid="chat-savings">
        {savingsLabel(results.chooseCalculator)}: <strong>{formatMoney(results.savings)}</strong>
      </p>
      <div className="calc-table-wrap">
        <ResultsTable results={results} withDowntime />
        <MarginsTable results={results} />
      </div>
      <h4 className="calc-subtitle">Benefits</h4>
      <ul className="calc-benefits">
        {data.results.benefits.map((b) => (
          <li key={b.title}>
            <strong>{b.title}</strong>: {b.text}
          </li>
        ))}
      </ul>
      <OpenAsPage to={withSession(data.route, session?.id)} />
    </section>
  );
}
