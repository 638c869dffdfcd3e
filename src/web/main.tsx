import "./styles.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter } from "react-router";
import { App } from "./app";
import { routes } from "./routes";

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element to render into.");

const router = createBrowserRouter(routes);

createRoot(container).render(
  <StrictMode>
    <App router={router} />
  </StrictMode>,
);
