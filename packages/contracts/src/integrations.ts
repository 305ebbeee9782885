// Integrations (spec §2.3 Settings, §6 employer only; issue 16): API keys with scopes from the permission catalogue,
// an optional IP allow-list and expiry, and the public API under /api/v1 that they open. The secret of a key is
// shown once, in the answer that creates or rotates it; lists and details show only its prefix.
import { z } from 'zod';
import { calendarDate } from './dates.ts';
import { page, pageQuery, success } from './envelope.ts';
import { PERMISSION_GROUPS, type Permission } from './permissions.ts';

export const INTEGRATIONS_PATHS = {
  apiKeys: '/integrations/api-keys',
  apiKey: '/integrations/api-keys/:id',
  apiKeyRevoke: '/integrations/api-keys/:id/revoke',
  apiKeyRotate: '/integrations/api-keys/:id/rotate',
} as const;

/** What the public API can do, each a permission of the catalogue (the key's scopes are chosen from these). */
export const API_KEY_SCOPES = [
  'wallets.view',
  'payments.transactions.view',
  'payments.transfer.create',
  'payments.beneficiaries.view',
  'payments.beneficiaries.manage',
  'people.employees.view',
  'payroll.view',
] as const satisfies readonly Permission[];
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** The scopes grouped as the role permissions page groups permissions: group label, then key and description. */
export const API_KEY_SCOPE_GROUPS = Object.values(PERMISSION_GROUPS)
  .map((group) => ({
    label: group.label,
    scopes: Object.entries(group.permissions as Record<string, string>)
      .filter(([key]) => (API_KEY_SCOPES as readonly string[]).includes(key))
      .map(([key, description]) => ({ key: key as ApiKeyScope, description })),
  }))
  .filter((group) => group.scopes.length > 0);

/** The rails a server moves money on: its sandbox providers, or the live ones. */
export const RAILS_MODES = ['sandbox', 'live'] as const;
export type RailsMode = (typeof RAILS_MODES)[number];
/**
 * Secrets start with their rails' prefix, so a leaked one is recognisable (and secret scanners can look for it): a
 * server on sandbox rails issues test keys, which never move real money; only one on live rails issues live keys,
 * and each server refuses the other's (issue 29).
 */
export const API_KEY_SECRET_PREFIXES = { sandbox: 'pdk_test_', live: 'pdk_live_' } as const satisfies Record<
  RailsMode,
  string
>;
/** How many characters of the secret lists show (both prefixes are 9 long). */
export const API_KEY_PREFIX_LENGTH = API_KEY_SECRET_PREFIXES.live.length + 6;
/** A key of the other rails: refused before it is looked up. */
export const API_KEY_WRONG_RAILS_MESSAGE: Record<RailsMode, string> = {
  sandbox:
    'This is a live API key (pdk_live_…); this server runs on sandbox rails and accepts test keys (pdk_test_…) only',
  live: 'This is a test API key (pdk_test_…): it works only on sandbox rails and never moves real money',
};

export const API_KEY_MESSAGES = {
  created: 'API key created',
  updated: 'API key updated',
  revoked: 'API key revoked',
  rotated: 'API key rotated',
  secretOnce: 'Copy this secret now. It will not be shown again.',
} as const;

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const IPV6 = /^[0-9a-fA-F:]+$/;

/** An IPv4 or IPv6 address with an optional prefix length: 203.0.113.7, 203.0.113.0/24, 2001:db8::/32. */
export function isCidr(value: string): boolean {
  const [address, bits, ...rest] = value.split('/');
  if (rest.length > 0 || !address) return false;
  const v4 = IPV4.test(address);
  const v6 = !v4 && IPV6.test(address) && address.includes(':') && address.split('::').length <= 2;
  if (!v4 && !v6) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (v4 ? 32 : 128);
}

export const apiKeyInput = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(80, 'Name must be at most 80 characters'),
  scopes: z
    .array(z.enum(API_KEY_SCOPES, { error: 'Choose scopes from the list' }), {
      error: 'Choose at least one scope',
    })
    .min(1, 'Choose at least one scope')
    .transform((scopes) => [...new Set(scopes)]),
  allowedIps: z
    .array(z.string().trim().refine(isCidr, 'Use an IP address or range like 203.0.113.0/24'))
    .max(20, 'At most 20 addresses')
    .default([]),
  /** The last day the key works (Africa/Lagos); empty for a key that does not expire. */
  expiresOn: calendarDate.nullable().optional(),
});
export type ApiKeyInput = z.input<typeof apiKeyInput>;

export const API_KEY_STATUSES = ['active', 'expired', 'revoked'] as const;
export type ApiKeyStatus = (typeof API_KEY_STATUSES)[number];

export const apiKey = z.object({
  _id: z.string(),
  name: z.string(),
  prefix: z.string(),
  scopes: z.array(z.string()),
  allowedIps: z.array(z.string()),
  expiresOn: z.string().nullable(),
  status: z.enum(API_KEY_STATUSES),
  createdBy: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  lastUsedIp: z.string().nullable(),
  revokedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ApiKey = z.infer<typeof apiKey>;

/** The answer that creates or rotates a key: the only one that ever holds its secret. */
export const apiKeyWithSecret = apiKey.extend({ secret: z.string() });
export type ApiKeyWithSecret = z.infer<typeof apiKeyWithSecret>;

export const apiKeyListQuery = pageQuery;
export const apiKeyListResponse = success(page(apiKey));
export const apiKeyResponse = success(apiKey);
export const apiKeySecretResponse = success(apiKeyWithSecret);

// --- the public API (/api/v1) -----------------------------------------------------------------------------------

/** The public API's paths, under /api/v1. A key goes in `Authorization: Bearer <secret>` or `X-Api-Key: <secret>`. */
export const PUBLIC_API_PREFIX = '/api/v1';
export const PUBLIC_API_PATHS = {
  wallets: '/wallets',
  wallet: '/wallets/:id',
  transactions: '/transactions',
  transaction: '/transactions/:id',
  transfers: '/transfers',
  transfer: '/transfers/:id',
  beneficiaries: '/beneficiaries',
  employees: '/employees',
  employee: '/employees/:id',
  payrollRuns: '/payroll-runs',
  payrollRun: '/payroll-runs/:id',
} as const;

/** The 401 of a key that is missing, unknown, revoked, expired or used from an address it does not allow. */
export const API_KEY_REFUSED_MESSAGE = 'Invalid API key';
