/** The database's tables as Kysely sees them; row types for the rest of the code derive from here. */
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from "kysely";

/** SQLite returns ISO text and 0/1, PostgreSQL returns Date and booleans: both are read through `lib/db/values`. */
type Timestamp = ColumnType<Date | string, string, string>;
type Flag = ColumnType<boolean | number, boolean | number, boolean | number>;

export interface UserTable {
  id: string;
  email: string;
  hashed_password: string;
  full_name: string | null;
  firstname: string | null;
  lastname: string | null;
  country: string | null;
  type: number;
  is_active: Flag;
  is_superuser: Flag;
  newsletter: Flag;
  /** Bumped on every password change: tokens carry it, so older ones stop working. */
  password_version: Generated<number>;
  created_at: Timestamp;
}

export interface ItemTable {
  id: string;
  title: string;
  description: string | null;
  owner_id: string;
  created_at: Timestamp;
}

export interface SavedCoachTable {
  user_id: string;
  coach_slug: string;
  created_at: Timestamp;
}

export interface ReviewTable {
  id: string;
  coach_slug: string;
  user_id: string;
  rating: number;
  title: string | null;
  body: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface NewsletterSubscriberTable {
  email: string;
  created_at: Timestamp;
}

export interface Database {
  user: UserTable;
  item: ItemTable;
  saved_coach: SavedCoachTable;
  review: ReviewTable;
  newsletter_subscriber: NewsletterSubscriberTable;
}

export type UserRow = Selectable<UserTable>;
export type NewUserRow = Insertable<UserTable>;
export type UserRowUpdate = Updateable<UserTable>;
export type ItemRow = Selectable<ItemTable>;
export type NewItemRow = Insertable<ItemTable>;
export type ReviewRow = Selectable<ReviewTable>;
