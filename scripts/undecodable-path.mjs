// Paths whose percent-encoding does not decode to UTF-8 (`/users/%ED%A0%80`, a lone `%`). Next's
// router throws on them while matching a dynamic route, before proxy.ts or any handler runs, and
// answers a bare text/plain 500. Such requests are settled here instead: an API route answers 422
// in FastAPI's shape naming the path parameter, and a page is routed with the segment decoded
// leniently (bad bytes become U+FFFD, as Starlette and browsers do) so that it reaches the 404 page.
import { readFileSync } from "node:fs";
import path from "node:path";

const decodes = (segment) => {
  try {
    decodeURIComponent(segment);
    return true;
  } catch {
    return false;
  }
};

/** `%xx` escapes become bytes, everything else stays as it came; the bytes are read as UTF-8. */
function lenientSegment(segment) {
  const bytes = [];
  for (let i = 0; i < segment.length; ) {
    const hex = segment.slice(i + 1, i + 3);
    if (segment[i] === "%" && /^[0-9a-f]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 3;
    } else {
      bytes.push(...Buffer.from(segment[i], "latin1"));
      i += 1;
    }
  }
  return encodeURIComponent(new TextDecoder().decode(Uint8Array.from(bytes)));
}

/** Reads the build's route and header tables once; returns a guard for each request. */
export function undecodablePathGuard(distDir) {
  const manifest = JSON.parse(readFileSync(path.join(distDir, "routes-manifest.json"), "utf8"));
  const dynamicRoutes = manifest.dynamicRoutes.map((route) => ({
    regex: new RegExp(route.regex),
    segments: route.page.split("/"),
  }));

  /** next.config.ts's headers for this path (the security headers, the API's own policy). */
  function configHeaders(pathname, req) {
    const headers = {};
    for (const rule of manifest.headers) {
      if (!new RegExp(rule.regex).test(pathname)) continue;
      const applies = (rule.has ?? []).every(
        (c) => c.type === "header" && new RegExp(`^(?:${c.value})$`).test(req.headers[c.key] ?? ""),
      );
      if (applies) for (const { key, value } of rule.headers) headers[key] = value;
    }
    return headers;
  }

  function refuse(res, pathname, req, detail) {
    const body = JSON.stringify({ detail });
    res.writeHead(422, {
      ...configHeaders(pathname, req),
      "Content-Type": "application/json",
      "Content-Length": Buffer.byteLength(body),
      "Cache-Control": "no-store",
    });
    res.end(body);
  }

  /** True when the request was answered here; otherwise Next handles it (perhaps with a new url). */
  return function settleUndecodablePath(req, res) {
    const url = req.url ?? "";
    if (!url.startsWith("/") || !url.includes("%")) return false;
    const queryAt = url.indexOf("?");
    const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
    const segments = pathname.split("/");
    const bad = segments.flatMap((segment, i) => (decodes(segment) ? [] : [i]));
    if (bad.length === 0) return false;

    const route = pathname.startsWith("/api/")
      ? dynamicRoutes.find((r) => r.regex.test(pathname))
      : undefined;
    const params = route && bad.map((i) => route.segments[i]?.match(/^\[(\w+)\]$/)?.[1]);
    if (params?.every(Boolean)) {
      refuse(
        res,
        pathname,
        req,
        bad.map((i, n) => ({
          type: "string_unicode",
          loc: ["path", params[n]],
          msg: "Input should be a valid string, unable to parse raw data as a unicode string",
          input: segments[i],
        })),
      );
      return true;
    }
    const fixed = segments.map((s, i) => (bad.includes(i) ? lenientSegment(s) : s)).join("/");
    req.url = queryAt === -1 ? fixed : `${fixed}${url.slice(queryAt)}`;
    return false;
  };
}
