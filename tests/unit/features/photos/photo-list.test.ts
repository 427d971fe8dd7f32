import { describe, expect, it } from "vitest";
import {
  choosePhotos,
  fileKind,
  photoErrorOf,
  sizeProblem,
  type ChosenFile,
} from "@/features/photos/photo-list";
import { PHOTO_LIMITS, photoMessages } from "@/shared/lead/photos";

const MB = 1024 * 1024;
const photo = (name: string, type = "image/jpeg", size = 1000): ChosenFile => ({
  name,
  type,
  size,
});

describe("fileKind", () => {
  it.each([
    ["IMG_0001.jpg", "image/jpeg", "image"],
    ["shot.png", "image/png", "image"],
    ["shot.webp", "image/webp", "image"],
    ["anim.gif", "image/gif", "image"],
    ["IMG_2001.HEIC", "image/heic", "heif"],
    ["IMG_2002.heif", "image/heif", "heif"],
    ["burst.heic", "image/heic-sequence", "heif"],
    // Systems that do not know HEIC report no type: the name decides.
    ["IMG_2003.HEIC", "", "heif"],
    ["IMG_2004.heic", "application/octet-stream", "heif"],
    ["IMG_0002.JPG", "", "image"],
    ["notes", "", "not-image"],
    ["quote.pdf", "application/pdf", "not-image"],
    ["notes.txt", "text/plain", "not-image"],
    ["clip.mp4", "video/mp4", "not-image"],
    // The type wins over the name.
    ["fake.jpg", "text/plain", "not-image"],
  ])("%s (%s) is %s", (name, type, kind) => {
    expect(fileKind({ name, type })).toBe(kind);
  });
});

describe("choosePhotos", () => {
  it("takes images in order", () => {
    const files = [photo("a.jpg"), photo("b.heic", "image/heic")];
    expect(choosePhotos(0, files)).toEqual({ taken: files, errors: [] });
  });

  it("refuses a file that is not an image, naming it, and takes the others", () => {
    const result = choosePhotos(1, [photo("a.jpg"), photo("quote.pdf", "application/pdf")]);
    expect(result.taken.map((file) => file.name)).toEqual(["a.jpg"]);
    expect(result.errors).toEqual([photoMessages.notAnImage("quote.pdf")]);
  });

  it("takes up to the limit beside the photos already chosen, then says so once", () => {
    const files = ["1", "2", "3", "4"].map((n) => photo(`${n}.jpg`));
    const result = choosePhotos(PHOTO_LIMITS.maxFiles - 2, files);
    expect(result.taken.map((file) => file.name)).toEqual(["1.jpg", "2.jpg"]);
    expect(result.errors).toEqual([photoMessages.tooMany()]);
    expect(photoMessages.tooMany()).toBe("You can add at most 5 photos.");
  });

  it("refuses everything when the list is full, naming a non-image before the limit", () => {
    const result = choosePhotos(PHOTO_LIMITS.maxFiles, [
      photo("6.jpg"),
      photo("a.txt", "text/plain"),
    ]);
    expect(result.taken).toEqual([]);
    expect(result.errors).toEqual([photoMessages.notAnImage("a.txt"), photoMessages.tooMany()]);
  });

  it("takes nothing from nothing", () => {
    expect(choosePhotos(3, [])).toEqual({ taken: [], errors: [] });
  });
});

describe("sizeProblem", () => {
  it.each([
    ["none", [], undefined],
    ["five photos of 4 MB (20 MB in all)", Array(5).fill(photo("a.jpg", "", 4 * MB)), undefined],
    [
      "one photo just over 5 MB, named",
      [photo("a.jpg", "", MB), photo("big.heic", "", 5 * MB + 1)],
      { message: photoMessages.tooLarge("big.heic"), index: 1 },
    ],
    [
      "five photos of 5 MB",
      Array(5).fill(photo("a.jpg", "", 5 * MB)),
      { message: photoMessages.totalTooLarge() },
    ],
  ])("%s", (_, photos, expected) => {
    expect(sizeProblem(photos)).toEqual(expected);
  });
});

describe("photoErrorOf", () => {
  it.each([
    [
      "a refusal naming the second photo",
      { error: "IMG_2.jpg is not a photo", field: "photos", photo: 2, fileName: "IMG_2.jpg" },
      { message: "IMG_2.jpg is not a photo", index: 1 },
    ],
    ["a refusal of all photos", { error: "Too big", field: "photos" }, { message: "Too big" }],
    ["a photo number beyond the list", { error: "x", field: "photos", photo: 4 }, { message: "x" }],
    ["photo 0 (1-based)", { error: "x", field: "photos", photo: 0 }, { message: "x" }],
    ["another field's error", { error: "Please enter your name", field: "name" }, undefined],
    ["no field", { error: "Please verify you are not a robot" }, undefined],
    ["an empty error", { error: " ", field: "photos" }, undefined],
    ["no body", undefined, undefined],
    ["text", "Bad request", undefined],
  ])("%s", (_, body, expected) => {
    expect(photoErrorOf(body, 3)).toEqual(expected);
  });
});
