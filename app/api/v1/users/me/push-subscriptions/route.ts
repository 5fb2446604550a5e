/** Settings → Notifications: the devices that notify a person, and adding this one. */
import { handle } from "@/lib/api/route";
import { pushRoutes } from "@/lib/api/routes/push";
import { listPushDevices, subscribePush } from "@/lib/push/subscriptions";

export const GET = handle(pushRoutes.list, async ({ caller }) => {
  const data = await listPushDevices(caller.user.id);
  return { data, count: data.length };
});

export const POST = handle(pushRoutes.subscribe, async ({ caller, body, req }) =>
  subscribePush(caller.user.id, body, req.headers.get("user-agent")),
);
