/** Same-origin JSON requests from the browser, with the API's error `detail` turned into one message. */
export type RequestResult<T> =
  | { ok: true; data: T }
  | { ok: false; status: number; message: string; detailIsList: boolean };

/** A string detail as is; a list (422) by its first item's msg, as SPEC §8 says. */
export function messageFromDetail(detail: unknown, fallback: string): string {
  if (typeof detail === "string" && detail) return detail;
  if (Array.isArray(detail)) {
    const first = detail[0] as { msg?: unknown } | undefined;
    if (first && typeof first.msg === "string") return first.msg;
  }
  return fallback;
}

export async function sendJson<T = unknown>(
  method: "POST" | "PUT" | "PATCH" | "DELETE",
  url: string,
  body?: unknown,
  fallback = "Something went wrong.",
  /** More request headers (e.g. an Idempotency-Key). */
  headers: Record<string, string> = {},
): Promise<RequestResult<T>> {
  try {
    const res = await fetch(url, {
      method,
      headers: body === undefined ? headers : { "Content-Type": "application/json", ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: "same-origin",
    });
    const payload = (await res.json().catch(() => null)) as { detail?: unknown } | null;
    if (res.ok) return { ok: true, data: payload as T };
    return {
      ok: false,
      status: res.status,
      message: messageFromDetail(payload?.detail, fallback),
      detailIsList: Array.isArray(payload?.detail),
    };
  } catch {
    return { ok: false, status: 0, message: fallback, detailIsList: false };
  }
}
