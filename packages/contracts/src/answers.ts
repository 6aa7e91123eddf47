import { z } from 'zod';

/**
 * The success envelope of the crm, bre and admin-auth families (spec part 1 §4), around the
 * schema of its `data`. Routes declare it as their `response` (so Fastify serialises with it and
 * the OpenAPI document types the answer) and the web parses answers with the same schema.
 * `extra` adds top-level fields some answers carry beside `data` (the sign-in token, the
 * users table's `userdata`).
 */
export function okAnswer<D extends z.ZodType, E extends z.ZodRawShape = Record<never, never>>(data: D, extra?: E) {
  return z
    .object({
      // Services build envelopes as plain objects (status: boolean); a success always says true.
      status: z.boolean().pipe(z.literal(true)),
      statusCode: z.number().int(),
      /** The status code again: the sign-in screens read it here. */
      response: z.number().int().optional(),
      message: z.union([z.string(), z.array(z.string())]),
      data,
    })
    .extend((extra ?? {}) as E);
}

export type OkAnswer<D> = { status: true; statusCode: number; response?: number; message: string | string[]; data: D };

/** The schema's answer as the client reads it (after JSON: times are strings). */
export type AnswerOf<S extends z.ZodType> = z.output<S>;

/** A time in an answer: the server's Date becomes its ISO string, as JSON.stringify writes it. */
export const timestamp = z.preprocess((value) => (value instanceof Date ? value.toISOString() : value), z.string().meta({ format: 'date-time' }));

/** The answer of a call that answers nothing beyond its message. */
export const emptyAnswer = okAnswer(z.null());

/** An id and nothing else: what deletes and small writes answer. */
export const idAnswer = okAnswer(z.object({ id: z.string() }));
