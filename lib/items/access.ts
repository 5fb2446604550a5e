/** Finds an item the caller may touch: their own, or any item for a superuser. */
import "server-only";
import { ApiError } from "@/lib/api/errors";
import type { ItemRow, UserRow } from "@/lib/db/schema";
import { readFlag } from "@/lib/db/values";
import { findItemById } from "./queries";

export async function findOwnItem(caller: UserRow, id: string): Promise<ItemRow> {
  const item = await findItemById(id);
  if (!item) throw new ApiError(404, "Item not found");
  if (!readFlag(caller.is_superuser) && item.owner_id !== caller.id) {
    throw new ApiError(403, "Not enough permissions");
  }
  return item;
}
