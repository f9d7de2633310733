import { useEffect, useRef } from "react";

/**
 * For a field whose value the app keeps in state, on a page the server rendered: what a visitor typed into it before
 * the app had started is still in the field (the browser keeps it through hydration) but not in the state, which
 * would then disagree with what the visitor sees (a form's button left disabled, an empty value sent). Once the app
 * has started, such text is handed to `onChange` as if just typed. Returns the field's ref.
 */
export function useTypedBeforeStart<E extends HTMLInputElement | HTMLTextAreaElement>(value: string, onChange: (typed: string) => void) {
  const ref = useRef<E>(null);
  useEffect(() => {
    const typed = ref.current?.value;
    if (typed !== undefined && typed !== value) onChange(typed);
    // Once, when the app takes the field over: later changes come through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ref;
}
