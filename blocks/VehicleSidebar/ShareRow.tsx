import { useEffect, useRef, useState, type MouseEvent } from "react";
import { copyText } from "./copy-text.ts";
import { COPIED_NOTICE_MS, SHARE_TOAST_MS, SHARE_WINDOW_FEATURES, shareLinks, type ShareLink } from "../../runtime/kit/rules.ts";
import { animateLater, usePrefersReducedMotion } from "../../runtime/kit/ui.ts";

interface Props {
  url: string;
  title: string;
  twitter: boolean;
  toast: boolean;
}

/** Spec §2 share row: Facebook, optional Twitter, WhatsApp, e-mail, SMS and copy link ('Copied' for 1.5 s). */
export function ShareRow({ url, title, twitter, toast }: Props) {
  const [copied, setCopied] = useState(false);
  const [toastShown, setToastShown] = useState(false);
  // One timer per notice: copying again restarts its full time instead of an older timer ending it early.
  const copiedTimer = useRef<number>(undefined);
  const toastTimer = useRef<number>(undefined);
  useEffect(() => () => [copiedTimer, toastTimer].forEach((timer) => window.clearTimeout(timer.current)), []);
  const toastRef = useRef<HTMLDivElement>(null);
  const reduced = usePrefersReducedMotion();
  // The toast rises into view (framer-motion); under prefers-reduced-motion it just appears.
  useEffect(() => {
    const element = toastRef.current;
    if (!toastShown || !element || reduced) return;
    return animateLater((animate) => animate(element, { x: "-50%", y: [16, 0], opacity: [0, 1] }, { duration: 0.2, ease: "easeOut" }));
  }, [toastShown, reduced]);
  const showFor = (timer: { current: number | undefined }, show: (shown: boolean) => void, ms: number) => {
    window.clearTimeout(timer.current);
    show(true);
    timer.current = window.setTimeout(() => show(false), ms);
  };

  const openShare = (event: MouseEvent<HTMLAnchorElement>, link: ShareLink) => {
    if (!link.popup) return;
    event.preventDefault();
    window.open(link.href, `share-${link.channel}`, SHARE_WINDOW_FEATURES);
  };

  const copy = async () => {
    try {
      await copyText(url);
    } catch (error) {
      console.error("Copying the link failed", error);
      return;
    }
    showFor(copiedTimer, setCopied, COPIED_NOTICE_MS);
    if (toast) showFor(toastTimer, setToastShown, SHARE_TOAST_MS);
  };

  return (
    <div className="fc-vdp-share">
      <span className="fc-vdp-share__label">Share</span>
      <ul>
        {shareLinks(url, title, twitter).map((link) => (
          <li key={link.channel}>
            <a href={link.href} onClick={(event) => openShare(event, link)} rel="noopener noreferrer" target={link.popup ? "_blank" : undefined}>
              {link.label}
            </a>
          </li>
        ))}
        <li>
          <button type="button" onClick={copy}>
            {copied ? "Copied" : "Copy link"}
          </button>
        </li>
      </ul>
      <div ref={toastRef} className="fc-vdp-share__toast" role="status">
        {toastShown ? "Link copied" : ""}
      </div>
    </div>
  );
}
