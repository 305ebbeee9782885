// A look-alike site for the framing journey, on 127.0.0.1 only and random ports: a proxy that serves the real app
// with its anti-framing headers stripped (as a browser that ignores them would see it), and an outer page that
// embeds the app twice — through the proxy, and straight from the real server.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FramingSite {
  /** The look-alike page holding both iframes. */
  outerUrl: string;
  /** The proxy's origin; the iframe titled 'Proxied Paydesk' loads the app from here. */
  proxyOrigin: string;
  close(): Promise<void>;
}

/** The CSP without its frame-ancestors directive (the rest of the policy is kept). */
export function withoutFrameAncestors(csp: string): string {
  return csp
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive !== '' && !/^frame-ancestors\b/i.test(directive))
    .join('; ');
}

function listen(server: http.Server): Promise<string> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve(`http://127.0.0.1:${port}`);
    });
  });
}

function close(server: http.Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

export async function startFramingSite(appBaseURL: string, framedPath: string): Promise<FramingSite> {
  const app = new URL(appBaseURL);
  const proxy = http.createServer((req, res) => {
    const upstream = http.request(
      {
        hostname: app.hostname === 'localhost' ? '127.0.0.1' : app.hostname,
        port: app.port,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, host: app.host },
      },
      (answer) => {
        const headers = { ...answer.headers };
        delete headers['x-frame-options'];
        const csp = headers['content-security-policy'];
        if (typeof csp === 'string') headers['content-security-policy'] = withoutFrameAncestors(csp);
        res.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', (error) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(String(error));
    });
    req.pipe(upstream);
  });
  const proxyOrigin = await listen(proxy);

  const page = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><title>Paydesk Rewards (look-alike)</title></head>
  <body style="font-family: sans-serif; margin: 16px">
    <h1>Claim your Paydesk bonus</h1>
    <div style="display: flex; gap: 16px">
      <iframe title="Proxied Paydesk" src="${proxyOrigin}${framedPath}" width="700" height="640"></iframe>
      <iframe title="Direct Paydesk" src="${app.origin}${framedPath}" width="500" height="640"></iframe>
    </div>
  </body>
</html>`;
  const outer = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(page);
  });
  const outerOrigin = await listen(outer);

  return {
    outerUrl: `${outerOrigin}/`,
    proxyOrigin,
    close: async () => {
      await Promise.all([close(outer), close(proxy)]);
    },
  };
}
