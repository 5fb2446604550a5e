import { describe, expect, it } from "vitest";
import { bookingCalendarFile, bookingInvitation } from "./ics";
import { readerOf } from "./reader-times";
import type { BookingJoined } from "./rows";

const row = {
  id: "7d0c1f5e-0000-4000-8000-000000000001",
  start_at: "2027-03-02T09:00:00.000Z",
  end_at: "2027-03-02T10:00:00.000Z",
  ics_sequence: 1,
  seer_name: "Iris Vale",
  seer_email: "iris@example.com",
  seeker_email: "noah@example.com",
  seeker_full_name: null,
  seeker_firstname: "Noah",
  seeker_lastname: "Reed",
  seeker_timezone: "America/New_York",
  seer_timezone: null,
  listing_timezone: "Europe/Paris",
} as BookingJoined;
const seeker = readerOf(row, "seeker");
const url = "https://seers.example/bookings/7d0c1f5e-0000-4000-8000-000000000001";

/** The calendar's lines, unfolded (RFC 5545 folds long lines with CRLF + space). */
const lines = (ics: string) => ics.replace(/\r\n[ \t]/g, "").split("\r\n");

describe("a booking as .ics", () => {
  it("invites with REQUEST and withdraws with CANCEL, one UID and the row's SEQUENCE", () => {
    const invite = lines(bookingInvitation(row, url, "REQUEST", seeker));
    expect(invite).toContain("METHOD:REQUEST");
    expect(invite).toContain("STATUS:CONFIRMED");
    expect(invite).toContain(`UID:${row.id}@seers`);
    expect(invite).toContain("SEQUENCE:1");
    expect(invite).toContain("DTSTART:20270302T090000Z");
    const cancel = lines(bookingInvitation(row, url, "CANCEL", seeker));
    expect(cancel).toContain("METHOD:CANCEL");
    expect(cancel).toContain("STATUS:CANCELLED");
  });

  it("gives the parties' own copy a STATUS that follows the booking's", () => {
    const status = (s: Parameters<typeof bookingCalendarFile>[2]) =>
      lines(bookingCalendarFile(row, url, s, seeker)).find((line) => line.startsWith("STATUS:"));
    expect(lines(bookingCalendarFile(row, url, "accepted", seeker))).toContain("METHOD:PUBLISH");
    expect(status("requested")).toBe("STATUS:TENTATIVE");
    expect(status("accepted")).toBe("STATUS:CONFIRMED");
    expect(status("completed")).toBe("STATUS:CONFIRMED");
    for (const closed of ["declined", "cancelled", "expired"] as const) {
      expect(status(closed)).toBe("STATUS:CANCELLED");
    }
  });

  it("describes the session in the reader's zone first, the other party's second", () => {
    const description = (reader: ReturnType<typeof readerOf>) =>
      lines(bookingInvitation(row, url, "REQUEST", reader))
        .find((line) => line.startsWith("DESCRIPTION:"))
        ?.replaceAll("\\,", ",")
        .replaceAll("\\;", ";");
    // 09:00 UTC on 2 March 2027: 4:00 AM in New York; the Seer has no zone of their own yet,
    // so their listing's (Paris) stands in.
    expect(description(seeker)).toContain(
      "Tuesday, March 2, 2027, 4:00 AM – 5:00 AM (America/New_York); for Iris Vale that is 10:00 AM – 11:00 AM (Europe/Paris)",
    );
    expect(description(readerOf(row, "seer"))).toContain(
      "Tuesday, March 2, 2027, 10:00 AM – 11:00 AM (Europe/Paris); for Noah Reed that is 4:00 AM – 5:00 AM (America/New_York)",
    );
  });
});
