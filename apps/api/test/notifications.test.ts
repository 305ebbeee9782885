import type { AddressInfo } from 'node:net';
import {
  markReadResponse,
  NOTIFICATION_PATHS,
  notification,
  notificationCounts,
  notificationListResponse,
  page,
  success,
} from '@paydesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { notify } from '../src/platform/notifications/notifications.service.ts';
import { createBusiness, login, type TestMember } from './helpers/fixtures.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { tokenFor } from './helpers/wallet-fixtures.ts';

const api = (path: string) => `/api${path}`;
const list = notificationListResponse;

let t: TestApp;
let owner: TestMember;
let token: string;

beforeAll(async () => {
  // A small business cap, so the test can reach it: 5 streams per session (the default), 7 per business.
  t = await startTestApp({ env: { SSE_STREAMS_PER_BUSINESS: '7' } });
  owner = await createBusiness(t, { name: 'Ikeja Textiles' });
  token = (await login(t, owner, { 'user-agent': 'Mozilla/5.0 Chrome/130.0.0.0' })).token;
});
afterAll(() => t.close());

async function listening(): Promise<number> {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  return (t.app.server.address() as AddressInfo).port;
}

/** Opens the notification stream with a token: its status, its JSON body when refused, and a way to close it. */
async function openStream(bearer: string) {
  const controller = new AbortController();
  const response = await fetch(`http://127.0.0.1:${await listening()}${api(NOTIFICATION_PATHS.stream)}`, {
    headers: { authorization: `Bearer ${bearer}` },
    signal: controller.signal,
  });
  const body = response.status === 200 ? null : await response.json();
  return {
    status: response.status,
    body,
    retryAfter: response.headers.get('retry-after'),
    close: () => controller.abort(),
  };
}

async function eventually<T>(attempt: () => Promise<T>, ok: (v: T) => boolean): Promise<T> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const value = await attempt();
    if (ok(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('notifications', () => {
  it('a new login creates a notification, listed under notifications.docs with the spec fields', async () => {
    // Strict items, so a field the contract does not name fails the parse as well as the key check below.
    const strictList = success(
      z.object({ notifications: page(notification.strict()), counts: notificationCounts }),
    );
    const { status, data } = await t.api.get(api(NOTIFICATION_PATHS.list), { token, schema: strictList });
    expect(status).toBe(200);
    const first = data.notifications.docs[0]!;
    expect(first).toMatchObject({ kind: 'auth.login', firstName: 'Chidi', read: false });
    expect(first.message).toMatch(/^New login to your account from 127\.0\.0\.1 \(Chrome\)\.$/);
    expect(Object.keys(first).sort()).toEqual([
      '_id',
      'createdAt',
      'firstName',
      'kind',
      'lastName',
      'link',
      'message',
      'read',
    ]);
    expect(data.counts).toEqual({ all: 1, unread: 1, read: 0 });
  });

  it('tabs all, unread and read filter the list and carry counts; clicking an unread item marks it read', async () => {
    await t.server.database.db.transaction((tx) =>
      notify(tx, {
        companyId: owner.companyId,
        recipients: [owner.userId],
        kind: 'test.one',
        message: 'Payroll for May is ready',
      }),
    );
    const unread = await t.api.get(`${api(NOTIFICATION_PATHS.list)}?status=unread`, { token, schema: list });
    expect(unread.data.notifications.totalDocs).toBe(2);
    const id = unread.data.notifications.docs[0]!._id;

    const marked = await t.api.patch(api(NOTIFICATION_PATHS.markRead(id)), undefined, {
      token,
      schema: markReadResponse,
    });
    expect(marked.status).toBe(200);
    expect(marked.data).toEqual({ updated: 1, counts: { all: 2, unread: 1, read: 1 } });

    const read = await t.api.get(`${api(NOTIFICATION_PATHS.list)}?status=read`, { token, schema: list });
    expect(read.data.notifications.docs.map((n) => n._id)).toEqual([id]);
    expect(read.data.notifications.docs[0]!.read).toBe(true);
  });

  it('mark all as read takes an empty payload and reads everything', async () => {
    const res = await t.api.patch(api(NOTIFICATION_PATHS.markAllRead), undefined, {
      token,
      schema: markReadResponse,
    });
    expect(res.status).toBe(200);
    expect(res.data.counts).toEqual({ all: 2, unread: 0, read: 2 });
  });

  it("another business's notification answers 404 and changes nothing", async () => {
    const other = await createBusiness(t, { name: 'Aba Leatherworks' });
    await t.server.database.db.transaction((tx) =>
      notify(tx, {
        companyId: other.companyId,
        recipients: [other.userId],
        kind: 'test.other',
        message: 'Not yours',
      }),
    );
    const otherToken = (await login(t, other)).token;
    const theirs = await t.api.get(`${api(NOTIFICATION_PATHS.list)}?status=unread`, {
      token: otherToken,
      schema: list,
    });
    const theirId = theirs.data.notifications.docs.find((n) => n.kind === 'test.other')!._id;
    const res = await t.api.send('PATCH', api(NOTIFICATION_PATHS.markRead(theirId)), undefined, { token });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ error: true, code: 'NOT_FOUND' });
    const after = await t.api.get(`${api(NOTIFICATION_PATHS.list)}?status=unread`, {
      token: otherToken,
      schema: list,
    });
    expect(after.data.notifications.docs.some((n) => n._id === theirId)).toBe(true);
  });

  it('answers 401 unauthorized without a token and 400 for a bad tab', async () => {
    const res = await t.api.send('GET', api(NOTIFICATION_PATHS.list));
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('unauthorized');
    const bad = await t.api.send('GET', `${api(NOTIFICATION_PATHS.list)}?status=archived`, undefined, {
      token,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Validation Errors');
  });

  it('pushes the unread count live over server-sent events', async () => {
    const port = await listening();
    const controller = new AbortController();
    const response = await fetch(`http://127.0.0.1:${port}${api(NOTIFICATION_PATHS.stream)}`, {
      headers: { authorization: `Bearer ${token}` },
      signal: controller.signal,
    });
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    const nextUnread = async () => {
      for (;;) {
        const match = /event: unread\ndata: (\{[^\n]*\})\n\n/.exec(buffer);
        if (match) {
          buffer = buffer.slice(match.index + match[0].length);
          return JSON.parse(match[1]!).unread as number;
        }
        const { value, done } = await reader.read();
        if (done) throw new Error('stream ended');
        buffer += decoder.decode(value);
      }
    };
    expect(await nextUnread()).toBe(0);
    await t.server.database.db.transaction((tx) =>
      notify(tx, {
        companyId: owner.companyId,
        recipients: [owner.userId],
        kind: 'test.live',
        message: 'Salary run approved',
      }),
    );
    expect(await nextUnread()).toBe(1);
    controller.abort();
  });

  it('caps live streams per session (5) and per business with a clear 429; closing a stream frees its slot', async () => {
    const business = await createBusiness(t, { name: 'Stream Happy Ltd' });
    const first = await tokenFor(t, business);
    const second = await tokenFor(t, business);
    const open = [];
    for (let i = 0; i < 5; i++) open.push(await openStream(first));
    expect(open.map((s) => s.status)).toEqual([200, 200, 200, 200, 200]);
    const sixth = await openStream(first);
    expect(sixth.status).toBe(429);
    expect(sixth.retryAfter).toBe('30');
    expect(sixth.body).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'You have 5 notification streams open in this session already. Close a tab and try again.',
    });
    // Another session of the same business has slots of its own, up to the business's cap of 7.
    const other = [await openStream(second), await openStream(second)];
    expect(other.map((s) => s.status)).toEqual([200, 200]);
    const overBusiness = await openStream(second);
    expect(overBusiness.status).toBe(429);
    expect(overBusiness.body.message).toBe(
      'Your business has 7 notification streams open already. Try again later.',
    );
    // Another business is not affected.
    const elsewhere = await openStream(token);
    expect(elsewhere.status).toBe(200);
    // Closing a stream frees its slot (once the server hears the connection close).
    open.pop()!.close();
    const reopened = await eventually(
      () => openStream(first),
      (s) => s.status === 200,
    );
    expect(reopened.status).toBe(200);
    expect((await openStream(first)).status).toBe(429);
    for (const s of [...open, ...other, elsewhere, reopened]) s.close();
  });
});
