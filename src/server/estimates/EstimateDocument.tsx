import "server-only";
import fs from "node:fs";
import path from "node:path";
import { Document, Font, Link, Page, StyleSheet, Text, View } from "@react-pdf/renderer";
import type { EstimateSheet } from "@/shared/estimate/sheet";
import { woffToSfnt } from "./woff-to-sfnt";

/**
 * The site's display face, from the @fontsource package on disk: no font is fetched. Read when
 * the module loads and handed to react-pdf as TrueType (see woffToSfnt: why not the WOFF).
 */
const fontFile = (weight: number) => {
  const woff = fs.readFileSync(
    path.join(
      /*turbopackIgnore: true*/ process.cwd(),
      "node_modules/@fontsource/archivo/files",
      `archivo-latin-${weight}-normal.woff`,
    ),
  );
  return `data:font/ttf;base64,${woffToSfnt(woff).toString("base64")}`;
};
Font.register({
  family: "Archivo",
  fonts: [
    { src: fontFile(400), fontWeight: 400 },
    { src: fontFile(700), fontWeight: 700 },
  ],
});
// Words are not hyphenated: a price line must read as written.
Font.registerHyphenationCallback((word) => [word]);

const styles = StyleSheet.create({
  page: { fontFamily: "Archivo", fontSize: 10, padding: 40, color: "#1c1917", lineHeight: 1.4 },
  header: { flexDirection: "row", justifyContent: "space-between", marginBottom: 20 },
  company: { fontSize: 14, fontWeight: 700 },
  muted: { color: "#57534e" },
  title: { fontSize: 18, fontWeight: 700, marginBottom: 4 },
  heading: { fontSize: 12, fontWeight: 700, marginTop: 16, marginBottom: 6 },
  row: {
    flexDirection: "row",
    justifyContent: "space-between",
    borderBottom: "1 solid #e7e5e4",
    paddingVertical: 4,
  },
  label: { flex: 1, paddingRight: 12 },
  total: {
    flexDirection: "row",
    justifyContent: "space-between",
    marginTop: 8,
    fontWeight: 700,
    fontSize: 12,
  },
  note: { marginTop: 16, padding: 10, backgroundColor: "#f5f5f4" },
  link: { color: "#b45309" },
});

/** The calculator's estimate as a one-page PDF (issue 29): every answer, every price line. */
export function EstimateDocument({ sheet }: { sheet: EstimateSheet }) {
  return (
    <Document title={`Estimate ${sheet.number}`} author={sheet.company.name} language="en-CA">
      <Page size="LETTER" style={styles.page}>
        <View style={styles.header}>
          <View>
            <Text style={styles.company}>{sheet.company.name}</Text>
            <Text style={styles.muted}>{sheet.company.phone}</Text>
            <Text style={styles.muted}>{sheet.company.email}</Text>
            <Text style={styles.muted}>{sheet.company.url}</Text>
          </View>
          <View>
            <Text style={styles.title}>Estimate {sheet.number}</Text>
            <Text>Issued {sheet.issued}</Text>
            <Text>Valid until {sheet.validUntil}</Text>
          </View>
        </View>

        <Text style={styles.heading}>Your answers</Text>
        {sheet.answers.map((item) => (
          <View key={item.question} style={styles.row}>
            <Text style={styles.label}>{item.question}</Text>
            <Text>{item.answer}</Text>
          </View>
        ))}

        <Text style={styles.heading}>Price</Text>
        {sheet.lines.map((line) => (
          <View key={line.label} style={styles.row}>
            <Text style={styles.label}>{line.label}</Text>
            <Text>{line.amount}</Text>
          </View>
        ))}
        <View style={styles.total}>
          <Text>Estimated total</Text>
          <Text>{sheet.total}</Text>
        </View>

        <View style={styles.note}>
          <Text>
            This estimate is approximate: it is worked out from your answers alone, before anyone
            has seen the job. The price we hold to is the one in our free written quote.
          </Text>
          <Text style={{ marginTop: 6 }}>It is valid until {sheet.validUntil}.</Text>
        </View>

        <Text style={styles.heading}>Turn it into a free quote</Text>
        <Text>
          Call us at {sheet.company.phone} ({sheet.company.hours}), or send the job&apos;s details
          with the estimate attached:
        </Text>
        <Link src={sheet.contactUrl} style={styles.link}>
          {sheet.contactUrl}
        </Link>
      </Page>
    </Document>
  );
}
