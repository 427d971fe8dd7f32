import type { Metadata } from "next";
import type { ReactNode } from "react";

export const metadata: Metadata = {
  title: "Office",
  robots: { index: false, follow: false },
};

/** The owner's office: every page rendered per request (sessions), never indexed. */
export default function OfficeLayout({ children }: { children: ReactNode }) {
  return <div className="mx-auto w-full max-w-5xl">{children}</div>;
}
