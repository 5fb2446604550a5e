/** Items: owners see and change their own, superusers see all, pages are newest first. */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { api, call, newUser, superuserToken } from "../support/api-client";

type Item = { id: string; title: string; description: string | null; owner_id: string };
type ItemList = { data: Item[]; count: number };

async function createItem(token: string, json: object = { title: "An item" }): Promise<Item> {
  const res = await call("POST", "/items/", { token, json });
  if (res.status !== 200)
    throw new Error(`create item failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as unknown as Item;
}

async function listItems(token: string, query = ""): Promise<ItemList> {
  const res = await call("GET", `/items/${query}`, { token });
  expect(res.status).toBe(200);
  return res.body as unknown as ItemList;
}

/** A user with three items made one after another, oldest first. */
async function userWithThreeItems() {
  const user = await newUser();
  const items: Item[] = [];
  for (const title of ["first", "second", "third"])
    items.push(await createItem(user.token, { title }));
  return { user, items };
}

describe("POST /items/", () => {
  it("creates an item owned by the caller", async () => {
    const user = await newUser();
    const res = await call("POST", "/items/", {
      token: user.token,
      json: { title: "Crystal ball", description: "Slightly used" },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      title: "Crystal ball",
      description: "Slightly used",
      owner_id: user.id,
    });
    expect(Object.keys(res.body).sort()).toEqual([
      "created_at",
      "description",
      "id",
      "owner_id",
      "title",
    ]);
  });

  it("stores an empty description as an empty string and a missing one as null", async () => {
    const user = await newUser();
    expect((await createItem(user.token, { title: "t", description: "" })).description).toBe("");
    expect((await createItem(user.token, { title: "t" })).description).toBeNull();
  });

  it.each([
    ["a missing title", {}, "missing", ["body", "title"]],
    ["an empty title", { title: "" }, "string_too_short", ["body", "title"]],
    [
      "a title over 255 characters",
      { title: "t".repeat(256) },
      "string_too_long",
      ["body", "title"],
    ],
    [
      "a description over 255 characters",
      { title: "t", description: "d".repeat(256) },
      "string_too_long",
      ["body", "description"],
    ],
  ])("refuses %s with 422", async (_name, json, type, loc) => {
    const user = await newUser();
    const res = await call("POST", "/items/", { token: user.token, json });
    expect(res.status).toBe(422);
    expect(res.body.detail).toContainEqual(expect.objectContaining({ type, loc }));
  });

  it("accepts a title of exactly 255 characters", async () => {
    const user = await newUser();
    expect((await createItem(user.token, { title: "t".repeat(255) })).title).toHaveLength(255);
  });
});

describe("GET /items/", () => {
  it("shows a regular user only their own items, newest first", async () => {
    const { user, items } = await userWithThreeItems();
    const other = await newUser();
    await createItem(other.token, { title: "not yours" });
    const list = await listItems(user.token);
    expect(list.count).toBe(3);
    expect(list.data.map((i) => i.id)).toEqual(items.map((i) => i.id).reverse());
  });

  it("shows a superuser everyone's items, newest first", async () => {
    const [a, b] = await Promise.all([newUser(), newUser()]);
    const first = await createItem(a.token, { title: "from a" });
    const second = await createItem(b.token, { title: "from b" });
    const list = await listItems(await superuserToken(), "?limit=1000");
    const ours = list.data.map((i) => i.id).filter((id) => id === first.id || id === second.id);
    expect(ours).toEqual([second.id, first.id]);
    expect(list.count).toBeGreaterThanOrEqual(2);
  });

  it("pages with skip and limit while count stays the total", async () => {
    const { user, items } = await userWithThreeItems();
    const page = await listItems(user.token, "?skip=1&limit=1");
    expect(page.count).toBe(3);
    expect(page.data.map((i) => i.title)).toEqual([items[1]?.title]);
    expect((await listItems(user.token, "?skip=3")).data).toEqual([]);
  });

  it("answers on both /items/ and /items without redirecting", async () => {
    const user = await newUser();
    for (const path of ["/items/", "/items"]) {
      const res = await fetch(api(path), {
        headers: { Authorization: `Bearer ${user.token}` },
        redirect: "manual",
      });
      expect(res.status).toBe(200);
    }
    const created = await fetch(api("/items"), {
      method: "POST",
      headers: { Authorization: `Bearer ${user.token}`, "Content-Type": "application/json" },
      body: JSON.stringify({ title: "no slash" }),
      redirect: "manual",
    });
    expect(created.status).toBe(200);
  });
});

describe("pagination parameters", () => {
  it.each([
    ["skip=-1", "greater_than_equal", ["query", "skip"]],
    ["limit=0", "greater_than_equal", ["query", "limit"]],
    ["limit=abc", "int_parsing", ["query", "limit"]],
  ])("refuses %s with 422", async (query, type, loc) => {
    const user = await newUser();
    const res = await call("GET", `/items/?${query}`, { token: user.token });
    expect(res.status).toBe(422);
    expect(res.body.detail).toContainEqual(expect.objectContaining({ type, loc }));
  });

  it("clamps a huge limit instead of refusing it", async () => {
    const { user } = await userWithThreeItems();
    const list = await listItems(user.token, "?limit=5000");
    expect(list.data).toHaveLength(3);
  });
});

describe("GET /items/{id}", () => {
  it("lets the owner and a superuser read it, and refuses anyone else", async () => {
    const [owner, stranger] = await Promise.all([newUser(), newUser()]);
    const item = await createItem(owner.token, { title: "private" });
    expect((await call("GET", `/items/${item.id}`, { token: owner.token })).body).toEqual(item);
    expect(
      (await call("GET", `/items/${item.id}`, { token: await superuserToken() })).body,
    ).toEqual(item);
    const res = await call("GET", `/items/${item.id}`, { token: stranger.token });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ detail: "Not enough permissions" });
  });

  it("answers 404 for an unknown id and 422 for a non-UUID", async () => {
    const user = await newUser();
    const missing = await call("GET", `/items/${randomUUID()}`, { token: user.token });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ detail: "Item not found" });
    expect((await call("GET", "/items/42", { token: user.token })).status).toBe(422);
  });
});

describe("PUT /items/{id}", () => {
  it("changes only the fields sent", async () => {
    const user = await newUser();
    const item = await createItem(user.token, { title: "Keep me", description: "old" });
    const res = await call("PUT", `/items/${item.id}`, {
      token: user.token,
      json: { description: "new" },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...item, description: "new" });
    const read = await call("GET", `/items/${item.id}`, { token: user.token });
    expect(read.body).toMatchObject({ title: "Keep me", description: "new" });
  });

  it("refuses another user's item, an unknown id and an empty title", async () => {
    const [owner, stranger] = await Promise.all([newUser(), newUser()]);
    const item = await createItem(owner.token);
    const foreign = await call("PUT", `/items/${item.id}`, {
      token: stranger.token,
      json: { title: "mine" },
    });
    expect(foreign.status).toBe(403);
    expect(foreign.body).toEqual({ detail: "Not enough permissions" });
    const missing = await call("PUT", `/items/${randomUUID()}`, {
      token: owner.token,
      json: { title: "x" },
    });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ detail: "Item not found" });
    const empty = await call("PUT", `/items/${item.id}`, {
      token: owner.token,
      json: { title: "" },
    });
    expect(empty.status).toBe(422);
  });

  it("lets a superuser change anyone's item", async () => {
    const owner = await newUser();
    const item = await createItem(owner.token);
    const res = await call("PUT", `/items/${item.id}`, {
      token: await superuserToken(),
      json: { title: "moderated" },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ title: "moderated", owner_id: owner.id });
  });
});

describe("DELETE /items/{id}", () => {
  it("deletes the owner's item, which is then gone", async () => {
    const user = await newUser();
    const item = await createItem(user.token);
    const res = await call("DELETE", `/items/${item.id}`, { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: "Item deleted successfully" });
    expect((await call("GET", `/items/${item.id}`, { token: user.token })).status).toBe(404);
  });

  it("refuses another user's item and answers 404 for an unknown id", async () => {
    const [owner, stranger] = await Promise.all([newUser(), newUser()]);
    const item = await createItem(owner.token);
    const foreign = await call("DELETE", `/items/${item.id}`, { token: stranger.token });
    expect(foreign.status).toBe(403);
    expect(foreign.body).toEqual({ detail: "Not enough permissions" });
    expect((await call("GET", `/items/${item.id}`, { token: owner.token })).status).toBe(200);
    const missing = await call("DELETE", `/items/${randomUUID()}`, { token: owner.token });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ detail: "Item not found" });
  });
});
