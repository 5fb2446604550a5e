/**
 * A one-event iCal address on this machine, for a Seer's connected calendar (issue 38);
 * ENVIRONMENT=local lets the server read loopback.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** 2027-03-01T09:00:00.000Z as iCal writes it: 20270301T090000Z. */
const icalTime = (iso: string) => iso.replace(/[-:]/g, "").replace(/\.\d{3}/, "");

export async function icalServer(
  event: { start: string; end: string } = {
    start: "2027-03-01T09:00:00Z",
    end: "2027-03-01T10:00:00Z",
  },
): Promise<{ url: string; close: () => Promise<void> }> {
  const body = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//e2e//EN",
    "BEGIN:VEVENT",
    "UID:dentist@example.com",
    "DTSTAMP:20270101T000000Z",
    `DTSTART:${icalTime(event.start)}`,
    `DTEND:${icalTime(event.end)}`,
    "SUMMARY:Dentist",
    "END:VEVENT",
    "END:VCALENDAR",
    "",
  ].join("\r\n");
  const server: Server = createServer((_req, res) => {
    res.writeHead(200, { "Content-Type": "text/calendar; charset=utf-8" });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/private/basic.ics`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
