// The customer service number as a link phones can dial.
import { CUSTOMER_SERVICE_PHONE } from '../../tools/engine/shared/texts.ts';

export const CUSTOMER_SERVICE_TEL = `tel:+${CUSTOMER_SERVICE_PHONE.replace(/\D/g, '')}`;

export function PhoneLink() {
  return (
    <a className="phone-link" href={CUSTOMER_SERVICE_TEL}>
      {CUSTOMER_SERVICE_PHONE}
    </a>
  );
}
