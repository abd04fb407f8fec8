import { useCallback, useEffect, useState, type ComponentType } from "react";
import type { RjsfLeadFormProps } from "../rjsf/rjsf-lead-form.tsx";

type RjsfForm = ComponentType<RjsfLeadFormProps>;
let loading: Promise<RjsfForm> | null = null;

/** The rjsf form's code, fetched once per page on first need (it is most of a form's JavaScript). */
function loadRjsfForm(): Promise<RjsfForm> {
  loading ??= import("../rjsf/rjsf-lead-form.tsx").then((module) => module.default);
  return loading;
}

/** `Form` is null until the code has arrived; `load()` asks for it (safe to call often). */
export function useRjsfForm(): { Form: RjsfForm | null; load: () => void } {
  const [Form, setForm] = useState<RjsfForm | null>(null);
  const load = useCallback(() => {
    loadRjsfForm().then(
      (component) => setForm(() => component),
      (error) => console.warn("Lead form code could not be loaded; the plain form stays in place", error),
    );
  }, []);
  return { Form, load };
}

/** Asks for the code when the element comes near the viewport. */
export function useLoadWhenVisible(element: HTMLElement | null, load: () => void, enabled: boolean): void {
  useEffect(() => {
    if (!element || !enabled) return;
    if (typeof IntersectionObserver === "undefined") return load();
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          load();
        }
      },
      { rootMargin: "200px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, load, enabled]);
}
