// Keys derived from APP_SECRET for one purpose each, so no secret is used for two jobs.
import { createHmac } from 'node:crypto';

export const deriveSecret = (appSecret: string, purpose: string) =>
  createHmac('sha256', appSecret).update(`paydesk:${purpose}`).digest('hex');
