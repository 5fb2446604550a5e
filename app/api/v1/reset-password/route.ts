/** Sets a new password from a reset link's token; the token then stops working. */
import { errors } from "@/lib/api/errors";
import { handle } from "@/lib/api/route";
import { loginRoutes } from "@/lib/api/routes/login";
import { hashPassword } from "@/lib/auth/password";
import { verifyResetToken } from "@/lib/auth/tokens";
import { findUserById, updateUser } from "@/lib/users/queries";

export const POST = handle(loginRoutes.resetPassword, async ({ body }) => {
  const claims = await verifyResetToken(body.token);
  const user = claims ? await findUserById(claims.sub) : undefined;
  // A used token is refused because the password version it carries has moved on.
  if (!claims || !user || user.password_version !== claims.pwv) throw errors.invalidResetToken();
  if (!user.is_active) throw errors.inactiveUser();
  await updateUser(user.id, { hashedPassword: await hashPassword(body.new_password) });
  return { message: "Password updated successfully" };
});
