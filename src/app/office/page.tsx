import { InboxCountsView, InboxFilters, InboxList } from "@/app/office/_components/InboxView";
import { OfficeNav } from "@/app/office/_components/OfficeNav";
import { withOfficeSession } from "@/app/office/_components/office-session";
import { inboxSearch, parseInboxQuery } from "@/server/office/inbox-filter";

export const dynamic = "force-dynamic";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /office: the inbox, newest first, with its counts, filters and CSV export. */
export default async function InboxPage({ searchParams }: Props) {
  const params = await searchParams;
  return withOfficeSession(async ({ office, user }) => {
    const parsed = parseInboxQuery(params);
    const query = parsed.ok ? parsed.query : { page: 1 };
    const store = await office.store();
    const now = new Date();
    const [counts, page] = await Promise.all([
      store.counts(office.countWindows(now)),
      store.inbox(query, query.page),
    ]);
    return (
      <>
        <OfficeNav email={user.email} />
        <div className="grid gap-6 px-4 py-6">
          <h1 className="text-2xl font-bold">Inbox</h1>
          {parsed.ok ? null : (
            <p role="alert" className="rounded-control bg-accent-soft p-3">
              {parsed.error}
            </p>
          )}
          {params.deleted ? <p role="status">The request and its photos were deleted.</p> : null}
          <InboxCountsView counts={counts} />
          <InboxFilters query={query} />
          <InboxList rows={page.rows} now={now} />
          <nav aria-label="Pages" className="flex gap-4">
            {query.page > 1 ? (
              <a href={`/office${inboxSearch({ ...query, page: query.page - 1 })}`}>Newer</a>
            ) : null}
            {page.more ? (
              <a href={`/office${inboxSearch({ ...query, page: query.page + 1 })}`}>Older</a>
            ) : null}
          </nav>
        </div>
      </>
    );
  });
}
