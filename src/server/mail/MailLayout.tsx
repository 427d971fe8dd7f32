import "server-only";
import type { ReactNode } from "react";
import { Body, Head, Html } from "@react-email/components";

/** Every mail's frame: language, title, the font and colours of the company's mail. */
export function MailLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Html lang="en-CA">
      <Head>
        <title>{title}</title>
      </Head>
      <Body
        style={{ fontFamily: "Arial,Helvetica,sans-serif", color: "#1a1a1a", lineHeight: "1.5" }}
      >
        {children}
      </Body>
    </Html>
  );
}
