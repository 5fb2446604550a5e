/** The public face of a user: what every API response may show, never the hash. */
import { readTimestamp } from "@/lib/db/values";
import type { User } from "./queries";
import type { UserPublic } from "./schema";

export function toPublicUser(row: User): UserPublic {
  return {
    id: row.id,
    email: row.email,
    full_name: row.full_name,
    firstname: row.firstname,
    lastname: row.lastname,
    country: row.country,
    type: row.type === 1 ? 1 : 0,
    timezone: row.timezone,
    is_active: row.is_active,
    is_superuser: row.is_superuser,
    email_verified: row.email_verified,
    created_at: readTimestamp(row.created_at),
  };
}
