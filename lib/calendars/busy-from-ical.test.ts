import { describe, expect, it } from "vitest";
import { busyFromIcal, isProductUid } from "./busy-from-ical";

const PARIS_TZ = `BEGIN:VTIMEZONE
TZID:Custom/Paris
BEGIN:STANDARD
DTSTART:19701025T030000
RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU
TZOFFSETFROM:+0200
TZOFFSETTO:+0100
END:STANDARD
BEGIN:DAYLIGHT
DTSTART:19700329T020000
RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU
TZOFFSETFROM:+0100
TZOFFSETTO:+0200
END:DAYLIGHT
END:VTIMEZONE`;

const cal = (...events: string[]) =>
  [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//test//EN",
    PARIS_TZ,
    ...events,
    "END:VCALENDAR",
  ].join("\r\n");
const ev = (uid: string, ...lines: string[]) =>
  ["BEGIN:VEVENT", `UID:${uid}`, "DTSTAMP:20270101T000000Z", ...lines, "END:VEVENT"].join("\r\n");

const window = { from: Date.parse("2027-03-01T00:00:00Z"), to: Date.parse("2027-03-31T00:00:00Z") };
const iso = (stretches: { start: number; end: number }[]) =>
  stretches
    .map((s) => `${new Date(s.start).toISOString()}/${new Date(s.end).toISOString()}`)
    .sort();

describe("busyFromIcal", () => {
  it("reads UTC, floating, VTIMEZONE, IANA and all-day times", () => {
    const text = cal(
      ev("a", "DTSTART:20270302T090000Z", "DTEND:20270302T100000Z"),
      ev("b", "DTSTART:20270303T090000", "DTEND:20270303T100000"),
      ev(
        "c",
        "DTSTART;TZID=Custom/Paris:20270304T090000",
        "DTEND;TZID=Custom/Paris:20270304T100000",
      ),
      ev("d", "DTSTART;TZID=America/New_York:20270305T090000", "DURATION:PT30M"),
      ev("e", "DTSTART;VALUE=DATE:20270306", "DTEND;VALUE=DATE:20270307"),
    );
    expect(iso(busyFromIcal([text], window, "Europe/Paris"))).toEqual([
      "2027-03-02T09:00:00.000Z/2027-03-02T10:00:00.000Z",
      "2027-03-03T08:00:00.000Z/2027-03-03T09:00:00.000Z",
      "2027-03-04T08:00:00.000Z/2027-03-04T09:00:00.000Z",
      "2027-03-05T14:00:00.000Z/2027-03-05T14:30:00.000Z",
      "2027-03-05T23:00:00.000Z/2027-03-06T23:00:00.000Z",
    ]);
  });

  it("expands recurrences with EXDATE and overrides, skips free, cancelled and the product's own", () => {
    const text = cal(
      ev(
        "r",
        "DTSTART;TZID=Custom/Paris:20270301T080000",
        "DTEND;TZID=Custom/Paris:20270301T090000",
        "RRULE:FREQ=DAILY;COUNT=4",
        "EXDATE;TZID=Custom/Paris:20270302T080000",
      ),
      ev(
        "r",
        "RECURRENCE-ID;TZID=Custom/Paris:20270303T080000",
        "DTSTART;TZID=Custom/Paris:20270303T150000",
        "DTEND;TZID=Custom/Paris:20270303T160000",
      ),
      ev(
        "r",
        "RECURRENCE-ID;TZID=Custom/Paris:20270304T080000",
        "DTSTART;TZID=Custom/Paris:20270304T080000",
        "DTEND;TZID=Custom/Paris:20270304T090000",
        "STATUS:CANCELLED",
      ),
      ev("t", "DTSTART:20270310T090000Z", "DTEND:20270310T100000Z", "TRANSP:TRANSPARENT"),
      ev("x", "DTSTART:20270311T090000Z", "DTEND:20270311T100000Z", "STATUS:CANCELLED"),
      ev("b1@seers", "DTSTART:20270312T090000Z", "DTEND:20270312T100000Z"),
      ev("old", "DTSTART:20270201T090000Z", "DTEND:20270201T100000Z"),
    );
    expect(iso(busyFromIcal([text], window, "Europe/Paris"))).toEqual([
      "2027-03-01T07:00:00.000Z/2027-03-01T08:00:00.000Z",
      "2027-03-03T14:00:00.000Z/2027-03-03T15:00:00.000Z",
    ]);
  });

  it("knows the product's UIDs", () => {
    expect(isProductUid("9b1c@seers")).toBe(true);
    expect(isProductUid("9b1c@seers-events")).toBe(true);
    expect(isProductUid("9b1c@google.com")).toBe(false);
  });
});
