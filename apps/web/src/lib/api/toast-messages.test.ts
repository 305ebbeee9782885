import { describe, expect, it } from 'vitest';
import { toastMessagesFor } from './toast-messages.ts';

describe('toast rules (spec §8)', () => {
  it("'Validation Errors' shows each message from errors, per field", () => {
    const payload = {
      error: true,
      message: 'Validation Errors',
      code: 'VALIDATION_ERROR',
      errors: { email: ['Enter a valid email address'], password: ['Password is required', 'Too short'] },
    };
    expect(toastMessagesFor(payload)).toEqual([
      { field: 'email', message: 'Enter a valid email address' },
      { field: 'password', message: 'Password is required' },
      { field: 'password', message: 'Too short' },
    ]);
  });

  it("'Validation Errors' falls back to data.errors, then data.responses", () => {
    expect(
      toastMessagesFor({ message: 'Validation Errors', data: { errors: { phoneNumber: 'Invalid phone' } } }),
    ).toEqual([{ field: 'phoneNumber', message: 'Invalid phone' }]);
    expect(
      toastMessagesFor({
        message: 'Validation Errors',
        data: { responses: [{ message: 'Row 2: bad account' }, 'Row 3: bad bank'] },
      }),
    ).toEqual([{ message: 'Row 2: bad account' }, { message: 'Row 3: bad bank' }]);
  });

  it('validationErrors as a string or a list shows each entry', () => {
    expect(toastMessagesFor({ message: 'Bad', validationErrors: 'Amount is required' })).toEqual([
      { message: 'Amount is required' },
    ]);
    expect(
      toastMessagesFor({ message: 'Bad', validationErrors: ['Amount is required', 'Narration is too long'] }),
    ).toEqual([{ message: 'Amount is required' }, { message: 'Narration is too long' }]);
  });

  it('otherwise shows the message', () => {
    expect(
      toastMessagesFor({ error: true, message: 'Invalid email or password', code: 'INVALID_CREDENTIALS' }),
    ).toEqual([{ message: 'Invalid email or password' }]);
  });

  it("failing that, shows 'An error occurred'", () => {
    expect(toastMessagesFor({ error: true })).toEqual([{ message: 'An error occurred' }]);
    expect(toastMessagesFor(undefined)).toEqual([{ message: 'An error occurred' }]);
    expect(toastMessagesFor({ message: 'Validation Errors' })).toEqual([{ message: 'Validation Errors' }]);
  });
});
