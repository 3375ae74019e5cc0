/** What identifies a grocery line across regenerations: the same ingredient in the same unit. */
export function groceryLineKey(line: { ingredientId: number | null; unit: string | null }): string {
  return `${line.ingredientId ?? ""}|${(line.unit ?? "").trim().toLowerCase()}`;
}

/**
 * Matches the lines of a regenerated list to the lines it replaces (ADR 092). A new line takes
 * the state of the first unmatched old line with its key (`state[i]` for `next[i]`, undefined for
 * a line new to the list); every old line left unmatched is gone. Old lines are read in list order.
 */
export function carryOverLines<S extends { uid: string; ingredientId: number | null; unit: string | null }>(
  previous: readonly S[],
  next: ReadonlyArray<{ ingredientId: number | null; unit: string | null }>,
): { state: Array<S | undefined>; gone: string[] } {
  const waiting = new Map<string, S[]>();
  for (const line of previous) {
    const key = groceryLineKey(line);
    waiting.set(key, [...(waiting.get(key) ?? []), line]);
  }
  const state = next.map((line) => waiting.get(groceryLineKey(line))?.shift());
  const gone = [...waiting.values()].flat().map((line) => line.uid);
  return { state, gone };
}

/**
 * For each ingredient, the recipes that need it (titles in the order met, each once) and the
 * USDA food its lines match most often (the first met on a tie), which gives its store section.
 */
export function ingredientSources(
  lines: ReadonlyArray<{ ingredientId: number; recipeTitle: string; foodNdbNo: string | null }>,
): Map<number, { titles: string[]; foodNdbNo: string | null }> {
  const found = new Map<number, { titles: string[]; foods: Map<string, number> }>();
  for (const line of lines) {
    const entry = found.get(line.ingredientId) ?? { titles: [], foods: new Map<string, number>() };
    if (!entry.titles.includes(line.recipeTitle)) entry.titles.push(line.recipeTitle);
    if (line.foodNdbNo) entry.foods.set(line.foodNdbNo, (entry.foods.get(line.foodNdbNo) ?? 0) + 1);
    found.set(line.ingredientId, entry);
  }
  const result = new Map<number, { titles: string[]; foodNdbNo: string | null }>();
  for (const [id, entry] of found) {
    let best: string | null = null;
    let most = 0;
    for (const [ndbNo, count] of entry.foods) {
      if (count > most) {
        best = ndbNo;
        most = count;
      }
    }
    result.set(id, { titles: entry.titles, foodNdbNo: best });
  }
  return result;
}
