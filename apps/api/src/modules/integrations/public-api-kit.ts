// What every public API route shares: its config (the key and the scope it needs), its security in the OpenAPI
// document, and how a key authenticates, said once for the docs.
import type { ApiKeyScope } from '@paydesk/contracts';

/** The route config of a public API route: an API key holding `scope`. */
export const scoped = (scope: ApiKeyScope) => ({ apiKey: true, permission: scope }) as const;

/** Security of a public API route in the OpenAPI document: either header carries the key. */
export const keySecurity: { [scheme: string]: string[] }[] = [{ apiKeyBearer: [] }, { apiKeyHeader: [] }];

export const tags = ['public API (v1)'];
