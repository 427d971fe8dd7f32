import localFont from "next/font/local";

/*
 * Self-hosted variable fonts from @fontsource-variable packages (no fetch at build).
 * next/font adds size-adjusted fallbacks, so text does not shift when they load.
 */
export const inter = localFont({
  src: "../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  variable: "--font-inter",
  display: "swap",
  weight: "100 900",
});

export const archivo = localFont({
  src: "../../node_modules/@fontsource-variable/archivo/files/archivo-latin-wght-normal.woff2",
  variable: "--font-archivo",
  display: "swap",
  weight: "100 900",
});
