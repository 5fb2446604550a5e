import { describe, expect, it } from "vitest";
import { splitLinks } from "./links";

describe("splitLinks", () => {
  it("leaves text without addresses whole", () => {
    expect(splitLinks("Hello there")).toEqual([{ kind: "text", text: "Hello there" }]);
    expect(splitLinks("")).toEqual([]);
  });

  it("makes http and https addresses links, and keeps the text around them", () => {
    expect(splitLinks("See https://example.com/a?b=1 and http://x.org today")).toEqual([
      { kind: "text", text: "See " },
      { kind: "link", text: "https://example.com/a?b=1", href: "https://example.com/a?b=1" },
      { kind: "text", text: " and " },
      { kind: "link", text: "http://x.org", href: "http://x.org/" },
      { kind: "text", text: " today" },
    ]);
  });

  it("leaves sentence punctuation and unopened brackets out of the address", () => {
    expect(splitLinks("Go to https://example.com/path.")).toEqual([
      { kind: "text", text: "Go to " },
      { kind: "link", text: "https://example.com/path", href: "https://example.com/path" },
      { kind: "text", text: "." },
    ]);
    expect(splitLinks("(https://example.com/x), then")[1]).toMatchObject({
      text: "https://example.com/x",
    });
    expect(splitLinks("https://en.wikipedia.org/wiki/Tarot_(game)!")[0]).toMatchObject({
      text: "https://en.wikipedia.org/wiki/Tarot_(game)",
    });
  });

  it("never makes a link of other schemes or of markup", () => {
    for (const text of [
      "javascript:alert(1)",
      "data:text/html,<b>x</b>",
      "<a href='https://evil.example'>x</a>",
      "ftp://files.example.com",
      "xhttps://example.com",
    ]) {
      const links = splitLinks(text).filter((part) => part.kind === "link");
      for (const link of links) expect(link.href).toMatch(/^https?:\/\//);
      if (!text.includes("https://evil")) expect(links).toEqual([]);
    }
    // An address inside markup is an address; the markup around it stays text.
    expect(splitLinks("<a href='https://evil.example'>x</a>").map((p) => p.kind)).toEqual([
      "text",
      "link",
      "text",
    ]);
  });
});
