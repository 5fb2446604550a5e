/**
 * Checks that a page's Content-Security-Policy lets no script run but its own: either every
 * executable <script> carries the response's nonce (pages rendered per request), or the policy
 * lists the SHA-256 hash of every inline script (pages from the shared page cache).
 */
import { createHash } from "node:crypto";
import { expect } from "vitest";

export function directives(policy: string | null): Map<string, string[]> {
  return new Map(
    (policy ?? "")
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name as string, values]),
  );
}

type Script = { tag: string; body: string };

/** Executable scripts in the HTML (JSON-LD data blocks cannot run and need no nonce or hash). */
export function executableScripts(html: string): Script[] {
  return [...html.matchAll(/(<script\b[^>]*>)([\s\S]*?)<\/script>/g)]
    .map((m) => ({ tag: m[1] as string, body: m[2] as string }))
    .filter(({ tag }) => !/type="application\/(ld\+)?json"/.test(tag));
}

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("base64");

/** Asserts the policy runs only this page's own scripts; returns how it does: "nonce" or "hashes". */
export function expectOwnScriptsOnly(policy: string | null, html: string): "nonce" | "hashes" {
  const parsed = directives(policy);
  const scriptSrc = parsed.get("script-src") ?? [];
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(scriptSrc).not.toContain("'unsafe-eval'");
  expect(parsed.get("frame-ancestors")).toEqual(["'none'"]);
  expect(parsed.get("object-src")).toEqual(["'none'"]);
  const scripts = executableScripts(html);
  expect(scripts.length).toBeGreaterThan(0);

  const nonce = scriptSrc.find((v) => v.startsWith("'nonce-"))?.slice(7, -1);
  if (nonce) {
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    for (const { tag } of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    return "nonce";
  }
  expect(scriptSrc).not.toContain("'strict-dynamic'");
  for (const { tag, body } of scripts) {
    if (/\ssrc=/.test(tag)) continue; // files from this origin: 'self'
    expect(scriptSrc, body.slice(0, 80)).toContain(`'sha256-${sha256(body)}'`);
  }
  return "hashes";
}
