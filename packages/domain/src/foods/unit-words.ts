import type { Unit } from "./units";

/**
 * A word or phrase for a measure as cooks write it, in the unit the line is stored in (ADR 110).
 * `factor` turns a measure the vocabulary lacks into one it has (20 cl is 200 milliliters, 25 dkg
 * is 250 grams); `piece` is the count noun a USDA measure may weigh ("1 clove" of garlic is 3 g).
 */
export interface UnitWord {
  unit: Unit;
  factor?: number;
  piece?: string;
}

const u = (unit: Unit, extra: Omit<UnitWord, "unit"> = {}): UnitWord => ({ unit, ...extra });
const tbsp = u("tablespoons");
const tsp = u("teaspoons");
const cup = u("cups");
const ml = u("milliliters");
const dl = u("deciliters");
const litre = u("liters");
const gram = u("grams");
const kilo = u("kilograms");
const pinch = u("pinches", { piece: "pinch" });
const dash = u("dashes", { piece: "dash" });
const clove = u("cloves", { piece: "clove" });
const sprig = u("sprigs", { piece: "sprig" });
const pack = u("packages", { piece: "package" });
const piece = u("pieces", { piece: "piece" });
const bunch = u("bunches");
const can = u("cans");
const slice = u("slices");
const units = u("units");

const words = (unit: UnitWord, ...list: string[]) => list.map((word) => [word, unit] as const);

/**
 * Every spelling, keyed in lower case. Sizes are the usual kitchen ones: a tablespoon is 15 ml, a
 * teaspoon 5 ml, a Nordic kryddmått 1 ml, a dekagram (Polish dag, Hungarian dkg) 10 g, a
 * centilitre 10 ml; a cup-sized vessel (Polish szklanka, Hungarian bögre, Portuguese xícara, Greek
 * φλιτζάνι, Dutch kopje) is read as a cup.
 */
export const UNIT_WORDS: Readonly<Record<string, UnitWord>> = Object.fromEntries([
  // English
  ...words(tsp, "teaspoon", "teaspoons", "tsp", "tsps", "tsp.", "teasp", "t"),
  ...words(tbsp, "tablespoon", "tablespoons", "tbsp", "tbsps", "tbs", "tbl", "tblsp", "tbsp."),
  ...words(cup, "cup", "cups", "c", "c."),
  ...words(u("pints"), "pint", "pints", "pt"),
  ...words(u("quarts"), "quart", "quarts", "qt"),
  ...words(u("gallons"), "gallon", "gallons", "gal"),
  ...words(ml, "ml", "mls", "milliliter", "milliliters", "millilitre", "millilitres"),
  ...words(dl, "dl", "deciliter", "deciliters", "decilitre", "decilitres"),
  ...words(litre, "l", "lt", "ltr", "liter", "liters", "litre", "litres"),
  ...words(gram, "g", "gr", "grs", "gram", "grams", "gramme", "grammes", "gramm", "gramo", "gramos", "grammi", "grammo", "gramas", "grama", "gramów", "gramy", "gramu"),
  ...words(kilo, "kg", "kgs", "kilo", "kilos", "kilogram", "kilograms", "kilogramme", "kilogrammes", "kilogramm", "kilogramos", "chilo", "quilo", "quilos", "kilogramy"),
  ...words(u("ounces"), "oz", "ounce", "ounces"),
  ...words(u("pounds"), "lb", "lbs", "pound", "pounds"),
  ...words(u("fluid ounces"), "fl oz", "fl. oz.", "fl.oz.", "fl oz.", "fluid ounce", "fluid ounces"),
  ...words(units, "unit", "units", "unidad", "unidades", "unidade", "unidades", "unità"),
  ...words(slice, "slice", "slices"),
  ...words(bunch, "bunch", "bunches"),
  ...words(can, "can", "cans", "tin", "tins"),
  ...words(pinch, "pinch", "pinches"),
  ...words(dash, "dash", "dashes"),
  ...words(clove, "clove", "cloves"),
  ...words(sprig, "sprig", "sprigs"),
  ...words(pack, "package", "packages", "pkg", "pkgs", "pkg.", "packet", "packets", "pack", "packs", "sachet", "sachets", "envelope", "envelopes"),
  ...words(piece, "piece", "pieces", "pc", "pcs", "pc.", "pcs."),
  ...words(u("milliliters", { factor: 10 }), "cl", "centiliter", "centilitre", "centilitres", "centiliters"),
  // German
  ...words(tbsp, "el", "el.", "essl", "essl.", "esslöffel", "eßlöffel"),
  ...words(tsp, "tl", "tl.", "teelöffel"),
  ...words(pinch, "prise", "prisen", "msp", "msp.", "messerspitze"),
  ...words(clove, "zehe", "zehen"),
  ...words(bunch, "bund"),
  ...words(can, "dose", "dosen"),
  ...words(slice, "scheibe", "scheiben"),
  ...words(piece, "stück", "stk", "stk."),
  ...words(pack, "päckchen", "pck", "pck.", "pckg.", "packung", "beutel", "tüte"),
  ...words(dash, "spritzer", "schuss"),
  ...words(sprig, "zweig", "zweige", "zweiglein"),
  ...words(cup, "tasse", "tassen", "becher"),
  // French
  ...words(tbsp, "càs", "c.à.s", "c.à.s.", "c. à s.", "c. à s", "c.a.s", "cas", "cs", "c. à soupe", "c.à soupe", "cuil. à soupe", "cuillère à soupe", "cuillères à soupe", "cuillerée à soupe", "cuillerées à soupe", "cuillerée", "cuillerées", "c. a soupe", "cuillere a soupe", "cuilleres a soupe"),
  ...words(tsp, "càc", "c.à.c", "c.à.c.", "c. à c.", "c. à c", "c.a.c", "cac", "cc", "c. à café", "c.à café", "cuil. à café", "cuillère à café", "cuillères à café", "cuillerée à café", "cuillerées à café", "c. à thé", "cuillère à thé", "cuillères à thé", "c. a cafe", "cuillere a cafe"),
  ...words(pinch, "pincée", "pincées", "pincee", "pincees"),
  ...words(clove, "gousse", "gousses"),
  ...words(bunch, "botte", "bottes", "bouquet"),
  ...words(can, "boîte", "boîtes", "boite", "boites"),
  ...words(slice, "tranche", "tranches"),
  ...words(sprig, "brin", "brins", "branche", "branches"),
  ...words(pack, "sachet", "paquet", "paquets"),
  ...words(piece, "pièce", "pièces"),
  ...words(cup, "tasse", "tasses"),
  // Spanish
  ...words(tbsp, "cucharada", "cucharadas", "cda", "cda.", "cdas", "cdas.", "cs."),
  ...words(tsp, "cucharadita", "cucharaditas", "cdta", "cdta.", "cdtas", "cdtas.", "cdita", "cditas", "cdita."),
  ...words(clove, "diente", "dientes"),
  ...words(pinch, "pizca", "pizcas"),
  ...words(can, "lata", "latas"),
  ...words(cup, "taza", "tazas"),
  ...words(sprig, "ramita", "ramitas", "rama", "ramas"),
  ...words(pack, "sobre", "sobres", "paquete", "paquetes"),
  ...words(bunch, "manojo", "manojos"),
  ...words(slice, "rebanada", "rebanadas", "loncha", "lonchas", "rodaja", "rodajas"),
  // Italian
  ...words(tbsp, "cucchiaio", "cucchiai", "cucchiaio raso", "cucchiai rasi", "cucchiaio colmo", "cucchiai colmi"),
  ...words(tsp, "cucchiaino", "cucchiaini"),
  ...words(pinch, "pizzico", "pizzichi"),
  ...words(clove, "spicchio", "spicchi"),
  ...words(bunch, "mazzo", "mazzetto", "mazzi"),
  ...words(cup, "tazza", "tazze", "bicchiere", "bicchieri"),
  ...words(sprig, "rametto", "rametti", "ciuffo", "ciuffi"),
  ...words(pack, "bustina", "bustine", "confezione", "confezioni", "busta"),
  ...words(slice, "fetta", "fette"),
  ...words(can, "scatola", "scatole", "barattolo"),
  ...words(piece, "pezzo", "pezzi"),
  ...words(litre, "litro", "litri"),
  // Portuguese
  ...words(tbsp, "colher (sopa)", "colheres (sopa)", "colher de sopa", "colheres de sopa", "colher sopa", "c. sopa", "c.s.", "colher (de sopa)", "colheres (de sopa)"),
  ...words(tsp, "colher (chá)", "colheres (chá)", "colher de chá", "colheres de chá", "colher chá", "c. chá", "c.c.", "colher (de chá)", "colheres (de chá)", "colher (café)", "colher de café"),
  ...words(cup, "xícara", "xícaras", "xícara (chá)", "xícaras (chá)", "xícara de chá", "xícaras de chá", "xic.", "chávena", "chávenas", "copo", "copos"),
  ...words(clove, "dente", "dentes"),
  ...words(pinch, "pitada", "pitadas"),
  ...words(sprig, "ramo", "ramos", "raminho", "raminhos"),
  ...words(pack, "pacote", "pacotes", "embalagem", "saqueta"),
  ...words(bunch, "maço", "maços"),
  ...words(slice, "fatia", "fatias"),
  ...words(litre, "litros"),
  // Dutch
  ...words(tbsp, "eetlepel", "eetlepels", "el", "ek"),
  ...words(tsp, "theelepel", "theelepels", "tl"),
  ...words(cup, "kop", "kopje", "kopjes", "beker"),
  ...words(pinch, "snufje", "snuf", "mespunt", "mespuntje"),
  ...words(clove, "teen", "teentje", "teentjes", "tenen"),
  ...words(sprig, "takje", "takjes"),
  ...words(can, "blik", "blikje", "blikken"),
  ...words(pack, "pak", "pakje", "pakjes", "zakje", "zakjes"),
  ...words(bunch, "bosje", "bos"),
  ...words(slice, "plak", "plakken", "plakje", "plakjes"),
  ...words(piece, "stuk", "stuks"),
  // Swedish, Danish, Norwegian
  ...words(tbsp, "msk", "msk.", "matsked", "matskedar", "spsk", "spsk.", "spiseskefuld", "ss", "ss.", "spiseskje", "spiseskjeer"),
  ...words(tsp, "tsk", "tsk.", "tesked", "teskedar", "teskefuld", "ts", "ts.", "teskje", "teskjeer"),
  ...words(u("milliliters", { factor: 1 }), "krm", "kryddmått"),
  ...words(pinch, "nypa", "knsp", "knsp.", "knivspids", "klype"),
  ...words(clove, "klyfta", "klyftor", "fed", "fedd"),
  ...words(sprig, "kvist", "kvistar", "kviste", "kvister"),
  ...words(can, "burk", "burkar", "dåse", "dåser", "boks", "bokser"),
  ...words(pack, "paket", "förp", "förp.", "pakke", "pakker", "pk", "pk."),
  ...words(bunch, "knippe", "bundt", "bunt"),
  ...words(slice, "skiva", "skivor", "skive", "skiver"),
  ...words(cup, "kopp", "koppar", "kopper"),
  ...words(piece, "st", "st.", "stycken", "styck"),
  // Polish
  ...words(tbsp, "łyżka", "łyżki", "łyżek", "łyż.", "łyżka stołowa"),
  ...words(tsp, "łyżeczka", "łyżeczki", "łyżeczek", "łyżecz."),
  ...words(cup, "szklanka", "szklanki", "szklanek"),
  ...words(pinch, "szczypta", "szczypty", "szczypt"),
  ...words(clove, "ząbek", "ząbki", "ząbków", "ząbka"),
  ...words(bunch, "pęczek", "pęczki"),
  ...words(can, "puszka", "puszki", "puszek"),
  ...words(pack, "opakowanie", "opakowania", "torebka", "paczka", "paczki"),
  ...words(slice, "plaster", "plastry", "plasterek", "plasterki"),
  ...words(sprig, "gałązka", "gałązki"),
  ...words(piece, "szt", "szt.", "sztuka", "sztuki", "sztuk"),
  ...words(litre, "litr", "litry", "litrów"),
  ...words(u("grams", { factor: 10 }), "dag", "dkg", "dekagram", "deka"),
  // Hungarian
  ...words(tbsp, "evőkanál", "evőkanálnyi", "ek.", "ek"),
  ...words(tsp, "teáskanál", "teáskanálnyi", "kávéskanál", "tk", "tk.", "kk", "kk."),
  ...words(cup, "bögre", "bögrényi", "csésze"),
  ...words(pinch, "csipet", "csipetnyi"),
  ...words(clove, "gerezd"),
  ...words(bunch, "csokor", "köteg"),
  ...words(can, "doboz", "konzerv"),
  ...words(pack, "csomag", "zacskó", "tasak"),
  ...words(slice, "szelet"),
  ...words(sprig, "ágacska"),
  ...words(units, "szál"),
  ...words(piece, "db", "db.", "darab"),
  // Greek
  ...words(tbsp, "κουτάλι της σούπας", "κουτάλια της σούπας", "κουταλιά της σούπας", "κουταλιές της σούπας", "κ.σ.", "κ.σ", "κουτ. σούπας"),
  ...words(tsp, "κουταλάκι", "κουταλάκια", "κουταλάκι του γλυκού", "κουταλάκια του γλυκού", "κουταλάκι του τσαγιού", "κ.γ.", "κ.γ"),
  ...words(cup, "φλιτζάνι", "φλιτζάνια", "φλ.", "κούπα", "κούπες", "ποτήρι", "ποτήρια"),
  ...words(clove, "σκελίδα", "σκελίδες"),
  ...words(pinch, "πρέζα", "πρέζες"),
  ...words(bunch, "ματσάκι", "ματσάκια", "ματσάκι"),
  ...words(can, "κονσέρβα", "κονσέρβες", "κουτί"),
  ...words(pack, "φακελάκι", "φακελάκια", "συσκευασία", "πακέτο"),
  ...words(slice, "φέτες"),
  ...words(sprig, "κλωνάρι", "κλωνάρια", "κλωναράκι", "κλωναράκια"),
  ...words(piece, "τεμάχιο", "τεμάχια", "τεμ."),
  ...words(gram, "γρ.", "γρ", "γραμμάρια", "γραμμάριο", "γρμ."),
  ...words(kilo, "κιλό", "κιλά"),
  ...words(litre, "λίτρο", "λίτρα"),
  ...words(ml, "μλ", "μλ."),
]);

/** Longest phrases first, so "cuillère à soupe" wins over "cuillère" and "fl oz" over "fl". */
export const UNIT_PHRASES_LONGEST_FIRST: readonly string[] = Object.keys(UNIT_WORDS).sort((a, b) => b.length - a.length);

/** Single letters and short words that mean a unit only between an amount and a food's name. */
export const NEEDS_A_NAME_AFTER = new Set(["t", "c", "c.", "l", "g", "st", "st.", "ss", "ts", "el", "ek", "tl", "kk", "tk", "fed", "pk", "kop", "bos", "pak", "teen", "rama", "copo", "dose", "dente", "sobre", "fetta", "cas", "cac", "szál", "bunt"]);

/**
 * Words for a number at the head of a line, in the languages above. An article ("a", "ein",
 * "un") counts as one only before a measure ("a pinch of", "une gousse"), never before a food
 * ("a few", "un peu").
 */
export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, dozen: 12, half: 0.5,
  zwei: 2, drei: 3, vier: 4, fünf: 5, sechs: 6, halbe: 0.5, halber: 0.5, einhalb: 0.5,
  deux: 2, trois: 3, quatre: 4, cinq: 5,
  dos: 2, tres: 3, cuatro: 4, cinco: 5, medio: 0.5, media: 0.5,
  due: 2, tre: 3, quattro: 4, mezzo: 0.5, mezza: 0.5,
  dois: 2, duas: 2, três: 3, quatro: 4, meio: 0.5, meia: 0.5,
  twee: 2, drie: 3, vijf: 5, halve: 0.5,
  två: 2, fyra: 4, fem: 5, halv: 0.5,
  dwa: 2, dwie: 2, trzy: 3, cztery: 4, pół: 0.5,
  két: 2, kettő: 2, három: 3, négy: 4, fél: 0.5,
  δύο: 2, τρία: 3, τρεις: 3, τέσσερα: 4, μισό: 0.5, μισή: 0.5,
};

export const ARTICLE_WORDS = new Set(["a", "an", "ein", "eine", "einen", "un", "une", "una", "uno", "um", "uma", "een", "en", "ett", "et", "egy", "ένα", "μία", "μια", "jeden", "jedna", "jedno"]);

/** "To taste" in each language: the line keeps an empty amount. */
export const TO_TASTE = /,?\s*\(?(?:to taste|as needed|as desired|as required|according to taste|q\.\s?b\.?|qb|q\.s\.?|nach (?:Geschmack|Belieben|Bedarf)|al gusto|a gusto|au goût|à votre goût|selon (?:votre )?goût|à volonté|quanto basta|naar smaak|efter smak|efter smag|etter smak|ízlés szerint|do smaku|wg uznania|według uznania|a gosto|κατά βούληση|όσο χρειαστεί|σύμφωνα με τη γεύση)\)?(?=$|[\s,.;)])/giu;
