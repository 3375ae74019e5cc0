import { z } from "zod";
import { text } from "./input";

/** An uploaded image's address, as a recipe stores it (/uploads/<name>). */
export const ZImageAddress = z.object({ url: text("url", "url is required.").min(1, "url is required.").max(2000, "url is too long.") });
