import { describe, expect, it } from "vitest";
import { inTurn } from "./turns";

describe("inTurn", () => {
  it("runs work on one key one at a time, in arrival order, whatever each outcome", async () => {
    const log: string[] = [];
    const step = (name: string, fail = false) =>
      inTurn("event:a", async () => {
        log.push(`${name} in`);
        await new Promise((r) => setTimeout(r, 5));
        log.push(`${name} out`);
        if (fail) throw new Error(name);
        return name;
      });
    const results = await Promise.allSettled([step("1"), step("2", true), step("3")]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect(log).toEqual(["1 in", "1 out", "2 in", "2 out", "3 in", "3 out"]);
  });

  it("lets work on other keys run meanwhile", async () => {
    const log: string[] = [];
    let release: () => void = () => undefined;
    const held = inTurn("event:b", () => new Promise<void>((r) => (release = r)));
    await inTurn("event:c", async () => log.push("c ran"));
    expect(log).toEqual(["c ran"]);
    release();
    await held;
  });
});
