// The staff app's silent refresh: an expired staff access token is renewed once with the refresh token (shared by
// concurrent calls) and the calls replay with the new token; a refused refresh ends the staff session.
import { STAFF_PATHS, type StaffSession } from '@paydesk/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { useStaffSession } from '../state/staff-session-store.ts';
import { staffCall } from './staff-request.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const unauthorized = { error: true, message: 'unauthorized', code: 'UNAUTHORIZED' };
const anything = z.object({ message: z.string(), data: z.unknown() });

function session(overrides: Partial<StaffSession>): StaffSession {
  return {
    token: 'old-access',
    refreshToken: 'r'.repeat(43),
    expiresAt: Date.now() + 600_000,
    employments: [],
    profile: {
      employeeId: 'e1',
      companyId: 'c1',
      companyName: 'Aba Leather',
      firstName: 'Ngozi',
      lastName: 'Eze',
      email: 'ngozi@example.ng',
      phoneNumber: '+2348051234567',
      staffId: 'S1',
      jobTitle: null,
      department: null,
      onDemandState: 'accepted',
      bankAccount: {
        bankCode: '',
        bankName: '',
        accountNumber: '',
        accountName: '',
        nameCheck: 'unverified',
      },
    },
    ...overrides,
  };
}

interface Call {
  url: string;
  auth: string | null;
  body: unknown;
}
let calls: Call[];

function serve(handler: (call: Call) => Response | Promise<Response>) {
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const headers = new Headers(init.headers);
    const call = {
      url,
      auth: headers.get('Authorization'),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    return handler(call);
  });
}

beforeEach(() => {
  calls = [];
  vi.stubGlobal('navigator', { onLine: true });
});
afterEach(() => {
  vi.unstubAllGlobals();
  useStaffSession.getState().clear();
});

const isRefresh = (call: Call) => call.url.endsWith(STAFF_PATHS.refresh);

describe('staff calls refresh silently', () => {
  it('a 401 triggers one refresh for concurrent calls; both replay with the new token and it is kept', async () => {
    useStaffSession.getState().signIn(session({}));
    serve(async (call) => {
      if (isRefresh(call)) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        return json(200, {
          message: 'Session refreshed',
          data: { token: 'new-access', refreshToken: 'n'.repeat(43), expiresAt: Date.now() + 900_000 },
        });
      }
      return call.auth === 'Bearer new-access'
        ? json(200, { message: 'ok', data: call.url })
        : json(401, unauthorized);
    });
    const [me, payslips] = await Promise.all([
      staffCall({ method: 'GET', path: STAFF_PATHS.me }, anything),
      staffCall({ method: 'GET', path: '/staff/me/payslips' }, anything),
    ]);
    expect(me.data).toContain(STAFF_PATHS.me);
    expect(payslips.data).toContain('/staff/me/payslips');
    const refreshes = calls.filter(isRefresh);
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]!.body).toEqual({ refreshToken: 'r'.repeat(43) });
    expect(refreshes[0]!.auth).toBeNull();
    expect(useStaffSession.getState().session).toMatchObject({
      token: 'new-access',
      refreshToken: 'n'.repeat(43),
      profile: { companyName: 'Aba Leather' },
    });
  });

  it('an access token already past its expiry is refreshed before the call, not after a 401', async () => {
    useStaffSession.getState().signIn(session({ expiresAt: Date.now() - 1_000 }));
    serve((call) =>
      isRefresh(call)
        ? json(200, {
            message: 'Session refreshed',
            data: { token: 'new-access', refreshToken: 'n'.repeat(43), expiresAt: Date.now() + 900_000 },
          })
        : json(200, { message: 'ok', data: call.auth }),
    );
    const answer = await staffCall({ method: 'GET', path: STAFF_PATHS.me }, anything);
    expect(answer.data).toBe('Bearer new-access');
    expect(calls.map((c) => isRefresh(c))).toEqual([true, false]);
  });

  it('a refused refresh ends the staff session and the call fails', async () => {
    useStaffSession.getState().signIn(session({}));
    serve(() => json(401, unauthorized));
    await expect(staffCall({ method: 'GET', path: STAFF_PATHS.me }, anything)).rejects.toMatchObject({
      status: 401,
    });
    expect(calls.filter(isRefresh)).toHaveLength(1);
    expect(useStaffSession.getState().session).toBeNull();
  });
});
