// email: the calculator's email form on the calculator page; sending it submits the step. Before the
// calculation is done (opened cold, or by a link ahead of its values) there is nothing to send: it says
// so and leads to the first step not done, like the results.
import { CALCULATOR_TEXT } from '../../../tools/engine/shared/calculator/texts.ts';
import { SessionGone, sendEmail } from '../calculator-api.ts';
import { startStep, stepToDo } from '../session-results.ts';
import { formDraft } from '../step-drafts.ts';
import type { Calculator } from '../useCalculator.ts';
import { EmailForm } from './EmailForm.tsx';
import { EMAIL_FIELDS } from './fields.tsx';
import { MissingValues } from './MissingValues.tsx';

export function EmailStep({ calc }: { calc: Calculator }) {
  const session = calc.session;
  const toDo = stepToDo(session, calc.urlChoice);
  if (!session || toDo !== null)
    return (
      <MissingValues
        calc={calc}
        missingStep={toDo ?? startStep(calc.urlChoice)}
        lead={CALCULATOR_TEXT.nothingToEmail}
      />
    );
  return (
    <EmailForm
      idBase="email"
      notesRows={4}
      submitLabel="Send Email"
      focusFirstError
      draft={formDraft(
        calc.mode,
        session.id,
        'email',
        Object.fromEntries(EMAIL_FIELDS.map((f) => [f.name, f.maxLength])),
      )}
      send={async (form) => {
        const delivery = await sendEmail(calc.mode, session.id, form).catch((err: unknown) => {
          // ended (expired, or Start Again elsewhere): said on the page, not 'try again later' on every try
          if (err instanceof SessionGone) return null;
          throw err;
        });
        if (delivery === null) return calc.lost();
        await calc.submit({}, { delivery, recipient: form.recipientEmail });
      }}
    />
  );
}
