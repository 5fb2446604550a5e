/** The dashboard's list of coaches the user saved on the public pages. */

import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";
import { Picture } from "@/components/ui/picture";
import type { Coach } from "@/lib/catalog/types";
import { DashboardSection } from "./dashboard-section";
import { UnsaveButton } from "./unsave-button";

export function SavedCoaches({ coaches }: { coaches: Coach[] }) {
  return (
    <DashboardSection id="saved" title="Saved coaches">
      {coaches.length === 0 ? (
        <div className="flex flex-col items-start gap-3">
          <p className="text-ink-muted">
            You have not saved any coaches yet. Tap the heart on a coach you like to keep them here.
          </p>
          <Link href="/discover" className={buttonClasses("primary")}>
            Discover coaches
          </Link>
        </div>
      ) : (
        <ul className="divide-y divide-line">
          {coaches.map((coach) => (
            <li key={coach.slug} className="flex items-center gap-3 py-3">
              <Picture
                src={coach.avatar}
                alt=""
                width={48}
                height={48}
                className="size-12 rounded-full bg-muted"
              />
              <div className="min-w-0 flex-1">
                <Link
                  href={`/profile/${coach.slug}`}
                  className="font-medium text-ink hover:text-accent"
                >
                  {coach.name}
                </Link>
                <p className="truncate text-sm text-ink-muted">{coach.headline}</p>
              </div>
              <UnsaveButton slug={coach.slug} name={coach.name} />
            </li>
          ))}
        </ul>
      )}
    </DashboardSection>
  );
}
