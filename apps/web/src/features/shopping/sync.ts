import type { TShoppingApplyResult, TShoppingCommand, TShoppingCommands, TShoppingItem, TShoppingList } from "@simmer/contracts";
import { dehydrate, hashKey, hydrate, type QueryClient, type QueryKey } from "@tanstack/react-query";
import { EMPTY_OUTBOX, enqueue, fail, nextBatch, refuse, settle, wake, type Outbox } from "./queue";
import type { DeviceState } from "./device-store";

/** How often waiting changes are tried again even without an "online" event (a lying onLine). */
const PERIODIC_FLUSH_MS = 30_000;

export interface SyncStatus {
  /** The device's outbox has been read from IndexedDB. */
  ready: boolean;
  online: boolean;
  /** Changes made on this device that the server has not answered yet, oldest first. */
  pending: readonly TShoppingCommand[];
  sending: boolean;
  /** Sends that failed in a row; 0 when the last one got an answer. */
  failures: number;
  retryAt: number | null;
}

/** The outbox's ports: tests hand in a server and storage of their own. */
export interface SyncPorts {
  send: (input: TShoppingCommands) => Promise<TShoppingApplyResult>;
  open: (owner: string) => Promise<DeviceState>;
  updateOutbox: (change: (outbox: Outbox) => Outbox) => Promise<void>;
  readOutbox: () => Promise<Outbox>;
  saveList: (list: ReturnType<typeof dehydrate>) => Promise<void>;
  /** The HTTP status of a failed send, or null when nothing answered (offline, connection lost). */
  statusOf: (error: unknown) => number | null;
  /** A change the server refused as bad input, set aside so the rest can go. */
  onRefused: (command: TShoppingCommand) => void;
  now: () => number;
  random: () => number;
  isOnline: () => boolean;
}

/**
 * Keeps this device's shopping changes and the server in step (ADR 096): every change is applied
 * to what the screen shows at once, written to the IndexedDB outbox, and sent in order when there
 * is a connection (on start, on the "online" event, every 30 s, and after a backoff wait). The
 * list the server last sent lives in the query cache and is persisted beside the outbox.
 */
export class ShoppingSync {
  private outbox: Outbox = EMPTY_OUTBOX;
  private deviceId = "";
  private owner: string | null = null;
  private starting: Promise<void> | null = null;
  private online: boolean;
  private sending: Promise<void> | null = null;
  private status: SyncStatus;
  private readonly listeners = new Set<() => void>();
  private readonly cleanups: Array<() => void> = [];
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private channel: BroadcastChannel | null = null;
  /** Outbox writes of this tab still on their way to IndexedDB. */
  private writes = 0;
  private otherTabChanged = false;
  /** A live notice asked for the list while changes waited to be sent: fetch it once they are. */
  private pullWanted = false;

  constructor(
    private readonly queryClient: QueryClient,
    private readonly listKey: QueryKey,
    private readonly ports: SyncPorts,
  ) {
    this.online = ports.isOnline();
    this.status = this.snapshot(false);
  }

  // --- for React (useSyncExternalStore) ---
  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
  getStatus = () => this.status;

  /** Reads the device's list and outbox for `owner` once, then starts sending. Safe to call again. */
  start(owner: string): Promise<void> {
    if (this.owner === owner && this.starting) return this.starting;
    this.stop();
    this.owner = owner;
    this.starting = this.load(owner);
    return this.starting;
  }

  private async load(owner: string) {
    const device = await this.ports.open(owner);
    if (this.owner !== owner) return;
    this.deviceId = device.deviceId;
    this.outbox = device.outbox;
    if (device.list) hydrate(this.queryClient, device.list);
    this.listen();
    this.publish(true);
    void this.flush();
  }

  /** Ends syncing (logout): timers, listeners and what is held in memory. */
  stop() {
    for (const cleanup of this.cleanups.splice(0)) cleanup();
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.owner = null;
    this.starting = null;
    this.outbox = EMPTY_OUTBOX;
    this.publish(false);
  }

  private listen() {
    const onOnline = () => {
      this.online = true;
      this.change(wake);
      void this.flush();
    };
    const onOffline = () => {
      this.online = false;
      this.publish(true);
    };
    window.addEventListener("online", onOnline);
    window.addEventListener("offline", onOffline);
    const interval = setInterval(() => {
      if (this.outbox.pending.length > 0) void this.flush();
    }, PERIODIC_FLUSH_MS);
    // The last list the server sent is kept on the device, so shopping mode opens offline.
    const unsubscribe = this.queryClient.getQueryCache().subscribe((event) => {
      if (event.type === "updated" && event.action.type === "success" && hashKey(event.query.queryKey) === hashKey(this.listKey)) {
        void this.ports.saveList(
          dehydrate(this.queryClient, { shouldDehydrateQuery: (query) => hashKey(query.queryKey) === hashKey(this.listKey) }),
        );
      }
    });
    // Another tab of this browser changed the outbox: read it again.
    if (typeof BroadcastChannel !== "undefined") {
      this.channel = new BroadcastChannel("simmer-shopping");
      this.channel.onmessage = () => this.rereadOutbox();
    }
    this.cleanups.push(
      () => window.removeEventListener("online", onOnline),
      () => window.removeEventListener("offline", onOffline),
      () => clearInterval(interval),
      unsubscribe,
      () => {
        this.channel?.close();
        this.channel = null;
      },
    );
  }

  /** Makes a change: shown at once, kept in IndexedDB, sent when possible. */
  record(command: TShoppingCommand) {
    this.change((outbox) => enqueue(outbox, command));
    void this.flush();
  }

  /**
   * Another device changed the list (a live notice, ADR 139): fetch it, after sending what waits
   * here, so the answer never lands over changes this device has not sent yet.
   */
  pull(): Promise<void> {
    if (!this.owner || (this.outbox.pending.length === 0 && !this.sending)) {
      return this.queryClient.invalidateQueries({ queryKey: this.listKey, exact: true });
    }
    this.pullWanted = true;
    return this.flush();
  }

  /** Sends now, even while a failure is being waited out (Done shopping needs everything sent). */
  sendNow(): Promise<void> {
    if (this.outbox.retryAt !== null) this.change(wake);
    return this.flush();
  }

  /** Sends everything waiting now, and resolves when the outbox is empty or a send has failed. */
  flush(): Promise<void> {
    if (!this.owner || !this.online) return Promise.resolve();
    this.sending ??= this.sendAll().finally(() => {
      this.sending = null;
      this.publish(true);
    });
    this.publish(true);
    return this.sending;
  }

  private async sendAll() {
    let sent = false;
    for (;;) {
      const batch = nextBatch(this.outbox, this.ports.now());
      if (batch.length === 0 || !this.online || !this.owner) break;
      let answer: TShoppingApplyResult;
      try {
        answer = await this.ports.send({ device_id: this.deviceId, commands: batch });
      } catch (error) {
        const status = this.ports.statusOf(error);
        // A refused session ends in the tRPC link; the changes stay for when the person is back.
        if (status === 401 || status === 403) break;
        if (status === 400 || status === 413) {
          refuse(this.outbox, batch).dropped.forEach(this.ports.onRefused);
          this.change((outbox) => refuse(outbox, batch).outbox);
          continue;
        }
        const now = this.ports.now();
        const random = this.ports.random();
        this.change((outbox) => fail(outbox, now, random));
        this.scheduleRetry();
        break;
      }
      sent = true;
      // A list fetched before these changes reached the server must not land over their answers.
      await this.queryClient.cancelQueries({ queryKey: this.listKey, exact: true });
      const settled = settle(this.outbox, answer);
      this.change((outbox) => settle(outbox, answer).outbox);
      this.adoptItems(settled.adopt, settled.gone);
    }
    // Catch up with what other devices changed meanwhile.
    if ((sent || this.pullWanted) && this.outbox.pending.length === 0) {
      this.pullWanted = false;
      void this.queryClient.invalidateQueries({ queryKey: this.listKey, exact: true });
    }
  }

  private scheduleRetry() {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const wait = Math.max(0, (this.outbox.retryAt ?? this.ports.now()) - this.ports.now());
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.flush();
    }, wait);
  }

  /** The server's word on items it answered about replaces what this device guessed. */
  private adoptItems(adopt: TShoppingItem[], gone: string[]) {
    if (adopt.length === 0 && gone.length === 0) return;
    const byUid = new Map(adopt.map((item) => [item.uid, item]));
    const dropped = new Set(gone);
    this.queryClient.setQueryData<TShoppingList>(this.listKey, (list) => {
      if (!list) return list;
      const items = list.items.filter((item) => !dropped.has(item.uid)).map((item) => newer(item, byUid.get(item.uid)));
      const known = new Set(items.map((item) => item.uid));
      const added = adopt.filter((item) => !known.has(item.uid) && !dropped.has(item.uid));
      return { ...list, items: [...items, ...added] };
    });
  }

  /** Applies a pure step to the outbox in memory (the screen updates now) and in IndexedDB. */
  private change(step: (outbox: Outbox) => Outbox) {
    this.outbox = step(this.outbox);
    this.publish(true);
    this.writes += 1;
    void this.ports
      .updateOutbox(step)
      .catch(() => undefined)
      .then(() => {
        this.writes -= 1;
        this.channel?.postMessage("outbox");
        if (this.writes === 0 && this.otherTabChanged) this.rereadOutbox();
      });
  }

  /** Another tab of this browser changed the outbox: read it again once this tab's writes are in. */
  private rereadOutbox() {
    if (this.writes > 0) {
      this.otherTabChanged = true;
      return;
    }
    this.otherTabChanged = false;
    void this.ports.readOutbox().then((stored) => {
      if (this.writes > 0) this.otherTabChanged = true;
      else this.adoptStored(stored);
    });
  }

  private adoptStored(stored: Outbox) {
    // Keep this tab's order and add what another tab queued; drop what another tab got answered.
    const storedIds = new Set(stored.pending.map((command) => command.id));
    const mine = new Set(this.outbox.pending.map((command) => command.id));
    this.outbox = {
      ...this.outbox,
      pending: [...this.outbox.pending.filter((c) => storedIds.has(c.id)), ...stored.pending.filter((c) => !mine.has(c.id))],
    };
    this.publish(true);
  }

  private snapshot(ready: boolean): SyncStatus {
    return {
      ready,
      online: this.online,
      pending: this.outbox.pending,
      sending: this.sending !== null,
      failures: this.outbox.failures,
      retryAt: this.outbox.retryAt,
    };
  }

  private publish(ready: boolean) {
    this.status = this.snapshot(ready);
    this.listeners.forEach((listener) => listener());
  }
}

/** The answer with the higher version is the newer state of an item. */
function newer(current: TShoppingItem, answered: TShoppingItem | undefined): TShoppingItem {
  return answered && answered.version >= current.version ? answered : current;
}
