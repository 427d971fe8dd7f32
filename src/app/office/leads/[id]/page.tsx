import { notFound } from "next/navigation";
import {
  DeleteForm,
  LeadDetails,
  NoteForm,
  PhotoList,
  ReplyLinks,
  StatusForm,
  Timeline,
} from "@/app/office/_components/LeadView";
import { OfficeNav } from "@/app/office/_components/OfficeNav";
import { withOfficeSession } from "@/app/office/_components/office-session";
import { telHref } from "@/shared/phone";
import { deliveriesOfLead } from "@/server/office/office-outbox";
import { leadIdSchema } from "@/server/office/status-input";

export const dynamic = "force-dynamic";

type Props = { params: Promise<{ id: string }> };

/** /office/leads/<id>: everything the visitor sent, the status flow, notes and the timeline. */
export default async function LeadPage({ params }: Props) {
  const { id } = await params;
  return withOfficeSession(async ({ office, user }) => {
    const leadId = leadIdSchema.safeParse(id);
    if (!leadId.success) notFound();
    const store = await office.store();
    const found = await store.lead(leadId.data);
    if (!found) notFound();
    const handle = await office.server.database();
    const [events, deliveries, photos] = await Promise.all([
      store.events(leadId.data),
      deliveriesOfLead(handle.db, leadId.data),
      (await office.server.store()).photos.forLead(leadId.data),
    ]);
    const { lead } = found;
    return (
      <>
        <OfficeNav email={user.email} />
        <article className="grid gap-8 px-4 py-6">
          <h1 className="text-2xl font-bold">{lead.name}</h1>
          <ReplyLinks lead={lead} tel={telHref(lead.phone)} company={office.config.site.name} />
          <LeadDetails lead={lead} requests={found.requests} />
          <section className="grid gap-3" aria-labelledby="photos">
            <h2 id="photos" className="text-xl font-bold">
              Photos
            </h2>
            <PhotoList leadId={lead.id} photos={photos} />
          </section>
          <section className="grid gap-3" aria-labelledby="status">
            <h2 id="status" className="text-xl font-bold">
              Status
            </h2>
            <StatusForm leadId={lead.id} status={found.status} />
          </section>
          <section className="grid gap-3" aria-labelledby="notes">
            <h2 id="notes" className="text-xl font-bold">
              Notes and timeline
            </h2>
            <NoteForm leadId={lead.id} />
            <Timeline events={events} deliveries={deliveries} />
          </section>
          <section className="grid gap-3" aria-labelledby="delete">
            <h2 id="delete" className="text-xl font-bold">
              Delete
            </h2>
            <DeleteForm leadId={lead.id} />
          </section>
        </article>
      </>
    );
  });
}
