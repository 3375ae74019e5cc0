// What other domains may use of plans: they import it from here, never from its files (ADR 114).
export { generatePlan, loadPlanRecipes, targetsFor } from "./engine";
export { planGenerationProcedure } from "./generation.procedure";
export { plansBackup } from "./plans.backup";
export { templateSlots } from "./templates.service";
export { isRelaxedList } from "./week";
