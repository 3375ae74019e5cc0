/** What the kitchen (ingredients and equipment a person owns) says. */
export const KITCHEN_MESSAGES = {
  equipmentNotFound: "Equipment not found.",
  ingredientNotFound: "Ingredient not found.",
} as const;
