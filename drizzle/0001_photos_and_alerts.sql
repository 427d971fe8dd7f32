CREATE TABLE "lead_photos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lead_photos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lead_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"size" integer NOT NULL,
	"source_sha256" text NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_photos_position_check" CHECK ("lead_photos"."position" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "outbox" DROP CONSTRAINT "outbox_kind_check";--> statement-breakpoint
ALTER TABLE "outbox" ALTER COLUMN "subject" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ALTER COLUMN "html" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_photos" ADD CONSTRAINT "lead_photos_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lead_photos_lead_position_idx" ON "lead_photos" USING btree ("lead_id","position");--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_kind_check" CHECK ("outbox"."kind" in ('owner', 'customer', 'sms', 'webhook'));