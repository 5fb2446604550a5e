/** The signed-in user's own account: read, change name and email, close (lib/users/close-account.ts). */
import { errors } from "@/lib/api/errors";
import { requestSiteUrl } from "@/lib/api/request-info";
import { handle } from "@/lib/api/route";
import { userRoutes } from "@/lib/api/routes/users";
import { getDb } from "@/lib/db/client";
import { toUserChanges } from "@/lib/users/changes";
import { closeAccount } from "@/lib/users/close-account";
import { toPublicUser } from "@/lib/users/public";
import { updateUser } from "@/lib/users/queries";
import { enqueueVerificationEmail } from "@/lib/users/verification";

export const GET = handle(userRoutes.readMe, async ({ caller }) => toPublicUser(caller.user));

export const PATCH = handle(userRoutes.updateMe, async ({ req, caller: { user }, body }) => {
  const changes = await toUserChanges(body);
  const updated = await updateUser(user.id, changes, errors.emailTakenOnUpdate);
  // A new address is unverified until the link sent to it is used.
  if (updated.email !== user.email) {
    await enqueueVerificationEmail(getDb(), updated, requestSiteUrl(req));
  }
  return toPublicUser(updated);
});

export const DELETE = handle(userRoutes.deleteMe, async ({ req, caller: { user } }) => {
  if (user.is_superuser) throw errors.superuserSelfDelete();
  await closeAccount(user.id, requestSiteUrl(req));
  return { message: "User deleted successfully" };
});
