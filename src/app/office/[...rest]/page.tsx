import { notFound } from "next/navigation";
import { withOfficeSession } from "@/app/office/_components/office-session";

export const dynamic = "force-dynamic";

/** Any other /office address: the sign-in page without a session, 404 with one. */
export default async function UnknownOfficePage() {
  return withOfficeSession(async () => notFound());
}
