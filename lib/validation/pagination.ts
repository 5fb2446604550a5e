/** `skip` and `limit` as the template takes them; limits past 1000 are clamped, not refused. */
import { z } from "zod";

const MAX_LIMIT = 1000;

/** A whole number in a query string, worded as FastAPI words a bad one. */
export const queryInteger = z
  .string()
  .regex(/^[+-]?\d+$/, {
    error: "Input should be a valid integer, unable to parse string as an integer",
  })
  .transform(Number);

export const paginationSchema = z.object({
  skip: queryInteger.pipe(z.number().int().min(0)).default(0),
  limit: queryInteger
    .pipe(z.number().int().min(1))
    .default(100)
    .transform((n) => Math.min(n, MAX_LIMIT)),
});
