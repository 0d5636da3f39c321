/**
 * Phones as people read them (docs/requirements.md#cv-management, issue 38 item 9): the country code
 * and the number grouped the way the country writes it, in every place a phone is shown (CV list,
 * candidate page, role management); a number libphonenumber cannot read is shown as typed.
 */
import { describe, expect, it } from 'vitest';
import { formatPhone } from '@/components/phone/format';

describe('formatPhone', () => {
  it.each([
    ['Irish mobile', '+353', '871234567', '+353 87 123 4567'],
    ['Irish landline (Cork)', '+353', '214901234', '+353 21 490 1234'],
    ['UK mobile', '+44', '7400123456', '+44 7400 123456'],
    ['UK landline (London)', '+44', '2071234567', '+44 20 7123 4567'],
    ['US', '+1', '2015550123', '+1 201 555 0123'],
    ['Indian mobile', '+91', '9812345678', '+91 98123 45678'],
    ['Singapore mobile', '+65', '81234567', '+65 8123 4567'],
  ])('groups a %s number', (_, country_code, number, shown) => {
    expect(formatPhone({ country_code, number })).toBe(shown);
  });

  it('shows a number libphonenumber cannot read as typed', () => {
    expect(formatPhone({ country_code: '+999', number: '12345678' })).toBe('+999 12345678');
  });

  it('shows nothing for no phone', () => {
    expect(formatPhone(null)).toBeNull();
    expect(formatPhone(undefined)).toBeNull();
  });
});
