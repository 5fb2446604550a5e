/** Sets a new password from a reset link's token; the token then stops working. */
import { readJson } from "@/lib/api/body";
import { errors } from "@/lib/api/errors";
import { apiRoute } from "@/lib/api/handler";
import { hashPassword } from "@/lib/auth/password";
import { verifyResetToken } from "@/lib/auth/tokens";
import { findUserById, updateUser } from "@/lib/users/queries";
import { newPasswordSchema } from "@/lib/users/schema";

export const POST = apiRoute(async (req) => {
  const body = await readJson(req, newPasswordSchema);
  const claims = await verifyResetToken(body.token);
  const user = claims ? await findUserById(claims.sub) : undefined;
  // A used token is refused because the password version it carries has moved on.
  if (!claims || !user || user.password_version !== claims.pwv) throw errors.invalidResetToken();
  if (!user.is_active) throw errors.inactiveUser();
  await updateUser(user.id, { hashedPassword: await hashPassword(body.new_password) });
  return { message: "Password updated successfully" };
});
