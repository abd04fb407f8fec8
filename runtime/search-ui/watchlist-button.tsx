import { createContext, useContext, useId, type ReactNode } from "react";
import { SAVED_CAR_EVENT, trackEvent } from "../analytics/track.ts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { fetchJson } from "../ui/fetch-json.ts";
import { savedToast, showWatchlistToast, useWatchlistToast } from "./watchlist-toast.ts";

interface WatchlistState {
  phone_number: string | null;
  car_ids: number[];
}

const STATE_KEY = ["watchlist"];

/** Where a signed-out shopper (or one without a mobile number) goes to save a car: back here once signed in. */
export function watchlistSignInPath(carId: number, here: string): string {
  return `/sign-in?${new URLSearchParams({ type: "watchlist", redirect: here, save: String(carId) }).toString()}`;
}

/** What a Save button reads of the shopper's watchlist. */
interface WatchlistQuery {
  data: WatchlistState | undefined;
  isPending: boolean;
}

const WatchlistQueryContext = createContext<WatchlistQuery | null>(null);

function useWatchlistQuery(): WatchlistQuery {
  return useQuery({ queryKey: STATE_KEY, queryFn: () => fetchJson<WatchlistState>("/api/watchlist"), staleTime: 60_000 });
}

/** One watchlist query for every Save button inside (a page of result cards) instead of a query observer each. */
function QueryingWatchlistProvider({ children }: { children: ReactNode }) {
  return <WatchlistQueryContext.Provider value={useWatchlistQuery()}>{children}</WatchlistQueryContext.Provider>;
}

/**
 * The server never has the shopper's watchlist (the browser asks for it once the page has hydrated), so there every
 * Save button is the one the browser hydrates before its answer, signed in or not: no query, no per-button state.
 */
const onServer = typeof window === "undefined";

export const WatchlistProvider = onServer ? ({ children }: { children: ReactNode }) => children : QueryingWatchlistProvider;

interface WatchlistButtonProps {
  carId: number;
  carName: string;
  className: string;
}

/**
 * Spec §4 Watchlist save: the label turns Saved (or Save) at once, then the server is told
 * (`POST /api/watchlist/save-car` or `remove-car` with `{phone_number, car_id}`); the button is disabled
 * meanwhile. A failure is shown in an alert and the label reverts (spec §8). Without a signed-in phone the shopper
 * is sent to sign in, and the save completes there. It reads the watchlist of a WatchlistProvider around it, else
 * queries it itself; on the server it is the button waiting for the watchlist.
 */
export const WatchlistButton = onServer ? WaitingWatchlistButton : QueryingWatchlistButton;

function WaitingWatchlistButton({ className }: WatchlistButtonProps) {
  return <SaveButton className={className} saved={false} disabled />;
}

function QueryingWatchlistButton(props: WatchlistButtonProps) {
  const shared = useContext(WatchlistQueryContext);
  return shared ? <WatchlistToggle {...props} state={shared} /> : <OwnWatchlistToggle {...props} />;
}

function OwnWatchlistToggle(props: WatchlistButtonProps) {
  return <WatchlistToggle {...props} state={useWatchlistQuery()} />;
}

function WatchlistToggle({ carId, carName, className, state }: WatchlistButtonProps & { state: WatchlistQuery }) {
  const owner = useId();
  const client = useQueryClient();
  const saved = state.data?.car_ids.includes(carId) ?? false;
  const change = useMutation({
    mutationFn: async ({ save, phone }: { save: boolean; phone: string }) => {
      const answer = await fetchJson<{ success?: boolean; message?: string }>(`/api/watchlist/${save ? "save-car" : "remove-car"}`, { body: { phone_number: phone, car_id: carId } });
      if (answer.success !== true) throw new Error(answer.message ?? "The watchlist could not be updated.");
      return save;
    },
    onMutate: ({ save }) => {
      const before = client.getQueryData<WatchlistState>(STATE_KEY);
      if (before) client.setQueryData<WatchlistState>(STATE_KEY, { ...before, car_ids: save ? [...before.car_ids, carId] : before.car_ids.filter((id) => id !== carId) });
      return before;
    },
    onError: (error, _vars, before) => {
      if (before) client.setQueryData(STATE_KEY, before);
      window.alert(error instanceof Error ? error.message : String(error));
    },
    onSuccess: (save) => {
      if (save) void trackEvent(SAVED_CAR_EVENT, { car_id: carId });
      showWatchlistToast(savedToast(owner, carName, save));
    },
  });
  const toggle = () => {
    const phone = state.data?.phone_number;
    if (!phone) return window.location.assign(watchlistSignInPath(carId, window.location.pathname + window.location.search));
    change.mutate({ save: !saved, phone });
  };
  return (
    <>
      <SaveButton className={className} saved={saved} disabled={state.isPending || change.isPending} onClick={toggle} />
      <OwnToast owner={owner} />
    </>
  );
}

function SaveButton({ className, saved, disabled, onClick }: { className: string; saved: boolean; disabled: boolean; onClick?: () => void }) {
  return (
    <button type="button" className={className} aria-pressed={saved} disabled={disabled} onClick={onClick} title="Watchlist">
      {saved ? "Saved" : "Save"}
    </button>
  );
}

function OwnToast({ owner }: { owner: string }) {
  const toast = useWatchlistToast();
  if (!toast || toast.owner !== owner) return null;
  return (
    <div className="fc-watchlist-toast" role="status">
      <strong>{toast.title}</strong>
      <p>{toast.message}</p>
      <a href="/watchlist">View List</a>
      <button type="button" aria-label="Close" onClick={() => showWatchlistToast(null)}>
        ×
      </button>
    </div>
  );
}
