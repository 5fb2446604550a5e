/** Account operations shared by several routes: sign-in checks and token issue. */
import "server-only";
import { ApiError } from "@/lib/api/errors";
import { consumeAttempt } from "@/lib/api/rate-limit";
import { verifyPassword } from "@/lib/auth/password";
import { signAccessToken } from "@/lib/auth/tokens";
import type { UserRow } from "@/lib/db/schema";
import { readFlag } from "@/lib/db/values";
import { findUserByEmail } from "./queries";

const TYPE_NAMES = ["User", "Seer"] as const;

/** Checks email and password (rate-limited per IP and per account); the caller decides what else to require. */
export async function checkCredentials(
  ip: string,
  email: string,
  password: string,
): Promise<UserRow> {
  await consumeAttempt("login", ip, email);
  const user = await findUserByEmail(email);
  const valid = await verifyPassword(user?.hashed_password, password);
  if (!user || !valid) throw new ApiError(400, "Incorrect email or password");
  if (!readFlag(user.is_active)) throw new ApiError(400, "Inactive user");
  return user;
}

/** The marketplace's login names an account type; a right password with the wrong type says which it is. */
export function requireAccountType(user: UserRow, type: number | undefined): void {
  if (type === undefined || type === user.type) return;
  const actual = TYPE_NAMES[user.type === 1 ? 1 : 0];
  throw new ApiError(
    400,
    `This is a ${actual} account. Choose ${actual} as the account type to log in.`,
  );
}

export async function issueToken(user: UserRow) {
  return { access_token: await signAccessToken(user), token_type: "bearer" as const };
}
