import type { TWebImport } from "./web-import";
import { foundSummary } from "./imported-recipe";

/** What the page gave and what could not be placed, above the imported recipe's form. */
export function ImportedRecipeNotes({ imported }: { imported: TWebImport }) {
  const { recipe, warnings } = imported;
  const link = recipe.data_source_link;
  return (
    <section className="recipe-form-imported" aria-label="Imported from the web">
      <p className="recipe-form-imported-found">
        {foundSummary(recipe)}
        {link ? (
          <>
            {" on "}
            <a href={link} target="_blank" rel="noopener noreferrer">
              {recipe.data_source_name ?? link}
            </a>
          </>
        ) : null}
        . Check it, then save.
      </p>
      {warnings.length > 0 ? (
        <div className="recipe-form-imported-warnings">
          <p>Could not place:</p>
          <ul>
            {warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
