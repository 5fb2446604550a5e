/**
 * Reads and writes of the user table. Emails are always stored and looked up lower-cased; rows
 * leave this module as `User`s, whose flags are booleans on both databases.
 */
import "server-only";
import { randomUUID } from "node:crypto";
import { type Db, getDb, writeFlag } from "@/lib/db/client";
import type { UserRow } from "@/lib/db/schema";
import { mapUniqueViolation } from "@/lib/db/unique-violation";
import { monotonicNow, readFlag } from "@/lib/db/values";

export type User = Omit<UserRow, "is_active" | "is_superuser" | "newsletter" | "email_verified"> & {
  is_active: boolean;
  is_superuser: boolean;
  newsletter: boolean;
  email_verified: boolean;
};

/**
 * The stored hash of an account made through Google or Facebook until a password is set: no
 * password verifies against it (lib/auth/password.ts treats it as "no account"), so a password
 * login answers as for a wrong password.
 */
export const NO_PASSWORD = "";

export function hasPassword(user: Pick<User, "hashed_password">): boolean {
  return user.hashed_password !== NO_PASSWORD;
}

class DuplicateEmailError extends Error {}

const duplicateEmail = () => new DuplicateEmailError();

/** SQLite stores flags as 0/1: decoded here, once, so no caller ever sees a number. */
function toUser(row: UserRow): User {
  return {
    ...row,
    is_active: readFlag(row.is_active),
    is_superuser: readFlag(row.is_superuser),
    newsletter: readFlag(row.newsletter),
    email_verified: readFlag(row.email_verified),
  };
}

function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserById(id: string): Promise<User | undefined> {
  const row = await getDb().selectFrom("user").selectAll().where("id", "=", id).executeTakeFirst();
  return row && toUser(row);
}

export async function findUserByEmail(email: string): Promise<User | undefined> {
  // No stored email holds a NUL (PostgreSQL would refuse even the lookup): nobody has it.
  if (email.includes("\u0000")) return undefined;
  const row = await getDb()
    .selectFrom("user")
    .selectAll()
    .where("email", "=", normalizeEmail(email))
    .executeTakeFirst();
  return row && toUser(row);
}

export type NewUser = {
  email: string;
  hashedPassword: string;
  fullName: string | null;
  firstname: string | null;
  lastname: string | null;
  country?: string | null;
  type?: number;
  timezone?: string | null;
  isActive?: boolean;
  isSuperuser?: boolean;
  newsletter?: boolean;
  /** Only when the address is already proven (a provider vouched for it); else a link proves it. */
  emailVerified?: boolean;
};

/**
 * Inserts a user; a taken email (even one racing in from another request) throws `emailTaken()`,
 * a DuplicateEmailError unless the caller names its own (an API error, say).
 */
export async function insertUser(
  user: NewUser,
  emailTaken: () => Error = duplicateEmail,
  db: Db = getDb(),
): Promise<User> {
  const row = {
    id: randomUUID(),
    email: normalizeEmail(user.email),
    hashed_password: user.hashedPassword,
    full_name: user.fullName,
    firstname: user.firstname,
    lastname: user.lastname,
    country: user.country ?? null,
    type: user.type ?? 0,
    timezone: user.timezone ?? null,
    is_active: writeFlag(user.isActive ?? true),
    is_superuser: writeFlag(user.isSuperuser ?? false),
    newsletter: writeFlag(user.newsletter ?? false),
    email_verified: writeFlag(user.emailVerified ?? false),
    created_at: monotonicNow(),
  };
  const insert = db.insertInto("user").values(row).returningAll().executeTakeFirstOrThrow();
  return toUser(await mapUniqueViolation(insert, emailTaken));
}

/** Inserts unless the email exists; true when this call created the row (seeding races safely). */
export async function insertUserIfAbsent(user: NewUser): Promise<boolean> {
  try {
    await insertUser(user);
    return true;
  } catch (error) {
    if (error instanceof DuplicateEmailError) return false;
    throw error;
  }
}

export type UserChanges = {
  email?: string;
  hashedPassword?: string;
  fullName?: string | null;
  firstname?: string | null;
  lastname?: string | null;
  country?: string | null;
  type?: number;
  timezone?: string | null;
  isActive?: boolean;
  isSuperuser?: boolean;
  emailVerified?: boolean;
};

/** Applies the changes; a new email someone else holds throws `emailTaken()` (as for insertUser). */
export async function updateUser(
  id: string,
  changes: UserChanges,
  emailTaken: () => Error = duplicateEmail,
): Promise<User> {
  const db = getDb();
  let query = db.updateTable("user").where("id", "=", id);
  const set: Record<string, unknown> = {};
  if (changes.email !== undefined) set.email = normalizeEmail(changes.email);
  if (changes.emailVerified !== undefined) set.email_verified = writeFlag(changes.emailVerified);
  if (changes.fullName !== undefined) set.full_name = changes.fullName;
  if (changes.firstname !== undefined) set.firstname = changes.firstname;
  if (changes.lastname !== undefined) set.lastname = changes.lastname;
  if (changes.country !== undefined) set.country = changes.country;
  if (changes.type !== undefined) set.type = changes.type;
  if (changes.timezone !== undefined) set.timezone = changes.timezone;
  if (changes.isActive !== undefined) set.is_active = writeFlag(changes.isActive);
  if (changes.isSuperuser !== undefined) set.is_superuser = writeFlag(changes.isSuperuser);
  if (changes.hashedPassword !== undefined) set.hashed_password = changes.hashedPassword;
  query = query.set(set);
  if (changes.email !== undefined && changes.emailVerified === undefined) {
    // A new address is unproven until its link is used; the same address keeps its proof. The
    // comparison reads the row as it was before this update.
    const email = normalizeEmail(changes.email);
    query = query.set((eb) => ({
      email_verified: eb
        .case()
        .when("email", "=", email)
        .then(eb.ref("email_verified"))
        .else(writeFlag(false))
        .end(),
    }));
  }
  if (changes.hashedPassword !== undefined) {
    query = query.set((eb) => ({ password_version: eb("password_version", "+", 1) }));
  }
  if (Object.keys(set).length === 0) {
    const current = await findUserById(id);
    if (!current) throw new Error(`user ${id} vanished`);
    return current;
  }
  return toUser(
    await mapUniqueViolation(query.returningAll().executeTakeFirstOrThrow(), emailTaken),
  );
}

/** A page of accounts, newest first, with the total; only one account type when `type` is given. */
export async function listUsers({
  skip,
  limit,
  type,
}: {
  skip: number;
  limit: number;
  type?: 0 | 1;
}) {
  const db = getDb();
  let base = db.selectFrom("user");
  if (type !== undefined) base = base.where("type", "=", type);
  const [rows, total] = await Promise.all([
    base.selectAll().orderBy("created_at", "desc").offset(skip).limit(limit).execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as("count")).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(toUser), count: Number(total.count) };
}
