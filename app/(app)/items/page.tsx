import type { Metadata } from "next";
import { ItemsScreen } from "@/components/items/items-screen";

export const metadata: Metadata = { title: "Items" };

/** /items?page=n: the list is client-side (SWR), reading the page from the URL. */
export default function ItemsPage() {
  return <ItemsScreen />;
}
