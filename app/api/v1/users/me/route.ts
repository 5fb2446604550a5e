/** The signed-in user's own account: read, change name and email, delete. */
import { errors } from "@/lib/api/errors";
import { handle } from "@/lib/api/route";
import { userRoutes } from "@/lib/api/routes/users";
import { toUserChanges } from "@/lib/users/changes";
import { toPublicUser } from "@/lib/users/public";
import { deleteUser, updateUser } from "@/lib/users/queries";

export const GET = handle(userRoutes.readMe, async ({ caller }) => toPublicUser(caller.user));

export const PATCH = handle(userRoutes.updateMe, async ({ caller: { user }, body }) => {
  const changes = await toUserChanges(body);
  return toPublicUser(await updateUser(user.id, changes, errors.emailTakenOnUpdate));
});

export const DELETE = handle(userRoutes.deleteMe, async ({ caller: { user } }) => {
  if (user.is_superuser) throw errors.superuserSelfDelete();
  await deleteUser(user.id);
  return { message: "User deleted successfully" };
});
