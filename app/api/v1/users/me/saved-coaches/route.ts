/** The coaches the signed-in user saved, newest first. */
import { handle } from "@/lib/api/route";
import { coachRoutes } from "@/lib/api/routes/coaches";
import { listSavedCoaches } from "@/lib/users/saved-coaches";

export const GET = handle(coachRoutes.savedList, async ({ caller: { user } }) => {
  const data = await listSavedCoaches(user.id);
  return { data, count: data.length };
});
