/** Structured data for a coach's page: ProfilePage → Person, and the Person's Service with ratings and reviews. */
import "server-only";
import type { Coach } from "@/lib/catalog/types";
import type { ReviewSummary } from "@/lib/reviews/queries";

export function profileJsonLd(coach: Coach, summary: ReviewSummary, base: string, url: string) {
  const personId = `${url}#person`;
  const serviceId = `${url}#service`;
  return {
    "@context": "https://schema.org",
    "@graph": [
      {
        "@type": "ProfilePage",
        "@id": url,
        url,
        name: `${coach.name}, ${coach.headline}`,
        mainEntity: { "@id": personId },
      },
      {
        "@type": "Person",
        "@id": personId,
        name: coach.name,
        image: `${base}${coach.image}`,
        jobTitle: coach.headline,
        description: coach.bio[0],
        knowsLanguage: coach.languages,
        ...(coach.location ? { homeLocation: { "@type": "Place", name: coach.location } } : {}),
        makesOffer: { "@id": `${serviceId}-offer` },
      },
      {
        "@type": "Service",
        "@id": serviceId,
        name: coach.service.title,
        description: coach.service.description,
        image: coach.service.gallery.map((picture) => `${base}${picture.src}`),
        provider: { "@id": personId },
        ...(coach.location ? { areaServed: coach.location } : {}),
        offers: {
          "@type": "Offer",
          "@id": `${serviceId}-offer`,
          url,
          price: coach.service.price,
          priceCurrency: "USD",
          priceSpecification: {
            "@type": "UnitPriceSpecification",
            price: coach.service.price,
            priceCurrency: "USD",
            unitCode: "HUR",
            unitText: "hour",
          },
        },
        ...(summary.ratingCount > 0
          ? {
              aggregateRating: {
                "@type": "AggregateRating",
                ratingValue: summary.average,
                bestRating: 5,
                worstRating: 1,
                ratingCount: summary.ratingCount,
                reviewCount: summary.count,
              },
            }
          : {}),
        review: summary.reviews.map((review) => ({
          "@type": "Review",
          author: { "@type": "Person", name: review.author },
          datePublished: review.created_at.slice(0, 10),
          ...(review.title ? { name: review.title } : {}),
          reviewBody: review.body,
          reviewRating: {
            "@type": "Rating",
            ratingValue: review.rating,
            bestRating: 5,
            worstRating: 1,
          },
        })),
      },
    ],
  };
}
