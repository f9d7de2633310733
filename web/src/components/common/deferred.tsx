import { Suspense, lazy, useState, type ComponentType } from "react";

export interface OpenableProps {
  /** Open on mount: the shopper clicked the look-alike trigger before the widget's code arrived. */
  defaultOpen?: boolean;
}

/**
 * A menu, drawer or dialog whose code (Chakra/Zag machines, focus trap, positioning) loads right after the page
 * renders instead of with it, or, with `useReady`, once that hook says so. Until then `Trigger` (the same button,
 * without the widget) stands in; a click on it loads the widget if it is not loading yet, and opens it as soon as it
 * mounts.
 */
export function deferred<P extends object>(
  load: () => Promise<ComponentType<P & OpenableProps>>,
  Trigger: ComponentType<P & { onClick: () => void }>,
  useReady: () => boolean = () => true,
): ComponentType<P> {
  const Widget = lazy(() => load().then((component) => ({ default: component })));
  return function Deferred(props: P) {
    const [clicked, setClicked] = useState(false);
    const ready = useReady();
    const trigger = <Trigger {...props} onClick={() => setClicked(true)} />;
    if (!ready && !clicked) return trigger;
    return (
      <Suspense fallback={trigger}>
        <Widget {...props} defaultOpen={clicked} />
      </Suspense>
    );
  };
}
