import Link from "next/link";
import type { ComponentProps, ReactNode } from "react";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "inverse";

const base =
  "inline-flex min-h-12 items-center justify-center gap-2 rounded-control px-5 py-3 text-base font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-accent-strong text-white hover:bg-ink",
  secondary: "border-2 border-ink bg-white text-ink hover:bg-ink hover:text-white",
  ghost: "text-ink underline-offset-4 hover:underline",
  inverse: "bg-white text-ink hover:bg-accent-soft",
};

export function buttonClass(variant: ButtonVariant = "primary", className = ""): string {
  return `${base} ${variants[variant]} ${className}`;
}

/** A link that looks like a button; external schemes (tel:, mailto:, sms:, https:) use a plain anchor. */
export function ButtonLink({
  href,
  variant = "primary",
  className,
  children,
  ...rest
}: { href: string; variant?: ButtonVariant; className?: string; children: ReactNode } & Omit<
  ComponentProps<"a">,
  "href" | "className"
>) {
  const classes = buttonClass(variant, className);
  if (!href.startsWith("/")) {
    return (
      <a href={href} className={classes} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link prefetch={false} href={href} className={classes} {...rest}>
      {children}
    </Link>
  );
}

export function Button({
  variant = "primary",
  className,
  ...rest
}: { variant?: ButtonVariant; className?: string } & Omit<ComponentProps<"button">, "className">) {
  return <button className={buttonClass(variant, className)} {...rest} />;
}
