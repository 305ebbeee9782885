import { Readable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { sendDownload } from './route-kit.ts';

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
