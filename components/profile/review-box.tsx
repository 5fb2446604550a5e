/**
 * The box beside the reviews where one writes a review, as the shared HTML has it: the visitor's
 * (log in to write one). Rendered on the server; review-panel.tsx replaces it for a signed-in
 * viewer, in a box of the same look.
 */
import { LogIn } from "lucide-react";
import { buttonClasses } from "@/components/ui/button";

export const reviewBoxClasses =
  "flex flex-col gap-4 rounded-2xl border border-line bg-surface p-5 sm:p-6";

export function VisitorReviewBox({
  coachName,
  loginHref,
}: {
  coachName: string;
  loginHref: string;
}) {
  return (
    <div className={reviewBoxClasses}>
      <h3 className="font-serif text-xl font-semibold text-ink">Share your experience</h3>
      <p className="text-ink-muted">
        Had a session with {coachName}? Your words help other seekers find the right guide.
      </p>
      {/* A full page load on purpose: a client navigation from /profile#reviews made the
          post-login push land on "#reviews#reviews" (Next 16), which opened the wrong tab. */}
      <a href={loginHref} className={buttonClasses("primary", "self-start")}>
        <LogIn aria-hidden size={18} />
        Log in to write a review
      </a>
    </div>
  );
}
