/** The office's form controls: full width of their cell and free to shrink, so 390 px never scrolls. */
export const FIELD = "w-full min-w-0 rounded-control border border-concrete-300 px-2 py-2";
