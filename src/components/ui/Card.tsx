import type { ReactNode } from "react";

/** The one card surface: white, bordered, rounded, with a soft shadow. */
export function Card({ children, className = "", as: Tag = "div" }: { children: ReactNode; className?: string; as?: "div" | "article" | "li" }) {
  return <Tag className={`rounded-card border border-concrete-200 bg-white shadow-card ${className}`}>{children}</Tag>;
}
