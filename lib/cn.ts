/** Joins class names, skipping empty ones (clsx), for components that accept a className. */
export { clsx as cn } from "clsx";
