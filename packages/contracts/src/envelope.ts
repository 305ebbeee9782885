// The response shapes every endpoint uses (architecture rule 3).
import { z } from 'zod';

export const VALIDATION_ERRORS_MESSAGE = 'Validation Errors';

/** Success: `{ message, data }`. */
export const success = <T extends z.ZodType>(data: T) => z.object({ message: z.string(), data });

/** Error: `{ error: true, message, code, errors? }`; validation failures use message 'Validation Errors'. */
export const errorResponse = z.object({
  error: z.literal(true),
  message: z.string(),
  code: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

/** A page of a list: `{ docs, totalDocs, page, limit, totalPages }`. */
export const page = <T extends z.ZodType>(doc: T) =>
  z.object({
    docs: z.array(doc),
    totalDocs: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
    totalPages: z.number().int(),
  });

export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const emptyData = z.object({}).strict();
export const messageOnly = success(z.null());
