/** Organization and WebSite structured data for the home page (the WebSite's search is Discover's). */
import { BRAND_NAME } from "@/lib/brand";
import { SUPPORT_EMAIL } from "@/lib/site";

export function homeJsonLd(base: string) {
  return {
    "@context": "https://schema.org",
    "@graph": [
      {
        "@type": "Organization",
        "@id": `${base}/#organization`,
        name: BRAND_NAME,
        url: `${base}/`,
        logo: `${base}/icon.svg`,
        email: SUPPORT_EMAIL,
        description: "A marketplace of spiritual coaches, readers and healers.",
      },
      {
        "@type": "WebSite",
        "@id": `${base}/#website`,
        name: BRAND_NAME,
        url: `${base}/`,
        publisher: { "@id": `${base}/#organization` },
        potentialAction: {
          "@type": "SearchAction",
          target: { "@type": "EntryPoint", urlTemplate: `${base}/discover?q={search_term_string}` },
          "query-input": "required name=search_term_string",
        },
      },
    ],
  };
}
