import { useRef, useState, type KeyboardEvent } from "react";
import type { BlockComponentProps } from "../../runtime/types/index.ts";
import { COMPARE_LIMIT, compareHref } from "../../runtime/kit/rules.ts";
import { useCompareList } from "../../runtime/kit/shopper-lists.ts";
import { SiteLink } from "../../runtime/kit/site-link.tsx";
import type { CompareTrayProps } from "./props.gen.ts";
import "./CompareTray.css";

export default function CompareTray({ blockId }: BlockComponentProps<CompareTrayProps>) {
  const { entries, remove } = useCompareList();
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  if (entries.length === 0) return null;

  const listId = `${blockId}-list`;
  const close = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !open) return;
    setOpen(false);
    toggleRef.current?.focus();
  };
  // A removed car's button goes with it: focus returns to the tray's button rather than to the page's start.
  const removeCar = (id: number) => {
    remove(id);
    toggleRef.current?.focus();
  };
  return (
    <section className="fc-compare-tray" aria-label="Compare cars" onKeyDown={close}>
      <button ref={toggleRef} type="button" className="fc-compare-tray__toggle" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
        Compare ({entries.length} of {COMPARE_LIMIT})
      </button>
      <div id={listId} className="fc-compare-tray__panel" hidden={!open}>
        <ul>
          {entries.map((entry) => (
            <li key={entry.id}>
              {entry.primary_image_url ? <img src={entry.primary_image_url} alt="" width={72} height={48} /> : <span className="fc-compare-tray__no-image" />}
              <SiteLink href={`/cars/${entry.slug}`}>{entry.name}</SiteLink>
              <button type="button" aria-label={`Remove ${entry.name}`} onClick={() => removeCar(entry.id)}>
                Remove
              </button>
            </li>
          ))}
        </ul>
        <SiteLink className="fc-button fc-button--primary" href={compareHref(entries.map((entry) => entry.id))}>
          Compare
        </SiteLink>
      </div>
    </section>
  );
}
