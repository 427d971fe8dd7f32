import { SignInForm } from "@/app/office/_components/SignInForm";

export const dynamic = "force-dynamic";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /office/sign-in: ask for a one-time link. */
export default async function SignInPage({ searchParams }: Props) {
  const params = await searchParams;
  return (
    <SignInForm
      sent={params.sent === "1"}
      error={typeof params.error === "string" ? params.error : undefined}
    />
  );
}
