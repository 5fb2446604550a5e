/** Every route under /api/v1, by its declaration: what the document lists and proxy.ts knows. */
import type { RouteDeclaration } from "@/lib/api/contract";
import { bookingRoutes } from "./bookings";
import { coachRoutes } from "./coaches";
import { eventRoutes } from "./events";
import { itemRoutes } from "./items";
import { listingRoutes } from "./listings";
import { loginRoutes } from "./login";
import { userRoutes } from "./users";
import { utilRoutes } from "./utils";

export const API_ROUTES: readonly RouteDeclaration[] = [
  loginRoutes,
  userRoutes,
  itemRoutes,
  coachRoutes,
  bookingRoutes,
  listingRoutes,
  eventRoutes,
  utilRoutes,
].flatMap((group) => Object.values(group));
