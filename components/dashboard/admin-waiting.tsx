/** The admin's part of the dashboard: what waits for them (listings to review), and the way to it. */
import { ClipboardCheck } from "lucide-react";
import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";
import { DashboardSection } from "./dashboard-section";

export function AdminWaiting({ listingsInReview }: { listingsInReview: number }) {
  const waiting = listingsInReview > 0;
  return (
    <DashboardSection id="admin-waiting" title="Waiting for you">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="flex items-center gap-3 text-ink">
          <ClipboardCheck aria-hidden size={22} className="shrink-0 text-accent" />
          {waiting
            ? `${listingsInReview} ${listingsInReview === 1 ? "listing" : "listings"} waiting for review`
            : "No listing is waiting for review."}
        </p>
        <Link
          href="/admin/listings"
          className={buttonClasses(waiting ? "primary" : "secondary", "self-start sm:self-auto")}
        >
          Review listings
        </Link>
      </div>
    </DashboardSection>
  );
}
