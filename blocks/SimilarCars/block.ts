import type { BlockDefinition } from "../../runtime/types/index.ts";

export default {
  title: "Similar cars",
  description: "'Similar {vehicle type}s In-Stock' ('Available' on subscription sites): up to 6 of the site's in-stock cars near this car's price, same model first, found on the server so the page shows them without JavaScript; if the search fails, or finds none, the section is left out.",
  schema: "./schema.json",
  component: "./SimilarCars.tsx",
  loader: "./loader.ts",
} satisfies BlockDefinition;
