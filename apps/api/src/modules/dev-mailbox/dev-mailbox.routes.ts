// The dev mailbox: what the default mail transport stored, as pages for people and JSON for tests.
// Never mounted when NODE_ENV=production.
import type { Database } from '@paydesk/db';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFound } from '../../lib/errors.ts';
import { escapeHtml } from '../../lib/html.ts';
import * as mailbox from './dev-mailbox.queries.ts';

const message = z.object({
  id: z.string(),
  channel: z.string(),
  to: z.string(),
  from: z.string(),
  subject: z.string(),
  textBody: z.string(),
  htmlBody: z.string().nullable(),
  /** The files sent with it (their bytes at the attachment path). */
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), size: z.number().int() })),
  createdAt: z.string(),
});

const toMessage = (row: mailbox.MailboxRow) => ({
  id: row.id,
  channel: row.channel,
  to: row.toAddress,
  from: row.fromAddress,
  subject: row.subject,
  textBody: row.textBody,
  htmlBody: row.htmlBody,
  attachments: row.attachments.map((a) => ({
    filename: a.filename,
    contentType: a.contentType,
    size: Buffer.byteLength(a.contentBase64, 'base64'),
  })),
  createdAt: row.createdAt.toISOString(),
});

const attachmentPath = (id: string, index: number) => `/dev/mailbox/api/messages/${id}/attachments/${index}`;

const page = (
  title: string,
  body: string,
) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:32px;color:#1b1f24}table{border-collapse:collapse;width:100%}td,th{text-align:left;padding:8px 12px;border-bottom:1px solid #e4e7ec}a{color:#0b6e4f}pre{white-space:pre-wrap;background:#f6f8fa;padding:16px;border-radius:8px}.muted{color:#667085}</style>
</head><body>${body}</body></html>`;

export function devMailboxRoutes(db: Database) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const list = async (to?: string, limit = 50) =>
      (await mailbox.listMessages(db, to, limit)).map(toMessage);

    api.get(
      '/dev/mailbox/api/messages',
      {
        schema: {
          tags: ['dev'],
          querystring: z.object({
            to: z.string().optional(),
            limit: z.coerce.number().int().min(1).max(200).default(50),
          }),
          response: { 200: z.object({ message: z.string(), data: z.array(message) }) },
        },
        config: { rateLimit: false },
      },
      async (request) => ({ message: 'Messages', data: await list(request.query.to, request.query.limit) }),
    );

    api.get(
      '/dev/mailbox/api/messages/:id',
      {
        schema: {
          tags: ['dev'],
          params: z.object({ id: z.string().uuid() }),
          response: { 200: z.object({ message: z.string(), data: message }) },
        },
      },
      async (request) => {
        const row = await mailbox.findMessage(db, request.params.id);
        if (!row) throw new NotFound('Message');
        return { message: 'Message', data: toMessage(row) };
      },
    );

    api.get(
      '/dev/mailbox/api/messages/:id/attachments/:index',
      {
        schema: {
          tags: ['dev'],
          params: z.object({ id: z.string().uuid(), index: z.coerce.number().int().min(0) }),
        },
      },
      async (request, reply) => {
        const row = await mailbox.findMessage(db, request.params.id);
        const file = row?.attachments[request.params.index];
        if (!file) throw new NotFound('Attachment');
        return reply
          .type(file.contentType)
          .header('content-disposition', `attachment; filename="${file.filename.replace(/"/g, '')}"`)
          .send(Buffer.from(file.contentBase64, 'base64'));
      },
    );

    api.delete('/dev/mailbox/api/messages', { schema: { tags: ['dev'] } }, async () => {
      await mailbox.emptyMailbox(db);
      return { message: 'Mailbox emptied', data: null };
    });

    app.get('/dev/mailbox', { schema: { hide: true } }, async (_request, reply) => {
      const rows = await list(undefined, 200);
      const items = rows
        .map(
          (m) =>
            `<tr><td class="muted">${escapeHtml(new Date(m.createdAt).toLocaleString('en-NG'))}</td><td>${escapeHtml(m.to)}</td><td><a href="/dev/mailbox/${m.id}">${escapeHtml(m.subject)}</a></td></tr>`,
        )
        .join('');
      const body = `<h1>Dev mailbox</h1><p class="muted">Emails and phone messages the sandbox would have sent. Newest first.</p>
<table><thead><tr><th>Received</th><th>To</th><th>Subject</th></tr></thead><tbody>${items || '<tr><td colspan="3" class="muted">No messages yet.</td></tr>'}</tbody></table>`;
      return reply.type('text/html; charset=utf-8').send(page('Dev mailbox', body));
    });

    app.get<{ Params: { id: string } }>(
      '/dev/mailbox/:id',
      { schema: { hide: true } },
      async (request, reply) => {
        const valid = /^[0-9a-f-]{36}$/i.test(request.params.id);
        const row = valid ? await mailbox.findMessage(db, request.params.id) : undefined;
        if (!row)
          return reply
            .status(404)
            .type('text/html; charset=utf-8')
            .send(page('Not found', '<p>No such message. <a href="/dev/mailbox">Back</a></p>'));
        const files = row.attachments.length
          ? `<h2>Attachments</h2><ul>${row.attachments
              .map(
                (a, i) =>
                  `<li><a href="${attachmentPath(row.id, i)}">${escapeHtml(a.filename)}</a> <span class="muted">${escapeHtml(a.contentType)}</span></li>`,
              )
              .join('')}</ul>`
          : '';
        const linked = escapeHtml(row.textBody).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>');
        const body = `<p><a href="/dev/mailbox">← All messages</a></p><h1>${escapeHtml(row.subject)}</h1>
<p class="muted">To ${escapeHtml(row.toAddress)} · From ${escapeHtml(row.fromAddress)} · ${escapeHtml(row.createdAt.toLocaleString('en-NG'))}</p><pre>${linked}</pre>${files}`;
        return reply.type('text/html; charset=utf-8').send(page(row.subject, body));
      },
    );
  };
}
