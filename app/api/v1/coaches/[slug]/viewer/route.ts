/** The signed-in caller's own state on a coach's page, fetched by the browser after the shared HTML. */
import { handle } from "@/lib/api/route";
import { coachRoutes } from "@/lib/api/routes/coaches";
import { requireCoach } from "@/lib/catalog/require-coach";
import { coachViewerState } from "@/lib/catalog/viewer";

export const GET = handle(coachRoutes.viewer, async ({ caller: { user }, params }) => {
  const coach = await requireCoach(params.slug);
  return coachViewerState({ userId: user.id, slug: coach.slug });
});
