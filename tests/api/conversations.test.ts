/**
 * Conversations over HTTP: a seeker writes to a published Seer (one conversation per pair, also
 * when opened twice at once), both answer, unread counts and reading, paging back with `before`,
 * a booking's events as system lines, and privacy: nobody but the two people (a superuser
 * included) reads a conversation, lists it or counts it, and no public page holds its words.
 */
import { describe, expect, it } from "vitest";
import { baseUrl, call, type Json, newUser, superuserToken } from "../support/api-client";
import { publishedSeer, setServerClock, withClock, writeServerRows } from "../support/bookings";
import { seerWithCompleteListing } from "../support/listings";

type Message = {
  id: string;
  sender: "me" | "them" | "system";
  body: string;
  booking_id: string | null;
  event: (Json & { kind: string }) | null;
};
type Conversation = Json & {
  id: string;
  other: { name: string; coach_slug: string | null };
  last_message: Message | null;
  unread_count: number;
};

async function write(token: string, slug: string, body: string) {
  return call("POST", "/conversations/", { token, json: { coach_slug: slug, body } });
}

async function opened() {
  const seer = await publishedSeer();
  const seeker = await newUser({ firstname: "Sam", lastname: "Seeker" });
  const res = await write(seeker.token, seer.slug, "Hello, is a reading right for me?");
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { seer, seeker, conversation: res.body as Conversation };
}

const messagesOf = async (token: string, id: string, query = "") =>
  call("GET", `/conversations/${id}/messages${query}`, { token });
const unread = async (token: string) =>
  (await call("GET", "/users/me/unread", { token })).body.count;

describe("opening a conversation", () => {
  it("opens one per seeker and Seer, sends the first message, and reuses it after", async () => {
    const { seer, seeker, conversation } = await opened();
    expect(conversation).toMatchObject({
      other: { coach_slug: seer.slug },
      last_message: { sender: "me", body: "Hello, is a reading right for me?", booking_id: null },
      unread_count: 0,
    });
    const again = await write(seeker.token, seer.slug, "  And a second question.  ");
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(conversation.id);
    expect((again.body as Conversation).last_message?.body).toBe("And a second question.");

    // The Seer sees it, from the seeker's name, with two unread messages.
    const list = await call("GET", "/conversations/", { token: seer.token });
    expect(list.status).toBe(200);
    expect(list.body.count).toBe(1);
    expect((list.body.data as Conversation[])[0]).toMatchObject({
      id: conversation.id,
      other: { name: "Sam Seeker", coach_slug: null },
      last_message: { sender: "them", body: "And a second question." },
      unread_count: 2,
    });
    expect(await unread(seer.token)).toBe(2);
    expect(await unread(seeker.token)).toBe(0);
  });

  it("refuses bad bodies (422), unknown or unpublished coaches (404), sample coaches (409), oneself (403)", async () => {
    const seer = await publishedSeer();
    const seeker = await newUser();
    expect((await call("POST", "/conversations/", { json: {} })).status).toBe(401);
    for (const [body, msg] of [
      ["", "String should have at least 1 character"],
      ["   \n  ", "String should have at least 1 character"],
      ["x".repeat(2001), "String should have at most 2000 characters"],
    ] as const) {
      const res = await write(seeker.token, seer.slug, body);
      expect(res.status).toBe(422);
      expect((res.body.detail as { loc: string[]; msg: string }[])[0]).toMatchObject({
        loc: ["body", "body"],
        msg,
      });
    }
    expect((await write(seeker.token, seer.slug, "x".repeat(2000))).status).toBe(200);
    const noSlug = await call("POST", "/conversations/", {
      token: seeker.token,
      json: { body: "Hi" },
    });
    expect(noSlug.status).toBe(422);
    expect((await write(seeker.token, "Bad Slug", "Hi")).status).toBe(422);
    const unknown = await write(seeker.token, "nobody-here", "Hi");
    expect(unknown.status).toBe(404);
    expect(unknown.body.detail).toBe("Coach not found");
    const draft = await seerWithCompleteListing();
    expect((await write(seeker.token, draft.listing.slug, "Hi")).status).toBe(404);
    const sample = await write(seeker.token, "amara-okafor", "Hi");
    expect(sample.status).toBe(409);
    expect(sample.body.detail).toBe("This Seer does not take messages on the site yet");
    const self = await write(seer.token, seer.slug, "Hi me");
    expect(self.status).toBe(403);
    expect(self.body.detail).toBe("You cannot message yourself");
    expect(await unread(seer.token)).toBe(1);
  });

  it("makes one conversation of ten simultaneous first messages to one Seer (three stored: the Seer has not answered)", async () => {
    const seer = await publishedSeer();
    const seeker = await newUser();
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => write(seeker.token, seer.slug, `Message ${i}`)),
    );
    // A seeker writes at most 3 messages before the Seer first answers (the rest: 403, not stored).
    const ok = results.filter((r) => r.status === 200);
    expect(ok).toHaveLength(3);
    for (const refused of results.filter((r) => r.status !== 200)) {
      expect(refused.status).toBe(403);
      expect(refused.body.detail).toBe(
        "You have sent 3 messages in a row: wait for the Seer to answer before writing again",
      );
    }
    expect(new Set(ok.map((r) => r.body.id)).size).toBe(1);
    const list = await call("GET", "/conversations/", { token: seer.token });
    expect(list.body.count).toBe(1);
    const page = await messagesOf(seer.token, ok[0]?.body.id as string);
    expect(page.body.data as Message[]).toHaveLength(3);
    expect(await unread(seer.token)).toBe(3);
  });
});

describe("writing and reading", () => {
  it("lets both people write, each seeing 'me' and 'them', and counts what is unread until read", async () => {
    const { seer, seeker, conversation } = await opened();
    const path = `/conversations/${conversation.id}`;
    const reply = await call("POST", `${path}/messages`, {
      token: seer.token,
      json: { body: "Welcome! See https://example.com/about." },
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      sender: "me",
      body: "Welcome! See https://example.com/about.",
    });
    // Writing is reading: the Seer's own reply marks what came before as read.
    expect(await unread(seer.token)).toBe(0);
    expect(await unread(seeker.token)).toBe(1);

    const seen = await messagesOf(seeker.token, conversation.id);
    expect(seen.status).toBe(200);
    expect((seen.body.data as Message[]).map((m) => [m.sender, m.body])).toEqual([
      ["me", "Hello, is a reading right for me?"],
      ["them", "Welcome! See https://example.com/about."],
    ]);
    expect(seen.body.has_more).toBe(false);
    // Reading the lines does not mark them read; opening the conversation does.
    expect(await unread(seeker.token)).toBe(1);
    const read = await call("POST", `${path}/read`, { token: seeker.token });
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ count: 0 });
    expect(await unread(seeker.token)).toBe(0);
    const list = await call("GET", "/conversations/", { token: seeker.token });
    expect((list.body.data as Conversation[])[0]?.unread_count).toBe(0);

    for (const [body, msg] of [
      ["", "String should have at least 1 character"],
      [" ", "String should have at least 1 character"],
      ["y".repeat(2001), "String should have at most 2000 characters"],
    ] as const) {
      const res = await call("POST", `${path}/messages`, { token: seeker.token, json: { body } });
      expect(res.status).toBe(422);
      expect((res.body.detail as { msg: string }[])[0]?.msg).toBe(msg);
    }
    expect((await call("POST", `${path}/messages`, { token: seeker.token, json: {} })).status).toBe(
      422,
    );
    expect(
      (await call("POST", `${path}/messages`, { token: seeker.token, json: { body: 5 } })).status,
    ).toBe(422);
    expect(
      (
        await call("POST", "/conversations/not-a-uuid/messages", {
          token: seeker.token,
          json: { body: "x" },
        })
      ).status,
    ).toBe(422);
  });

  it("lists conversations by newest activity, with the other person and the last line", () =>
    withClock(async () => {
      await setServerClock("2027-05-01T10:00:00Z");
      const seeker = await newUser();
      const first = await publishedSeer();
      const second = await publishedSeer();
      const a = await write(seeker.token, first.slug, "To the first");
      await setServerClock("2027-05-01T10:01:00Z");
      const b = await write(seeker.token, second.slug, "To the second");
      const ids = async () =>
        (
          (await call("GET", "/conversations/", { token: seeker.token })).body
            .data as Conversation[]
        ).map((c) => c.id);
      expect(await ids()).toEqual([b.body.id, a.body.id]);
      await setServerClock("2027-05-01T10:02:00Z");
      await call("POST", `/conversations/${a.body.id}/messages`, {
        token: first.token,
        json: { body: "An answer" },
      });
      expect(await ids()).toEqual([a.body.id, b.body.id]);
      const paged = await call("GET", "/conversations/?skip=1&limit=1", { token: seeker.token });
      expect(paged.body.count).toBe(2);
      expect((paged.body.data as Conversation[]).map((c) => c.id)).toEqual([b.body.id]);
      const top = (await call("GET", "/conversations/?limit=1", { token: seeker.token })).body
        .data as Conversation[];
      expect(top[0]).toMatchObject({
        other: { coach_slug: first.slug },
        last_message: { sender: "them", body: "An answer" },
        unread_count: 1,
      });
      // The server's clock runs on from where it was set.
      expect(String(top[0]?.updated_at)).toMatch(/^2027-05-01T10:02:0/);
      expect((await call("GET", "/conversations/?limit=0", { token: seeker.token })).status).toBe(
        422,
      );
      expect((await call("GET", "/conversations/?skip=-1", { token: seeker.token })).status).toBe(
        422,
      );
      expect((await call("GET", "/conversations/")).status).toBe(401);
    }));

  it("pages back in time with `before`, oldest first on each page", async () => {
    const { seer, seeker, conversation } = await opened();
    const path = `/conversations/${conversation.id}/messages`;
    for (let i = 1; i <= 34; i++) {
      const who = i % 2 ? seer : seeker;
      const res = await call("POST", path, { token: who.token, json: { body: `Line ${i}` } });
      expect(res.status).toBe(200);
    }
    // 35 lines: the opening one and Line 1..34. The newest 30 first.
    const newest = await messagesOf(seeker.token, conversation.id);
    const page1 = newest.body.data as Message[];
    expect(page1).toHaveLength(30);
    expect(page1[0]?.body).toBe("Line 5");
    expect(page1[29]?.body).toBe("Line 34");
    expect(newest.body.has_more).toBe(true);
    const older = await messagesOf(seeker.token, conversation.id, `?before=${page1[0]?.id}`);
    expect((older.body.data as Message[]).map((m) => m.body)).toEqual([
      "Hello, is a reading right for me?",
      "Line 1",
      "Line 2",
      "Line 3",
      "Line 4",
    ]);
    expect(older.body.has_more).toBe(false);
    const small = await messagesOf(
      seeker.token,
      conversation.id,
      `?limit=2&before=${page1[1]?.id}`,
    );
    expect((small.body.data as Message[]).map((m) => m.body)).toEqual(["Line 4", "Line 5"]);
    expect(small.body.has_more).toBe(true);

    const unknown = await messagesOf(
      seeker.token,
      conversation.id,
      `?before=${crypto.randomUUID()}`,
    );
    expect(unknown.status).toBe(422);
    expect((unknown.body.detail as { loc: string[]; msg: string }[])[0]).toMatchObject({
      loc: ["query", "before"],
      msg: "No message with this id in this conversation",
    });
    // A message of another conversation is no cursor here either.
    const elsewhere = await opened();
    const theirs = (await messagesOf(elsewhere.seeker.token, elsewhere.conversation.id)).body
      .data as Message[];
    expect(
      (await messagesOf(seeker.token, conversation.id, `?before=${theirs[0]?.id}`)).status,
    ).toBe(422);
    for (const query of ["?before=nope", "?limit=0", "?limit=abc"]) {
      expect((await messagesOf(seeker.token, conversation.id, query)).status, query).toBe(422);
    }
    // Past the most a page holds, the limit is clamped.
    const big = await messagesOf(seeker.token, conversation.id, "?limit=5000");
    expect((big.body.data as Message[]).length).toBe(35);
  });
});

describe("privacy", () => {
  it("hides a conversation from a third person and from a superuser without a report", async () => {
    const { seer, seeker, conversation } = await opened();
    const stranger = await newUser();
    const admin = await superuserToken();
    const path = `/conversations/${conversation.id}`;
    for (const token of [stranger.token, admin]) {
      const read = await messagesOf(token, conversation.id);
      expect(read.status).toBe(404);
      expect(read.body.detail).toBe("Conversation not found");
      const sent = await call("POST", `${path}/messages`, { token, json: { body: "Let me in" } });
      expect(sent.status).toBe(404);
      expect((await call("POST", `${path}/read`, { token })).status).toBe(404);
      const list = await call("GET", "/conversations/", { token });
      expect((list.body.data as Conversation[]).map((c) => c.id)).not.toContain(conversation.id);
    }
    expect(await unread(stranger.token)).toBe(0);
    // Nothing the stranger tried reached the two people.
    const lines = (await messagesOf(seer.token, conversation.id)).body.data as Message[];
    expect(lines.map((m) => m.body)).toEqual(["Hello, is a reading right for me?"]);
    expect((await messagesOf(seeker.token, `${crypto.randomUUID()}`)).status).toBe(404);
    expect((await call("GET", `${path}/messages`)).status).toBe(401);
    expect((await call("GET", "/users/me/unread")).status).toBe(401);

    // The coach's public page and the catalogue hold nothing of it.
    const page = await fetch(`${baseUrl()}/profile/${seer.slug}`);
    expect(await page.text()).not.toContain("is a reading right for me");
    const coach = await call("GET", `/coaches/${seer.slug}`);
    expect(JSON.stringify(coach.body)).not.toContain("is a reading right for me");
  });

  it("keeps the conversation for the Seer as 'Former member' when the seeker's account is deleted", async () => {
    const { seer, seeker, conversation } = await opened();
    expect((await call("DELETE", "/users/me", { token: seeker.token })).status).toBe(200);
    const list = await call("GET", "/conversations/", { token: seer.token });
    expect((list.body.data as Conversation[])[0]).toMatchObject({
      id: conversation.id,
      other: { name: "Former member", coach_slug: null },
      last_message: { sender: "them" },
    });
    const sent = await call("POST", `/conversations/${conversation.id}/messages`, {
      token: seer.token,
      json: { body: "Are you there?" },
    });
    expect(sent.status).toBe(409);
    expect(sent.body.detail).toBe("This person's account is closed: they cannot receive messages");
  });
});

describe("a booking's events", () => {
  it("appear in the two people's conversation as system lines, in order, unread by nobody", () =>
    withClock(async () => {
      await setServerClock("2027-03-01T00:00:00Z");
      const seer = await publishedSeer();
      const seeker = await newUser({
        firstname: "Sam",
        lastname: "Seeker",
        timezone: "America/New_York",
      });
      const booked = await call("POST", "/bookings/", {
        token: seeker.token,
        json: { coach_slug: seer.slug, start: "2027-03-02T09:00:00Z", hours: 1, note: "My career" },
      });
      expect(booked.status).toBe(200);
      const id = booked.body.id as string;
      const list = await call("GET", "/conversations/", { token: seer.token });
      const conversation = (list.body.data as Conversation[])[0] as Conversation;
      expect(conversation.last_message).toMatchObject({ sender: "system", booking_id: id });
      expect(conversation.unread_count).toBe(0);

      await call("POST", `/bookings/${id}/accept`, { token: seer.token });
      // A second request, cancelled by the seeker with a reason; then the first completes.
      const second = await call("POST", "/bookings/", {
        token: seeker.token,
        json: { coach_slug: seer.slug, start: "2027-03-02T13:00:00Z", hours: 1 },
      });
      await call("POST", `/bookings/${second.body.id}/cancel`, {
        token: seeker.token,
        json: { reason: "Plans changed" },
      });
      await setServerClock("2027-03-02T10:30:00Z");
      await call("POST", `/bookings/${id}/complete`, { token: seer.token });

      // Each reads the times in their own zone: the seeker New York's, the Seer their listing's.
      const lines = (await messagesOf(seeker.token, conversation.id)).body.data as Message[];
      expect(lines.map((m) => m.sender)).toEqual(Array(5).fill("system"));
      const first = "Tuesday, March 2, 2027, 4:00 AM – 5:00 AM (America/New_York)";
      const later = "Tuesday, March 2, 2027, 8:00 AM – 9:00 AM (America/New_York)";
      expect(lines.map((m) => m.body)).toEqual([
        `Sam Seeker asked for a 1-hour session on ${first}: “My career”`,
        expect.stringMatching(
          / accepted the 1-hour session on Tuesday, March 2, 2027, 4:00 AM – 5:00 AM \(America\/New_York\)\.$/,
        ),
        `Sam Seeker asked for a 1-hour session on ${later}.`,
        `Sam Seeker cancelled the 1-hour session on ${later}: “Plans changed”`,
        `The 1-hour session on ${first} is completed.`,
      ]);
      const seerLines = (await messagesOf(seer.token, conversation.id)).body.data as Message[];
      expect(seerLines[0]?.body).toBe(
        "Sam Seeker asked for a 1-hour session on Tuesday, March 2, 2027, 10:00 AM – 11:00 AM (Europe/Paris): “My career”",
      );
      // The event itself, the same for both: kind, times in UTC, who, their words.
      expect(lines.map((m) => m.event?.kind)).toEqual([
        "requested",
        "accepted",
        "requested",
        "cancelled",
        "completed",
      ]);
      expect(seerLines[3]?.event).toEqual({
        kind: "cancelled",
        start: "2027-03-02T13:00:00.000Z",
        end: "2027-03-02T14:00:00.000Z",
        hours: 1,
        by: "Sam Seeker",
        words: "Plans changed",
      });
      expect(lines.map((m) => m.booking_id)).toEqual([id, id, second.body.id, second.body.id, id]);
      expect(await unread(seeker.token)).toBe(0);
      expect(await unread(seer.token)).toBe(0);
      // The booking's two people share one conversation with what they write.
      const res = await write(seeker.token, seer.slug, "Thank you!");
      expect(res.body.id).toBe(conversation.id);
      expect(res.body.event ?? null).toBeNull();
    }));

  it("follow the reader's zone when it changes; a line kept before events shows as written", () =>
    withClock(async () => {
      await setServerClock("2027-03-01T00:00:00Z");
      const seer = await publishedSeer();
      const seeker = await newUser({ firstname: "Sam", lastname: "Seeker" });
      const booked = await call("POST", "/bookings/", {
        token: seeker.token,
        json: { coach_slug: seer.slug, start: "2027-03-02T09:00:00Z", hours: 1 },
      });
      expect(booked.status).toBe(200);
      const id = booked.body.id as string;
      const conversation = (
        (await call("GET", "/conversations/", { token: seeker.token })).body.data as Conversation[]
      )[0] as Conversation;
      const bodyFor = async (token: string) =>
        ((await messagesOf(token, conversation.id)).body.data as Message[])[0]?.body;
      // No zone yet: UTC, said so.
      expect(await bodyFor(seeker.token)).toBe(
        "Sam Seeker asked for a 1-hour session on Tuesday, March 2, 2027, 9:00 AM – 10:00 AM (UTC).",
      );
      const moved = await call("PATCH", "/users/me", {
        token: seeker.token,
        json: { timezone: "Asia/Tokyo" },
      });
      expect(moved.status).toBe(200);
      expect(await bodyFor(seeker.token)).toBe(
        "Sam Seeker asked for a 1-hour session on Tuesday, March 2, 2027, 6:00 PM – 7:00 PM (Asia/Tokyo).",
      );
      // The list's last line too.
      const listed = await call("GET", "/conversations/", { token: seeker.token });
      expect((listed.body.data as Conversation[])[0]?.last_message?.body).toBe(
        "Sam Seeker asked for a 1-hour session on Tuesday, March 2, 2027, 6:00 PM – 7:00 PM (Asia/Tokyo).",
      );

      const legacy =
        "Sam Seeker asked for a 1-hour session on Tue 2 Mar 2027, 10:00–11:00 (Europe/Paris).";
      await writeServerRows("update message set event = null, body = ? where booking_id = ?", [
        legacy,
        id,
      ]);
      for (const token of [seeker.token, seer.token]) {
        const [line] = (await messagesOf(token, conversation.id)).body.data as Message[];
        expect(line).toMatchObject({ sender: "system", body: legacy, event: null, booking_id: id });
      }
    }));

  it("writes a request that expires and a session that completes by time as lines too", () =>
    withClock(async () => {
      await setServerClock("2027-03-01T00:00:00Z");
      const seer = await publishedSeer();
      const seeker = await newUser();
      const first = await call("POST", "/bookings/", {
        token: seeker.token,
        json: { coach_slug: seer.slug, start: "2027-03-02T09:00:00Z", hours: 1 },
      });
      const second = await call("POST", "/bookings/", {
        token: seeker.token,
        json: { coach_slug: seer.slug, start: "2027-03-02T13:00:00Z", hours: 1 },
      });
      await call("POST", `/bookings/${first.body.id}/accept`, { token: seer.token });
      // The unanswered one expires an hour before its start; the accepted one completes a day after its end.
      await setServerClock("2027-03-03T12:00:00Z");
      expect((await call("GET", "/bookings/?as=seeker", { token: seeker.token })).status).toBe(200);
      const list = await call("GET", "/conversations/", { token: seeker.token });
      const conversation = (list.body.data as Conversation[])[0] as Conversation;
      const lines = (await messagesOf(seeker.token, conversation.id)).body.data as Message[];
      const bodies = lines.map((m) => m.body);
      expect(bodies).toContain(
        "The request for a 1-hour session on Tuesday, March 2, 2027, 1:00 PM – 2:00 PM (UTC) expired without an answer.",
      );
      expect(bodies).toContain(
        "The 1-hour session on Tuesday, March 2, 2027, 9:00 AM – 10:00 AM (UTC) is completed.",
      );
      expect(lines.find((m) => m.body.endsWith("expired without an answer."))?.booking_id).toBe(
        second.body.id,
      );
    }));
});
