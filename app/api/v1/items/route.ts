/** Items: a user lists and creates their own; a superuser lists everyone's. */
import { handle } from "@/lib/api/route";
import { itemRoutes } from "@/lib/api/routes/items";
import { insertItem, listItems, toPublicItem } from "@/lib/items/queries";

export const GET = handle(itemRoutes.list, async ({ caller: { user }, query }) => {
  const ownerId = user.is_superuser ? undefined : user.id;
  const { rows, count } = await listItems({ ownerId, ...query });
  return { data: rows.map(toPublicItem), count };
});

export const POST = handle(itemRoutes.create, async ({ caller: { user }, body }) => {
  const item = await insertItem({
    ownerId: user.id,
    title: body.title,
    description: body.description ?? null,
  });
  return toPublicItem(item);
});
