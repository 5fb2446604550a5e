/**
 * A listing's private place as its reviewer reads it: how online sessions are held (the built-in
 * room or the Seer's own link) and the street address. Only superusers' listings carry it
 * (GET /listings/); the coach page and the catalogue never do.
 */
import { mapLink } from "@/lib/bookings/place";
import type { ListingAdmin } from "@/lib/listings/schema";

const linkOut = { target: "_blank", rel: "noopener noreferrer nofollow" } as const;
const NOT_SET = <span className="text-ink-muted">Not set</span>;

export function ListingPlace({
  listing,
  labelledBy,
}: {
  listing: ListingAdmin;
  labelledBy: string;
}) {
  const online = listing.mode !== "On Site";
  const inPerson = listing.mode !== "Remote";
  return (
    <section
      aria-labelledby={labelledBy}
      className="rounded-xl border border-line bg-canvas px-4 py-3 text-sm"
    >
      <h4 id={labelledBy} className="font-semibold text-ink">
        Private place{" "}
        <span className="font-normal text-ink-muted">
          (shown to admins, and to seekers once a session is accepted)
        </span>
      </h4>
      <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
        {online ? (
          <>
            <dt className="text-ink-muted">Online sessions</dt>
            <dd className="break-all text-ink">
              {listing.video === "room" ? (
                "Built-in room"
              ) : listing.video_url ? (
                <>
                  Own video link:{" "}
                  <a href={listing.video_url} {...linkOut} className="text-accent underline">
                    {listing.video_url}
                  </a>
                </>
              ) : (
                NOT_SET
              )}
            </dd>
          </>
        ) : null}
        {inPerson ? (
          <>
            <dt className="text-ink-muted">Street address</dt>
            <dd className="break-words text-ink">
              {listing.address ? (
                <a href={mapLink(listing.address)} {...linkOut} className="text-accent underline">
                  {listing.address}
                </a>
              ) : (
                NOT_SET
              )}
            </dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}
