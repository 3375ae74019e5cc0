export {
  cardArtSvg,
  cardArtDataUrl,
  initialsOf,
  courseOf,
  cuisineOf,
  paletteOf,
  CARD_ART_WIDTH,
  CARD_ART_HEIGHT,
  type CardArtInput,
} from "./card-art";
export { cardArtPath, slugOf, CARD_ART_DIR } from "./paths";
export { CUISINE_PALETTES, PLAIN_PALETTES, type Palette } from "./palettes";
