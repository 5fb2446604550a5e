/** One's email preferences: message emails on or off. */
import { handle } from "@/lib/api/route";
import { notificationRoutes } from "@/lib/api/routes/notifications";
import { notificationSettingsOf, updateNotificationSettings } from "@/lib/users/notifications";

export const GET = handle(notificationRoutes.read, async ({ caller: { user } }) =>
  notificationSettingsOf(user.id),
);

export const PUT = handle(notificationRoutes.update, async ({ caller: { user }, body }) =>
  updateNotificationSettings(user.id, body),
);
