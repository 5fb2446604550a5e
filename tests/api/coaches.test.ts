import { describe, expect, it } from "vitest";
import { call, newUser, superuserToken, uniqueEmail } from "../support/api-client";
import { completedSessionWith } from "../support/bookings";

const SAMPLE = "amara-okafor";

describe("saved coaches", () => {
  it("saves, lists newest first, saves idempotently and unsaves", async () => {
    const { token } = await newUser();
    expect((await call("GET", "/users/me/saved-coaches", { token })).body).toEqual({
      data: [],
      count: 0,
    });

    const first = await call("PUT", `/users/me/saved-coaches/${SAMPLE}`, { token });
    expect(first.status).toBe(200);
    expect(first.body.coach_slug).toBe(SAMPLE);
    const again = await call("PUT", `/users/me/saved-coaches/${SAMPLE}`, { token });
    expect(again.body.created_at).toBe(first.body.created_at);

    const list = await call("GET", "/users/me/saved-coaches", { token });
    expect(list.body.count).toBe(1);

    const removed = await call("DELETE", `/users/me/saved-coaches/${SAMPLE}`, { token });
    expect(removed.status).toBe(200);
    expect((await call("GET", "/users/me/saved-coaches", { token })).body.count).toBe(0);
  });

  it("keeps each user's saves to themselves", async () => {
    const a = await newUser();
    const b = await newUser();
    await call("PUT", `/users/me/saved-coaches/${SAMPLE}`, { token: a.token });
    expect((await call("GET", "/users/me/saved-coaches", { token: b.token })).body.count).toBe(0);
  });

  it("answers 404 for an unknown coach, 422 for a malformed slug and 401 without a session", async () => {
    const { token } = await newUser();
    const unknown = await call("PUT", "/users/me/saved-coaches/no-such-coach", { token });
    expect(unknown.status).toBe(404);
    expect(unknown.body.detail).toBe("Coach not found");
    expect((await call("PUT", "/users/me/saved-coaches/Bad%20Slug!", { token })).status).toBe(422);
    expect((await call("PUT", `/users/me/saved-coaches/${SAMPLE}`)).status).toBe(401);
  });
});

// A review needs a completed session with the Seer (issue 12): each test books one first.
describe("coach reviews", () => {
  it("lets a signed-in user write one review, edit it, and anyone read it", async () => {
    const author = await newUser({ firstname: "Rae", lastname: "Moon" });
    const { slug } = await completedSessionWith(author);
    const created = await call("POST", `/coaches/${slug}/reviews`, {
      token: author.token,
      json: { rating: 4, title: "Grounded", body: "Clear and kind." },
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ rating: 4, author: "Rae Moon", coach_slug: slug });

    const second = await call("POST", `/coaches/${slug}/reviews`, {
      token: author.token,
      json: { rating: 5, body: "Again" },
    });
    expect(second.status).toBe(409);
    expect(second.body.detail).toBe(
      "You have already reviewed this coach. Edit your review instead.",
    );

    const edited = await call("PUT", `/coaches/${slug}/reviews/${created.body.id}`, {
      token: author.token,
      json: { rating: 5 },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ rating: 5, body: "Clear and kind." });

    const list = await call("GET", `/coaches/${slug}/reviews`);
    expect(list.status).toBe(200);
    expect((list.body.data as { id: string }[]).some((r) => r.id === created.body.id)).toBe(true);
  });

  it("refuses a review without rating or text, and edits by anyone but the author", async () => {
    const author = await newUser();
    const other = await newUser();
    const { slug } = await completedSessionWith(author);
    const invalid = await call("POST", `/coaches/${slug}/reviews`, {
      token: author.token,
      json: { body: "" },
    });
    expect(invalid.status).toBe(422);
    const locs = (invalid.body.detail as { loc: string[] }[]).map((d) => d.loc.join("."));
    expect(locs).toEqual(expect.arrayContaining(["body.rating", "body.body"]));

    const created = await call("POST", `/coaches/${slug}/reviews`, {
      token: author.token,
      json: { rating: 3, body: "Fine" },
    });
    const foreign = await call("PUT", `/coaches/${slug}/reviews/${created.body.id}`, {
      token: other.token,
      json: { rating: 1 },
    });
    expect(foreign.status).toBe(403);
    expect(foreign.body.detail).toBe("Not enough permissions");

    const admin = await superuserToken();
    expect(
      (await call("DELETE", `/coaches/${slug}/reviews/${created.body.id}`, { token: admin }))
        .status,
    ).toBe(200);
    const gone = await call("DELETE", `/coaches/${slug}/reviews/${created.body.id}`, {
      token: author.token,
    });
    expect(gone.status).toBe(404);
    expect(gone.body.detail).toBe("Review not found");
  });

  it('keeps a review when its author closes their account, by "Former member"', async () => {
    const user = await newUser();
    const { slug } = await completedSessionWith(user);
    const created = await call("POST", `/coaches/${slug}/reviews`, {
      token: user.token,
      json: { rating: 5, body: "Bye" },
    });
    expect((await call("DELETE", "/users/me", { token: user.token })).status).toBe(200);
    const list = await call("GET", `/coaches/${slug}/reviews`);
    const kept = (list.body.data as { id: string }[]).find((r) => r.id === created.body.id);
    expect(kept).toMatchObject({ author: "Former member", author_id: null, body: "Bye" });
  });

  it("answers 404 for reviews of an unknown coach", async () => {
    const res = await call("GET", "/coaches/nobody-here/reviews");
    expect(res.status).toBe(404);
    expect(res.body.detail).toBe("Coach not found");
  });
});

describe("newsletter", () => {
  it("thanks a new and a repeated address alike, and refuses a bad one", async () => {
    const email = uniqueEmail("news");
    const first = await call("POST", "/newsletter", { json: { email } });
    expect(first.status).toBe(200);
    expect(first.body.message).toMatch(/Thank you for subscribing/);
    const again = await call("POST", "/newsletter", { json: { email: email.toUpperCase() } });
    expect(again.status).toBe(200);
    const bad = await call("POST", "/newsletter", { json: { email: "not-an-email" } });
    expect(bad.status).toBe(422);
    expect((bad.body.detail as { loc: string[] }[])[0]?.loc).toEqual(["body", "email"]);
  });
});
