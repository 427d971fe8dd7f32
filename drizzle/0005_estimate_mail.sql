ALTER TABLE "outbox" DROP CONSTRAINT "outbox_kind_check";--> statement-breakpoint
ALTER TABLE "outbox" DROP CONSTRAINT "outbox_lead_check";--> statement-breakpoint
ALTER TABLE "estimates" ADD COLUMN "print" jsonb;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "estimate_id" integer;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_estimate_id_estimates_id_fk" FOREIGN KEY ("estimate_id") REFERENCES "public"."estimates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_estimate_idx" ON "outbox" USING btree ("estimate_id");--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_estimate_check" CHECK ("outbox"."estimate_id" is not null or "outbox"."kind" <> 'estimate');--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_kind_check" CHECK ("outbox"."kind" in ('owner', 'customer', 'sms', 'webhook', 'office', 'estimate'));--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_lead_check" CHECK ("outbox"."lead_id" is not null or "outbox"."kind" in ('office', 'estimate'));