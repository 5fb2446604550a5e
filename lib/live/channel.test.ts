import { describe, expect, it } from "vitest";
import { decodeHintMessage, encodeHintMessage } from "./channel.mjs";

describe("the hints' wire format on Redis", () => {
  it("round-trips a hint with its person and the instance that sent it", () => {
    const hint = { type: "booking", booking_id: "b1" };
    expect(decodeHintMessage(encodeHintMessage("instance-1", "user-1", hint))).toEqual({
      origin: "instance-1",
      userId: "user-1",
      hint,
    });
  });

  it("ignores anything else on the channel", () => {
    for (const text of [
      "",
      "not json",
      "null",
      "[]",
      '{"origin":"a","user":"u"}',
      '{"origin":"a","user":"u","hint":{"kind":"x"}}',
      '{"origin":1,"user":"u","hint":{"type":"booking"}}',
      '{"origin":"a","user":null,"hint":{"type":"booking"}}',
    ]) {
      expect(decodeHintMessage(text), text).toBeUndefined();
    }
  });
});
