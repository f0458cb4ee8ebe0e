// Every address outside this app, in one place, so a manufacturer can point them at its own site.

const SITE = 'https://www.conmet.com';

export const EXTERNAL_LINKS = {
  productWebsite: `${SITE}/`,
  serviceLiterature: `${SITE}/literature/`,
  trainingSite: `${SITE}/training/`,
  privacyPolicy: `${SITE}/privacy-policy/`,
  termsAndConditions: `${SITE}/terms-and-conditions/`,
  customerService: `${SITE}/contact/`,
  bearingCrossReference: `${SITE}/wp-content/uploads/bearing-cross-reference.pdf`,
  sealCrossReference: `${SITE}/wp-content/uploads/seal-cross-reference.pdf`,
  spindleNutCrossReference: `${SITE}/wp-content/uploads/spindle-nut-cross-reference.pdf`,
} as const;

/** Attributes for a link that leaves the app: a new tab that cannot reach back into ours. */
export const externalLinkProps = { target: '_blank', rel: 'noopener noreferrer' } as const;
