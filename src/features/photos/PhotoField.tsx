import { CircleAlert, ImageIcon, X } from "@/components/ui/icons";
import { useState, type ChangeEvent, type Ref } from "react";
import { PHOTO_LIMITS } from "@/shared/lead/photos";
import type { PhotoItem } from "./use-photos";

/**
 * "Add photos of the job site (optional)": a plain file input (rendered on the server, so it is
 * there before the page's script runs; no `capture`, so a phone offers the camera and the
 * gallery), then the chosen photos as thumbnails, each with a remove button that names it.
 */
export const PHOTO_LABEL = "Add photos of the job site";
export const PHOTO_HINT = `Up to ${PHOTO_LIMITS.maxFiles} photos, from your camera or gallery. We make them smaller before sending.`;

export interface PhotoFieldProps {
  /** The form's id prefix (useId). */
  id: string;
  items: PhotoItem[];
  error: string;
  /** While the request is sent: the list cannot change. */
  disabled?: boolean;
  /** Fewer columns in a narrow form. */
  compact?: boolean;
  inputRef: Ref<HTMLInputElement>;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onRemove: (id: string) => void;
  removeRef: (id: string) => Ref<HTMLButtonElement>;
  className?: string;
}

export function PhotoField({
  id,
  items,
  error,
  disabled = false,
  compact = false,
  inputRef,
  onChange,
  onRemove,
  removeRef,
  className = "",
}: PhotoFieldProps) {
  const inputId = `${id}-photos`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="text-ink mb-1.5 block font-semibold">
        {PHOTO_LABEL}
        <span className="text-ink-soft font-normal"> (optional)</span>
      </label>
      <p id={hintId} className="text-ink-soft mb-2 text-sm">
        {PHOTO_HINT}
      </p>
      <input
        ref={inputRef}
        id={inputId}
        name="photos"
        type="file"
        accept="image/*"
        multiple
        disabled={disabled}
        onChange={onChange}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        className="text-ink-soft file:rounded-control file:border-ink file:text-ink hover:file:bg-ink block w-full text-sm file:mr-4 file:min-h-11 file:cursor-pointer file:border-2 file:bg-white file:px-4 file:py-2 file:text-base file:font-semibold hover:file:text-white disabled:opacity-60"
      />
      {error ? (
        <p
          id={errorId}
          className="text-danger mt-1.5 flex items-start gap-1.5 text-sm font-semibold"
        >
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>{error}</span>
        </p>
      ) : null}
      {items.length > 0 ? (
        <ul
          aria-label={`Chosen photos, ${items.length} of ${PHOTO_LIMITS.maxFiles}`}
          className={`mt-4 grid gap-4 ${compact ? "grid-cols-3" : "grid-cols-3 sm:grid-cols-5"}`}
        >
          {items.map((item) => (
            <PhotoThumbnail
              key={item.id}
              item={item}
              errorId={`${inputId}-${item.id}-error`}
              disabled={disabled}
              onRemove={onRemove}
              removeRef={removeRef(item.id)}
            />
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function PhotoThumbnail({
  item,
  errorId,
  disabled,
  onRemove,
  removeRef,
}: {
  item: PhotoItem;
  errorId: string;
  disabled: boolean;
  onRemove: (id: string) => void;
  removeRef: Ref<HTMLButtonElement>;
}) {
  // A photo this browser cannot show (HEIC outside Safari) still travels: an icon stands in.
  const [broken, setBroken] = useState(false);
  return (
    <li
      className={`rounded-control relative border-2 bg-white p-1 ${item.error ? "border-danger" : "border-concrete-200"}`}
    >
      {broken ? (
        <span className="bg-concrete-100 text-ink-soft grid aspect-square w-full place-items-center rounded">
          <ImageIcon aria-hidden className="size-8" />
        </span>
      ) : (
        // eslint-disable-next-line @next/next/no-img-element -- an object URL of the visitor's own file
        <img
          src={item.thumbnail}
          alt=""
          onError={() => setBroken(true)}
          className="aspect-square w-full rounded object-cover"
        />
      )}
      <p className="text-ink mt-1 truncate text-xs" title={item.name}>
        {item.name}
      </p>
      {item.ready ? null : <p className="text-ink-soft text-xs">Preparing…</p>}
      {item.error ? (
        <p id={errorId} className="text-danger text-xs font-semibold">
          {item.error}
        </p>
      ) : null}
      <button
        ref={removeRef}
        type="button"
        disabled={disabled}
        onClick={() => onRemove(item.id)}
        aria-label={`Remove photo ${item.name}`}
        aria-describedby={item.error ? errorId : undefined}
        className="bg-ink hover:bg-danger absolute -top-3 -right-3 grid size-9 place-items-center rounded-full border-2 border-white text-white disabled:opacity-60"
      >
        <X aria-hidden className="size-5" />
      </button>
    </li>
  );
}

/** The upload's progress while a request with photos is sent. */
export function UploadProgress({ percent }: { percent: number }) {
  return (
    <div className="mt-5">
      <div className="text-ink mb-1.5 flex justify-between text-sm font-semibold">
        <span>Uploading photos</span>
        <span aria-hidden>{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label="Uploading photos"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
        className="bg-concrete-200 h-2.5 overflow-hidden rounded-full"
      >
        <div
          className="bg-accent-strong h-full transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
