import { describe, expect, it } from "vitest";
import { parseIngredientLine, readUnitPhrase } from "./ingredient-line";

type Row = [line: string, max: number | null, unit: string | null, name: string];

const read = (line: string) => {
  const parsed = parseIngredientLine(line);
  return [parsed.amount?.max ?? null, parsed.unit, parsed.name] as const;
};

/** Metric amounts stay in the unit written (ADR 110); a missing vocabulary unit becomes its nearest. */
const METRIC: Row[] = [
  ["750 ml stock", 750, "milliliters", "stock"],
  ["330ml beer", 330, "milliliters", "beer"],
  ["1 1/2 dl yoghurt", 1.5, "deciliters", "yoghurt"],
  ["2 litres water", 2, "liters", "water"],
  ["1 kilo onions", 1, "kilograms", "onions"],
  ["2 kilos de patatas", 2, "kilograms", "patatas"],
  ["300 gr ricotta", 300, "grams", "ricotta"],
  ["150 gramm Butter", 150, "grams", "Butter"],
  ["30 cl de vin rouge", 300, "milliliters", "vin rouge"],
  ["15 dkg cukor", 150, "grams", "cukor"],
  ["10 dag masła", 100, "grams", "masła"],
  ["2 krm salt", 2, "milliliters", "salt"],
  ["250 γρ. φέτα", 250, "grams", "φέτα"],
];

/** Spoons, cups and count words of the fourteen languages (ADR 121). */
const LANGUAGES: Row[] = [
  // Polish
  ["3 łyżki masła", 3, "tablespoons", "masła"],
  ["2 łyżeczki cukru", 2, "teaspoons", "cukru"],
  ["1/2 szklanki wody", 0.5, "cups", "wody"],
  ["szczypta soli", null, null, "szczypta soli"],
  ["1 szczypta soli", 1, "pinches", "soli"],
  ["4 ząbki czosnku", 4, "cloves", "czosnku"],
  // Dutch
  ["3 el bloem", 3, "tablespoons", "bloem"],
  ["1/2 tl nootmuskaat", 0.5, "teaspoons", "nootmuskaat"],
  ["2 teentjes knoflook", 2, "cloves", "knoflook"],
  ["1 kopje melk", 1, "cups", "melk"],
  // Swedish, Danish, Norwegian
  ["1 msk socker", 1, "tablespoons", "socker"],
  ["2 tsk bakpulver", 2, "teaspoons", "bakpulver"],
  ["1 ss smør", 1, "tablespoons", "smør"],
  ["1/2 ts pepper", 0.5, "teaspoons", "pepper"],
  ["2 spsk eddike", 2, "tablespoons", "eddike"],
  ["3 klyftor vitlök", 3, "cloves", "vitlök"],
  ["4 fed hvidløg", 4, "cloves", "hvidløg"],
  // Hungarian
  ["3 evőkanál cukor", 3, "tablespoons", "cukor"],
  ["1 teáskanál őrölt kömény", 1, "teaspoons", "őrölt kömény"],
  ["1 csipet só", 1, "pinches", "só"],
  ["3 gerezd fokhagyma", 3, "cloves", "fokhagyma"],
  ["2 bögre rizs", 2, "cups", "rizs"],
  // Greek
  ["3 κουταλιές της σούπας ελαιόλαδο", 3, "tablespoons", "ελαιόλαδο"],
  ["1/2 κουταλάκι πιπέρι", 0.5, "teaspoons", "πιπέρι"],
  ["2 φλιτζάνια ρύζι", 2, "cups", "ρύζι"],
  ["2 σκελίδες σκόρδο", 2, "cloves", "σκόρδο"],
  // Portuguese
  ["3 colheres (sopa) de açúcar", 3, "tablespoons", "açúcar"],
  ["1/2 colher (chá) de fermento", 0.5, "teaspoons", "fermento"],
  ["2 xícaras (chá) de leite", 2, "cups", "leite"],
  ["4 dentes de alho", 4, "cloves", "alho"],
  // French, German, Spanish, Italian, English
  ["2 c.à.s d'huile", 2, "tablespoons", "huile"],
  ["1 c.à.c de sel", 1, "teaspoons", "sel"],
  ["3 càs de sucre", 3, "tablespoons", "sucre"],
  ["1 Päckchen Hefe", 1, "packages", "Hefe"],
  ["2 Zweige Thymian", 2, "sprigs", "Thymian"],
  ["3 dientes de ajo", 3, "cloves", "ajo"],
  ["1 bustina di zafferano", 1, "packages", "zafferano"],
  ["3 sprigs parsley", 3, "sprigs", "parsley"],
  ["1 package yeast", 1, "packages", "yeast"],
  ["2 pieces ginger", 2, "pieces", "ginger"],
];

/** Czech lines in the shapes Czech recipe pages print them: spoons by name or as PL/ČL/KL, pieces as ks. */
const CZECH: Row[] = [
  ["2 lžíce olivového oleje", 2, "tablespoons", "olivového oleje"],
  ["5 lžic cukru", 5, "tablespoons", "cukru"],
  ["1 PL hladké mouky", 1, "tablespoons", "hladké mouky"],
  ["2 polévkové lžíce sójové omáčky", 2, "tablespoons", "sójové omáčky"],
  ["1 lžička mleté papriky", 1, "teaspoons", "mleté papriky"],
  ["1/2 lžičky soli", 0.5, "teaspoons", "soli"],
  ["2 ČL kmínu", 2, "teaspoons", "kmínu"],
  ["1 KL skořice", 1, "teaspoons", "skořice"],
  ["1 čajová lžička prášku do pečiva", 1, "teaspoons", "prášku do pečiva"],
  ["půl lžičky pepře", 0.5, "teaspoons", "pepře"],
  ["1 hrnek rýže", 1, "cups", "rýže"],
  ["2 hrnky mléka", 2, "cups", "mléka"],
  ["1 šálek vody", 1, "cups", "vody"],
  ["1 špetka muškátového oříšku", 1, "pinches", "muškátového oříšku"],
  ["3 stroužky česneku", 3, "cloves", "česneku"],
  ["1 stroužek česneku", 1, "cloves", "česneku"],
  ["1 ks cibule", 1, "pieces", "cibule"],
  ["2 kusy vajec", 2, "pieces", "vajec"],
  ["1 balení sušeného droždí", 1, "packages", "sušeného droždí"],
  ["1 sáček vanilkového cukru", 1, "packages", "vanilkového cukru"],
  ["1 plechovka loupaných rajčat", 1, "cans", "loupaných rajčat"],
  ["1 svazek petrželky", 1, "bunches", "petrželky"],
  ["4 plátky slaniny", 4, "slices", "slaniny"],
  ["2 snítky rozmarýnu", 2, "sprigs", "rozmarýnu"],
  ["250 g hladké mouky", 250, "grams", "hladké mouky"],
  ["0,5 kg brambor", 0.5, "kilograms", "brambor"],
  ["500 ml mléka", 500, "milliliters", "mléka"],
  ["2 dl smetany ke šlehání", 2, "deciliters", "smetany ke šlehání"],
  ["1 l vody", 1, "liters", "vody"],
  ["1,5 litru vývaru", 1.5, "liters", "vývaru"],
  ["10 dkg másla", 100, "grams", "másla"],
  ["dvě vejce", 2, "units", "vejce"],
  ["hladká mouka 300 g", 300, "grams", "hladká mouka"],
  ["vejce 2 ks", 2, "pieces", "vejce"],
  ["máslo: 50 g", 50, "grams", "máslo"],
];

/** Amount after the name, in the shapes list-style pages use. */
const AFTER_NAME: Row[] = [
  ["Latte intero 200 ml", 200, "milliliters", "Latte intero"],
  ["Mehl 250 g", 250, "grams", "Mehl"],
  ["Eggs: 2", 2, "units", "Eggs"],
  ["Zucker – 80 g", 80, "grams", "Zucker"],
  ["Lievito di birra 12 g", 12, "grams", "Lievito di birra"],
  ["Mjölk 5 dl", 5, "deciliters", "mjölk"],
  ["Olive oil: 2 tbsp", 2, "tablespoons", "Olive oil"],
  ["Flour 1,5 kg", 1.5, "kilograms", "Flour"],
  ["Uova x 3", 3, "units", "Uova"],
];

describe("parseIngredientLine in other languages and shapes", () => {
  it.each([...METRIC, ...LANGUAGES, ...CZECH, ...AFTER_NAME])("%s", (line, max, unit, name) => {
    const [amount, readUnit, readName] = read(line);
    expect(amount === null ? null : Math.round(amount * 1000) / 1000).toBe(max);
    expect(readUnit).toBe(unit);
    expect(readName.toLowerCase()).toBe(name.toLowerCase());
  });

  it("believes a bare number after a name only when it is small and whole", () => {
    expect(read("Mehl Type 405")).toEqual([null, null, "Mehl Type 405"]);
    expect(read("Farina 00")).toEqual([null, null, "Farina 00"]);
    expect(read("Eggs 3")).toEqual([3, "units", "Eggs"]);
  });

  it("reads number words, and an article only before a measure", () => {
    expect(read("two onions")).toEqual([2, "units", "onions"]);
    expect(read("drei Eier")).toEqual([3, "units", "Eier"]);
    expect(read("une gousse d'ail")).toEqual([1, "cloves", "ail"]);
    expect(read("a can of tuna")).toEqual([1, "cans", "tuna"]);
    expect(read("un peu de sel")).toEqual([null, null, "un peu de sel"]);
    expect(read("a few sprigs of mint")[0]).toBeNull();
  });

  it("reads ranges written with words", () => {
    expect(parseIngredientLine("2 bis 3 EL Öl").amount).toEqual({ min: 2, max: 3 });
    expect(parseIngredientLine("2 à 3 gousses d'ail").amount).toEqual({ min: 2, max: 3 });
    expect(parseIngredientLine("2 o 3 patate").amount).toEqual({ min: 2, max: 3 });
  });

  it("keeps no amount for lines that give none, in every language (ADR 121)", () => {
    for (const line of [
      "salt to taste",
      "Salz nach Belieben",
      "sale q.b.",
      "sal a gosto",
      "peper naar smaak",
      "pieprz do smaku",
      "bors ízlés szerint",
      "πιπέρι κατά βούληση",
      "sůl podle chuti",
      "pepř dle potřeby",
      "fresh parsley",
    ]) {
      const parsed = parseIngredientLine(line);
      expect([line, parsed.amount, parsed.unit]).toEqual([line, null, null]);
    }
  });

  it("removes prices and mends brackets before reading", () => {
    expect(read("2 tbsp olive oil ($0.24)")).toEqual([2, "tablespoons", "olive oil"]);
    expect(read("2 cups rice $0.50")).toEqual([2, "cups", "rice"]);
    const water = parseIngredientLine("1 cup water)) ((for 2 rice cooker cups");
    expect([water.name, water.modifiers]).toEqual(["water", ["(for 2 rice cooker cups)"]]);
  });

  it("keeps the other system's amount after a slash as a note", () => {
    const beef = parseIngredientLine("500g/1lb 2oz beef mince");
    expect([beef.amount?.max, beef.unit, beef.name, beef.modifiers]).toEqual([500, "grams", "beef mince", ["(1lb 2oz)"]]);
  });
});

describe("readUnitPhrase", () => {
  it("takes the longest phrase and stops at the end of a word", () => {
    expect(readUnitPhrase("cuillères à soupe de farine")?.word.unit).toBe("tablespoons");
    expect(readUnitPhrase("colher (chá) de sal")?.length).toBe("colher (chá)".length);
    expect(readUnitPhrase("garlic")).toBeNull();
    expect(readUnitPhrase("gr flour")?.word.unit).toBe("grams");
    expect(readUnitPhrase("T sugar")?.word.unit).toBe("tablespoons");
    expect(readUnitPhrase("t sugar")?.word.unit).toBe("teaspoons");
  });
});
