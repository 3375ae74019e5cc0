import { useId } from "react";
import { ACTIVITY_LEVELS, BODY_UNIT_LABELS, GENDERS, GOALS } from "@simmer/domain";
import { ACTIVITY_LABELS, GENDER_LABELS, GOAL_LABELS, type MetricFormValues } from "./form";

interface Props {
  values: MetricFormValues;
  onChange: (values: MetricFormValues) => void;
}

/** The inputs of a metric entry, shared by the new-entry form. */
export function MetricFields({ values, onChange }: Props) {
  const id = useId();
  const units = BODY_UNIT_LABELS[values.system];
  const set = (key: keyof MetricFormValues) => (event: { target: { value: string } }) => onChange({ ...values, [key]: event.target.value });
  return (
    <div className="metric-fields">
      <div className="field">
        <label htmlFor={`${id}-name`}>Name</label>
        <input id={`${id}-name`} value={values.name} onChange={set("name")} autoComplete="name" />
      </div>
      <div className="field">
        <label htmlFor={`${id}-dob`}>Date of Birth</label>
        <input id={`${id}-dob`} type="date" value={values.dob} onChange={set("dob")} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-height`}>Height ({units.height})</label>
        <input id={`${id}-height`} type="number" inputMode="decimal" min="1" step="any" value={values.height} onChange={set("height")} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-weight`}>Weight ({units.weight})</label>
        <input id={`${id}-weight`} type="number" inputMode="decimal" min="1" step="any" value={values.weight} onChange={set("weight")} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-gender`}>Gender</label>
        <select id={`${id}-gender`} value={values.gender} onChange={set("gender")}>
          {GENDERS.map((g) => (
            <option key={g} value={g}>
              {GENDER_LABELS[g]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-activity`}>Activity Level</label>
        <select id={`${id}-activity`} value={values.activityLevel} onChange={set("activityLevel")}>
          {ACTIVITY_LEVELS.map((a) => (
            <option key={a} value={a}>
              {ACTIVITY_LABELS[a]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-goal`}>Goal</label>
        <select id={`${id}-goal`} value={values.goal} onChange={set("goal")}>
          {GOALS.map((g) => (
            <option key={g} value={g}>
              {GOAL_LABELS[g]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-date`}>Entry Date</label>
        <input id={`${id}-date`} type="date" value={values.entryDate} onChange={set("entryDate")} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-target`}>Target Weight ({units.weight})</label>
        <input
          id={`${id}-target`}
          type="number"
          inputMode="decimal"
          min="1"
          step="any"
          value={values.targetWeight}
          onChange={set("targetWeight")}
        />
      </div>
    </div>
  );
}
