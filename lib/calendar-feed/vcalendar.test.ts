import { describe, expect, it } from "vitest";
import { vcalendar, veventsOf } from "./vcalendar";

const FILE = [
  "BEGIN:VCALENDAR",
  "VERSION:2.0",
  "METHOD:REQUEST",
  "BEGIN:VEVENT",
  "UID:a@seers",
  "DESCRIPTION:a long line that goes on",
  " and on",
  "END:VEVENT",
  "END:VCALENDAR",
  "",
].join("\r\n");

describe("vcalendar", () => {
  it("takes the VEVENTs out of a file, folded lines kept, and wraps them in one calendar", () => {
    const events = veventsOf(FILE);
    expect(events).toEqual([
      "BEGIN:VEVENT\r\nUID:a@seers\r\nDESCRIPTION:a long line that goes on\r\n and on\r\nEND:VEVENT",
    ]);
    const feed = vcalendar("Seers", [...events, ...events]);
    expect(feed.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(feed.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(feed.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(feed).not.toContain("METHOD:REQUEST");
  });
});
