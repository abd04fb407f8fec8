import type { ReactNode } from "react";
import type { Car } from "../types/index.ts";
import type { AuditLogTable } from "../storage/tables/console-tables.ts";
import { formatPrice } from "../rules/price-display.ts";
import { AuditHistory } from "./audit-history.tsx";
import { statusText } from "./stock-view.tsx";

export interface CarViewProps {
  car: Car;
  /** Whether the viewer's role changes stock; without it the page only shows the car. */
  canChange: boolean;
  /** Whether the site shows the car to shoppers now. */
  listed: boolean;
  /** The car's active online reservation, which only its own page releases. */
  reservationId: string | null;
  trail: AuditLogTable[];
  /** What the last form post did, shown once. */
  notice: string | null;
  /** Photos the pipeline refused in the last upload, each with why. */
  photoProblems: readonly { file: string; message: string }[];
  timeZone: string;
}

/** One form of the car's page: a plain post to `/console/stock/{id}/{form}`. */
function CarForm({ car, form, inline = false, children }: { car: Car; form: string; inline?: boolean; children: ReactNode }) {
  return (
    <form method="post" action={`/console/stock/${car.id}/${form}`} className={inline ? "inline" : undefined}>
      {children}
    </form>
  );
}

/** A form that is one button setting a yes/no field. */
function Toggle({ car, form, value, label }: { car: Car; form: string; value: boolean; label: string }) {
  return (
    <CarForm car={car} form={form} inline>
      <input type="hidden" name="value" value={value ? "yes" : "no"} />
      <button type="submit">{label}</button>
    </CarForm>
  );
}

/** A car of the site in any status: what shoppers see of it, and (owners and managers) the forms that change it. */
export function CarView({ car, canChange, listed, reservationId, trail, notice, photoProblems, timeZone }: CarViewProps) {
  return (
    <>
      <p>
        <a href="/console/stock">All stock</a>
      </p>
      <h1>{car.name}</h1>
      {notice && <p role="status">{notice}</p>}
      <dl>
        <div><dt>Stock number</dt><dd>{car.stocknum}</dd></div>
        <div><dt>Status</dt><dd>{statusText(car.status)}</dd></div>
        <div><dt>Reserved</dt><dd>{car.reserved ? "yes" : "no"}</dd></div>
        <div><dt>Price</dt><dd>{formatPrice(car.price)}{car.before_price !== null && `, was ${formatPrice(car.before_price)}`}</dd></div>
        <div><dt>Tag</dt><dd>{car.tag ?? "none"}</dd></div>
        <div><dt>On the website</dt><dd>{listed ? <a href={car.path}>shown</a> : car.show_on_dealer_website ? "not shown (its status)" : "hidden"}</dd></div>
        <div><dt>Dealer comments</dt><dd>{car.dealercomments || "none"}</dd></div>
      </dl>
      {reservationId && (
        <p>
          Reserved online: <a href={`/console/reservations/${reservationId}`}>its reservation and deposit</a>.
        </p>
      )}
      {!canChange && <p>Your role can read stock but not change it.</p>}
      {canChange && (
        <>
          <h2>Change</h2>
          <Toggle car={car} form="sold" value={car.status !== "sold"} label={car.status === "sold" ? "Mark in stock" : "Mark sold"} />
          {!reservationId && <Toggle car={car} form="reserved" value={!car.reserved} label={car.reserved ? "Release" : "Reserve"} />}
          <Toggle car={car} form="website" value={!car.show_on_dealer_website} label={car.show_on_dealer_website ? "Hide from the website" : "Show on the website"} />
          <CarForm car={car} form="price">
            <fieldset>
              <legend>Price</legend>
              <label>
                Price (dollars)
                <input name="price" inputMode="decimal" required defaultValue={String(car.price)} />
              </label>
              <label>
                Was price (dollars, optional)
                <input name="before_price" inputMode="decimal" defaultValue={car.before_price === null ? "" : String(car.before_price)} />
              </label>
              <button type="submit">Save prices</button>
            </fieldset>
          </CarForm>
          <CarForm car={car} form="tag">
            <fieldset>
              <legend>Tag</legend>
              <label>
                Tag (e.g. Test Drive Only; empty for none)
                <input name="tag" maxLength={60} defaultValue={car.tag ?? ""} />
              </label>
              <button type="submit">Save tag</button>
            </fieldset>
          </CarForm>
          <CarForm car={car} form="comments">
            <fieldset>
              <legend>Dealer comments</legend>
              <label>
                Comments shoppers read on the car's page
                <textarea name="comments" rows={6} cols={60} maxLength={10000} defaultValue={car.dealercomments ?? ""} />
              </label>
              <button type="submit">Save comments</button>
            </fieldset>
          </CarForm>
        </>
      )}
      <CarPhotos car={car} canChange={canChange} problems={photoProblems} />
      <AuditHistory trail={trail} timeZone={timeZone} />
    </>
  );
}

/** The car's photos in the order shoppers see them, each with its moves and removal, and the upload form. */
function CarPhotos({ car, canChange, problems }: { car: Car; canChange: boolean; problems: CarViewProps["photoProblems"] }) {
  const move = (url: string, to: string, label: string) => (
    <CarForm car={car} form="photos/move" inline>
      <input type="hidden" name="photo" value={url} />
      <input type="hidden" name="move" value={to} />
      <button type="submit">{label}</button>
    </CarForm>
  );
  return (
    <>
      <h2>Photos</h2>
      {problems.length > 0 && (
        <ul className="problem" role="alert">
          {problems.map((problem) => (
            <li key={problem.file}>
              {problem.file}: {problem.message}
            </li>
          ))}
        </ul>
      )}
      {car.images.length === 0 ? <p>No photos.</p> : (
        <ol className="photos">
          {car.images.map((image, index) => (
            <li key={image.url}>
              <img src={image.thumb.url} loading="lazy" alt={`Photo ${index + 1} of ${car.name}`} width={160} />
              {canChange && (
                <div role="group" aria-label={`Photo ${index + 1}`}>
                  {index > 0 && move(image.url, "first", "Make main photo")}
                  {index > 0 && move(image.url, "earlier", "Move earlier")}
                  {index < car.images.length - 1 && move(image.url, "later", "Move later")}
                  <CarForm car={car} form="photos/remove" inline>
                    <input type="hidden" name="photo" value={image.url} />
                    <button type="submit">Remove</button>
                  </CarForm>
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
      {canChange && (
        <form method="post" action={`/console/stock/${car.id}/photos`} encType="multipart/form-data">
          <label>
            Add photos (JPEG, PNG, WebP or HEIC)
            <input type="file" name="photos" accept="image/*" multiple required />
          </label>
          <button type="submit">Upload</button>
        </form>
      )}
    </>
  );
}
