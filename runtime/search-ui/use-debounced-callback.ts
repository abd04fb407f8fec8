import { useEffect, useMemo, useRef } from "react";

/** A callback that runs `delay` ms after the last call; pending calls are dropped on unmount. */
export function useDebouncedCallback<A extends unknown[]>(callback: (...args: A) => void, delay: number) {
  const latest = useRef(callback);
  latest.current = callback;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useMemo(() => {
    const debounced = (...args: A) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => latest.current(...args), delay);
    };
    debounced.cancel = () => clearTimeout(timer.current);
    return debounced;
  }, [delay]);
}
