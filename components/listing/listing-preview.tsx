"use client";
/**
 * A listing as seekers will see its profile, built from the public profile's own pieces (gallery,
 * tabs, hour counter) and fed by listingToProfileView. Reviews start empty: the coach is "New".
 */
import { Briefcase, ImageOff, Languages, MapPin, Monitor } from "lucide-react";
import { useState } from "react";
import { NewBadge } from "@/components/coaches/new-badge";
import { Gallery } from "@/components/profile/gallery";
import { Chips, Fact } from "@/components/profile/profile-facts";
import { ProfileTabs } from "@/components/profile/profile-tabs";
import { HourCounter } from "@/components/ui/hour-counter";
import type { ListingProfileView } from "@/lib/listings/preview";

const notYet = <span className="text-ink-muted italic">Not given yet</span>;

export function ListingPreview({ view }: { view: ListingProfileView }) {
  const firstName = view.name.split(" ")[0] ?? view.name;
  const { service } = view;
  const lengths = service.sessionHours.map((h) => (h === 1 ? "1 hour" : `${h} hours`)).join(", ");
  // The counter steps through the Seer's lengths, as on the public profile's booking panel.
  const [hours, setHours] = useState(service.sessionHours[0] ?? 1);
  return (
    <article aria-label={`Profile preview of ${view.name}`} className="flex flex-col gap-10">
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:gap-10">
        {service.gallery.length > 0 ? (
          <Gallery images={service.gallery} name={view.name} />
        ) : (
          <div className="flex aspect-[4/3] w-full flex-col items-center justify-center gap-2 rounded-2xl bg-muted text-ink-muted">
            <ImageOff aria-hidden size={32} />
            <p className="text-sm">No photos yet</p>
          </div>
        )}
        <div className="flex min-w-0 flex-col gap-5">
          <div className="flex flex-col gap-1">
            {view.categoryName ? (
              <p className="text-xs font-semibold uppercase tracking-widest text-accent">
                {view.categoryName}
              </p>
            ) : null}
            <h3 className="font-serif text-3xl font-semibold leading-tight break-words text-ink">
              {view.name}
            </h3>
          </div>
          {view.headline ? (
            <p className="text-lg break-words text-ink-muted">{view.headline}</p>
          ) : null}
          <div className="flex items-center gap-3 text-sm text-ink-muted">
            <NewBadge />
            <span>No reviews yet</span>
          </div>
          <dl className="grid grid-cols-1 gap-4 rounded-2xl bg-muted p-5 min-[400px]:grid-cols-2">
            <Fact icon={<MapPin aria-hidden size={18} />} label="Location">
              {view.mode === "Remote" ? "Online" : (view.location ?? notYet)}
            </Fact>
            <Fact icon={<Monitor aria-hidden size={18} />} label="Sessions">
              {view.mode ?? notYet}
            </Fact>
            <Fact icon={<Languages aria-hidden size={18} />} label="Languages">
              {view.languages.length > 0 ? view.languages.join(", ") : notYet}
            </Fact>
            <Fact icon={<Briefcase aria-hidden size={18} />} label="Experience">
              {view.yearsExperience === null ? notYet : `${view.yearsExperience} years`}
            </Fact>
          </dl>
          <section className="flex flex-col gap-5 rounded-2xl border border-line bg-surface p-5 shadow-sm">
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <h4 className="font-serif text-2xl font-semibold text-ink">{service.title}</h4>
              <p className="font-serif text-3xl font-semibold text-accent">
                {service.price === null ? "$–" : `$${service.price}`}/hr
              </p>
            </div>
            {lengths ? <p className="text-sm text-ink-muted">Session lengths: {lengths}</p> : null}
            {service.price === null || service.sessionHours.length === 0 ? null : (
              <HourCounter
                lengths={service.sessionHours}
                value={
                  service.sessionHours.includes(hours) ? hours : (service.sessionHours[0] ?? 1)
                }
                onChange={setHours}
                price={service.price}
              />
            )}
          </section>
        </div>
      </div>
      <ProfileTabs
        reviewsLabel="Ratings & Reviews (0)"
        description={
          <div className="grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
            <div className="flex max-w-prose flex-col gap-4 leading-relaxed text-ink-muted">
              <h4 className="font-serif text-2xl font-semibold text-ink">About {firstName}</h4>
              {view.bio.length > 0 ? (
                view.bio.map((paragraph, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs may repeat; their place is their identity
                  <p key={i} className="break-words whitespace-pre-line">
                    {paragraph}
                  </p>
                ))
              ) : (
                <p>{notYet}</p>
              )}
              <h4 className="mt-4 font-serif text-2xl font-semibold text-ink">
                About this session
              </h4>
              <p className="break-words whitespace-pre-line">{service.description || notYet}</p>
            </div>
            <div className="flex flex-col gap-6">
              <Chips title="Specialties" items={view.specialties} heading="h4" />
              <Chips title="Reading types" items={view.readingTypes} heading="h4" />
            </div>
          </div>
        }
        reviews={
          <p className="text-ink-muted">No reviews yet. Seekers review you after a session.</p>
        }
      />
    </article>
  );
}
