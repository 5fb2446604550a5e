import { describe, expect, it, vi } from "vitest";
import { normalizeVideoLink, videoLinkProblem } from "@/lib/listings/place-rules";
import { bookingCalendarFile, bookingInvitation } from "./ics";
import { readerOf } from "./reader-times";
import type { BookingJoined } from "./rows";

// The site's sending address, without reading the configuration (which would make a data folder).
const SENDER = "no-reply@seers.test";
vi.mock("@/lib/email/sender", () => ({ senderAddress: () => SENDER }));

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
  mode: "online",
  place_video: "link",
  place_video_url: "https://meet.jit.si/iris-vale-room",
  place_address: "12 Rua das Flores, Lisbon",
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

  it("names the Seer at the site's address and no login email but its reader's own", () => {
    const contacts = (ics: string) =>
      lines(ics).filter((line) => /^(ORGANIZER|ATTENDEE)[;:]/.test(line));
    const sender = `:mailto:${SENDER}`;
    const forSeeker = contacts(bookingInvitation(row, url, "REQUEST", seeker));
    expect(forSeeker).toHaveLength(2);
    expect(forSeeker[0]).toMatch(/^ORGANIZER;CN="?Iris Vale"?/);
    expect(forSeeker[0]?.toLowerCase().endsWith(sender)).toBe(true);
    expect(forSeeker[1]).toMatch(/^ATTENDEE;.*:mailto:noah@example\.com$/i);
    const forSeer = contacts(
      bookingCalendarFile(row, url, "accepted", null, readerOf(row, "seer")),
    );
    expect(forSeer[1]).toMatch(/^ATTENDEE;.*:mailto:iris@example\.com$/i);
    expect(forSeer.join()).not.toContain("noah@example.com");
    // An admin's download names nobody's address.
    const onlooker = { zone: "UTC", other: seeker.other };
    const forAdmin = contacts(bookingCalendarFile(row, url, "accepted", null, onlooker));
    expect(forAdmin).toHaveLength(1);
    expect(forAdmin[0]?.toLowerCase().endsWith(sender)).toBe(true);
  });

  it("gives the parties' own copy a STATUS that follows the booking's", () => {
    const status = (s: Parameters<typeof bookingCalendarFile>[2]) =>
      lines(bookingCalendarFile(row, url, s, null, seeker)).find((line) =>
        line.startsWith("STATUS:"),
      );
    expect(lines(bookingCalendarFile(row, url, "accepted", null, seeker))).toContain(
      "METHOD:PUBLISH",
    );
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

describe("the place in a booking's .ics", () => {
  const field = (ics: string, name: string) =>
    lines(ics)
      .find((line) => line.startsWith(`${name}:`))
      ?.slice(name.length + 1);

  it("puts an online session's link in LOCATION, URL and DESCRIPTION", () => {
    const invite = bookingInvitation(row, url, "REQUEST", seeker);
    expect(field(invite, "LOCATION")).toBe("https://meet.jit.si/iris-vale-room");
    expect(field(invite, "URL")).toBe("https://meet.jit.si/iris-vale-room");
    expect(field(invite, "DESCRIPTION")).toContain("https://meet.jit.si/iris-vale-room");
    expect(field(invite, "DESCRIPTION")).toContain(url);
    // The address of a Hybrid Seer is not an online session's business.
    expect(invite).not.toContain("Rua das Flores");
  });

  it("puts an in-person session's address in LOCATION and a map link in DESCRIPTION", () => {
    const invite = bookingInvitation({ ...row, mode: "in_person" }, url, "REQUEST", seeker);
    expect(field(invite, "LOCATION")).toBe("12 Rua das Flores\\, Lisbon");
    expect(field(invite, "URL")).toBe(url);
    expect(field(invite, "DESCRIPTION")).toContain(
      "https://www.openstreetmap.org/search?query=12%20Rua%20das%20Flores%2C%20Lisbon",
    );
    expect(invite).not.toContain("meet.jit.si");
  });

  it("leaves the place out of a cancellation and of a copy without one", () => {
    expect(field(bookingInvitation(row, url, "CANCEL", seeker), "LOCATION")).toBeUndefined();
    const file = bookingCalendarFile(row, url, "requested", null, seeker);
    expect(field(file, "LOCATION")).toBeUndefined();
    expect(file).not.toContain("meet.jit.si");
    expect(field(file, "URL")).toBe(url);
  });
});

it("builds an invitation for any link the video-link rule accepts", () => {
  for (const typed of [
    "https://zoom.us/j/123456789?pwd=abc",
    "https://video.example.org:8443/room#start",
    "https://bücher.example/raum mit leerzeichen".replace(/ /g, "-"),
    "https://a.b/\"quoted\"'and'<angled>",
    "https://1.2.3.4/room",
  ]) {
    expect(videoLinkProblem(typed), typed).toBeNull();
    const link = normalizeVideoLink(typed);
    const invite = bookingInvitation({ ...row, place_video_url: link }, url, "REQUEST", seeker);
    expect(lines(invite)).toContain(`URL:${link}`);
  }
});

describe("a session in the built-in room", () => {
  it("links to the room's page in LOCATION, URL and DESCRIPTION", () => {
    const invite = lines(
      bookingInvitation({ ...row, place_video: "room" }, url, "REQUEST", seeker),
    );
    expect(invite).toContain(`LOCATION:${url}/room`);
    expect(invite).toContain(`URL:${url}/room`);
  });
});
