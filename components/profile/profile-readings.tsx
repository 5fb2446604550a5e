/**
 * A Seer's readings now on their page, chosen by the browser (the page's HTML is shared):
 * "Available for Readings Now" with the price per minute and Connect, which opens the reading
 * dialog; otherwise readings by appointment and a way to the free times below. Both states have
 * the same shape and one-line texts, so the change moves nothing on the page. Their code comes in
 * the page's own chunk, not lazily: the box is near the top, so it is needed at once, and a file of
 * its own cost a Seer's page more in headers than its few hundred bytes cost a sample coach's.
 */

import { ConnectNow, PerMinutePrice, WhenAvailableNow } from "@/components/coaches/reading-now";
import { buttonClasses } from "@/components/ui/button";

/** One width for Connect and See free times, so one takes the other's place without a shift. */
const WIDTH = "shrink-0 sm:w-40";

export function ProfileReadings({ slug, name }: { slug: string; name: string }) {
  return (
    <section
      aria-label="Readings now"
      className="flex flex-col gap-3 rounded-2xl border border-line p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex min-w-0 flex-col">
        <WhenAvailableNow
          slug={slug}
          otherwise={
            <>
              <p className="truncate font-semibold text-ink">Readings by appointment</p>
              <p className="truncate text-sm text-ink-muted">Choose a time that suits you.</p>
            </>
          }
        >
          <p className="flex items-center gap-1.5 truncate font-semibold text-success dark:text-emerald-300">
            <span aria-hidden className="size-2 shrink-0 rounded-full bg-current" />
            Available for Readings Now
          </p>
          <p className="truncate text-sm text-ink-muted">
            <PerMinutePrice slug={slug} />, billed per started minute
          </p>
        </WhenAvailableNow>
      </div>
      <ConnectNow
        slug={slug}
        name={name}
        className={buttonClasses("primary", WIDTH)}
        otherwise={
          <a href="#book" className={buttonClasses("secondary", WIDTH)}>
            See free times
          </a>
        }
      >
        <span className="sr-only">Connect with {name} now</span>
        <span aria-hidden>Connect</span>
      </ConnectNow>
    </section>
  );
}
