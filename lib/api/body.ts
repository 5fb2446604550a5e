/** Reads request bodies with a size cap and strict decoding, so bad input is a 4xx and never a 500. */
import "server-only";
import { z } from "zod";
import { getConfig } from "@/lib/config";
import { errors } from "./errors";
import { parseOrThrow } from "./validation";

async function readBytes(req: Request, max = getConfig().MAX_BODY_BYTES): Promise<Uint8Array> {
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (declared > max) throw errors.tooLarge();
  if (!req.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = req.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => undefined);
      throw errors.tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

function decodeUtf8(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw errors.invalidJson(["body"], "Invalid UTF-8");
  }
}

function mediaType(req: Request): string {
  return (req.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
}

/** A JSON body checked against its schema; a missing content type is read as JSON, as FastAPI does. */
export async function readJson<S extends z.ZodType>(
  req: Request,
  schema: S,
  maxBytes?: number,
): Promise<z.output<S>> {
  const type = mediaType(req);
  if (type && type !== "application/json" && !type.endsWith("+json")) {
    throw errors.unsupportedMediaType("application/json");
  }
  const max = Math.min(maxBytes ?? Number.POSITIVE_INFINITY, getConfig().MAX_BODY_BYTES);
  const text = decodeUtf8(await readBytes(req, max));
  let value: unknown;
  if (text.trim() === "") {
    value = undefined;
  } else {
    try {
      value = JSON.parse(text);
    } catch (error) {
      const reason = error instanceof Error ? error.message.slice(0, 200) : "Invalid JSON";
      throw errors.invalidJson(["body", 0], reason);
    }
  }
  return parseOrThrow(schema, value, "body");
}

/** A raw JSON value (for payloads whose shape decides the schema), size- and UTF-8-checked. */
export async function readJsonValue(req: Request): Promise<unknown> {
  return readJson(req, z.unknown());
}

/** An OAuth2 password form: urlencoded or multipart, like FastAPI's `OAuth2PasswordRequestForm`. */
export async function readForm<S extends z.ZodType>(req: Request, schema: S): Promise<z.output<S>> {
  const type = mediaType(req);
  const bytes = await readBytes(req);
  let fields: Record<string, string> = {};
  if (type === "application/x-www-form-urlencoded" || type === "") {
    fields = Object.fromEntries(new URLSearchParams(decodeUtf8(bytes)));
  } else if (type === "multipart/form-data") {
    try {
      const form = await new Response(Buffer.from(bytes), { headers: req.headers }).formData();
      for (const [key, value] of form) if (typeof value === "string") fields[key] = value;
    } catch {
      throw errors.unparsableBody();
    }
  } else {
    throw errors.unsupportedMediaType("application/x-www-form-urlencoded");
  }
  return parseOrThrow(schema, fields, "body");
}

/**
 * A multipart/form-data body of at most `maxBytes` (413 past it, from the declared length or
 * while reading). Keep `maxBytes` under the proxy's buffer (proxyClientMaxBodySize, 10 MB by
 * default): past that Next hands the route a cut-off body, which this cap then refuses.
 */
export async function readMultipart(req: Request, maxBytes: number): Promise<FormData> {
  if (mediaType(req) !== "multipart/form-data") {
    throw errors.unsupportedMediaType("multipart/form-data");
  }
  const bytes = await readBytes(req, maxBytes);
  try {
    return await new Response(Buffer.from(bytes), { headers: req.headers }).formData();
  } catch {
    throw errors.unparsableBody();
  }
}
