import type { SpinState } from "../../runtime/kit/promotions.ts";

/**
 * Posts the wheel's form as the plain form post would, asking for JSON: the answer is the shopper's spin
 * (drawn on the server) or why there is none.
 */
export async function postSpin(form: HTMLFormElement): Promise<SpinState> {
  const response = await fetch(form.action, {
    method: "POST",
    headers: { accept: "application/json" },
    body: new URLSearchParams(new FormData(form) as unknown as Record<string, string>),
  });
  const answer = (await response.json()) as { state?: SpinState; message?: string };
  if (!response.ok || !answer.state) throw new Error(answer.message ?? `The spin answered ${response.status}`);
  return answer.state;
}
