/**
 * The browser's time zone for the account: sent at sign-up, and given once to an account that has
 * none (one made by the template's own clients), the first time its browser opens our pages.
 */
import { useEffect } from "react";
import { isTimeZone } from "@/lib/time-zone";
import type { UserPublic } from "@/lib/users/schema";
import { CURRENT_USER_KEY } from "./fetcher";
import { sendJson } from "./request";

/** The zone the browser reports, when it is one the API takes. */
export function browserTimeZone(): string | undefined {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone && isTimeZone(zone) ? zone : undefined;
  } catch {
    return undefined;
  }
}

let asked = false;

/**
 * Saves the browser's zone as the account's, at most once per tab: a zone the account has (set
 * here or chosen in Settings) is never overwritten by another browser. The user after, or null.
 */
async function giveAccountBrowserZone(user: UserPublic): Promise<UserPublic | null> {
  const zone = browserTimeZone();
  if (asked || user.timezone !== null || !zone) return null;
  asked = true;
  const result = await sendJson<UserPublic>("PATCH", CURRENT_USER_KEY, { timezone: zone });
  return result.ok ? result.data : null;
}

/** For the signed-in user shown by a component: `onSaved` gets the user once the zone is theirs. */
export function useAccountBrowserZone(user: UserPublic, onSaved: (user: UserPublic) => void) {
  useEffect(() => {
    void giveAccountBrowserZone(user).then((saved) => {
      if (saved) onSaved(saved);
    });
  }, [user, onSaved]);
}
