import { isValidPhone, PHONE_MAX_LENGTH, PHONE_PATTERN } from './fields.ts';

// The one phone rule: the checkout's forms and the account's call isValidPhone, the API's schemas
// put PHONE_PATTERN in JSON schema. Both must agree on every number.
describe('the phone rule', () => {
  const schemaAccepts = (phone: string) =>
    phone.length <= PHONE_MAX_LENGTH && new RegExp(PHONE_PATTERN, 'u').test(phone);

  it.each([
    '+54 11 4444-1234',
    '11 4567 8901',
    '(0351) 456-7890',
    '+56 9 5555 0101',
    '2.2345.6789',
  ])('accepts %s', (phone) => {
    expect(isValidPhone(phone)).toBe(true);
    expect(schemaAccepts(phone)).toBe(true);
  });

  it.each([
    ['too few digits', '4444-123'],
    ['too many digits', '+54 11 4444 1234 5678'],
    ['letters', 'llamame al 11 4444-1234'],
    ['a plus sign inside', '11+4444-1234'],
    ['markup', '<script>'],
    ['over 30 characters', '1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6'],
  ])('refuses %s', (_why, phone) => {
    expect(isValidPhone(phone)).toBe(false);
    expect(schemaAccepts(phone)).toBe(false);
  });
});
