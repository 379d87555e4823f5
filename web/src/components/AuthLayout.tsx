import { Outlet } from "react-router";
import { Brand } from "./Brand";
import { LanguagePicker, useChooseLanguage } from "./LanguagePicker";

/** Sign-in screens: one centred card on a calm background. */
export function Component() {
  const chooseLanguage = useChooseLanguage();
  return (
    <div className="auth-shell">
      <header className="auth-header">
        <Brand to="/static/home" />
      </header>
      <main id="main" className="auth-main" tabIndex={-1}>
        <Outlet />
      </main>
      <footer className="auth-footer">
        <LanguagePicker className="language-picker" onChange={(language) => void chooseLanguage(language)} />
      </footer>
    </div>
  );
}
