import type { BlockComponentProps } from "../../runtime/types/index.ts";
import type { AccountDetailsProps } from "./props.gen.ts";
import type { AccountDetailsData } from "./data.ts";
import { PasskeyForm } from "../../runtime/kit/passkey-form.tsx";
import "./AccountDetails.css";

/** /my-account: each action is a form of its own posting to the accounts API. */
export default function AccountDetails({ props, data, blockId }: BlockComponentProps<AccountDetailsProps, AccountDetailsData>) {
  const id = (name: string) => `${blockId}-${name}`;
  if (!data) {
    return (
      <section className="fc-account fc-container">
        <h1>{props.heading}</h1>
        <p>
          <a href="/sign-in?redirect=%2Fmy-account">Sign in</a> to see your account.
        </p>
      </section>
    );
  }
  return (
    <section className="fc-account fc-container" aria-labelledby={id("heading")}>
      <h1 id={id("heading")}>{props.heading}</h1>
      {data.notice && <p role="status">{data.notice}</p>}
      <dl className="fc-account__details">
        <dt>Mobile number</dt>
        <dd>{data.phone ?? "None yet"}</dd>
        <dt>E-mail address</dt>
        <dd>{data.email ?? "None yet"}</dd>
      </dl>

      <form method="post" action="/api/account" className="fc-account__form">
        <h2>Your name</h2>
        <label htmlFor={id("name")}>Name</label>
        <input id={id("name")} name="name" defaultValue={data.name} maxLength={100} autoComplete="name" />
        <button type="submit" className="fc-button fc-button--secondary">
          Save Name
        </button>
      </form>

      <form method="post" action="/api/sign-in/code" className="fc-account__form">
        <h2>Change your mobile number or e-mail</h2>
        <p>We send a code to the new one to confirm it.</p>
        <label htmlFor={id("destination")}>New mobile number or e-mail address</label>
        <input id={id("destination")} name="destination" required />
        <input type="hidden" name="account" value="1" />
        <input type="hidden" name="type" value="account" />
        <input type="hidden" name="redirect" value="/my-account" />
        <button type="submit" className="fc-button fc-button--secondary">
          Send Code
        </button>
      </form>

      <section className="fc-account__form" aria-labelledby={id("passkeys")}>
        <h2 id={id("passkeys")}>Passkeys</h2>
        <p>Sign in with your fingerprint, face or screen lock instead of a code.</p>
        {data.passkeys.length === 0 ? (
          <p>No passkeys yet.</p>
        ) : (
          <ul className="fc-account__passkeys">
            {data.passkeys.map((passkey) => (
              <li key={passkey.id}>
                <span>
                  <strong>{passkey.name}</strong> added {passkey.added}
                  {passkey.lastUsed && `, last used ${passkey.lastUsed}`}
                </span>
                <form method="post" action="/api/passkeys/remove">
                  <input type="hidden" name="id" value={passkey.id} />
                  <button type="submit" className="fc-button fc-button--secondary" aria-label={`Remove passkey ${passkey.name}`}>
                    Remove
                  </button>
                </form>
              </li>
            ))}
          </ul>
        )}
        <PasskeyForm action="/api/passkeys/add" optionsPath="/api/passkeys/options" ceremony="register" label="Add a Passkey" className="fc-account__form">
          <label htmlFor={id("passkey-name")}>Name it (optional)</label>
          <input id={id("passkey-name")} name="name" maxLength={60} placeholder="My phone" />
        </PasskeyForm>
      </section>

      <form method="post" action="/api/account/alerts" className="fc-account__form">
        <h2>Alerts</h2>
        <p>
          {data.alerts
            ? "On: at most once a day, we tell you when a car on your watchlist drops in price or sells, and when your saved searches find new cars."
            : "Off: we send you no alerts about your watchlist or saved searches."}
        </p>
        <input type="hidden" name="alerts" value={data.alerts ? "0" : "1"} />
        <button type="submit" className="fc-button fc-button--secondary">
          {data.alerts ? "Turn Alerts Off" : "Turn Alerts On"}
        </button>
      </form>

      <h2>Your data</h2>
      <p>
        <a href="/api/account/data" download>
          Download my data (JSON)
        </a>
      </p>

      <div className="fc-account__sign-out">
        <form method="post" action="/api/sign-out">
          <button type="submit" className="fc-button fc-button--secondary">
            Sign Out
          </button>
        </form>
        <form method="post" action="/api/sign-out">
          <input type="hidden" name="everywhere" value="1" />
          <button type="submit" className="fc-button fc-button--secondary">
            Sign Out Everywhere
          </button>
        </form>
      </div>

      <form method="post" action="/api/account/delete" className="fc-account__form fc-account__delete">
        <h2>Delete your account</h2>
        <p>Your account, watchlist, favourites, saved searches and passkeys are deleted for good.</p>
        <label>
          <input type="checkbox" name="confirm" value="1" required /> I understand
        </label>
        <button type="submit" className="fc-button fc-button--primary">
          Delete My Account
        </button>
      </form>
    </section>
  );
}
