/** Blog posts, read through here rather than from data/. */
import { POSTS } from "@/data/posts";

export function listPosts() {
  return POSTS;
}

export function getPost(slug: string) {
  return POSTS.find((p) => p.slug === slug);
}
