import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error.ts';
import { WALLET_NOT_FOUND_MESSAGE } from '../copy.ts';
import { isSilentDashboardError } from './dashboard-errors.ts';

describe("a dashboard failure with 'Wallet Not Found' is silent", () => {
  it('stays silent for that message only', () => {
    expect(WALLET_NOT_FOUND_MESSAGE).toBe('Wallet Not Found');
    expect(isSilentDashboardError(new ApiError('Wallet Not Found', { kind: 'http', status: 404 }))).toBe(
      true,
    );
    expect(isSilentDashboardError(new ApiError('Wallet not found', { kind: 'http', status: 404 }))).toBe(
      true,
    );
    expect(isSilentDashboardError(new ApiError('An error occurred', { kind: 'http', status: 500 }))).toBe(
      false,
    );
    expect(isSilentDashboardError(null)).toBe(false);
  });
});
