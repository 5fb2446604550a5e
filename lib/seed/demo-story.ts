/**
 * The demo's story: the Demo Healer published and bookable, and the Demo Seeker with a completed,
 * an accepted and a requested session with her, a verified review and their conversation, so a
 * newcomer who signs in to either account sees every screen with real content.
 *
 * Written once, by the start that finds the Demo Healer without a listing: `startOwnListing` lets
 * exactly one caller start her draft, so two instances starting together never write it twice, and
 * later starts (her listing exists) write nothing. The past is replayed through the product's own
 * writes at the times it happened (requests, answers and lines checked by the real rules at those
 * times); it sends no emails, since nobody did any of it.
 */
import "server-only";
import { applyBookingAction } from "@/lib/bookings/actions";
import { withListingLock, withWriteTransaction } from "@/lib/bookings/lock";
import { writeBookingRequest } from "@/lib/bookings/request-write";
import type { BookingCreate } from "@/lib/bookings/schema";
import type { BookingAction, Party } from "@/lib/bookings/status";
import { now } from "@/lib/clock";
import { conversationIdOf, requireConversationFor } from "@/lib/conversations/queries";
import { appendLine, markReadUpTo, openConversation } from "@/lib/conversations/writes";
import type { ListingRow } from "@/lib/db/schema";
import { DAY_MS, HOUR_MS, MINUTE_MS } from "@/lib/durations";
import { startOwnListing } from "@/lib/listings/queries";
import { createReview, replyToReview } from "@/lib/reviews/queries";
import { findUserByEmail, type User } from "@/lib/users/queries";
import { publishDemoListing } from "./demo-listing";

type Pair = { seekerId: string; seerId: string };

/** The first Monday-to-Friday `hour`:00 UTC at or after `from` (the Demo Healer's working days). */
function weekdayAt(from: number, hour: number): Date {
  const day = new Date(from);
  day.setUTCHours(hour, 0, 0, 0);
  while (day.getTime() < from || day.getUTCDay() === 0 || day.getUTCDay() === 6) {
    day.setUTCDate(day.getUTCDate() + 1);
  }
  return day;
}

/** One of the two writes a message: the line, and the writer's own read mark (as sendMessage does). */
async function say(pair: Pair, role: Party, body: string, at: Date): Promise<void> {
  const senderId = role === "seeker" ? pair.seekerId : pair.seerId;
  await withWriteTransaction(async (db) => {
    const conversationId = await openConversation(db, pair, at);
    const line = await appendLine(
      db,
      { conversationId, kind: "text", senderRole: role, senderId, body },
      at,
    );
    await markReadUpTo(db, { conversationId, userId: senderId, seq: line.seq }, at);
  });
}

async function request(
  listing: ListingRow,
  seekerId: string,
  input: BookingCreate,
  at: Date,
): Promise<string> {
  const row = await withListingLock(listing.id, (db) =>
    writeBookingRequest(db, { listing, seekerId, input, at }),
  );
  return row.id;
}

async function act(
  listing: ListingRow,
  bookingId: string,
  action: BookingAction,
  party: Party,
  at: Date,
): Promise<void> {
  await withListingLock(listing.id, (db) =>
    applyBookingAction(db, { bookingId, action, party, at }),
  );
}

/** Both have read everything: nothing waits unread, so no message email ever goes out for it. */
async function markAllRead(pair: Pair, at: Date): Promise<void> {
  const conversationId = await conversationIdOf(pair);
  if (!conversationId) throw new Error("the demo conversation is missing");
  const { id, lastSeq } = await requireConversationFor(pair.seekerId, conversationId);
  await withWriteTransaction(async (db) => {
    for (const userId of [pair.seekerId, pair.seerId]) {
      await markReadUpTo(db, { conversationId: id, userId, seq: lastSeq }, at);
    }
  });
}

/** The story, oldest first, ending a little before `t` (now): every line in the order it happened. */
async function writeStory(listing: ListingRow, pair: Pair, t: number): Promise<void> {
  const at = (ms: number) => new Date(ms);
  const { seekerId } = pair;
  await say(
    pair,
    "seeker",
    "Hi Luna, since I changed jobs I carry a lot of tension and I sleep badly. Could a distance Reiki session help with that?",
    at(t - 12 * DAY_MS),
  );
  await say(
    pair,
    "seer",
    "Hi Sam, thank you for writing. Many people come to me with just that. A one-hour session online is a good start: we talk a little, you rest while I work, and we close with what you noticed. Pick any free time on my page.",
    at(t - 12 * DAY_MS + 3 * HOUR_MS),
  );

  // The first session: requested, accepted, held and marked completed, then reviewed.
  const askedFirst = t - 10 * DAY_MS;
  const first = weekdayAt(t - 8 * DAY_MS, 10);
  const firstId = await request(
    listing,
    seekerId,
    {
      coach_slug: listing.slug,
      start: first.toISOString(),
      hours: 1,
      note: "A first session, for stress and sleep.",
    },
    at(askedFirst),
  );
  await say(pair, "seeker", "Booked! Looking forward to it.", at(askedFirst + 5 * MINUTE_MS));
  await act(listing, firstId, "accept", "seer", at(askedFirst + 4 * HOUR_MS));
  const firstEnd = first.getTime() + HOUR_MS;
  await act(listing, firstId, "complete", "seer", at(firstEnd + HOUR_MS));
  await say(
    pair,
    "seeker",
    "Thank you for yesterday's session. I slept through the night for the first time in weeks.",
    at(firstEnd + 20 * HOUR_MS),
  );
  await say(
    pair,
    "seer",
    "I am so glad, Sam. Keep the breathing practice for a few minutes each evening; it carries the session on.",
    at(firstEnd + 22 * HOUR_MS),
  );

  // The next session, accepted; and a follow-up a week later, waiting for Luna's answer.
  const askedNext = t - 2 * DAY_MS;
  const next = weekdayAt(t + 2 * DAY_MS, 14);
  const nextId = await request(
    listing,
    seekerId,
    {
      coach_slug: listing.slug,
      start: next.toISOString(),
      hours: 1,
      note: "A second session, to keep it going.",
    },
    at(askedNext),
  );
  await act(listing, nextId, "accept", "seer", at(t - DAY_MS));
  await say(
    pair,
    "seer",
    "See you then! The video link is on the booking's page; its Join video button opens 15 minutes before we start.",
    at(t - DAY_MS + MINUTE_MS),
  );
  await request(
    listing,
    seekerId,
    {
      coach_slug: listing.slug,
      start: new Date(next.getTime() + 7 * DAY_MS).toISOString(),
      hours: 1,
      note: "Could we make it a weekly rhythm for a while?",
    },
    at(t - 30 * MINUTE_MS),
  );
  await markAllRead(pair, at(t - 20 * MINUTE_MS));

  const review = await createReview(seekerId, listing.slug, {
    rating: 5,
    title: "Calm, kind and practical",
    body: "Luna listened first and then worked quietly. I left with a simple evening practice and have slept better since.",
  });
  await replyToReview(review.id, "Thank you, Sam! It was a joy to work with you.");
}

const canTakePart = (user: User | undefined, type: number): user is User =>
  user?.is_active === true && user.type === type;

/** Writes the story unless the Demo Healer has a listing (or another instance is writing it). */
export async function seedDemoStory(emails: { seer: string; seeker: string }): Promise<void> {
  const [seer, seeker] = await Promise.all([
    findUserByEmail(emails.seer),
    findUserByEmail(emails.seeker),
  ]);
  if (!canTakePart(seer, 1) || !canTakePart(seeker, 0)) return;
  const draft = await startOwnListing(seer);
  if (!draft) return;
  try {
    const listing = await publishDemoListing(draft);
    await writeStory(listing, { seekerId: seeker.id, seerId: seer.id }, now().getTime());
    console.info(
      `[seed] Wrote the demo story: ${emails.seer} is published at /profile/${listing.slug}`,
    );
  } catch (error) {
    // The server still starts; the accounts work, with what was written of the story.
    console.error("[seed] The demo story could not be written:", error);
  }
}
