/** The signed-in user's own account: read, change name and email, delete. */
import { readJson } from "@/lib/api/body";
import { errors } from "@/lib/api/errors";
import { apiRoute } from "@/lib/api/handler";
import { requireUser } from "@/lib/auth/session";
import { toUserChanges } from "@/lib/users/changes";
import { toPublicUser } from "@/lib/users/public";
import { deleteUser, updateUser } from "@/lib/users/queries";
import { userUpdateMeSchema } from "@/lib/users/schema";

export const GET = apiRoute(async (req) => toPublicUser((await requireUser(req)).user));

export const PATCH = apiRoute(async (req) => {
  const { user } = await requireUser(req);
  const input = await readJson(req, userUpdateMeSchema);
  const changes = await toUserChanges(input);
  return toPublicUser(await updateUser(user.id, changes, errors.emailTakenOnUpdate));
});

export const DELETE = apiRoute(async (req) => {
  const { user } = await requireUser(req);
  if (user.is_superuser) throw errors.superuserSelfDelete();
  await deleteUser(user.id);
  return { message: "User deleted successfully" };
});
