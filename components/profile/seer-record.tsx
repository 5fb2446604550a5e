/**
 * A Seer's record on their page: "Rarely cancels", "Usually responds within 2 hours", each with
 * the figures behind it in a native tooltip (and for screen readers in the text itself). Server
 * HTML only: this shared page carries no extra script. Nothing shows for a Seer too new to judge.
 */
import { CalendarCheck, Clock } from "lucide-react";
import type { SeerRecord as Record } from "@/lib/bookings/reliability";
import type { RecordLine } from "@/lib/bookings/reliability-words";

function Line({ line, icon }: { line: RecordLine; icon: React.ReactNode }) {
  return (
    <li className="flex items-center gap-2" title={line.detail}>
      {icon}
      <span className="underline decoration-dotted decoration-1 underline-offset-4">
        {line.words}
      </span>
      <span className="sr-only">: {line.detail}</span>
    </li>
  );
}

export function SeerRecord({ record }: { record: Record }) {
  if (!record.cancellations && !record.response) return null;
  return (
    <ul
      aria-label="Reliability"
      className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-ink-muted"
      data-testid="seer-record"
    >
      {record.cancellations ? (
        <Line
          line={record.cancellations}
          icon={<CalendarCheck aria-hidden size={16} className="shrink-0 text-accent" />}
        />
      ) : null}
      {record.response ? (
        <Line
          line={record.response}
          icon={<Clock aria-hidden size={16} className="shrink-0 text-accent" />}
        />
      ) : null}
    </ul>
  );
}
