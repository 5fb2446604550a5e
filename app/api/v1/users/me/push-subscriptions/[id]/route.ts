/** One device that notifies a person: removing it. */
import { handle } from "@/lib/api/route";
import { pushRoutes } from "@/lib/api/routes/push";
import { removePushDevice } from "@/lib/push/subscriptions";

export const DELETE = handle(pushRoutes.remove, async ({ caller, params }) => {
  await removePushDevice(caller.user.id, params.id);
  return { message: "Device removed" };
});
