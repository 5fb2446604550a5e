// Stand-ins for Google and Facebook on loopback, started by the test command (playwright's
// webServer, vitest's globalSetup) so the sign-in round trips are tested without the internet.
// Google: a real OpenID Connect provider (oauth2-mock-server: discovery, keys, authorize, token)
// with a small login page in front; Facebook: its authorize dialog, token endpoint and Graph
// API `/me`, written here. Each login page is a form a browser test fills (who signs in, whether
// Google vouches for the email) and an API test calls by URL. `mode` makes Google misbehave on
// purpose: `expired` (an ID token past its exp), `wrong-nonce`, `foreign-key` (signed by a key
// that is not in its JWKS). POST /__test/down and /__test/up make a provider unreachable.
// Plain JavaScript: node runs it as playwright's webServer command without a build step.
import { createHash, randomUUID } from "node:crypto";
import http from "node:http";
import { pathToFileURL } from "node:url";
import { generateKeyPair, SignJWT } from "jose";
import { OAuth2Issuer, OAuth2Service } from "oauth2-mock-server";

// The test clients each stand-in knows; playwright.config.ts passes its own through the environment.
export const GOOGLE_CLIENT = {
  id: process.env.GOOGLE_CLIENT_ID ?? "seers-test-google",
  secret: process.env.GOOGLE_CLIENT_SECRET ?? "google-test-secret",
};
export const FACEBOOK_CLIENT = {
  id: process.env.FACEBOOK_CLIENT_ID ?? "seers-test-facebook",
  secret: process.env.FACEBOOK_CLIENT_SECRET ?? "facebook-test-secret",
};

const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(title, body) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font-family:sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}label{display:block;margin:.75rem 0}input[type=text],input[type=email]{display:block;width:100%;padding:.4rem}</style>
</head><body><h1>${escapeHtml(title)}</h1>${body}</body></html>`;
}

/** The login form: the request's own parameters ride along as hidden fields. */
function loginForm(title, action, query, fields) {
  const hidden = [...query]
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join("");
  return page(
    title,
    `<form method="get" action="${action}">${hidden}${fields}
<button type="submit" name="login" value="1">Continue</button>
<button type="submit" name="deny" value="1">Cancel</button></form>`,
  );
}

function denied(redirectUri, state) {
  const url = new URL(redirectUri);
  url.searchParams.set("error", "access_denied");
  if (state) url.searchParams.set("state", state);
  return url.href;
}

function readBody(req) {
  return new Promise((resolve, reject) => {
    let data = "";
    req.on("data", (chunk) => {
      data += chunk;
    });
    req.on("end", () => resolve(new URLSearchParams(data)));
    req.on("error", reject);
  });
}

function listen(server, port, host) {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve(server.address().port));
  });
}

/** Answers /__test/down and /__test/up; while down, every other request's connection is dropped. */
function outageSwitch() {
  let down = false;
  return (req, res) => {
    const { pathname } = new URL(req.url, "http://x");
    if (req.method === "POST" && (pathname === "/__test/down" || pathname === "/__test/up")) {
      down = pathname === "/__test/down";
      res.writeHead(204).end();
      return true;
    }
    if (down) {
      req.socket.destroy();
      return true;
    }
    return false;
  };
}

async function startGoogle(port, host) {
  const issuer = new OAuth2Issuer();
  const service = new OAuth2Service(issuer);
  await issuer.keys.generate("RS256");
  const foreign = await generateKeyPair("RS256");
  /** code → who signed in (and the nonce the client sent), until the code is exchanged. */
  const people = new Map();
  const outage = outageSwitch();

  service.on("beforeAuthorizeRedirect", ({ url }, req) => {
    const code = url.searchParams.get("code");
    const q = req.query;
    if (!code || !q.email) return;
    const name = String(q.name ?? "").trim();
    const [given, ...family] = name.split(/\s+/);
    people.set(code, {
      sub: String(q.sub || `google-${q.email}`),
      email: String(q.email),
      email_verified: q.email_verified === "1" || q.email_verified === "on",
      ...(name ? { name, given_name: given, family_name: family.join(" ") || undefined } : {}),
      mode: String(q.mode ?? ""),
      nonce: typeof q.nonce === "string" ? q.nonce : undefined,
    });
    if (q.mode === "foreign-key") signWithForeignKey(people.get(code));
  });
  service.on("beforeTokenSigning", (token, req) => {
    const person = people.get(req.body?.code);
    if (!person) return;
    const { mode, nonce: _nonce, ...claims } = person;
    Object.assign(token.payload, claims, { aud: GOOGLE_CLIENT.id });
    if (mode === "expired") {
      const now = Math.floor(Date.now() / 1000);
      Object.assign(token.payload, { iat: now - 7200, nbf: now - 7200, exp: now - 3600 });
    }
    if (mode === "wrong-nonce") token.payload.nonce = "not-the-nonce-that-was-sent";
  });

  /** An ID token signed by a key the provider never published, made ahead (events are synchronous). */
  function signWithForeignKey(person) {
    const { mode: _mode, nonce, ...claims } = person;
    const kid = issuer.keys.toJSON()[0]?.kid;
    new SignJWT({ ...claims, nonce })
      .setProtectedHeader({ alg: "RS256", kid, typ: "JWT" })
      .setIssuer(issuer.url)
      .setAudience(GOOGLE_CLIENT.id)
      .setIssuedAt()
      .setExpirationTime("1h")
      .sign(foreign.privateKey)
      .then((token) => {
        person.foreignToken = token;
      });
  }
  service.on("beforeResponse", (response, req) => {
    const person = people.get(req.body?.code);
    if (person?.mode === "foreign-key" && person.foreignToken) {
      response.body.id_token = person.foreignToken;
    }
    people.delete(req.body?.code);
  });

  const server = http.createServer(async (req, res) => {
    if (outage(req, res)) return;
    const url = new URL(req.url, issuer.url);
    const q = url.searchParams;
    if (req.method === "GET" && url.pathname === "/authorize") {
      if (q.get("deny")) {
        res.writeHead(302, { Location: denied(q.get("redirect_uri"), q.get("state")) }).end();
        return;
      }
      if (!q.get("login")) {
        res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
        res.end(
          loginForm(
            "Sign in with Google (test provider)",
            "/authorize",
            q,
            `<label>Email <input type="email" name="email" required></label>
<label>Full name <input type="text" name="name"></label>
<label>Subject (Google's id for the person) <input type="text" name="sub"></label>
<label><input type="checkbox" name="email_verified" value="1" checked> Google has verified this email</label>`,
          ),
        );
        return;
      }
    }
    service.requestHandler(req, res);
  });
  const bound = await listen(server, port, host);
  issuer.url = `http://${host}:${bound}`;
  return { issuer: issuer.url, server };
}

function s256(verifier) {
  return createHash("sha256").update(verifier).digest("base64url");
}

async function startFacebook(port, host) {
  const codes = new Map();
  const tokens = new Map();
  const outage = outageSwitch();
  const json = (res, status, body) => {
    res.writeHead(status, { "Content-Type": "application/json" });
    res.end(JSON.stringify(body));
  };
  const oauthError = (res, message) =>
    json(res, 400, { error: { message, type: "OAuthException", code: 100 } });

  const server = http.createServer(async (req, res) => {
    if (outage(req, res)) return;
    const url = new URL(req.url, "http://facebook.test");
    const q = url.searchParams;
    if (req.method === "GET" && url.pathname === "/dialog/oauth") {
      const redirectUri = q.get("redirect_uri");
      if (!redirectUri || q.get("client_id") !== FACEBOOK_CLIENT.id) {
        return oauthError(res, "Invalid client or redirect_uri");
      }
      if (q.get("deny")) {
        res.writeHead(302, { Location: denied(redirectUri, q.get("state")) }).end();
        return;
      }
      if (!q.get("login")) {
        res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
        res.end(
          loginForm(
            "Log in to Facebook (test provider)",
            "/dialog/oauth",
            q,
            `<label>Name <input type="text" name="name" required></label>
<label>Email (leave empty for an account made with a phone number) <input type="email" name="email"></label>
<label>Facebook id <input type="text" name="id"></label>`,
          ),
        );
        return;
      }
      const code = randomUUID();
      const name = String(q.get("name") ?? "").trim();
      codes.set(code, {
        redirectUri,
        challenge: q.get("code_challenge"),
        person: {
          id: q.get("id") || `fb-${randomUUID()}`,
          name,
          first_name: name.split(/\s+/)[0] || undefined,
          last_name: name.split(/\s+/).slice(1).join(" ") || undefined,
          email: q.get("email") || undefined,
        },
      });
      const back = new URL(redirectUri);
      back.searchParams.set("code", code);
      if (q.get("state")) back.searchParams.set("state", q.get("state"));
      res.writeHead(302, { Location: back.href }).end();
      return;
    }
    if (url.pathname === "/oauth/access_token") {
      const form = req.method === "POST" ? await readBody(req) : q;
      const grant = codes.get(form.get("code") ?? "");
      codes.delete(form.get("code") ?? "");
      if (!grant) return oauthError(res, "This authorization code has been used or is invalid");
      if (form.get("client_id") !== FACEBOOK_CLIENT.id) return oauthError(res, "Invalid client_id");
      if (form.get("client_secret") !== FACEBOOK_CLIENT.secret) {
        return oauthError(res, "Error validating client secret");
      }
      if (form.get("redirect_uri") !== grant.redirectUri)
        return oauthError(res, "redirect_uri mismatch");
      if (grant.challenge && s256(form.get("code_verifier") ?? "") !== grant.challenge) {
        return oauthError(res, "Invalid code verifier");
      }
      const token = randomUUID();
      tokens.set(token, grant.person);
      return json(res, 200, { access_token: token, token_type: "bearer", expires_in: 5183944 });
    }
    if (req.method === "GET" && url.pathname === "/me") {
      const bearer = /^Bearer (.+)$/i.exec(req.headers.authorization ?? "")?.[1];
      const person = tokens.get(bearer ?? q.get("access_token") ?? "");
      if (!person)
        return json(res, 401, { error: { message: "Invalid OAuth access token", code: 190 } });
      const fields = (q.get("fields") ?? "id,name").split(",");
      const answer = {};
      for (const field of fields) if (person[field] !== undefined) answer[field] = person[field];
      return json(res, 200, answer);
    }
    res.writeHead(404).end();
  });
  const bound = await listen(server, port, host);
  return { base: `http://${host}:${bound}`, server };
}

/** Starts both stand-ins; `env`: what the app needs to use them. Ports 0: any free one. */
export async function startOAuthProviders({
  googlePort = 0,
  facebookPort = 0,
  host = "127.0.0.1",
} = {}) {
  const google = await startGoogle(googlePort, host);
  const facebook = await startFacebook(facebookPort, host);
  return {
    google: { issuer: google.issuer },
    facebook: { base: facebook.base },
    env: {
      GOOGLE_CLIENT_ID: GOOGLE_CLIENT.id,
      GOOGLE_CLIENT_SECRET: GOOGLE_CLIENT.secret,
      GOOGLE_ISSUER: google.issuer,
      FACEBOOK_CLIENT_ID: FACEBOOK_CLIENT.id,
      FACEBOOK_CLIENT_SECRET: FACEBOOK_CLIENT.secret,
      FACEBOOK_BASE_URL: facebook.base,
    },
    close: async () => {
      for (const server of [google.server, facebook.server]) {
        server.closeAllConnections?.();
        await new Promise((resolve) => server.close(() => resolve()));
      }
    },
  };
}

// As playwright's webServer: GOOGLE_PORT and FACEBOOK_PORT, until stopped.
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  startOAuthProviders({
    googlePort: Number(process.env.GOOGLE_PORT ?? 0),
    facebookPort: Number(process.env.FACEBOOK_PORT ?? 0),
  }).then((providers) => {
    console.log(
      `Google stand-in at ${providers.google.issuer}, Facebook at ${providers.facebook.base}`,
    );
    const stop = () => providers.close().then(() => process.exit(0));
    process.on("SIGTERM", stop);
    process.on("SIGINT", stop);
  });
}
