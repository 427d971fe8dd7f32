import "server-only";
import { SegmentedMessage } from "sms-segments-calculator";
import { headerText } from "../delivery/header-text";
import { phoneNumber } from "@/shared/phone";

/** The alert fits in this many SMS segments (each one is billed and may arrive apart). */
export const SMS_MAX_SEGMENTS = 2;
/** A name longer than this is cut even when the message would fit. */
const NAME_MAX = 40;

export interface SmsFacts {
  leadId: string;
  name: string;
  /** The service's label, when the visitor chose one. */
  service?: string;
  /** The calculator's estimate, already formatted ("$1,234.50"). */
  estimate?: string;
  phone: string;
}

/** One line, no control or invisible characters, runs of spaces collapsed. */
function flat(value: string): string {
  return headerText(value, Number.MAX_SAFE_INTEGER);
}

/** The first `keep` characters (whole code points), with "..." (GSM-7, unlike "…") when cut. */
function cut(chars: string[], keep: number): string {
  return chars.length <= keep ? chars.join("") : `${chars.slice(0, keep).join("").trimEnd()}...`;
}

function render(facts: SmsFacts, name: string, tel: string): string {
  return [
    `New lead: ${name}`,
    `${facts.service ?? "No service chosen"}${facts.estimate ? `, est. ${facts.estimate}` : ""}`,
    `Call ${tel}`,
    `Lead ${facts.leadId}`,
  ].join("\n");
}

/** How many segments a text takes (GSM-7, or UCS-2 when a character needs it). */
export function smsSegments(text: string): { segments: number; encoding: "GSM-7" | "UCS-2" } {
  const message = new SegmentedMessage(text);
  return { segments: message.segmentsCount, encoding: message.encodingName };
}

/**
 * The owner's SMS: who, what, the estimate, a tap-to-call link and the lead id; never the
 * visitor's message (a stranger's free text does not go to the owner's phone). Everything but
 * the name is GSM-7 and short; the name is cut until the whole fits in SMS_MAX_SEGMENTS (a name
 * in another script turns the message into UCS-2, with 67 characters a segment).
 */
export function composeSmsText(facts: SmsFacts): string {
  const name = Array.from(flat(facts.name));
  let keep = name.length > NAME_MAX ? NAME_MAX - 3 : name.length;
  // Parsed once: the loop below only shortens the name.
  const tel = phoneNumber(facts.phone).href;
  let text = render(facts, cut(name, keep), tel);
  while (smsSegments(text).segments > SMS_MAX_SEGMENTS && keep > 1) {
    keep -= 1;
    text = render(facts, cut(name, keep), tel);
  }
  return text;
}
