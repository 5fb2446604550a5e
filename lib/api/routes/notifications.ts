/** One's email preferences. */
import { declareRoute } from "@/lib/api/contract";
import { notificationSettingsSchema } from "@/lib/users/notifications-schema";

export const notificationRoutes = {
  read: declareRoute({
    method: "GET",
    path: "/users/me/notifications",
    name: "read_notification_settings",
    summary: "Which emails you get: message emails can be turned off (booking emails always go)",
    tag: "users",
    auth: "user",
    response: notificationSettingsSchema,
  }),
  update: declareRoute({
    method: "PUT",
    path: "/users/me/notifications",
    name: "update_notification_settings",
    summary: "Turn message emails on or off",
    tag: "users",
    auth: "user",
    body: { json: notificationSettingsSchema },
    response: notificationSettingsSchema,
  }),
};
