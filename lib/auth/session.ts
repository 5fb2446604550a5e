/** The signed-in user for server components: verified token and current user row, once per request. */
import "server-only";
import { cookies } from "next/headers";
import { cache } from "react";
import { readFlag } from "@/lib/db/values";
import { ensureReady } from "@/lib/startup";
import { toPublicUser } from "@/lib/users/public";
import type { UserPublic } from "@/lib/validation/users";
import { ACCESS_COOKIE, userFromToken } from "./current-user";

export const getSessionUser = cache(async (): Promise<UserPublic | null> => {
  const token = (await cookies()).get(ACCESS_COOKIE)?.value;
  if (!token) return null;
  try {
    await ensureReady();
    const user = await userFromToken(token);
    return user && readFlag(user.is_active) ? toPublicUser(user) : null;
  } catch {
    // A database hiccup shows the page as to a visitor rather than failing it.
    return null;
  }
});
