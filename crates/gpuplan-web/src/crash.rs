//! What a reader sees if the app panics after all: a banner with a way back, not a dead page.
//!
//! The banner is built with DOM calls and plain text. It is added outside Yew's tree, because a
//! panic leaves Yew unable to render anything more.

use gpuplan_core::guide::Lang;

use crate::i18n::Msg;

/// Installs the panic hook: log the panic to the console, then show the banner. It goes through
/// Yew, which otherwise puts its own console-only hook in place when the app is first rendered.
pub fn install() {
    yew::set_custom_panic_hook(Box::new(|info| {
        web_sys::console::error_1(&format!("gpuplan panicked: {info}").into());
        // If even the banner cannot be built, the console message is all that is left.
        let _ = show_banner();
    }));
}

fn show_banner() -> Option<()> {
    let window = web_sys::window()?;
    let doc = window.document()?;
    if doc.get_element_by_id("crash").is_some() {
        return Some(());
    }
    // The page's language, as the build and the app keep it on `<html lang>`.
    let zh = doc.document_element()?.get_attribute("lang").is_some_and(|l| l.starts_with("zh"));
    let lang = if zh { Lang::Zh } else { Lang::En };
    let (message, reload, home) =
        (Msg::CrashText.text(lang), Msg::CrashReload.text(lang), Msg::GoHome.text(lang));
    let bar = doc.create_element("div").ok()?;
    bar.set_id("crash");
    bar.set_class_name("crash-banner");
    bar.set_attribute("role", "alert").ok()?;
    let text = doc.create_element("p").ok()?;
    text.set_text_content(Some(message));
    bar.append_child(&text).ok()?;
    let here = window.location().href().ok()?;
    let base = doc.base_uri().ok().flatten()?;
    // The home page in the page's language.
    let base =
        if zh { format!("{}zh", base.split(['?', '#']).next().unwrap_or_default()) } else { base };
    for (label, href) in [(reload, here), (home, base)] {
        let link = doc.create_element("a").ok()?;
        link.set_attribute("href", &href).ok()?;
        link.set_text_content(Some(label));
        bar.append_child(&link).ok()?;
    }
    doc.body()?.prepend_with_node_1(&bar).ok()
}
