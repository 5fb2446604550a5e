/** Recognises a unique-constraint violation on either database, so a taken key is a 4xx and never a 500. */
const UNIQUE_VIOLATION_CODES = new Set([
  "SQLITE_CONSTRAINT_UNIQUE",
  "SQLITE_CONSTRAINT_PRIMARYKEY",
  // PostgreSQL's unique_violation.
  "23505",
]);

export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && UNIQUE_VIOLATION_CODES.has(code);
}

/** Runs a write; a unique violation becomes the caller's own error, anything else passes through. */
export async function mapUniqueViolation<T>(write: Promise<T>, toError: () => Error): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error)) throw toError();
    throw error;
  }
}
