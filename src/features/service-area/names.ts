/**
 * Place names as the check compares them: without case, accents or punctuation, and with the
 * abbreviations of Saint spelled out, so "St. Catharines", "st catharines" and "Saint-Catharines"
 * are one name, and "Orleans" finds "Orléans".
 */
export function normaliseName(name: string): string {
  return (
    name
      .normalize("NFD")
      .replace(/\p{M}/gu, "")
      .toLowerCase()
      // "Ste." / "St." (with a period, or a space and more to come) abbreviate Sainte / Saint.
      // A bare trailing "st" stays: the visitor may be typing "Stouffville".
      .replace(/\bste(?:\.\s*|\s+(?=\S))/g, "sainte ")
      .replace(/\bst(?:\.\s*|\s+(?=\S))/g, "saint ")
      .replace(/['’.]/g, "")
      .replace(/[^\p{L}\p{N}]+/gu, " ")
      .trim()
  );
}
