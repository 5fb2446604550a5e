import { describe, expect, it, vi } from "vitest";

const transport = vi.hoisted(() => ({
  published: [] as [string, object][],
  deliver: undefined as ((userId: string, hint: { type: string }) => void) | undefined,
}));
vi.mock("./redis-transport", () => ({
  publishAcrossInstances: (userId: string, hint: object) => {
    transport.published.push([userId, hint]);
    return true;
  },
  receiveFromOtherInstances: (deliver: (userId: string, hint: { type: string }) => void) => {
    transport.deliver ??= deliver;
  },
}));

const { publishHint, subscribeHints } = await import("./hints");

describe("live hints", () => {
  it("reach the person's listeners here and go to the other instances, nobody else's", () => {
    const ann: object[] = [];
    const bob: object[] = [];
    const stopAnn = subscribeHints("ann", (hint) => ann.push(hint));
    const stopBob = subscribeHints("bob", (hint) => bob.push(hint));
    const hint = { type: "booking", booking_id: "b1" } as const;
    publishHint("ann", hint);
    expect(ann).toEqual([hint]);
    expect(bob).toEqual([]);
    expect(transport.published).toContainEqual(["ann", hint]);
    stopAnn();
    stopBob();
  });

  it("hand what another instance published to the listeners here", () => {
    const seen: object[] = [];
    const stop = subscribeHints("cy", (hint) => seen.push(hint));
    transport.deliver?.("cy", { type: "message", conversation_id: "c1" } as { type: string });
    expect(seen).toEqual([{ type: "message", conversation_id: "c1" }]);
    stop();
  });

  it("stop at unsubscribe, count each subscription apart, and survive a listener that throws", () => {
    const seen: string[] = [];
    const listener = () => seen.push("called");
    const first = subscribeHints("dee", listener);
    const second = subscribeHints("dee", listener);
    const broken = subscribeHints("dee", () => {
      throw new Error("a broken stream");
    });
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    publishHint("dee", { type: "conversation", conversation_id: "c2" });
    expect(seen).toEqual(["called", "called"]);
    expect(error).toHaveBeenCalledOnce();
    first();
    broken();
    publishHint("dee", { type: "conversation", conversation_id: "c2" });
    expect(seen).toHaveLength(3);
    second();
    second();
    publishHint("dee", { type: "conversation", conversation_id: "c2" });
    expect(seen).toHaveLength(3);
    error.mockRestore();
  });
});
