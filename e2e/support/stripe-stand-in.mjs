// A stand-in for Stripe's API on loopback (Stripe's own stripe-mock cannot be installed here), for
// the API suite, Playwright and `npm run payments:stand-in`. The official SDK talks to it through
// STRIPE_API_BASE: form-encoded bodies with bracket keys, Idempotency-Key honoured (a key reused
// with other parameters is Stripe's idempotency_error), Stripe-Account for connected accounts,
// Stripe's error shapes. Its state (e2e/support/stripe-stand-in-state.mjs): Connect accounts,
// Checkout Sessions, PaymentIntents, refunds, disputes, payouts, balances. Hosted pages:
// /pay/{session} (Pay, Decline the card) and /onboard/{account}. Webhooks are signed as Stripe signs them
// (t=...,v1=HMAC-SHA256(secret, t + "." + body)), the connected accounts' events with the Connect
// endpoint's secret, and POSTed one at a time to the configured URL.
//
// A POST whose Idempotency-Key is used again while its first call is still under way is answered,
// as Stripe answers it, 409 idempotency_error `idempotency_key_in_use` (once that first call is
// done, its answer is replayed).
//
// Control API under /__control (what tests switch and read):
//   GET  ledger | requests | events          the money, the API calls received, the events sent
//   POST webhook {url}                        where events go
//   POST fail {match, account, status, type, code, message, times}   the next matching API
//        call(s) fail; with `down: true` their connection drops first, with `down` and
//        `after: true` the call is made and its answer lost on the way back
//   POST slow {match, account, ms, times}     the next matching API call(s) take `ms` before they
//                                             are made and answered (a POST's key is in flight then)
//   POST idempotency/expire                   every key is forgotten, as Stripe does after 24 hours
//   POST down | up                            every API call's connection is dropped, or not
//   POST webhooks/drop|duplicate {type, count}  the next such event is lost, or sent twice
//   POST webhooks/hold, webhooks/release {order: "sent"|"reverse"}  held events, reordered
//   POST events/{id}/resend                   the same event delivered again
//   POST sessions/{id}/expire, accounts/{id}/complete|restrict, payment_intents/{id}/dispute,
//        payouts/fail-next                    what time, the Seer, Stripe or a bank would do
//   POST disputes/{id}/close, payment_intents/{id}/dispute/close {status: "won"|"lost"}
//        the bank decides a dispute (a session's or a seat's charge): charge.dispute.closed
// Plain JavaScript: node runs it without a build step.
import { createHmac, randomBytes } from "node:crypto";
import http from "node:http";
import { pathToFileURL } from "node:url";
import qs from "qs";
import { createStripeState, StripeError } from "./stripe-stand-in-state.mjs";

export const STAND_IN_SECRETS = {
  secretKey: process.env.STRIPE_SECRET_KEY ?? "sk_test_stand_in",
  webhookSecret: process.env.STRIPE_WEBHOOK_SECRET ?? "whsec_stand_in_platform",
  connectWebhookSecret: process.env.STRIPE_CONNECT_WEBHOOK_SECRET ?? "whsec_stand_in_connect",
};

const API_VERSION = "2026-10-28.endive";
const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(title, body) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font-family:sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}button{margin:.5rem .5rem 0 0;padding:.5rem 1rem}</style>
</head><body><h1>${escapeHtml(title)}</h1>${body}</body></html>`;
}

/** The signature header Stripe sends: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`. */
export function signPayload(payload, secret, timestamp = Math.floor(Date.now() / 1000)) {
  const v1 = createHmac("sha256", secret).update(`${timestamp}.${payload}`).digest("hex");
  return `t=${timestamp},v1=${v1}`;
}

function readBody(req) {
  return new Promise((resolve, reject) => {
    let data = "";
    req.on("data", (chunk) => {
      data += chunk;
    });
    req.on("end", () => resolve(data));
    req.on("error", reject);
  });
}

function send(res, status, body) {
  res.writeHead(status, {
    "Content-Type": "application/json",
    "Request-Id": `req_${randomBytes(7).toString("hex")}`,
  });
  res.end(JSON.stringify(body));
}

const redirect = (res, location) => res.writeHead(303, { Location: location }).end();

/** `POST /v1/payment_intents/*\/capture` style patterns: `*` is one path segment. */
function matches(pattern, method, path) {
  if (!pattern) return true;
  const [wantMethod, wantPath] = pattern.includes(" ") ? pattern.split(" ") : [null, pattern];
  if (wantMethod && wantMethod !== method) return false;
  const source = wantPath
    .split("*")
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
    .join("[^/]+");
  return new RegExp(`^${source}$`).test(path);
}

/** The path's `*` segments when it has the pattern's shape, else null. */
function captures(pattern, path) {
  const source = pattern
    .split("*")
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
    .join("([^/]+)");
  return new RegExp(`^${source}$`).exec(path)?.slice(1) ?? null;
}

/** Events: one queue, delivered one at a time; the switches drop, duplicate or hold them. */
function createWebhooks({ secrets }) {
  let url = null;
  const events = [];
  const queue = [];
  const held = [];
  let holding = false;
  let sending = Promise.resolve();
  const rules = { drop: [], duplicate: [] };

  const take = (list, type) => {
    const index = list.findIndex((rule) => !rule.type || rule.type === type);
    if (index === -1) return false;
    const rule = list[index];
    rule.count -= 1;
    if (rule.count <= 0) list.splice(index, 1);
    return true;
  };

  async function deliver(record) {
    if (!url) {
      record.deliveries.push({ status: null, error: "no webhook URL configured" });
      return;
    }
    const payload = JSON.stringify(record.event);
    const secret = record.event.account ? secrets.connectWebhookSecret : secrets.webhookSecret;
    try {
      const res = await fetch(url, {
        method: "POST",
        headers: {
          "Content-Type": "application/json; charset=utf-8",
          "Stripe-Signature": signPayload(payload, secret),
          "User-Agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
        },
        body: payload,
      });
      record.deliveries.push({ status: res.status, body: (await res.text()).slice(0, 500) });
    } catch (error) {
      record.deliveries.push({ status: null, error: String(error?.message ?? error) });
    }
  }

  function enqueue(record, times) {
    for (let i = 0; i < times; i++) {
      sending = sending.then(() => deliver(record));
    }
    return sending;
  }

  return {
    setUrl(next) {
      url = next;
    },
    emit(type, object, account) {
      const event = {
        id: `evt_${randomBytes(12).toString("hex")}`,
        object: "event",
        api_version: API_VERSION,
        created: Math.floor(Date.now() / 1000),
        data: { object: JSON.parse(JSON.stringify(object)) },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
        ...(account ? { account } : {}),
      };
      const record = { event, deliveries: [], dropped: false };
      events.push(record);
      if (take(rules.drop, type)) {
        record.dropped = true;
        return event;
      }
      const times = take(rules.duplicate, type) ? 2 : 1;
      if (holding) held.push([record, times]);
      else queue.push(enqueue(record, times));
      return event;
    },
    drop(type, count = 1) {
      rules.drop.push({ type, count });
    },
    duplicate(type, count = 1) {
      rules.duplicate.push({ type, count });
    },
    hold() {
      holding = true;
    },
    /** Sends what was held, in the order it was made or the reverse; later events flow again. */
    release(order = "sent") {
      holding = false;
      const batch = held.splice(0);
      if (order === "reverse") batch.reverse();
      for (const [record, times] of batch) enqueue(record, times);
      return sending;
    },
    resend(id) {
      const record = events.find((r) => r.event.id === id);
      return record ? enqueue(record, 1).then(() => record) : Promise.resolve(undefined);
    },
    /** Resolves once every event sent so far has been delivered (or has failed to be). */
    settled: () => sending,
    list: () =>
      events.map(({ event, deliveries, dropped }) => ({
        id: event.id,
        type: event.type,
        account: event.account ?? null,
        object_id: event.data.object.id,
        dropped,
        deliveries,
      })),
  };
}

function payPage(session) {
  const money = `${(session.amount_total / 100).toFixed(2)} ${session.currency.toUpperCase()}`;
  const message = session.custom_text?.submit?.message;
  return page(
    "Pay",
    `<p>${escapeHtml(money)}</p>${message ? `<p>${escapeHtml(message)}</p>` : ""}
<form method="post"><button type="submit" name="action" value="pay">Pay</button>
<button type="submit" name="action" value="decline">Decline the card</button></form>`,
  );
}

export async function startStripeStandIn({
  port = 0,
  host = "127.0.0.1",
  webhookUrl = null,
  secrets = STAND_IN_SECRETS,
} = {}) {
  let base = "";
  const state = createStripeState({ baseUrl: () => base });
  const webhooks = createWebhooks({ secrets });
  webhooks.setUrl(webhookUrl);
  state.setEmitter((type, object, account) => webhooks.emit(type, object, account));
  const idempotent = new Map();
  /** The keys (by account) whose first call is under way: Stripe answers their reuse 409. */
  const inFlight = new Set();
  const requests = [];
  const failures = [];
  const slowdowns = [];
  let down = false;

  /** The API proper: Stripe's paths, behind the secret key. `[method, path, handler(ids, call)]`. */
  const API = [
    ["POST", "/v1/accounts", (_, c) => state.createAccount(c.params)],
    ["GET", "/v1/accounts/*", ([id]) => state.retrieveAccount(id)],
    ["POST", "/v1/account_links", (_, c) => state.createAccountLink(c.params)],
    ["POST", "/v1/checkout/sessions", (_, c) => state.createSession(c.params)],
    [
      "GET",
      "/v1/checkout/sessions/*",
      ([id], c) => state.expanded(state.retrieveSession(id), c.expand),
    ],
    ["POST", "/v1/checkout/sessions/*/expire", ([id]) => state.expireSession(id)],
    [
      "GET",
      "/v1/payment_intents/*",
      ([id], c) => state.expanded(state.retrieveIntent(id), c.expand),
    ],
    [
      "POST",
      "/v1/payment_intents/*/capture",
      ([id], c) => state.expanded(state.captureIntent(id, c.params), c.expand),
    ],
    [
      "POST",
      "/v1/payment_intents/*/cancel",
      ([id], c) => state.expanded(state.cancelIntent(id, c.params), c.expand),
    ],
    ["POST", "/v1/refunds", (_, c) => state.createRefund(c.params)],
    ["GET", "/v1/disputes/*", ([id]) => state.retrieveDispute(id)],
    ["POST", "/v1/payouts", (_, c) => state.createPayout(c.params, c.account)],
    ["GET", "/v1/payouts", (_, c) => state.listPayouts(c.params, c.account)],
    ["GET", "/v1/payouts/*", ([id], c) => state.retrievePayout(id, c.account)],
    ["GET", "/v1/balance", (_, c) => state.balance(c.account)],
  ];

  function api(method, path, params, account) {
    const expand = Array.isArray(params.expand) ? params.expand : [];
    for (const [m, pattern, handler] of API) {
      const ids = m === method ? captures(pattern, path) : null;
      if (ids) return handler(ids, { params, account, expand });
    }
    throw new StripeError(
      404,
      "invalid_request_error",
      `Unrecognized request URL (${method}: ${path}).`,
    );
  }

  async function serveApi(req, res, url) {
    const method = req.method ?? "GET";
    const path = url.pathname;
    const raw = method === "GET" ? url.search.slice(1) : await readBody(req);
    const params = qs.parse(raw, { depth: 10, arrayLimit: 100 });
    const account = req.headers["stripe-account"] ?? null;
    const key = req.headers["idempotency-key"] ?? null;
    const record = { method, path, account, idempotency_key: key, params, status: 0 };
    requests.push(record);
    if (down) {
      record.status = "dropped";
      req.socket.destroy();
      return;
    }
    const auth = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1];
    if (auth !== secrets.secretKey) {
      record.status = 401;
      return send(res, 401, {
        error: { type: "invalid_request_error", message: "Invalid API Key provided" },
      });
    }
    const applies = (rule) =>
      matches(rule.match, method, path) && (!rule.account || rule.account === account);
    const failure = failures.find(applies);
    if (failure) {
      failure.times -= 1;
      if (failure.times <= 0) failures.splice(failures.indexOf(failure), 1);
    }
    /** The call is made, and its answer lost on the way back (the connection dropped). */
    const answerLost = failure?.down && failure.after;
    const answer = (status, body) => {
      if (!answerLost) return send(res, status, body);
      record.status = "answer dropped";
      req.socket.destroy();
    };
    if (failure && !answerLost) {
      if (failure.down) {
        record.status = "dropped";
        req.socket.destroy();
        return;
      }
      record.status = failure.status;
      return send(res, failure.status, {
        error: { type: failure.type, code: failure.code, message: failure.message },
      });
    }
    const scope = `${account ?? ""} ${key}`;
    const fingerprint = `${method} ${path} ${raw}`;
    const keyed = method === "POST" && key;
    if (keyed && inFlight.has(scope)) {
      record.status = 409;
      return send(res, 409, {
        error: {
          type: "idempotency_error",
          code: "idempotency_key_in_use",
          message:
            "There is currently another in-progress request using this Stripe API key and idempotency key. Please try again later.",
        },
      });
    }
    if (keyed && idempotent.has(scope)) {
      const saved = idempotent.get(scope);
      if (saved.fingerprint !== fingerprint) {
        record.status = 400;
        return send(res, 400, {
          error: {
            type: "idempotency_error",
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
          },
        });
      }
      record.status = saved.status;
      record.replayed = true;
      res.setHeader("Idempotent-Replayed", "true");
      return answer(saved.status, saved.body);
    }
    const slow = slowdowns.find(applies);
    if (slow) {
      slow.times -= 1;
      if (slow.times <= 0) slowdowns.splice(slowdowns.indexOf(slow), 1);
    }
    if (keyed) inFlight.add(scope);
    try {
      if (slow) await new Promise((resolve) => setTimeout(resolve, slow.ms));
      const body = api(method, path, params, account);
      record.status = 200;
      if (keyed) idempotent.set(scope, { fingerprint, status: 200, body });
      return answer(200, body);
    } catch (error) {
      if (!(error instanceof StripeError)) throw error;
      record.status = error.status;
      return answer(error.status, error.body);
    } finally {
      if (keyed) inFlight.delete(scope);
    }
  }

  async function serveHosted(req, res, url) {
    const [sessionId] = captures("/pay/*", url.pathname) ?? [];
    if (sessionId) {
      const session = state.retrieveSession(sessionId);
      if (req.method === "GET") {
        res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
        return res.end(payPage(session));
      }
      const action = new URLSearchParams(await readBody(req)).get("action");
      if (action === "decline") {
        state.declineSession(session.id);
        return redirect(res, session.cancel_url ?? session.success_url);
      }
      state.paySession(session.id);
      return redirect(res, session.success_url.replace("{CHECKOUT_SESSION_ID}", session.id));
    }
    const [accountId] = captures("/onboard/*", url.pathname) ?? [];
    if (accountId) {
      const account = state.retrieveAccount(accountId);
      if (req.method === "GET") {
        res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
        return res.end(
          page(
            "Set up payouts",
            `<p>Account ${escapeHtml(account.id)}</p><form method="post"><button type="submit">Complete onboarding</button></form>`,
          ),
        );
      }
      state.completeOnboarding(account.id);
      return redirect(res, url.searchParams.get("return_url") ?? base);
    }
    return false;
  }

  /** The switches and readings tests use: `[method, path, handler(ids, body)]`. */
  const CONTROL = [
    ["GET", "/ledger", () => state.ledger()],
    ["GET", "/requests", () => requests],
    ["GET", "/events", () => webhooks.settled().then(() => webhooks.list())],
    [
      "POST",
      "/webhook",
      (_, body) => {
        webhooks.setUrl(body.url ?? null);
        return { url: body.url ?? null };
      },
    ],
    [
      "POST",
      "/fail",
      (_, body) => {
        failures.push({
          match: body.match ?? null,
          account: body.account ?? null,
          after: body.after === true,
          status: body.status ?? 500,
          type: body.type ?? "api_error",
          code: body.code ?? undefined,
          message: body.message ?? "An unknown error occurred",
          times: body.times ?? 1,
          down: body.down === true,
        });
        return { failures: failures.length };
      },
    ],
    [
      "POST",
      "/slow",
      (_, body) => {
        slowdowns.push({
          match: body.match ?? null,
          account: body.account ?? null,
          ms: body.ms ?? 1000,
          times: body.times ?? 1,
        });
        return { slowdowns: slowdowns.length };
      },
    ],
    [
      "POST",
      "/idempotency/expire",
      () => {
        const forgotten = idempotent.size;
        idempotent.clear();
        return { forgotten };
      },
    ],
    ["POST", "/down", () => setDown(true)],
    ["POST", "/up", () => setDown(false)],
    ["POST", "/webhooks/drop", (_, body) => webhooks.drop(body.type, body.count ?? 1) ?? {}],
    [
      "POST",
      "/webhooks/duplicate",
      (_, body) => webhooks.duplicate(body.type, body.count ?? 1) ?? {},
    ],
    ["POST", "/webhooks/hold", () => webhooks.hold() ?? {}],
    [
      "POST",
      "/webhooks/release",
      (_, body) => webhooks.release(body.order ?? "sent").then(() => ({})),
    ],
    [
      "POST",
      "/events/*/resend",
      ([id]) => webhooks.resend(id).then((r) => r?.deliveries.at(-1) ?? null),
    ],
    ["POST", "/sessions/*/expire", ([id]) => state.expireSession(id)],
    ["POST", "/accounts/*/complete", ([id]) => state.completeOnboarding(id)],
    ["POST", "/accounts/*/restrict", ([id]) => state.restrictAccount(id)],
    ["POST", "/payment_intents/*/dispute", ([id]) => state.disputeCharge(id)],
    [
      "POST",
      "/payment_intents/*/dispute/close",
      ([id], body) => state.closeDispute(state.disputeOfIntent(id).id, body.status),
    ],
    ["POST", "/disputes/*/close", ([id], body) => state.closeDispute(id, body.status)],
    ["POST", "/payouts/fail-next", () => state.failNextPayout() ?? {}],
  ];

  function setDown(value) {
    down = value;
    return { down };
  }

  async function serveControl(req, res, url) {
    const path = url.pathname.slice("/__control".length);
    const body = req.method === "POST" ? JSON.parse((await readBody(req)) || "{}") : {};
    for (const [method, pattern, handler] of CONTROL) {
      const ids = method === req.method ? captures(pattern, path) : null;
      if (ids) return send(res, 200, await handler(ids, body));
    }
    return send(res, 404, { error: { type: "invalid_request_error", message: "No such control" } });
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://stand-in");
    const route = url.pathname.startsWith("/v1/")
      ? serveApi(req, res, url)
      : url.pathname.startsWith("/__control/")
        ? serveControl(req, res, url)
        : serveHosted(req, res, url).then((served) => {
            if (served === false) send(res, 404, { error: { message: "Not found" } });
          });
    route.catch((error) => {
      if (error instanceof StripeError) return send(res, error.status, error.body);
      send(res, 500, { error: { type: "api_error", message: String(error?.message ?? error) } });
    });
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, resolve);
  });
  base = `http://${host}:${server.address().port}`;
  return {
    base,
    env: {
      STRIPE_SECRET_KEY: secrets.secretKey,
      STRIPE_WEBHOOK_SECRET: secrets.webhookSecret,
      STRIPE_CONNECT_WEBHOOK_SECRET: secrets.connectWebhookSecret,
      STRIPE_API_BASE: base,
    },
    close: async () => {
      await webhooks.settled();
      server.closeAllConnections?.();
      await new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

// `npm run payments:stand-in`: STRIPE_STAND_IN_PORT (12111 by default), events to
// STRIPE_STAND_IN_WEBHOOK_URL; prints the environment that points the app at it.
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const appPort = process.env.PORT ?? "3000";
  startStripeStandIn({
    port: Number(process.env.STRIPE_STAND_IN_PORT ?? 12111),
    webhookUrl:
      process.env.STRIPE_STAND_IN_WEBHOOK_URL ??
      `http://127.0.0.1:${appPort}/api/v1/payments/stripe-webhook`,
  }).then((standIn) => {
    console.log(`Stripe stand-in at ${standIn.base}; start the app with:`);
    for (const [name, value] of Object.entries(standIn.env)) console.log(`${name}=${value}`);
    const stop = () => standIn.close().then(() => process.exit(0));
    process.on("SIGTERM", stop);
    process.on("SIGINT", stop);
  });
}
