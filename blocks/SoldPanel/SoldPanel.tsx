import { useId } from "react";
import type { BlockComponentProps } from "../../runtime/types/index.ts";
import type { SoldTexts } from "../../runtime/kit/rules.ts";
import type { SoldPanelProps } from "./props.gen.ts";
import "./SoldPanel.css";

export default function SoldPanel({ data }: BlockComponentProps<SoldPanelProps, SoldTexts | null>) {
  const headingId = useId();
  if (!data) return null;
  return (
    <section className="fc-vdp-sold" aria-labelledby={headingId}>
      <h2 id={headingId} className="fc-vdp-sold__heading">
        {data.heading}
      </h2>
      <p>{data.message}</p>
      <p>{data.help}</p>
    </section>
  );
}
