import { describe, expect, it } from 'vitest';
import { API_MESSAGES, REFRESH_TRIGGER_MESSAGES } from './messages.ts';

describe('request layer texts (spec §5, §8), spelling included', () => {
  it('quotes every fixed message exactly', () => {
    expect(API_MESSAGES).toEqual({
      invalidResponse: 'Invalid response data.',
      offline: 'No Internet Connection',
      noResponse: 'Error: Invalid request. Please try again later.',
      otherFailure: 'An error occurred. Please try again later.',
      noData: 'response.data is not defined!',
      refreshFailedTitle: 'Authorization',
      refreshFailed: 'An error occured, Please Login Again',
      fallbackToast: 'An error occurred',
      validationErrors: 'Validation Errors',
    });
  });

  it('refresh is decided on the two messages of spec §5, lower-cased for a case-insensitive match', () => {
    expect(REFRESH_TRIGGER_MESSAGES).toEqual(['expired session, please login again', 'unauthorized']);
  });
});
