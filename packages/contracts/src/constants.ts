// Business constants of spec §9, one place for server and client.
export const CHANNEL = 'business-web';

/** The header that carries the main account id on requests of a sub-account session (spec §6). */
export const MAIN_ACCOUNT_HEADER = 'x_default_request';

/**
 * Stands for the runtime support address in the web's prerendered pages (apps/web/src/prerender.tsx): the API puts
 * its own address in when it serves them.
 */
export const PRERENDER_SUPPORT_EMAIL_SLOT = '__PAYDESK_SUPPORT_EMAIL__';

export const BUSINESS_TYPES = ['registered business', 'freelance business (not registered)'] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];

export const PRODUCT_CODES = ['ON_DEMAND_PAY', 'BULK_PAY', 'PAYROLL'] as const;
export type ProductCode = (typeof PRODUCT_CODES)[number];

export const USER_TYPES = ['employer', 'employer-admin', 'custom'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** Login codes, email confirmation codes and reset PINs: 6 digits, never starting with 0 (the reset PIN travels as a number). */
export const CODE_LENGTH = 6;
export const CODE_TTL_MINUTES = 10;
