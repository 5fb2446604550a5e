/** One's ways to sign in: a password and connected providers; the last one is never removed. */
import "server-only";
import { errors } from "@/lib/api/errors";
import { configuredProviders, type ProviderId } from "@/lib/auth/oauth/providers";
import { hashPassword } from "@/lib/auth/password";
import { withWriteTransaction } from "@/lib/bookings/lock";
import { getConfig } from "@/lib/config";
import { databaseKind } from "@/lib/db/client";
import { deleteIdentity, listIdentities } from "./identities";
import type { SignInMethods } from "./identities-schema";
import { findUserById, hasPassword, type User, updateUser } from "./queries";

export async function signInMethodsOf(user: User): Promise<SignInMethods> {
  const identities = await listIdentities(user.id);
  return {
    data: identities.map(({ provider, email, created_at }) => ({ provider, email, created_at })),
    count: identities.length,
    has_password: hasPassword(user),
    available: configuredProviders(getConfig()),
  };
}

/** Disconnects a provider unless it is the account's last way in (checked under a lock). */
export async function disconnectProvider(userId: string, provider: ProviderId): Promise<void> {
  await withWriteTransaction(async (db) => {
    let lock = db.selectFrom("user").select("hashed_password").where("id", "=", userId);
    if (databaseKind() === "postgres") lock = lock.forUpdate();
    const user = await lock.executeTakeFirst();
    if (!user) throw errors.identityNotConnected();
    const identities = await listIdentities(userId, db);
    if (!identities.some((identity) => identity.provider === provider)) {
      throw errors.identityNotConnected();
    }
    if (!hasPassword(user) && identities.length === 1) throw errors.lastSignInMethod();
    await deleteIdentity(db, userId, provider);
  });
}

/** The first password of an account made through a provider; one that has a password changes it instead. */
export async function setFirstPassword(user: User, password: string): Promise<User> {
  if (hasPassword(user)) throw errors.passwordAlreadySet();
  const updated = await updateUser(user.id, { hashedPassword: await hashPassword(password) });
  return (await findUserById(updated.id)) ?? updated;
}
