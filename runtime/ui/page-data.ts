import { useCallback } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useRoute } from "./site-context.tsx";

/** The react-query key of a resolved page: the same on the server (dehydrated) and in the browser. */
export function pageQueryKey(path: string): readonly ["page", string] {
  return ["page", path];
}

/**
 * Fetches the current page again, its blocks' loaders run afresh, for data the server has just said is out of
 * date (a service slot booked meanwhile). What is on screen stays, and a form keeps what was typed.
 */
export function useRefreshPage(): () => Promise<void> {
  const queryClient = useQueryClient();
  const { path } = useRoute();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: pageQueryKey(path) }), [queryClient, path]);
}
