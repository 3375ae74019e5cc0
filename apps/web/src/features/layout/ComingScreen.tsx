import type { ReactNode } from "react";

/** A screen whose content arrives with a later feature: its heading and what it will hold. */
export function ComingScreen({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="page">
      <h1>{title}</h1>
      <div className="card empty-state">{children}</div>
    </section>
  );
}
