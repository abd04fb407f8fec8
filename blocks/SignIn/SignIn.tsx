import { useEffect, useState } from "react";
import type { BlockComponentProps } from "../../runtime/types/index.ts";
import { readFavourites } from "../../runtime/kit/favourites.ts";
import { PasskeyForm } from "../../runtime/kit/passkey-form.tsx";
import type { SignInProps } from "./props.gen.ts";
import type { SignInData } from "./data.ts";
import "./SignIn.css";

/** The fields every sign-in form carries on to the next step. */
function Carried({ data }: { data: SignInData }) {
  return (
    <>
      {data.type && <input type="hidden" name="type" value={data.type} />}
      <input type="hidden" name="redirect" value={data.redirect} />
      {data.back && <input type="hidden" name="back" value={data.back} />}
      {data.save && <input type="hidden" name="save" value={String(data.save)} />}
      {data.type === "account" && <input type="hidden" name="account" value="1" />}
    </>
  );
}

/**
 * /sign-in: a destination form, then a code form; both post to the server and work without JavaScript. Beside the
 * destination form, a browser with passkeys may sign in with one instead.
 */
export default function SignIn({ props, data, blockId }: BlockComponentProps<SignInProps, SignInData>) {
  const texts = props.types?.[data.type] ?? props.types?.default ?? { heading: "Sign in", text: "" };
  // Favourites kept in this browser join the account at sign-in; read once hydrated (the server has none).
  const [favourites, setFavourites] = useState("");
  useEffect(() => setFavourites(JSON.stringify(readFavourites().map((entry) => ({ id: entry.id })))), []);
  const field = `${blockId}-field`;
  const problem = `${blockId}-problem`;
  return (
    <section className="fc-sign-in fc-container" aria-labelledby={`${blockId}-heading`}>
      <h1 id={`${blockId}-heading`}>{texts.heading}</h1>
      <p>{texts.text}</p>
      {data.problem && (
        <p id={problem} className="fc-sign-in__problem" role="alert">
          {data.problem}
        </p>
      )}
      {data.step === "code" ? (
        <form method="post" action="/api/sign-in/verify" className="fc-sign-in__form">
          <p role="status">We sent a 6-digit code to {data.sentTo}. It expires in 10 minutes.</p>
          <label htmlFor={field}>Code</label>
          <input id={field} name="code" inputMode="numeric" autoComplete="one-time-code" pattern="[0-9]{6}" maxLength={6} required aria-describedby={data.problem ? problem : undefined} />
          <Carried data={data} />
          <input type="hidden" name="favourites" value={favourites} />
          <button type="submit" className="fc-button fc-button--primary">
            Sign In
          </button>
          <p>
            <a href={`/sign-in?${new URLSearchParams(Object.entries({ type: data.type, redirect: data.redirect, save: data.save ? String(data.save) : "" }).filter(([, value]) => value)).toString()}`}>Send a new code</a>
          </p>
        </form>
      ) : (
        <form method="post" action="/api/sign-in/code" className="fc-sign-in__form">
          <label htmlFor={field}>{data.mobileOnly ? "Mobile number" : "Mobile number or e-mail address"}</label>
          <input
            id={field}
            name="destination"
            type={data.mobileOnly ? "tel" : "text"}
            autoComplete={data.mobileOnly ? "tel" : "username"}
            required
            aria-describedby={data.problem ? problem : undefined}
          />
          <Carried data={data} />
          <button type="submit" className="fc-button fc-button--primary">
            Send Code
          </button>
        </form>
      )}
      {data.step === "destination" && (
        <PasskeyForm action="/api/sign-in/passkey" optionsPath="/api/sign-in/passkey/options" ceremony="sign-in" label="Sign in with a passkey" className="fc-sign-in__form fc-sign-in__passkey">
          <Carried data={data} />
          <input type="hidden" name="favourites" value={favourites} />
        </PasskeyForm>
      )}
    </section>
  );
}
