/** One user by id: anyone may read themselves; superusers read, change and delete anyone else. */
import { errors } from "@/lib/api/errors";
import { requestSiteUrl } from "@/lib/api/request-info";
import { handle } from "@/lib/api/route";
import { userRoutes } from "@/lib/api/routes/users";
import { toUserChanges } from "@/lib/users/changes";
import { closeAccount } from "@/lib/users/close-account";
import { toPublicUser } from "@/lib/users/public";
import { findUserById, updateUser } from "@/lib/users/queries";

export const GET = handle(userRoutes.read, async ({ caller: { user: caller }, params }) => {
  if (params.user_id === caller.id) return toPublicUser(caller);
  if (!caller.is_superuser) throw errors.notSuperuser();
  const user = await findUserById(params.user_id);
  if (!user) throw errors.userNotFound();
  return toPublicUser(user);
});

export const PATCH = handle(userRoutes.update, async ({ params, body }) => {
  if (!(await findUserById(params.user_id))) throw errors.userIdNotFound();
  const changes = await toUserChanges(body);
  return toPublicUser(await updateUser(params.user_id, changes, errors.emailTakenOnUpdate));
});

/** As closing one's own account: the user's upcoming sessions are cancelled and the other side told. */
export const DELETE = handle(
  userRoutes.delete,
  async ({ req, caller: { user: caller }, params }) => {
    if (!(await findUserById(params.user_id))) throw errors.userNotFound();
    if (params.user_id === caller.id) throw errors.superuserSelfDelete();
    await closeAccount(params.user_id, requestSiteUrl(req));
    return { message: "User deleted successfully" };
  },
);
