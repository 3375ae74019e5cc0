/** The query key prefix of every Browse strip, so other screens can mark them stale. */
export const BROWSE_STRIP_KEY = "browse-strip";
