/** What image uploads say. */
export const IMAGE_MESSAGES = {
  notImage: "The file is not an image. Choose a JPEG, PNG, WebP or GIF image.",
  tooLarge: "The image is larger than 10 MB.",
  unreadable: "The image could not be read. Choose another JPEG, PNG, WebP or GIF image.",
  missing: "Choose an image to upload.",
  notYours: "The image is not one of your uploads. Upload it again, or use a web address.",
  notFound: "Image not found.",
} as const;

/** The 413 answer when an image would take a person past their storage quota. */
export function quotaMessage(quotaBytes: number): string {
  const megabytes = Math.round((quotaBytes / (1024 * 1024)) * 10) / 10;
  return `Storing this image would use more than your ${megabytes} MB of image storage. Delete recipes whose images you no longer need, then try again.`;
}
