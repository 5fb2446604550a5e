/**
 * Who has the site open right now, across instances: each instance counts its own open live
 * streams per person and keeps one `live_presence` row per person it holds, alive while its
 * `until` is ahead. `until` is pushed on while a stream is open (at the first stream, and by the
 * readings job every few seconds) and set to 60 s ahead when the last one closes, so a reload or
 * a new tab never reads as gone; an instance that dies stops pushing, and its rows lapse by
 * themselves within the grace. Read by "available now" for readings (lib/readings/availability.ts).
 */
import "server-only";
import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { now } from "@/lib/clock";
import { getDb } from "@/lib/db/client";
import { processSingleton } from "@/lib/process-singleton";
import { ONLINE_GRACE_SECONDS } from "@/lib/readings/rules";

type Presence = { instanceId: string; streams: Map<string, number> };

const presence = () =>
  processSingleton<Presence>("live-online", () => ({
    instanceId: randomUUID(),
    streams: new Map(),
  }));

const graceEnd = () => new Date(now().getTime() + ONLINE_GRACE_SECONDS * 1000).toISOString();

async function writeUntil(userIds: readonly string[], until: string): Promise<void> {
  if (userIds.length === 0) return;
  const { instanceId } = presence();
  await getDb()
    .insertInto("live_presence")
    .values(userIds.map((user_id) => ({ user_id, instance_id: instanceId, until })))
    .onConflict((oc) => oc.columns(["user_id", "instance_id"]).doUpdateSet({ until }))
    .execute();
}

/** Logs instead of failing: presence is a hint, and a stream must not fail for it. */
function quietly(work: Promise<void>): void {
  work.catch((error: unknown) => console.error("[online] presence not written:", error));
}

/** A stream of `userId`'s opened on this instance; returns the function to call when it closes. */
export function streamOpened(userId: string): () => void {
  const { streams } = presence();
  const count = streams.get(userId) ?? 0;
  streams.set(userId, count + 1);
  if (count === 0) quietly(writeUntil([userId], graceEnd()));
  let closed = false;
  return () => {
    if (closed) return;
    closed = true;
    const left = (streams.get(userId) ?? 1) - 1;
    if (left > 0) {
      streams.set(userId, left);
      return;
    }
    streams.delete(userId);
    // The grace starts now: the person reads as online for 60 s more.
    quietly(writeUntil([userId], graceEnd()));
  };
}

/** Pushes `until` on for everyone with a stream open here (the readings job, every few seconds). */
export async function refreshOnline(): Promise<void> {
  await writeUntil([...presence().streams.keys()], graceEnd());
  // Rows of long-gone sessions and instances: kept a day, then cleared.
  const dayAgo = new Date(now().getTime() - 86_400_000).toISOString();
  await getDb().deleteFrom("live_presence").where("until", "<", dayAgo).execute();
}

/** Whether the person has the site open on any instance now (or closed it within the grace). */
export function onlineCondition(userIdColumn: string) {
  return sql<boolean>`exists (select 1 from live_presence where live_presence.user_id = ${sql.ref(
    userIdColumn,
  )} and live_presence.until > ${now().toISOString()})`;
}
