// What the server needs of live notices (ADR 139).
export type { BusMessage, Delivered, NoticeBus } from "./bus";
export { createMemoryBus, idMaker, Subscribers } from "./memory-bus";
export { compareIds, formatCursor, missedSince, parseCursor, parseId, positionBefore, type NoticeId } from "./cursor";
export { accountChannel, actorOf, audienceChannel, channelsOf, personalChannel, scopeOf, type Scope } from "./audience";
export { beforeMutation, publishChange } from "./publish";
export { effectOf } from "./topics";
export { announceSharedListChange } from "./shared-list";
