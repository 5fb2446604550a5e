import type { Metadata } from "next";
import { ListingEditor } from "@/components/listing/listing-editor";
import { parseStep } from "@/components/listing/listing-steps";
import { listCategories } from "@/lib/catalog/queries";

export const metadata: Metadata = { title: "My listing" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /listing?step=…: a Seer's listing editor; a seeker is told what listings are instead. */
export default async function ListingPage({ searchParams }: Props) {
  const { step } = await searchParams;
  const categories = (await listCategories()).map(({ slug, name }) => ({ slug, name }));
  return (
    <ListingEditor
      initialStep={parseStep(typeof step === "string" ? step : undefined)}
      categories={categories}
    />
  );
}
