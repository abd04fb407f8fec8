import type { BlockComponentProps } from "../../runtime/types/index.ts";
import type { UnsubscribeProps } from "./props.gen.ts";
import type { UnsubscribeData } from "./data.ts";
import "./Unsubscribe.css";

/** Unsubscribing posts a plain form to /api/unsubscribe, so it works without JavaScript and without signing in. */
export default function Unsubscribe({ props, data, blockId }: BlockComponentProps<UnsubscribeProps, UnsubscribeData>) {
  const id = (name: string) => `${blockId}-${name}`;
  return (
    <section className="fc-unsubscribe fc-container" aria-labelledby={id("heading")}>
      <h1 id={id("heading")}>{props.heading}</h1>
      <p>{props.intro}</p>
      {data.step === "done" && <p role="status">{props.done}</p>}
      {data.step === "confirm" && (
        <form method="post" action="/api/unsubscribe" className="fc-unsubscribe__form">
          <p>Stop all alerts to {data.address}?</p>
          <input type="hidden" name="token" value={data.token ?? ""} />
          <button type="submit" className="fc-button">
            Unsubscribe
          </button>
        </form>
      )}
      {data.step === "address" && (
        <form method="post" action="/api/unsubscribe" className="fc-unsubscribe__form">
          {data.problem && (
            <p role="alert" id={id("problem")}>
              Please enter a valid mobile number or e-mail address.
            </p>
          )}
          <label htmlFor={id("address")}>Mobile number or e-mail address</label>
          <input id={id("address")} name="address" defaultValue={data.given} required maxLength={254} autoComplete="email" aria-describedby={data.problem ? id("problem") : undefined} />
          <button type="submit" className="fc-button">
            Unsubscribe
          </button>
        </form>
      )}
    </section>
  );
}
