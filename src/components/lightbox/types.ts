/** One photo as the lightbox shows it: plain data, computed on the server. */
export interface LightboxPhoto {
  src: string;
  srcSet?: string;
  sizes?: string;
  alt: string;
  /** Shown under the photo and announced on change, e.g. "Before, photo 1 of 2". */
  caption: string;
}

export interface LightboxProps {
  /** The dialog's accessible name. */
  label: string;
  photos: LightboxPhoto[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}
