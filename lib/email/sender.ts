/** The site's own sending address: every email's From, and the organizer of every calendar file. */
import "server-only";
import { getConfig } from "@/lib/config";

export function senderAddress(): string {
  const config = getConfig();
  return (
    config.EMAILS_FROM_EMAIL ??
    `no-reply@${new URL(config.FRONTEND_HOST ?? "http://localhost").hostname}`
  );
}
