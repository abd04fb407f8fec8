import type { BlockLoader } from "../../runtime/types/index.ts";
import { safeHtml } from "../../runtime/kit/loaders.ts";
import type { RichTextProps } from "./props.gen.ts";
import type { RichTextData } from "./data.ts";

/** Sanitizes on the server so the sanitizer never ships to the browser and the page HTML is already safe. */
const load: BlockLoader<RichTextProps, RichTextData> = (props) => ({ html: safeHtml(props.html) });

export default load;
