import { describe, expect, it } from "vitest";
import { EVENT_MESSAGES, type EventFields, eventProblems, storedPlace } from "./rules";

const NOW = new Date("2027-03-01T12:00:00Z");
const ONLINE: EventFields = {
  starts_at: "2027-03-05T18:00:00Z",
  ends_at: "2027-03-05T19:30:00Z",
  mode: "online",
  video_url: "https://meet.jit.si/circle",
  address: null,
  city: null,
  capacity: 12,
  price_cents: 0,
  rsvp_deadline: null,
};
const fields = (problems: { field: string }[]) => problems.map((p) => p.field);

describe("an event's rules", () => {
  it("takes a whole, future, free online event", () => {
    expect(eventProblems(ONLINE, { now: NOW, paidAllowed: false })).toEqual([]);
  });

  it("names every broken rule at once, by field", () => {
    const problems = eventProblems(
      {
        ...ONLINE,
        starts_at: "2027-02-28T18:00:00Z",
        ends_at: "2027-02-28T17:00:00Z",
        video_url: null,
        price_cents: 1500,
        rsvp_deadline: "2027-03-01T00:00:00Z",
      },
      { now: NOW, paidAllowed: false },
    );
    expect(fields(problems)).toEqual([
      "starts_at",
      "ends_at",
      "video_url",
      "rsvp_deadline",
      "price_cents",
    ]);
    expect(problems[2]?.msg).toBe(EVENT_MESSAGES.videoUrlNeeded);
  });

  it("asks an in-person event for its address and city, and a long one to end within 7 days", () => {
    const problems = eventProblems(
      { ...ONLINE, mode: "in_person", video_url: null, ends_at: "2027-03-13T18:00:00Z" },
      { now: NOW, paidAllowed: false },
    );
    expect(fields(problems)).toEqual(["ends_at", "address", "city"]);
  });

  it("keeps the RSVP deadline before the start and the capacity above the seats taken", () => {
    const problems = eventProblems(
      { ...ONLINE, rsvp_deadline: "2027-03-06T00:00:00Z", capacity: 4 },
      { now: NOW, seated: 5, paidAllowed: true },
    );
    expect(fields(problems)).toEqual(["rsvp_deadline", "capacity"]);
    expect(problems[1]?.msg).toBe(EVENT_MESSAGES.capacityBelowSeated(5));
  });

  it("stores only the place its mode uses, the link normalised", () => {
    expect(
      storedPlace({ ...ONLINE, video_url: "HTTPS://Meet.JIT.si/circle", address: "x" }),
    ).toEqual({ video_url: "https://meet.jit.si/circle", address: null });
    expect(
      storedPlace({
        ...ONLINE,
        mode: "in_person",
        video_url: "https://a.b/c",
        address: "1 Elm St",
      }),
    ).toEqual({ video_url: null, address: "1 Elm St" });
  });
});
