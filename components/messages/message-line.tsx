/**
 * One line of a thread: the reader's own words on the right, the other person's on the left, a
 * booking's event across the middle (with a link to the booking). Who wrote it is said for
 * screen readers, as the sides only show it.
 */
import Link from "next/link";
import { cn } from "@/lib/cn";
import { bookingLineText } from "@/lib/conversations/booking-event";
import type { MessagePublic } from "@/lib/conversations/schema";
import { MessageText } from "./message-text";
import { lineTime, sessionTimesIn } from "./message-times";

type Props = {
  line: MessagePublic;
  otherName: string;
  /** The reader's zone for a booking line's session (null until known: the API's words then). */
  zone: string | null;
};

export function MessageLine({ line, otherName, zone }: Props) {
  const time = (
    <time dateTime={line.created_at} className="text-xs text-ink-muted">
      {lineTime(line.created_at)}
    </time>
  );
  if (line.sender === "system") {
    return (
      <li className="mx-auto flex max-w-md flex-col items-center gap-1 py-1 text-center">
        <p className="rounded-xl border border-dashed border-line px-3 py-2 text-sm text-ink-muted">
          <span className="sr-only">Booking update: </span>
          {line.event && zone
            ? bookingLineText(line.event, sessionTimesIn(line.event, zone))
            : line.body}
          {line.booking_id ? (
            <>
              {" "}
              <Link
                href={`/bookings/${line.booking_id}`}
                className="font-medium whitespace-nowrap text-accent underline underline-offset-2"
              >
                View booking
              </Link>
            </>
          ) : null}
        </p>
        {time}
      </li>
    );
  }
  const mine = line.sender === "me";
  return (
    <li
      className={cn(
        "flex max-w-[85%] flex-col gap-1 sm:max-w-[70%]",
        mine ? "items-end self-end" : "items-start self-start",
      )}
    >
      <p
        className={cn(
          "rounded-2xl px-3.5 py-2 text-[0.9375rem] leading-relaxed whitespace-pre-wrap break-words",
          mine ? "rounded-br-md bg-brand-700 text-white" : "rounded-bl-md bg-muted text-ink",
        )}
      >
        <span className="sr-only">{mine ? "You" : otherName}: </span>
        <MessageText body={line.body} />
      </p>
      {time}
    </li>
  );
}
