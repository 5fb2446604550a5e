/** Back from Google / Facebook: the registered redirect URI (lib/auth/oauth/routes.ts). */
import { callbackRoute } from "@/lib/auth/oauth/routes";

export const GET = callbackRoute;
