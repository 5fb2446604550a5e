/**
 * Changes one's own password (PATCH); every older token (and reset link) stops working. Sets the
 * first one (POST) on an account made through Google or Facebook.
 */
import { errors } from "@/lib/api/errors";
import { handle } from "@/lib/api/route";
import { identityRoutes } from "@/lib/api/routes/identities";
import { userRoutes } from "@/lib/api/routes/users";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { startSession } from "@/lib/auth/session";
import { updateUser } from "@/lib/users/queries";
import { setFirstPassword } from "@/lib/users/sign-in-methods";

export const PATCH = handle(
  userRoutes.updatePasswordMe,
  async ({ caller: { user, via }, body }) => {
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
  },
);

export const POST = handle(identityRoutes.setPassword, async ({ caller: { user, via }, body }) => {
  const updated = await setFirstPassword(user, body.new_password);
  const response = Response.json({ message: "Password set successfully" });
  return via === "cookie" ? startSession(updated, response) : response;
});
