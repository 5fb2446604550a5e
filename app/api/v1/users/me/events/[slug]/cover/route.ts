/** An event's own cover: upload one (the listing photos' pipeline, multipart `file` + `alt`) or go back to the default. */
import { handle } from "@/lib/api/route";
import { groupEventRoutes } from "@/lib/api/routes/group-events";
import { parseOrThrow } from "@/lib/api/validation";
import { removeEventCover, setEventCover } from "@/lib/events/cover";
import { readOwnEvent } from "@/lib/events/manage";
import { coverAltSchema } from "@/lib/events/schema";
import { encodeUpload, formText, photoFile, readPhotoForm } from "@/lib/listings/photo-upload";

export const PUT = handle(groupEventRoutes.setCover, async ({ req, caller: { user }, params }) => {
  // Not your event: 404 before reading (or encoding) a byte of the upload.
  await readOwnEvent(user.id, params.slug);
  const form = await readPhotoForm(req);
  const { alt } = parseOrThrow(coverAltSchema, { alt: formText(form, "alt") }, "body");
  const photo = await encodeUpload(photoFile(form));
  return setEventCover(user.id, params.slug, photo, alt);
});

export const DELETE = handle(groupEventRoutes.removeCover, async ({ caller: { user }, params }) =>
  removeEventCover(user.id, params.slug),
);
