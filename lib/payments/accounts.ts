/**
 * A Seer's Stripe Connect account (Express, manual payouts: the marketplace pays each session out
 * after it took place): made on the Seer's first "Set up payouts", onboarded on Stripe's pages,
 * and re-read from Stripe when the Seer comes back and on each `account.updated`.
 */
import "server-only";
import { errors } from "@/lib/api/errors";
import { now } from "@/lib/clock";
import { type Db, getDb } from "@/lib/db/client";
import type { PaymentAccountRow } from "@/lib/db/schema";
import { siteLink } from "@/lib/site-url";
import { type Claim, inPaymentTransaction } from "./events";
import type { PayoutStatus } from "./schema";
import { describeStripeError, type Stripe, stripe } from "./stripe";

type AccountStatus = Exclude<PayoutStatus, "not_started">;

/** Enabled: takes charges and receives payouts; pending: onboarding not finished; else restricted. */
export function accountStatus(account: Stripe.Account): AccountStatus {
  if (account.charges_enabled && account.payouts_enabled) return "enabled";
  if (!account.details_submitted) return "pending";
  return "restricted";
}

/** What Stripe asks for now (past due first), by its field names. */
export function accountRequirements(account: Stripe.Account): string[] {
  const due = account.requirements;
  return [...new Set([...(due?.past_due ?? []), ...(due?.currently_due ?? [])])];
}

export function accountOf(db: Db, userId: string): Promise<PaymentAccountRow | undefined> {
  return db
    .selectFrom("payment_account")
    .selectAll()
    .where("user_id", "=", userId)
    .executeTakeFirst();
}

const readRequirements = (row: PaymentAccountRow): string[] => {
  try {
    const list = JSON.parse(row.requirements) as unknown;
    return Array.isArray(list) ? list.map(String) : [];
  } catch {
    return [];
  }
};

export const payoutsOf = (row: PaymentAccountRow | undefined) => ({
  status: (row?.status ?? "not_started") as PayoutStatus,
  requirements: row ? readRequirements(row) : [],
});

/** The Seer's account if it may take a charge now; otherwise the request is refused. */
export async function payableAccountOf(userId: string): Promise<string> {
  const row = await accountOf(getDb(), userId);
  if (row?.status !== "enabled") throw errors.seerNotPayable();
  return row.stripe_account_id;
}

/** Whether the Seer's payouts are set up (a listing waits for it before its review). */
export async function payoutsEnabledFor(userId: string): Promise<boolean> {
  return (await accountOf(getDb(), userId))?.status === "enabled";
}

/** The Seer's account, made at Stripe first if they have none (one per Seer, whoever asks twice). */
async function ensureAccount(user: { id: string; email: string }): Promise<PaymentAccountRow> {
  const db = getDb();
  const existing = await accountOf(db, user.id);
  if (existing) return existing;
  const account = await stripe().accounts.create(
    {
      type: "express",
      email: user.email,
      capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
      settings: { payouts: { schedule: { interval: "manual" } } },
      metadata: { user_id: user.id },
    },
    { idempotencyKey: `account-${user.id}` },
  );
  const stamp = now().toISOString();
  await db
    .insertInto("payment_account")
    .values({
      user_id: user.id,
      stripe_account_id: account.id,
      status: accountStatus(account),
      requirements: JSON.stringify(accountRequirements(account)),
      created_at: stamp,
      updated_at: stamp,
    })
    .onConflict((oc) => oc.column("user_id").doNothing())
    .execute();
  const row = await accountOf(db, user.id);
  if (!row) throw new Error("the payment account was not written");
  return row;
}

/** A fresh onboarding link (Account Links are single-use and short-lived). */
export async function onboardingLink(
  user: { id: string; email: string },
  base: string,
): Promise<string> {
  const row = await ensureAccount(user);
  const link = await stripe().accountLinks.create({
    account: row.stripe_account_id,
    type: "account_onboarding",
    refresh_url: siteLink(base, "/settings?tab=payouts&onboarding=refresh"),
    return_url: siteLink(
      base,
      `/payments/onboarding/return?account=${encodeURIComponent(row.stripe_account_id)}`,
    ),
  });
  return link.url;
}

/** Re-reads the account from Stripe and keeps what it says (webhook, return, the Seer's look). */
export async function refreshAccount(accountId: string, claim?: Claim): Promise<void> {
  const account = await stripe().accounts.retrieve(accountId);
  await inPaymentTransaction({ claim }, async (db) => {
    await db
      .updateTable("payment_account")
      .set({
        status: accountStatus(account),
        requirements: JSON.stringify(accountRequirements(account)),
        updated_at: now().toISOString(),
      })
      .where("stripe_account_id", "=", accountId)
      .execute();
  });
}

/** The Seer's payouts as Stripe says now; what we last knew when Stripe cannot be reached. */
export async function readPayouts(userId: string) {
  const row = await accountOf(getDb(), userId);
  if (row && row.status !== "enabled") {
    try {
      await refreshAccount(row.stripe_account_id);
      return payoutsOf(await accountOf(getDb(), userId));
    } catch (error) {
      console.warn("[payments] could not re-read a Seer's account:", describeStripeError(error));
    }
  }
  return payoutsOf(row);
}
