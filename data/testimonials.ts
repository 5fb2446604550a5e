import type { Testimonial } from "@/lib/content/types";

/** Home "Client Testimonials": three quotes, one per dot. */
export const TESTIMONIALS: readonly Testimonial[] = [
  {
    author: "Samira Nasser",
    role: "Seeker in Oakland, client since 2024",
    avatar: "/images/people/samira-nasser.svg",
    rating: 5,
    quote:
      "I was wary of anything that promised answers. What I found was a reader who listened first and never told me what to do. Two sessions later I had made a decision I'd been putting off for a year, and I felt at peace with it.",
  },
  {
    author: "Jonah Reyes",
    role: "Seeker in Los Angeles, client since 2025",
    avatar: "/images/people/jonah-reyes.svg",
    rating: 5,
    quote:
      "Seers made it easy to compare coaches by what they actually do and what they charge. My meditation teacher has helped me build a ten-minute morning habit that has stuck for six months, which is a first for me.",
  },
  {
    author: "Claire Bennett",
    role: "Seeker in New York City, client since 2023",
    avatar: "/images/people/claire-bennett.svg",
    rating: 4,
    quote:
      "My first astrology reading was nothing like the horoscopes I grew up with. It was thoughtful, grounded and surprisingly practical. I've since booked a numerology session and an event, and every experience has been warm and professional.",
  },
];
