import type { BlockDefinition } from "../../runtime/types/index.ts";

export default {
  title: "Test drive form",
  description: "Book a test drive (spec §5): contact details, optional date and time from the opening hours of the car's location, a test-drive location when the car's location lists some, optional message.",
  schema: "./schema.json",
  component: "./TestDriveForm.tsx",
  loader: "./loader.ts",
} satisfies BlockDefinition;
