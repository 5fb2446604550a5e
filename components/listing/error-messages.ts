/** Every message in a nested form error (a day's ranges, a list of dates), once each. */
export function errorMessages(error: unknown): string[] {
  const found = new Set<string>();
  const walk = (node: unknown) => {
    if (!node || typeof node !== "object") return;
    const { message } = node as { message?: unknown };
    if (typeof message === "string" && message) found.add(message);
    for (const [key, value] of Object.entries(node)) if (key !== "ref") walk(value);
  };
  walk(error);
  return [...found];
}
