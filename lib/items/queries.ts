/** Reads and writes of the item table, scoped to an owner unless the caller is a superuser. */
import "server-only";
import { randomUUID } from "node:crypto";
import { getDb } from "@/lib/db/client";
import type { ItemRow } from "@/lib/db/schema";
import { monotonicNow, readTimestamp } from "@/lib/db/values";
import type { ItemPublic } from "./schema";

export function toPublicItem(row: ItemRow): ItemPublic {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    owner_id: row.owner_id,
    created_at: readTimestamp(row.created_at),
  };
}

/** `ownerId` undefined lists every item (superusers); otherwise only that owner's. */
export async function listItems({
  ownerId,
  skip,
  limit,
}: {
  ownerId?: string;
  skip: number;
  limit: number;
}) {
  const db = getDb();
  let rows = db.selectFrom("item").selectAll();
  let total = db.selectFrom("item").select((eb) => eb.fn.countAll<number | string>().as("count"));
  if (ownerId !== undefined) {
    rows = rows.where("owner_id", "=", ownerId);
    total = total.where("owner_id", "=", ownerId);
  }
  const [data, count] = await Promise.all([
    rows.orderBy("created_at", "desc").offset(skip).limit(limit).execute(),
    total.executeTakeFirstOrThrow(),
  ]);
  return { rows: data, count: Number(count.count) };
}

export async function findItemById(id: string): Promise<ItemRow | undefined> {
  return getDb().selectFrom("item").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function insertItem(item: {
  ownerId: string;
  title: string;
  description: string | null;
}): Promise<ItemRow> {
  return getDb()
    .insertInto("item")
    .values({
      id: randomUUID(),
      title: item.title,
      description: item.description,
      owner_id: item.ownerId,
      created_at: monotonicNow(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateItem(
  id: string,
  changes: { title?: string; description?: string | null },
): Promise<ItemRow | undefined> {
  // Undefined when the item is gone, e.g. deleted by a request that raced this one.
  if (changes.title === undefined && changes.description === undefined) return findItemById(id);
  return getDb()
    .updateTable("item")
    .set(changes)
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteItem(id: string): Promise<void> {
  await getDb().deleteFrom("item").where("id", "=", id).execute();
}
