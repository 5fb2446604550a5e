/** Account operations shared by several routes: sign-in checks and token issue. */
import "server-only";
import { errors } from "@/lib/api/errors";
import { consumeAttempt } from "@/lib/api/rate-limit";
import { verifyPassword } from "@/lib/auth/password";
import { signAccessToken } from "@/lib/auth/tokens";
import { findUserByEmail, type User } from "./queries";

/**
 * Checks email and password (rate-limited per IP and per account). The account type a login form
 * names is not checked: the type is the account's, so a right password always signs in.
 */
export async function checkCredentials(ip: string, email: string, password: string): Promise<User> {
  await consumeAttempt("login", ip, email);
  const user = await findUserByEmail(email);
  const valid = await verifyPassword(user?.hashed_password, password);
  if (!user || !valid) throw errors.incorrectLogin();
  if (!user.is_active) throw errors.inactiveUser();
  return user;
}

export async function issueToken(user: User) {
  return { access_token: await signAccessToken(user), token_type: "bearer" as const };
}
