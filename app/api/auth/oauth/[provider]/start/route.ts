/** Continue with Google / Facebook: off to the provider (lib/auth/oauth/routes.ts). */
import { startRoute } from "@/lib/auth/oauth/routes";

export const GET = startRoute;
