import type { BlockDefinition } from "../../runtime/types/index.ts";

export default {
  title: "Similar cars",
  description: "'Similar {vehicle type}s In-Stock' ('Available' on subscription sites): up to 6 of the site's in-stock cars near this car's price, same model first. Six placeholders show while they load; if loading fails the section is left out.",
  schema: "./schema.json",
  component: "./SimilarCars.tsx",
  loader: "./loader.ts",
} satisfies BlockDefinition;
