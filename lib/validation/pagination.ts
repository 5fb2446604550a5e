/** `skip` and `limit` as the template takes them; limits past 1000 are clamped, not refused. */
import { z } from "zod";

const MAX_LIMIT = 1000;

const integer = z
  .string()
  .regex(/^[+-]?\d+$/, {
    error: "Input should be a valid integer, unable to parse string as an integer",
  })
  .transform(Number);

export const paginationSchema = z.object({
  skip: integer.pipe(z.number().int().min(0)).default(0),
  limit: integer
    .pipe(z.number().int().min(1))
    .default(100)
    .transform((n) => Math.min(n, MAX_LIMIT)),
});
