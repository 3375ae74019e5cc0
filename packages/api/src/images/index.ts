// What other domains may use of images: they import it from here, never from its files (ADR 114).
export * from "./images.service";
export { encodeImage, sniffImage } from "./image-processing";
export { type ImageStore, imageUrlOf, storedFilesOf } from "./image-store";
export { imagesBackup } from "./images.backup";
