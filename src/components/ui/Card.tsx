import type { ReactNode } from "react";

/** The one card surface: white, bordered, rounded, with a soft shadow. */
export function Card({
  children,
  className = "",
  as: Tag = "div",
}: {
  children: ReactNode;
  className?: string;
  as?: "div" | "article" | "li";
}) {
  return (
    <Tag className={`rounded-card border-concrete-200 shadow-card border bg-white ${className}`}>
      {children}
    </Tag>
  );
}
