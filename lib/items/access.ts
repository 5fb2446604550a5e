/** Finds an item the caller may touch: their own, or any item for a superuser. */
import "server-only";
import { errors } from "@/lib/api/errors";
import type { ItemRow } from "@/lib/db/schema";
import type { User } from "@/lib/users/queries";
import { findItemById } from "./queries";

export async function findOwnItem(caller: User, id: string): Promise<ItemRow> {
  const item = await findItemById(id);
  if (!item) throw errors.itemNotFound();
  if (!caller.is_superuser && item.owner_id !== caller.id) throw errors.notEnoughPermissions();
  return item;
}
