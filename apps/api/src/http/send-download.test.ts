import { Readable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { exportName, sendDownload } from './route-kit.ts';

describe('sendDownload', () => {
  it('sends bytes or a stream as an attachment under its name, never cached; a non-ASCII name also as UTF-8', async () => {
    const app = Fastify();
    app.get('/bytes', (_request, reply) =>
      sendDownload(reply, { bytes: 'a,b\r\n', name: 'trade-advances.csv', type: 'text/csv; charset=utf-8' }),
    );
    app.get('/stream', (_request, reply) =>
      sendDownload(reply, {
        stream: Readable.from(['%PDF']),
        name: 'Ọkafor "March".pdf',
        type: 'application/pdf',
      }),
    );
    const bytes = await app.inject({ url: '/bytes' });
    expect(bytes.body).toBe('a,b\r\n');
    expect(bytes.headers).toMatchObject({
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="trade-advances.csv"',
      'cache-control': 'no-store',
    });
    const stream = await app.inject({ url: '/stream' });
    expect(stream.body).toBe('%PDF');
    expect(stream.headers['content-disposition']).toBe(
      `attachment; filename="_kafor _March_.pdf"; filename*=UTF-8''${encodeURIComponent('Ọkafor "March".pdf')}`,
    );
    await app.close();
  });
});

describe('exportName', () => {
  it('names an export with its filters and the day, leaving out paging, format and ids', () => {
    expect(
      exportName(
        'transactions',
        {
          from: '2026-11-01',
          to: '2026-11-28',
          type: 'transfer_out',
          walletId: '3f6c1a52-8d4e-4b7a-9c21-5e0d7b9a4f10',
          search: 'Office rent, Q1',
          page: 2,
          limit: 20,
        },
        'csv',
        '2026-11-28',
      ),
    ).toBe('transactions-search-office-rent-q1-transfer-out-from-2026-11-01-to-2026-11-28-2026-11-28.csv');
    expect(exportName('employees', { format: 'xlsx', status: undefined }, 'xlsx', '2026-11-28')).toBe(
      'employees-2026-11-28.xlsx',
    );
    expect(exportName('audit-logs', { outcome: 'failure', action: 'auth.login' }, 'csv', '2026-11-28')).toBe(
      'audit-logs-auth-login-failure-2026-11-28.csv',
    );
  });
});
