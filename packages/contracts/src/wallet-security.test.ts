import { describe, expect, it } from 'vitest';
import { changePinRequest, weakPinReason } from './wallet-security.ts';

describe('weakPinReason', () => {
  it.each(['0000', '1111', '9999'])('refuses %s, one digit repeated', (pin) => {
    expect(weakPinReason(pin)).toBe('Choose a PIN that is not one digit repeated');
  });
  it.each(['1234', '0123', '6789', '7890', '8901', '4321', '9876', '3210', '1098'])(
    'refuses %s, a run of digits',
    (pin) => {
      expect(weakPinReason(pin)).toBe('Choose a PIN that is not a run of digits like 1234');
    },
  );
  it.each(['1900', '1987', '2001', '2099'])('refuses %s, a year', (pin) => {
    expect(weakPinReason(pin)).toBe('Choose a PIN that is not a year, such as a year of birth');
  });
  it.each(['2580', '4821', '2468', '9753', '1357', '1899', '2100', '1235'])('accepts %s', (pin) => {
    expect(weakPinReason(pin)).toBeNull();
  });
  it('puts the reason on the pin field of a PIN change', () => {
    const parsed = changePinRequest.safeParse({ otp: '123456', pin: '1111', confirmPin: '1111' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['pin', 'Choose a PIN that is not one digit repeated'],
    ]);
  });
});
