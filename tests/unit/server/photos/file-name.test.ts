import { describe, expect, it } from "vitest";
import { photoFileName } from "@/server/photos/file-name";

describe("photoFileName", () => {
  it.each([
    ["IMG_0042.HEIC", 1, "IMG_0042.jpg"],
    ["slab edge (north).png", 2, "slab-edge-north.jpg"],
    ["Café façade.webp", 1, "Cafe-facade.jpg"],
    ["C:\\Users\\dana\\Pictures\\site.jpg", 1, "site.jpg"],
    ["../../etc/passwd", 3, "passwd.jpg"],
    ["..", 2, "photo-2.jpg"],
    [".jpg", 4, "photo-4.jpg"],
    ["", 5, "photo-5.jpg"],
    ["写真.jpeg", 1, "photo-1.jpg"],
    ['a"b<c>\r\nd.jpg', 1, "a-b-c-d.jpg"],
    ["x".repeat(200) + ".jpg", 1, "x".repeat(73) + ".jpg"],
  ])("%j (photo %i) -> %j", (sent, position, expected) => {
    expect(photoFileName(sent, position, "jpg")).toBe(expected);
  });

  it("keeps the names of one lead apart (phones call every shared photo image.jpg)", () => {
    const taken = new Set<string>();
    const names = ["image.jpg", "IMAGE.JPG", "image.png", "image-2.jpg"].map((sent, index) => {
      const name = photoFileName(sent, index + 1, "jpg", taken);
      taken.add(name.toLowerCase());
      return name;
    });
    expect(names).toEqual(["image.jpg", "IMAGE-2.jpg", "image-3.jpg", "image-2-4.jpg"]);
    expect(new Set(names.map((name) => name.toLowerCase())).size).toBe(4);
  });
});
