/** Echoes the token's user: a client's way to check that its token still works. */
import { handle } from "@/lib/api/route";
import { loginRoutes } from "@/lib/api/routes/login";
import { toPublicUser } from "@/lib/users/public";

export const POST = handle(loginRoutes.testToken, async ({ caller }) => toPublicUser(caller.user));
