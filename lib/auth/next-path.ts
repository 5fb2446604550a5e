/**
 * Where a person goes after logging in or signing up, and how the sign-in screens pass that on:
 * only a path on this site, never another origin (no open redirect).
 */

/** The listing editor's first step: where a new Seer starts. */
export const NEW_SEER_PATH = "/listing?step=about";

export function safeNextPath(next: string | null | undefined, fallback = "/"): string {
  if (!next?.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return fallback;
  try {
    const base = "http://seers.invalid";
    const url = new URL(next, base);
    if (url.origin !== base) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

/** A sign-in screen's `?next=`, kept only when it is a path on this site (null otherwise). */
export function nextFromQuery(next: string | string[] | undefined): string | null {
  return typeof next === "string" ? safeNextPath(next, "") || null : null;
}

/** A link to another sign-in screen that keeps the way back (`/signup?next=...`). */
export function withNext(page: string, next: string | null): string {
  return next ? `${page}?next=${encodeURIComponent(next)}` : page;
}

/**
 * After sign-up: where the person was going, else a new Seer to the listing's first step (what
 * they came to do), else home.
 */
export function afterSignupPath(type: number, next: string | null): string {
  return next ?? (type === 1 ? NEW_SEER_PATH : "/");
}
