import { useEffect, useId, useState, type FormEvent } from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { BlockComponentProps } from "../../runtime/types/index.ts";
import { formatPrice } from "../../runtime/kit/rules.ts";
import type { DeliveryAnswer } from "../../runtime/kit/vehicle.ts";
import { fromAnswer, postcodeRequired, type DeliveryResult } from "./delivery-result.ts";
import type { DeliveryCalculatorData } from "./data.ts";
import type { DeliveryCalculatorProps } from "./props.gen.ts";
import "./DeliveryCalculator.css";

async function requestEstimate(slug: string, postcode: string): Promise<DeliveryResult> {
  const response = await fetch(`/api/cars/${encodeURIComponent(slug)}/delivery-estimate?postcode=${encodeURIComponent(postcode)}`);
  const body = (await response.json()) as DeliveryAnswer & { message?: string };
  if (response.status === 400 && body.message) return { kind: "message", text: body.message };
  if (!response.ok) throw new Error(`Delivery estimate answered ${response.status}`);
  return fromAnswer(body);
}

export default function DeliveryCalculator({ props, data }: BlockComponentProps<DeliveryCalculatorProps, DeliveryCalculatorData | null>) {
  const id = useId();
  const [postcode, setPostcode] = useState(data?.postcode ?? "");
  // The postcode last asked for in the browser ("" when the shopper asked with none); null shows the server's answer.
  const [asked, setAsked] = useState<string | null>(null);
  const slug = data?.slug ?? "";
  const estimate = useQuery({
    queryKey: ["delivery-estimate", slug, asked],
    queryFn: () => requestEstimate(slug, asked!),
    enabled: Boolean(asked),
    placeholderData: keepPreviousData,
  });
  useEffect(() => {
    if (estimate.isError) console.error("Delivery estimate failed", estimate.error);
  }, [estimate.isError, estimate.error]);
  if (!data) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAsked(postcode.trim());
  };
  const result: DeliveryResult | null =
    asked === null
      ? data.result
      : asked === ""
        ? postcodeRequired
        : estimate.isError
          ? fromAnswer({ estimate: null, postcode: asked, state: "", distance_km: null })
          : (estimate.data ?? data.result);
  const busy = estimate.isFetching;

  return (
    <section className="fc-vdp-delivery" id="delivery" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{props.heading}</h2>
      <form className="fc-vdp-delivery__form" method="get" action="#delivery" onSubmit={submit} noValidate>
        <label htmlFor={`${id}-postcode`}>Your postcode</label>
        <input
          id={`${id}-postcode`}
          name="postcode"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={4}
          value={postcode}
          onChange={(event) => setPostcode(event.target.value)}
          aria-describedby={`${id}-result`}
        />
        <button type="submit" className="fc-button fc-button--primary" disabled={busy}>
          {busy ? "Calculating..." : "Get Estimate"}
        </button>
      </form>
      <div id={`${id}-result`} className="fc-vdp-delivery__result" role="status">
        {result?.kind === "estimate" && (
          <p>
            Delivery to {result.place}: <strong>{result.price > 0 ? formatPrice(result.price) : "Free"}</strong> ({result.name})
          </p>
        )}
        {result?.kind === "message" && <p className="fc-vdp-delivery__message">{result.text}</p>}
      </div>
    </section>
  );
}
