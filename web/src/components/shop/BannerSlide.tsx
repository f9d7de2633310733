import type { CSSProperties } from "react";
import { AnimatePresence, motion } from "framer-motion";

/** The animated slide of BannerCarousel: its own chunk, so framer-motion is not part of the home page's first load. */
export default function BannerSlide({ src, alt, slideKey, style }: { src: string; alt: string; slideKey: number; style: CSSProperties }) {
  return (
    <AnimatePresence initial={false}>
      <motion.img
        key={slideKey}
        src={src}
        alt={alt}
        style={style}
        width={1600}
        height={600}
        fetchPriority="high"
        initial={{ opacity: 0, x: 60 }}
        animate={{ opacity: 1, x: 0 }}
        exit={{ opacity: 0, x: -60 }}
        transition={{ duration: 0.6 }}
      />
    </AnimatePresence>
  );
}
