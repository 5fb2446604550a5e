/**
 * The rules of a listing's private place: the video link (the https address of the Seer's own
 * meeting room, and nothing else) and the street address. Each message is written once, here.
 */
import { z } from "zod";

export const VIDEO_CHOICES = ["room", "link"] as const;
/** How online sessions are held: the built-in room (lib/rooms) or the Seer's own link. */
export type VideoChoice = (typeof VIDEO_CHOICES)[number];

export const videoChoice = (stored: string | null | undefined): VideoChoice =>
  stored === "link" ? "link" : "room";

export const PLACE_LIMITS = { videoLinkMax: 500, addressMin: 5, addressMax: 200 } as const;

/**
 * The place's two fields as text, trimmed and within their lengths: a listing's and an event's
 * alike (each adds its own rules of what the text must be: the functions below).
 */
export const placeText = {
  video_url: z.string().trim().max(PLACE_LIMITS.videoLinkMax),
  address: z.string().trim().max(PLACE_LIMITS.addressMax),
};

export const PLACE_MESSAGES = {
  notALink: "Enter the full link to your meeting room, such as https://meet.jit.si/your-room",
  notHttps: "Use a link that starts with https://",
  credentials: "Leave any user name or password out of the link",
  addressTooShort: "Enter the street address where you meet seekers",
  addressOneLine: "Write the address on one line",
} as const;

// Any whitespace or control character: the URL parser would drop some silently, so refuse all.
const SPACE_OR_CONTROL = /[\s\p{Cc}]/u;
// A public host name (the parser lowercases it and turns any other script into xn-- labels):
// dotted labels of letters, digits and inner hyphens, as calendars and mail clients expect.
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

/** Why `text` is not a usable video link, or null when it is one. */
export function videoLinkProblem(text: string): string | null {
  if (SPACE_OR_CONTROL.test(text)) return PLACE_MESSAGES.notALink;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    // Relative links ("//host/room", "zoom.us/j/1") have no scheme and land here.
    return PLACE_MESSAGES.notALink;
  }
  if (url.protocol !== "https:") return PLACE_MESSAGES.notHttps;
  // "https:zoom.us" parses as https://zoom.us/: only the written-out form is taken.
  if (!/^https:\/\//i.test(text)) return PLACE_MESSAGES.notALink;
  if (url.username || url.password) return PLACE_MESSAGES.credentials;
  if (!HOST.test(url.hostname)) return PLACE_MESSAGES.notALink;
  // A port, if any, of two to five digits (what calendar files accept).
  if (url.port !== "" && Number(url.port) < 10) return PLACE_MESSAGES.notALink;
  return null;
}

/** The link as stored and sent: the URL's own serialisation, percent-encoded throughout. */
export const normalizeVideoLink = (text: string) => new URL(text).href;

/** Why `text` is not a usable street address, or null. */
export function addressProblem(text: string): string | null {
  if (/\p{Cc}/u.test(text)) return PLACE_MESSAGES.addressOneLine;
  if (text.length < PLACE_LIMITS.addressMin) return PLACE_MESSAGES.addressTooShort;
  return null;
}
