// The calculator confirmation's title says what happened to the email: 'Email Sent' only when it went out.
import { describe, expect, it } from 'vitest';
import { CALCULATOR_TEXT, confirmationTitle, sentText } from '../../tools/engine/shared/calculator/texts.ts';

describe('the confirmation title', () => {
  it("is 'Email Sent' after a send that went out", () => {
    expect(confirmationTitle('sent', 'Email Sent')).toBe('Email Sent');
  });

  it('says the email is not sent yet when the site keeps it to send later, as its text says', () => {
    // the heading said 'Email Sent' above 'this site is not sending email at the moment'
    expect(confirmationTitle('stored', 'Email Sent')).toBe(CALCULATOR_TEXT.storedTitle);
    expect(CALCULATOR_TEXT.storedTitle).not.toMatch(/sent$/i);
    expect(sentText('stored')).toContain('not sending email at the moment');
  });

  it('claims nothing when the page is opened by its link', () => {
    expect(confirmationTitle(undefined, 'Email Sent')).toBe(CALCULATOR_TEXT.notSentTitle);
  });
});
