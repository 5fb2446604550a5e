/** One item: read, partly update, delete, by its owner or a superuser. */
import { readJson } from "@/lib/api/body";
import { errors } from "@/lib/api/errors";
import { apiRoute, parseUuid } from "@/lib/api/handler";
import { requireUser } from "@/lib/auth/session";
import { findOwnItem } from "@/lib/items/access";
import { deleteItem, toPublicItem, updateItem } from "@/lib/items/queries";
import { itemUpdateSchema } from "@/lib/items/schema";

type Params = { id: string };

export const GET = apiRoute<Params>(async (req, params) => {
  const { user } = await requireUser(req);
  return toPublicItem(await findOwnItem(user, parseUuid(params.id, "id")));
});

export const PUT = apiRoute<Params>(async (req, params) => {
  const { user } = await requireUser(req);
  const id = parseUuid(params.id, "id");
  const input = await readJson(req, itemUpdateSchema);
  await findOwnItem(user, id);
  const updated = await updateItem(id, input);
  // Deleted between the check above and the update by a simultaneous request.
  if (!updated) throw errors.itemNotFound();
  return toPublicItem(updated);
});

export const DELETE = apiRoute<Params>(async (req, params) => {
  const { user } = await requireUser(req);
  const id = parseUuid(params.id, "id");
  await findOwnItem(user, id);
  await deleteItem(id);
  return { message: "Item deleted successfully" };
});
