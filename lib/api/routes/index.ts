/** Every route under /api/v1, by its declaration: what the document lists and proxy.ts knows. */
import type { RouteDeclaration } from "@/lib/api/contract";
import { bookingRoutes } from "./bookings";
import { calendarFeedRoutes } from "./calendar-feed";
import { calendarRoutes } from "./calendars";
import { closingRoutes } from "./closing";
import { coachRoutes } from "./coaches";
import { conversationRoutes } from "./conversations";
import { eventRoutes } from "./events";
import { groupEventRoutes } from "./group-events";
import { identityRoutes } from "./identities";
import { itemRoutes } from "./items";
import { listingRoutes } from "./listings";
import { loginRoutes } from "./login";
import { noShowRoutes } from "./no-shows";
import { notificationRoutes } from "./notifications";
import { paymentRoutes } from "./payments";
import { pushRoutes } from "./push";
import { readingRoutes } from "./readings";
import { roomRoutes } from "./rooms";
import { safetyRoutes } from "./safety";
import { userRoutes } from "./users";
import { utilRoutes } from "./utils";

export const API_ROUTES: readonly RouteDeclaration[] = [
  loginRoutes,
  userRoutes,
  identityRoutes,
  notificationRoutes,
  closingRoutes,
  itemRoutes,
  coachRoutes,
  bookingRoutes,
  paymentRoutes,
  roomRoutes,
  conversationRoutes,
  safetyRoutes,
  listingRoutes,
  eventRoutes,
  groupEventRoutes,
  utilRoutes,
  noShowRoutes,
  readingRoutes,
  calendarRoutes,
  calendarFeedRoutes,
  pushRoutes,
].flatMap((group) => Object.values(group));
