import { describe, expect, it } from "vitest";
import {
  addressProblem,
  normalizeVideoLink,
  PLACE_MESSAGES,
  videoLinkProblem,
} from "./place-rules";
import { listingUpdateSchema } from "./schema";

describe("the video link", () => {
  it("takes the https address of a meeting room", () => {
    for (const link of [
      "https://zoom.us/j/123456789?pwd=abc",
      "https://meet.google.com/abc-defg-hij",
      "https://meet.jit.si/IrisVale-Room",
      "https://whereby.com/iris",
      "HTTPS://Teams.Microsoft.com/l/meetup-join/19%3ameeting",
      "https://video.example.org:8443/room#start",
      "https://bücher.example/raum",
    ]) {
      expect(videoLinkProblem(link), link).toBeNull();
    }
    expect(normalizeVideoLink("HTTPS://Zoom.US/j/1")).toBe("https://zoom.us/j/1");
    expect(normalizeVideoLink("https://bücher.example/raum")).toBe(
      "https://xn--bcher-kva.example/raum",
    );
  });

  it("refuses every other scheme, relative links, credentials and odd hosts", () => {
    const cases: [string, string][] = [
      ["http://zoom.us/j/1", PLACE_MESSAGES.notHttps],
      ["javascript:alert(1)", PLACE_MESSAGES.notHttps],
      ["JavaScript://zoom.us/%0aalert(1)", PLACE_MESSAGES.notHttps],
      ["data:text/html,<script>alert(1)</script>", PLACE_MESSAGES.notHttps],
      ["ftp://files.example.com/room", PLACE_MESSAGES.notHttps],
      ["mailto:iris@example.com", PLACE_MESSAGES.notHttps],
      ["//zoom.us/j/1", PLACE_MESSAGES.notALink],
      ["/j/1", PLACE_MESSAGES.notALink],
      ["zoom.us/j/1", PLACE_MESSAGES.notALink],
      ["https:zoom.us/j/1", PLACE_MESSAGES.notALink],
      ["https://zoom.us/j/1 2", PLACE_MESSAGES.notALink],
      ["https://zoom.us/j/\n1", PLACE_MESSAGES.notALink],
      ["https://localhost/room", PLACE_MESSAGES.notALink],
      ["https://under_score.example/room", PLACE_MESSAGES.notALink],
      ["https://[::1]/room", PLACE_MESSAGES.notALink],
      ["https://zoom.us:8/j/1", PLACE_MESSAGES.notALink],
      ["https://iris:secret@zoom.us/j/1", PLACE_MESSAGES.credentials],
      ["https://iris@zoom.us/j/1", PLACE_MESSAGES.credentials],
    ];
    for (const [link, message] of cases) expect(videoLinkProblem(link), link).toBe(message);
  });

  it("is trimmed, normalised and nullable in the listing's PATCH", () => {
    const parsed = listingUpdateSchema.parse({ video_url: "  https://Meet.jit.si/Room  " });
    expect(parsed.video_url).toBe("https://meet.jit.si/Room");
    expect(listingUpdateSchema.parse({ video_url: null }).video_url).toBeNull();
    const refused = listingUpdateSchema.safeParse({ video_url: "javascript:alert(1)" });
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([PLACE_MESSAGES.notHttps]);
  });
});

describe("the address", () => {
  it("is one line of at least five characters", () => {
    expect(addressProblem("12 Rua das Flores, 1200-195 Lisbon")).toBeNull();
    expect(addressProblem("Oak")).toBe(PLACE_MESSAGES.addressTooShort);
    expect(addressProblem("12 Main St\nSpringfield")).toBe(PLACE_MESSAGES.addressOneLine);
    expect(listingUpdateSchema.parse({ address: "  12 Main St  " }).address).toBe("12 Main St");
    expect(listingUpdateSchema.safeParse({ address: "x".repeat(201) }).success).toBe(false);
  });
});
