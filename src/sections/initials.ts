/** Initials of a review card: the first letters of the first two words of the title (spec 2.3). */
export function initialsOf(title: string): string {
  return title
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join("");
}
