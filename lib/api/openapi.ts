/** The OpenAPI document of /api/v1, generated from the same zod schemas the handlers validate with. */
import { z } from "zod";
import {
  bookingCreateSchema,
  bookingListQuerySchema,
  bookingPublicSchema,
  bookingReasonSchema,
  bookingsPublicSchema,
  reviewReplySchema,
  slotsQuerySchema,
  slotsSchema,
} from "@/lib/bookings/schema";
import { BRAND_NAME } from "@/lib/brand";
import {
  catalogListingSchema,
  catalogListSchema,
  catalogQuerySchema,
  coachViewerSchema,
} from "@/lib/catalog/schema";
import { testEmailQuerySchema } from "@/lib/email/schema";
import {
  itemCreateSchema,
  itemPublicSchema,
  itemsPublicSchema,
  itemUpdateSchema,
} from "@/lib/items/schema";
import {
  listingPublicSchema,
  listingStatusQuery,
  listingsAdminSchema,
  listingUpdateSchema,
  photoOrderSchema,
  photoUploadSchema,
  reasonSchema,
} from "@/lib/listings/schema";
import {
  reviewInputSchema,
  reviewPublicSchema,
  reviewsPublicSchema,
  reviewUpdateSchema,
} from "@/lib/reviews/schema";
import {
  accessTokenFormSchema,
  loginSchema,
  marketplaceSignupSchema,
  newPasswordSchema,
  newsletterSchema,
  privateUserCreateSchema,
  savedCoachesSchema,
  savedCoachSchema,
  signupResponseSchema,
  templateSignupSchema,
  tokenSchema,
  updatePasswordSchema,
  userCreateSchema,
  userPublicSchema,
  usersPublicSchema,
  userUpdateMeSchema,
  userUpdateSchema,
} from "@/lib/users/schema";
import { messageSchema } from "@/lib/validation/common";
import { paginationSchema } from "@/lib/validation/pagination";

type Method = "get" | "post" | "put" | "patch" | "delete";

type Operation = {
  summary: string;
  tag: string;
  auth?: "user" | "superuser";
  body?: z.ZodType;
  form?: z.ZodType;
  /** A multipart/form-data body (file uploads). */
  multipart?: z.ZodType;
  query?: z.ZodObject;
  path?: Record<string, "uuid" | "string">;
  response: z.ZodType | "html" | "calendar" | "boolean";
  status?: number;
};

/** Every route under /api/v1. A unit test checks this table against the route files. */
export const API_ROUTES: Record<string, Partial<Record<Method, Operation>>> = {
  "/login/access-token": {
    post: {
      summary: "Log in with a form (OAuth2 password flow)",
      tag: "login",
      form: accessTokenFormSchema,
      response: tokenSchema,
    },
  },
  "/login/test-token": {
    post: {
      summary: "Test an access token",
      tag: "login",
      auth: "user",
      response: userPublicSchema,
    },
  },
  "/password-recovery/{email}": {
    post: {
      summary: "Send a password-recovery email",
      tag: "login",
      path: { email: "string" },
      response: messageSchema,
    },
  },
  "/reset-password/": {
    post: {
      summary: "Reset a password with a recovery token",
      tag: "login",
      body: newPasswordSchema,
      response: messageSchema,
    },
  },
  "/password-recovery-html-content/{email}": {
    post: {
      summary: "Preview the recovery email",
      tag: "login",
      auth: "superuser",
      path: { email: "string" },
      response: "html",
    },
  },
  "/users/": {
    get: {
      summary: "List users",
      tag: "users",
      auth: "superuser",
      query: paginationSchema,
      response: usersPublicSchema,
    },
    post: {
      summary: "Create a user",
      tag: "users",
      auth: "superuser",
      body: userCreateSchema,
      response: userPublicSchema,
    },
  },
  "/users/login": {
    post: {
      summary: "Log in with email, password and account type",
      tag: "users",
      body: loginSchema,
      response: tokenSchema,
    },
  },
  "/users/signup": {
    post: {
      summary: "Sign up (marketplace or template shape)",
      tag: "users",
      body: z.union([marketplaceSignupSchema, templateSignupSchema]),
      response: signupResponseSchema,
    },
  },
  "/users/me": {
    get: { summary: "Read your own user", tag: "users", auth: "user", response: userPublicSchema },
    patch: {
      summary: "Change your name or email",
      tag: "users",
      auth: "user",
      body: userUpdateMeSchema,
      response: userPublicSchema,
    },
    delete: {
      summary: "Delete your own account",
      tag: "users",
      auth: "user",
      response: messageSchema,
    },
  },
  "/users/me/password": {
    patch: {
      summary: "Change your password",
      tag: "users",
      auth: "user",
      body: updatePasswordSchema,
      response: messageSchema,
    },
  },
  "/users/{user_id}": {
    get: {
      summary: "Read a user",
      tag: "users",
      auth: "user",
      path: { user_id: "uuid" },
      response: userPublicSchema,
    },
    patch: {
      summary: "Change a user",
      tag: "users",
      auth: "superuser",
      path: { user_id: "uuid" },
      body: userUpdateSchema,
      response: userPublicSchema,
    },
    delete: {
      summary: "Delete a user and their items",
      tag: "users",
      auth: "superuser",
      path: { user_id: "uuid" },
      response: messageSchema,
    },
  },
  "/items/": {
    get: {
      summary: "List items",
      tag: "items",
      auth: "user",
      query: paginationSchema,
      response: itemsPublicSchema,
    },
    post: {
      summary: "Create an item",
      tag: "items",
      auth: "user",
      body: itemCreateSchema,
      response: itemPublicSchema,
    },
  },
  "/items/{id}": {
    get: {
      summary: "Read an item",
      tag: "items",
      auth: "user",
      path: { id: "uuid" },
      response: itemPublicSchema,
    },
    put: {
      summary: "Change an item",
      tag: "items",
      auth: "user",
      path: { id: "uuid" },
      body: itemUpdateSchema,
      response: itemPublicSchema,
    },
    delete: {
      summary: "Delete an item",
      tag: "items",
      auth: "user",
      path: { id: "uuid" },
      response: messageSchema,
    },
  },
  "/users/me/saved-coaches": {
    get: {
      summary: "List your saved coaches",
      tag: "coaches",
      auth: "user",
      response: savedCoachesSchema,
    },
  },
  "/users/me/saved-coaches/{slug}": {
    put: {
      summary: "Save a coach",
      tag: "coaches",
      auth: "user",
      path: { slug: "string" },
      response: savedCoachSchema,
    },
    delete: {
      summary: "Unsave a coach",
      tag: "coaches",
      auth: "user",
      path: { slug: "string" },
      response: messageSchema,
    },
  },
  "/coaches/": {
    get: {
      summary:
        "List published coaches: filter by words, category, mode, city, specialty, reading type, price (whole dollars) and time frame, with facet counts",
      tag: "coaches",
      query: catalogQuerySchema,
      response: catalogListSchema,
    },
  },
  "/coaches/{slug}": {
    get: {
      summary: "Read a published coach (an unpublished listing: its owner and superusers only)",
      tag: "coaches",
      path: { slug: "string" },
      response: catalogListingSchema,
    },
  },
  "/coaches/{slug}/viewer": {
    get: {
      summary:
        "Your own state on a coach's page: saved, whether you may review (and your review), whether you are its Seer",
      tag: "coaches",
      auth: "user",
      path: { slug: "string" },
      response: coachViewerSchema,
    },
  },
  "/coaches/{slug}/reviews": {
    get: {
      summary: "List a coach's stored reviews",
      tag: "coaches",
      path: { slug: "string" },
      response: reviewsPublicSchema,
    },
    post: {
      summary: "Review a coach (once per user)",
      tag: "coaches",
      auth: "user",
      path: { slug: "string" },
      body: reviewInputSchema,
      response: reviewPublicSchema,
    },
  },
  "/coaches/{slug}/reviews/{review_id}": {
    put: {
      summary: "Edit your review",
      tag: "coaches",
      auth: "user",
      path: { slug: "string", review_id: "uuid" },
      body: reviewUpdateSchema,
      response: reviewPublicSchema,
    },
    delete: {
      summary: "Delete your review",
      tag: "coaches",
      auth: "user",
      path: { slug: "string", review_id: "uuid" },
      response: messageSchema,
    },
  },
  "/coaches/{slug}/reviews/{review_id}/reply": {
    post: {
      summary: "Reply to a review of your listing (the Seer, once)",
      tag: "coaches",
      auth: "user",
      path: { slug: "string", review_id: "uuid" },
      body: reviewReplySchema,
      response: reviewPublicSchema,
    },
  },
  "/coaches/{slug}/slots": {
    get: {
      summary:
        "A Seer's free starts (UTC) for H-hour sessions over N days (up to 31) from a date in the Seer's zone; starts fall on the Seer's hour or half hour",
      tag: "bookings",
      path: { slug: "string" },
      query: slotsQuerySchema,
      response: slotsSchema,
    },
  },
  "/bookings/": {
    get: {
      summary: "Your bookings, as seeker or as Seer",
      tag: "bookings",
      auth: "user",
      query: bookingListQuerySchema,
      response: bookingsPublicSchema,
    },
    post: {
      summary:
        "Ask for a session (409 if the time is no longer free; the total is fixed now and paid to the Seer at the session)",
      tag: "bookings",
      auth: "user",
      body: bookingCreateSchema,
      response: bookingPublicSchema,
    },
  },
  "/bookings/{id}": {
    get: {
      summary: "One booking (its two parties and superusers)",
      tag: "bookings",
      auth: "user",
      path: { id: "uuid" },
      response: bookingPublicSchema,
    },
  },
  "/bookings/{id}/accept": {
    post: {
      summary: "Accept a request (the Seer)",
      tag: "bookings",
      auth: "user",
      path: { id: "uuid" },
      response: bookingPublicSchema,
    },
  },
  "/bookings/{id}/decline": {
    post: {
      summary: "Decline a request (the Seer), with an optional reason",
      tag: "bookings",
      auth: "user",
      path: { id: "uuid" },
      body: bookingReasonSchema,
      response: bookingPublicSchema,
    },
  },
  "/bookings/{id}/cancel": {
    post: {
      summary:
        "Cancel: the seeker a request, either side an accepted session; free up to 24 h before the start (later, the Seer may ask the seeker to pay)",
      tag: "bookings",
      auth: "user",
      path: { id: "uuid" },
      body: bookingReasonSchema,
      response: bookingPublicSchema,
    },
  },
  "/bookings/{id}/complete": {
    post: {
      summary: "Mark a session completed after its end (the Seer)",
      tag: "bookings",
      auth: "user",
      path: { id: "uuid" },
      response: bookingPublicSchema,
    },
  },
  "/bookings/{id}/calendar.ics": {
    get: {
      summary: "The booking as an iCalendar file (its two parties)",
      tag: "bookings",
      auth: "user",
      path: { id: "uuid" },
      response: "calendar",
    },
  },
  "/users/me/listing": {
    get: {
      summary: "Your listing as a Seer (started as a draft on first use; seekers get 403)",
      tag: "listings",
      auth: "user",
      response: listingPublicSchema,
    },
    patch: {
      summary: "Change any of your listing's fields (unknown fields are refused)",
      tag: "listings",
      auth: "user",
      body: listingUpdateSchema,
      response: listingPublicSchema,
    },
  },
  "/users/me/listing/photos": {
    post: {
      summary:
        "Add a photo: JPEG, PNG or WebP by its bytes, up to 8 MB (413), at most 8 per listing (409); other files get 415, damaged or oversized-in-pixels ones 422",
      tag: "listings",
      auth: "user",
      multipart: photoUploadSchema,
      response: listingPublicSchema,
    },
    put: {
      summary: "Put your photos in a new order (ids: each of the listing's photos once)",
      tag: "listings",
      auth: "user",
      body: photoOrderSchema,
      response: listingPublicSchema,
    },
  },
  "/users/me/listing/photos/{photo_id}": {
    delete: {
      summary: "Delete one of your photos",
      tag: "listings",
      auth: "user",
      path: { photo_id: "uuid" },
      response: listingPublicSchema,
    },
  },
  "/users/me/listing/submit": {
    post: {
      summary:
        "Submit your listing for review (409 from a state that cannot; 422 lists what is missing)",
      tag: "listings",
      auth: "user",
      response: listingPublicSchema,
    },
  },
  "/users/me/listing/pause": {
    post: {
      summary: "Take your published listing off Discover",
      tag: "listings",
      auth: "user",
      response: listingPublicSchema,
    },
  },
  "/users/me/listing/resume": {
    post: {
      summary: "Put your paused listing back on Discover",
      tag: "listings",
      auth: "user",
      response: listingPublicSchema,
    },
  },
  "/listings/": {
    get: {
      summary: "List every listing, optionally in one state, with its owner's email",
      tag: "listings",
      auth: "superuser",
      query: listingStatusQuery,
      response: listingsAdminSchema,
    },
  },
  "/listings/{slug}/approve": {
    post: {
      summary: "Publish a pending listing (emails its Seer)",
      tag: "listings",
      auth: "superuser",
      path: { slug: "string" },
      response: listingPublicSchema,
    },
  },
  "/listings/{slug}/reject": {
    post: {
      summary: "Turn a pending listing down with a reason (emails its Seer)",
      tag: "listings",
      auth: "superuser",
      path: { slug: "string" },
      body: reasonSchema,
      response: listingPublicSchema,
    },
  },
  "/listings/{slug}/unpublish": {
    post: {
      summary: "Take a published or paused listing down with a reason (emails its Seer)",
      tag: "listings",
      auth: "superuser",
      path: { slug: "string" },
      body: reasonSchema,
      response: listingPublicSchema,
    },
  },
  "/newsletter": {
    post: {
      summary: "Subscribe to the newsletter",
      tag: "newsletter",
      body: newsletterSchema,
      response: messageSchema,
    },
  },
  "/private/users/": {
    post: {
      summary: "Create a user without signing in (ENVIRONMENT=local only)",
      tag: "private",
      body: privateUserCreateSchema,
      response: userPublicSchema,
    },
  },
  "/utils/test-email/": {
    post: {
      summary: "Send a test email",
      tag: "utils",
      auth: "superuser",
      query: testEmailQuerySchema,
      response: messageSchema,
      status: 201,
    },
  },
  "/utils/health-check/": {
    get: { summary: "Health check", tag: "utils", response: "boolean" },
  },
};

const jsonSchema = (schema: z.ZodType, io: "input" | "output") =>
  z.toJSONSchema(schema, { io, unrepresentable: "any" });

const errorBody = {
  "application/json": {
    schema: {
      type: "object",
      properties: {
        detail: { oneOf: [{ type: "string" }, { type: "array", items: { type: "object" } }] },
      },
    },
  },
};

function operation(op: Operation) {
  const parameters: unknown[] = [];
  for (const [name, kind] of Object.entries(op.path ?? {})) {
    parameters.push({
      name,
      in: "path",
      required: true,
      schema: { type: "string", ...(kind === "uuid" ? { format: "uuid" } : {}) },
    });
  }
  for (const [name, field] of Object.entries(op.query?.shape ?? {})) {
    parameters.push({
      name,
      in: "query",
      required: !(field as z.ZodType).safeParse(undefined).success,
      schema: jsonSchema(field as z.ZodType, "input"),
    });
  }
  const responseContent =
    op.response === "html"
      ? { "text/html": { schema: { type: "string" } } }
      : op.response === "calendar"
        ? { "text/calendar": { schema: { type: "string" } } }
        : {
            "application/json": {
              schema:
                op.response === "boolean" ? { type: "boolean" } : jsonSchema(op.response, "output"),
            },
          };
  return {
    summary: op.summary,
    tags: [op.tag],
    ...(op.auth ? { security: [{ OAuth2PasswordBearer: [] }, { cookieAuth: [] }] } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(op.body
      ? {
          requestBody: {
            required: true,
            content: { "application/json": { schema: jsonSchema(op.body, "input") } },
          },
        }
      : {}),
    ...(op.form
      ? {
          requestBody: {
            required: true,
            content: {
              "application/x-www-form-urlencoded": { schema: jsonSchema(op.form, "input") },
            },
          },
        }
      : {}),
    ...(op.multipart
      ? {
          requestBody: {
            required: true,
            content: { "multipart/form-data": { schema: jsonSchema(op.multipart, "input") } },
          },
        }
      : {}),
    responses: {
      [String(op.status ?? 200)]: { description: "Successful Response", content: responseContent },
      "422": { description: "Validation Error", content: errorBody },
      ...(op.auth ? { "401": { description: "Not authenticated", content: errorBody } } : {}),
      ...(op.auth === "superuser"
        ? { "403": { description: "Not enough privileges", content: errorBody } }
        : {}),
    },
  };
}

export function openApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [path, methods] of Object.entries(API_ROUTES)) {
    paths[`/api/v1${path}`] = Object.fromEntries(
      Object.entries(methods).map(([method, op]) => [method, operation(op)]),
    );
  }
  return {
    openapi: "3.1.0",
    info: { title: `${BRAND_NAME} API`, version: "1.0.0" },
    paths,
    components: {
      securitySchemes: {
        OAuth2PasswordBearer: {
          type: "oauth2",
          flows: { password: { scopes: {}, tokenUrl: "/api/v1/login/access-token" } },
        },
        cookieAuth: { type: "apiKey", in: "cookie", name: "access_token" },
      },
    },
  };
}
