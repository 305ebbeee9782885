// The manage page's URL: which endpoint (none = a new one) and the delivery log's filters and page.
import { WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT } from '@paydesk/contracts';
import { z } from 'zod';

export const manageParams = z.object({
  id: z.uuid().optional(),
  outcome: z.enum(['succeeded', 'failed']).optional(),
  eventType: z.enum([...WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT]).optional(),
});
