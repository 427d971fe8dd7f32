import { describe, expect, it } from "vitest";
import { handleLeadRequest } from "@/server/leads/handle-request";
import { LeadStore } from "@/server/leads/store";
import { testDatabases, useLeadStore } from "../../../support/database";
import { pipelineDeps, postRequest, requestBody } from "../../../support/pipeline";
import { fixture, storedCounts } from "../../../support/photos";

const BOUNDARY = "----part-test-boundary";

/** A multipart body written by hand: the request field, one good photo, then `thirdHeaders`. */
function body(thirdHeaders: string): Buffer {
  const photo = fixture("small.webp").bytes;
  const part = (headers: string, content: Uint8Array | string) => [
    Buffer.from(`--${BOUNDARY}\r\n${headers}\r\n\r\n`, "latin1"),
    Buffer.from(content),
    Buffer.from("\r\n"),
  ];
  return Buffer.concat([
    ...part('Content-Disposition: form-data; name="request"', JSON.stringify(requestBody())),
    ...part(
      'Content-Disposition: form-data; name="photos"; filename="one.webp"\r\nContent-Type: image/webp',
      photo,
    ),
    ...part(thirdHeaders, photo),
    Buffer.from(`--${BOUNDARY}--\r\n`),
  ]);
}

function send(store: LeadStore, raw: Buffer): Promise<Response> {
  return handleLeadRequest(
    postRequest(null, {
      raw: new Uint8Array(raw),
      headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
    }),
    pipelineDeps(store),
  );
}

describe.each(testDatabases())("a photo part that cannot be read, on $name", (database) => {
  const suite = useLeadStore(database);

  it.each([
    ["no Content-Disposition", "Content-Type: image/webp"],
    ["a misspelt header", 'Content-Dispositon: form-data; name="photos"; filename="two.webp"'],
    [
      "an attachment disposition",
      'Content-Disposition: attachment; name="photos"; filename="two.webp"',
    ],
  ])("%s: 400 naming part 3, nothing stored", async (_case, headers) => {
    const response = await send(suite.store, body(headers));
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: string };
    expect(error).toMatch(/^Part 3 of the form data could not be read/);
    expect(await storedCounts(suite.handle)).toEqual({ leads: 0, photos: 0, outbox: 0 });
  });

  it("stores both photos when every part is well formed", async () => {
    const response = await send(
      suite.store,
      body('Content-Disposition: form-data; name="photos"; filename="two.webp"'),
    );
    expect(response.status).toBe(200);
    expect((await storedCounts(suite.handle)).photos).toBe(2);
  });
});
