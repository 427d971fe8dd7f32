import { getImageProps } from "next/image";
import type { LightboxPhoto } from "./types";

/** A photo for the lightbox, with next/image's full-width srcset (SVG files pass through as they are). */
export function lightboxPhoto(src: string, alt: string, caption: string): LightboxPhoto {
  const { props } = getImageProps({ src, alt, fill: true, sizes: "100vw" });
  return { src: props.src, srcSet: props.srcSet, sizes: props.sizes, alt, caption };
}
