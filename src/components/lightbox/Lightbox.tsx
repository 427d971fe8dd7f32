"use client";

import { ChevronLeft, ChevronRight, X } from "@/components/ui/icons";
import { useEffect, useRef, type KeyboardEvent, type MouseEvent, type PointerEvent } from "react";
import type { LightboxProps } from "./types";

/** A horizontal move this long (px), and clearly more sideways than vertical, is a swipe. */
const SWIPE_MIN = 40;

/**
 * The photo lightbox: a modal <dialog> (showModal makes the page inert, traps focus and closes
 * on Escape). Previous/next wrap around all photos; ArrowLeft/ArrowRight and touch swipes do the
 * same. Loaded by LightboxGroup on the first click only.
 */
export function Lightbox({ label, photos, index, onIndexChange, onClose }: LightboxProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const swipe = useRef<{ id: number; x: number; y: number } | null>(null);
  const photo = photos[index];
  const several = photos.length > 1;

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    closeButton.current?.focus();
    // The page behind does not scroll while the lightbox is open.
    const html = document.documentElement;
    const overflow = html.style.overflow;
    html.style.overflow = "hidden";
    return () => {
      html.style.overflow = overflow;
    };
  }, []);

  function go(step: 1 | -1) {
    onIndexChange((index + step + photos.length) % photos.length);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (!several || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === "ArrowLeft" || event.key === "ArrowRight") {
      event.preventDefault();
      go(event.key === "ArrowRight" ? 1 : -1);
    }
  }

  // A click on the dark background, not on the photo or a button, closes the lightbox.
  function onClick(event: MouseEvent<HTMLDialogElement>) {
    if (
      event.target instanceof HTMLElement &&
      event.target.dataset.lightboxBackground !== undefined
    ) {
      dialog.current?.close();
    }
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (event.pointerType === "mouse" || !event.isPrimary) return;
    swipe.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
  }

  function onPointerUp(event: PointerEvent<HTMLDivElement>) {
    const start = swipe.current;
    swipe.current = null;
    if (!start || start.id !== event.pointerId || !several) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) >= SWIPE_MIN && Math.abs(dx) > 1.5 * Math.abs(dy)) go(dx < 0 ? 1 : -1);
  }

  if (!photo) return null;
  const button =
    "grid size-12 place-items-center rounded-full bg-white/10 text-white transition-colors hover:bg-white/25 focus-visible:outline-accent";

  return (
    <dialog
      ref={dialog}
      aria-label={label}
      onClose={onClose}
      onKeyDown={onKeyDown}
      onClick={onClick}
      data-lightbox-background=""
      className="bg-concrete-900 fixed inset-0 m-0 h-dvh max-h-none w-full max-w-none p-0 text-white opacity-100 backdrop:bg-black/70 motion-safe:transition-opacity motion-safe:duration-200 starting:opacity-0"
    >
      <div
        data-lightbox-background=""
        className="grid h-full grid-rows-[auto_minmax(0,1fr)_auto] gap-3 p-3 sm:p-6"
      >
        <div className="flex justify-end">
          <button
            ref={closeButton}
            type="button"
            aria-label="Close"
            className={button}
            onClick={() => dialog.current?.close()}
          >
            <X aria-hidden="true" className="size-7" />
          </button>
        </div>
        <figure className="flex min-h-0 flex-col gap-3">
          <div
            className="relative min-h-0 flex-1 touch-pan-y touch-pinch-zoom select-none"
            onPointerDown={onPointerDown}
            onPointerUp={onPointerUp}
            onPointerCancel={() => {
              swipe.current = null;
            }}
          >
            {/* eslint-disable-next-line @next/next/no-img-element -- srcset comes from next/image's getImageProps */}
            <img
              key={photo.src + index}
              src={photo.src}
              srcSet={photo.srcSet}
              sizes={photo.sizes}
              alt={photo.alt}
              draggable={false}
              className="absolute inset-0 size-full object-contain opacity-100 motion-safe:transition-opacity motion-safe:duration-200 starting:opacity-0"
            />
          </div>
          <figcaption aria-live="polite" className="text-center text-lg font-semibold">
            {photo.caption}
          </figcaption>
        </figure>
        {several ? (
          <div data-lightbox-background="" className="flex justify-center gap-6">
            <button
              type="button"
              aria-label="Previous photo"
              className={button}
              onClick={() => go(-1)}
            >
              <ChevronLeft aria-hidden="true" className="size-7" />
            </button>
            <button type="button" aria-label="Next photo" className={button} onClick={() => go(1)}>
              <ChevronRight aria-hidden="true" className="size-7" />
            </button>
          </div>
        ) : null}
      </div>
    </dialog>
  );
}
