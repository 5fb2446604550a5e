/**
 * BFF: who is looking, for the header and hearts of the shared public pages (lib/client/viewer.ts).
 * 200 with `{user: null}` for a visitor: a 401 from /api/v1/users/me would log an error in every
 * visitor's console.
 */
import { apiRoute } from "@/lib/api/handler";
import { getSessionUser } from "@/lib/auth/session";

export const GET = apiRoute(async () => ({ user: await getSessionUser() }));
