import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import "./admin.css";
import { App } from "./App";

const root = document.getElementById("admin-root");
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
