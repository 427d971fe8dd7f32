import { getImageProps } from "next/image";
import type { Image as ImageData } from "@/content/fields";

/**
 * A content image in a box of fixed aspect ratio, so nothing shifts whatever the file's own
 * size: illustrations today, the owner's photos tomorrow. getImageProps gives next/image's
 * optimised srcset (AVIF/WebP for photos) as a plain <img>, so no client JavaScript ships.
 * Above-the-fold images pass preload: eager, high fetch priority.
 */
export function ContentImage({
  image,
  ratio = "aspect-[4/3]",
  sizes,
  preload = false,
  className = "",
  fit = "cover",
}: {
  image: ImageData;
  ratio?: string;
  sizes: string;
  preload?: boolean;
  className?: string;
  fit?: "cover" | "contain";
}) {
  const { props } = getImageProps({ src: image.src, alt: image.alt, fill: true, sizes, preload });
  return (
    <div className={`bg-concrete-100 relative overflow-hidden ${ratio} ${className}`}>
      {/* eslint-disable-next-line @next/next/no-img-element -- props come from next/image's getImageProps */}
      <img
        {...props}
        alt={image.alt}
        fetchPriority={preload ? "high" : undefined}
        className={`absolute inset-0 size-full ${fit === "cover" ? "object-cover" : "object-contain"}`}
      />
    </div>
  );
}
