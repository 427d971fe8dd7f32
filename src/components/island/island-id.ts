"use client";

import { createContext, useContext, useId } from "react";

/**
 * The id prefix of the island a leaf is rendered in (issue 26). A leaf's `useId` would not match
 * its server HTML when the leaf hydrates in a root of its own: React derives the id from the
 * component's place in its root, and the server rendered the leaf inside the page's root. The
 * island's wrapper is hydrated with the page, so its own `useId` matches, and the leaf builds its
 * ids from it.
 */
export const IslandIdContext = createContext<string | undefined>(undefined);

/**
 * An id that is the same in the server HTML and in the browser, in an island or not. `part`
 * names the component within its island: two components of one island use different parts.
 */
export function useStableId(part: string): string {
  const own = useId();
  const island = useContext(IslandIdContext);
  return island === undefined ? own : `${island}${part}-`;
}
