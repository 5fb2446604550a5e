/**
 * The admins' side of reports: a reported conversation is the only one an admin reads, and only
 * through its report. Resolving marks it dealt with; deactivating an account is PATCH /users/{id}.
 */
import "server-only";
import type { Selectable } from "kysely";
import { errors } from "@/lib/api/errors";
import { now } from "@/lib/clock";
import { getDb } from "@/lib/db/client";
import type { Database } from "@/lib/db/schema";
import { readTimestamp } from "@/lib/db/values";
import { displayName, FORMER_MEMBER } from "@/lib/users/names";
import type { ReportAdmin, ReportsAdmin } from "./safety-schema";

/** The lines an admin reads of a reported conversation: its newest, enough to judge it. */
const REPORT_MESSAGES = 200;

type Person = {
  id: string;
  email: string;
  full_name: string | null;
  firstname: string | null;
  lastname: string | null;
  is_active: boolean | number;
};

function personOf(user: Person | undefined): ReportAdmin["reporter"] {
  if (!user) return { id: null, name: FORMER_MEMBER, email: null, is_active: false };
  return {
    id: user.id,
    name: displayName(user),
    email: user.email,
    is_active: Boolean(user.is_active),
  };
}

/** Reports, open ones (or all) newest first, each with the reported conversation's lines. */
export async function listReports(args: {
  status: "open" | "all";
  skip: number;
  limit: number;
}): Promise<ReportsAdmin> {
  const db = getDb();
  let query = db.selectFrom("conversation_report");
  if (args.status === "open") query = query.where("resolved_at", "is", null);
  const [rows, total] = await Promise.all([
    query
      .selectAll()
      .orderBy("created_at", "desc")
      .orderBy("id")
      .offset(args.skip)
      .limit(args.limit)
      .execute(),
    query.select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow(),
  ]);
  return { data: await withDetails(rows), count: Number(total.n) };
}

type ReportRow = Selectable<Database["conversation_report"]>;

/** Each report with its two people and the reported conversation's lines. */
async function withDetails(rows: ReportRow[]): Promise<ReportAdmin[]> {
  const db = getDb();
  const userIds = [
    ...new Set(rows.flatMap((r) => [r.reporter_id, r.reported_id]).filter((id) => id !== null)),
  ];
  const users = userIds.length
    ? await db
        .selectFrom("user")
        .select(["id", "email", "full_name", "firstname", "lastname", "is_active"])
        .where("id", "in", userIds)
        .execute()
    : [];
  const byId = new Map(users.map((u) => [u.id, u as Person]));
  const data = await Promise.all(
    rows.map(async (row): Promise<ReportAdmin> => {
      const lines = await db
        .selectFrom("message")
        .select(["id", "kind", "sender_role", "body", "created_at"])
        .where("conversation_id", "=", row.conversation_id)
        .orderBy("seq", "desc")
        .limit(REPORT_MESSAGES)
        .execute();
      return {
        id: row.id,
        conversation_id: row.conversation_id,
        reason: row.reason,
        created_at: readTimestamp(row.created_at),
        resolved_at: row.resolved_at === null ? null : readTimestamp(row.resolved_at),
        reporter: personOf(row.reporter_id ? byId.get(row.reporter_id) : undefined),
        reported: personOf(row.reported_id ? byId.get(row.reported_id) : undefined),
        messages: lines.reverse().map((line) => ({
          id: line.id,
          sender: line.kind === "system" ? "system" : (line.sender_role ?? "system"),
          body: line.body,
          created_at: readTimestamp(line.created_at),
        })),
      };
    }),
  );
  return data;
}

/** Marks a report dealt with (again: it keeps its first time). */
export async function resolveReport(id: string): Promise<ReportAdmin> {
  const db = getDb();
  const found = await db
    .selectFrom("conversation_report")
    .select("id")
    .where("id", "=", id)
    .executeTakeFirst();
  if (!found) throw errors.reportNotFound();
  await db
    .updateTable("conversation_report")
    .set({ resolved_at: now().toISOString() })
    .where("id", "=", id)
    .where("resolved_at", "is", null)
    .execute();
  const row = await db
    .selectFrom("conversation_report")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  const [report] = await withDetails([row]);
  if (!report) throw errors.reportNotFound();
  return report;
}
