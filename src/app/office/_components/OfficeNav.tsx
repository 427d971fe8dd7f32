import Link from "next/link";

/** The office's own links and the sign-out button (a form: works without JS). */
export function OfficeNav({ email }: { email: string }) {
  return (
    <nav
      aria-label="Office"
      className="border-concrete-200 flex flex-wrap items-center gap-4 border-b px-4 py-3"
    >
      <Link href="/office" className="font-semibold underline">
        Inbox
      </Link>
      <Link href="/office/report" className="font-semibold underline">
        Report
      </Link>
      <span className="text-ink-soft ml-auto text-sm">{email}</span>
      <form method="post" action="/api/office/sign-out">
        <button
          type="submit"
          className="rounded-control border-concrete-300 border px-3 py-2 text-sm"
        >
          Sign out
        </button>
      </form>
    </nav>
  );
}
