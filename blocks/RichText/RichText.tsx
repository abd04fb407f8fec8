import type { BlockComponentProps } from "../../runtime/types/index.ts";
import type { RichTextProps } from "./props.gen.ts";
import type { RichTextData } from "./data.ts";
import "./RichText.css";

/** Same-site links in the HTML navigate client-side through the runtime's link interception. */
export default function RichText({ data }: BlockComponentProps<RichTextProps, RichTextData>) {
  if (!data.html) return null;
  return <div className="fc-rich-text fc-container" dangerouslySetInnerHTML={{ __html: data.html }} />;
}
