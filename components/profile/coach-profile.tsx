/**
 * A coach's page (plain /profile shows the sample coach): gallery, the service with its color type
 * and hours, the coach's facts, Description and Ratings & Reviews tabs, and related services.
 * Rendered as a visitor sees it (the HTML is shared); the heart, the viewer's review and the
 * Reply and review forms are filled in by the browser (lib/client/coach-viewer.ts), and so are
 * the readings now (profile-readings.tsx).
 */
import { Briefcase, Languages, MapPin, MessageSquare, Monitor } from "lucide-react";
import Link from "next/link";
import { BookingPanel } from "@/components/booking/booking-panel";
import { NewBadge } from "@/components/coaches/new-badge";
import { Breadcrumbs } from "@/components/site/breadcrumbs";
import { JsonLd } from "@/components/site/json-ld";
import { buttonClasses } from "@/components/ui/button";
import { Picture } from "@/components/ui/picture";
import { Stars } from "@/components/ui/stars";
import { modesOffered } from "@/lib/bookings/place";
import type { CoachProfileData } from "@/lib/catalog/profile";
import { siteUrl } from "@/lib/site-url";
import { ColorTypes } from "./color-types";
import { Gallery } from "./gallery";
import { Chips, Fact } from "./profile-facts";
import { ProfileReadings } from "./profile-readings";
import { ProfileSaveToggle } from "./profile-save-toggle";
import { profileJsonLd } from "./profile-schema";
import { ProfileTabs } from "./profile-tabs";
import { RatingSummary } from "./rating-summary";
import { RelatedServices } from "./related-services";
import { VisitorReviewBox } from "./review-box";
import { ReviewCard } from "./review-card";
import { ReviewList } from "./review-list";
import { ReviewPanel } from "./review-panel";
import type { ReviewView } from "./review-types";
import { SeerRecord } from "./seer-record";

type Props = {
  /** The coach and what the page shows around them, loaded by the page from lib/catalog. */
  profile: CoachProfileData;
  /** The path this page is served at ("/profile" or "/profile/<slug>"), for coming back after login. */
  path: string;
};

export function CoachProfile({ profile, path }: Props) {
  const { coach, category, summary, related, booking, record } = profile;
  const base = siteUrl();
  const canonical = `${base}/profile/${coach.slug}`;
  const firstName = coach.name.split(" ")[0] ?? coach.name;

  const reviews: ReviewView[] = summary.reviews.map((review) => ({
    id: review.id,
    author: review.author,
    avatar: review.avatar,
    rating: review.rating,
    title: review.title,
    body: review.body,
    createdAt: review.created_at,
    verified: review.verified,
    reply: review.reply,
  }));
  const loginHref = `/login?next=${encodeURIComponent(`${path}#reviews`)}`;
  const reviewsWord = summary.count === 1 ? "review" : "reviews";

  return (
    <main id="main" className="mx-auto flex max-w-6xl flex-col gap-16 px-4 pt-6 pb-20 sm:px-6">
      <JsonLd data={profileJsonLd(coach, summary, base, canonical)} />
      <div className="flex flex-col gap-6">
        <Breadcrumbs
          crumbs={[
            { href: "/", label: "Home" },
            { href: "/discover", label: "Discover" },
            { href: path, label: coach.name },
          ]}
        />

        <div className="grid gap-8 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:gap-12">
          <Gallery images={coach.service.gallery} name={coach.name} />

          <div className="flex flex-col gap-6">
            <div className="flex items-start justify-between gap-4">
              <div className="flex min-w-0 items-center gap-4">
                <Picture
                  src={coach.avatar}
                  alt=""
                  width={64}
                  height={64}
                  className="size-16 shrink-0 rounded-full bg-muted object-cover"
                />
                <div className="flex min-w-0 flex-col gap-1">
                  {category ? (
                    <p className="text-xs font-semibold uppercase tracking-widest text-accent">
                      {category.name}
                    </p>
                  ) : null}
                  <h1 className="font-serif text-3xl font-semibold leading-tight text-ink sm:text-4xl">
                    {coach.name}
                  </h1>
                </div>
              </div>
              <ProfileSaveToggle
                slug={coach.slug}
                name={coach.name}
                className="shrink-0 border border-line"
              />
            </div>

            <p className="text-lg text-ink-muted">{coach.headline}</p>

            {booking.bookable ? (
              // A plain link (no code on this shared page): who is writing is known on the other side.
              <Link
                href={`/messages/new?coach=${encodeURIComponent(coach.slug)}`}
                prefetch={false}
                className={buttonClasses("secondary", "self-start")}
              >
                <MessageSquare aria-hidden size={18} />
                Message {firstName}
              </Link>
            ) : null}
            {/* A Seer of one's own (the sample coaches take no readings). */}
            {booking.bookable ? <ProfileReadings slug={coach.slug} name={coach.name} /> : null}

            <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-muted">
              {summary.ratingCount > 0 ? (
                <>
                  <Stars
                    value={summary.average}
                    size={18}
                    label={`Average rating ${summary.average.toFixed(1)} out of 5`}
                  />
                  <span aria-hidden className="font-semibold text-ink">
                    {summary.average.toFixed(1)}
                  </span>
                </>
              ) : (
                <NewBadge />
              )}
              <a href="#reviews" className="underline underline-offset-4 hover:text-accent">
                {summary.count > 0 ? `${summary.count} ${reviewsWord}` : "No reviews yet"}
              </a>
              {coach.consultations > 0 ? (
                <>
                  {/* Only where the line has room: on a phone it would dangle at a line's end. */}
                  <span aria-hidden className="hidden sm:inline">
                    ·
                  </span>
                  <span>
                    {coach.consultations.toLocaleString("en-US")} {coach.countLabel}
                  </span>
                </>
              ) : null}
            </div>

            <SeerRecord record={record} />

            <dl className="grid grid-cols-1 gap-4 rounded-2xl bg-muted p-5 min-[400px]:grid-cols-2">
              <Fact icon={<MapPin aria-hidden size={18} />} label="Location">
                {coach.location ?? "Online only"}
              </Fact>
              <Fact icon={<Monitor aria-hidden size={18} />} label="Sessions">
                {coach.mode}
              </Fact>
              <Fact icon={<Languages aria-hidden size={18} />} label="Languages">
                {coach.languages.join(", ")}
              </Fact>
              <Fact icon={<Briefcase aria-hidden size={18} />} label="Experience">
                {coach.yearsExperience} years
              </Fact>
            </dl>

            <section
              aria-labelledby="service-heading"
              className="flex flex-col gap-6 rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6"
            >
              <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                <h2 id="service-heading" className="font-serif text-2xl font-semibold text-ink">
                  {coach.service.title}
                </h2>
                <p className="font-serif text-3xl font-semibold text-accent">
                  ${coach.service.price}/hr
                </p>
              </div>
              <ColorTypes options={coach.service.colorTypes} />
              <BookingPanel
                slug={coach.slug}
                coachName={coach.name}
                price={coach.service.price}
                lengths={booking.sessionHours}
                horizonDays={booking.bookingWindowDays}
                modes={modesOffered(coach.mode)}
                city={coach.location}
                bookable={booking.bookable}
                path={path}
                {...(booking.paidByCard ? { paidByCard: true } : {})}
              />
            </section>
          </div>
        </div>
      </div>

      <section id="reviews" aria-label="Description and reviews" className="scroll-mt-24">
        <ProfileTabs
          reviewsLabel={`Ratings & Reviews (${summary.count})`}
          description={
            <div className="grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
              <div className="flex max-w-prose flex-col gap-4 leading-relaxed text-ink-muted">
                <h3 className="font-serif text-2xl font-semibold text-ink">About {firstName}</h3>
                {coach.bio.map((paragraph) => (
                  <p key={paragraph.slice(0, 32)}>{paragraph}</p>
                ))}
                <h3 className="mt-4 font-serif text-2xl font-semibold text-ink">
                  About this session
                </h3>
                <p>{coach.service.description}</p>
              </div>
              <div className="flex flex-col gap-6">
                <Chips title="Specialties" items={coach.specialties} />
                <Chips title="Reading types" items={coach.readingTypes} />
              </div>
            </div>
          }
          reviews={
            <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:grid-rows-[auto_1fr]">
              <div className="lg:col-start-1 lg:row-start-1">
                <RatingSummary
                  average={summary.average}
                  ratingCount={summary.ratingCount}
                  distribution={summary.distribution}
                />
              </div>
              <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
                <ReviewList
                  slug={coach.slug}
                  heading={
                    <h3 className="font-serif text-2xl font-semibold text-ink">
                      {reviews.length} written {reviews.length === 1 ? "review" : "reviews"}
                    </h3>
                  }
                  empty={
                    <p className="rounded-2xl border border-dashed border-line p-6 text-ink-muted">
                      No written reviews yet. After a session, be the first to share how it went.
                    </p>
                  }
                  reviews={reviews.map((review) => ({
                    id: review.id,
                    rating: review.rating,
                    createdAt: review.createdAt,
                    card: <ReviewCard review={review} coachName={coach.name} slug={coach.slug} />,
                  }))}
                />
              </div>
              <div className="lg:col-start-1 lg:row-start-2">
                <ReviewPanel slug={coach.slug} coachName={coach.name}>
                  <VisitorReviewBox coachName={coach.name} loginHref={loginHref} />
                </ReviewPanel>
              </div>
            </div>
          }
        />
      </section>

      <RelatedServices related={related} />
    </main>
  );
}
