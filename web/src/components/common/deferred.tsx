import { startTransition, useEffect, useState, type ComponentType } from "react";
import type { LazyModule } from "../../ssr/lazyModule";
import { startInTurn } from "../../boot/nextTask";

export interface OpenableProps {
  /** Open on mount: the shopper clicked the look-alike trigger before the widget's code arrived. */
  defaultOpen?: boolean;
}

/**
 * A menu, drawer or dialog whose code (Chakra/Zag machines, focus trap, positioning) loads after the page has started
 * instead of with it, or, with `useReady`, once that hook says so. Until then `Trigger` (the same button, without the
 * widget) stands in; the server renders it, and the page hydrates it. A click on it loads the widget if it is not
 * loading yet, and opens it as soon as it has arrived; the widget takes the trigger's place in one render.
 */
export function deferred<P extends object>(
  Widget: LazyModule<P & OpenableProps>,
  Trigger: ComponentType<P & { onClick: () => void }>,
  useReady: () => boolean = () => true,
): ComponentType<P> {
  return function Deferred(props: P) {
    const [clicked, setClicked] = useState(false);
    const [loaded, setLoaded] = useState(false);
    const ready = useReady();
    const wanted = ready || clicked;
    useEffect(() => {
      if (!wanted || loaded) return;
      let live = true;
      // A click loads at once; otherwise the widget waits for its turn. Rendered as a transition, which React splits
      // into short tasks (a plain update renders a menu's or drawer's machinery in one).
      void (clicked ? Widget.preload() : startInTurn(Widget.preload)).then(() => live && startTransition(() => setLoaded(true)));
      return () => {
        live = false;
      };
    }, [wanted, loaded, clicked]);
    // A click on the trigger as the widget took its place opens the widget anew (it reads defaultOpen when it mounts).
    if (loaded) return <Widget key={clicked ? "clicked" : "ready"} {...props} defaultOpen={clicked} />;
    return <Trigger {...props} onClick={() => setClicked(true)} />;
  };
}
