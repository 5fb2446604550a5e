/** Reads and writes of the user table. Emails are always stored and looked up lower-cased. */
import "server-only";
import { randomUUID } from "node:crypto";
import { getDb, writeFlag } from "@/lib/db/client";
import type { UserRow } from "@/lib/db/schema";
import { monotonicNow } from "@/lib/db/values";

export class DuplicateEmailError extends Error {}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return (
    code === "SQLITE_CONSTRAINT_UNIQUE" ||
    code === "SQLITE_CONSTRAINT_PRIMARYKEY" ||
    code === "23505"
  );
}

export async function findUserById(id: string): Promise<UserRow | undefined> {
  return getDb().selectFrom("user").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function findUserByEmail(email: string): Promise<UserRow | undefined> {
  // No stored email holds a NUL (PostgreSQL would refuse even the lookup): nobody has it.
  if (email.includes("\u0000")) return undefined;
  return getDb()
    .selectFrom("user")
    .selectAll()
    .where("email", "=", normalizeEmail(email))
    .executeTakeFirst();
}

export type NewUser = {
  email: string;
  hashedPassword: string;
  fullName: string | null;
  firstname: string | null;
  lastname: string | null;
  country?: string | null;
  type?: number;
  isActive?: boolean;
  isSuperuser?: boolean;
  newsletter?: boolean;
};

/** Inserts a user; a taken email (even one racing in from another request) is a DuplicateEmailError. */
export async function insertUser(user: NewUser): Promise<UserRow> {
  const row = {
    id: randomUUID(),
    email: normalizeEmail(user.email),
    hashed_password: user.hashedPassword,
    full_name: user.fullName,
    firstname: user.firstname,
    lastname: user.lastname,
    country: user.country ?? null,
    type: user.type ?? 0,
    is_active: writeFlag(user.isActive ?? true),
    is_superuser: writeFlag(user.isSuperuser ?? false),
    newsletter: writeFlag(user.newsletter ?? false),
    created_at: monotonicNow(),
  };
  try {
    return await getDb().insertInto("user").values(row).returningAll().executeTakeFirstOrThrow();
  } catch (error) {
    if (isUniqueViolation(error)) throw new DuplicateEmailError();
    throw error;
  }
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
  isActive?: boolean;
  isSuperuser?: boolean;
};

export async function updateUser(id: string, changes: UserChanges): Promise<UserRow> {
  const db = getDb();
  let query = db.updateTable("user").where("id", "=", id);
  const set: Record<string, unknown> = {};
  if (changes.email !== undefined) set.email = normalizeEmail(changes.email);
  if (changes.fullName !== undefined) set.full_name = changes.fullName;
  if (changes.firstname !== undefined) set.firstname = changes.firstname;
  if (changes.lastname !== undefined) set.lastname = changes.lastname;
  if (changes.country !== undefined) set.country = changes.country;
  if (changes.type !== undefined) set.type = changes.type;
  if (changes.isActive !== undefined) set.is_active = writeFlag(changes.isActive);
  if (changes.isSuperuser !== undefined) set.is_superuser = writeFlag(changes.isSuperuser);
  if (changes.hashedPassword !== undefined) set.hashed_password = changes.hashedPassword;
  query = query.set(set);
  if (changes.hashedPassword !== undefined) {
    query = query.set((eb) => ({ password_version: eb("password_version", "+", 1) }));
  }
  if (Object.keys(set).length === 0) {
    const current = await findUserById(id);
    if (!current) throw new Error(`user ${id} vanished`);
    return current;
  }
  try {
    return await query.returningAll().executeTakeFirstOrThrow();
  } catch (error) {
    if (isUniqueViolation(error)) throw new DuplicateEmailError();
    throw error;
  }
}

/** Deletes the user; their items go with them (ON DELETE CASCADE). */
export async function deleteUser(id: string): Promise<boolean> {
  const db = getDb();
  // Deleted explicitly as well, so the rule holds even on a database opened without foreign keys.
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom("item").where("owner_id", "=", id).execute();
    const result = await trx.deleteFrom("user").where("id", "=", id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  });
}

export async function listUsers({ skip, limit }: { skip: number; limit: number }) {
  const db = getDb();
  const [rows, total] = await Promise.all([
    db
      .selectFrom("user")
      .selectAll()
      .orderBy("created_at", "desc")
      .offset(skip)
      .limit(limit)
      .execute(),
    db
      .selectFrom("user")
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(total.count) };
}
