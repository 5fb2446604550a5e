/** What a seeker agrees to before sending a request: payment at the session, cancellation, expiry. */
import { TermsList } from "./terms-list";

export function BookingTerms({ firstName }: { firstName: string }) {
  return (
    <TermsList
      firstName={firstName}
      payment={`You pay ${firstName} at the session. Nothing is charged on this site.`}
      lateCancellation={`. Later than that, ${firstName} may ask you to pay for the session.`}
      unanswered="you owe nothing."
    />
  );
}
