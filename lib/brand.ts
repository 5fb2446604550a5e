/** The product's name, in one place: every screen, email and document reads it from here. */
export const BRAND_NAME = "Seers";
