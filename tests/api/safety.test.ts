/**
 * Safety in conversations over HTTP: blocking (both ways, and a blocked seeker's booking
 * requests), reporting and the admins' reports, an admin reading only reported conversations,
 * the messaging limits (counted from the database with the app clock, nothing stored past them),
 * and a deactivated account's messages hidden from the other person.
 */
import { describe, expect, it } from "vitest";
import { REPORTS_PER_DAY } from "@/lib/conversations/safety-schema";
import { call, type Json, newUser, superuserToken } from "../support/api-client";
import { publishedSeer, setServerClock, withClock } from "../support/bookings";

type Message = { id: string; sender: "me" | "them" | "system"; body: string };
type Report = Json & {
  id: string;
  conversation_id: string;
  reason: string;
  resolved_at: string | null;
  reporter: { id: string | null; name: string; is_active: boolean };
  reported: { id: string | null; name: string; is_active: boolean };
  messages: { sender: string; body: string }[];
};

async function opened(body = "Hello, is a reading right for me?") {
  const seer = await publishedSeer();
  const seeker = await newUser({ firstname: "Sam", lastname: "Seeker" });
  const res = await call("POST", "/conversations/", {
    token: seeker.token,
    json: { coach_slug: seer.slug, body },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { seer, seeker, id: res.body.id as string };
}

const send = (token: string, id: string, body: string) =>
  call("POST", `/conversations/${id}/messages`, { token, json: { body } });
const lines = async (token: string, id: string) =>
  (await call("GET", `/conversations/${id}/messages`, { token })).body.data as Message[];

describe("blocking", () => {
  it("stops messages both ways with a clear 403, stores nothing, and lifts on unblock", async () => {
    const { seer, seeker, id } = await opened();
    const path = `/conversations/${id}`;
    expect((await call("GET", `${path}/block`, { token: seeker.token })).body).toEqual({
      blocked_by_me: false,
      blocked_by_them: false,
    });
    const blocked = await call("POST", `${path}/block`, { token: seer.token });
    expect(blocked.status).toBe(200);
    expect(blocked.body).toEqual({ blocked_by_me: true, blocked_by_them: false });
    // Twice is the same.
    expect((await call("POST", `${path}/block`, { token: seer.token })).body).toEqual(blocked.body);
    expect((await call("GET", `${path}/block`, { token: seeker.token })).body).toEqual({
      blocked_by_me: false,
      blocked_by_them: true,
    });

    const fromSeeker = await send(seeker.token, id, "Why?");
    expect(fromSeeker.status).toBe(403);
    expect(fromSeeker.body.detail).toBe("This person has blocked you: you cannot write to them");
    const again = await call("POST", "/conversations/", {
      token: seeker.token,
      json: { coach_slug: seer.slug, body: "Through the front door" },
    });
    expect(again.status).toBe(403);
    expect(again.body.detail).toBe("This person has blocked you: you cannot write to them");
    const fromSeer = await send(seer.token, id, "One last word");
    expect(fromSeer.status).toBe(403);
    expect(fromSeer.body.detail).toBe(
      "You have blocked this person: unblock them to write to them",
    );
    expect((await lines(seer.token, id)).map((m) => m.body)).toEqual([
      "Hello, is a reading right for me?",
    ]);

    // Only the one who blocked can lift it.
    expect((await call("POST", `${path}/unblock`, { token: seeker.token })).body).toEqual({
      blocked_by_me: false,
      blocked_by_them: true,
    });
    expect((await call("POST", `${path}/unblock`, { token: seer.token })).body).toEqual({
      blocked_by_me: false,
      blocked_by_them: false,
    });
    expect((await send(seeker.token, id, "Thank you")).status).toBe(200);
  });

  it("refuses a blocked seeker's booking requests while their existing bookings stand", () =>
    withClock(async () => {
      await setServerClock("2027-03-01T00:00:00Z");
      const { seer, seeker, id } = await opened();
      const booked = await call("POST", "/bookings/", {
        token: seeker.token,
        json: { coach_slug: seer.slug, start: "2027-03-02T09:00:00Z", hours: 1 },
      });
      expect(booked.status, JSON.stringify(booked.body)).toBe(200);
      expect((await call("POST", `/conversations/${id}/block`, { token: seer.token })).status).toBe(
        200,
      );
      const refused = await call("POST", "/bookings/", {
        token: seeker.token,
        json: { coach_slug: seer.slug, start: "2027-03-02T11:00:00Z", hours: 1 },
      });
      expect(refused.status).toBe(403);
      expect(refused.body.detail).toBe(
        "This Seer has blocked you: you cannot request a booking with them",
      );
      const mine = await call("GET", `/bookings/${booked.body.id as string}`, {
        token: seeker.token,
      });
      expect(mine.status).toBe(200);
      // The existing booking stands: the Seer can still accept it.
      const accepted = await call("POST", `/bookings/${booked.body.id as string}/accept`, {
        token: seer.token,
      });
      expect(accepted.status).toBe(200);

      // A seeker who blocked the Seer may still book (the block protects the one who set it).
      await call("POST", `/conversations/${id}/unblock`, { token: seer.token });
      await call("POST", `/conversations/${id}/block`, { token: seeker.token });
      const own = await call("POST", "/bookings/", {
        token: seeker.token,
        json: { coach_slug: seer.slug, start: "2027-03-02T11:00:00Z", hours: 1 },
      });
      expect(own.status, JSON.stringify(own.body)).toBe(200);
    }));

  it("is for the conversation's two people only, and checks its input", async () => {
    const { id } = await opened();
    const stranger = await newUser();
    const admin = await superuserToken();
    for (const action of ["block", "unblock", "report"]) {
      const path = `/conversations/${id}/${action}`;
      const json = action === "report" ? { reason: "spam" } : undefined;
      for (const token of [stranger.token, admin]) {
        const res = await call("POST", path, { token, json });
        expect(res.status).toBe(404);
        expect(res.body.detail).toBe("Conversation not found");
      }
      expect((await call("POST", path, { json })).status).toBe(401);
      const unknown = await call("POST", `/conversations/${crypto.randomUUID()}/${action}`, {
        token: stranger.token,
        json,
      });
      expect(unknown.status).toBe(404);
      const bad = await call("POST", `/conversations/not-a-uuid/${action}`, {
        token: stranger.token,
        json,
      });
      expect(bad.status).toBe(422);
    }
    expect(
      (await call("GET", `/conversations/${id}/block`, { token: stranger.token })).status,
    ).toBe(404);
  });
});

describe("reports", () => {
  it("take a reason (1 to 1,000 characters), and reach the admins with the conversation", async () => {
    const { seer, seeker, id } = await opened();
    await send(seer.token, id, "Send me your bank details");
    for (const json of [
      {},
      { reason: "" },
      { reason: "   " },
      { reason: "x".repeat(1001) },
      {
        reason: 5,
      },
    ]) {
      const res = await call("POST", `/conversations/${id}/report`, { token: seeker.token, json });
      expect(res.status, JSON.stringify(json)).toBe(422);
    }
    const reported = await call("POST", `/conversations/${id}/report`, {
      token: seeker.token,
      json: { reason: "  Asks for money  " },
    });
    expect(reported.status).toBe(201);
    expect(reported.body).toMatchObject({
      conversation_id: id,
      reason: "Asks for money",
      resolved_at: null,
    });
    const reportId = reported.body.id as string;

    // Not for anyone but superusers.
    for (const token of [seeker.token, seer.token]) {
      const res = await call("GET", "/reports/", { token });
      expect(res.status).toBe(403);
      expect(res.body.detail).toBe("The user doesn't have enough privileges");
      expect((await call("POST", `/reports/${reportId}/resolve`, { token })).status).toBe(403);
    }
    expect((await call("GET", "/reports/")).status).toBe(401);

    const admin = await superuserToken();
    const open = await call("GET", "/reports/?limit=1000", { token: admin });
    expect(open.status).toBe(200);
    const report = (open.body.data as Report[]).find((r) => r.id === reportId);
    expect(report).toMatchObject({
      conversation_id: id,
      reason: "Asks for money",
      reporter: { id: seeker.id, name: "Sam Seeker", is_active: true },
      reported: { id: seer.id, is_active: true },
      messages: [
        { sender: "seeker", body: "Hello, is a reading right for me?" },
        { sender: "seer", body: "Send me your bank details" },
      ],
    });

    // Resolving: a 404 for an unknown report, 422 for a bad id; once resolved it leaves the open list.
    expect(
      (await call("POST", `/reports/${crypto.randomUUID()}/resolve`, { token: admin })).body,
    ).toEqual({
      detail: "Report not found",
    });
    expect((await call("POST", "/reports/nope/resolve", { token: admin })).status).toBe(422);
    expect((await call("GET", "/reports/?status=closed", { token: admin })).status).toBe(422);
    const resolved = await call("POST", `/reports/${reportId}/resolve`, { token: admin });
    expect(resolved.status).toBe(200);
    expect(resolved.body.resolved_at).not.toBeNull();
    const after = await call("GET", "/reports/?limit=1000", { token: admin });
    expect((after.body.data as Report[]).map((r) => r.id)).not.toContain(reportId);
    const all = await call("GET", "/reports/?status=all&limit=1000", { token: admin });
    expect((all.body.data as Report[]).map((r) => r.id)).toContain(reportId);
  });

  it("never show an admin a conversation nobody reported", async () => {
    const { seer, id } = await opened("A private question");
    await send(seer.token, id, "A private answer");
    const admin = await superuserToken();
    const all = await call("GET", "/reports/?status=all&limit=1000", { token: admin });
    expect(all.status).toBe(200);
    expect(JSON.stringify(all.body)).not.toContain(id);
    expect(JSON.stringify(all.body)).not.toContain("A private answer");
    // Nor through the conversation's own routes.
    expect((await call("GET", `/conversations/${id}/messages`, { token: admin })).status).toBe(404);
  });
});

describe("reporting again", () => {
  it("keeps one open report per reporter and conversation: the second is a 409 naming the first", () =>
    withClock(async () => {
      await setServerClock("2027-03-01T15:00:00Z");
      const seer = await publishedSeer();
      const seeker = await newUser({ timezone: "America/New_York" });
      const opened = await call("POST", "/conversations/", {
        token: seeker.token,
        json: { coach_slug: seer.slug, body: "Hello" },
      });
      const path = `/conversations/${opened.body.id}/report`;
      // Sent twice at once: the database lets one in.
      const both = await Promise.all(
        ["Spam", "Spam"].map((reason) =>
          call("POST", path, { token: seeker.token, json: { reason } }),
        ),
      );
      expect(both.map((res) => res.status).sort()).toEqual([201, 409]);
      const again = await call("POST", path, { token: seeker.token, json: { reason: "Still" } });
      expect(again.status).toBe(409);
      expect(again.body.detail).toBe(
        "You already reported this conversation on Monday, March 1, 2027, 10:00 AM (America/New_York). The admins have that report: you can report it again once they have dealt with it.",
      );
      // The other person reports it too: theirs is their own.
      const theirs = await call("POST", path, { token: seer.token, json: { reason: "Rude" } });
      expect(theirs.status).toBe(201);

      // Once the admins dealt with it, it can be reported again.
      const admin = await superuserToken();
      const first = both.find((res) => res.status === 201)?.body.id as string;
      expect((await call("POST", `/reports/${first}/resolve`, { token: admin })).status).toBe(200);
      const later = await call("POST", path, { token: seeker.token, json: { reason: "Again" } });
      expect(later.status).toBe(201);
      const open = await call("GET", "/reports/?limit=1000", { token: admin });
      const mine = (open.body.data as Report[]).filter(
        (r) => r.conversation_id === opened.body.id && r.reporter.id === seeker.id,
      );
      expect(mine.map((r) => r.reason)).toEqual(["Again"]);
    }));

  it(`allows ${REPORTS_PER_DAY} reports a day per person, then a 429 until a day has passed`, () =>
    withClock(async () => {
      await setServerClock("2027-03-01T08:00:00Z");
      const { seeker, id } = await opened();
      const admin = await superuserToken();
      const report = () =>
        call("POST", `/conversations/${id}/report`, { token: seeker.token, json: { reason: "x" } });
      for (let n = 0; n < REPORTS_PER_DAY; n += 1) {
        const res = await report();
        expect(res.status, JSON.stringify(res.body)).toBe(201);
        await call("POST", `/reports/${res.body.id}/resolve`, { token: admin });
      }
      const over = await report();
      expect(over.status).toBe(429);
      expect(over.body.detail).toBe(
        `You can report at most ${REPORTS_PER_DAY} conversations a day. Try again tomorrow.`,
      );
      expect(over.headers.get("retry-after")).toBe("86400");
      await setServerClock("2027-03-02T08:01:00Z");
      expect((await report()).status).toBe(201);
    }));
});

describe("deactivated accounts", () => {
  it("hide their messages from the other person; the admins still read them in a report", async () => {
    const { seer, seeker, id } = await opened();
    await send(seer.token, id, "Something unpleasant");
    await call("POST", `/conversations/${id}/report`, {
      token: seeker.token,
      json: { reason: "Rude" },
    });
    const admin = await superuserToken();
    const off = await call("PATCH", `/users/${seer.id}`, {
      token: admin,
      json: { is_active: false },
    });
    expect(off.status).toBe(200);
    const seen = await lines(seeker.token, id);
    expect(seen.map((m) => [m.sender, m.body])).toEqual([
      ["me", "Hello, is a reading right for me?"],
      ["them", "This message is hidden for safety reasons"],
    ]);
    const list = await call("GET", "/conversations/", { token: seeker.token });
    expect(JSON.stringify(list.body)).not.toContain("Something unpleasant");
    const reports = await call("GET", "/reports/?limit=1000", { token: admin });
    const report = (reports.body.data as Report[]).find((r) => r.conversation_id === id);
    expect(report?.reported.is_active).toBe(false);
    expect(report?.messages.map((m) => m.body)).toContain("Something unpleasant");
  });
});

describe("limits", () => {
  it("lets a seeker send 3 messages before the Seer first answers, then a 403, nothing stored", async () => {
    const { seer, seeker, id } = await opened("One");
    expect((await send(seeker.token, id, "Two")).status).toBe(200);
    expect((await send(seeker.token, id, "Three")).status).toBe(200);
    const fourth = await send(seeker.token, id, "Four");
    expect(fourth.status).toBe(403);
    expect(fourth.body.detail).toBe(
      "You have sent 3 messages in a row: wait for the Seer to answer before writing again",
    );
    const fresh = await call("POST", "/conversations/", {
      token: seeker.token,
      json: { coach_slug: seer.slug, body: "Four, again" },
    });
    expect(fresh.status).toBe(403);
    expect((await lines(seer.token, id)).map((m) => m.body)).toEqual(["One", "Two", "Three"]);
    expect((await send(seer.token, id, "Hello")).status).toBe(200);
    // Once answered, the seeker writes as they like.
    for (const body of ["Four", "Five", "Six", "Seven"]) {
      expect((await send(seeker.token, id, body)).status).toBe(200);
    }
  });

  it("allows 20 messages a minute per person, then a 429, by the app clock", () =>
    withClock(async () => {
      const { seer, id } = await opened();
      await setServerClock("2027-06-01T10:00:00Z");
      for (let i = 1; i <= 20; i++) {
        const res = await send(seer.token, id, `Message ${i}`);
        expect(res.status, JSON.stringify(res.body)).toBe(200);
      }
      const over = await send(seer.token, id, "Message 21");
      expect(over.status).toBe(429);
      expect(over.body.detail).toBe(
        "You are sending messages too fast: at most 20 a minute. Wait a moment and try again.",
      );
      expect(over.headers.get("retry-after")).toBe("60");
      expect((await lines(seer.token, id)).map((m) => m.body)).not.toContain("Message 21");
      // The clock runs on from where it was set: well past a minute after the last of the 20.
      await setServerClock("2027-06-01T10:02:00Z");
      expect((await send(seer.token, id, "Message 21")).status).toBe(200);
    }));

  it("allows a seeker 10 new conversations a day, then a 429; writing in an old one still works", () =>
    withClock(async () => {
      const seers = await Promise.all(Array.from({ length: 11 }, () => publishedSeer()));
      await setServerClock("2027-06-02T10:00:00Z");
      const seeker = await newUser();
      const start = (slug: string, body: string) =>
        call("POST", "/conversations/", { token: seeker.token, json: { coach_slug: slug, body } });
      for (const seer of seers.slice(0, 10)) {
        expect((await start(seer.slug, "Hello")).status).toBe(200);
      }
      const eleventh = seers[10];
      if (!eleventh) throw new Error("eleven seers");
      const over = await start(eleventh.slug, "Hello");
      expect(over.status).toBe(429);
      expect(over.body.detail).toBe(
        "You can start at most 10 new conversations a day. Try again tomorrow.",
      );
      const list = await call("GET", "/conversations/", { token: seeker.token });
      expect(list.body.count).toBe(10);
      expect((await start(seers[0]?.slug ?? "", "Again")).status).toBe(200);
      // A day after the last of the ten (the clock ran on while they were written, for seconds
      // on a busy machine).
      await setServerClock("2027-06-03T10:10:00Z");
      expect((await start(eleventh.slug, "Hello")).status).toBe(200);
    }));
});
