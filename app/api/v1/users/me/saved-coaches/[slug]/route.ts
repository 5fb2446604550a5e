/** Save (PUT, idempotent) or unsave (DELETE) one coach for the signed-in user. */
import { handle } from "@/lib/api/route";
import { coachRoutes } from "@/lib/api/routes/coaches";
import { requireCoach } from "@/lib/catalog/require-coach";
import { saveCoach, unsaveCoach } from "@/lib/users/saved-coaches";

export const PUT = handle(coachRoutes.save, async ({ caller: { user }, params }) => {
  const coach = await requireCoach(params.slug);
  return saveCoach(user.id, coach.slug);
});

export const DELETE = handle(coachRoutes.unsave, async ({ caller: { user }, params }) => {
  const coach = await requireCoach(params.slug);
  await unsaveCoach(user.id, coach.slug);
  return { message: "Coach removed from your saved coaches" };
});
