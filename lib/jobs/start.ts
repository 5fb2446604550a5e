/**
 * The background jobs every server process runs, started once when the server starts (never by
 * `next build`), unless WORKERS_ENABLED=false. Add a job with one `every(...)` line below.
 */
import "server-only";
import { runBookingSweep } from "@/lib/bookings/sweep";
import { runCalendarRefresh } from "@/lib/calendars/refresh";
import { runCalendarWritePass } from "@/lib/calendars/write-job";
import { getConfig } from "@/lib/config";
import { runMessageEmailPass } from "@/lib/conversations/message-emails";
import { runEventSweep } from "@/lib/events/sweep";
import { refreshOnline } from "@/lib/live/online";
import { paymentsEnabled } from "@/lib/payments/config";
import { runPayouts } from "@/lib/payments/payouts";
import { runPaymentsReconcile } from "@/lib/payments/reconcile";
import { runReadingSweep } from "@/lib/readings/sweep";
import { ensureReady } from "@/lib/startup";
import { runOutboxPass } from "./outbox";
import { registerPeriodicJob, startJobs, stopJobs } from "./runner";

/** A job that first makes sure the database is migrated (it may have been down at start). */
function every(name: string, intervalMs: number, run: () => Promise<unknown>): void {
  registerPeriodicJob(name, intervalMs, async () => {
    await ensureReady();
    await run();
  });
}

/** The jobs that write emails come before the outbox that sends them (see runJobsNow). */
function registerJobs(): void {
  // Expiry, auto-completion and reminders happen on time even when nobody reads the booking; with
  // card payments on, the same sweep pays each Seer out a day after a completed session.
  every("booking-sweep", 5_000, async () => {
    await runBookingSweep();
    await runEventSweep();
    await runPayouts();
  });
  // What a lost webhook or an unreachable Stripe left waiting is re-read and settled.
  if (paymentsEnabled()) {
    every("payments", getConfig().PAYMENTS_RECONCILE_SECONDS * 1000, runPaymentsReconcile);
  }
  // Who has the site open, kept fresh for readings' "available now"; then the readings' deadlines.
  every("readings", 5_000, async () => {
    await refreshOnline();
    await runReadingSweep();
  });
  // Seers' own calendars read again when 5 minutes old by the product's clock (lib/calendars);
  // before the outbox, which sends a "cannot be read" email it writes.
  every("calendars", 30_000, runCalendarRefresh);
  // Sessions and events written into Seers' own calendars (lib/calendars/write-job.ts).
  every("calendar-write", 5_000, runCalendarWritePass);
  // A message left unread past MESSAGE_EMAIL_DELAY_SECONDS emails its reader (once until read).
  every("message-emails", 5_000, runMessageEmailPass);
  every("outbox", getConfig().OUTBOX_POLL_MS, runOutboxPass);
}

type ShutdownHook = { seersBeforeExit?: () => Promise<void> };

export function startBackgroundJobs(): void {
  // `next build` loads the server code to prerender pages: no workers there.
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  if (!getConfig().WORKERS_ENABLED) {
    console.info("[jobs] WORKERS_ENABLED=false: this instance runs no background jobs");
    return;
  }
  registerJobs();
  startJobs();
  // scripts/server.mjs calls this on SIGTERM/SIGINT before it exits: sends in progress finish.
  (globalThis as ShutdownHook).seersBeforeExit = () => stopJobs();
}
