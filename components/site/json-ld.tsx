/** Structured data for search engines: one <script type="application/ld+json">, with `<` escaped. */
export function JsonLd({ data }: { data: unknown }) {
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON of our own data, `<` escaped
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
