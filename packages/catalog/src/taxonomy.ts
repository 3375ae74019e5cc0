/** The words a catalogue recipe is filed under. No data files here, so the card art can use it alone. */
export const COURSES = ["breakfast", "main", "side", "soup", "salad", "dessert", "snack", "drink"] as const;
export type Course = (typeof COURSES)[number];

export const CUISINES = [
  "american",
  "british",
  "caribbean",
  "chinese",
  "french",
  "greek",
  "indian",
  "italian",
  "japanese",
  "korean",
  "mediterranean",
  "mexican",
  "middle eastern",
  "moroccan",
  "spanish",
  "thai",
  "vietnamese",
] as const;
export type Cuisine = (typeof CUISINES)[number];

export const DIETS = ["vegetarian", "vegan", "gluten-free", "dairy-free"] as const;
export type Diet = (typeof DIETS)[number];

export const CATALOG_SOURCE_NAME = "Simmer Test Kitchen";
