/**
 * `npm run build:og-images` (a step of `npm run build`): one 1200x630 social image per page of
 * the content index, written to public/og/<slug>.png, drawn by next/og from the page's title,
 * its kind and the short name, with fonts read from node_modules (nothing is fetched).
 */
import fs from "node:fs";
import path from "node:path";
import { ImageResponse } from "next/og";
import { loadContent } from "../src/content/load";
import type { Page } from "../src/content/page";
import { ogImagePath } from "../src/seo/og-image-path";

const FONT_DIR = "node_modules/@fontsource/archivo/files";
const fonts = [400, 700].map((weight) => ({
  name: "Archivo",
  data: fs.readFileSync(path.join(FONT_DIR, `archivo-latin-${weight}-normal.woff`)),
  weight: weight as 400 | 700,
  style: "normal" as const,
}));

const KIND: Record<Page["kind"], string> = {
  main: "",
  service: "Service",
  equipment: "Equipment",
  project: "Project",
  article: "Blog",
};

function card(title: string, kind: string, shortName: string, place: string) {
  return (
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: 72,
        background: "#1d1d1b",
        color: "#ffffff",
        fontFamily: "Archivo",
      }}
    >
      <div
        style={{ display: "flex", alignItems: "center", gap: 20, fontSize: 34, fontWeight: 700 }}
      >
        <div style={{ width: 28, height: 28, background: "#f26b1d", borderRadius: 6 }} />
        {shortName}
        {kind ? <span style={{ color: "#bdbab1", fontWeight: 400 }}>{`· ${kind}`}</span> : null}
      </div>
      <div
        style={{
          display: "flex",
          fontSize: title.length > 60 ? 60 : 72,
          fontWeight: 700,
          lineHeight: 1.1,
        }}
      >
        {title}
      </div>
      <div style={{ display: "flex", fontSize: 30, color: "#ecebe7" }}>{place}</div>
    </div>
  );
}

async function main() {
  const { site, pages } = loadContent();
  const suffix = ` | ${site.shortName}`;
  const place = `Concrete cutting around ${site.serviceArea.centre}`;
  for (const page of pages) {
    const title = page.meta.title.endsWith(suffix)
      ? page.meta.title.slice(0, -suffix.length)
      : page.meta.title;
    const image = new ImageResponse(card(title, KIND[page.kind], site.shortName, place), {
      width: 1200,
      height: 630,
      fonts,
    });
    const file = path.join("public", ogImagePath(page.slug));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, Buffer.from(await image.arrayBuffer()));
  }
  console.log(`Social images: ${pages.length} written to public/og/.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
