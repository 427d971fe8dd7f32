import "server-only";
import { headers } from "next/headers";
import type { ReactNode } from "react";
import { officeUserOf, type OfficeRequest } from "@/server/office/office-http";
import { getOfficeRuntime } from "@/server/office/office-runtime";
import { SignInForm } from "./SignInForm";

/** Renders an office page for a signed-in user; anyone else gets the sign-in page. */
export async function withOfficeSession(
  render: (context: OfficeRequest) => Promise<ReactNode>,
): Promise<ReactNode> {
  const office = getOfficeRuntime();
  const user = await officeUserOf(office, await headers());
  if (!user) return <SignInForm />;
  return render({ office, user });
}
