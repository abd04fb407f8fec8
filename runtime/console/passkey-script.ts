/**
 * The console's passkey script (its pages ship no bundle): it shows each `form[data-passkey]` where the browser has
 * WebAuthn, and on submit fetches the form's options (`data-options`), runs the browser's ceremony (`register`
 * makes a passkey, `sign-in` uses one) and posts its response as JSON in the hidden `credential` field, in the
 * shape @simplewebauthn/server reads. A browser without WebAuthn keeps the forms hidden: codes still sign in.
 */
export const PASSKEY_SCRIPT = `(() => {
  const forms = document.querySelectorAll("form[data-passkey]");
  if (!window.PublicKeyCredential || !navigator.credentials) return;
  const bytes = (text) => Uint8Array.from(atob(text.replace(/-/g, "+").replace(/_/g, "/").padEnd(Math.ceil(text.length / 4) * 4, "=")), (c) => c.charCodeAt(0));
  const text = (buffer) => btoa(String.fromCharCode(...new Uint8Array(buffer))).replace(/\\+/g, "-").replace(/\\//g, "_").replace(/=+$/, "");
  const ids = (list) => (list || []).map((entry) => ({ ...entry, id: bytes(entry.id) }));
  const ceremony = async (kind, options) => {
    if (kind === "register") {
      const made = await navigator.credentials.create({ publicKey: { ...options, challenge: bytes(options.challenge), user: { ...options.user, id: bytes(options.user.id) }, excludeCredentials: ids(options.excludeCredentials) } });
      const r = made.response;
      return { id: made.id, rawId: text(made.rawId), type: made.type, clientExtensionResults: made.getClientExtensionResults(), authenticatorAttachment: made.authenticatorAttachment || undefined,
        response: { clientDataJSON: text(r.clientDataJSON), attestationObject: text(r.attestationObject), transports: r.getTransports ? r.getTransports() : [] } };
    }
    const used = await navigator.credentials.get({ publicKey: { ...options, challenge: bytes(options.challenge), allowCredentials: ids(options.allowCredentials) } });
    const r = used.response;
    return { id: used.id, rawId: text(used.rawId), type: used.type, clientExtensionResults: used.getClientExtensionResults(), authenticatorAttachment: used.authenticatorAttachment || undefined,
      response: { clientDataJSON: text(r.clientDataJSON), authenticatorData: text(r.authenticatorData), signature: text(r.signature), userHandle: r.userHandle ? text(r.userHandle) : undefined } };
  };
  for (const form of forms) {
    form.hidden = false;
    const problem = form.querySelector("[data-passkey-problem]");
    const button = form.querySelector("button");
    form.addEventListener("submit", async (event) => {
      event.preventDefault();
      button.disabled = true;
      problem.textContent = "";
      try {
        const answer = await fetch(form.dataset.options, { method: "POST", headers: { accept: "application/json" } });
        const options = await answer.json().catch(() => ({}));
        if (!answer.ok) throw new Error(options.message || "Passkeys are not available right now. Please try again.");
        form.elements.namedItem("credential").value = JSON.stringify(await ceremony(form.dataset.passkey, options));
        form.submit();
      } catch (error) {
        problem.textContent = error instanceof DOMException && error.name === "InvalidStateError" ? "This device already holds one of your passkeys." : error instanceof DOMException ? "The passkey request was cancelled or timed out. Please try again." : error.message;
        button.disabled = false;
      }
    });
  }
})();`;
