// Internals that API tests drive directly, to set up a state no public procedure reaches (a large
// import read ahead of its publishing). Tests import them as `@simmer/api/testing`; nothing else does.
export { FULL_RELOAD_ABOVE, pruneRecipeChanges, recipeIndexFor } from "./recipes/query/recipe-index";
export { publishStaged } from "./recipes/import/staging";
