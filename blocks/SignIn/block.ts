import type { BlockDefinition } from "../../runtime/types/index.ts";

export default {
  title: "Sign in",
  description: "The /sign-in page's forms: a mobile number or e-mail address gets a 6-digit code, then the code signs the shopper in and sends them to `redirect`. Heading and text follow the sign-in `type`. Plain forms: they work without JavaScript.",
  schema: "./schema.json",
  component: "./SignIn.tsx",
  loader: "./loader.ts",
} satisfies BlockDefinition;
