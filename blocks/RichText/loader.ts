import type { BlockLoader } from "../../runtime/types/index.ts";
import type { RichTextProps } from "./props.gen.ts";
import { sanitizeRichText } from "./sanitize.ts";
import type { RichTextData } from "./data.ts";

/** Sanitizes on the server so the sanitizer never ships to the browser and the page HTML is already safe. */
const load: BlockLoader<RichTextProps, RichTextData> = (props) => ({ html: sanitizeRichText(props.html) });

export default load;
