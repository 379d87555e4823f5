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
        <LanguagePicker className="field language-picker header-language" onChange={(language) => void chooseLanguage(language)} />
      </header>
      <main id="main" className="auth-main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
