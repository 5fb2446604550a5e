import type { Metadata } from "next";
import { connection } from "next/server";
import { CategoryCarousel } from "@/components/home/category-carousel";
import { Hero } from "@/components/home/hero";
import { homeJsonLd } from "@/components/home/home-json-ld";
import { LatestPosts } from "@/components/home/latest-posts";
import { SectionHeading } from "@/components/home/section-heading";
import { SeekersBanner } from "@/components/home/seekers-banner";
import { Testimonials } from "@/components/home/testimonials";
import { UpcomingEvents } from "@/components/home/upcoming-events";
import { WhyChooseUs } from "@/components/home/why-choose-us";
import { JsonLd } from "@/components/site/json-ld";
import { BRAND_NAME } from "@/lib/brand";
import { listCategories } from "@/lib/catalog/queries";
import { listPosts } from "@/lib/content/posts";
import { listStats, listTestimonials } from "@/lib/content/testimonials";
import { listEvents } from "@/lib/events/queries";
import { toCardView } from "@/lib/events/view";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { siteUrl } from "@/lib/site-url";
import { ensureReady } from "@/lib/startup";

/** How many upcoming events home shows before "Load More" leads to /events. */
const HOME_EVENTS = 3;
const TITLE = `${BRAND_NAME}: find spiritual coaches, readers and healers`;
const DESCRIPTION =
  "Awaken, transform, elevate: meet astrologers, tarot readers, energy healers and spiritual coaches, with honest prices and reviews from real seekers.";

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    path: "/",
    title: { absolute: TITLE },
    socialTitle: TITLE,
    description: DESCRIPTION,
    image: { path: "/images/site/hero.svg", width: 1600, height: 900 },
  });
}

export default async function HomePage() {
  // Events come and go (and the samples are dated from today): render per request.
  await connection();
  await ensureReady();
  const events = await listEvents({ skip: 0, limit: HOME_EVENTS });
  return (
    <main id="main">
      <JsonLd data={homeJsonLd(siteUrl())} />
      <Hero />
      <section
        aria-labelledby="services-heading"
        className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20"
      >
        <SectionHeading
          id="services-heading"
          eyebrow="Our Services"
          title="Browse Experts"
          text="Eight ways to look inward, each with coaches who have walked the path themselves."
          className="mb-10"
        />
        <CategoryCarousel categories={await listCategories()} />
      </section>
      <div className="border-y border-line bg-surface/60">
        <WhyChooseUs />
      </div>
      <div className="pt-16 sm:pt-20">
        <SeekersBanner />
      </div>
      <UpcomingEvents events={events.data.map(toCardView)} />
      <Testimonials testimonials={listTestimonials()} stats={listStats()} />
      <LatestPosts posts={listPosts().slice(0, 3)} />
    </main>
  );
}
