import { z } from 'zod';

/**
 * The response envelope every `/api/` call answers with (design.md "The exchange server").
 * `code` mirrors the HTTP meaning: 200 ok, 400 bad parameters, 401 no/invalid client or token,
 * 404 unknown id, 500 internal. `msg` is always Chinese and safe to show to a user.
 */
export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().int(), success: z.boolean(), data, msg: z.string() });

export type Envelope<T> = { code: number; success: boolean; data: T; msg: string };

/** A page of records (§7 "Lists are read from data.records"). `current` is 1-based. */
export const pageSchema = <T extends z.ZodType>(record: T) =>
  z.object({
    records: z.array(record),
    total: z.number().int().nonnegative(),
    size: z.number().int().positive(),
    current: z.number().int().positive(),
    pages: z.number().int().nonnegative(),
  });

export type Page<T> = { records: T[]; total: number; size: number; current: number; pages: number };

/** The SpringBlade token failure shape (§7 /oauth/token, §8). */
export const tokenErrorSchema = z.object({ error_code: z.number().int(), error_description: z.string() });

export { AUTH_HEADER, CLIENT_ID_HEADER, CLIENT_ID_HEADER_ALIAS, SERVER_NOW_HEADER } from './headers';

/** Paging parameters shared by every paged call; `n` (cache buster) is accepted and ignored. */
export const pagingQuerySchema = z.object({
  current: z.coerce.number().int().min(1).max(100000).default(1),
  size: z.coerce.number().int().min(1).max(200).default(10),
});
