/**
 * Many events in one calendar: the VEVENTs of single-event files (made by the builders the emails
 * use, so each keeps its UID and SEQUENCE) wrapped in one VCALENDAR.
 */
const CRLF = "\r\n";

/** The VEVENT blocks of an iCalendar text, as written (folded lines kept). */
export function veventsOf(ics: string): string[] {
  const lines = ics.split(/\r?\n/);
  const blocks: string[] = [];
  let current: string[] | null = null;
  for (const line of lines) {
    if (line === "BEGIN:VEVENT") current = [];
    if (current) current.push(line);
    if (line === "END:VEVENT" && current) {
      blocks.push(current.join(CRLF));
      current = null;
    }
  }
  return blocks;
}

export function vcalendar(name: string, events: readonly string[]): string {
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Seers//calendar feed//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${name}`,
    // Calendar apps read a subscription again about this often.
    "REFRESH-INTERVAL;VALUE=DURATION:PT1H",
    "X-PUBLISHED-TTL:PT1H",
    ...events,
    "END:VCALENDAR",
    "",
  ].join(CRLF);
}
