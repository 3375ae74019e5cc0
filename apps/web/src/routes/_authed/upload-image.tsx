import { createFileRoute } from "@tanstack/react-router";
import { ComingScreen } from "../../features/layout/ComingScreen";

export const Route = createFileRoute("/_authed/upload-image")({
  component: () => (
    <main id="content" className="app-content">
      <ComingScreen title="Upload an image">
        <p>Image uploads arrive with the recipe library.</p>
      </ComingScreen>
    </main>
  ),
});
