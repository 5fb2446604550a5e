/** Changes one's own password; every older token (and reset link) stops working. */
import { readJson } from "@/lib/api/body";
import { errors } from "@/lib/api/errors";
import { apiRoute } from "@/lib/api/handler";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { requireUser, startSession } from "@/lib/auth/session";
import { updateUser } from "@/lib/users/queries";
import { updatePasswordSchema } from "@/lib/users/schema";

export const PATCH = apiRoute(async (req) => {
  const { user, via } = await requireUser(req);
  const body = await readJson(req, updatePasswordSchema);
  if (!(await verifyPassword(user.hashed_password, body.current_password))) {
    throw errors.incorrectPassword();
  }
  if (body.current_password === body.new_password) throw errors.samePassword();
  const updated = await updateUser(user.id, {
    hashedPassword: await hashPassword(body.new_password),
  });
  const response = Response.json({ message: "Password updated successfully" });
  // A browser session would otherwise end with the change it just made: give it a fresh cookie.
  return via === "cookie" ? startSession(updated, response) : response;
});
