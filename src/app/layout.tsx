import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { SiteFooter } from "@/components/layout/SiteFooter";
import { SiteHeader } from "@/components/layout/SiteHeader";
import { EarlyEvents } from "@/components/island/EarlyEvents";
import { HeaderSearchIsland } from "@/features/search/HeaderSearchIsland";
import { getSite } from "@/content/index";
import { businessJsonLd, servedTowns } from "@/seo/business";
import { JsonLd } from "@/seo/JsonLd";
import { siteUrl } from "@/seo/site-url";
import { getAllPages } from "@/content/index";
import "./globals.css";

export function generateMetadata(): Metadata {
  const site = getSite();
  return {
    metadataBase: new URL(siteUrl(site)),
    title: { default: site.name, template: `%s` },
    applicationName: site.name,
  };
}

export const viewport: Viewport = { themeColor: "#1d1d1b", width: "device-width", initialScale: 1 };

export default function RootLayout({ children }: { children: ReactNode }) {
  const site = getSite();
  return (
    <html lang="en-CA">
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="rounded-control bg-ink sr-only z-50 px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to content
        </a>
        <SiteHeader site={site} search={<HeaderSearchIsland />} />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        <SiteFooter site={site} />
        <JsonLd data={businessJsonLd(site, servedTowns(getAllPages()))} />
        <EarlyEvents />
      </body>
    </html>
  );
}
