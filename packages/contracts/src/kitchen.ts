import { z } from "zod";
import { zId as id } from "./input";

/** A catalogue equipment item with how many recipes the caller can see use it. */
export const ZEquipmentItem = z.object({
  id: z.number().int(),
  equipment_name: z.string(),
  usage_count: z.number().int(),
});
export type TEquipmentItem = z.infer<typeof ZEquipmentItem>;

/** A catalogue ingredient with how many recipes the caller can see use it. */
export const ZIngredientItem = z.object({
  id: z.number().int(),
  ingredient_name: z.string(),
  recipe_count: z.number().int(),
});
export type TIngredientItem = z.infer<typeof ZIngredientItem>;

export const ZEquipmentName = z.object({ id: z.number().int(), equipment_name: z.string() });
export type TEquipmentName = z.infer<typeof ZEquipmentName>;
export const ZIngredientName = z.object({ id: z.number().int(), ingredient_name: z.string() });
export type TIngredientName = z.infer<typeof ZIngredientName>;

export const ZEquipmentList = z.array(ZEquipmentItem);
export const ZIngredientList = z.array(ZIngredientItem);
export const ZEquipmentNameList = z.array(ZEquipmentName);
export const ZIngredientNameList = z.array(ZIngredientName);
/** The ids the user owns, ascending. */
export const ZOwnedIds = z.array(z.number().int());

export const ZToggleEquipmentInput = z.object({ equipment_id: id("equipment_id") });
export type TToggleEquipmentInput = z.infer<typeof ZToggleEquipmentInput>;
export const ZToggleIngredientInput = z.object({ ingredient_id: id("ingredient_id") });
export type TToggleIngredientInput = z.infer<typeof ZToggleIngredientInput>;

/** `owned` is the state after the toggle. */
export const ZToggleOutput = z.object({ ok: z.literal(true), owned: z.boolean() });
export type TToggleOutput = z.infer<typeof ZToggleOutput>;
