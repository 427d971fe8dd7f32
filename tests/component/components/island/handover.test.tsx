import { afterEach, describe, expect, it } from "vitest";
import { carryValues } from "@/components/island/handover";

function form(html: string): HTMLFormElement {
  const element = document.createElement("form");
  element.innerHTML = html;
  document.body.append(element);
  return element;
}

afterEach(() => document.body.replaceChildren());

describe("carrying what the visitor typed into the live leaf", () => {
  it("pairs fields by name even when the live leaf renders one the server HTML had not", () => {
    const server = form(
      '<input name="name"><input name="email"><textarea name="message"></textarea>',
    );
    (server.elements.namedItem("name") as HTMLInputElement).value = "Dana Tester";
    (server.elements.namedItem("message") as HTMLTextAreaElement).value = "Two cores";
    const live = form(
      '<input type="hidden" name="estimate"><input name="name"><input name="email"><textarea name="message"></textarea>',
    );

    carryValues(server, live);

    expect((live.elements.namedItem("name") as HTMLInputElement).value).toBe("Dana Tester");
    expect((live.elements.namedItem("email") as HTMLInputElement).value).toBe("");
    expect((live.elements.namedItem("message") as HTMLTextAreaElement).value).toBe("Two cores");
    expect((live.elements.namedItem("estimate") as HTMLInputElement).value).toBe("");
  });
});
