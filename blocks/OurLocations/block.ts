import type { BlockDefinition } from "../../runtime/types/index.ts";

export default {
  title: "Our locations",
  description: "The 'Our Locations' carousel of the site's visible locations, sorted by name: a card per location with its address, phone, star rating with its text ('4.6 out of 5 stars, 128 reviews', from the location's reviews or the summary its document states), licence numbers (when features.show_licence_numbers is on), View Details (its opening hours), View Location (its page), View Our Stock, Get Directions and a contact link named without a trailing ' - Sales', ' - Service' or ' - Parts'. Three cards side by side from three locations up; swipe on phones, Previous and Next on wider screens.",
  schema: "./schema.json",
  component: "./OurLocations.tsx",
  loader: "./loader.ts",
} satisfies BlockDefinition;
