/** Uploaded pictures (`/media/<hash>-<width>.webp`): content-addressed, so cached for good. */
import { errors } from "@/lib/api/errors";
import { apiRoute } from "@/lib/api/handler";
import { readMedia } from "@/lib/listings/photos";

type Params = { key: string };

export const GET = apiRoute<Params>(async (_req, params) => {
  const bytes = await readMedia(params.key);
  if (!bytes) throw errors.mediaNotFound();
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": "image/webp",
      "Content-Length": String(bytes.byteLength),
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
      // An image needs no scripts, styles or frames of its own, even if opened directly.
      "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'; sandbox",
    },
  });
});
