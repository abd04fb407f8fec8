import { useEffect, useState } from "react";

export type FetchState<T> = { status: "loading" } | { status: "ok"; data: T } | { status: "error"; error: unknown };

/**
 * GETs JSON once the block is in the browser (the server render shows the loading state). A non-2xx answer
 * or an unreadable body is an error.
 */
export function useFetchJson<T>(url: string): FetchState<T> {
  const [state, setState] = useState<FetchState<T>>({ status: "loading" });
  useEffect(() => {
    let current = true;
    setState({ status: "loading" });
    fetch(url, { headers: { accept: "application/json" } })
      .then(async (response) => {
        if (!response.ok) throw new Error(`${url} answered ${response.status}`);
        const data = (await response.json()) as T;
        if (current) setState({ status: "ok", data });
      })
      .catch((error: unknown) => {
        if (current) setState({ status: "error", error });
      });
    return () => {
      current = false;
    };
  }, [url]);
  return state;
}
