import { useId, useState } from "react";
import { BODY_UNIT_LABELS, localDay, waterToOunces } from "@simmer/domain";
import { trpc } from "../../trpc";
import { getToken } from "../auth/token";
import { notify } from "../ui/notifications";
import { useUnitSystem } from "../settings/useUnitSystem";
import { nowTime } from "./entryForm";
import { JOURNAL_MESSAGES } from "@simmer/contracts";

/**
 * One action logs water: an entry named 'water' whose total_weight holds the ounces. A metric
 * kitchen types millilitres, stored as ounces (ADR 142).
 */
export function WaterQuickLog() {
  const id = useId();
  const utils = trpc.useUtils();
  const create = trpc.journal.create.useMutation();
  const system = useUnitSystem();
  const unit = BODY_UNIT_LABELS[system].water;
  const [typed, setTyped] = useState<string | null>(null);
  // The default follows the system until the person types: a glass, 8 oz or 250 ml.
  const ounces = typed ?? (system === "metric" ? "250" : "8");
  const setOunces = setTyped;

  async function logWater() {
    if (!getToken()) return notify(JOURNAL_MESSAGES.unauthenticated, "error", { scope: "journal.water" });
    const value = Number(ounces);
    if (ounces.trim() === "" || !Number.isFinite(value) || value <= 0)
      return notify(JOURNAL_MESSAGES.badNutrient, "error", { scope: "journal.water" });
    try {
      await create.mutateAsync({
        date: localDay(new Date()),
        entry_time: nowTime(),
        meal: null,
        name: "water",
        serving_size: 1,
        total_weight: waterToOunces(value, system),
      });
      notify(`Logged ${value} ${unit} of water.`, "success", { scope: "journal.water" });
      await utils.journal.list.invalidate();
    } catch {
      notify(JOURNAL_MESSAGES.saveFailed, "error", { scope: "journal.water" });
    }
  }

  return (
    <div className="card water-quick">
      <div className="field">
        <label htmlFor={`${id}-oz`}>Water ({unit})</label>
        <input id={`${id}-oz`} inputMode="decimal" value={ounces} onChange={(e) => setOunces(e.target.value)} />
      </div>
      <button type="button" className="btn btn-secondary" onClick={logWater} disabled={create.isPending}>
        Log Water
      </button>
    </div>
  );
}
