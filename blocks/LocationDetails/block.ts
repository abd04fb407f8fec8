import type { BlockDefinition } from "../../runtime/types/index.ts";

export default {
  title: "Location details",
  description: "The location a /locations/{slug}, /contact-us/{slug} or /our-location/{slug} page is about: name, address, phone (tel: link), Get Directions, View Our Stock (the dealership's search), the opening-hours table with a location-type dropdown when the dealership has several types (sales, service, parts) and a 'View Holiday Hours' dialog, dealer licence and repairer numbers when features.show_licence_numbers is on, and a map when maps.tile_url is set. An unknown or hidden location slug shows the site's 404 page with status 404.",
  schema: "./schema.json",
  component: "./LocationDetails.tsx",
  loader: "./loader.ts",
} satisfies BlockDefinition;
