import { mkdtempSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "./config";

const dataDir = () => mkdtempSync(path.join(tmpdir(), "seers-config-"));
const env = (values: Record<string, string>) => values as unknown as NodeJS.ProcessEnv;

describe("parseConfig", () => {
  it("runs on the embedded SQLite default with demo accounts on", () => {
    const dir = dataDir();
    const config = parseConfig(env({ DATA_DIR: dir }));
    expect(config.database).toEqual({ kind: "sqlite", file: path.join(dir, "seers.db") });
    expect(config.DEMO_ACCOUNTS).toBe(true);
    expect(config.PORT).toBe(3000);
  });

  it("uses PostgreSQL for a postgres URL and turns demo accounts off there", () => {
    const config = parseConfig(env({ DATA_DIR: dataDir(), DATABASE_URL: "postgres://u@h/db" }));
    expect(config.database).toEqual({ kind: "postgres", url: "postgres://u@h/db" });
    expect(config.DEMO_ACCOUNTS).toBe(false);
  });

  it("generates a secret once, keeps it private, and reads the same one back", () => {
    const dir = dataDir();
    const first = parseConfig(env({ DATA_DIR: dir })).SECRET_KEY;
    const second = parseConfig(env({ DATA_DIR: dir })).SECRET_KEY;
    expect(first).toHaveLength(43);
    expect(second).toBe(first);
    expect(statSync(path.join(dir, "secret_key")).mode & 0o777).toBe(0o600);
  });

  it("takes a VAPID pair whole and a mailto: or https: subject", () => {
    const pair = {
      VAPID_PUBLIC_KEY: Buffer.alloc(65, 4).toString("base64url"),
      VAPID_PRIVATE_KEY: Buffer.alloc(32, 1).toString("base64url"),
    };
    expect(parseConfig(env({ DATA_DIR: dataDir(), ...pair })).VAPID_PUBLIC_KEY).toBe(
      pair.VAPID_PUBLIC_KEY,
    );
    expect(() =>
      parseConfig(env({ DATA_DIR: dataDir(), VAPID_PUBLIC_KEY: pair.VAPID_PUBLIC_KEY })),
    ).toThrow(/VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together/);
    expect(() =>
      parseConfig(env({ DATA_DIR: dataDir(), ...pair, VAPID_PRIVATE_KEY: "short" })),
    ).toThrow(/VAPID_PRIVATE_KEY/);
    expect(() =>
      parseConfig(env({ DATA_DIR: dataDir(), VAPID_SUBJECT: "http://example.com" })),
    ).toThrow(/VAPID_SUBJECT/);
    expect(
      parseConfig(env({ DATA_DIR: dataDir(), VAPID_SUBJECT: "mailto:ops@example.com" }))
        .VAPID_SUBJECT,
    ).toBe("mailto:ops@example.com");
  });

  it("names the variable whose value is bad", () => {
    expect(() => parseConfig(env({ DATA_DIR: dataDir(), SMTP_PORT: "smtp" }))).toThrow(/SMTP_PORT/);
    expect(() => parseConfig(env({ DATA_DIR: dataDir(), DATABASE_URL: "mysql://x" }))).toThrow(
      /DATABASE_URL/,
    );
    expect(() =>
      parseConfig(env({ DATA_DIR: dataDir(), BACKEND_CORS_ORIGINS: "not a url" })),
    ).toThrow(/BACKEND_CORS_ORIGINS/);
    expect(() =>
      parseConfig(env({ DATA_DIR: dataDir(), CALENDAR_ENCRYPTION_KEY: "c2hvcnQ=" })),
    ).toThrow(/CALENDAR_ENCRYPTION_KEY/);
    const key = "ab".repeat(32);
    expect(
      parseConfig(env({ DATA_DIR: dataDir(), CALENDAR_ENCRYPTION_KEY: key }))
        .CALENDAR_ENCRYPTION_KEY,
    ).toBe(key);
  });

  it("refuses a known-weak secret in production only", () => {
    const weak = { DATA_DIR: dataDir(), SECRET_KEY: "changethis" };
    expect(() => parseConfig(env({ ...weak, ENVIRONMENT: "production" }))).toThrow(ConfigError);
    expect(parseConfig(env({ ...weak, ENVIRONMENT: "local" })).SECRET_KEY).toBe("changethis");
  });

  it("reads CORS origins as a comma list or a JSON array", () => {
    const dir = dataDir();
    const list = parseConfig(
      env({
        DATA_DIR: dir,
        BACKEND_CORS_ORIGINS: "http://a.test, https://b.test/",
      }),
    );
    const json = parseConfig(
      env({
        DATA_DIR: dir,
        BACKEND_CORS_ORIGINS: '["http://a.test"]',
      }),
    );
    expect(list.BACKEND_CORS_ORIGINS).toEqual(["http://a.test", "https://b.test"]);
    expect(json.BACKEND_CORS_ORIGINS).toEqual(["http://a.test"]);
  });

  it("runs the workers every second by default, and not at all with WORKERS_ENABLED=false", () => {
    const dir = dataDir();
    const defaults = parseConfig(env({ DATA_DIR: dir }));
    expect(defaults).toMatchObject({ OUTBOX_POLL_MS: 1000, WORKERS_ENABLED: true });
    const off = parseConfig(
      env({ DATA_DIR: dir, OUTBOX_POLL_MS: "250", WORKERS_ENABLED: "false" }),
    );
    expect(off).toMatchObject({ OUTBOX_POLL_MS: 250, WORKERS_ENABLED: false });
    expect(() => parseConfig(env({ DATA_DIR: dir, OUTBOX_POLL_MS: "0" }))).toThrow(
      /OUTBOX_POLL_MS/,
    );
  });
});
