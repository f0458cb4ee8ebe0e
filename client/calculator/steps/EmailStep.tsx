// email: the calculator's email form on the calculator page; sending it submits the step.

import { sendEmail } from '../calculator-api.ts';
import type { Calculator } from '../useCalculator.ts';
import { EmailForm } from './EmailForm.tsx';

export function EmailStep({ calc }: { calc: Calculator }) {
  const session = calc.session;
  return (
    <EmailForm
      idBase="email"
      notesRows={4}
      submitLabel="Send Email"
      focusFirstError
      send={
        session
          ? async (form) => {
              const delivery = await sendEmail(calc.mode, session.id, form);
              await calc.submit({}, { delivery, recipient: form.recipientEmail });
            }
          : null
      }
    />
  );
}
