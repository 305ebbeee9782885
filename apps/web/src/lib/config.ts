// Runtime configuration: /config.js (served by the API) sets window.__PAYDESK_CONFIG__ before the bundle runs.
// Anything missing or malformed falls back to a safe default, so a broken config never takes the app down.
import { IDLE_PROMPT_MS, IDLE_TIMEOUT_MS } from './constants.ts';

export const HOST_KINDS = ['local', 'develop', 'staging', 'production'] as const;
export type HostKind = (typeof HOST_KINDS)[number];

export interface AppConfig {
  apiBaseUrl: string;
  secondaryApiBaseUrl: string;
  /** 64 hex characters when payload encryption is on, otherwise null. */
  payloadEncryptionKey: string | null;
  hostKind: HostKind;
  supportEmail: string;
  /**
   * The real site's address (the server's public URL). A framed copy served from elsewhere must not send people
   * to its own origin as 'the real site'; null when not configured.
   */
  siteUrl: string | null;
  idleTimeoutMs: number;
  idlePromptMs: number;
  /** Outside links of the profile menu (spec §2.6): Blog opens in a new tab, Privacy and Terms below it. */
  blogUrl: string;
  privacyUrl: string;
  termsUrl: string;
}

declare global {
  interface Window {
    __PAYDESK_CONFIG__?: unknown;
  }
}

export const DEFAULT_CONFIG: AppConfig = {
  apiBaseUrl: '/api',
  secondaryApiBaseUrl: '/api',
  payloadEncryptionKey: null,
  hostKind: 'production',
  supportEmail: 'support@paydesk.ng',
  siteUrl: null,
  idleTimeoutMs: IDLE_TIMEOUT_MS,
  idlePromptMs: IDLE_PROMPT_MS,
  blogUrl: 'https://paydesk.ng/blog',
  privacyUrl: 'https://paydesk.ng/privacy',
  termsUrl: 'https://paydesk.ng/terms',
};

const nonEmptyString = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const webAddress = (value: unknown): value is string =>
  typeof value === 'string' && /^(https?:\/\/|\/)\S+$/.test(value);
const positiveNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;

/** Reads the raw config object field by field; each bad field gets its default. */
export function readConfig(raw: unknown): AppConfig {
  const source = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const apiBaseUrl = nonEmptyString(source.apiBaseUrl) ? source.apiBaseUrl : DEFAULT_CONFIG.apiBaseUrl;
  const key = source.payloadEncryptionKey;
  return {
    apiBaseUrl,
    secondaryApiBaseUrl: nonEmptyString(source.secondaryApiBaseUrl) ? source.secondaryApiBaseUrl : apiBaseUrl,
    payloadEncryptionKey: typeof key === 'string' && /^[0-9a-f]{64}$/i.test(key) ? key : null,
    hostKind: HOST_KINDS.includes(source.hostKind as HostKind)
      ? (source.hostKind as HostKind)
      : DEFAULT_CONFIG.hostKind,
    supportEmail: nonEmptyString(source.supportEmail) ? source.supportEmail : DEFAULT_CONFIG.supportEmail,
    siteUrl:
      typeof source.siteUrl === 'string' && /^https?:\/\/\S+$/.test(source.siteUrl)
        ? source.siteUrl
        : DEFAULT_CONFIG.siteUrl,
    idleTimeoutMs: positiveNumber(source.idleTimeoutMs) ? source.idleTimeoutMs : DEFAULT_CONFIG.idleTimeoutMs,
    idlePromptMs: positiveNumber(source.idlePromptMs) ? source.idlePromptMs : DEFAULT_CONFIG.idlePromptMs,
    blogUrl: webAddress(source.blogUrl) ? source.blogUrl : DEFAULT_CONFIG.blogUrl,
    privacyUrl: webAddress(source.privacyUrl) ? source.privacyUrl : DEFAULT_CONFIG.privacyUrl,
    termsUrl: webAddress(source.termsUrl) ? source.termsUrl : DEFAULT_CONFIG.termsUrl,
  };
}

export const config: AppConfig = readConfig(
  typeof window === 'undefined' ? undefined : window.__PAYDESK_CONFIG__,
);
