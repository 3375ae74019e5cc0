// Mirrors the shopping contract until its schemas are merged from the server side.
export type TStoreSection = "produce" | "dairy and eggs" | "meat and fish" | "bakery" | "pantry" | "spices" | "frozen" | "other";

export interface TShoppingItem {
  uid: string;
  name: string;
  ingredient_id: number | null;
  quantity: number | null;
  unit: string | null;
  display_text: string;
  note: string | null;
  recipes: string[];
  section: TStoreSection;
  in_basket: boolean;
  version: number;
  source: "recipe" | "added";
}

export type TShoppingCommand =
  | { id: string; type: "tick" | "untick"; uid: string; at: string; base_version: number }
  | { id: string; type: "add"; uid: string; at: string; name: string; note?: string | null }
  | { id: string; type: "move"; uid: string; at: string; base_version: number; section: TStoreSection }
  | { id: string; type: "remove"; uid: string; at: string; base_version: number };

export interface TShoppingCommandResult {
  id: string;
  status: "applied" | "duplicate" | "superseded" | "gone";
  item: TShoppingItem | null;
}

export interface TShoppingApplyOutput {
  results: TShoppingCommandResult[];
  list_version: number;
}
