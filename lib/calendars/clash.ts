/**
 * Before a Seer accepts: their calendars are read again (a read up to 60 s old will do) and a time
 * that has become busy there is a 409 the Seer answers by accepting anyway (`confirm_clash`) or
 * declining. What they decide is theirs: nothing is refused for good.
 */
import "server-only";
import { errors } from "@/lib/api/errors";
import { now } from "@/lib/clock";
import { getDb } from "@/lib/db/client";
import { calendarBusyOfListings } from "./busy";
import { refreshCalendarsOf } from "./refresh";

export async function guardAcceptClash(args: {
  listingId: string | null;
  seerId: string | null;
  start: Date;
  end: Date;
  confirmed: boolean;
}): Promise<void> {
  if (!args.listingId || !args.seerId) return;
  await refreshCalendarsOf(args.seerId);
  if (args.confirmed) return;
  const busy = await calendarBusyOfListings(getDb(), [args.listingId], now(), {
    start: args.start.getTime(),
    end: args.end.getTime(),
  });
  if ((busy.get(args.listingId) ?? []).length > 0) throw errors.calendarAcceptClash();
}
