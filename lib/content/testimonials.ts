/** The home page's testimonials and stats, read through here rather than from data/. */
import { STATS } from "@/data/stats";
import { TESTIMONIALS } from "@/data/testimonials";

export function listTestimonials() {
  return TESTIMONIALS;
}

export function listStats() {
  return STATS;
}
