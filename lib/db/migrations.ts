/** Versioned schema changes. Append new ones; never edit one that has shipped. */
import { type Kysely, type Migration, type MigrationProvider, sql } from "kysely";

type Dialect = "sqlite" | "postgres";

function migrations(dialect: Dialect): Record<string, Migration> {
  const uuid = dialect === "postgres" ? "uuid" : "text";
  const timestamp = dialect === "postgres" ? "timestamptz" : "text";
  const flag = dialect === "postgres" ? "boolean" : "integer";
  const no = dialect === "postgres" ? sql`false` : sql`0`;
  const yes = dialect === "postgres" ? sql`true` : sql`1`;

  return {
    "0001_users_and_items": {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable("user")
          .addColumn("id", uuid, (c) => c.primaryKey())
          .addColumn("email", "varchar(255)", (c) => c.notNull().unique())
          .addColumn("hashed_password", "text", (c) => c.notNull())
          .addColumn("full_name", "varchar(255)")
          .addColumn("firstname", "varchar(255)")
          .addColumn("lastname", "varchar(255)")
          .addColumn("country", "varchar(64)")
          .addColumn("type", "integer", (c) => c.notNull().defaultTo(0))
          .addColumn("is_active", flag, (c) => c.notNull().defaultTo(yes))
          .addColumn("is_superuser", flag, (c) => c.notNull().defaultTo(no))
          .addColumn("newsletter", flag, (c) => c.notNull().defaultTo(no))
          .addColumn("password_version", "integer", (c) => c.notNull().defaultTo(0))
          .addColumn("created_at", timestamp, (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex("user_created_at_idx")
          .on("user")
          .column("created_at")
          .execute();

        await db.schema
          .createTable("item")
          .addColumn("id", uuid, (c) => c.primaryKey())
          .addColumn("title", "varchar(255)", (c) => c.notNull())
          .addColumn("description", "varchar(255)")
          .addColumn("owner_id", uuid, (c) => c.notNull().references("user.id").onDelete("cascade"))
          .addColumn("created_at", timestamp, (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex("item_owner_created_idx")
          .on("item")
          .columns(["owner_id", "created_at"])
          .execute();
        await db.schema
          .createIndex("item_created_at_idx")
          .on("item")
          .column("created_at")
          .execute();
      },
    },
    "0002_saved_coaches_reviews_newsletter": {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable("saved_coach")
          .addColumn("user_id", uuid, (c) => c.notNull().references("user.id").onDelete("cascade"))
          .addColumn("coach_slug", "varchar(120)", (c) => c.notNull())
          .addColumn("created_at", timestamp, (c) => c.notNull())
          .addPrimaryKeyConstraint("saved_coach_pk", ["user_id", "coach_slug"])
          .execute();

        await db.schema
          .createTable("review")
          .addColumn("id", uuid, (c) => c.primaryKey())
          .addColumn("coach_slug", "varchar(120)", (c) => c.notNull())
          .addColumn("user_id", uuid, (c) => c.notNull().references("user.id").onDelete("cascade"))
          .addColumn("rating", "integer", (c) => c.notNull())
          .addColumn("title", "varchar(120)")
          .addColumn("body", "varchar(2000)", (c) => c.notNull())
          .addColumn("created_at", timestamp, (c) => c.notNull())
          .addColumn("updated_at", timestamp, (c) => c.notNull())
          .addUniqueConstraint("review_one_per_user_and_coach", ["coach_slug", "user_id"])
          .execute();
        await db.schema
          .createIndex("review_coach_idx")
          .on("review")
          .columns(["coach_slug", "created_at"])
          .execute();

        await db.schema
          .createTable("newsletter_subscriber")
          .addColumn("email", "varchar(255)", (c) => c.primaryKey())
          .addColumn("created_at", timestamp, (c) => c.notNull())
          .execute();
      },
    },
  };
}

export function migrationProvider(dialect: Dialect): MigrationProvider {
  return { getMigrations: async () => migrations(dialect) };
}
