/** One item: read, partly update, delete, by its owner or a superuser. */
import { errors } from "@/lib/api/errors";
import { handle } from "@/lib/api/route";
import { itemRoutes } from "@/lib/api/routes/items";
import { findOwnItem } from "@/lib/items/access";
import { deleteItem, toPublicItem, updateItem } from "@/lib/items/queries";

export const GET = handle(itemRoutes.read, async ({ caller: { user }, params }) =>
  toPublicItem(await findOwnItem(user, params.id)),
);

export const PUT = handle(itemRoutes.update, async ({ caller: { user }, params, body }) => {
  await findOwnItem(user, params.id);
  const updated = await updateItem(params.id, body);
  // Deleted between the check above and the update by a simultaneous request.
  if (!updated) throw errors.itemNotFound();
  return toPublicItem(updated);
});

export const DELETE = handle(itemRoutes.delete, async ({ caller: { user }, params }) => {
  await findOwnItem(user, params.id);
  await deleteItem(params.id);
  return { message: "Item deleted successfully" };
});
