/** Account operations shared by several routes: sign-in checks and token issue. */
import "server-only";
import { errors } from "@/lib/api/errors";
import { consumeAttempt } from "@/lib/api/rate-limit";
import { verifyPassword } from "@/lib/auth/password";
import { signAccessToken } from "@/lib/auth/tokens";
import { findUserByEmail, type User } from "./queries";

const TYPE_NAMES = ["User", "Seer"] as const;

/** Checks email and password (rate-limited per IP and per account); the caller decides what else to require. */
export async function checkCredentials(ip: string, email: string, password: string): Promise<User> {
  await consumeAttempt("login", ip, email);
  const user = await findUserByEmail(email);
  const valid = await verifyPassword(user?.hashed_password, password);
  if (!user || !valid) throw errors.incorrectLogin();
  if (!user.is_active) throw errors.inactiveUser();
  return user;
}

/** The marketplace's login names an account type; a right password with the wrong type says which it is. */
export function requireAccountType(user: User, type: number | undefined): void {
  if (type === undefined || type === user.type) return;
  const actual = TYPE_NAMES[user.type === 1 ? 1 : 0];
  throw errors.wrongAccountType(actual);
}

export async function issueToken(user: User) {
  return { access_token: await signAccessToken(user), token_type: "bearer" as const };
}
