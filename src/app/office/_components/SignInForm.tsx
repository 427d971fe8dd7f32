/** The office's sign-in page: an e-mail address, and a one-time link in the mail. No JS. */
export function SignInForm({ sent, error }: { sent?: boolean; error?: string }) {
  return (
    <section className="mx-auto max-w-md px-4 py-10">
      <h1 className="text-2xl font-bold">Sign in to the office</h1>
      {sent ? (
        <p role="status" className="rounded-control bg-concrete-100 mt-4 p-3">
          If this address may sign in, a link is on its way. It works once, for 15 minutes.
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="rounded-control bg-accent-soft mt-4 p-3">
          That link did not work (used or expired). Ask for a new one.
        </p>
      ) : null}
      <form method="post" action="/api/office/sign-in" className="mt-6 grid gap-3">
        <label htmlFor="office-email" className="font-semibold">
          E-mail address
        </label>
        <input
          id="office-email"
          name="email"
          type="email"
          required
          autoComplete="email"
          className="rounded-control border-concrete-300 border px-3 py-3"
        />
        <button type="submit" className="rounded-control bg-ink px-4 py-3 font-semibold text-white">
          E-mail me a sign-in link
        </button>
      </form>
    </section>
  );
}
