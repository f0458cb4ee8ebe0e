// The email forms and the mail routes read an address by one rule: an address a form passes is never refused
// by the route with 'try again later', and one the route refuses is marked on its field.
import { describe, expect, it } from 'vitest';
import { checkEmailForm } from '../../client/calculator/steps/fields.tsx';
import { emailAddress } from '../../server/email/email-fields.ts';
import { isEmailAddress } from '../../tools/email-address.ts';

const ADDRESSES = [
  'dana@fleet.example',
  'a.b+c@sub.fleet.example',
  "o'neil@shop.example",
  'Dana@Fleet.Example',
  'x@y.co',
  // refused by the route before, passed by the form
  'dana@fleet_example.com',
  'dana@fleet..example',
  'a@b.c',
  'dana.@x.example',
  'dänä@x.example',
  '"dana"@x.example',
  'a@b-.co',
  'a..b@x.co',
  'a@x',
  'a@@x.co',
  'a@1.2.3.4',
  '<script>@x.co',
  `${'a'.repeat(65)}@x.co`,
];

describe('an email address', () => {
  it.each(ADDRESSES)('%s: the form and the route agree', (address) => {
    const route = emailAddress.safeParse(address).success;
    const form = !checkEmailForm({ recipientName: 'Dana', recipientEmail: address }).recipientEmail;
    expect(form).toBe(route);
    expect(isEmailAddress(address)).toBe(route);
  });

  it('passes the plain addresses a fleet uses and refuses the ones mail cannot reach', () => {
    expect(ADDRESSES.filter(isEmailAddress)).toEqual([
      'dana@fleet.example',
      'a.b+c@sub.fleet.example',
      "o'neil@shop.example",
      'Dana@Fleet.Example',
      'x@y.co',
    ]);
  });
});
