import { memo, useCallback, useDeferredValue, useMemo, useRef, useState } from "react";
import { recipeCountLabel, splitIngredientDisplayName } from "@simmer/domain";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { trpc } from "../../trpc";
import { BROWSE_STRIP_KEY } from "../browse/strip-key";
import { kitchenQueries } from "./queries";
import { Spinner } from "../ui/Spinner";
import "./kitchen.css";

interface KitchenItem {
  id: number;
  name: string;
  count: number;
  /** Base name and modifiers, split once when the list arrives. */
  base: string;
  modifiers: string;
}

/** Items rendered at first and added per step as the list scrolls, so thousands stay smooth. */
const RENDER_STEP = 200;

function toItem(id: number, name: string, count: number, split: boolean): KitchenItem {
  if (!split) return { id, name, count, base: name, modifiers: "" };
  const { base, modifiers } = splitIngredientDisplayName(name);
  return { id, name, count, base, modifiers: modifiers.join(", ") };
}

interface SectionProps {
  title: string;
  placeholder: string;
  showLabel: string;
  hideLabel: string;
  items: KitchenItem[] | undefined;
  owned: number[] | undefined;
  loading: boolean;
  onToggle: (id: number) => Promise<void>;
}

const ItemButton = memo(function ItemButton({
  item,
  owned,
  showCount,
  busy,
  onToggle,
}: {
  item: KitchenItem;
  owned: boolean;
  showCount: boolean;
  busy: boolean;
  onToggle: (id: number) => void;
}) {
  return (
    <li>
      <button
        type="button"
        className={`kitchen-item${owned ? " is-owned" : ""}`}
        aria-pressed={owned}
        aria-busy={busy || undefined}
        onClick={() => onToggle(item.id)}
      >
        <span className="kitchen-item-check" aria-hidden="true">
          {owned ? "✓" : ""}
        </span>
        <span className="kitchen-item-name">{item.base}</span>
        {item.modifiers ? <span className="kitchen-item-mods">{item.modifiers}</span> : null}
        {showCount ? <span className="kitchen-item-count">{recipeCountLabel(item.count)}</span> : null}
      </button>
    </li>
  );
});

/** One of the two kitchen sections: a search box, a count toggle and the item buttons, owned first. */
/** Grows `limit` when the sentinel at the end of the list scrolls into view. */
function useGrowingLimit(reset: unknown) {
  const [state, setState] = useState({ limit: RENDER_STEP, reset });
  const limit = state.reset === reset ? state.limit : RENDER_STEP;
  if (state.reset !== reset) setState({ limit: RENDER_STEP, reset });
  const observer = useRef<IntersectionObserver | null>(null);
  const sentinel = useCallback((node: HTMLLIElement | null) => {
    observer.current?.disconnect();
    if (!node || typeof IntersectionObserver === "undefined") return;
    observer.current = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setState((s) => ({ ...s, limit: s.limit + RENDER_STEP }));
      },
      { root: node.parentElement, rootMargin: "300px" },
    );
    observer.current.observe(node);
  }, []);
  return { limit, sentinel };
}

function KitchenSection({ title, placeholder, showLabel, hideLabel, items, owned, loading, onToggle }: SectionProps) {
  const [search, setSearch] = useState("");
  const [showCounts, setShowCounts] = useState(false);
  const [pending, setPending] = useState<ReadonlySet<number>>(new Set());
  const deferredSearch = useDeferredValue(search.trim().toLowerCase());
  const ownedSet = useMemo(() => new Set(owned ?? []), [owned]);

  const visible = useMemo(() => {
    const list = (items ?? []).filter((item) => deferredSearch === "" || item.name.toLowerCase().includes(deferredSearch));
    return list.sort((a, b) => Number(ownedSet.has(b.id)) - Number(ownedSet.has(a.id)) || a.name.localeCompare(b.name));
  }, [items, deferredSearch, ownedSet]);

  const toggle = useCallback(
    (id: number) => {
      setPending((p) => new Set(p).add(id));
      void onToggle(id).finally(() =>
        setPending((p) => {
          const next = new Set(p);
          next.delete(id);
          return next;
        }),
      );
    },
    [onToggle],
  );

  const { limit, sentinel } = useGrowingLimit(deferredSearch);
  const shown = visible.length > limit ? visible.slice(0, limit) : visible;

  const headingId = `${title.replace(/\s+/g, "-").toLowerCase()}-heading`;
  return (
    <section className="card kitchen-section" aria-labelledby={headingId}>
      <div className="kitchen-section-head">
        <h2 id={headingId}>{title}</h2>
        <button type="button" className="btn btn-ghost" aria-pressed={showCounts} onClick={() => setShowCounts((v) => !v)}>
          {showCounts ? hideLabel : showLabel}
        </button>
      </div>
      <input
        type="search"
        className="field kitchen-search"
        placeholder={placeholder}
        aria-label={placeholder.replace(/\.\.\.$/, "")}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      {loading ? (
        <div className="kitchen-loading">
          <Spinner />
        </div>
      ) : visible.length === 0 ? (
        <p className="muted">{search.trim() ? "Nothing matches your search." : "Nothing here yet."}</p>
      ) : (
        <ul className="kitchen-list" aria-label={title}>
          {shown.map((item) => (
            <ItemButton
              key={item.id}
              item={item}
              owned={ownedSet.has(item.id)}
              showCount={showCounts}
              busy={pending.has(item.id)}
              onToggle={toggle}
            />
          ))}
          {shown.length < visible.length ? <li ref={sentinel} className="kitchen-more" aria-hidden="true" /> : null}
        </ul>
      )}
    </section>
  );
}

/** Your Kitchen (docs/product.md#kitchen): the equipment and ingredients the user owns. */
export function KitchenScreen() {
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const [equipmentQuery, ingredientsQuery, ownedEquipmentQuery, ownedIngredientsQuery] = kitchenQueries();
  const equipment = useQuery(equipmentQuery);
  const ingredients = useQuery(ingredientsQuery);
  const ownedEquipment = useQuery(ownedEquipmentQuery);
  const ownedIngredients = useQuery(ownedIngredientsQuery);
  const { mutateAsync: toggleEquipment } = trpc.kitchen.toggleEquipment.useMutation();
  const { mutateAsync: toggleIngredient } = trpc.kitchen.toggleIngredient.useMutation();

  // Ownership flips on success only (docs/product.md#states); failures are logged, not shown (docs/product.md#errors).
  const onToggleEquipment = useCallback(
    async (id: number) => {
      try {
        const { owned } = await toggleEquipment({ equipment_id: id });
        utils.kitchen.ownedEquipment.setData(undefined, (ids = []) =>
          owned ? [...ids.filter((x) => x !== id), id] : ids.filter((x) => x !== id),
        );
        void queryClient.invalidateQueries({ queryKey: [BROWSE_STRIP_KEY] });
      } catch (error) {
        console.error("Equipment toggle failed", error);
      }
    },
    [utils, queryClient, toggleEquipment],
  );
  const onToggleIngredient = useCallback(
    async (id: number) => {
      try {
        const { owned } = await toggleIngredient({ ingredient_id: id });
        utils.kitchen.ownedIngredients.setData(undefined, (ids = []) =>
          owned ? [...ids.filter((x) => x !== id), id] : ids.filter((x) => x !== id),
        );
        void queryClient.invalidateQueries({ queryKey: [BROWSE_STRIP_KEY] });
      } catch (error) {
        console.error("Ingredient toggle failed", error);
      }
    },
    [utils, queryClient, toggleIngredient],
  );

  for (const failed of [equipment, ingredients, ownedEquipment, ownedIngredients]) {
    if (failed.error) console.error("Kitchen list failed to load", failed.error);
  }

  const equipmentItems = useMemo(() => equipment.data?.map((e) => toItem(e.id, e.equipment_name, e.usage_count, false)), [equipment.data]);
  const ingredientItems = useMemo(
    () => ingredients.data?.map((i) => toItem(i.id, i.ingredient_name, i.recipe_count, true)),
    [ingredients.data],
  );

  return (
    <section className="page kitchen-page">
      <h1>Your Kitchen</h1>
      <p className="muted kitchen-intro">Mark what you own. Browse uses it to show what you can cook now and what is missing.</p>
      <div className="kitchen-grid">
        <KitchenSection
          title="Manage Equipment"
          placeholder="Search equipment..."
          showLabel="Show Usage Counts"
          hideLabel="Hide Usage Counts"
          items={equipmentItems}
          owned={ownedEquipment.data}
          loading={equipment.isPending || ownedEquipment.isPending}
          onToggle={onToggleEquipment}
        />
        <KitchenSection
          title="Manage Ingredients"
          placeholder="Search ingredients..."
          showLabel="Show Recipe Counts"
          hideLabel="Hide Recipe Counts"
          items={ingredientItems}
          owned={ownedIngredients.data}
          loading={ingredients.isPending || ownedIngredients.isPending}
          onToggle={onToggleIngredient}
        />
      </div>
    </section>
  );
}
