/**
 * A Seer's own listing (draft, photos, submission, pause) and the superusers' review of listings.
 * Every route here answers the whole listing, its private place (video link, address) included:
 * each is for the listing's owner or a superuser only.
 */
import { declareRoute } from "@/lib/api/contract";
import {
  listingStatusQuery,
  listingsAdminSchema,
  listingUpdateSchema,
  ownListingSchema,
  photoOrderSchema,
  photoUploadSchema,
  reasonSchema,
} from "@/lib/listings/schema";
import { photoIdParams, slugParams } from "./params";

/** Submit, pause and resume: the Seer moves their own listing from one state to the next. */
function ownListingStep(step: "submit" | "pause" | "resume", summary: string) {
  return declareRoute({
    method: "POST",
    path: `/users/me/listing/${step}`,
    name: `${step}_listing`,
    summary,
    tag: "listings",
    auth: "seer",
    response: ownListingSchema,
    errors: [409, 422],
  });
}

/** Reject and unpublish: a superuser turns someone's listing down, saying why. */
function turnDown(action: "reject" | "unpublish", summary: string) {
  return declareRoute({
    method: "POST",
    path: `/listings/{slug}/${action}`,
    name: `${action}_listing`,
    summary,
    tag: "listings",
    auth: "superuser",
    params: slugParams,
    body: { json: reasonSchema },
    response: ownListingSchema,
    errors: [404, 409],
  });
}

export const listingRoutes = {
  readOwn: declareRoute({
    method: "GET",
    path: "/users/me/listing",
    name: "read_listing",
    summary: "Your listing as a Seer (started as a draft on first use; seekers get 403)",
    tag: "listings",
    auth: "seer",
    response: ownListingSchema,
  }),
  updateOwn: declareRoute({
    method: "PATCH",
    path: "/users/me/listing",
    name: "update_listing",
    summary:
      "Change any of your listing's fields (unknown fields are refused). video_url: the https link of your own meeting room; address: where you meet seekers. Both are private: shown only to seekers whose booking you accepted, and a change sends them an updated invitation, at most 3 times in 24 hours while sessions ahead are held there (429 with Retry-After, the detail saying when)",
    tag: "listings",
    auth: "seer",
    body: { json: listingUpdateSchema },
    response: ownListingSchema,
    errors: [409, 429],
  }),
  addPhoto: declareRoute({
    method: "POST",
    path: "/users/me/listing/photos",
    name: "add_listing_photo",
    summary:
      "Add a photo: JPEG, PNG or WebP by its bytes, up to 8 MB (413), at most 8 per listing (409); other files get 415, damaged or oversized-in-pixels ones 422",
    tag: "listings",
    auth: "seer",
    body: { multipart: photoUploadSchema },
    response: ownListingSchema,
    errors: [409, 422],
  }),
  reorderPhotos: declareRoute({
    method: "PUT",
    path: "/users/me/listing/photos",
    name: "reorder_listing_photos",
    summary: "Put your photos in a new order (ids: each of the listing's photos once)",
    tag: "listings",
    auth: "seer",
    body: { json: photoOrderSchema },
    response: ownListingSchema,
  }),
  deletePhoto: declareRoute({
    method: "DELETE",
    path: "/users/me/listing/photos/{photo_id}",
    name: "delete_listing_photo",
    summary: "Delete one of your photos",
    tag: "listings",
    auth: "seer",
    params: photoIdParams,
    response: ownListingSchema,
    errors: [404],
  }),
  submit: ownListingStep(
    "submit",
    "Submit your listing for review (409 from a state that cannot; 422 lists what is missing)",
  ),
  pause: ownListingStep("pause", "Take your published listing off Discover"),
  resume: ownListingStep("resume", "Put your paused listing back on Discover"),
  list: declareRoute({
    method: "GET",
    path: "/listings/",
    name: "read_listings",
    summary: "List every listing, optionally in one state, with its owner's email",
    tag: "listings",
    auth: "superuser",
    query: listingStatusQuery,
    response: listingsAdminSchema,
  }),
  approve: declareRoute({
    method: "POST",
    path: "/listings/{slug}/approve",
    name: "approve_listing",
    summary: "Publish a pending listing (emails its Seer)",
    tag: "listings",
    auth: "superuser",
    params: slugParams,
    response: ownListingSchema,
    errors: [404, 409],
  }),
  reject: turnDown("reject", "Turn a pending listing down with a reason (emails its Seer)"),
  unpublish: turnDown(
    "unpublish",
    "Take a published or paused listing down with a reason (emails its Seer)",
  ),
};
