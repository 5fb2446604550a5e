/** The signed-in caller's own state on a coach's page, fetched by the browser after the shared HTML. */
import { apiRoute } from "@/lib/api/handler";
import { requireUser } from "@/lib/auth/session";
import { requireCoach } from "@/lib/catalog/require-coach";
import { coachViewerState } from "@/lib/catalog/viewer";

type Params = { slug: string };

export const GET = apiRoute<Params>(async (req, params) => {
  const { user } = await requireUser(req);
  const coach = await requireCoach(params.slug);
  return coachViewerState({ userId: user.id, slug: coach.slug });
});
