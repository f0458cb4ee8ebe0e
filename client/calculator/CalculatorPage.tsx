// /replace/:step and /embed/:step: one calculator step, with the calculator's header and step bar.
// Each step's body is keyed by the step, so a form never carries state into the next step.
import { useParams } from 'react-router';
import { type CalculatorMode, headerText } from '../../tools/engine/shared/calculator/kinds.ts';
import { parseStep, previousStep, stepPath, stepTitle } from '../../tools/engine/shared/calculator/steps.ts';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { StepBar } from '../ui/StepBar.tsx';
import './calculator.css';
import { ChooseCalculatorStep } from './steps/ChooseCalculatorStep.tsx';
import { ConfirmationStep } from './steps/ConfirmationStep.tsx';
import { CostComparisonStep } from './steps/CostComparisonStep.tsx';
import { EmailStep } from './steps/EmailStep.tsx';
import { FormStep } from './steps/FormStep.tsx';
import { RegisterStep } from './steps/RegisterStep.tsx';
import { ResultsStep } from './steps/ResultsStep.tsx';
import { type Calculator, useCalculator } from './useCalculator.ts';

export function CalculatorPage({ mode }: { mode: CalculatorMode }) {
  const step = parseStep(useParams().step ?? '');
  if (!step) return <NotFoundPage />;
  return <CalculatorStepPage mode={mode} step={step} />;
}

function StepBody({ calc }: { calc: Calculator }) {
  switch (calc.step) {
    case 'choose-calculator':
      return <ChooseCalculatorStep calc={calc} />;
    case 'register':
      return <RegisterStep calc={calc} />;
    case 'cost-comparison':
      return <CostComparisonStep calc={calc} />;
    case 'results':
      return <ResultsStep calc={calc} />;
    case 'email':
      return <EmailStep calc={calc} />;
    case 'confirmation':
      return <ConfirmationStep calc={calc} />;
    default:
      return <FormStep calc={calc} />;
  }
}

function CalculatorStepPage({
  mode,
  step,
}: {
  mode: CalculatorMode;
  step: NonNullable<ReturnType<typeof parseStep>>;
}) {
  const calc = useCalculator(mode, step);
  const choice = calc.session?.chooseCalculator ?? null;
  const previous = choice === null ? null : previousStep(choice, step);
  const embed = mode === 'embed';
  // Back walks the calculator's own steps; before the first one it leaves for /hub (not when embedded).
  const backTo = previous
    ? stepPath(mode, previous)
    : step === 'choose-calculator'
      ? '/hub'
      : stepPath(mode, 'choose-calculator');
  return (
    <>
      {embed && backTo === '/hub' ? null : <StepBar backTo={backTo} showHome={!embed} />}
      <section className="page calculator" aria-labelledby="calculator-heading">
        <h1 className="calculator-header" id="calculator-heading">
          {headerText(choice)}
        </h1>
        <h2 className="calculator-title">{stepTitle(choice, step)}</h2>
        {calc.session === undefined ? (
          <Spinner label="Loading calculator" />
        ) : (
          <StepBody key={step} calc={calc} />
        )}
      </section>
    </>
  );
}
