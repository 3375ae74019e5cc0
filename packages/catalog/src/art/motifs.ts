import type { Course } from "../taxonomy";
import { FOOD_COLOURS, type Palette } from "./palettes";

/**
 * One drawing per course, in a 200 × 200 box centred on (100, 100): outlines in the palette's
 * ink, food in its accents, dishes in its light tone. Each is plain paths, so the card needs no
 * font, image or file besides itself.
 */
type Motif = (p: Palette) => string;

const outline = (p: Palette, width = 6) => `stroke="${p.ink}" stroke-width="${width}" stroke-linejoin="round" stroke-linecap="round"`;

function sprig(p: Palette, x: number, y: number, angle: number): string {
  const leaf = "M0 0 C6 -10 18 -12 24 -4 C16 2 6 4 0 0Z";
  return `<g transform="translate(${x} ${y}) rotate(${angle})" fill="${FOOD_COLOURS.herb}" ${outline(p, 3)}>
<path d="M0 0 L34 0" fill="none"/><path d="${leaf}" transform="translate(8 0)"/><path d="${leaf}" transform="translate(18 0) scale(1 -1)"/><path d="${leaf}" transform="translate(28 0) rotate(-10)"/></g>`;
}

const soup: Motif = (p) => `
<g fill="none" ${outline(p, 5)} opacity="0.75"><path d="M68 64 c-12 -12 12 -20 0 -36"/><path d="M100 60 c-12 -12 12 -20 0 -38"/><path d="M132 64 c-12 -12 12 -20 0 -36"/></g>
<path d="M152 88 L186 46" fill="none" ${outline(p, 9)}/>
<path d="M24 96 H176 C176 140 144 166 100 166 C56 166 24 140 24 96Z" fill="${p.light}" ${outline(p)}/>
<ellipse cx="100" cy="96" rx="76" ry="13" fill="${p.accent}" ${outline(p)}/>
<circle cx="78" cy="95" r="4" fill="${p.accent2}"/><circle cx="112" cy="92" r="5" fill="${p.accent2}"/><circle cx="128" cy="99" r="3.5" fill="${p.light}"/>
<path d="M80 166 H120 V176 H80Z" fill="${p.ink}"/>
<path d="M44 118 C50 138 66 150 84 154" fill="none" stroke="${p.accent}" stroke-width="5" stroke-linecap="round" opacity="0.5"/>`;

const salad: Motif = (p) => `
<g transform="rotate(-28 100 100)">
<path d="M100 14 C146 36 160 110 100 186 C40 110 54 36 100 14Z" fill="${FOOD_COLOURS.herb}" ${outline(p)}/>
<path d="M100 30 V178 M100 70 L124 52 M100 70 L76 52 M100 106 L134 82 M100 106 L66 82 M100 142 L126 122 M100 142 L74 122" fill="none" ${outline(p, 4)}/>
</g>
<g transform="rotate(34 120 120)">
<path d="M150 40 C180 60 186 110 150 150 C114 110 120 60 150 40Z" fill="${p.accent2}" ${outline(p)}/>
<path d="M150 52 V144 M150 82 L164 72 M150 82 L136 72 M150 110 L168 98 M150 110 L132 98" fill="none" ${outline(p, 3.5)}/>
</g>
<circle cx="62" cy="150" r="20" fill="${FOOD_COLOURS.tomato}" ${outline(p)}/><path d="M62 132 l5 -6 M54 134 L62 138 L70 134" fill="none" stroke="${FOOD_COLOURS.herb}" stroke-width="4" stroke-linecap="round"/><circle cx="55" cy="145" r="4" fill="#ffffff" opacity="0.6"/>`;

const drink: Motif = (p) => `
<path d="M118 14 L100 124" fill="none" stroke="${p.ink}" stroke-width="13" stroke-linecap="round"/>
<path d="M118 14 L100 124" fill="none" stroke="${p.accent2}" stroke-width="7" stroke-linecap="round"/>
<path d="M54 44 H146 L132 178 H68Z" fill="${p.light}" ${outline(p)}/>
<path d="M60 78 H140 L130 172 H70Z" fill="${p.accent}" opacity="0.9"/>
<rect x="74" y="88" width="24" height="24" rx="5" fill="${p.light}" opacity="0.55" transform="rotate(-12 86 100)"/>
<rect x="104" y="104" width="22" height="22" rx="5" fill="${p.light}" opacity="0.45" transform="rotate(14 115 115)"/>
<path d="M54 44 H146 L132 178 H68Z" fill="none" ${outline(p)}/>
<g transform="translate(146 48)"><circle r="26" fill="${FOOD_COLOURS.citrus}" ${outline(p, 5)}/><circle r="17" fill="none" stroke="${p.light}" stroke-width="3"/>
<path d="M0 -17 V17 M-17 0 H17 M-12 -12 L12 12 M12 -12 L-12 12" stroke="${p.light}" stroke-width="2.5"/></g>`;

const dessert: Motif = (p) => `
<path d="M156 74 L178 84 V166 L156 166Z" fill="${p.accent}" ${outline(p)}/>
<path d="M24 128 L156 74 V166 H24Z" fill="${p.light}" ${outline(p)}/>
<path d="M24 146 L156 122 M24 128 L156 96" fill="none" stroke="${p.accent2}" stroke-width="9" opacity="0.85"/>
<path d="M24 128 L156 74 L178 84 L50 134 C46 146 38 146 36 134 Z" fill="${p.accent}" ${outline(p)}/>
<path d="M24 128 L156 74 V166 H24Z" fill="none" ${outline(p)}/>
<path d="M138 44 C140 34 148 28 156 26" fill="none" ${outline(p, 4)}/>
<circle cx="136" cy="60" r="15" fill="#c0162c" ${outline(p, 5)}/><circle cx="131" cy="55" r="4" fill="#ffffff" opacity="0.7"/>`;

const breakfast: Motif = (p) => `
<path d="M100 28 C142 22 178 52 170 94 C186 136 146 178 102 168 C58 182 20 152 32 112 C16 70 56 34 100 28Z" fill="${p.light}" ${outline(p)}/>
<circle cx="106" cy="100" r="34" fill="${FOOD_COLOURS.yolk}" ${outline(p)}/>
<path d="M88 88 A22 22 0 0 1 104 78" fill="none" stroke="#ffffff" stroke-width="6" stroke-linecap="round" opacity="0.8"/>
<circle cx="58" cy="140" r="3" fill="${p.ink}"/><circle cx="150" cy="62" r="3" fill="${p.ink}"/><circle cx="142" cy="146" r="2.5" fill="${p.ink}"/>`;

const main: Motif = (p) => `
<g fill="${p.light}" ${outline(p, 5)}>
<path d="M14 40 V74 C14 84 20 88 24 88 V172 M24 88 C28 88 34 84 34 74 V40 M24 40 V70" fill="none"/>
<path d="M176 40 C162 54 160 84 168 104 H176 V172" />
</g>
<circle cx="100" cy="106" r="64" fill="${p.light}" ${outline(p)}/>
<circle cx="100" cy="106" r="48" fill="none" stroke="${p.ink}" stroke-width="3" opacity="0.25"/>
<path d="M72 100 C70 80 96 72 114 78 C136 84 142 104 130 120 C118 136 84 136 76 122 C72 116 72 108 72 100Z" fill="${FOOD_COLOURS.roast}" ${outline(p, 5)}/>
<path d="M86 96 L120 88 M84 110 L126 102 M90 124 L120 118" stroke="${p.ink}" stroke-width="3" opacity="0.35" stroke-linecap="round"/>
${sprig(p, 96, 148, -20)}`;

const side: Motif = (p) => `
<ellipse cx="72" cy="102" rx="26" ry="24" fill="${p.accent}" ${outline(p, 5)}/>
<ellipse cx="128" cy="100" rx="26" ry="24" fill="${p.accent}" ${outline(p, 5)}/>
<ellipse cx="100" cy="86" rx="28" ry="26" fill="${p.accent2}" ${outline(p, 5)}/>
<path d="M60 92 A12 12 0 0 1 70 84 M90 74 A14 14 0 0 1 102 68 M118 90 A12 12 0 0 1 128 84" fill="none" stroke="#ffffff" stroke-width="4" stroke-linecap="round" opacity="0.6"/>
<path d="M20 110 H180 C180 146 146 168 100 168 C54 168 20 146 20 110Z" fill="${p.light}" ${outline(p)}/>
<path d="M44 132 C60 148 84 154 104 154" fill="none" stroke="${p.ink}" stroke-width="3" opacity="0.25" stroke-linecap="round"/>
${sprig(p, 128, 116, -30)}`;

const snack: Motif = (p) => {
  const kernels: readonly (readonly [number, number, number])[] = [
    [64, 78, 15],
    [86, 64, 17],
    [112, 62, 18],
    [136, 72, 15],
    [76, 50, 12],
    [100, 42, 13],
    [124, 46, 12],
    [150, 84, 11],
    [52, 88, 10],
  ];
  const stripes = [
    [0.1, 0.26],
    [0.42, 0.58],
    [0.74, 0.9],
  ].map(([a, b]) => {
    const top = (t: number) => 48 + 104 * t;
    const bottom = (t: number) => 64 + 72 * t;
    return `M${top(a!)} 86 L${top(b!)} 86 L${bottom(b!)} 176 L${bottom(a!)} 176Z`;
  });
  return `
${kernels.map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${FOOD_COLOURS.popcorn}" ${outline(p, 4)}/>`).join("")}
<path d="M48 86 H152 L136 176 H64Z" fill="${p.light}" ${outline(p)}/>
<path d="${stripes.join(" ")}" fill="${p.accent}"/>
<path d="M48 86 H152 L136 176 H64Z" fill="none" ${outline(p)}/>
<path d="M44 86 H156" ${outline(p, 8)}/>`;
};

/** For a recipe that names no course: the pot the cards used to show, in colour. */
const pot: Motif = (p) => `
<g fill="none" ${outline(p, 5)} opacity="0.75"><path d="M80 58 c-10 -10 10 -18 0 -30"/><path d="M100 54 c-10 -10 10 -18 0 -32"/><path d="M120 58 c-10 -10 10 -18 0 -30"/></g>
<path d="M14 92 H44 M156 92 H186" ${outline(p, 9)}/>
<path d="M36 78 H164 V148 C164 162 154 170 140 170 H60 C46 170 36 162 36 148Z" fill="${p.accent}" ${outline(p)}/>
<path d="M28 78 H172" ${outline(p, 9)}/>
<path d="M52 100 V146" stroke="${p.light}" stroke-width="6" stroke-linecap="round" opacity="0.5"/>`;

function onPlate(p: Palette, food: string): string {
  return `
<g fill="${p.light}" ${outline(p, 5)}>
<path d="M14 40 V74 C14 84 20 88 24 88 V172 M24 88 C28 88 34 84 34 74 V40 M24 40 V70" fill="none"/>
<path d="M176 40 C162 54 160 84 168 104 H176 V172" />
</g>
<circle cx="100" cy="106" r="64" fill="${p.light}" ${outline(p)}/>
<circle cx="100" cy="106" r="48" fill="none" stroke="${p.ink}" stroke-width="3" opacity="0.25"/>
${food}`;
}

const pasta: Motif = (p) =>
  onPlate(
    p,
    `<g fill="none" stroke="${p.ink}" stroke-width="13" stroke-linecap="round"><path d="M70 108 C70 78 128 74 132 104 C136 130 82 138 80 110 C78 90 118 88 118 106 C118 120 94 120 96 108"/></g>
<g fill="none" stroke="${FOOD_COLOURS.citrus}" stroke-width="7" stroke-linecap="round"><path d="M70 108 C70 78 128 74 132 104 C136 130 82 138 80 110 C78 90 118 88 118 106 C118 120 94 120 96 108"/></g>
<circle cx="90" cy="92" r="8" fill="${p.accent}" ${outline(p, 3)}/><circle cx="118" cy="118" r="7" fill="${p.accent}" ${outline(p, 3)}/><circle cx="104" cy="104" r="6" fill="${p.accent}" ${outline(p, 3)}/>
${sprig(p, 106, 146, -24)}`,
  );

const fish: Motif = (p) =>
  onPlate(
    p,
    `<path d="M58 108 C74 84 116 82 134 106 L156 90 V124 L134 110 C116 132 74 130 58 108Z" fill="${p.accent}" ${outline(p, 5)}/>
<circle cx="74" cy="104" r="4" fill="${p.ink}"/><path d="M92 96 C98 104 98 112 92 120 M106 94 C112 104 112 112 106 122" fill="none" stroke="${p.light}" stroke-width="3" stroke-linecap="round" opacity="0.7"/>
<g transform="translate(120 140)"><path d="M-14 0 A14 14 0 0 1 14 0Z" fill="${FOOD_COLOURS.citrus}" ${outline(p, 3.5)}/></g>
${sprig(p, 70, 138, 10)}`,
  );

const vegetables: Motif = (p) =>
  onPlate(
    p,
    `<ellipse cx="84" cy="96" rx="20" ry="17" fill="${p.accent}" ${outline(p, 4)}/>
<path d="M112 78 C132 78 140 96 132 108 C124 120 104 116 102 102 C100 90 104 78 112 78Z" fill="${FOOD_COLOURS.herb}" ${outline(p, 4)}/>
<circle cx="100" cy="128" r="15" fill="${p.accent2}" ${outline(p, 4)}/><circle cx="128" cy="126" r="10" fill="${p.accent}" ${outline(p, 4)}/>
<circle cx="76" cy="124" r="9" fill="${FOOD_COLOURS.citrus}" ${outline(p, 4)}/>
<path d="M78 90 A8 8 0 0 1 86 86" fill="none" stroke="#ffffff" stroke-width="3" stroke-linecap="round" opacity="0.7"/>`,
  );

const ricebowl: Motif = (p) => `
<path d="M132 30 L70 96 M150 36 L84 100" ${outline(p, 6)}/>
<path d="M40 104 C44 70 156 70 160 104Z" fill="#ffffff" ${outline(p, 5)}/>
<path d="M58 96 C66 80 90 80 98 94 C104 78 132 80 140 96Z" fill="${p.accent}" ${outline(p, 4)}/>
<circle cx="120" cy="86" r="7" fill="${p.accent2}" ${outline(p, 3)}/><circle cx="76" cy="88" r="6" fill="${FOOD_COLOURS.herb}" ${outline(p, 3)}/>
<path d="M24 100 H176 C176 142 144 166 100 166 C56 166 24 142 24 100Z" fill="${p.light}" ${outline(p)}/>
<path d="M42 118 H158" stroke="${p.accent}" stroke-width="6" stroke-dasharray="10 8" stroke-linecap="round" opacity="0.7"/>
<path d="M80 166 H120 V176 H80Z" fill="${p.ink}"/>`;

const cookie: Motif = (p) => `
<path d="M100 26 A74 74 0 1 0 172 112 A20 20 0 0 1 150 86 A20 20 0 0 1 128 56 A20 20 0 0 1 100 26Z" fill="${p.accent2}" ${outline(p)}/>
<g fill="${p.ink}"><circle cx="70" cy="80" r="8"/><circle cx="104" cy="66" r="6"/><circle cx="62" cy="122" r="7"/><circle cx="98" cy="110" r="8"/><circle cx="134" cy="132" r="7"/><circle cx="96" cy="152" r="6"/><circle cx="128" cy="98" r="5"/></g>
<path d="M46 96 A56 56 0 0 1 66 58" fill="none" stroke="#ffffff" stroke-width="5" stroke-linecap="round" opacity="0.45"/>`;

const dip: Motif = (p) => `
<path d="M52 88 L74 26 L96 80Z" fill="${FOOD_COLOURS.citrus}" ${outline(p, 5)}/>
<path d="M104 80 L138 30 L150 88Z" fill="${FOOD_COLOURS.citrus}" ${outline(p, 5)}/>
<path d="M80 84 L100 40 L120 84Z" fill="${p.accent2}" ${outline(p, 5)}/>
<ellipse cx="100" cy="98" rx="76" ry="14" fill="${p.accent}" ${outline(p)}/>
<path d="M24 98 H176 C176 140 144 164 100 164 C56 164 24 140 24 98Z" fill="${p.light}" ${outline(p)}/>
<path d="M70 94 C80 88 92 100 104 94 C114 88 124 98 132 94" fill="none" stroke="${p.light}" stroke-width="4" stroke-linecap="round" opacity="0.7"/>
<circle cx="100" cy="92" r="5" fill="${FOOD_COLOURS.herb}"/>
<path d="M80 164 H120 V174 H80Z" fill="${p.ink}"/>`;

const pancakes: Motif = (p) => `
<ellipse cx="100" cy="156" rx="84" ry="16" fill="${p.light}" ${outline(p)}/>
${[138, 116, 94].map((y) => `<path d="M34 ${y} C34 ${y - 14} 166 ${y - 14} 166 ${y} V${y + 10} C166 ${y + 24} 34 ${y + 24} 34 ${y + 10}Z" fill="${p.accent2}" ${outline(p, 5)}/>`).join("")}
<ellipse cx="100" cy="84" rx="66" ry="10" fill="#b5651d" opacity="0.85"/>
<path d="M60 88 V104 M140 86 V112" stroke="#b5651d" stroke-width="8" stroke-linecap="round" opacity="0.85"/>
<rect x="86" y="66" width="28" height="18" rx="4" fill="${FOOD_COLOURS.citrus}" ${outline(p, 4)}/>`;

const oats: Motif = (p) => `
<ellipse cx="100" cy="96" rx="76" ry="13" fill="${FOOD_COLOURS.popcorn}" ${outline(p)}/>
<g ${outline(p, 3.5)}><circle cx="76" cy="92" r="9" fill="${p.accent}"/><circle cx="96" cy="86" r="8" fill="#4a4e9a"/><circle cx="118" cy="92" r="9" fill="${p.accent}"/><circle cx="136" cy="88" r="7" fill="#4a4e9a"/></g>
<path d="M24 96 H176 C176 140 144 166 100 166 C56 166 24 140 24 96Z" fill="${p.light}" ${outline(p)}/>
<path d="M44 118 C50 138 66 150 84 154" fill="none" stroke="${p.accent}" stroke-width="5" stroke-linecap="round" opacity="0.5"/>
<path d="M80 166 H120 V176 H80Z" fill="${p.ink}"/>`;

export const COURSE_MOTIFS: Readonly<Record<Course, Motif>> = { breakfast, main, side, soup, salad, dessert, snack, drink };
export const PLAIN_MOTIF: Motif = pot;

/**
 * Dishes a course's own motif would misdraw, told apart by words in the title (or, for a plate
 * of vegetables, by the vegetarian tag): the first that matches wins.
 */
export const MOTIF_VARIANTS: readonly { course: Course; words?: RegExp; tag?: string; motif: Motif }[] = [
  { course: "main", words: /\b(spaghetti|pasta|lasagna|fettuccine|noodles?|pad thai|lo mein|ramen|udon|mac and cheese)\b/i, motif: pasta },
  {
    course: "main",
    words: /\b(curry|masala|chili|stew|dal|tagine|bourguignon|bowls?|bibimbap|biryani|risotto|fried rice|couscous|congee)\b/i,
    motif: ricebowl,
  },
  { course: "main", words: /\b(shrimp|salmon|fish|cod|scallops?|tuna|moules|mussels|paella|gambas)\b/i, motif: fish },
  { course: "main", tag: "vegetarian", motif: vegetables },
  { course: "dessert", words: /\b(cookies?|biscotti|brownies?|bars)\b/i, motif: cookie },
  { course: "snack", words: /\b(hummus|guacamole|ganoush|tzatziki|dip|salsa)\b/i, motif: dip },
  { course: "breakfast", words: /\b(pancakes?|waffles?|french toast)\b/i, motif: pancakes },
  { course: "breakfast", words: /\b(oats?|oatmeal|porridge|parfait|smoothie bowl|congee|yogurt)\b/i, motif: oats },
];

/** The drawing for a recipe of this course, title and tags. */
export function motifFor(course: Course | null, title: string, tags: readonly string[]): Motif {
  if (!course) return PLAIN_MOTIF;
  const variant = MOTIF_VARIANTS.find(
    (v) => v.course === course && (v.words ? v.words.test(title) : true) && (v.tag ? tags.includes(v.tag) : true),
  );
  return variant?.motif ?? COURSE_MOTIFS[course];
}
