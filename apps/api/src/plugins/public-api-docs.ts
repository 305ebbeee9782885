// The public API's own reference (issue 29): the OpenAPI document of the routes a business's systems call with an
// API key (`/api/v1/…`, nothing else), and a Paydesk-branded reference page that reads it, at /developers/api. The
// whole API, internal routes included, stays at /docs for operators.
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

export const PUBLIC_API_DOCS_PATH = '/developers/api';
const PUBLIC_PREFIX = '/api/v1/';
const API_KEY_SCHEMES = ['apiKeyBearer', 'apiKeyHeader'];

const BRAND = '#0b5d3b';
/** The web app's favicon (apps/web/public/favicon.svg): the page's icon. */
const MARK = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><title>Paydesk</title><rect width="32" height="32" rx="8" fill="${BRAND}"/><path d="M10 23V9h7a5 5 0 0 1 0 10h-3.5v4z" fill="#fff"/><circle cx="17" cy="14" r="1.8" fill="${BRAND}"/></svg>`,
);
/** The top bar's logo: the mark drawn white on the brand's green, and the name. */
const LOGO = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 150 32"><title>Paydesk</title><rect width="32" height="32" rx="8" fill="#fff"/><path d="M10 23V9h7a5 5 0 0 1 0 10h-3.5v4z" fill="${BRAND}"/><circle cx="17" cy="14" r="1.8" fill="#fff"/><text x="42" y="23" font-family="system-ui, -apple-system, Segoe UI, Roboto, sans-serif" font-size="20" font-weight="700" fill="#fff">Paydesk</text></svg>`,
);
/** Swagger UI's top bar and colours in Paydesk's. */
const THEME_CSS = `
.swagger-ui .topbar { background-color: ${BRAND}; padding: 8px 0; }
.swagger-ui .topbar .download-url-wrapper { display: none; }
.swagger-ui .topbar-wrapper img { height: 32px; }
.swagger-ui .info .title { color: ${BRAND}; }
.swagger-ui .btn.authorize { color: ${BRAND}; border-color: ${BRAND}; }
.swagger-ui .btn.authorize svg { fill: ${BRAND}; }
body { font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; }
`;

/** Swagger UI in Paydesk's colours, with its logo (linking to `home`) and icon: both reference pages. */
export function paydeskLook(title: string, home: string) {
  return {
    logo: { type: 'image/svg+xml', content: LOGO, href: home },
    theme: {
      title,
      css: [{ filename: 'paydesk.css', content: THEME_CSS }],
      favicon: [{ filename: 'favicon.svg', rel: 'icon', sizes: 'any', type: 'image/svg+xml', content: MARK }],
    },
  };
}

type OpenApiDocument = Readonly<Record<string, unknown>> & {
  info?: Record<string, unknown>;
  paths?: Record<string, unknown>;
  tags?: { name: string }[];
  components?: { securitySchemes?: Record<string, unknown> } & Record<string, unknown>;
};

/** The public part of the whole API's document: its /api/v1 paths and the API-key schemes only. */
export function publicApiDocument(whole: OpenApiDocument, description: string): Record<string, unknown> {
  const paths = Object.fromEntries(
    Object.entries(whole.paths ?? {}).filter(([path]) => path.startsWith(PUBLIC_PREFIX)),
  );
  const usedTags = new Set(
    Object.values(paths).flatMap((operations) =>
      Object.values(operations as Record<string, { tags?: string[] }>).flatMap((op) => op.tags ?? []),
    ),
  );
  const schemes = whole.components?.securitySchemes ?? {};
  return {
    ...whole,
    info: { title: 'Paydesk public API', version: 'v1', description },
    paths,
    tags: [...usedTags].map((name) => whole.tags?.find((tag) => tag.name === name) ?? { name }),
    components: {
      ...whole.components,
      securitySchemes: Object.fromEntries(
        Object.entries(schemes).filter(([name]) => API_KEY_SCHEMES.includes(name)),
      ),
    },
  };
}

export async function registerPublicApiDocs(app: FastifyInstance, guide: string) {
  let document: Record<string, unknown> | undefined;
  // In a context of its own: Swagger UI decorates the instance it is registered on, once (/docs has the root's).
  await app.register(async (scope) => {
    await scope.register(swaggerUi, {
      routePrefix: PUBLIC_API_DOCS_PATH,
      staticCSP: true,
      transformStaticCSP: (header) => header.replace(/frame-ancestors [^;]*/, "frame-ancestors 'none'"),
      // The routes do not change once the server is up: the public part is cut once.
      transformSpecification: (whole) => {
        document ??= publicApiDocument(whole as OpenApiDocument, guide);
        return document;
      },
      transformSpecificationClone: false,
      ...paydeskLook('Paydesk public API', PUBLIC_API_DOCS_PATH),
      uiConfig: { docExpansion: 'list', deepLinking: true, defaultModelsExpandDepth: 0 },
    });
  });
}
