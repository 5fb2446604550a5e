/** Save (PUT, idempotent) or unsave (DELETE) one coach for the signed-in user. */
import { apiRoute } from "@/lib/api/handler";
import { requireUser } from "@/lib/auth/session";
import { requireCoach } from "@/lib/catalog/require-coach";
import { saveCoach, unsaveCoach } from "@/lib/users/saved-coaches";

type Params = { slug: string };

export const PUT = apiRoute<Params>(async (req, params) => {
  const { user } = await requireUser(req);
  const coach = await requireCoach(params.slug);
  return saveCoach(user.id, coach.slug);
});

export const DELETE = apiRoute<Params>(async (req, params) => {
  const { user } = await requireUser(req);
  const coach = await requireCoach(params.slug);
  await unsaveCoach(user.id, coach.slug);
  return { message: "Coach removed from your saved coaches" };
});
