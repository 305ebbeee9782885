import type { AddressInfo } from 'node:net';
import { NOTIFICATION_PATHS } from '@paydesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notify } from '../src/platform/notifications/notifications.service.ts';
import { createBusiness, login, type TestMember } from './helpers/fixtures.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

const api = (path: string) => `/api${path}`;

let t: TestApp;
let owner: TestMember;
let token: string;

beforeAll(async () => {
  t = await startTestApp();
  owner = await createBusiness(t, { name: 'Ikeja Textiles' });
  token = (await login(t, owner, { 'user-agent': 'Mozilla/5.0 Chrome/130.0.0.0' })).token;
});
afterAll(() => t.close());

describe('notifications', () => {
  it('a new login creates a notification, listed under notifications.docs with the spec fields', async () => {
    const { status, body } = await t.call('GET', api(NOTIFICATION_PATHS.list), undefined, { token });
    expect(status).toBe(200);
    const [first] = body.data.notifications.docs;
    expect(first).toMatchObject({ kind: 'auth.login', firstName: 'Chidi', read: false });
    expect(first.message).toMatch(/^New login to your account from 127\.0\.0\.1 \(Chrome\)\.$/);
    expect(Object.keys(first).sort()).toEqual([
      '_id',
      'createdAt',
      'firstName',
      'kind',
      'lastName',
      'message',
      'read',
    ]);
    expect(body.data.counts).toEqual({ all: 1, unread: 1, read: 0 });
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
    const unread = await t.call('GET', `${api(NOTIFICATION_PATHS.list)}?status=unread`, undefined, { token });
    expect(unread.body.data.notifications.totalDocs).toBe(2);
    const id = unread.body.data.notifications.docs[0]._id;

    const marked = await t.call('PATCH', api(NOTIFICATION_PATHS.markRead(id)), undefined, { token });
    expect(marked.status).toBe(200);
    expect(marked.body.data).toEqual({ updated: 1, counts: { all: 2, unread: 1, read: 1 } });

    const read = await t.call('GET', `${api(NOTIFICATION_PATHS.list)}?status=read`, undefined, { token });
    expect(read.body.data.notifications.docs.map((n: { _id: string }) => n._id)).toEqual([id]);
    expect(read.body.data.notifications.docs[0].read).toBe(true);
  });

  it('mark all as read takes an empty payload and reads everything', async () => {
    const res = await t.call('PATCH', api(NOTIFICATION_PATHS.markAllRead), undefined, { token });
    expect(res.status).toBe(200);
    expect(res.body.data.counts).toEqual({ all: 2, unread: 0, read: 2 });
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
    const theirs = await t.call('GET', `${api(NOTIFICATION_PATHS.list)}?status=unread`, undefined, {
      token: otherToken,
    });
    const theirId = theirs.body.data.notifications.docs.find(
      (n: { kind: string }) => n.kind === 'test.other',
    )._id;
    const res = await t.call('PATCH', api(NOTIFICATION_PATHS.markRead(theirId)), undefined, { token });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ error: true, code: 'NOT_FOUND' });
    const after = await t.call('GET', `${api(NOTIFICATION_PATHS.list)}?status=unread`, undefined, {
      token: otherToken,
    });
    expect(after.body.data.notifications.docs.some((n: { _id: string }) => n._id === theirId)).toBe(true);
  });

  it('answers 401 unauthorized without a token and 400 for a bad tab', async () => {
    const res = await t.call('GET', api(NOTIFICATION_PATHS.list));
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('unauthorized');
    const bad = await t.call('GET', `${api(NOTIFICATION_PATHS.list)}?status=archived`, undefined, { token });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Validation Errors');
  });

  it('pushes the unread count live over server-sent events', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
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
});
