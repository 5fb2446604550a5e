/** Items: a user lists and creates their own; a superuser lists everyone's. */
import { readJson } from "@/lib/api/body";
import { apiRoute, parseQuery } from "@/lib/api/handler";
import { requireUser } from "@/lib/auth/session";
import { insertItem, listItems, toPublicItem } from "@/lib/items/queries";
import { itemCreateSchema } from "@/lib/items/schema";
import { paginationSchema } from "@/lib/validation/pagination";

export const GET = apiRoute(async (req) => {
  const { user } = await requireUser(req);
  const page = parseQuery(req, paginationSchema);
  const ownerId = user.is_superuser ? undefined : user.id;
  const { rows, count } = await listItems({ ownerId, ...page });
  return { data: rows.map(toPublicItem), count };
});

export const POST = apiRoute(async (req) => {
  const { user } = await requireUser(req);
  const input = await readJson(req, itemCreateSchema);
  const item = await insertItem({
    ownerId: user.id,
    title: input.title,
    description: input.description ?? null,
  });
  return toPublicItem(item);
});
