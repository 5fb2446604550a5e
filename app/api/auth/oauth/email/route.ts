/**
 * The "one more step" form of a Facebook sign-up without an email (app/(auth)/signup/email): makes
 * the account with the address typed, unverified, and sends its link. A plain form post: answered
 * with a redirect, never a 500.
 */
import { cookies } from "next/headers";
import { requestSiteUrl } from "@/lib/api/request-info";
import { afterSignupPath } from "@/lib/auth/next-path";
import { FlowFailure } from "@/lib/auth/oauth/flow";
import { clearedPendingCookie, PENDING_COOKIE, readPending } from "@/lib/auth/oauth/pending-signup";
import { failureLocation, redirectTo } from "@/lib/auth/oauth/responses";
import { createAccountFor } from "@/lib/auth/oauth/sign-in";
import { requireOwnOrigin, startSession } from "@/lib/auth/session";
import { ensureReady } from "@/lib/startup";
import { findUserByEmail } from "@/lib/users/queries";
import { marketplaceEmailField } from "@/lib/validation/email";

export async function POST(req: Request): Promise<Response> {
  try {
    requireOwnOrigin(req);
    await ensureReady();
  } catch {
    return redirectTo("/signup/email?error=failed");
  }
  const pending = await readPending((await cookies()).get(PENDING_COOKIE)?.value);
  if (!pending) return redirectTo("/signup/email");
  const form = await req.formData().catch(() => null);
  const email = marketplaceEmailField.safeParse(String(form?.get("email") ?? "").trim());
  if (!email.success) return redirectTo("/signup/email?error=invalid");
  const { provider } = pending.profile;
  try {
    // Facebook never proves an address: one that has an account is that account's to connect.
    if (await findUserByEmail(email.data)) throw new FlowFailure("link_required");
    const user = await createAccountFor(
      { ...pending.profile, email: email.data.toLowerCase(), emailVerified: false },
      pending.type,
      requestSiteUrl(req),
    );
    const to = redirectTo(afterSignupPath(user.type, pending.next), [clearedPendingCookie()]);
    return startSession(user, to);
  } catch (error) {
    const failure = error instanceof FlowFailure ? error.failure : "failed";
    if (!(error instanceof FlowFailure)) console.error("[oauth] email step failed:", error);
    const location = failureLocation(failure, provider, { next: pending.next, connecting: false });
    return redirectTo(location, [clearedPendingCookie()]);
  }
}
