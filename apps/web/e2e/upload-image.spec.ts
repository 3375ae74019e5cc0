import zlib from "node:zlib";
import { expect, test } from "./fixtures";

/** A plain one-colour PNG of the given size. */
function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(Buffer.concat([Buffer.from(type), data])) >>> 0);
    return Buffer.concat([length, Buffer.from(type), data, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x80)]);
  const pixels = zlib.deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", pixels),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

test.describe("Upload an image", () => {
  test("previews an upload at its natural size, at most 300 px wide", async ({ signedInPage: page }) => {
    await page.goto("/upload-image");
    const input = page.getByLabel("Image file");
    const preview = page.getByRole("img", { name: "Uploaded image preview" });
    for (const [width, shown] of [
      [40, 40],
      [640, 300],
    ] as const) {
      await input.setInputFiles({ name: `w${width}.png`, mimeType: "image/png", buffer: png(width, 30) });
      await page.getByText("Stored at").waitFor();
      await expect
        .poll(() => preview.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth))
        .toBe(width);
      expect(Math.round((await preview.boundingBox())!.width)).toBe(shown);
    }
  });
});
