import { createFileRoute } from "@tanstack/react-router";
import { UploadImageScreen } from "../../features/recipes/UploadImageScreen";

export const Route = createFileRoute("/_authed/upload-image")({
  component: () => (
    <main id="content" className="app-content">
      <UploadImageScreen />
    </main>
  ),
});
