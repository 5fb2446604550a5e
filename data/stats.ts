import type { Stat } from "@/lib/content/types";

/** Home stats under the testimonials. */
export const STATS: readonly Stat[] = [
  { label: "Years of Experience", value: "15+" },
  { label: "Happy Customers", value: "12k" },
  { label: "Therapy Sessions", value: "48k" },
  { label: "Certifications & Awards", value: "120" },
];
