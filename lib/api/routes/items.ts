/** The template's items: each user's own, every item for a superuser. */
import { declareRoute } from "@/lib/api/contract";
import {
  itemCreateSchema,
  itemPublicSchema,
  itemsPublicSchema,
  itemUpdateSchema,
} from "@/lib/items/schema";
import { messageSchema } from "@/lib/validation/common";
import { paginationSchema } from "@/lib/validation/pagination";
import { idParams } from "./params";

export const itemRoutes = {
  list: declareRoute({
    method: "GET",
    path: "/items/",
    name: "read_items",
    summary: "List items",
    tag: "items",
    auth: "user",
    query: paginationSchema,
    response: itemsPublicSchema,
  }),
  create: declareRoute({
    method: "POST",
    path: "/items/",
    name: "create_item",
    summary: "Create an item",
    tag: "items",
    auth: "user",
    body: { json: itemCreateSchema },
    response: itemPublicSchema,
  }),
  read: declareRoute({
    method: "GET",
    path: "/items/{id}",
    name: "read_item",
    summary: "Read an item",
    tag: "items",
    auth: "user",
    params: idParams,
    response: itemPublicSchema,
    errors: [404],
  }),
  update: declareRoute({
    method: "PUT",
    path: "/items/{id}",
    name: "update_item",
    summary: "Change an item",
    tag: "items",
    auth: "user",
    params: idParams,
    body: { json: itemUpdateSchema },
    response: itemPublicSchema,
    errors: [404],
  }),
  delete: declareRoute({
    method: "DELETE",
    path: "/items/{id}",
    name: "delete_item",
    summary: "Delete an item",
    tag: "items",
    auth: "user",
    params: idParams,
    response: messageSchema,
    errors: [404],
  }),
};
