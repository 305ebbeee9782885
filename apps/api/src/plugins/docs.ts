// OpenAPI generated from the zod route schemas: the whole API with Swagger UI at /docs, for operators signed in to
// the console in this browser (its cookie; modules/ops/docs-access.ts), and the public API's own document and
// reference page for everyone (public-api-docs.ts).
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { Unauthorized } from '../lib/errors.ts';
import { PUBLIC_API_DOCS_PATH, paydeskLook, registerPublicApiDocs } from './public-api-docs.ts';

/** How a business's own systems call the public API (tagged "public API (v1)"): the top of both pages. */
const PUBLIC_API_GUIDE = `A business's own systems call the routes tagged **public API (v1)** with an API key. The business owner creates
keys in Settings → Integrations → API keys, choosing its scopes, an optional IP allow-list and an optional expiry.
The secret is shown once; Paydesk keeps only its hash. Rotate a key to get a new secret. A server on sandbox rails
issues test keys (\`pdk_test_…\`), which never move real money; only a server on live rails issues live keys
(\`pdk_live_…\`). Each refuses the other's keys with a \`401\`.

**Authenticate** with either header:

    curl https://paydesk.example/api/v1/wallets -H "Authorization: Bearer pdk_test_…"
    curl https://paydesk.example/api/v1/wallets -H "X-Api-Key: pdk_test_…"

- \`401\` \`Invalid API key\`: the key is missing, unknown, revoked, expired, or used from an address its allow-list does not name.
- \`403\`: the key lacks the route's scope (each route names it).
- \`429\` with \`Retry-After\` (seconds): the key made too many calls this minute.
- Amounts are integer kobo (₦1,500.00 is \`150000\`). Lists answer \`{ docs, totalDocs, page, limit, totalPages }\`.

**Send a transfer** (the \`Idempotency-Key\` header is required; a retry with the same key and body replays the first
answer and pays once; the same key with another body is a \`409\`):

    curl -X POST https://paydesk.example/api/v1/transfers \\
      -H "Authorization: Bearer pdk_test_…" -H "Idempotency-Key: order-2026-00042" \\
      -H "Content-Type: application/json" \\
      -d '{"sourceWalletId":"<wallet id>","bankCode":"000013","accountNumber":"0123456789","amount":150000,"narration":"Invoice 42"}'

Limits, fees and approval workflows apply as in the dashboard: a transfer an approval workflow covers answers \`202\`
with the approval request. Every call is recorded in the business's audit log with the key as the actor.`;

/** The whole API's page, for operators: every route, the dashboard's own included. */
const INTERNAL_GUIDE = `Every route of the Paydesk API, the dashboard's own included, for Paydesk's operators. Businesses'
systems use only the public API: its reference is at [${PUBLIC_API_DOCS_PATH}](${PUBLIC_API_DOCS_PATH}).

${PUBLIC_API_GUIDE}`;

/** Where the whole API's reference is served (the console's sign-in cookie is sent to this path only). */
export const INTERNAL_DOCS_PATH = '/docs';
const TITLE = 'Paydesk API (internal)';
/** The reference page itself, with or without its trailing slash (not its document, YAML or scripts). */
const PAGE = new RegExp(`^${INTERNAL_DOCS_PATH}/?(\\?|$)`);

/** Who may read /docs: the request's Cookie header carries a live operator session. */
export type InternalDocsAccess = (cookieHeader: string | undefined) => Promise<boolean>;

const SIGN_IN_FIRST =
  'The internal API reference is for Paydesk operators. Sign in to the operator console first.';
/** What a person who opened /docs without the console's session reads, with the way in. */
const SIGN_IN_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${TITLE}</title></head>
<body><h1>${TITLE}</h1><p>${SIGN_IN_FIRST}</p>
<p><a href="/ops/login">Sign in to the operator console</a>, then open this page again. The public API's reference is at
<a href="${PUBLIC_API_DOCS_PATH}">${PUBLIC_API_DOCS_PATH}</a>.</p></body></html>`;

export async function registerDocs(app: FastifyInstance, deps: { canRead: InternalDocsAccess }) {
  const operatorsOnly = async (request: FastifyRequest, reply: FastifyReply) => {
    if (await deps.canRead(request.headers.cookie)) return;
    // The page itself says how to get in; the document and the scripts are refused like any other API call.
    if (PAGE.test(request.url)) return reply.code(401).type('text/html; charset=utf-8').send(SIGN_IN_PAGE);
    throw new Unauthorized(SIGN_IN_FIRST);
  };
  await app.register(swagger, {
    openapi: {
      info: {
        title: TITLE,
        version: '0.1.0',
        description: INTERNAL_GUIDE,
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          apiKeyBearer: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'API key',
            description:
              'An API key of the business: `Authorization: Bearer pdk_test_…` (sandbox) or `pdk_live_…` (live).',
          },
          apiKeyHeader: {
            type: 'apiKey',
            in: 'header',
            name: 'X-Api-Key',
            description: 'The same API key in its own header: `X-Api-Key: pdk_test_…` or `pdk_live_…`.',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: INTERNAL_DOCS_PATH,
    uiHooks: { onRequest: operatorsOnly },
    ...paydeskLook(TITLE, INTERNAL_DOCS_PATH),
    staticCSP: true,
    // Like every other page, the docs are never framed (the package's own policy allows 'self').
    transformStaticCSP: (header) => header.replace(/frame-ancestors [^;]*/, "frame-ancestors 'none'"),
  });
  await registerPublicApiDocs(app, PUBLIC_API_GUIDE);
}
