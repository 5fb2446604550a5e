/** One user by id: anyone may read themselves; superusers read, change and delete anyone else. */
import { readJson } from "@/lib/api/body";
import { ApiError, errors } from "@/lib/api/errors";
import { apiRoute, parseUuid } from "@/lib/api/handler";
import { requireSuperuser, requireUser } from "@/lib/auth/current-user";
import { readFlag } from "@/lib/db/values";
import { toUserChanges } from "@/lib/users/changes";
import { toPublicUser } from "@/lib/users/public";
import { DuplicateEmailError, deleteUser, findUserById, updateUser } from "@/lib/users/queries";
import { userUpdateSchema } from "@/lib/validation/users";

type Params = { user_id: string };

export const GET = apiRoute<Params>(async (req, params) => {
  const { user: caller } = await requireUser(req);
  const id = parseUuid(params.user_id, "user_id");
  if (id === caller.id) return toPublicUser(caller);
  if (!readFlag(caller.is_superuser)) throw errors.notSuperuser();
  const user = await findUserById(id);
  if (!user) throw new ApiError(404, "User not found");
  return toPublicUser(user);
});

export const PATCH = apiRoute<Params>(async (req, params) => {
  await requireSuperuser(req);
  const id = parseUuid(params.user_id, "user_id");
  const input = await readJson(req, userUpdateSchema);
  if (!(await findUserById(id))) {
    throw new ApiError(404, "The user with this id does not exist in the system");
  }
  try {
    return toPublicUser(await updateUser(id, await toUserChanges(input)));
  } catch (error) {
    if (error instanceof DuplicateEmailError) {
      throw new ApiError(409, "User with this email already exists");
    }
    throw error;
  }
});

export const DELETE = apiRoute<Params>(async (req, params) => {
  const { user: caller } = await requireSuperuser(req);
  const id = parseUuid(params.user_id, "user_id");
  if (!(await findUserById(id))) throw new ApiError(404, "User not found");
  if (id === caller.id) {
    throw new ApiError(403, "Super users are not allowed to delete themselves");
  }
  await deleteUser(id);
  return { message: "User deleted successfully" };
});
