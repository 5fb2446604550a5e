/** A person's email preferences: message emails may be turned off (booking emails always go). */
import { z } from "zod";

export const notificationSettingsSchema = z.object({
  /** An email when a message waits unread (MESSAGE_EMAIL_DELAY_SECONDS after it was written). */
  message_emails: z.boolean(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;
