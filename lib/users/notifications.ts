/** Reading and changing a person's email preferences (lib/users/notifications-schema.ts). */
import "server-only";
import { getDb, writeFlag } from "@/lib/db/client";
import type { NotificationSettings } from "./notifications-schema";

export async function notificationSettingsOf(userId: string): Promise<NotificationSettings> {
  const row = await getDb()
    .selectFrom("user")
    .select("message_emails")
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
  return { message_emails: Boolean(row.message_emails) };
}

export async function updateNotificationSettings(
  userId: string,
  settings: NotificationSettings,
): Promise<NotificationSettings> {
  await getDb()
    .updateTable("user")
    .set({ message_emails: writeFlag(settings.message_emails) })
    .where("id", "=", userId)
    .execute();
  return notificationSettingsOf(userId);
}
