/** Spec §9: share pop-ups open 550x400. */
export const SHARE_WINDOW_FEATURES = "width=550,height=400,noopener,noreferrer";

/** Spec §9: the 'Copied' notice lasts 1.5 s; sites with a share toast show it for 3 s. */
export const COPIED_NOTICE_MS = 1500;
export const SHARE_TOAST_MS = 3000;

export type ShareChannel = "facebook" | "twitter" | "whatsapp" | "email" | "sms";

export interface ShareLink {
  channel: ShareChannel;
  label: string;
  href: string;
  /** Opened in a 550x400 window rather than followed. */
  popup: boolean;
}

/** The share row of spec §2: Facebook, optional Twitter, WhatsApp, e-mail and SMS. */
export function shareLinks(pageUrl: string, title: string, withTwitter: boolean): ShareLink[] {
  const url = encodeURIComponent(pageUrl);
  const text = encodeURIComponent(title);
  const links: ShareLink[] = [
    { channel: "facebook", label: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${url}`, popup: true },
    { channel: "twitter", label: "Twitter", href: `https://twitter.com/intent/tweet?url=${url}&text=${text}`, popup: true },
    { channel: "whatsapp", label: "WhatsApp", href: `https://wa.me/?text=${text}%20${url}`, popup: true },
    { channel: "email", label: "E-mail", href: `mailto:?subject=${text}&body=${url}`, popup: false },
    { channel: "sms", label: "SMS", href: `sms:?&body=${text}%20${url}`, popup: false },
  ];
  return withTwitter ? links : links.filter((link) => link.channel !== "twitter");
}
