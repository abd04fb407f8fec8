import type { PromoCard as PromoOptions } from "./promo-placement.ts";

/** The Sell your car promo card (spec §2), placed among the results. */
export function PromoCard({ promo }: { promo: PromoOptions }) {
  return (
    <aside className="fc-card fc-card--promo" aria-label="Sell your car">
      <p className="fc-card__eyebrow">Sell your car</p>
      <h3 className="fc-card__title">We Want Your Car</h3>
      <p>We buy all types of cars</p>
      <p>Our high turnover means we can pay more</p>
      <a className="fc-button fc-button--primary" href={promo.href}>
        Sell your car
      </a>
    </aside>
  );
}
