/**
 * A local Web Push service for the API tests (issue 39): HTTPS with a certificate the suite makes
 * (openssl; the servers trust it through NODE_EXTRA_CA_CERTS), one endpoint per subscriber. Each
 * push is checked as a real push service checks it (the VAPID JWT's ES256 signature against the
 * site's public key, its audience and expiry) and decrypted as the browser would (RFC 8291, with
 * the subscriber's own private key, through http_ece, which web-push itself uses).
 */
import { execFileSync } from "node:child_process";
import { createECDH, randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync } from "node:fs";
import { createServer, type Server } from "node:https";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { importJWK, jwtVerify } from "jose";

type Ece = { decrypt(buffer: Buffer, params: Record<string, unknown>): Buffer };
const ece = createRequire(import.meta.url)("http_ece") as Ece;

export type PushTls = { certFile: string; keyFile: string };

/** A self-signed certificate for 127.0.0.1 (about 50 ms), made once per suite run. */
export function makePushCertificate(): PushTls {
  const dir = mkdtempSync(path.join(tmpdir(), "seers-push-tls-"));
  const certFile = path.join(dir, "cert.pem");
  const keyFile = path.join(dir, "key.pem");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:P-256",
      "-nodes",
      "-days",
      "2",
      "-subj",
      "/CN=127.0.0.1",
      "-addext",
      "subjectAltName=IP:127.0.0.1",
      "-keyout",
      keyFile,
      "-out",
      certFile,
    ],
    { stdio: "ignore" },
  );
  return { certFile, keyFile };
}

export type ReceivedPush = {
  payload: { title: string; body: string; url: string; tag?: string };
  ttl: number;
  urgency: string | null;
  topic: string | null;
};

export type Subscriber = {
  /** What the browser's `PushSubscription.toJSON()` gives (the body to POST). */
  json: { endpoint: string; keys: { p256dh: string; auth: string } };
  received: ReceivedPush[];
  /** Statuses to answer the next pushes with (then 201): 503 to refuse, 410 when gone. */
  answers: number[];
  /** Pushes refused by the checks (a bad signature, a body that does not decrypt). */
  refused: string[];
};

export type PushService = {
  subscriber(): Subscriber;
  close(): Promise<void>;
};

const readBody = (req: import("node:http").IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });

/** `vapidPublicKey`: the site's key from `GET /push/config`, every push's JWT must verify with. */
export async function startPushService(tls: PushTls, vapidPublicKey: string): Promise<PushService> {
  const raw = Buffer.from(vapidPublicKey, "base64url");
  const key = await importJWK(
    {
      kty: "EC",
      crv: "P-256",
      x: raw.subarray(1, 33).toString("base64url"),
      y: raw.subarray(33, 65).toString("base64url"),
    },
    "ES256",
  );
  const subscribers = new Map<string, Subscriber & { ecdh: ReturnType<typeof createECDH> }>();
  let origin = "";
  const server: Server = createServer(
    { cert: readFileSync(tls.certFile), key: readFileSync(tls.keyFile) },
    async (req, res) => {
      const id = req.url?.replace(/^\/push\//, "") ?? "";
      const sub = subscribers.get(id);
      const body = await readBody(req);
      if (!sub || req.method !== "POST") return res.writeHead(404).end();
      try {
        const auth = /^vapid t=([^,]+), k=(.+)$/.exec(req.headers.authorization ?? "");
        if (!auth || auth[2] !== vapidPublicKey) throw new Error("no VAPID key of the site");
        await jwtVerify(auth[1] ?? "", key, { audience: origin, algorithms: ["ES256"] });
        if (req.headers["content-encoding"] !== "aes128gcm") throw new Error("not aes128gcm");
        const plain = ece.decrypt(body, {
          version: "aes128gcm",
          privateKey: sub.ecdh,
          authSecret: sub.json.keys.auth,
        });
        const status = sub.answers.shift() ?? 201;
        if (status === 201) {
          sub.received.push({
            payload: JSON.parse(plain.toString("utf8")),
            ttl: Number(req.headers.ttl),
            urgency: (req.headers.urgency as string | undefined) ?? null,
            topic: (req.headers.topic as string | undefined) ?? null,
          });
        }
        res.writeHead(status).end();
      } catch (error) {
        sub.refused.push(error instanceof Error ? error.message : String(error));
        res.writeHead(400).end();
      }
    },
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    subscriber() {
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      const id = randomUUID();
      const sub = {
        ecdh,
        json: {
          endpoint: `${origin}/push/${id}`,
          keys: {
            p256dh: ecdh.getPublicKey().toString("base64url"),
            auth: randomBytes(16).toString("base64url"),
          },
        },
        received: [],
        answers: [],
        refused: [],
      };
      subscribers.set(id, sub);
      return sub;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
