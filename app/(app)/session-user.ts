/**
 * The signed-in area's entry to the session: the database made ready first (it may have been down
 * at start), then the user. Either failing shows the page as to a visitor, as a database hiccup should.
 */
import "server-only";
import { cache } from "react";
import { getSessionUser } from "@/lib/auth/session";
import { ensureReady } from "@/lib/startup";

export const getReadySessionUser = cache(async () => {
  try {
    await ensureReady();
  } catch {
    return null;
  }
  return getSessionUser();
});
