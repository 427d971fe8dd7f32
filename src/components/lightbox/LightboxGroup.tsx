"use client";

import {
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type MouseEvent,
  type ReactNode,
} from "react";
import type { LightboxPhoto, LightboxProps } from "./types";

/**
 * The tiny client leaf around a set of LightboxLinks: a click on one of them opens the lightbox
 * at that photo. The lightbox module itself is imported on the first click only, so pages ship
 * almost no extra JavaScript; until then (or without JavaScript) the links open the image file.
 */
export function LightboxGroup({
  label,
  photos,
  className,
  children,
}: {
  label: string;
  photos: LightboxPhoto[];
  className?: string;
  children: ReactNode;
}) {
  const root = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLAnchorElement | null>(null);
  const [Viewer, setViewer] = useState<ComponentType<LightboxProps> | null>(null);
  const [index, setIndex] = useState<number | null>(null);

  // Once the lightbox can open, say so to assistive technology.
  useEffect(() => {
    root.current
      ?.querySelectorAll("a[data-lightbox-index]")
      .forEach((link) => link.setAttribute("aria-haspopup", "dialog"));
  }, []);

  function open(event: MouseEvent<HTMLDivElement>) {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const link = event.target instanceof Element ? event.target.closest("a") : null;
    const n = Number(link?.dataset.lightboxIndex);
    if (!link || !Number.isInteger(n) || !photos[n]) return;
    event.preventDefault();
    opener.current = link;
    setIndex(n);
    if (!Viewer) {
      import("./Lightbox").then(
        (module) => setViewer(() => module.Lightbox),
        () => window.location.assign(link.href),
      );
    }
  }

  function close() {
    setIndex(null);
    opener.current?.focus();
  }

  return (
    <div ref={root} className={className} onClick={open}>
      {children}
      {Viewer && index !== null ? (
        <Viewer
          label={label}
          photos={photos}
          index={index}
          onIndexChange={setIndex}
          onClose={close}
        />
      ) : null}
    </div>
  );
}
