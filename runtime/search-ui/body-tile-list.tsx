import type { MouseEvent } from "react";
import { groupDigits } from "../rules/digit-groups.ts";
import type { BodyTile } from "./body-tiles.ts";

interface Props {
  tiles: BodyTile[];
  hrefOf: (tile: BodyTile) => string;
  isSelected?: (tile: BodyTile) => boolean;
  onSelect?: (tile: BodyTile, event: MouseEvent) => void;
}

/** Body-type tiles with counts; each tile is a link to the search for that body type. */
export function BodyTileList({ tiles, hrefOf, isSelected, onSelect }: Props) {
  return (
    <ul className="fc-body-tiles">
      {tiles.map((tile) => (
        <li key={tile.body}>
          <a
            className="fc-body-tile"
            href={hrefOf(tile)}
            aria-current={isSelected?.(tile) ? "true" : undefined}
            onClick={onSelect ? (event) => onSelect(tile, event) : undefined}
          >
            {tile.image && <img src={tile.image} alt="" width={96} height={48} loading="lazy" decoding="async" />}
            <span className="fc-body-tile__label">{tile.label}</span>
            <span className="fc-body-tile__count">{groupDigits(tile.count)}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
