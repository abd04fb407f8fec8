import { useSyncExternalStore } from "react";

/** A list the browser keeps in localStorage, that every component showing it follows as it changes. */
type LocalList<T> = ReturnType<typeof localList<T>>;

const NOTHING: never[] = [];

/**
 * A list under `key`, checked by `parse` when read. Reads give the same array until the stored text changes (as
 * React's external stores need); writes from other tabs arrive through the storage event.
 */
export function localList<T>(key: string, parse: (stored: unknown) => T[]) {
  const listeners = new Set<() => void>();
  let cached: { text: string | null; list: T[] } = { text: null, list: NOTHING };
  const notify = () => listeners.forEach((listener) => listener());
  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) notify();
  };
  return {
    read(): T[] {
      const text = stored(key);
      if (text !== cached.text) cached = { text, list: text === null ? NOTHING : parseText(text, parse) };
      return cached.list;
    },
    write(list: readonly T[]) {
      try {
        window.localStorage.setItem(key, JSON.stringify(list));
      } catch (error) {
        // Private browsing or a full quota: the list stays as it was, and the page still works.
        console.warn(`Could not store ${key}`, error);
      }
      notify();
    },
    subscribe(listener: () => void) {
      if (listeners.size === 0) window.addEventListener("storage", onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener("storage", onStorage);
      };
    },
  };
}

function stored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function parseText<T>(text: string, parse: (stored: unknown) => T[]): T[] {
  try {
    return parse(JSON.parse(text));
  } catch {
    return NOTHING;
  }
}

/**
 * The list as the browser keeps it; empty on the server and while hydrating (the server cannot know it), so what
 * it shows arrives just after hydration. `enabled` false (the site does not keep this list) reads as empty.
 */
export function useLocalList<T>(list: LocalList<T>, enabled = true): T[] {
  return useSyncExternalStore(
    list.subscribe,
    () => (enabled ? list.read() : NOTHING),
    () => NOTHING,
  );
}
