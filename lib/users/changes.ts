/** Turns validated update payloads into row changes, keeping full_name and first/last names in step. */
import "server-only";
import { hashPassword } from "@/lib/auth/password";
import { splitFullName } from "./names";
import type { UserChanges } from "./queries";

type ProfileInput = {
  email?: string;
  full_name?: string | null;
  password?: string | null;
  is_active?: boolean;
  is_superuser?: boolean;
  type?: 0 | 1;
  country?: string | null;
  timezone?: string | null;
};

export async function toUserChanges(input: ProfileInput): Promise<UserChanges> {
  const changes: UserChanges = {
    email: input.email,
    isActive: input.is_active,
    isSuperuser: input.is_superuser,
    type: input.type,
    country: input.country,
    timezone: input.timezone,
  };
  if (input.full_name !== undefined) {
    const fullName = input.full_name?.trim() || null;
    Object.assign(changes, { fullName, ...splitFullName(fullName) });
  }
  // An empty or absent password leaves the old one; a new one also retires older tokens.
  if (input.password) changes.hashedPassword = await hashPassword(input.password);
  return changes;
}
