import { useState, type FormEvent, type ReactNode } from "react";
import { browserSupportsWebAuthn, startAuthentication, startRegistration, WebAuthnError } from "@simplewebauthn/browser";
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/browser";
import { useHydrated } from "../ui/use-hydrated.ts";

interface PasskeyFormProps {
  /** The form post that checks the passkey's response (it answers with a redirect, as the code forms do). */
  action: string;
  /** Where the ceremony's options come from (a POST answering JSON, or `{ message }` when it cannot). */
  optionsPath: string;
  /** `register` makes a new passkey; `sign-in` uses one the browser holds for the site. */
  ceremony: "register" | "sign-in";
  label: string;
  className?: string;
  /** The form's other fields (carried sign-in fields, a name for the passkey). */
  children?: ReactNode;
}

const CANCELLED = "The passkey request was cancelled or timed out. Please try again.";
const UNAVAILABLE = "Passkeys are not available right now. Please try again.";

/**
 * A form that runs a passkey ceremony: the browser makes or uses a passkey for the server's options, its response
 * goes into the hidden `credential` field and the form is sent. Passkeys need JavaScript, so the form appears once
 * hydrated, and says so in a browser without WebAuthn.
 */
export function PasskeyForm({ action, optionsPath, ceremony, label, className, children }: PasskeyFormProps) {
  const hydrated = useHydrated();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!hydrated) return null;
  if (!browserSupportsWebAuthn()) return <p className={className}>This browser cannot use passkeys.</p>;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setBusy(true);
    setProblem(null);
    const problem = await runCeremony(form, optionsPath, ceremony);
    setProblem(problem);
    setBusy(problem === null);
  };

  return (
    <form method="post" action={action} className={className} onSubmit={(event) => void submit(event)}>
      {children}
      <input type="hidden" name="credential" value="" />
      {problem && <p role="alert">{problem}</p>}
      <button type="submit" className="fc-button fc-button--secondary" disabled={busy}>
        {label}
      </button>
    </form>
  );
}

/** Fetches the options, runs the browser's ceremony and sends the form; answers what went wrong, if anything. */
async function runCeremony(form: HTMLFormElement, optionsPath: string, ceremony: PasskeyFormProps["ceremony"]): Promise<string | null> {
  try {
    const answer = await fetch(optionsPath, { method: "POST", headers: { accept: "application/json" } });
    const options: unknown = await answer.json();
    if (!answer.ok) return (options as { message?: string }).message ?? UNAVAILABLE;
    const response =
      ceremony === "register"
        ? await startRegistration({ optionsJSON: options as PublicKeyCredentialCreationOptionsJSON })
        : await startAuthentication({ optionsJSON: options as PublicKeyCredentialRequestOptionsJSON });
    (form.elements.namedItem("credential") as HTMLInputElement).value = JSON.stringify(response);
    form.submit();
    return null;
  } catch (error) {
    if (error instanceof WebAuthnError && error.code === "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED") return "This passkey is already on your account.";
    return error instanceof WebAuthnError || (error instanceof DOMException && error.name === "NotAllowedError") ? CANCELLED : UNAVAILABLE;
  }
}
