// The Stripe stand-in's memory (e2e/support/stripe-stand-in.mjs serves it over HTTP): Connect
// accounts, Checkout Sessions, PaymentIntents with their charges, refunds, disputes, payouts and
// each connected account's balance, in Stripe's object shapes. Every operation either returns the
// object Stripe would or throws a StripeError carrying Stripe's error body. Money moves as a
// destination charge does: captured in full to the connected account, the application fee taken
// back from it; a refund with reverse_transfer takes its amount back from the account, and
// refund_application_fee gives it the fee's share of the refund.
import { randomBytes } from "node:crypto";

export class StripeError extends Error {
  constructor(status, type, message, extra = {}) {
    super(message);
    this.status = status;
    this.body = { error: { type, message, ...extra } };
  }
}

const invalid = (message, extra = {}) =>
  new StripeError(400, "invalid_request_error", message, extra);
const missing = (kind, id, param = "id") =>
  new StripeError(404, "invalid_request_error", `No such ${kind}: '${id}'`, {
    code: "resource_missing",
    param,
  });

const newId = (prefix) => `${prefix}_${randomBytes(12).toString("hex")}`;
const seconds = () => Math.floor(Date.now() / 1000);
const int = (value, param) => {
  const n = Number(value);
  if (value === undefined || value === "" || !Number.isInteger(n)) {
    throw invalid(`Invalid integer: ${value}`, { param });
  }
  return n;
};
const bool = (value) => value === true || value === "true";
const metadataOf = (value) => ({ ...(value && typeof value === "object" ? value : {}) });

/** What an Express account still needs before it may take charges and receive payouts. */
const ONBOARDING_DUE = ["business_profile.url", "external_account", "tos_acceptance.date"];

/** `baseUrl()`: where the stand-in listens (known once it does), for the hosted pages' links. */
export function createStripeState({ baseUrl }) {
  const accounts = new Map();
  const sessions = new Map();
  const intents = new Map();
  const charges = new Map();
  const refunds = new Map();
  const payouts = new Map();
  const disputes = new Map();
  /** acct → currency → available cents. */
  const balances = new Map();
  const transfers = [];
  const applicationFees = [];
  /** Set by the server: (type, object, account?) → the event, delivered as the switches say. */
  let emit = () => undefined;

  const balanceOf = (account, currency) => balances.get(account)?.get(currency) ?? 0;
  function credit(account, currency, cents) {
    if (!balances.has(account)) balances.set(account, new Map());
    balances.get(account).set(currency, balanceOf(account, currency) + cents);
  }

  function account(id) {
    const found = accounts.get(id);
    if (!found) throw missing("account", id, "account");
    return found;
  }

  function createAccount(params) {
    const id = newId("acct");
    const created = {
      id,
      object: "account",
      type: params.type ?? "express",
      country: params.country ?? "US",
      email: params.email ?? null,
      default_currency: "usd",
      created: seconds(),
      business_type: null,
      charges_enabled: false,
      payouts_enabled: false,
      details_submitted: false,
      capabilities: { card_payments: "inactive", transfers: "inactive" },
      requirements: {
        currently_due: [...ONBOARDING_DUE],
        eventually_due: [...ONBOARDING_DUE],
        past_due: [...ONBOARDING_DUE],
        pending_verification: [],
        disabled_reason: "requirements.past_due",
        current_deadline: null,
        errors: [],
        alternatives: [],
      },
      settings: {
        payouts: {
          schedule: { interval: params.settings?.payouts?.schedule?.interval ?? "daily" },
        },
      },
      metadata: metadataOf(params.metadata),
      livemode: false,
    };
    accounts.set(id, created);
    return created;
  }

  /** What the onboarding page does once the Seer has filled it in. */
  function completeOnboarding(id) {
    const found = account(id);
    Object.assign(found, {
      charges_enabled: true,
      payouts_enabled: true,
      details_submitted: true,
      capabilities: { card_payments: "active", transfers: "active" },
    });
    found.requirements = {
      ...found.requirements,
      currently_due: [],
      eventually_due: [],
      past_due: [],
      disabled_reason: null,
    };
    emit("account.updated", found, id);
    return found;
  }

  /** Stripe asks for more: charges and payouts stop until the account gives it. */
  function restrictAccount(id) {
    const found = account(id);
    const due = ["individual.verification.document"];
    Object.assign(found, { charges_enabled: false, payouts_enabled: false });
    found.capabilities = { card_payments: "inactive", transfers: "inactive" };
    found.requirements = {
      ...found.requirements,
      currently_due: due,
      eventually_due: due,
      past_due: due,
      disabled_reason: "requirements.past_due",
    };
    emit("account.updated", found, id);
    return found;
  }

  function createAccountLink(params) {
    const id = params.account;
    account(id);
    if (!params.return_url || !params.refresh_url) {
      throw invalid("Missing required param: return_url and refresh_url.", { param: "return_url" });
    }
    const url = new URL(`${baseUrl()}/onboard/${id}`);
    url.searchParams.set("return_url", params.return_url);
    url.searchParams.set("refresh_url", params.refresh_url);
    return {
      object: "account_link",
      created: seconds(),
      expires_at: seconds() + 300,
      url: url.href,
    };
  }

  function session(id) {
    const found = sessions.get(id);
    if (!found) throw missing("checkout.session", id, "session");
    return found;
  }

  function createSession(params) {
    if (params.mode !== "payment") throw invalid("This stand-in takes mode=payment only.");
    const items = Array.isArray(params.line_items) ? params.line_items : [];
    const [item] = items;
    const price = item?.price_data;
    if (!price?.currency || price.unit_amount === undefined || !price.product_data?.name) {
      throw invalid(
        "Each line item needs price_data with currency, unit_amount and product_data.",
        {
          param: "line_items[0][price_data]",
        },
      );
    }
    const quantity = int(item.quantity ?? 1, "line_items[0][quantity]");
    const amount = int(price.unit_amount, "line_items[0][price_data][unit_amount]") * quantity;
    const pid = params.payment_intent_data ?? {};
    const destination = pid.transfer_data?.destination;
    if (destination) {
      const target = account(destination);
      if (!target.charges_enabled) {
        throw invalid(
          `The destination account ${destination} cannot receive transfers: its onboarding is not complete.`,
          { param: "payment_intent_data[transfer_data][destination]" },
        );
      }
    }
    const fee = pid.application_fee_amount === undefined ? 0 : int(pid.application_fee_amount);
    if (fee > amount) {
      throw invalid("The application fee cannot be larger than the amount.", {
        param: "payment_intent_data[application_fee_amount]",
      });
    }
    if (!params.success_url) throw invalid("Missing required param: success_url.");
    const id = newId("cs_test");
    const created = {
      id,
      object: "checkout.session",
      mode: "payment",
      status: "open",
      payment_status: "unpaid",
      url: `${baseUrl()}/pay/${id}`,
      amount_subtotal: amount,
      amount_total: amount,
      currency: price.currency,
      created: seconds(),
      expires_at: params.expires_at === undefined ? seconds() + 86_400 : int(params.expires_at),
      metadata: metadataOf(params.metadata),
      client_reference_id: params.client_reference_id ?? null,
      customer_email: params.customer_email ?? null,
      payment_method_types: params.allowed_payment_method_types ??
        params.payment_method_types ?? ["card"],
      payment_intent: null,
      success_url: params.success_url,
      cancel_url: params.cancel_url ?? null,
      custom_text: params.custom_text ?? null,
      livemode: false,
    };
    sessions.set(id, created);
    // What Checkout will make the PaymentIntent with, once the card is given.
    hidden.set(id, {
      description: price.product_data.name,
      capture: pid.capture_method ?? "automatic",
      destination: destination ?? null,
      fee,
      metadata: metadataOf(pid.metadata),
    });
    return created;
  }
  /** A session's PaymentIntent settings, kept out of the object as Stripe keeps them. */
  const hidden = new Map();

  /** The hosted page's Pay: the card is authorized (manual capture: held) and the session ends. */
  function paySession(id) {
    const found = session(id);
    if (found.status !== "open") throw invalid(`This Checkout Session is ${found.status}.`);
    const intent = intentFor(found);
    const chargeId = newId("ch");
    const settings = hidden.get(id);
    charges.set(chargeId, {
      id: chargeId,
      object: "charge",
      amount: intent.amount,
      amount_captured: 0,
      amount_refunded: 0,
      captured: false,
      refunded: false,
      disputed: false,
      currency: intent.currency,
      payment_intent: intent.id,
      destination: settings.destination,
      application_fee_amount: settings.fee,
      transfer: null,
      status: "succeeded",
      metadata: { ...intent.metadata },
      created: seconds(),
    });
    intent.latest_charge = chargeId;
    intent.last_payment_error = null;
    if (settings.capture === "manual") {
      Object.assign(intent, { status: "requires_capture", amount_capturable: intent.amount });
    } else {
      captureMoney(intent);
    }
    Object.assign(found, { status: "complete", payment_status: "unpaid" });
    emit("checkout.session.completed", found);
    return found;
  }

  /** The hosted page's "Decline the card": the attempt fails, the session stays open. */
  function declineSession(id) {
    const found = session(id);
    if (found.status !== "open") throw invalid(`This Checkout Session is ${found.status}.`);
    const intent = intentFor(found);
    Object.assign(intent, {
      status: "requires_payment_method",
      last_payment_error: {
        type: "card_error",
        code: "card_declined",
        decline_code: "generic_decline",
        message: "Your card was declined.",
      },
    });
    emit("payment_intent.payment_failed", intent);
    return found;
  }

  function intentFor(found) {
    if (found.payment_intent) return intents.get(found.payment_intent);
    const settings = hidden.get(found.id);
    const id = newId("pi");
    const created = {
      id,
      object: "payment_intent",
      amount: found.amount_total,
      amount_capturable: 0,
      amount_received: 0,
      currency: found.currency,
      capture_method: settings.capture,
      status: "requires_payment_method",
      description: settings.description,
      metadata: { ...settings.metadata },
      transfer_data: settings.destination ? { destination: settings.destination } : null,
      application_fee_amount: settings.fee || null,
      latest_charge: null,
      last_payment_error: null,
      canceled_at: null,
      cancellation_reason: null,
      created: seconds(),
      livemode: false,
    };
    intents.set(id, created);
    found.payment_intent = id;
    return created;
  }

  function expireSession(id) {
    const found = session(id);
    if (found.status !== "open") {
      throw invalid(`Only Checkout Sessions with a status in [open] can be expired.`, {
        code: "checkout_session_unexpected_state",
      });
    }
    found.status = "expired";
    emit("checkout.session.expired", found);
    return found;
  }

  function intent(id) {
    const found = intents.get(id);
    if (!found) throw missing("payment_intent", id, "intent");
    return found;
  }

  /**
   * A destination charge: the amount captured (the whole hold, or `amount_to_capture` of it: the
   * rest is released, and the charge counts only what was captured) to the Seer's account, the fee
   * taken back from it.
   */
  function captureMoney(found, captured = found.amount) {
    const charge = charges.get(found.latest_charge);
    const destination = found.transfer_data?.destination ?? null;
    Object.assign(found, {
      status: "succeeded",
      amount_capturable: 0,
      amount_received: captured,
    });
    if (!charge) return;
    Object.assign(charge, { captured: true, amount: captured, amount_captured: captured });
    if (!destination) return;
    const transfer = {
      id: newId("tr"),
      object: "transfer",
      amount: captured,
      currency: found.currency,
      destination,
      payment_intent: found.id,
      source_transaction: charge.id,
      reversed_amount: 0,
    };
    transfers.push(transfer);
    charge.transfer = transfer.id;
    credit(destination, found.currency, captured);
    const fee = found.application_fee_amount ?? 0;
    if (fee > 0) {
      applicationFees.push({
        id: newId("fee"),
        object: "application_fee",
        amount: fee,
        amount_refunded: 0,
        account: destination,
        charge: charge.id,
        payment_intent: found.id,
      });
      credit(destination, found.currency, -fee);
    }
  }

  /** `amount_to_capture` (at most the hold) and `application_fee_amount` as Stripe takes them. */
  function captureIntent(id, params = {}) {
    const found = intent(id);
    if (found.status !== "requires_capture") {
      throw invalid(
        `This PaymentIntent could not be captured because it has a status of ${found.status}. Only a PaymentIntent with one of the following statuses may be captured: requires_capture.`,
        { code: "payment_intent_unexpected_state", payment_intent: { ...found } },
      );
    }
    const amount =
      params.amount_to_capture === undefined
        ? found.amount
        : int(params.amount_to_capture, "amount_to_capture");
    if (amount <= 0 || amount > found.amount) {
      throw invalid(`amount_to_capture must be between 1 and ${found.amount}`, {
        param: "amount_to_capture",
      });
    }
    if (params.application_fee_amount !== undefined) {
      found.application_fee_amount = int(params.application_fee_amount, "application_fee_amount");
    }
    captureMoney(found, amount);
    emit("payment_intent.succeeded", found);
    return found;
  }

  function cancelIntent(id, params) {
    const found = intent(id);
    if (found.status === "succeeded" || found.status === "canceled") {
      throw invalid(
        `You cannot cancel this PaymentIntent because it has a status of ${found.status}. Only a PaymentIntent with one of the following statuses may be canceled: requires_payment_method, requires_capture, requires_confirmation, requires_action, processing.`,
        { code: "payment_intent_unexpected_state", payment_intent: { ...found } },
      );
    }
    Object.assign(found, {
      status: "canceled",
      amount_capturable: 0,
      canceled_at: seconds(),
      cancellation_reason: params.cancellation_reason ?? "requested_by_customer",
    });
    emit("payment_intent.canceled", found);
    return found;
  }

  function createRefund(params) {
    const found = params.payment_intent
      ? intent(params.payment_intent)
      : intent(charges.get(params.charge)?.payment_intent ?? String(params.charge));
    const charge = charges.get(found.latest_charge);
    if (!charge?.captured) {
      throw invalid(
        `This PaymentIntent (${found.id}) does not have a successful charge to refund.`,
        {
          code: "charge_not_refundable",
        },
      );
    }
    // A charge disputed (and not won back) cannot be refunded: the card's bank decides.
    const dispute = [...disputes.values()].find((d) => d.charge === charge.id);
    if (dispute && !dispute.is_charge_refundable) {
      throw invalid(`Charge ${charge.id} has been charged back; cannot issue a refund.`, {
        code: "charge_disputed",
      });
    }
    const left = charge.amount - charge.amount_refunded;
    const amount = params.amount === undefined ? left : int(params.amount, "amount");
    if (amount <= 0 || amount > left) {
      throw invalid(
        `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})`,
        { param: "amount" },
      );
    }
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    const refund = {
      id: newId("re"),
      object: "refund",
      amount,
      charge: charge.id,
      payment_intent: found.id,
      currency: found.currency,
      status: "succeeded",
      reason: params.reason ?? null,
      metadata: metadataOf(params.metadata),
      transfer_reversal: null,
      created: seconds(),
      // What the stand-in's ledger shows of the money's way back (not a Stripe field).
      reversed_from_account: 0,
      application_fee_refunded: 0,
    };
    const transfer = transfers.find((t) => t.id === charge.transfer);
    if (bool(params.reverse_transfer) && transfer) {
      const reversed = Math.round((amount * transfer.amount) / charge.amount);
      transfer.reversed_amount += reversed;
      refund.transfer_reversal = newId("trr");
      refund.reversed_from_account = reversed;
      credit(transfer.destination, found.currency, -reversed);
    }
    const fee = applicationFees.find((f) => f.charge === charge.id);
    if (bool(params.refund_application_fee) && fee && transfer) {
      const share = Math.round((amount * fee.amount) / charge.amount);
      fee.amount_refunded += share;
      refund.application_fee_refunded = share;
      credit(transfer.destination, found.currency, share);
    }
    refunds.set(refund.id, refund);
    emit("charge.refunded", charge);
    return refund;
  }

  /** The card's bank disputes the charge (a session's or a seat's): its money is held back. */
  function disputeCharge(intentId) {
    const found = intent(intentId);
    const charge = charges.get(found.latest_charge);
    if (!charge?.captured) throw invalid("Only a captured charge can be disputed.");
    if ([...disputes.values()].some((d) => d.charge === charge.id)) {
      throw invalid(`Charge ${charge.id} is already disputed.`);
    }
    charge.disputed = true;
    const dispute = {
      id: newId("dp"),
      object: "dispute",
      amount: charge.amount - charge.amount_refunded,
      charge: charge.id,
      payment_intent: found.id,
      currency: charge.currency,
      reason: "fraudulent",
      status: "needs_response",
      is_charge_refundable: false,
      metadata: {},
      created: seconds(),
    };
    disputes.set(dispute.id, dispute);
    emit("charge.dispute.created", dispute);
    return dispute;
  }

  function dispute(id) {
    const found = disputes.get(id);
    if (!found) throw missing("dispute", id, "dispute");
    return found;
  }

  /**
   * The bank decides (`status` "won" or "lost"), as Stripe closes a dispute: the charge stays
   * `disputed` (it was); won, it may be refunded again; lost, the money stays with the cardholder.
   */
  function closeDispute(id, status) {
    const found = dispute(id);
    if (status !== "won" && status !== "lost") throw invalid("status must be won or lost.");
    if (found.status === "won" || found.status === "lost") {
      throw invalid(`This dispute is already closed (${found.status}).`);
    }
    Object.assign(found, { status, is_charge_refundable: status === "won" });
    emit("charge.dispute.closed", found);
    return found;
  }

  /** The dispute of a PaymentIntent's charge (the control API closes it by either id). */
  function disputeOfIntent(intentId) {
    const charge = intent(intentId).latest_charge;
    const found = [...disputes.values()].find((d) => d.charge === charge);
    if (!found) throw missing("dispute", intentId, "payment_intent");
    return found;
  }

  /** `failNext`: the bank refuses the next payout (it comes back to the balance). */
  let failNextPayout = false;
  function createPayout(params, onAccount) {
    if (!onAccount) throw invalid("Payouts are made on a connected account (Stripe-Account).");
    const found = account(onAccount);
    if (!found.payouts_enabled) throw invalid("Payouts are not enabled for this account.");
    const amount = int(params.amount, "amount");
    const currency = params.currency ?? "usd";
    if (amount <= 0) throw invalid("Amount must be positive.", { param: "amount" });
    if (balanceOf(onAccount, currency) < amount) {
      throw invalid("You have insufficient funds in your Stripe account for this transfer.", {
        code: "balance_insufficient",
      });
    }
    credit(onAccount, currency, -amount);
    const payout = {
      id: newId("po"),
      object: "payout",
      amount,
      currency,
      status: "pending",
      arrival_date: seconds() + 86_400,
      method: "standard",
      metadata: metadataOf(params.metadata),
      failure_code: null,
      failure_message: null,
      created: seconds(),
      livemode: false,
      // Not a Stripe field: whose account paid it, for the ledger.
      account: onAccount,
    };
    payouts.set(payout.id, payout);
    const fails = failNextPayout;
    failNextPayout = false;
    // The bank answers a moment later.
    setTimeout(() => {
      if (fails) {
        Object.assign(payout, {
          status: "failed",
          failure_code: "account_closed",
          failure_message: "The bank account has been closed.",
        });
        credit(onAccount, currency, amount);
        emit("payout.failed", payout, onAccount);
      } else {
        payout.status = "paid";
        emit("payout.paid", payout, onAccount);
      }
    }, 50);
    return payout;
  }

  function payout(id, onAccount) {
    const found = payouts.get(id);
    if (!found || found.account !== onAccount) throw missing("payout", id, "payout");
    return found;
  }

  /** An account's payouts, newest first (`created[gte]`, `limit`, `starting_after` as Stripe reads them). */
  function listPayouts(params, onAccount) {
    if (!onAccount) throw invalid("Payouts are listed on a connected account (Stripe-Account).");
    const since = params.created?.gte === undefined ? null : int(params.created.gte, "created");
    const limit = params.limit === undefined ? 10 : int(params.limit, "limit");
    let mine = [...payouts.values()]
      .filter((p) => p.account === onAccount && (since === null || p.created >= since))
      .reverse();
    if (params.starting_after) {
      const index = mine.findIndex((p) => p.id === params.starting_after);
      mine = index === -1 ? [] : mine.slice(index + 1);
    }
    return {
      object: "list",
      url: "/v1/payouts",
      has_more: mine.length > limit,
      data: mine.slice(0, limit),
    };
  }

  function balance(onAccount) {
    const currencies = new Set(["usd", ...(balances.get(onAccount)?.keys() ?? [])]);
    return {
      object: "balance",
      available: [...currencies].map((currency) => ({
        amount: balanceOf(onAccount, currency),
        currency,
        source_types: { card: balanceOf(onAccount, currency) },
      })),
      pending: [...currencies].map((currency) => ({ amount: 0, currency })),
      livemode: false,
    };
  }

  /** `expand[]=payment_intent` / `latest_charge`: the id replaced by the object, as Stripe does. */
  function expanded(object, expand = []) {
    const copy = { ...object };
    for (const path of expand) {
      if (path === "payment_intent" && typeof copy.payment_intent === "string") {
        copy.payment_intent = expanded(intents.get(copy.payment_intent) ?? {}, []);
      }
      if (path === "latest_charge" && typeof copy.latest_charge === "string") {
        copy.latest_charge = { ...charges.get(copy.latest_charge) };
      }
      if (path === "payment_intent.latest_charge" && typeof copy.payment_intent === "string") {
        copy.payment_intent = expanded(intents.get(copy.payment_intent) ?? {}, ["latest_charge"]);
      }
    }
    return copy;
  }

  return {
    setEmitter(fn) {
      emit = fn;
    },
    failNextPayout() {
      failNextPayout = true;
    },
    createAccount,
    retrieveAccount: account,
    completeOnboarding,
    restrictAccount,
    createAccountLink,
    createSession,
    retrieveSession: session,
    paySession,
    declineSession,
    expireSession,
    retrieveIntent: intent,
    captureIntent,
    cancelIntent,
    createRefund,
    disputeCharge,
    retrieveDispute: dispute,
    closeDispute,
    disputeOfIntent,
    createPayout,
    retrievePayout: payout,
    listPayouts,
    balance,
    expanded,
    ledger: () => ({
      accounts: [...accounts.values()],
      sessions: [...sessions.values()],
      payment_intents: [...intents.values()],
      charges: [...charges.values()],
      transfers,
      application_fees: applicationFees,
      refunds: [...refunds.values()],
      payouts: [...payouts.values()],
      disputes: [...disputes.values()],
      balances: Object.fromEntries(
        [...balances.entries()].map(([acct, byCurrency]) => [acct, Object.fromEntries(byCurrency)]),
      ),
    }),
  };
}
