// /replace/:step, /replace/:calculator/:step and the same under /embed: one calculator step, with the
// calculator's header, Back/Home bar and progress. Each calculator has its own URLs; the spec's
// /replace/{step} moves on to them once the session's calculator is known. Each step's body is keyed by
// the step, so a form never carries state into the next step.
import { Navigate, useLocation, useParams } from 'react-router';
import {
  type CalculatorMode,
  type ChooseCalculator,
  headerText,
} from '../../tools/engine/shared/calculator/kind-names.ts';
import {
  type CalculatorStep,
  previousStep,
  readCalculatorAddress,
  stepPath,
  stepTitle,
} from '../../tools/engine/shared/calculator/step-paths.ts';
import { confirmationTitle } from '../../tools/engine/shared/calculator/texts.ts';
import { HOME_WAY, NotFoundPage } from '../pages/NotFoundPage.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { StepBar } from '../ui/StepBar.tsx';
import './calculator.css';
import { CalculatorProgress } from './CalculatorProgress.tsx';
import { LinkGone, OtherCalculator } from './LinkProblems.tsx';
import { stepToDo } from './session-results.ts';
import { ChooseCalculatorStep } from './steps/ChooseCalculatorStep.tsx';
import { ConfirmationStep } from './steps/ConfirmationStep.tsx';
import { CostComparisonStep } from './steps/CostComparisonStep.tsx';
import { EmailStep } from './steps/EmailStep.tsx';
import { FormStep } from './steps/FormStep.tsx';
import { RegisterStep } from './steps/RegisterStep.tsx';
import { ResultsStep } from './steps/ResultsStep.tsx';
import { type Calculator, useCalculator } from './useCalculator.ts';

export function CalculatorPage({ mode }: { mode: CalculatorMode }) {
  const params = useParams();
  const { search } = useLocation();
  const address = readCalculatorAddress(params);
  switch (address.kind) {
    case 'start':
      return <Navigate to={`${stepPath(mode, 'register', address.choice)}${search}`} replace />;
    case 'chooser':
      return <Navigate to={`${stepPath(mode, 'choose-calculator')}${search}`} replace />;
    case 'not-found':
      return <CalculatorNotFound mode={mode} choice={address.choice} />;
    case 'step':
      return (
        <CalculatorStepPage
          key={`${address.choice}/${address.step}`}
          mode={mode}
          step={address.step}
          urlChoice={address.choice}
        />
      );
  }
}

/** The 404 of a calculator URL: on to the calculator it names (or the chooser); Home only in the app frame. */
function CalculatorNotFound({ mode, choice }: { mode: CalculatorMode; choice: ChooseCalculator | null }) {
  const calculator = {
    to: choice === null ? stepPath(mode, 'choose-calculator') : stepPath(mode, 'register', choice),
    label: `Go to the ${headerText(choice)}`,
  };
  return <NotFoundPage ways={mode === 'embed' ? [calculator] : [HOME_WAY, calculator]} />;
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
  urlChoice,
}: {
  mode: CalculatorMode;
  step: CalculatorStep;
  urlChoice: ChooseCalculator | null;
}) {
  const calc = useCalculator(mode, step, urlChoice);
  const location = useLocation();
  const sessionChoice = calc.session?.chooseCalculator ?? null;
  // The spec's /replace/{step}: on to the session's calculator's own URL, keeping the navigation's state.
  if (urlChoice === null && sessionChoice !== null && step !== 'choose-calculator')
    return <Navigate to={calc.href(step)} state={location.state} replace />;
  const choice = urlChoice ?? sessionChoice;
  // The URL names one calculator, the session on this device is the other (register switches it).
  const other =
    urlChoice !== null && sessionChoice !== null && sessionChoice !== urlChoice && step !== 'register';
  const previous = choice === null ? null : previousStep(choice, step);
  const embed = mode === 'embed';
  // the confirmation after a send carries the delivery in the navigation's state (ConfirmationStep)
  const delivery = (location.state as { delivery?: string } | null)?.delivery;
  // Email and confirmation come after the results: 'All N steps done' only of a finished calculation;
  // before that (opened cold, or ahead of the values) the progress says where the calculation stands.
  const progressAt =
    step === 'email' || step === 'confirmation' ? (stepToDo(calc.session, urlChoice) ?? step) : step;
  // Back walks the calculator's own steps; before the first one it leaves for /hub (not when embedded).
  const backTo = previous
    ? calc.href(previous)
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
        {calc.link === 'gone' || calc.link === 'failed' ? null : (
          <CalculatorProgress choice={choice} step={progressAt} />
        )}
        <h2 className="calculator-title">
          {/* 'Email Sent' only after a send in this visit: opened by its link, nothing was sent */}
          {step === 'confirmation'
            ? confirmationTitle(delivery, stepTitle(choice, step))
            : stepTitle(choice, step)}
        </h2>
        {calc.link === 'gone' || calc.link === 'failed' ? (
          <LinkGone calc={calc} failed={calc.link === 'failed'} />
        ) : calc.session === undefined && !(step === 'choose-calculator' && calc.link === 'ok') ? (
          // The choice is drawn while the session loads (its buttons wait for it): it is the page's first
          // screen, which the server draws into the HTML (decision 045) and this render keeps.
          <Spinner label="Loading calculator" />
        ) : other && calc.session ? (
          <OtherCalculator calc={calc} session={calc.session} />
        ) : (
          <StepBody key={step} calc={calc} />
        )}
      </section>
    </>
  );
}
