/** The signed-in user's own account: read, change name and email, delete. */
import { readJson } from "@/lib/api/body";
import { ApiError } from "@/lib/api/errors";
import { apiRoute } from "@/lib/api/handler";
import { requireUser } from "@/lib/auth/current-user";
import { readFlag } from "@/lib/db/values";
import { toUserChanges } from "@/lib/users/changes";
import { toPublicUser } from "@/lib/users/public";
import { DuplicateEmailError, deleteUser, updateUser } from "@/lib/users/queries";
import { userUpdateMeSchema } from "@/lib/validation/users";

export const GET = apiRoute(async (req) => toPublicUser((await requireUser(req)).user));

export const PATCH = apiRoute(async (req) => {
  const { user } = await requireUser(req);
  const input = await readJson(req, userUpdateMeSchema);
  try {
    return toPublicUser(await updateUser(user.id, await toUserChanges(input)));
  } catch (error) {
    if (error instanceof DuplicateEmailError) {
      throw new ApiError(409, "User with this email already exists");
    }
    throw error;
  }
});

export const DELETE = apiRoute(async (req) => {
  const { user } = await requireUser(req);
  if (readFlag(user.is_superuser)) {
    throw new ApiError(403, "Super users are not allowed to delete themselves");
  }
  await deleteUser(user.id);
  return { message: "User deleted successfully" };
});
