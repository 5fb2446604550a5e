/** A category as the editor's select and the preview need it (the server page passes the list). */
export type CategoryOption = { slug: string; name: string };
