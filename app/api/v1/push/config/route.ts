/** The VAPID public key browsers subscribe with. */
import { handle } from "@/lib/api/route";
import { pushRoutes } from "@/lib/api/routes/push";
import { vapidKeys } from "@/lib/push/vapid";

export const GET = handle(pushRoutes.config, async () => {
  const { publicKey } = await vapidKeys();
  return { enabled: true, public_key: publicKey };
});
