import type { BlockDefinition } from "../../runtime/types/index.ts";

export default {
  title: "Request photos form",
  description: "Ask for more photos of the car (spec §5): contact details, optional message; the request text is sent with it.",
  schema: "./schema.json",
  component: "./RequestPhotosForm.tsx",
  loader: "./loader.ts",
} satisfies BlockDefinition;
