/** The signed-in visitor's saved coach slugs for server-rendered cards (empty for a visitor). */
import "server-only";
import { cache } from "react";
import { getSessionUser } from "@/lib/auth/session";
import { savedCoachSlugs } from "./saved";

export const savedSlugsForSession = cache(
  async (): Promise<{ signedIn: boolean; saved: Set<string> }> => {
    const user = await getSessionUser();
    if (!user) return { signedIn: false, saved: new Set() };
    try {
      return { signedIn: true, saved: await savedCoachSlugs(user.id) };
    } catch {
      return { signedIn: true, saved: new Set() };
    }
  },
);
