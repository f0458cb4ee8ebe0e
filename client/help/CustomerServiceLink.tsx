// 'Contact customer service': the manufacturer's contact page, and the number to call.
import { PAGE_TEXT } from '../../tools/engine/shared/texts.ts';
import { EXTERNAL_LINKS, externalLinkProps } from '../ui/external-links.ts';
import { PhoneLink } from '../ui/PhoneLink.tsx';

export function CustomerServiceLink() {
  return (
    <p className="contact-line">
      <a className="link-button" href={EXTERNAL_LINKS.customerService} {...externalLinkProps}>
        {PAGE_TEXT.contactCustomerService}
      </a>{' '}
      or call <PhoneLink />
    </p>
  );
}
