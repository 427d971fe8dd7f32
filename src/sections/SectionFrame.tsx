import type { ReactNode } from "react";
import { Container } from "@/components/ui/Container";

export type Tone = "white" | "concrete" | "dark";

const tones: Record<Tone, string> = {
  white: "bg-white",
  concrete: "bg-concrete-50",
  dark: "bg-concrete-900 text-white [&_h2]:text-white [&_h3]:text-white",
};

/** The frame every section renders in: it owns vertical spacing, background and the anchor id. */
export function SectionFrame({
  id,
  tone = "white",
  labelledBy,
  children,
  className = "",
}: {
  id: string;
  tone?: Tone;
  labelledBy?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      className={`py-14 sm:py-20 ${tones[tone]} ${className}`}
    >
      <Container>{children}</Container>
    </section>
  );
}
