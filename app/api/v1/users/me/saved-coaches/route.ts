/** The coaches the signed-in user saved, newest first. */
import { apiRoute } from "@/lib/api/handler";
import { requireUser } from "@/lib/auth/session";
import { listSavedCoaches } from "@/lib/users/saved-coaches";

export const GET = apiRoute(async (req) => {
  const { user } = await requireUser(req);
  const data = await listSavedCoaches(user.id);
  return { data, count: data.length };
});
