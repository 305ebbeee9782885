// One HTTP POST of a delivery: the signed JSON body, a hard timeout, the answer's status and the start of its body.
// The connection goes to the address the SSRF guard checked (its own lookup), never to a second resolution. The body
// of an answer from an address that is not public (a loopback port a developer named) is never kept: the delivery
// log must not become a way to read a local service.
import http from 'node:http';
import https from 'node:https';
import {
  guardedLookup,
  isPublicAddress,
  literalRefused,
  portOf,
  RefusedAddress,
  type WebhookTargets,
} from './url-guard.ts';

export interface SendResult {
  statusCode: number | null;
  responseExcerpt: string | null;
  error: string | null;
  durationMs: number;
}

const EXCERPT_BYTES = 1024;

export function postJson(
  target: string,
  body: string,
  headers: Record<string, string>,
  options: { timeoutMs: number; targets: WebhookTargets },
): Promise<SendResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  return new Promise((resolve) => {
    const fail = (error: unknown) =>
      resolve({
        statusCode: null,
        responseExcerpt: null,
        error: error instanceof Error ? error.message.slice(0, 300) : String(error).slice(0, 300),
        durationMs: elapsed(),
      });
    let url: URL;
    try {
      url = new URL(target);
    } catch (error) {
      return fail(error);
    }
    if (literalRefused(url, options.targets)) return fail(new RefusedAddress(url.hostname));
    const client = url.protocol === 'https:' ? https : url.protocol === 'http:' ? http : null;
    if (!client) return fail(new Error('Only http and https URLs are delivered'));
    const request = client.request(url, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      lookup: guardedLookup(options.targets, portOf(url)),
      timeout: options.timeoutMs,
    });
    const deadline = setTimeout(
      () => request.destroy(new Error(`No answer within ${options.timeoutMs} ms`)),
      options.timeoutMs,
    );
    request.on('timeout', () => request.destroy(new Error(`No answer within ${options.timeoutMs} ms`)));
    request.on('error', (error) => {
      clearTimeout(deadline);
      fail(error);
    });
    request.on('response', (response) => {
      const echoable = isPublicAddress(response.socket.remoteAddress ?? '');
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        if (echoable && size < EXCERPT_BYTES) chunks.push(chunk);
        size += chunk.length;
      });
      response.on('error', () => {});
      response.on('end', () => {
        clearTimeout(deadline);
        resolve({
          statusCode: response.statusCode ?? null,
          responseExcerpt: Buffer.concat(chunks).subarray(0, EXCERPT_BYTES).toString('utf8') || null,
          error: null,
          durationMs: elapsed(),
        });
      });
    });
    request.end(body);
  });
}
