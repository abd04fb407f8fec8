import { useState, type ReactNode } from "react";

interface Props<T> {
  items: readonly T[];
  initial: number;
  render(item: T): ReactNode;
  keyOf(item: T): string;
  as: "ul" | "dl";
  showLabel: string;
  hideLabel: string;
}

/** A list that shows its first `initial` items until the shopper asks for all of them. */
export function ExpandableList<T>({ items, initial, render, keyOf, as: List, showLabel, hideLabel }: Props<T>) {
  const [all, setAll] = useState(false);
  const shown = all ? items : items.slice(0, initial);
  // A dl groups each term and its value in a div; a ul holds li items.
  const Item = List === "ul" ? "li" : "div";
  return (
    <>
      <List className={`fc-vdp-info__${List === "ul" ? "features" : "specs"}`}>
        {shown.map((item, index) => (
          <Item key={`${keyOf(item)}-${index}`} className="fc-vdp-info__row">
            {render(item)}
          </Item>
        ))}
      </List>
      {items.length > initial && (
        <button type="button" className="fc-vdp-info__more" aria-expanded={all} onClick={() => setAll(!all)}>
          {all ? hideLabel : showLabel}
        </button>
      )}
    </>
  );
}
