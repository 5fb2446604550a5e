/** Path parameters shared by several routes: ids are UUIDs (422 otherwise, as FastAPI), slugs are a coach's. */
import { z } from "zod";
import { coachSlugParam } from "@/lib/catalog/schema";
import { uuidParam } from "@/lib/validation/common";

export const idParams = z.object({ id: uuidParam });
export const userIdParams = z.object({ user_id: uuidParam });
export const photoIdParams = z.object({ photo_id: uuidParam });
export const slugParams = z.object({ slug: coachSlugParam });
export const reviewParams = z.object({ slug: coachSlugParam, review_id: uuidParam });
/** Next hands the segment over already decoded: decoding it again would misread a "%". */
export const emailParams = z.object({ email: z.string() });
