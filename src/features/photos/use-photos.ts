import { useEffect, useRef, useState, type ChangeEvent } from "react";
import { PHOTO_LIMITS, photoMessages } from "@/shared/lead/photos";
import { exceptionMessage } from "@/features/contact/messages";
import { choosePhotos, photoErrorOf, sizeProblem, type PreparedPhoto } from "./photo-list";
import type { Preparation } from "./photo-prepare";

/** One chosen photo as the field shows it. */
export interface PhotoItem {
  id: string;
  /** The file as chosen. */
  file: File;
  /** The visitor's file name. */
  name: string;
  /** An object URL of the original, for the thumbnail (revoked when the photo goes). */
  thumbnail: string;
  /** Downscaled and ready to send. */
  ready: boolean;
  /** The server's refusal when it named this photo. */
  error?: string;
}

export interface PhotosOptions {
  /** The photos changed: the next submit is a new attempt (a new idempotency key). */
  onEdit: () => void;
  /** Says something to screen readers through the form's status region. */
  announce: (text: string) => void;
}

export type PhotosForSending =
  { ok: true; photos: PreparedPhoto[] } | { ok: false; message: string };

const loadPreparer = () => import("./photo-prepare");
/** The upload code, fetched with the preparer so the submit does not wait for it. */
export const loadUploader = () => import("./photo-upload");

/**
 * The photo field's state: the chosen photos in order, each prepared (decoded, downscaled,
 * re-encoded) one at a time as soon as it is chosen, so a phone holds one full-size image in
 * memory at once and the work is done while the visitor types. Refused files leave the list
 * with a message that names them.
 */
export function usePhotos({ onEdit, announce }: PhotosOptions) {
  const [items, setItems] = useState<PhotoItem[]>([]);
  const [error, setError] = useState("");
  // The list as the handlers last left it (state updates land on the next render).
  const current = useRef<PhotoItem[]>([]);
  const inputRef = useRef<HTMLInputElement>(null);
  const removeButtons = useRef(new Map<string, HTMLButtonElement>());
  const preparations = useRef(new Map<string, Promise<Preparation>>());
  const prepared = useRef(new Map<string, PreparedPhoto>());
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const thumbnails = useRef(new Set<string>());
  const nextId = useRef(0);
  const focusAfterRemove = useRef<string | null>(null);

  function commit(next: PhotoItem[]) {
    current.current = next;
    setItems(next);
  }

  function say(message: string) {
    setError(message);
    if (message) announce(message);
  }

  /** Takes a photo off the list and releases its thumbnail. */
  function forget(id: string) {
    const item = current.current.find((photo) => photo.id === id);
    if (item) {
      URL.revokeObjectURL(item.thumbnail);
      thumbnails.current.delete(item.thumbnail);
    }
    preparations.current.delete(id);
    prepared.current.delete(id);
    commit(current.current.filter((photo) => photo.id !== id));
  }

  function settle(id: string, result: Preparation) {
    if (!preparations.current.has(id)) return;
    if (!result.ok) {
      forget(id);
      say(result.error);
      return;
    }
    prepared.current.set(id, result.photo);
    const total = [...prepared.current.values()].reduce((sum, photo) => sum + photo.size, 0);
    if (total > PHOTO_LIMITS.maxTotalBytes) {
      forget(id);
      say(photoMessages.totalTooLarge());
      return;
    }
    commit(current.current.map((item) => (item.id === id ? { ...item, ready: true } : item)));
  }

  /** Queued: one photo is decoded at a time. A photo removed while it waits is skipped. */
  function prepare(id: string, file: File): Promise<Preparation> {
    const result = queue.current.then(async (): Promise<Preparation> => {
      if (!preparations.current.has(id)) return { ok: false, error: "" };
      try {
        return await (await loadPreparer()).preparePhoto(file);
      } catch (failure) {
        return { ok: false, error: exceptionMessage(failure) };
      }
    });
    queue.current = result;
    void result.then((outcome) => settle(id, outcome));
    return result;
  }

  function add(files: File[]) {
    if (files.length === 0) return;
    const { taken, errors } = choosePhotos(current.current.length, files);
    const added = taken.map((file): [PhotoItem, File] => {
      const id = `photo-${++nextId.current}`;
      const thumbnail = URL.createObjectURL(file);
      thumbnails.current.add(thumbnail);
      return [{ id, file, name: file.name, thumbnail, ready: false }, file];
    });
    // A new choice clears an earlier refusal shown on a thumbnail.
    commit([...current.current.map(withoutError), ...added.map(([item]) => item)]);
    for (const [item, file] of added) {
      preparations.current.set(item.id, prepare(item.id, file));
    }
    if (added.length > 0) void loadUploader().catch(() => undefined);
    say(errors.join(" "));
    if (errors.length === 0) {
      announce(`${current.current.length} of ${PHOTO_LIMITS.maxFiles} photos added.`);
    }
    onEdit();
  }

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const files = Array.from(input.files ?? []);
    // The list is the truth: the input shows it again once the new files are taken.
    input.value = "";
    if (files.length > 0) add(files);
    else showList(input, current.current);
  }

  function remove(id: string) {
    const index = current.current.findIndex((item) => item.id === id);
    if (index < 0) return;
    focusAfterRemove.current = current.current[index + 1]?.id ?? "input";
    const { name } = current.current[index]!;
    forget(id);
    commit(current.current.map(withoutError));
    setError("");
    announce(`Removed ${name}. ${current.current.length} of ${PHOTO_LIMITS.maxFiles} photos.`);
    onEdit();
  }

  // Files chosen before the page's script ran are taken when it runs, before the effect below
  // shows the (empty) list in the input, which would drop them; thumbnails go on unmount.
  useEffect(() => {
    const input = inputRef.current;
    const early = Array.from(input?.files ?? []);
    if (input) input.value = "";
    if (early.length > 0) add(early);
    const owned = thumbnails.current;
    return () => {
      for (const url of owned) URL.revokeObjectURL(url);
      owned.clear();
    };
    // Once, on mount: add() works on refs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // After a removal, focus moves to the remove button that took its place, else to the picker.
  useEffect(() => {
    const target = focusAfterRemove.current;
    if (target === null) return;
    focusAfterRemove.current = null;
    (target === "input" ? inputRef.current : removeButtons.current.get(target))?.focus();
  }, [items]);

  useEffect(() => {
    if (inputRef.current) showList(inputRef.current, items);
  }, [items]);

  /** Waits until every chosen photo is prepared: the photos to send, or why they cannot go. */
  async function forSending(): Promise<PhotosForSending> {
    const pending = current.current.map((item) => preparations.current.get(item.id)!);
    const photos: PreparedPhoto[] = [];
    for (const result of await Promise.all(pending)) {
      if (!result.ok) return { ok: false, message: result.error };
      photos.push(result.photo);
    }
    const problem = sizeProblem(photos);
    if (problem) {
      say(problem.message);
      return { ok: false, message: problem.message };
    }
    return { ok: true, photos };
  }

  /** Shows a refusal of the server that is about the photos; its message, or undefined. */
  function showServerError(body: unknown): string | undefined {
    const refusal = photoErrorOf(body, current.current.length);
    if (!refusal) return undefined;
    commit(
      current.current.map((item, index) =>
        index === refusal.index ? { ...item, error: refusal.message } : withoutError(item),
      ),
    );
    setError(refusal.message);
    return refusal.message;
  }

  const removeRef = (id: string) => (button: HTMLButtonElement | null) => {
    if (button) removeButtons.current.set(id, button);
    else removeButtons.current.delete(id);
  };

  return {
    field: { items, error, inputRef, onChange, onRemove: remove, removeRef },
    forSending,
    showServerError,
  };
}

/**
 * Puts the listed files back in the input, so it says "3 files" rather than "No file chosen"
 * (and so does a screen reader). A browser that does not let a page set an input's files
 * leaves it empty: the list below it still shows every photo.
 */
function showList(input: HTMLInputElement, items: readonly PhotoItem[]) {
  if (typeof DataTransfer !== "function") return;
  try {
    const chosen = new DataTransfer();
    for (const item of items) chosen.items.add(item.file);
    input.files = chosen.files;
  } catch {
    input.value = "";
  }
}

function withoutError(item: PhotoItem): PhotoItem {
  return item.error === undefined ? item : { ...item, error: undefined };
}
