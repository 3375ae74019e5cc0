import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from "node:dns";
import { isPublicAddress } from "./address-check";

type TResolveAll = (
  hostname: string,
  options: LookupOptions & { all: true },
  callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
) => void;

type TLookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** Raised inside the socket's lookup when a name resolves to any address that is not public. */
export class BlockedLookupError extends Error {
  readonly code = "EBLOCKEDADDRESS";

  constructor(readonly hostname: string) {
    super(`${hostname} resolves to an address that is not allowed`);
    this.name = "BlockedLookupError";
  }
}

const resolveWithDns: TResolveAll = (hostname, options, callback) => dnsLookup(hostname, options, callback);

/**
 * A `lookup` for net/tls sockets that resolves every address of the name, refuses the name when
 * any of them is not public, and hands the socket only checked addresses. Because the socket
 * connects to what this returns, a second, different DNS answer (rebinding) never gets used.
 */
export function createGuardedLookup(resolveAll: TResolveAll = resolveWithDns) {
  return (hostname: string, options: LookupOptions, callback: TLookupCallback): void => {
    resolveAll(hostname, { family: options.family ?? 0, hints: options.hints, all: true }, (error, addresses) => {
      if (error) return callback(error, "");
      if (addresses.length === 0 || addresses.some((entry) => !isPublicAddress(entry.address))) {
        return callback(new BlockedLookupError(hostname), "");
      }
      if (options.all) return callback(null, addresses);
      const first = addresses[0]!;
      return callback(null, first.address, first.family);
    });
  };
}
