import { TokensSection } from "./TokensSection";
import { PasswordSection } from "./PasswordSection";
import { DeleteAccountSection } from "./DeleteAccountSection";
import { YourDataSection } from "./YourDataSection";
import { UnitsSection } from "./UnitsSection";
import { RecipeVisibilitySection } from "./RecipeVisibilitySection";
import { FoodFixesSection } from "./FoodFixesSection";
import { HouseholdSection } from "../household/HouseholdSection";
import "./settings.css";

/** Settings: one section per concern, each on its own (ADR 070, 071). */
export function SettingsScreen() {
  return (
    <div className="settings">
      <header className="settings-header">
        <h1>Settings</h1>
        <p className="settings-lead">
          Your household, units, new recipes, remembered foods, access tokens for your scripts, your password, your data, and your account.
        </p>
      </header>
      <HouseholdSection />
      <UnitsSection />
      <RecipeVisibilitySection />
      <FoodFixesSection />
      <TokensSection />
      <PasswordSection />
      <YourDataSection />
      <DeleteAccountSection />
    </div>
  );
}
