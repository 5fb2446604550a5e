/**
 * A message is plain text; only its web addresses become links (http and https, nothing else:
 * a "javascript:" text stays text). Pure, so the thread renders the parts with React and never
 * as HTML.
 */
export type TextPart =
  | { kind: "text"; text: string }
  | { kind: "link"; text: string; href: string };

const ADDRESS = /\bhttps?:\/\/[^\s<>"'`]+/gi;
/** Punctuation that ends a sentence rather than an address ("see https://a.b/c."). */
const TRAILING = /[.,;:!?'"*_]+$/;

/** Drops what follows the address: sentence punctuation, and a closing bracket it did not open. */
function trimAddress(candidate: string): string {
  let address = candidate;
  for (;;) {
    const before = address;
    address = address.replace(TRAILING, "");
    for (const [open, close] of [
      ["(", ")"],
      ["[", "]"],
      ["{", "}"],
    ] as const) {
      const opened = address.split(open).length;
      const closed = address.split(close).length;
      if (address.endsWith(close) && closed > opened) address = address.slice(0, -1);
    }
    if (address === before) return address;
  }
}

function safeHref(address: string): string | null {
  try {
    const url = new URL(address);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}

export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let from = 0;
  for (const match of text.matchAll(ADDRESS)) {
    const address = trimAddress(match[0]);
    const href = safeHref(address);
    if (!href) continue;
    const at = match.index;
    if (at > from) parts.push({ kind: "text", text: text.slice(from, at) });
    parts.push({ kind: "link", text: address, href });
    from = at + address.length;
  }
  if (from < text.length) parts.push({ kind: "text", text: text.slice(from) });
  return parts;
}
