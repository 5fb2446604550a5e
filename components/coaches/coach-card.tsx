/**
 * A coach on Discover: picture, category, save toggle, consultations, avatar, name, star rating,
 * price per hour and Connect. The card opens the coach's page in a new tab, as the spec asks.
 * What is personal or changes by the second is filled in by the browser, since the HTML is shared:
 * the heart, and "Available for Readings Now" with Connect opening a reading (reading-now.tsx):
 * the badge over the picture, absolutely placed so its arrival moves nothing.
 * A coach nobody has rated yet is "New" (no stars, no "(0)", no "0 consultations").
 */
import { ArrowUpRight, PhoneCall, Users } from "lucide-react";
import { Picture } from "@/components/ui/picture";
import type { Coach } from "@/lib/catalog/types";
import type { CardRating } from "@/lib/reviews/ratings";
import { CoachRating } from "./coach-rating";
import { ConnectNow, PerMinutePrice, WhenAvailableNow } from "./reading-now";
import { SaveToggle } from "./save-toggle";

type Props = {
  coach: Coach;
  categoryName: string;
  rating: CardRating;
  /** The first cards on screen load their picture at once (largest paint). */
  priority?: boolean;
};

const NEW_TAB = { target: "_blank", rel: "noopener" } as const;

const CONNECT =
  "relative z-10 inline-flex min-h-11 items-center gap-1.5 rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white transition-colors hover:bg-brand-800";

export function CoachCard({ coach, categoryName, rating, priority }: Props) {
  const href = `/profile/${coach.slug}`;
  return (
    <article
      aria-labelledby={`coach-${coach.slug}`}
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md"
    >
      <div className="relative">
        <Picture
          src={coach.image}
          alt={coach.imageAlt}
          width={800}
          height={600}
          priority={priority}
          className="aspect-[4/3] w-full bg-muted object-cover transition-transform duration-300 group-hover:scale-[1.02]"
        />
        <span className="absolute top-3 left-3 max-w-[calc(100%-4.75rem)] truncate rounded-full bg-surface/95 px-3 py-1 text-xs font-semibold uppercase tracking-wider text-accent shadow-sm">
          {categoryName}
        </span>
        <SaveToggle
          slug={coach.slug}
          name={coach.name}
          // Above the card-wide link, so a tap on the heart saves instead of opening the page.
          className="absolute top-2 right-2 z-10"
        />
        <WhenAvailableNow slug={coach.slug}>
          <p className="absolute bottom-3 left-3 flex max-w-[calc(100%-1.5rem)] flex-wrap items-center gap-x-2 rounded-xl bg-surface/95 px-3 py-1 text-xs font-semibold shadow-sm">
            <span className="inline-flex items-center gap-1.5 text-success dark:text-emerald-300">
              <span aria-hidden className="size-2 rounded-full bg-current" />
              Available for Readings Now
            </span>
            <span className="text-ink">
              <PerMinutePrice slug={coach.slug} />
            </span>
          </p>
        </WhenAvailableNow>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        {coach.consultations > 0 ? (
          <p className="inline-flex items-center gap-1 text-xs font-medium text-ink-muted">
            <Users aria-hidden size={14} />
            {coach.consultations.toLocaleString("en-US")} {coach.countLabel}
          </p>
        ) : null}
        <div className="flex items-center gap-3">
          <Picture
            src={coach.avatar}
            alt=""
            width={44}
            height={44}
            className="size-11 shrink-0 rounded-full bg-muted ring-2 ring-surface"
          />
          <div className="flex min-w-0 flex-col">
            <h3
              id={`coach-${coach.slug}`}
              className="font-serif text-lg font-semibold leading-snug"
            >
              {/* The whole card is this link's target: its ::after covers the card. */}
              <a
                href={href}
                {...NEW_TAB}
                className="text-ink after:absolute after:inset-0 after:rounded-2xl hover:text-accent focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-accent"
              >
                {coach.name}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </h3>
            <p className="line-clamp-2 text-sm text-ink-muted">{coach.headline}</p>
          </div>
        </div>
        <CoachRating rating={rating} />
        <div className="mt-auto flex items-center justify-between gap-3 border-t border-line pt-4">
          <p className="text-ink">
            <span className="font-serif text-2xl font-semibold">${coach.price}</span>
            <span className="text-sm text-ink-muted">/hr</span>
          </p>
          <ConnectNow
            slug={coach.slug}
            name={coach.name}
            className={CONNECT}
            otherwise={
              // Not available now: their free times, on their page.
              <a
                href={`${href}#book`}
                {...NEW_TAB}
                aria-label={`Connect with ${coach.name}: choose a time (opens in a new tab)`}
                className={CONNECT}
              >
                Connect
                <ArrowUpRight aria-hidden size={16} />
              </a>
            }
          >
            <span className="sr-only">Connect with {coach.name} now</span>
            <span aria-hidden>Connect</span>
            {/* The link's icon's size: the button takes its place without moving anything. */}
            <PhoneCall aria-hidden size={16} />
          </ConnectNow>
        </div>
      </div>
    </article>
  );
}
