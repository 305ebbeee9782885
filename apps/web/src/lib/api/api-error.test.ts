import { describe, expect, it } from 'vitest';
import {
  ApiError,
  decodeError,
  httpError,
  isRefreshTrigger,
  noDataError,
  noResponseError,
  toApiError,
} from './api-error.ts';

describe('error classification of the request layer (spec §8)', () => {
  it("a request that got no response gives 'No Internet Connection' when offline", () => {
    expect(noResponseError(false).message).toBe('No Internet Connection');
  });

  it("a request that got no response while online gives 'Error: Invalid request. Please try again later.'", () => {
    expect(noResponseError(true).message).toBe('Error: Invalid request. Please try again later.');
  });

  it("a body that cannot be decoded gives 'Invalid response data.'", () => {
    expect(decodeError().message).toBe('Invalid response data.');
  });

  it("a response without data gives 'response.data is not defined!'", () => {
    expect(noDataError().message).toBe('response.data is not defined!');
  });

  it("any other failure gives 'An error occurred. Please try again later.'", () => {
    expect(toApiError(new TypeError('boom')).message).toBe('An error occurred. Please try again later.');
    expect(toApiError('weird').kind).toBe('other');
  });

  it('an error response passes its decoded body on, with the server message and code', () => {
    const body = {
      error: true,
      message: 'Validation Errors',
      code: 'VALIDATION_ERROR',
      errors: { email: ['Taken'] },
    };
    const error = httpError(422, body);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('Validation Errors');
    expect(error.status).toBe(422);
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.payload).toBe(body);
    expect(error.fieldErrors).toEqual({ email: ['Taken'] });
    expect(toApiError(error)).toBe(error);
  });

  it('an error response without a message falls back to the generic text', () => {
    expect(httpError(500, { error: true }).message).toBe('An error occurred. Please try again later.');
  });
});

describe('token refresh decision (spec §5)', () => {
  it("a 401 with 'Expired Session, Please Login Again' or 'unauthorized', in any case, triggers a refresh", () => {
    expect(isRefreshTrigger(httpError(401, { message: 'Expired Session, Please Login Again' }))).toBe(true);
    expect(isRefreshTrigger(httpError(401, { message: 'expired session, please login again' }))).toBe(true);
    expect(isRefreshTrigger(httpError(401, { message: 'Unauthorized' }))).toBe(true);
  });

  it('other 401 messages, and the same messages with another status, do not', () => {
    expect(isRefreshTrigger(httpError(401, { message: 'Invalid email or password' }))).toBe(false);
    expect(isRefreshTrigger(httpError(403, { message: 'unauthorized' }))).toBe(false);
    expect(isRefreshTrigger(new Error('unauthorized'))).toBe(false);
  });
});
