import type { ReactNode } from "react";

export function Badge({ children, className = "" }: { children: ReactNode; className?: string }) {
  return (
    <span className={`inline-flex items-center rounded-full bg-accent-soft px-3 py-1 text-sm font-semibold text-accent-strong ${className}`}>
      {children}
    </span>
  );
}
