import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { iceServersFor, turnCredential } from "./ice-servers";

const closes = new Date("2027-03-02T12:30:00.900Z");

describe("turnCredential", () => {
  it("follows coturn's REST scheme: <expiry>:<user>, base64 HMAC-SHA1 of it", () => {
    const { username, credential } = turnCredential("s3cret", "user-1", closes);
    expect(username).toBe(`${Math.floor(closes.getTime() / 1000)}:user-1`);
    expect(credential).toBe(createHmac("sha1", "s3cret").update(username).digest("base64"));
  });
});

describe("iceServersFor", () => {
  const base = { TURN_URLS: [], STUN_URLS: [], TURN_RELAY_ONLY: false };
  it("is empty without configuration (direct connections only)", () => {
    expect(iceServersFor(base, "u", closes)).toEqual([]);
  });
  it("gives STUN as is and TURN with credentials", () => {
    const servers = iceServersFor(
      {
        ...base,
        STUN_URLS: ["stun:stun.example:3478"],
        TURN_URLS: ["turn:turn.example:3478", "turns:turn.example:5349"],
        TURN_SECRET: "x",
      },
      "u",
      closes,
    );
    expect(servers[0]).toEqual({ urls: ["stun:stun.example:3478"] });
    expect(servers[1]?.urls).toEqual(["turn:turn.example:3478", "turns:turn.example:5349"]);
    expect(servers[1]?.username).toMatch(/^\d+:u$/);
  });
  it("leaves STUN out when every call must be relayed", () => {
    const servers = iceServersFor(
      {
        ...base,
        STUN_URLS: ["stun:s"],
        TURN_URLS: ["turn:t"],
        TURN_SECRET: "x",
        TURN_RELAY_ONLY: true,
      },
      "u",
      closes,
    );
    expect(servers).toHaveLength(1);
  });
});
