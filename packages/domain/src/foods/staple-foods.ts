/**
 * Everyday names the generic ranking places on the wrong food ("mint" on a mint candy, "scallops"
 * on scallop squash, "penne" on a soup) or on a near miss with a worse measure. Where USDA SR24 has
 * no such food, the nearest one is named in the comment (naan as pita, kimchi as sauerkraut).
 * Found while writing the starter catalogue; the matcher consults it after COMMON_FOODS, and the
 * catalogue stores these as its lines' food choices (ADR 031).
 */
export const STAPLE_FOODS: Readonly<Record<string, string>> = {
  mint: "02065", // Spearmint, fresh
  ice: "14411", // Water, tap, drinking
  "cinnamon stick": "02010", // Spices, cinnamon, ground
  "garam masala": "02015", // Spices, curry powder: the nearest blend USDA lists
  "ground cloves": "02011", // Spices, cloves, ground
  "ground coriander": "02013", // Spices, coriander seed
  "five-spice powder": "02002", // Spices, anise seed
  "star anise": "02002", // Spices, anise seed
  "za'atar": "02042", // Spices, thyme, dried
  sumac: "02028", // Spices, paprika
  "italian seasoning": "02027", // Spices, oregano, dried
  scallops: "15172", // Mollusks, scallop, mixed species, raw
  "dry red wine": "14096", // Alcoholic beverage, wine, table, red
  mirin: "43479", // Alcoholic beverage, rice (sake)
  "vegetable broth": "06615", // The one vegetable broth in SR24 (a branded ready-to-serve one)
  "monterey jack cheese": "01025", // Cheese, monterey
  "goat cheese": "01159", // Cheese, goat, soft type
  "hamburger buns": "18350", // Rolls, hamburger or hotdog, plain
  penne: "20099", // Macaroni, dry, enriched
  fettuccine: "20120", // Spaghetti, dry, enriched
  "lasagna noodles": "20120", // Spaghetti, dry, enriched
  "udon noodles": "20094", // Pasta, fresh-refrigerated, plain, cooked (udon is sold cooked)
  "basmati rice": "20044", // Rice, white, long-grain, regular, raw, enriched
  "jasmine rice": "20044",
  "arborio rice": "20050", // Rice, white, medium-grain, raw, enriched
  "dried red lentils": "16144", // Lentils, pink, raw
  "whole chicken": "05006", // Chicken, broilers or fryers, meat and skin, raw
  "pumpkin seeds": "12016", // Seeds, pumpkin and squash seed kernels, roasted
  "sesame seeds": "12023", // Seeds, sesame seeds, whole, dried
  "sunflower seeds": "12036", // Seeds, sunflower seed kernels, dried
  cashews: "12085", // Nuts, cashew nuts, dry roasted
  peanuts: "16390", // Peanuts, all types, dry-roasted
  "green tea": "14355", // Tea, brewed: green and black tea carry the same few calories
  "hot sauce": "06168", // Sauce, ready-to-serve, pepper or hot
  "sriracha sauce": "06168",
  "soy milk": "16120", // Soymilk, original and vanilla, unfortified
  "naan bread": "18041", // Bread, pita, white, enriched: USDA SR24 has no naan
  "dry breadcrumbs": "18079", // Bread crumbs, dry, grated, plain
  dill: "02045", // Dill weed, fresh
  "bean sprouts": "11043", // Mung beans, sprouted, raw
  "semisweet chocolate chips": "19080", // Candies, semisweet chocolate
  granola: "08037", // Cereals ready-to-eat, granola, homemade
  "graham crackers": "18173", // Cookies, graham crackers, plain or honey
  cornmeal: "20022", // Cornmeal, degermed, enriched, yellow
  "whole-wheat flour": "20080", // Wheat flour, whole-grain
  "tortilla chips": "19056", // Snacks, tortilla chips, plain, white corn
  dates: "09087", // Dates, deglet noor
  ham: "07029", // Ham, sliced, regular
  "bok choy": "11116", // Cabbage, chinese (pak-choi), raw
  "napa cabbage": "11119", // Cabbage, chinese (pe-tsai), raw
  baguette: "18029", // Bread, french or vienna
  lemongrass: "11972", // Lemon grass (citronella), raw
  kimchi: "11439", // Sauerkraut, canned: the nearest fermented cabbage USDA lists
  gochujang: "16112", // Miso: the nearest fermented paste USDA lists
  "chipotle peppers in adobo": "11820", // Peppers, hot chili, red, canned
  "green chiles": "11980", // Peppers, chili, green, canned
  "rice paper": "20133", // Rice noodles, dry: the same rice flour sheet
  anchovies: "15002", // Fish, anchovy, european, canned in oil
  "smoked salmon": "15179", // Fish, salmon, chinook, smoked (lox)
  "apple juice": "09016", // Apple juice, canned or bottled, unsweetened
  "shredded coconut": "12109", // Coconut meat, dried, sweetened, flaked
  "canned tuna": "15121", // Fish, tuna, light, canned in water, drained
  "silken tofu": "16127", // Tofu, soft
  "pomegranate seeds": "09286", // Pomegranates, raw
  raisins: "09298", // Raisins, seedless
  "ramen noodles": "06583", // Soup, ramen noodle, dry
};
