/** Changes one's own password; every older token (and reset link) stops working. */
import { readJson } from "@/lib/api/body";
import { ApiError } from "@/lib/api/errors";
import { apiRoute } from "@/lib/api/handler";
import { sessionCookie } from "@/lib/auth/cookie";
import { ACCESS_COOKIE, requireUser } from "@/lib/auth/current-user";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { signAccessToken } from "@/lib/auth/tokens";
import { updateUser } from "@/lib/users/queries";
import { updatePasswordSchema } from "@/lib/validation/users";

export const PATCH = apiRoute(async (req) => {
  const { user, via } = await requireUser(req);
  const body = await readJson(req, updatePasswordSchema);
  if (!(await verifyPassword(user.hashed_password, body.current_password))) {
    throw new ApiError(400, "Incorrect password");
  }
  if (body.current_password === body.new_password) {
    throw new ApiError(400, "New password cannot be the same as the current one");
  }
  const updated = await updateUser(user.id, {
    hashedPassword: await hashPassword(body.new_password),
  });
  const response = Response.json({ message: "Password updated successfully" });
  // A browser session would otherwise end with the change it just made: give it a fresh cookie.
  if (via === "cookie") {
    response.headers.append(
      "Set-Cookie",
      sessionCookie(ACCESS_COOKIE, await signAccessToken(updated)),
    );
  }
  return response;
});
