/**
 * The installed app's shortcuts ("Add a to-do", ...) open the tasks screen at /?add=<type>: the
 * quick-add field of that column takes the focus, and the address loses the parameter.
 */
import { useEffect } from "react";
import { useSearchParams } from "react-router";

const TYPES = ["habit", "daily", "todo", "reward"];

export function useAddTaskShortcut(ready: boolean): void {
  const [params, setParams] = useSearchParams();
  const type = params.get("add");
  useEffect(() => {
    if (!ready || type === null) return;
    const field = TYPES.includes(type)
      ? document.querySelector<HTMLInputElement>(`.column-${type} .quick-add input`)
      : null;
    field?.scrollIntoView({ block: "center" });
    field?.focus();
    const next = new URLSearchParams(params);
    next.delete("add");
    setParams(next, { replace: true });
  }, [ready, type, params, setParams]);
}
