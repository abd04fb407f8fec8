// The block kit's React foundations: site and route context, hydration, motion (reduced-motion preference, framer-motion on demand, accordions), modal dialogs, car photos, the carousel and the embla track under it.
export * from "../ui/animate-later.ts";
export * from "../ui/car-photo.tsx";
export * from "../ui/carousel.tsx";
export * from "../ui/modal-dialog.ts";
export * from "../ui/once-visible.ts";
export * from "../ui/site-context.tsx";
export * from "../ui/use-accordion-motion.ts";
export * from "../ui/use-embla-track.tsx";
export * from "../ui/use-hydrated.ts";
export * from "../ui/use-reduced-motion.ts";
