import { useEffect, useRef, useState, type ReactNode } from "react";

/**
 * Renders `placeholder` until it comes within `margin` of the viewport (the shopper scrolls towards it), then
 * `children` for good. For sections below the fold: their code, queries and rendering then stay out of the page's
 * first seconds on a phone, and a visitor who leaves from the top never loads them.
 */
export function WhenNearViewport({ children, placeholder, margin = "200px" }: { children: ReactNode; placeholder: ReactNode; margin?: string }) {
  const [near, setNear] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (near || !box.current) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: `${margin} 0px`,
    });
    observer.observe(box.current);
    return () => observer.disconnect();
  }, [near, margin]);
  return near ? children : <div ref={box}>{placeholder}</div>;
}
