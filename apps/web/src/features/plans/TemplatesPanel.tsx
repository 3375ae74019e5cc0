import { useId, useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { trpc } from "../../trpc";
import { serverMessage } from "../carts/server-errors";
import { confirmDialog } from "../ui/confirm";
import { clearNotices, notify } from "../ui/notifications";
import { planTemplatesQuery, planWeekQuery } from "./queries";

/** Save the week as a named template, and apply or delete saved ones. */
export function TemplatesPanel({ weekStart }: { weekStart: string }) {
  const queryClient = useQueryClient();
  const templates = useQuery(planTemplatesQuery());
  const [name, setName] = useState("");
  const [chosen, setChosen] = useState<number | null>(null);
  const id = useId();
  const create = trpc.plans.templates.create.useMutation();
  const use = trpc.plans.templates.use.useMutation();
  const remove = trpc.plans.templates.remove.useMutation();
  const list = templates.data?.templates ?? [];
  const selected = list.find((t) => t.id === chosen) ?? list[0] ?? null;
  const refresh = () => queryClient.invalidateQueries({ queryKey: planTemplatesQuery().queryKey });

  async function onSave(event: React.FormEvent) {
    event.preventDefault();
    if (!name.trim()) {
      notify("Template name cannot be empty.", "error", { scope: "plans.templates" });
      return;
    }
    try {
      const saved = await create.mutateAsync({ weekStart, name });
      setName("");
      setChosen(saved.id);
      notify(`Saved "${saved.name}".`, "success", { scope: "plans.templates" });
      await refresh();
    } catch (error) {
      notify(serverMessage(error, "Could not save the template."), "error", { scope: "plans.templates" });
    }
  }

  async function onApply() {
    if (!selected) return;
    try {
      const applied = await use.mutateAsync({ id: selected.id, weekStart });
      queryClient.setQueryData(planWeekQuery(weekStart).queryKey, applied.week);
      notify(applied.message, applied.skipped > 0 ? "info" : "success", { scope: "plans.templates" });
    } catch (error) {
      notify(serverMessage(error, "Could not apply the template."), "error", { scope: "plans.templates" });
    }
  }

  async function onDelete() {
    if (!selected) return;
    if (!(await confirmDialog(`Delete the template "${selected.name}"?`, { destructive: true }))) return;
    try {
      await remove.mutateAsync({ id: selected.id });
      clearNotices("plans.templates");
      setChosen(null);
      await refresh();
    } catch (error) {
      notify(serverMessage(error, "Could not delete the template."), "error", { scope: "plans.templates" });
    }
  }

  return (
    <div className="plan-templates">
      <form className="inline-form" noValidate onSubmit={(event) => void onSave(event)}>
        <label htmlFor={`${id}-name`} className="visually-hidden">
          Template name
        </label>
        <input
          id={`${id}-name`}
          placeholder="Template name, e.g. Busy week"
          maxLength={100}
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        <button type="submit" className="btn btn-ghost" disabled={create.isPending}>
          Save week as template
        </button>
      </form>
      {list.length === 0 ? (
        <p className="empty-state">No templates yet.</p>
      ) : (
        <div className="inline-form">
          <label htmlFor={`${id}-list`} className="visually-hidden">
            Template
          </label>
          <select id={`${id}-list`} value={selected?.id ?? ""} onChange={(e) => setChosen(Number(e.target.value))}>
            {list.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name} ({t.meals} {t.meals === 1 ? "meal" : "meals"})
              </option>
            ))}
          </select>
          <button type="button" className="btn btn-ghost" onClick={() => void onApply()} disabled={use.isPending}>
            Apply to this week
          </button>
          <button type="button" className="btn btn-ghost" onClick={() => void onDelete()} disabled={remove.isPending}>
            Delete template
          </button>
        </div>
      )}
    </div>
  );
}
