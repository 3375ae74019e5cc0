import { Link } from "@tanstack/react-router";
import { useQuery } from "@tanstack/react-query";
import { HouseIcon } from "../ui/icons";
import { householdQuery } from "./queries";

/** The header's word on whose kitchen this is: the household's name, leading to its settings; nothing for a person in none. */
export function HouseholdIndicator() {
  const household = useQuery(householdQuery()).data?.household;
  if (!household) return null;
  const people = household.members.length;
  return (
    <Link
      to="/dashboard/settings"
      hash="household"
      className="household-indicator"
      title={`Household: ${household.name} (${people === 1 ? "1 person" : `${people} people`})`}
    >
      <HouseIcon className="household-indicator-icon" />
      <span className="visually-hidden">Household: </span>
      <span className="household-indicator-name">{household.name}</span>
    </Link>
  );
}
