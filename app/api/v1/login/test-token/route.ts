/** Echoes the token's user: a client's way to check that its token still works. */
import { apiRoute } from "@/lib/api/handler";
import { requireUser } from "@/lib/auth/session";
import { toPublicUser } from "@/lib/users/public";

export const POST = apiRoute(async (req) => toPublicUser((await requireUser(req)).user));
