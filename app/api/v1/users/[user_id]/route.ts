/** One user by id: anyone may read themselves; superusers read, change and delete anyone else. */
import { readJson } from "@/lib/api/body";
import { errors } from "@/lib/api/errors";
import { apiRoute, parseUuid } from "@/lib/api/handler";
import { requireSuperuser, requireUser } from "@/lib/auth/session";
import { toUserChanges } from "@/lib/users/changes";
import { toPublicUser } from "@/lib/users/public";
import { deleteUser, findUserById, updateUser } from "@/lib/users/queries";
import { userUpdateSchema } from "@/lib/users/schema";

type Params = { user_id: string };

export const GET = apiRoute<Params>(async (req, params) => {
  const { user: caller } = await requireUser(req);
  const id = parseUuid(params.user_id, "user_id");
  if (id === caller.id) return toPublicUser(caller);
  if (!caller.is_superuser) throw errors.notSuperuser();
  const user = await findUserById(id);
  if (!user) throw errors.userNotFound();
  return toPublicUser(user);
});

export const PATCH = apiRoute<Params>(async (req, params) => {
  await requireSuperuser(req);
  const id = parseUuid(params.user_id, "user_id");
  const input = await readJson(req, userUpdateSchema);
  if (!(await findUserById(id))) throw errors.userIdNotFound();
  const changes = await toUserChanges(input);
  return toPublicUser(await updateUser(id, changes, errors.emailTakenOnUpdate));
});

export const DELETE = apiRoute<Params>(async (req, params) => {
  const { user: caller } = await requireSuperuser(req);
  const id = parseUuid(params.user_id, "user_id");
  if (!(await findUserById(id))) throw errors.userNotFound();
  if (id === caller.id) throw errors.superuserSelfDelete();
  await deleteUser(id);
  return { message: "User deleted successfully" };
});
