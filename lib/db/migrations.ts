/** Versioned schema changes. Append new ones; never edit one that has shipped. */
import { randomUUID } from "node:crypto";
import { type Kysely, type Migration, type MigrationProvider, sql } from "kysely";
import { type LooserReference, loosenReferences } from "./sqlite-rebuild";

type Dialect = "sqlite" | "postgres";

/**
 * What an account that closes leaves to the other person: bookings (as seeker, or through the
 * Seer's listing) and reviews keep their rows; the reference becomes null ("Former member").
 */
const KEPT_WHEN_AN_ACCOUNT_CLOSES: readonly LooserReference[] = [
  { table: "booking", column: "listing_id", references: "listing" },
  { table: "booking", column: "seeker_id", references: "user" },
  { table: "review", column: "user_id", references: "user" },
];

/**
 * What carries money past an account's closing (lib/events/closing.ts): an event with paid seats
 * outlives its host's listing, a paid seat its person, until every refund and payout is made.
 */
const KEPT_WHILE_MONEY_IS_OWED: readonly LooserReference[] = [
  { table: "group_event", column: "listing_id", references: "listing" },
  { table: "event_seat", column: "user_id", references: "user" },
];

/** PostgreSQL: each reference made nullable and set to null when its row goes. */
async function loosenOnPostgres(db: Kysely<unknown>, refs: readonly LooserReference[]) {
  for (const { table, column, references } of refs) {
    // PostgreSQL's own name for the constraint the first migrations declared inline.
    const constraint = `${table}_${column}_fkey`;
    await db.schema
      .alterTable(table)
      .alterColumn(column, (c) => c.dropNotNull())
      .execute();
    await db.schema.alterTable(table).dropConstraint(constraint).execute();
    await db.schema
      .alterTable(table)
      .addForeignKeyConstraint(constraint, [column], references, ["id"], (c) =>
        c.onDelete("set null"),
      )
      .execute();
  }
}

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
    "0003_listings": {
      async up(db: Kysely<unknown>) {
        const bytes = dialect === "postgres" ? "bytea" : "blob";
        // One row per coach on the catalogue: a Seer's own listing (owner_id) or a seeded sample
        // coach (owner_id null). Arrays and the weekly hours are JSON text on both databases;
        // what Discover filters on has its own column or lives in listing_tag.
        await db.schema
          .createTable("listing")
          .addColumn("id", uuid, (c) => c.primaryKey())
          .addColumn("owner_id", uuid, (c) => c.unique().references("user.id").onDelete("cascade"))
          .addColumn("slug", "varchar(120)", (c) => c.notNull().unique())
          .addColumn("status", "varchar(16)", (c) => c.notNull())
          .addColumn("review_note", "varchar(1000)")
          .addColumn("display_name", "varchar(80)", (c) => c.notNull())
          .addColumn("headline", "varchar(80)", (c) => c.notNull().defaultTo(""))
          .addColumn("bio", "text", (c) => c.notNull().defaultTo(""))
          .addColumn("category", "varchar(64)")
          .addColumn("specialties", "text", (c) => c.notNull().defaultTo("[]"))
          .addColumn("reading_types", "text", (c) => c.notNull().defaultTo("[]"))
          .addColumn("languages", "text", (c) => c.notNull().defaultTo("[]"))
          .addColumn("years_experience", "integer")
          .addColumn("mode", "varchar(16)")
          .addColumn("location", "varchar(80)")
          .addColumn("hourly_rate_cents", "integer")
          .addColumn("session_hours", "text", (c) => c.notNull().defaultTo("[1]"))
          .addColumn("session_description", "text", (c) => c.notNull().defaultTo(""))
          .addColumn("timezone", "varchar(64)")
          .addColumn("weekly_hours", "text", (c) => c.notNull().defaultTo("{}"))
          .addColumn("days_off", "text", (c) => c.notNull().defaultTo("[]"))
          .addColumn("min_notice_hours", "integer", (c) => c.notNull().defaultTo(24))
          .addColumn("booking_window_days", "integer", (c) => c.notNull().defaultTo(60))
          // Presentation the sample coaches carry and Seers' listings derive (see lib/listings/to-coach.ts).
          .addColumn("service_title", "varchar(120)")
          .addColumn("service_price_cents", "integer")
          .addColumn("color_types", "text", (c) => c.notNull().defaultTo("[]"))
          .addColumn("avatar", "varchar(255)")
          .addColumn("rating_breakdown", "text", (c) =>
            c.notNull().defaultTo('{"1":0,"2":0,"3":0,"4":0,"5":0}'),
          )
          .addColumn("consultations", "integer", (c) => c.notNull().defaultTo(0))
          .addColumn("count_label", "varchar(16)", (c) => c.notNull().defaultTo("consultations"))
          .addColumn("featured", flag, (c) => c.notNull().defaultTo(no))
          .addColumn("available_now", flag, (c) => c.notNull().defaultTo(no))
          .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(1000000))
          .addColumn("submitted_at", timestamp)
          .addColumn("published_at", timestamp)
          .addColumn("created_at", timestamp, (c) => c.notNull())
          .addColumn("updated_at", timestamp, (c) => c.notNull())
          .execute();
        for (const column of [
          "category",
          "mode",
          "location",
          "hourly_rate_cents",
          "published_at",
        ]) {
          await db.schema
            .createIndex(`listing_status_${column}_idx`)
            .on("listing")
            .columns(["status", column])
            .execute();
        }
        await db.schema
          .createIndex("listing_status_order_idx")
          .on("listing")
          .columns(["status", "sort_order", "published_at"])
          .execute();

        // Specialties and reading types, one row each, so filters and facet counts are plain SQL.
        await db.schema
          .createTable("listing_tag")
          .addColumn("listing_id", uuid, (c) =>
            c.notNull().references("listing.id").onDelete("cascade"),
          )
          .addColumn("kind", "varchar(16)", (c) => c.notNull())
          .addColumn("value", "varchar(64)", (c) => c.notNull())
          .addPrimaryKeyConstraint("listing_tag_pk", ["listing_id", "kind", "value"])
          .execute();
        await db.schema
          .createIndex("listing_tag_kind_value_idx")
          .on("listing_tag")
          .columns(["kind", "value", "listing_id"])
          .execute();

        // A listing's pictures in order; src is a public path (/images/... for the sample
        // coaches) or the content-addressed /media/<hash> of an upload.
        await db.schema
          .createTable("listing_photo")
          .addColumn("id", uuid, (c) => c.primaryKey())
          .addColumn("listing_id", uuid, (c) =>
            c.notNull().references("listing.id").onDelete("cascade"),
          )
          .addColumn("position", "integer", (c) => c.notNull())
          .addColumn("alt", "varchar(200)", (c) => c.notNull())
          .addColumn("src", "varchar(255)", (c) => c.notNull())
          .addColumn("created_at", timestamp, (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex("listing_photo_listing_idx")
          .on("listing_photo")
          .columns(["listing_id", "position"])
          .execute();

        // Re-encoded image bytes, keyed by content hash and width, readable by every instance.
        await db.schema
          .createTable("media")
          .addColumn("key", "varchar(100)", (c) => c.primaryKey())
          .addColumn("content_type", "varchar(64)", (c) => c.notNull())
          .addColumn("bytes", bytes, (c) => c.notNull())
          .addColumn("created_at", timestamp, (c) => c.notNull())
          .execute();
      },
    },
    "0004_bookings_and_outbox": {
      async up(db: Kysely<unknown>) {
        // A seeker's request for one session with one listing's Seer. Times are UTC; money is
        // fixed in cents when the request is made. Overlaps are refused inside the inserting
        // transaction (lib/bookings), which these indexes keep cheap.
        await db.schema
          .createTable("booking")
          .addColumn("id", uuid, (c) => c.primaryKey())
          .addColumn("listing_id", uuid, (c) =>
            c.notNull().references("listing.id").onDelete("cascade"),
          )
          .addColumn("seeker_id", uuid, (c) =>
            c.notNull().references("user.id").onDelete("cascade"),
          )
          .addColumn("start_at", timestamp, (c) => c.notNull())
          .addColumn("end_at", timestamp, (c) => c.notNull())
          .addColumn("hours", "integer", (c) => c.notNull())
          .addColumn("hourly_rate_cents", "integer", (c) => c.notNull())
          .addColumn("total_cents", "integer", (c) => c.notNull())
          .addColumn("currency", "varchar(3)", (c) => c.notNull().defaultTo("USD"))
          .addColumn("status", "varchar(16)", (c) => c.notNull())
          .addColumn("expires_at", timestamp, (c) => c.notNull())
          .addColumn("note", "varchar(1000)")
          .addColumn("cancelled_by", "varchar(8)")
          .addColumn("reason", "varchar(1000)")
          // Bumped on every change a calendar must hear of (the .ics SEQUENCE).
          .addColumn("ics_sequence", "integer", (c) => c.notNull().defaultTo(0))
          .addColumn("reminded_at", timestamp)
          .addColumn("created_at", timestamp, (c) => c.notNull())
          .addColumn("updated_at", timestamp, (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex("booking_listing_status_start_idx")
          .on("booking")
          .columns(["listing_id", "status", "start_at"])
          .execute();
        await db.schema
          .createIndex("booking_seeker_start_idx")
          .on("booking")
          .columns(["seeker_id", "start_at"])
          .execute();
        await db.schema
          .createIndex("booking_status_expires_idx")
          .on("booking")
          .columns(["status", "expires_at"])
          .execute();
        await db.schema
          .createIndex("booking_status_end_idx")
          .on("booking")
          .columns(["status", "end_at"])
          .execute();

        // Verified reviews name the booking they come from (one review per booking).
        await db.schema
          .alterTable("review")
          .addColumn("booking_id", uuid, (c) => c.references("booking.id").onDelete("set null"))
          .execute();
        await db.schema
          .createIndex("review_booking_idx")
          .on("review")
          .column("booking_id")
          .unique()
          .execute();

        // Transactional outbox: a change and the emails it causes are written in one
        // transaction; workers in every instance claim due rows with a lease and send them.
        await db.schema
          .createTable("outbox")
          .addColumn("id", uuid, (c) => c.primaryKey())
          .addColumn("kind", "varchar(40)", (c) => c.notNull())
          .addColumn("dedupe_key", "varchar(200)", (c) => c.unique())
          .addColumn("payload", "text", (c) => c.notNull())
          .addColumn("status", "varchar(12)", (c) => c.notNull())
          .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
          .addColumn("available_at", timestamp, (c) => c.notNull())
          .addColumn("lease_owner", "varchar(64)")
          .addColumn("lease_until", timestamp)
          .addColumn("last_error", "text")
          .addColumn("created_at", timestamp, (c) => c.notNull())
          .addColumn("sent_at", timestamp)
          .execute();
        await db.schema
          .createIndex("outbox_status_available_idx")
          .on("outbox")
          .columns(["status", "available_at"])
          .execute();
      },
    },
    "0005_review_replies": {
      async up(db: Kysely<unknown>) {
        // The Seer's one reply to a review, shown under it.
        await db.schema.alterTable("review").addColumn("reply", "varchar(2000)").execute();
        await db.schema.alterTable("review").addColumn("replied_at", timestamp).execute();
      },
    },
    "0006_catalog_indexes": {
      async up(db: Kysely<unknown>) {
        // Discover and GET /coaches/ read published listings in the catalogue's order (featured
        // first, then the sample order, then the newest): one index walks them without a sort.
        await db.schema
          .createIndex("listing_catalog_order_idx")
          .on("listing")
          .columns(["status", "featured desc", "sort_order", "published_at desc", "id"])
          .execute();
        // Specialty and reading-type counts search each published listing's two JSON arrays:
        // from this index, without reading the (wide) listing rows.
        await db.schema
          .createIndex("listing_status_tags_idx")
          .on("listing")
          .columns(["status", "specialties", "reading_types"])
          .execute();
      },
    },
    "2026_11_26_conversations": {
      async up(db: Kysely<unknown>) {
        // One conversation per seeker and Seer (the pair is unique: opening one twice at once
        // makes one). A side whose account is deleted leaves the other the conversation (null).
        // `last_seq` numbers its messages: bumped under the row's lock, so the order of messages
        // never depends on the clock.
        await db.schema
          .createTable("conversation")
          .addColumn("id", uuid, (c) => c.primaryKey())
          .addColumn("seeker_id", uuid, (c) => c.references("user.id").onDelete("set null"))
          .addColumn("seer_id", uuid, (c) => c.references("user.id").onDelete("set null"))
          .addColumn("last_seq", "integer", (c) => c.notNull().defaultTo(0))
          .addColumn("created_at", timestamp, (c) => c.notNull())
          .addColumn("updated_at", timestamp, (c) => c.notNull())
          .addUniqueConstraint("conversation_one_per_pair", ["seeker_id", "seer_id"])
          .execute();
        await db.schema
          .createIndex("conversation_seer_idx")
          .on("conversation")
          .column("seer_id")
          .execute();

        // Each side's own state: how far they have read, whether they blocked the other.
        await db.schema
          .createTable("conversation_participant")
          .addColumn("conversation_id", uuid, (c) =>
            c.notNull().references("conversation.id").onDelete("cascade"),
          )
          .addColumn("user_id", uuid, (c) => c.notNull().references("user.id").onDelete("cascade"))
          .addColumn("role", "varchar(8)", (c) => c.notNull())
          .addColumn("last_read_seq", "integer", (c) => c.notNull().defaultTo(0))
          .addColumn("last_read_at", timestamp)
          .addColumn("blocked_at", timestamp)
          .addColumn("created_at", timestamp, (c) => c.notNull())
          .addPrimaryKeyConstraint("conversation_participant_pk", ["conversation_id", "user_id"])
          .addUniqueConstraint("conversation_participant_one_per_role", ["conversation_id", "role"])
          .execute();
        await db.schema
          .createIndex("conversation_participant_user_idx")
          .on("conversation_participant")
          .column("user_id")
          .execute();

        // A person's words (kind "text") or a booking's event (kind "system"), numbered by `seq`
        // within the conversation. `sender_role` is who wrote it or caused the event (null: time).
        await db.schema
          .createTable("message")
          .addColumn("id", uuid, (c) => c.primaryKey())
          .addColumn("conversation_id", uuid, (c) =>
            c.notNull().references("conversation.id").onDelete("cascade"),
          )
          .addColumn("seq", "integer", (c) => c.notNull())
          .addColumn("kind", "varchar(8)", (c) => c.notNull())
          .addColumn("sender_role", "varchar(8)")
          .addColumn("sender_id", uuid, (c) => c.references("user.id").onDelete("set null"))
          .addColumn("body", "text", (c) => c.notNull())
          .addColumn("booking_id", uuid, (c) => c.references("booking.id").onDelete("set null"))
          .addColumn("created_at", timestamp, (c) => c.notNull())
          .addUniqueConstraint("message_seq_in_conversation", ["conversation_id", "seq"])
          .execute();
        // A person's recent messages (rate limits, an account's messages hidden when it is closed).
        await db.schema
          .createIndex("message_sender_created_idx")
          .on("message")
          .columns(["sender_id", "created_at"])
          .execute();

        // Bookings made before conversations existed get theirs, so every booking links to one.
        const pairs = await sql<{ seeker_id: string; seer_id: string }>`
          select distinct booking.seeker_id as seeker_id, listing.owner_id as seer_id
          from booking join listing on listing.id = booking.listing_id
          where listing.owner_id is not null and listing.owner_id <> booking.seeker_id`.execute(db);
        const stamp = new Date().toISOString();
        for (const pair of pairs.rows) {
          const id = randomUUID();
          await sql`insert into conversation (id, seeker_id, seer_id, last_seq, created_at, updated_at)
            values (${id}, ${pair.seeker_id}, ${pair.seer_id}, 0, ${stamp}, ${stamp})`.execute(db);
          for (const [userId, role] of [
            [pair.seeker_id, "seeker"],
            [pair.seer_id, "seer"],
          ] as const) {
            await sql`insert into conversation_participant
              (conversation_id, user_id, role, last_read_seq, created_at)
              values (${id}, ${userId}, ${role}, 0, ${stamp})`.execute(db);
          }
        }
      },
    },
    "0007_user_timezone": {
      async up(db: Kysely<unknown>) {
        // Each account's IANA zone, in which its emails state times. Null until the account's
        // browser reports one (API clients may never send it): read as UTC meanwhile.
        await db.schema.alterTable("user").addColumn("timezone", "varchar(64)").execute();
      },
    },
    "2026_11_26_place": {
      async up(db: Kysely<unknown>) {
        // Where a Seer's sessions happen: private to the Seer and the seekers they accepted, so
        // kept apart from `listing`, which the public catalogue reads whole.
        await db.schema
          .createTable("listing_place")
          .addColumn("listing_id", uuid, (c) =>
            c.primaryKey().references("listing.id").onDelete("cascade"),
          )
          .addColumn("video_url", "varchar(500)")
          .addColumn("address", "varchar(200)")
          .addColumn("updated_at", timestamp, (c) => c.notNull())
          .execute();
        // How a booked session is held: online (the Seer's video link) or in person (the address).
        await db.schema
          .alterTable("booking")
          .addColumn("mode", "varchar(10)", (c) => c.notNull().defaultTo("online"))
          .execute();
        await sql`update booking set mode = 'in_person' where listing_id in (select id from listing where mode = 'On Site')`.execute(
          db,
        );
      },
    },
    "2026_11_26_when_an_account_closes": {
      async up(db: Kysely<unknown>) {
        if (dialect === "sqlite") {
          await loosenReferences(db, KEPT_WHEN_AN_ACCOUNT_CLOSES);
          return;
        }
        for (const { table, column, references } of KEPT_WHEN_AN_ACCOUNT_CLOSES) {
          // PostgreSQL's own name for the constraint the first migrations declared inline.
          const constraint = `${table}_${column}_fkey`;
          await db.schema
            .alterTable(table)
            .alterColumn(column, (c) => c.dropNotNull())
            .execute();
          await db.schema.alterTable(table).dropConstraint(constraint).execute();
          await db.schema
            .alterTable(table)
            .addForeignKeyConstraint(constraint, [column], references, ["id"], (c) =>
              c.onDelete("set null"),
            )
            .execute();
        }
      },
    },
    "2026_11_26_safety": {
      async up(db: Kysely<unknown>) {
        // A conversation reported to the admins: what they read, and whether it is dealt with.
        // Deleting the reporter keeps the report (null); deleting the conversation drops it.
        await db.schema
          .createTable("conversation_report")
          .addColumn("id", uuid, (c) => c.primaryKey())
          .addColumn("conversation_id", uuid, (c) =>
            c.notNull().references("conversation.id").onDelete("cascade"),
          )
          .addColumn("reporter_id", uuid, (c) => c.references("user.id").onDelete("set null"))
          .addColumn("reported_id", uuid, (c) => c.references("user.id").onDelete("set null"))
          .addColumn("reason", "text", (c) => c.notNull())
          .addColumn("created_at", timestamp, (c) => c.notNull())
          .addColumn("resolved_at", timestamp)
          .execute();
        // The admins' list: open reports first, newest first.
        await db.schema
          .createIndex("conversation_report_open_idx")
          .on("conversation_report")
          .columns(["resolved_at", "created_at"])
          .execute();
        // The message email: each side is emailed up to this line (`seq`), and not again until
        // they have read past it; and each person's choice to get message emails (on by default).
        await db.schema
          .alterTable("conversation_participant")
          .addColumn("emailed_seq", "integer", (c) => c.notNull().defaultTo(0))
          .execute();
        await db.schema
          .alterTable("user")
          .addColumn("message_emails", flag, (c) => c.notNull().defaultTo(yes))
          .execute();
        // A seeker's new conversations of the day (their rate limit).
        await db.schema
          .createIndex("conversation_seeker_created_idx")
          .on("conversation")
          .columns(["seeker_id", "created_at"])
          .execute();
      },
    },
    "2026_11_27_identities": {
      async up(db: Kysely<unknown>) {
        // Sign-ins from other providers (Google, Facebook): one row per provider account, keyed by
        // the provider's own subject (never by email), at most one per provider for an account.
        // Closing the account takes its identities along.
        await db.schema
          .createTable("user_identity")
          .addColumn("id", uuid, (c) => c.primaryKey())
          .addColumn("user_id", uuid, (c) => c.notNull().references("user.id").onDelete("cascade"))
          .addColumn("provider", "varchar(20)", (c) => c.notNull())
          .addColumn("subject", "varchar(255)", (c) => c.notNull())
          .addColumn("email", "varchar(255)")
          .addColumn("created_at", timestamp, (c) => c.notNull())
          .addUniqueConstraint("user_identity_provider_subject_key", ["provider", "subject"])
          .addUniqueConstraint("user_identity_user_provider_key", ["user_id", "provider"])
          .execute();
        // Whether the account's email has been proven by a link sent to it. Accounts made before
        // this are not: linking a provider to them by email waits for their first link.
        await db.schema
          .alterTable("user")
          .addColumn("email_verified", flag, (c) => c.notNull().defaultTo(no))
          .execute();
        // A sign-in round trip's state, once used: a second callback with it is refused, whichever
        // instance it reaches. Rows older than the flow's lifetime are deleted as new ones come.
        await db.schema
          .createTable("oauth_state_used")
          .addColumn("state", "varchar(64)", (c) => c.primaryKey())
          .addColumn("used_at", timestamp, (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex("oauth_state_used_at_idx")
          .on("oauth_state_used")
          .column("used_at")
          .execute();
      },
    },
    "2026_11_27_room": {
      async up(db: Kysely<unknown>) {
        // How a listing's online sessions are held: the built-in room (the default) or the Seer's
        // own link. Listings that already gave a link keep it.
        await db.schema
          .alterTable("listing_place")
          .addColumn("video", "text", (c) => c.notNull().defaultTo("room"))
          .execute();
        await sql`update listing_place set video = 'link' where video_url is not null`.execute(db);
      },
    },
    "2026_11_27_sending_order": {
      async up(db: Kysely<unknown>) {
        // One person's emails go out in the order they were written (lib/outbox/lease.ts): each
        // row says whom it is for, and where it stands in the order of writing. PostgreSQL numbers
        // rows from a sequence (`seq`). SQLite needs no column: the table's implicit rowid is that
        // order already (a new row gets max(rowid)+1, deleting rows never renumbers live ones, and
        // VACUUM or a rebuild copies rows in rowid order). Older rows keep a null recipient: they
        // were written before any order was kept, and none is imposed on them.
        await db.schema.alterTable("outbox").addColumn("recipient", "text").execute();
        if (dialect === "postgres") {
          await db.schema
            .alterTable("outbox")
            .addColumn("seq", "bigserial", (c) => c.notNull())
            .execute();
        }
        // "Is an older email to this person still waiting?": a few rows of one person, by status.
        await db.schema
          .createIndex("outbox_recipient_status_idx")
          .on("outbox")
          .columns(["recipient", "status", "available_at"])
          .execute();
      },
    },
    "2026_11_28_payments": {
      async up(db: Kysely<unknown>) {
        // A Seer's Stripe Connect account (Express): whether it may take charges and get payouts.
        await db.schema
          .createTable("payment_account")
          .addColumn("user_id", uuid, (c) =>
            c.primaryKey().references("user.id").onDelete("cascade"),
          )
          .addColumn("stripe_account_id", "varchar(255)", (c) => c.notNull().unique())
          .addColumn("status", "varchar(16)", (c) => c.notNull())
          .addColumn("requirements", "text", (c) => c.notNull().defaultTo("[]"))
          .addColumn("created_at", timestamp, (c) => c.notNull())
          .addColumn("updated_at", timestamp, (c) => c.notNull())
          .execute();
        // A booking's card payment (at most one): its state only moves forward (lib/payments).
        // The Seer's account is kept here, so a payout still finds it after their account closed.
        await db.schema
          .createTable("payment")
          .addColumn("id", uuid, (c) => c.primaryKey())
          .addColumn("booking_id", uuid, (c) =>
            c.notNull().unique().references("booking.id").onDelete("cascade"),
          )
          .addColumn("status", "varchar(24)", (c) => c.notNull())
          .addColumn("amount_cents", "integer", (c) => c.notNull())
          .addColumn("fee_cents", "integer", (c) => c.notNull())
          .addColumn("currency", "varchar(3)", (c) => c.notNull())
          .addColumn("refunded_cents", "integer", (c) => c.notNull().defaultTo(0))
          .addColumn("seer_account_id", "varchar(255)", (c) => c.notNull())
          .addColumn("checkout_session_id", "varchar(255)", (c) => c.unique())
          .addColumn("checkout_url", "text")
          .addColumn("attempt", "integer", (c) => c.notNull().defaultTo(1))
          .addColumn("pay_by", timestamp, (c) => c.notNull())
          .addColumn("payment_intent_id", "varchar(255)")
          // When the card was held in time and the Seer asked: before that, the booking is the
          // seeker's alone (the Seer's lists leave it out).
          .addColumn("paid_at", timestamp)
          .addColumn("pending", "varchar(16)")
          .addColumn("payout_id", "varchar(255)")
          .addColumn("payout_status", "varchar(16)")
          .addColumn("paid_out_at", timestamp)
          .addColumn("failure_reason", "text")
          .addColumn("created_at", timestamp, (c) => c.notNull())
          .addColumn("updated_at", timestamp, (c) => c.notNull())
          .execute();
        await db.schema.createIndex("payment_status_idx").on("payment").column("status").execute();
        await db.schema
          .createIndex("payment_pending_idx")
          .on("payment")
          .column("pending")
          .execute();
        await db.schema
          .createIndex("payment_intent_idx")
          .on("payment")
          .column("payment_intent_id")
          .execute();
        // Each refund, ours or one to retry: `pending` until Stripe has made it.
        await db.schema
          .createTable("payment_refund")
          .addColumn("id", uuid, (c) => c.primaryKey())
          .addColumn("payment_id", uuid, (c) =>
            c.notNull().references("payment.id").onDelete("cascade"),
          )
          .addColumn("amount_cents", "integer", (c) => c.notNull())
          .addColumn("fee_refunded_cents", "integer", (c) => c.notNull())
          .addColumn("reason", "text")
          .addColumn("status", "varchar(16)", (c) => c.notNull())
          .addColumn("stripe_refund_id", "varchar(255)")
          .addColumn("created_at", timestamp, (c) => c.notNull())
          .addColumn("refunded_at", timestamp)
          .execute();
        await db.schema
          .createIndex("payment_refund_payment_idx")
          .on("payment_refund")
          .columns(["payment_id", "status"])
          .execute();
        // Every webhook event handled, by Stripe's id: written with the change it caused, so a
        // second delivery finds it and changes nothing.
        await db.schema
          .createTable("stripe_events")
          .addColumn("id", "varchar(255)", (c) => c.primaryKey())
          .addColumn("type", "varchar(100)", (c) => c.notNull())
          .addColumn("received_at", timestamp, (c) => c.notNull())
          .execute();
      },
    },
    "2026_11_29_booking_line_events": {
      async up(db: Kysely<unknown>) {
        // A booking's line keeps its event (JSON: kind, the session's times in UTC, who, their
        // words), so each reader reads the times in their own zone. Older lines have none: their
        // text shows as it was written.
        await db.schema.alterTable("message").addColumn("event", "text").execute();
      },
    },
    "2026_11_29_one_open_report": {
      async up(db: Kysely<unknown>) {
        // One open report per reporter and conversation. Earlier repeats: the first stays open,
        // each later one is closed at its own time (the admins still read them under "all").
        await sql`update conversation_report set resolved_at = created_at
          where resolved_at is null and exists (
            select 1 from conversation_report as first
            where first.conversation_id = conversation_report.conversation_id
              and first.reporter_id = conversation_report.reporter_id
              and first.resolved_at is null
              and (first.created_at < conversation_report.created_at
                or (first.created_at = conversation_report.created_at
                  and first.id < conversation_report.id)))`.execute(db);
        await db.schema
          .createIndex("conversation_report_one_open")
          .on("conversation_report")
          .columns(["conversation_id", "reporter_id"])
          .unique()
          .where(sql.ref("resolved_at"), "is", null)
          .execute();
        // A reporter's reports of the day (their rate limit).
        await db.schema
          .createIndex("conversation_report_reporter_created_idx")
          .on("conversation_report")
          .columns(["reporter_id", "created_at"])
          .execute();
      },
    },
    "2026_11_30_booking_reschedule": {
      async up(db: Kysely<unknown>) {
        // A party's proposal to move an accepted session (lib/bookings/reschedule.ts): the times
        // offered (JSON array of ISO starts), who offered them, and how it ended.
        await db.schema
          .createTable("booking_reschedule")
          .addColumn("id", uuid, (c) => c.primaryKey())
          .addColumn("booking_id", uuid, (c) =>
            c.notNull().references("booking.id").onDelete("cascade"),
          )
          .addColumn("proposed_by", "varchar(8)", (c) => c.notNull())
          .addColumn("starts", "text", (c) => c.notNull())
          .addColumn("status", "varchar(16)", (c) => c.notNull())
          .addColumn("expires_at", timestamp, (c) => c.notNull())
          .addColumn("chosen_start", timestamp)
          .addColumn("created_at", timestamp, (c) => c.notNull())
          .addColumn("decided_at", timestamp)
          .execute();
        // One open proposal per booking, kept by the database whoever writes at once.
        await db.schema
          .createIndex("booking_reschedule_one_open")
          .on("booking_reschedule")
          .column("booking_id")
          .unique()
          .where(sql.ref("status"), "=", "open")
          .execute();
        // The sweep's look for open proposals past their time.
        await db.schema
          .createIndex("booking_reschedule_status_expires_idx")
          .on("booking_reschedule")
          .columns(["status", "expires_at"])
          .execute();
      },
    },
    "2026_11_30_group_events": {
      async up(db: Kysely<unknown>) {
        // A Seer's circle or workshop (lib/events): hosted through their listing, so a sample
        // coach (no account) can host the seed's sample events too.
        await db.schema
          .createTable("group_event")
          .addColumn("id", uuid, (c) => c.primaryKey())
          .addColumn("slug", "varchar(140)", (c) => c.notNull().unique())
          .addColumn("listing_id", uuid, (c) =>
            c.notNull().references("listing.id").onDelete("cascade"),
          )
          .addColumn("title", "varchar(120)", (c) => c.notNull())
          .addColumn("description", "text", (c) => c.notNull())
          .addColumn("category", "varchar(64)", (c) => c.notNull())
          .addColumn("image_url", "varchar(500)")
          .addColumn("image_alt", "varchar(300)")
          .addColumn("starts_at", timestamp, (c) => c.notNull())
          .addColumn("ends_at", timestamp, (c) => c.notNull())
          .addColumn("timezone", "varchar(64)", (c) => c.notNull())
          .addColumn("mode", "varchar(16)", (c) => c.notNull())
          // Private: to the host and seated attendees only. The city is public.
          .addColumn("video_url", "varchar(500)")
          .addColumn("address", "varchar(200)")
          .addColumn("city", "varchar(80)")
          .addColumn("capacity", "integer", (c) => c.notNull())
          .addColumn("price_cents", "integer", (c) => c.notNull().defaultTo(0))
          .addColumn("currency", "varchar(3)", (c) => c.notNull().defaultTo("usd"))
          .addColumn("rsvp_deadline", timestamp)
          .addColumn("status", "varchar(16)", (c) => c.notNull())
          .addColumn("ics_sequence", "integer", (c) => c.notNull().defaultTo(0))
          .addColumn("reminded_at", timestamp)
          .addColumn("published_at", timestamp)
          .addColumn("created_at", timestamp, (c) => c.notNull())
          .addColumn("updated_at", timestamp, (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex("group_event_status_start_idx")
          .on("group_event")
          .columns(["status", "starts_at"])
          .execute();
        await db.schema
          .createIndex("group_event_listing_idx")
          .on("group_event")
          .column("listing_id")
          .execute();
        // A person's place at an event: seated, waitlisted (in `seq` order, the order of arrival)
        // or given back. A new row each time someone takes a seat again, so each has its own
        // calendar UID; one live row per person and event.
        await db.schema
          .createTable("event_seat")
          .addColumn("id", uuid, (c) => c.primaryKey())
          .addColumn("event_id", uuid, (c) =>
            c.notNull().references("group_event.id").onDelete("cascade"),
          )
          .addColumn("user_id", uuid, (c) => c.notNull().references("user.id").onDelete("cascade"))
          .addColumn("status", "varchar(16)", (c) => c.notNull())
          .addColumn("seq", "integer", (c) => c.notNull())
          .addColumn("seated_at", timestamp)
          .addColumn("cancelled_at", timestamp)
          .addColumn("created_at", timestamp, (c) => c.notNull())
          .addColumn("updated_at", timestamp, (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex("event_seat_one_live")
          .on("event_seat")
          .columns(["event_id", "user_id"])
          .unique()
          .where(sql.ref("status"), "<>", "cancelled")
          .execute();
        await db.schema
          .createIndex("event_seat_event_status_idx")
          .on("event_seat")
          .columns(["event_id", "status", "seq"])
          .execute();
        await db.schema
          .createIndex("event_seat_user_idx")
          .on("event_seat")
          .columns(["user_id", "status"])
          .execute();
        // Each "Email attendees" message, for its rate limit and the host's record.
        await db.schema
          .createTable("group_event_message")
          .addColumn("id", uuid, (c) => c.primaryKey())
          .addColumn("event_id", uuid, (c) =>
            c.notNull().references("group_event.id").onDelete("cascade"),
          )
          .addColumn("subject", "varchar(150)", (c) => c.notNull())
          .addColumn("body", "text", (c) => c.notNull())
          .addColumn("recipients", "integer", (c) => c.notNull())
          .addColumn("created_at", timestamp, (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex("group_event_message_event_idx")
          .on("group_event_message")
          .columns(["event_id", "created_at"])
          .execute();
      },
    },
    "2026_12_03_disputes_refund_ids": {
      async up(db: Kysely<unknown>) {
        // A dispute's course on the payment or seat it is about (lib/payments/disputes.ts): its id,
        // its state as Stripe last said ("open", "won" or "lost"), and where a payment was before
        // it, so a dispute won takes it back there. One column per statement for SQLite.
        const disputeColumns: [string, string, "varchar(255)" | "varchar(16)" | "varchar(24)"][] = [
          ["payment", "dispute_id", "varchar(255)"],
          ["payment", "dispute_status", "varchar(16)"],
          ["payment", "disputed_from", "varchar(24)"],
          ["event_seat", "dispute_id", "varchar(255)"],
          ["event_seat", "dispute_status", "varchar(16)"],
        ];
        for (const [table, column, type] of disputeColumns) {
          await db.schema.alterTable(table).addColumn(column, type).execute();
        }
        // One Stripe refund is recorded once. Before this index two admin requests at once could
        // record it twice: the later rows go, and what they added to their payment's refunded
        // amount (and so its state) goes with them. Nulls (refunds still to make) stay many.
        const duplicates = await sql<{ id: string; payment_id: string; amount_cents: number }>`
          select later.id, later.payment_id, later.amount_cents from payment_refund as later
          where later.stripe_refund_id is not null and exists (
            select 1 from payment_refund as earlier
            where earlier.stripe_refund_id = later.stripe_refund_id
              and (earlier.created_at < later.created_at
                or (earlier.created_at = later.created_at and earlier.id < later.id)))`.execute(db);
        for (const row of duplicates.rows) {
          const amount = Number(row.amount_cents);
          await sql`update payment set
              refunded_cents = case when refunded_cents > ${amount}
                then refunded_cents - ${amount} else 0 end,
              status = case
                when status in ('refunded', 'partially_refunded') and refunded_cents <= ${amount}
                  then 'paid'
                when status = 'refunded' and refunded_cents - ${amount} < amount_cents
                  then 'partially_refunded'
                else status end
            where id = ${row.payment_id}`.execute(db);
          await sql`delete from payment_refund where id = ${row.id}`.execute(db);
        }
        await db.schema
          .createIndex("payment_refund_stripe_refund_id_unique")
          .on("payment_refund")
          .column("stripe_refund_id")
          .unique()
          .execute();
        // An admin's refund request by its Idempotency-Key (lib/payments/refund-keys.ts): one per
        // admin, booking and key, kept by the database whoever sends it at once; its first answer
        // is given again for a day.
        await db.schema
          .createTable("refund_request")
          .addColumn("id", uuid, (c) => c.primaryKey())
          .addColumn("user_id", uuid, (c) => c.notNull().references("user.id").onDelete("cascade"))
          .addColumn("booking_id", uuid, (c) =>
            c.notNull().references("booking.id").onDelete("cascade"),
          )
          .addColumn("idempotency_key", "varchar(255)", (c) => c.notNull())
          .addColumn("fingerprint", "text", (c) => c.notNull())
          .addColumn("amount_cents", "integer")
          .addColumn("lease_until", timestamp)
          .addColumn("answer_status", "integer")
          .addColumn("answer_body", "text")
          .addColumn("created_at", timestamp, (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex("refund_request_one_per_key")
          .on("refund_request")
          .columns(["user_id", "booking_id", "idempotency_key"])
          .unique()
          .execute();
        await db.schema
          .createIndex("refund_request_created_idx")
          .on("refund_request")
          .column("created_at")
          .execute();
      },
    },
    "2026_11_30_no_show": {
      async up(db: Kysely<unknown>) {
        // One no-show claim per booking (lib/bookings/no-show.ts): the key makes a second one
        // impossible, whichever party races to say it first.
        await db.schema
          .createTable("booking_no_show")
          .addColumn("booking_id", uuid, (c) =>
            c.primaryKey().references("booking.id").onDelete("cascade"),
          )
          .addColumn("reported_by", "varchar(16)", (c) => c.notNull())
          .addColumn("absent", "varchar(16)", (c) => c.notNull())
          .addColumn("note", "text")
          .addColumn("status", "varchar(16)", (c) => c.notNull())
          .addColumn("contest_note", "text")
          .addColumn("created_at", timestamp, (c) => c.notNull())
          .addColumn("deadline_at", timestamp, (c) => c.notNull())
          .addColumn("contested_at", timestamp)
          .addColumn("resolved_at", timestamp)
          .addColumn("resolved_by", uuid)
          .execute();
        // The sweep's question: which open claims have passed their deadline.
        await db.schema
          .createIndex("booking_no_show_status_deadline_idx")
          .on("booking_no_show")
          .columns(["status", "deadline_at"])
          .execute();
        // When each party entered and left the built-in room (lib/rooms/presence-log.ts): the
        // evidence beside a claim. One row per connection; nothing of what was said or shown.
        await db.schema
          .createTable("room_presence")
          .addColumn("id", uuid, (c) => c.primaryKey())
          .addColumn("booking_id", uuid, (c) =>
            c.notNull().references("booking.id").onDelete("cascade"),
          )
          .addColumn("party", "varchar(16)", (c) => c.notNull())
          .addColumn("joined_at", timestamp, (c) => c.notNull())
          .addColumn("left_at", timestamp)
          .execute();
        await db.schema
          .createIndex("room_presence_booking_idx")
          .on("room_presence")
          .columns(["booking_id", "joined_at"])
          .execute();
      },
    },
    "2026_12_03_payout_intent": {
      async up(db: Kysely<unknown>) {
        // A payout begun (lib/payments/payouts.ts, event-payouts.ts): written before Stripe is
        // asked, so a pass that never heard the answer looks the payout up instead of paying again.
        await db.schema.alterTable("payment").addColumn("payout_started_at", timestamp).execute();
        await db.schema
          .alterTable("group_event")
          .addColumn("payout_started_at", timestamp)
          .execute();
      },
    },
    "2026_12_01_paid_seats": {
      async up(db: Kysely<unknown>) {
        // A paid seat (lib/events/paid-seats.ts, lib/payments/seat-payments.ts): its Checkout,
        // what was paid and whether it was given back. One column per statement: SQLite adds
        // one at a time.
        const columns: [string, "integer" | "varchar(255)" | "varchar(16)" | "text" | "ts"][] = [
          ["amount_cents", "integer"],
          ["fee_cents", "integer"],
          ["seer_account_id", "varchar(255)"],
          ["checkout_session_id", "varchar(255)"],
          ["checkout_url", "text"],
          ["hold_until", "ts"],
          ["payment_intent_id", "varchar(255)"],
          ["paid_at", "ts"],
          ["refund_status", "varchar(16)"],
          ["refund_id", "varchar(255)"],
          ["refunded_at", "ts"],
        ];
        for (const [name, type] of columns) {
          await db.schema
            .alterTable("event_seat")
            .addColumn(name, type === "ts" ? timestamp : type)
            .execute();
        }
        // The host's payout of an event's paid seats, a day after its end (one per event).
        await db.schema.alterTable("group_event").addColumn("payout_id", "varchar(255)").execute();
        await db.schema
          .alterTable("group_event")
          .addColumn("payout_status", "varchar(16)")
          .execute();
        await db.schema.alterTable("group_event").addColumn("paid_out_at", timestamp).execute();
        await db.schema
          .createIndex("event_seat_checkout_idx")
          .on("event_seat")
          .column("checkout_session_id")
          .execute();
      },
    },
    "2026_12_03_closing_keeps_money": {
      async up(db: Kysely<unknown>) {
        if (dialect === "sqlite") await loosenReferences(db, KEPT_WHILE_MONEY_IS_OWED);
        else await loosenOnPostgres(db, KEPT_WHILE_MONEY_IS_OWED);
      },
    },
    "2026_12_02_event_cover": {
      async up(db: Kysely<unknown>) {
        // An event's own cover (lib/events/cover.ts): the `/media/<hash>` of the uploaded picture,
        // null while the event shows its default (the host's first listing photo).
        await db.schema.alterTable("group_event").addColumn("cover_src", "varchar(255)").execute();
      },
    },
    "2026_12_03_notice_limits": {
      async up(db: Kysely<unknown>) {
        // Each change of a published event's time or place that its seated attendees are told of:
        // at most 3 in 24 hours per event (lib/events/change-notices.ts), under the event's lock.
        await db.schema
          .createTable("group_event_change")
          .addColumn("id", uuid, (c) => c.primaryKey())
          .addColumn("event_id", uuid, (c) =>
            c.notNull().references("group_event.id").onDelete("cascade"),
          )
          .addColumn("created_at", timestamp, (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex("group_event_change_event_idx")
          .on("group_event_change")
          .columns(["event_id", "created_at"])
          .execute();
        // Each change of a Seer's video link or address that their booked sessions were told of:
        // at most 3 in 24 hours per listing (lib/bookings/place-notify.ts).
        await db.schema
          .createTable("listing_place_change")
          .addColumn("id", uuid, (c) => c.primaryKey())
          .addColumn("listing_id", uuid, (c) =>
            c.notNull().references("listing.id").onDelete("cascade"),
          )
          .addColumn("created_at", timestamp, (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex("listing_place_change_listing_idx")
          .on("listing_place_change")
          .columns(["listing_id", "created_at"])
          .execute();
        // The day's proposals on one booking (3 at most: lib/bookings/reschedule.ts).
        await db.schema
          .createIndex("booking_reschedule_day_idx")
          .on("booking_reschedule")
          .columns(["booking_id", "created_at"])
          .execute();
      },
    },
    "2026_12_10_readings": {
      async up(db: Kysely<unknown>) {
        // Readings now (lib/readings): a Seer's switch and price per minute, on their listing.
        await db.schema
          .alterTable("listing")
          .addColumn("reading_on", "integer", (c) => c.notNull().defaultTo(0))
          .execute();
        await db.schema.alterTable("listing").addColumn("reading_price_cents", "integer").execute();
        // A reading is a booking of another kind: its room, payment, review and payout are theirs.
        await db.schema
          .alterTable("booking")
          .addColumn("kind", "varchar(16)", (c) => c.notNull().defaultTo("session"))
          .execute();
        await db.schema
          .createTable("booking_reading")
          .addColumn("booking_id", uuid, (c) =>
            c.primaryKey().references("booking.id").onDelete("cascade"),
          )
          .addColumn("max_minutes", "integer", (c) => c.notNull())
          .addColumn("price_per_minute_cents", "integer", (c) => c.notNull())
          // Until when the Seer is rung (set when it starts ringing).
          .addColumn("ring_until", timestamp)
          .addColumn("accepted_at", timestamp)
          // The meter: from when both were in the room to the end, by the room's presence records.
          .addColumn("started_at", timestamp)
          .addColumn("ended_at", timestamp)
          .addColumn("minutes_billed", "integer")
          // "seeker", "seer", "max" (the server at the maximum), "dropped", "unjoined".
          .addColumn("ended_by", "varchar(16)")
          .execute();
        // Nobody is rung twice at once, and a seeker has one reading open at most: kept by the
        // database, whichever instance writes (a second insert is a unique violation → 409).
        for (const [name, column] of [
          ["booking_one_open_reading_per_listing", "listing_id"],
          ["booking_one_open_reading_per_seeker", "seeker_id"],
        ] as const) {
          await sql`create unique index ${sql.raw(name)} on booking (${sql.ref(column)})
            where kind = 'reading' and status in ('awaiting_payment', 'ringing', 'accepted')`.execute(
            db,
          );
        }
        // Who has the site open (lib/live/online.ts): one row per person and instance, alive
        // while `until` is ahead (refreshed while a stream is open; 60 s of grace after the last).
        await db.schema
          .createTable("live_presence")
          .addColumn("user_id", uuid, (c) => c.notNull().references("user.id").onDelete("cascade"))
          .addColumn("instance_id", "varchar(64)", (c) => c.notNull())
          .addColumn("until", timestamp, (c) => c.notNull())
          .addPrimaryKeyConstraint("live_presence_pk", ["user_id", "instance_id"])
          .execute();
      },
    },
    "2026_12_14_calendars": {
      async up(db: Kysely<unknown>) {
        // A Seer's own calendars (lib/calendars): a CalDAV account or an iCal address. `url` is
        // what is shown (for an iCal address only its host: the address itself is a secret);
        // `secret_enc` is the password or the full iCal address, sealed (lib/security/secret-box.ts).
        await db.schema
          .createTable("calendar_connection")
          .addColumn("id", uuid, (c) => c.primaryKey())
          .addColumn("user_id", uuid, (c) => c.notNull().references("user.id").onDelete("cascade"))
          .addColumn("kind", "varchar(8)", (c) => c.notNull())
          .addColumn("url", "text", (c) => c.notNull())
          .addColumn("username", "varchar(255)")
          .addColumn("secret_enc", "text", (c) => c.notNull())
          // CalDAV: the calendar-home-set found at connection, read again on each refresh.
          .addColumn("home_url", "text")
          .addColumn("status", "varchar(8)", (c) => c.notNull().defaultTo("ok"))
          .addColumn("error", "text")
          // The last good read, and the last attempt (the 60 s cache and the 5-minute job's turn).
          .addColumn("last_synced_at", timestamp)
          .addColumn("checked_at", timestamp)
          // Set when the Seer was emailed about an error; cleared by the next good read.
          .addColumn("error_emailed_at", timestamp)
          // The calendar sessions are written into (lib/calendars/write*), none by default.
          .addColumn("write_to", "text")
          .addColumn("created_at", timestamp, (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex("calendar_connection_user_idx")
          .on("calendar_connection")
          .column("user_id")
          .execute();
        await db.schema
          .createTable("calendar_connection_calendar")
          .addColumn("connection_id", uuid, (c) =>
            c.notNull().references("calendar_connection.id").onDelete("cascade"),
          )
          .addColumn("url", "text", (c) => c.notNull())
          .addColumn("name", "text", (c) => c.notNull())
          .addColumn("busy", flag, (c) => c.notNull().defaultTo(yes))
          .addColumn("ctag", "text")
          .addPrimaryKeyConstraint("calendar_connection_calendar_pk", ["connection_id", "url"])
          .execute();
        // The busy times last read (UTC), per connection and calendar; the user is kept beside
        // them for the free-time reads, which ask "this Seer, this stretch of time".
        await db.schema
          .createTable("calendar_busy")
          .addColumn("connection_id", uuid, (c) =>
            c.notNull().references("calendar_connection.id").onDelete("cascade"),
          )
          .addColumn("user_id", uuid, (c) => c.notNull().references("user.id").onDelete("cascade"))
          .addColumn("calendar_url", "text", (c) => c.notNull())
          .addColumn("start_at", timestamp, (c) => c.notNull())
          .addColumn("end_at", timestamp, (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex("calendar_busy_user_time_idx")
          .on("calendar_busy")
          .columns(["user_id", "end_at", "start_at"])
          .execute();
        await db.schema
          .createIndex("calendar_busy_connection_idx")
          .on("calendar_busy")
          .column("connection_id")
          .execute();
      },
    },
    "2026_12_14_calendar_feed": {
      async up(db: Kysely<unknown>) {
        // Each person's private calendar address (lib/calendar-feed): the token's SHA-256 finds
        // it; the token itself is kept only sealed (AES-256-GCM) to show its owner the address.
        await db.schema
          .createTable("calendar_feed")
          .addColumn("user_id", uuid, (c) =>
            c.primaryKey().references("user.id").onDelete("cascade"),
          )
          .addColumn("token_hash", "varchar(64)", (c) => c.notNull().unique())
          .addColumn("token_sealed", "text", (c) => c.notNull())
          .addColumn("created_at", timestamp, (c) => c.notNull())
          .execute();
      },
    },
    "2026_12_14_calendar_outbox": {
      async up(db: Kysely<unknown>) {
        // Writes into a Seer's own calendar (lib/calendar-writes): one row asks the job to make
        // the calendar match a session or an event as it is now, retried until it does.
        await db.schema
          .createTable("calendar_write")
          .addColumn("id", uuid, (c) => c.primaryKey())
          .addColumn("user_id", uuid, (c) => c.notNull().references("user.id").onDelete("cascade"))
          // "booking:<id>" or "event:<id>".
          .addColumn("subject", "varchar(64)", (c) => c.notNull())
          // pending, sending, done, dead.
          .addColumn("status", "varchar(16)", (c) => c.notNull())
          .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
          .addColumn("available_at", timestamp, (c) => c.notNull())
          .addColumn("lease_owner", "varchar(64)")
          .addColumn("lease_until", timestamp)
          .addColumn("last_error", "text")
          .addColumn("created_at", timestamp, (c) => c.notNull())
          .addColumn("done_at", timestamp)
          .execute();
        // One waiting write per subject: a second change before the job runs adds nothing.
        await sql`create unique index calendar_write_one_pending on calendar_write (user_id, subject)
          where status = 'pending'`.execute(db);
        await db.schema
          .createIndex("calendar_write_due")
          .on("calendar_write")
          .columns(["status", "available_at"])
          .execute();
        // Where each subject was written (so a move overwrites it and a removal finds it).
        await db.schema
          .createTable("calendar_written")
          .addColumn("user_id", uuid, (c) => c.notNull().references("user.id").onDelete("cascade"))
          .addColumn("subject", "varchar(64)", (c) => c.notNull())
          .addColumn("connection_id", uuid, (c) => c.notNull())
          .addColumn("object_url", "text", (c) => c.notNull())
          .addColumn("etag", "text")
          .addColumn("sequence", "integer", (c) => c.notNull())
          .addColumn("written_at", timestamp, (c) => c.notNull())
          .addPrimaryKeyConstraint("calendar_written_pk", ["user_id", "subject"])
          .execute();
      },
    },
    "2026_12_20_push": {
      async up(db: Kysely<unknown>) {
        // Web Push (lib/push): each browser a person allowed to notify them. The endpoint is the
        // push service's address for that browser (unique: a browser moves to whoever subscribes
        // it last); `auth` is the browser's secret, sealed (lib/security/secret-box.ts).
        await db.schema
          .createTable("push_subscription")
          .addColumn("id", uuid, (c) => c.primaryKey())
          .addColumn("user_id", uuid, (c) => c.notNull().references("user.id").onDelete("cascade"))
          .addColumn("endpoint", "text", (c) => c.notNull().unique())
          .addColumn("p256dh", "text", (c) => c.notNull())
          .addColumn("auth_sealed", "text", (c) => c.notNull())
          .addColumn("user_agent", "text")
          .addColumn("created_at", timestamp, (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex("push_subscription_user_idx")
          .on("push_subscription")
          .column("user_id")
          .execute();
        // The VAPID pair generated when none is configured: one row, so every instance signs
        // with the same key (the first to insert wins; the others read it).
        await db.schema
          .createTable("push_vapid")
          .addColumn("id", "integer", (c) => c.primaryKey())
          .addColumn("public_key", "text", (c) => c.notNull())
          .addColumn("private_key_sealed", "text", (c) => c.notNull())
          .addColumn("created_at", timestamp, (c) => c.notNull())
          .execute();
      },
    },
  };
}

export function migrationProvider(dialect: Dialect): MigrationProvider {
  return { getMigrations: async () => migrations(dialect) };
}
