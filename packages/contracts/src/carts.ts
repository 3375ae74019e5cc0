import { z } from "zod";
import { text, zId as id } from "./input";
import { ZRecipeCard } from "./recipes";

export const ZCart = z.object({ id: z.number().int(), name: z.string(), combined: z.boolean() });
export type TCart = z.infer<typeof ZCart>;

export const ZCartName = z.object({
  name: text("Cart name", "Cart name cannot be empty.")
    .trim()
    .min(1, "Cart name cannot be empty.")
    .max(100, "Cart name must be at most 100 characters."),
});
export const ZCartId = z.object({ cart_id: id("cart_id") });
/** GET /api/grocery-cart?cartId= and carts.recipes. */
export const ZCartRecipesInput = z.object({ cartId: id("cartId") });
/** GET /api/grocery-cart/status?recipeId= and carts.recipeStatus. */
export const ZRecipeStatusInput = z.object({ recipeId: id("recipeId") });
/** A grocery-list line, PATCH /api/grocery-ingredient/{id}/toggle-send-off. */
export const ZGroceryIngredientId = z.object({ id: id("id") });
export const ZToggleCombined = z.object({ cart_id: id("cart_id"), combined: z.boolean({ error: "combined must be true or false." }) });

/** A cart line's quantity is a count of servings: a whole number; below 1 removes the line. */
const ZQuantity = z
  .number({ error: "quantity must be a number." })
  .int("quantity must be a whole number.")
  .max(1000, "quantity must be at most 1000.");

export const ZCartLineInput = z.object({
  recipe_id: id("recipe_id"),
  cart_id: id("cart_id"),
  quantity: ZQuantity.min(1, "quantity must be 1 or more.").default(1),
});
export const ZCartLineUpdate = z.object({ recipe_id: id("recipe_id"), cart_id: id("cart_id"), quantity: ZQuantity });
export const ZCartLineKey = z.object({ recipe_id: id("recipe_id"), cart_id: id("cart_id") });

export const ZCartLine = z.object({ recipe_id: z.number().int(), cart_id: z.number().int(), quantity: z.number().int() });
export type TCartLine = z.infer<typeof ZCartLine>;

export const ZCartLineChange = z.object({ message: z.string(), line: ZCartLine.nullable() });

export const ZRecipeStatus = z.object({ statuses: z.array(z.object({ cart_id: z.number().int(), quantity: z.number().int() })) });

/** GET /api/grocery-cart?cartId=: the cart's recipes as cards, each with its quantity. */
export const ZCartRecipes = z.object({
  cart: ZCart,
  recipes: z.array(ZRecipeCard.extend({ recipeId: z.number().int(), quantity: z.number().int() })),
});
export type TCartRecipes = z.infer<typeof ZCartRecipes>;

export const ZMealPlanInput = z.object({
  cart_id: id("cart_id"),
  number_of_meals: z.coerce
    .number({ error: "Please enter a valid number of meals." })
    .int("Please enter a valid number of meals.")
    .min(1, "Please enter a valid number of meals.")
    .max(50, "number_of_meals must be at most 50."),
});
export const ZMealPlanOutput = z.object({
  cart_id: z.number().int(),
  added: z.array(z.object({ recipe_id: z.number().int(), title: z.string(), quantity: z.number().int() })),
  message: z.string(),
});
export type TMealPlanOutput = z.infer<typeof ZMealPlanOutput>;

/** One recipe's part of a grocery line, in the unit it wrote; quantity null when it gave none (ADR 131). */
export const ZGroceryPart = z.object({ recipe: z.string(), quantity: z.number().nullable(), unit: z.string().nullable() });
export type TGroceryPart = z.infer<typeof ZGroceryPart>;

export const ZGroceryIngredient = z.object({
  id: z.number().int(),
  ingredient_name: z.string(),
  brand: z.string().nullable(),
  optional: z.boolean(),
  quantity: z.number().nullable(),
  unit: z.string().nullable(),
  send_off: z.boolean(),
  /** The amount to buy in the owner's unit system ("2 onions" reads "2", "480 milliliters"); null with no amount. */
  amount_text: z.string().nullable(),
  /** What each recipe needs of this line. */
  parts: z.array(ZGroceryPart),
  /** Why this line stayed apart from the ingredient's other line; null when nothing did. */
  apart_reason: z.string().nullable(),
});
export type TGroceryIngredient = z.infer<typeof ZGroceryIngredient>;

export const ZGroceryList = z.object({ userNeeds: z.array(ZGroceryIngredient), userHas: z.array(ZGroceryIngredient) });
export type TGroceryList = z.infer<typeof ZGroceryList>;

export const ZCombineInput = z.object({
  cart_ids: z.array(id("cart_ids")).min(1, "Please select at least one cart.").max(50),
});

export const ZToggleSendOffOutput = z.object({ groceryIngredient: ZGroceryIngredient });

export const ZSendListInput = z.object({
  title: text("title").trim().max(200, "title must be at most 200 characters.").optional(),
  expires_in: z
    .number()
    .int("expires_in must be a whole number of days.")
    .min(1, "expires_in must be at least 1 day.")
    .max(365, "expires_in must be at most 365 days.")
    .optional(),
  instructions: z.array(text("instruction").trim().min(1).max(500)).max(10).optional(),
  landing_page_configuration: z
    .object({ partner_linkback_url: text("partner_linkback_url").max(2000).optional(), enable_pantry_items: z.boolean().optional() })
    .optional(),
  link_type: z.literal("shopping_list", { error: 'link_type must be "shopping_list".' }).optional(),
});
export type TSendListInput = z.infer<typeof ZSendListInput>;

/** Where 'Send' puts the list: Instacart with a key, otherwise a page Simmer serves itself. */
export const ZDeliveryService = z.enum(["Instacart", "Simmer"]);
export type TDeliveryService = z.infer<typeof ZDeliveryService>;
export const ZDeliveryServiceOutput = z.object({ service: ZDeliveryService });

export const ZSendListOutput = z.object({
  message: z.string(),
  shoppingListUrl: z.string(),
  service: ZDeliveryService,
  /** The shared page's token, to stop sharing it; null for an Instacart link. */
  token: z.string().nullable(),
});
export type TSendListOutput = z.infer<typeof ZSendListOutput>;

/** The random part of a /shopping-list/{token} link (base64url). */
export const ZShareTokenInput = z.object({
  token: text("token", "token must be a shopping-list link token.").regex(
    /^[A-Za-z0-9_-]{16,64}$/,
    "token must be a shopping-list link token.",
  ),
});

/** One of the user's live shared pages. */
export const ZSharedList = z.object({
  token: z.string(),
  url: z.string(),
  title: z.string(),
  item_count: z.number().int(),
  created_at: z.string(),
  expires_at: z.string(),
});
export type TSharedList = z.infer<typeof ZSharedList>;
export const ZSharedLists = z.object({ lists: z.array(ZSharedList) });

export const ZShoppingListPage = z.object({
  title: z.string(),
  instructions: z.array(z.string()),
  items: z.array(
    z.object({
      name: z.string(),
      display_text: z.string(),
      /** Each recipe's part of a line merged from two or more, in the owner's system; null otherwise (ADR 142). */
      breakdown_text: z.string().nullable(),
      quantity: z.number().nullable(),
      unit: z.string().nullable(),
      /** The owner's shopping item this line ticks; null on a page shared before items had one. */
      uid: z.string().nullable(),
      /** Ticked "in the basket" on the owner's list right now. */
      in_basket: z.boolean(),
      /** The owner's item version (0 without a uid), sent back as a tick's base_version. */
      version: z.number().int(),
    }),
  ),
  created_at: z.string(),
  expires_at: z.string(),
});
export type TShoppingListPage = z.infer<typeof ZShoppingListPage>;
