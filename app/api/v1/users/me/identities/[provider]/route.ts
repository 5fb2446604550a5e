/** Disconnects Google or Facebook; the last way to sign in stays (lib/users/sign-in-methods.ts). */
import { handle } from "@/lib/api/route";
import { identityRoutes } from "@/lib/api/routes/identities";
import { disconnectProvider } from "@/lib/users/sign-in-methods";

export const DELETE = handle(identityRoutes.disconnect, async ({ caller, params }) => {
  await disconnectProvider(caller.user.id, params.provider);
  return { message: "Disconnected" };
});
