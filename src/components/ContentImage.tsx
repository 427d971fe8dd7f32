import Image from "next/image";
import type { Image as ImageData } from "@/content/fields";

/**
 * A content image in a box of fixed aspect ratio, so nothing shifts whatever the file's own
 * size: illustrations today, the owner's photos tomorrow. Above-the-fold images pass preload.
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
  return (
    <div className={`relative overflow-hidden bg-concrete-100 ${ratio} ${className}`}>
      <Image
        src={image.src}
        alt={image.alt}
        fill
        sizes={sizes}
        preload={preload}
        fetchPriority={preload ? "high" : undefined}
        className={fit === "cover" ? "object-cover" : "object-contain"}
      />
    </div>
  );
}
