import type { ReactNode } from "react";
import { ButtonLink, type ButtonVariant } from "./Button";
import { ANCHORS } from "@/content/paths";

/**
 * A button that scrolls to an element on the same page (spec 2.3), the calculator by default.
 * A plain anchor: the page's `scroll-behavior: smooth` animates it (instantly under reduced
 * motion), and it works without JavaScript.
 */
export function ScrollButton({
  target = ANCHORS.calculator,
  variant = "secondary",
  children,
}: {
  target?: string;
  variant?: ButtonVariant;
  children: ReactNode;
}) {
  return (
    <ButtonLink href={`#${target}`} variant={variant}>
      {children}
    </ButtonLink>
  );
}
