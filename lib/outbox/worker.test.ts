import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { resetClock, setClock } from "@/lib/clock";
import { HOUR_MS } from "@/lib/durations";
import type { OutboxEmail } from "@/lib/email/types";

// A throwaway SQLite database for this file: the queries read their connection from the config.
const dataDir = mkdtempSync(path.join(tmpdir(), "seers-outbox-worker-"));
process.env.DATA_DIR = dataDir;
process.env.DATABASE_URL = "";

const { getDb } = await import("@/lib/db/client");
const { migrateToLatest } = await import("@/lib/db/migrate");
const { enqueueEmail } = await import("./enqueue");
const { drainOutbox } = await import("./worker");
const { MAX_REJECTED_ATTEMPTS } = await import("./backoff");

const T0 = new Date("2026-11-23T12:00:00.000Z");
const sent: { email: OutboxEmail; outboxId: string }[] = [];
let failWith: unknown;
const context = () => ({
  db: getDb(),
  kind: "sqlite" as const,
  owner: "test-instance",
  random: () => 0.5,
  send: async (email: OutboxEmail, { outboxId }: { outboxId: string }) => {
    if (failWith) throw failWith;
    sent.push({ email, outboxId });
  },
});
const rows = () => getDb().selectFrom("outbox").selectAll().orderBy("created_at").execute();
const enqueue = (to: string, extra: Partial<OutboxEmail> = {}) =>
  enqueueEmail(
    getDb(),
    { to, subject: "Hello", html: "<p>Hi</p>", text: "Hi", ...extra },
    {
      kind: "test",
    },
  );

beforeAll(async () => {
  await migrateToLatest();
});
beforeEach(async () => {
  await getDb().deleteFrom("outbox").execute();
  sent.length = 0;
  failWith = undefined;
  setClock(T0);
});
afterAll(async () => {
  resetClock();
  await getDb().destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("drainOutbox", () => {
  it("sends every due email once, with its attachments, and marks it sent", async () => {
    const icalEvent = { method: "REQUEST" as const, content: "BEGIN:VCALENDAR", filename: "a.ics" };
    await enqueue("a@example.com", { icalEvent });
    await enqueue("b@example.com");
    expect(await drainOutbox(context())).toEqual({ sent: 2, failed: 0, dead: 0 });
    expect(sent.map((s) => s.email.to).sort()).toEqual(["a@example.com", "b@example.com"]);
    expect(sent.find((s) => s.email.to === "a@example.com")?.email.icalEvent).toEqual(icalEvent);
    const stored = await rows();
    expect(stored.every((r) => r.status === "sent" && r.lease_owner === "test-instance")).toBe(
      true,
    );
    expect(sent.map((s) => s.outboxId).sort()).toEqual(stored.map((r) => r.id).sort());
    expect(await drainOutbox(context())).toEqual({ sent: 0, failed: 0, dead: 0 });
  });

  it("keeps an email through a mail server outage and sends it once when it answers", async () => {
    await enqueue("c@example.com");
    failWith = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:1"), { code: "ESOCKET" });
    expect(await drainOutbox(context())).toEqual({ sent: 0, failed: 1, dead: 0 });
    let [row] = await rows();
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    expect(row?.last_error).toContain("ECONNREFUSED");
    // The clock runs on from T0, so "5 s after the failure" is a few milliseconds past T0 + 5 s.
    const retryAt = Date.parse(String(row?.available_at)) - T0.getTime();
    expect(retryAt).toBeGreaterThanOrEqual(5_000);
    expect(retryAt).toBeLessThan(5_500);
    // Not before its back-off is over, even if the server is back.
    failWith = undefined;
    expect(await drainOutbox(context())).toEqual({ sent: 0, failed: 0, dead: 0 });
    setClock(new Date(T0.getTime() + 5_500));
    expect(await drainOutbox(context())).toEqual({ sent: 1, failed: 0, dead: 0 });
    [row] = await rows();
    expect(row).toMatchObject({ status: "sent", attempts: 1 });
    expect(sent).toHaveLength(1);
  });

  it("gives up on a message the server rejects for good, after a few tries", async () => {
    await enqueue("nobody@example.com");
    failWith = Object.assign(new Error("550 no such user"), {
      code: "EENVELOPE",
      responseCode: 550,
    });
    for (let i = 0; i < MAX_REJECTED_ATTEMPTS; i++) {
      await drainOutbox(context());
      setClock(new Date(T0.getTime() + (i + 1) * HOUR_MS));
    }
    const [row] = await rows();
    expect(row).toMatchObject({ status: "dead", attempts: MAX_REJECTED_ATTEMPTS });
  });

  it("stops a pass at the first failure: the other rows wait for the next pass", async () => {
    await enqueue("f@example.com");
    await enqueue("g@example.com");
    failWith = Object.assign(new Error("connect ETIMEDOUT"), { code: "ETIMEDOUT" });
    expect(await drainOutbox(context())).toEqual({ sent: 0, failed: 1, dead: 0 });
    failWith = undefined;
    expect(await drainOutbox(context())).toEqual({ sent: 1, failed: 0, dead: 0 });
  });

  it("marks an unreadable row dead at once, without stopping the others", async () => {
    await getDb()
      .insertInto("outbox")
      .values({
        id: crypto.randomUUID(),
        kind: "test",
        dedupe_key: null,
        payload: "{not json",
        status: "pending",
        available_at: T0.toISOString(),
        lease_owner: null,
        lease_until: null,
        last_error: null,
        created_at: T0.toISOString(),
        sent_at: null,
      })
      .execute();
    await enqueue("d@example.com");
    expect(await drainOutbox(context())).toEqual({ sent: 1, failed: 0, dead: 1 });
  });

  it("sends an email enqueued twice under one dedupe key only once", async () => {
    for (let i = 0; i < 2; i++) {
      await enqueueEmail(
        getDb(),
        { to: "e@example.com", subject: "Reminder", html: "", text: "" },
        { kind: "test", dedupeKey: "reminder:1" },
      );
    }
    expect(await drainOutbox(context())).toEqual({ sent: 1, failed: 0, dead: 0 });
  });

  it("sends one person's emails in the order they were written, a failed one first when it is back", async () => {
    for (const subject of ["Verify your email", "Reset 1", "Reset 2"]) {
      await enqueue("h@example.com", { subject });
    }
    failWith = Object.assign(new Error("connect ECONNREFUSED"), { code: "ESOCKET" });
    expect(await drainOutbox(context())).toEqual({ sent: 0, failed: 1, dead: 0 });
    // The mail server is back, but her first email waits out its back-off: the others wait too,
    // while someone else's email goes out.
    failWith = undefined;
    await enqueue("i@example.com", { subject: "Welcome" });
    expect(await drainOutbox(context())).toEqual({ sent: 1, failed: 0, dead: 0 });
    setClock(new Date(T0.getTime() + 5_500));
    expect(await drainOutbox(context())).toEqual({ sent: 3, failed: 0, dead: 0 });
    expect(sent.map((s) => s.email.subject)).toEqual([
      "Welcome",
      "Verify your email",
      "Reset 1",
      "Reset 2",
    ]);
  });
});
