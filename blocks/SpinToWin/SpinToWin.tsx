import { useRef, useState, type FormEvent } from "react";
import { useMutation } from "@tanstack/react-query";
import type { BlockComponentProps } from "../../runtime/types/index.ts";
import type { SpinState } from "../../runtime/kit/promotions.ts";
import { animateLater, usePrefersReducedMotion } from "../../runtime/kit/ui.ts";
import type { SpinToWinProps } from "./props.gen.ts";
import type { SpinToWinData } from "./data.ts";
import { landingRotation, Wheel } from "./Wheel.tsx";
import { postSpin } from "./spin-call.ts";
import "./SpinToWin.css";

const TURNS = 5;
const SPIN_SECONDS = 3;
const FAILED = "The spin did not go through. Please try again.";

const restingRotation = (state: SpinState, count: number) => (state.kind === "won" && state.prizeIndex >= 0 ? landingRotation(state.prizeIndex, count, 0) : 0);

/**
 * /spin-to-win: the promotion's wheel and its one spin. The button submits a plain form (the page then shows the
 * result); with JavaScript the spin is posted for JSON, the wheel turns to the prize the server drew and the
 * result is announced in the live region once it stops, at once under prefers-reduced-motion. Outside the
 * promotion's start and end the page is its title, why it is not running, and its terms.
 */
export default function SpinToWin({ props, data, blockId }: BlockComponentProps<SpinToWinProps, SpinToWinData>) {
  const [state, setState] = useState<SpinState>(data.state);
  const [problem, setProblem] = useState<string | null>(null);
  const reduced = usePrefersReducedMotion();
  const wheel = useRef<HTMLDivElement>(null);
  const result = useRef<HTMLParagraphElement>(null);
  const { promotion } = data;
  const show = (next: SpinState) => {
    setState(next);
    result.current?.focus();
  };
  const spin = useMutation({
    mutationFn: postSpin,
    onSuccess: (next) => {
      const element = wheel.current;
      if (next.kind !== "won" || next.prizeIndex < 0 || !element || !promotion || reduced) {
        if (element && promotion) element.style.transform = `rotate(${restingRotation(next, promotion.prizes.length)}deg)`;
        show(next);
        return;
      }
      const target = landingRotation(next.prizeIndex, promotion.prizes.length, TURNS);
      animateLater((animate) => animate(element, { rotate: [0, target] }, { duration: SPIN_SECONDS, ease: [0.15, 0.6, 0.2, 1], onComplete: () => show(next) }));
    },
    onError: () => setProblem(FAILED),
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(null);
    spin.mutate(event.currentTarget);
  };
  const headingId = `${blockId}-heading`;
  const message = state.kind === "ready" ? problem ?? "" : state.message;
  return (
    <section className="fc-spin fc-container" aria-labelledby={headingId}>
      <h1 id={headingId}>{promotion?.title ?? props.heading}</h1>
      {promotion && state.kind !== "not-running" && (
        <div className="fc-spin__stage">
          <Wheel ref={wheel} prizes={promotion.prizes} rotation={restingRotation(state, promotion.prizes.length)} />
          <div>
            <h2>Prizes</h2>
            <ul className="fc-spin__prizes">
              {promotion.prizes.map((prize) => (
                <li key={prize}>{prize}</li>
              ))}
            </ul>
            {state.kind === "ready" && (
              <form method="post" action="/api/spin-to-win" onSubmit={onSubmit}>
                <input type="hidden" name="promotion" value={promotion.id} />
                <input type="hidden" name="back" value={data.back} />
                <button type="submit" className="fc-button fc-button--primary" disabled={spin.isPending}>
                  {props.spin_label}
                </button>
              </form>
            )}
          </div>
        </div>
      )}
      <p ref={result} tabIndex={-1} role="status" aria-live="polite" className={`fc-spin__result fc-spin__result--${state.kind}`}>
        {message}
      </p>
      {promotion && promotion.terms.length > 0 && (
        <>
          <h2>Terms</h2>
          {promotion.terms.map((term) => (
            <p key={term}>{term}</p>
          ))}
        </>
      )}
    </section>
  );
}
