/** The Seer's own listing over the API: its SWR key, saving a draft, photos and status changes. */
import { type RequestResult, sendJson } from "@/lib/client/request";
import type { ListingUpdate, OwnListing } from "@/lib/listings/schema";

export const LISTING_KEY = "/api/v1/users/me/listing";

/** One item of FastAPI's 422 list: `loc` ends with the field's name. */
export type DetailItem = { loc: (string | number)[]; msg: string };

export type ActionResult =
  | { ok: true; listing: OwnListing }
  | { ok: false; status: number; message: string; missing: DetailItem[] };

export function saveListing(patch: ListingUpdate): Promise<RequestResult<OwnListing>> {
  return sendJson<OwnListing>("PATCH", LISTING_KEY, patch, "Your changes could not be saved.");
}

/** A last save as the page goes away (reload, closed tab): keepalive lets the request outlive it. */
export function saveListingOnExit(patch: ListingUpdate): void {
  void fetch(LISTING_KEY, {
    method: "PATCH",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(patch),
    credentials: "same-origin",
    keepalive: true,
  }).catch(() => undefined);
}

function readDetail(detail: unknown, fallback: string): { message: string; missing: DetailItem[] } {
  if (typeof detail === "string" && detail) return { message: detail, missing: [] };
  if (Array.isArray(detail)) {
    const missing = detail.filter(
      (item): item is DetailItem =>
        typeof item === "object" &&
        item !== null &&
        Array.isArray(item.loc) &&
        typeof item.msg === "string",
    );
    return { message: missing[0]?.msg ?? fallback, missing };
  }
  return { message: fallback, missing: [] };
}

async function send(url: string, init: RequestInit, fallback: string): Promise<ActionResult> {
  try {
    const res = await fetch(url, { credentials: "same-origin", ...init });
    const body = (await res.json().catch(() => null)) as { detail?: unknown } | null;
    if (res.ok) return { ok: true, listing: body as OwnListing };
    return { ok: false, status: res.status, ...readDetail(body?.detail, fallback) };
  } catch {
    return { ok: false, status: 0, message: fallback, missing: [] };
  }
}

/** What the Seer is told once a pause or a resume went through (the editor and the dashboard). */
export const PAUSE_DONE = {
  pause: "Your listing is paused.",
  resume: "Your listing is published again.",
} as const;

/** submit, pause and resume answer with the listing in its new state. */
export function changeListingStatus(action: "submit" | "pause" | "resume"): Promise<ActionResult> {
  return send(`${LISTING_KEY}/${action}`, { method: "POST" }, "Something went wrong.");
}

export function uploadPhoto(file: File, alt: string): Promise<ActionResult> {
  const body = new FormData();
  body.append("file", file);
  body.append("alt", alt);
  return send(
    `${LISTING_KEY}/photos`,
    { method: "POST", body },
    "The photo could not be uploaded.",
  );
}

export function deletePhoto(id: string): Promise<ActionResult> {
  return send(
    `${LISTING_KEY}/photos/${encodeURIComponent(id)}`,
    { method: "DELETE" },
    "The photo could not be deleted.",
  );
}

export function reorderPhotos(ids: string[]): Promise<ActionResult> {
  return send(
    `${LISTING_KEY}/photos`,
    {
      method: "PUT",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ ids }),
    },
    "The photos could not be reordered.",
  );
}
