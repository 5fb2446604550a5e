/** Settings → Connected accounts: what is connected, whether there is a password, what is offered. */
import { handle } from "@/lib/api/route";
import { identityRoutes } from "@/lib/api/routes/identities";
import { signInMethodsOf } from "@/lib/users/sign-in-methods";

export const GET = handle(identityRoutes.list, async ({ caller }) => signInMethodsOf(caller.user));
