/** SWR's fetcher for our same-origin API: JSON on success, an error carrying the API's message otherwise. */
import { messageFromDetail } from "./request";

export class FetchError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export async function fetchJson<T>(url: string): Promise<T> {
  const res = await fetch(url, {
    credentials: "same-origin",
    headers: { Accept: "application/json" },
  });
  const body = (await res.json().catch(() => null)) as { detail?: unknown } | null;
  if (!res.ok)
    throw new FetchError(messageFromDetail(body?.detail, "Something went wrong."), res.status);
  return body as T;
}

export const CURRENT_USER_KEY = "/api/v1/users/me";
