import { useEffect, useRef } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { unitSystemForLocale, type UnitSystem } from "@simmer/domain";
import { trpc } from "../../trpc";
import { preferencesQuery } from "./queries";

export { preferencesQuery };

const browserLocale = () => (typeof navigator === "undefined" ? undefined : navigator.language);

/**
 * The unit system the signed-in person reads amounts in (ADR 126); until they choose, the one
 * their browser's locale suggests.
 */
export function useUnitSystem(): UnitSystem {
  const { data } = useQuery(preferencesQuery());
  if (!data || !data.chosen) return unitSystemForLocale(browserLocale());
  return data.unit_system;
}

/**
 * Once per signed-in app: a person who never chose gets their browser locale's system saved, so
 * every device and the lists made for them agree.
 */
export function useFirstUnitSystem(): void {
  const queryClient = useQueryClient();
  const { data } = useQuery(preferencesQuery());
  const save = trpc.account.preferences.update.useMutation({
    onSuccess: (saved) => queryClient.setQueryData(preferencesQuery().queryKey, saved),
  });
  const sent = useRef(false);
  const unchosen = data !== undefined && !data.chosen;
  useEffect(() => {
    if (!unchosen || sent.current) return;
    sent.current = true;
    save.mutate({ unit_system: unitSystemForLocale(browserLocale()) });
  }, [unchosen, save]);
}
